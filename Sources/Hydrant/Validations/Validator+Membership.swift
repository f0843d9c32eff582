extension Validator where Value: Equatable {
    /// The value must equal one of `values`: CTXPropertyMapper's `oneOf`.
    ///
    /// ```swift
    /// let role = Mappers.value(String.self).validated(.oneOf(["admin", "editor", "viewer"]))
    /// try role.map("root")    // throws: failed oneOf: must be one of "admin", "editor", "viewer"
    /// ```
    ///
    /// The allowed values are part of the rule and are printed in errors; the value checked is not.
    /// On an `Optional` value `nil` passes; JSON `null` is a value like any other.
    public static func oneOf(_ values: [Value]) -> Validator {
        let list = values.isEmpty ? "no value at all" : values.map(display).joined(separator: ", ")
        return Validator("oneOf", requirement: "must be one of \(list)") { value in
            isAbsent(value) || values.contains(value)
        }
    }

    /// The value must equal `expected`: CTXPropertyMapper's `equalTo`, for any equatable type.
    ///
    /// ```swift
    /// let version = Mappers.value(Int.self).validated(.equal(to: 2))
    /// ```
    ///
    /// `expected` is part of the rule and is printed in errors. On an `Optional` value `nil` passes.
    public static func equal(to expected: Value) -> Validator {
        Validator("equalTo", requirement: "must equal \(display(expected))") { value in
            isAbsent(value) || value == expected
        }
    }
}
