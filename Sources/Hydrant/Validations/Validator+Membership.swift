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
        let requirement = "must be one of \(list)"
        // Converted only when a schema is asked for: a cast to a protocol is a search of every
        // conformance on a cold start.
        let schema: @Sendable (JSONSchema) -> JSONSchema = { schema in
            let allowed = values.map { ($0 as? any JSONConvertible)?.json }
            let json = allowed.compactMap(\.self)
            guard json.count == allowed.count else { return schema.commented("also checked: \(requirement)") }
            return schema.setting("enum", .array(json))
        }
        return Validator("oneOf", requirement: requirement, schema: schema) { value in
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
        let requirement = "must equal \(display(expected))"
        let schema: @Sendable (JSONSchema) -> JSONSchema = { schema in
            guard let json = (expected as? any JSONConvertible)?.json else {
                return schema.commented("also checked: \(requirement)")
            }
            return schema.setting("const", json)
        }
        return Validator("equalTo", requirement: requirement, schema: schema) { value in
            isAbsent(value) || value == expected
        }
    }
}
