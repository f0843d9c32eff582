extension Validator where Value: Collection {
    /// The value must have exactly `count` elements (characters, for strings): CTXPropertyMapper's
    /// `length`.
    ///
    /// Strings count `Character`s — what a reader sees as one letter, emoji included —
    /// rather than CTXPropertyMapper's UTF-16 units.
    ///
    /// ```swift
    /// let code = Mappers.value(String.self).validated(.length(3))
    /// try code.map("EUR")     // "EUR"
    /// ```
    public static func length(_ count: Int) -> Validator {
        let requirement = "must have exactly \(amount(count, of: Value.self))"
        let minimum = schemaLength("min", count, of: Value.self, requirement: requirement)
        let maximum = schemaLength("max", count, of: Value.self, requirement: requirement)
        return Validator("length", requirement: requirement, schema: { maximum(minimum($0)) }) { $0.count == count }
    }

    /// The value must have at least `count` elements (characters, for strings): `minLength`.
    public static func minLength(_ count: Int) -> Validator {
        let requirement = "must have at least \(amount(count, of: Value.self))"
        return Validator(
            "minLength", requirement: requirement,
            schema: schemaLength("min", count, of: Value.self, requirement: requirement)
        ) { $0.count >= count }
    }

    /// The value must have at most `count` elements (characters, for strings): `maxLength`.
    public static func maxLength(_ count: Int) -> Validator {
        let requirement = "must have at most \(amount(count, of: Value.self))"
        return Validator(
            "maxLength", requirement: requirement,
            schema: schemaLength("max", count, of: Value.self, requirement: requirement)
        ) { $0.count <= count }
    }

    /// The number of elements (characters, for strings) must lie in `counts`: `lengthRange`.
    ///
    /// ```swift
    /// let pin = Mappers.value(String.self).validated(.length(in: 4...8))
    /// ```
    public static func length(in counts: ClosedRange<Int>) -> Validator {
        let unit = units(counts.upperBound, of: Value.self)
        let requirement = "must have between \(counts.lowerBound) and \(counts.upperBound) \(unit)"
        let minimum = schemaLength("min", counts.lowerBound, of: Value.self, requirement: requirement)
        let maximum = schemaLength("max", counts.upperBound, of: Value.self, requirement: requirement)
        return Validator("lengthRange", requirement: requirement, schema: { maximum(minimum($0)) }) {
            counts.contains($0.count)
        }
    }
}

extension Validator {
    /// `length(_:)` for an optional value: `nil` passes.
    public static func length<Wrapped: Collection>(_ count: Int) -> Validator where Value == Wrapped? {
        .ifPresent(.length(count))
    }

    /// `minLength(_:)` for an optional value: `nil` passes.
    public static func minLength<Wrapped: Collection>(_ count: Int) -> Validator where Value == Wrapped? {
        .ifPresent(.minLength(count))
    }

    /// `maxLength(_:)` for an optional value: `nil` passes.
    public static func maxLength<Wrapped: Collection>(_ count: Int) -> Validator where Value == Wrapped? {
        .ifPresent(.maxLength(count))
    }

    /// `length(in:)` for an optional value: `nil` passes.
    public static func length<Wrapped: Collection>(in counts: ClosedRange<Int>) -> Validator where Value == Wrapped? {
        .ifPresent(.length(in: counts))
    }
}

/// "1 character", "3 elements": a count with the unit of the collection type.
private func amount(_ count: Int, of type: Any.Type) -> String {
    "\(count) \(units(count, of: type))"
}

/// "character" or "characters" for strings, "element" or "elements" for other collections.
private func units(_ count: Int, of type: Any.Type) -> String {
    (type is any StringProtocol.Type ? "character" : "element") + (count == 1 ? "" : "s")
}
