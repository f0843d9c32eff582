extension Validator where Value: Comparable {
    /// The value must be at least `bound`: CTXPropertyMapper's `min`, for any comparable type.
    ///
    /// ```swift
    /// let age = Mappers.value(Int.self).validated(.min(0))
    /// try age.map(-1)         // throws: failed min: must be at least 0
    /// ```
    ///
    /// The value is compared as the type it was mapped to: a `Double` property compares `2.9`, not
    /// CTXPropertyMapper's truncated `2`, and a string is never parsed as a number (map it to a
    /// number first).
    @inlinable
    public static func min(_ bound: Value) -> Validator {
        let requirement = "must be at least \(display(bound))"
        return Validator(
            "min", requirement: requirement, schema: schemaBound("minimum", bound, requirement: requirement)
        ) {
            $0 >= bound
        }
    }

    /// The value must be at most `bound`: `max`.
    @inlinable
    public static func max(_ bound: Value) -> Validator {
        let requirement = "must be at most \(display(bound))"
        return Validator(
            "max", requirement: requirement, schema: schemaBound("maximum", bound, requirement: requirement)
        ) {
            $0 <= bound
        }
    }

    /// The value must lie in `bounds`, both ends included: `range`.
    ///
    /// ```swift
    /// let rating = Mappers.value(Double.self).validated(.range(0...5))
    /// ```
    @inlinable
    public static func range(_ bounds: ClosedRange<Value>) -> Validator {
        let requirement = "must be between \(display(bounds.lowerBound)) and \(display(bounds.upperBound))"
        let minimum = schemaBound("minimum", bounds.lowerBound, requirement: requirement)
        let maximum = schemaBound("maximum", bounds.upperBound, requirement: requirement)
        return Validator(
            "range", requirement: requirement,
            schema: {
                schemaNumber(bounds.lowerBound) != nil
                    ? maximum(minimum($0)) : $0.commented("also checked: \(requirement)")
            }
        ) {
            bounds.contains($0)
        }
    }
}

extension Validator {
    /// `min(_:)` for an optional value: `nil` passes.
    public static func min<Wrapped: Comparable>(_ bound: Wrapped) -> Validator where Value == Wrapped? {
        .ifPresent(.min(bound))
    }

    /// `max(_:)` for an optional value: `nil` passes.
    public static func max<Wrapped: Comparable>(_ bound: Wrapped) -> Validator where Value == Wrapped? {
        .ifPresent(.max(bound))
    }

    /// `range(_:)` for an optional value: `nil` passes.
    public static func range<Wrapped: Comparable>(_ bounds: ClosedRange<Wrapped>) -> Validator where Value == Wrapped? {
        .ifPresent(.range(bounds))
    }
}
