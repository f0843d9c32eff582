extension Validator where Value: ExpressibleByNilLiteral {
    /// The value must be present and not JSON `null`: CTXPropertyMapper's `isRequired`.
    ///
    /// It applies to values that can be absent — `Optional`s, ``/HydrantJSON/JSON`` and `JSON?` — and is the
    /// only rule that rejects `nil`. A non-optional field is required already.
    ///
    /// ```swift
    /// let nickname = Mappers.optionally(String.self).validated(.required, .maxLength(12))
    /// nickname.mapping(nil)   // .failure: failed required: the value is missing or null
    /// ```
    ///
    /// An `Optional` cannot tell a missing value from `null` once mapped (both are `nil`), so its
    /// error says "the value is missing or null"; a ``/HydrantJSON/JSON`` value's says "the value is null".
    public static var required: Validator {
        Validator("required", requirement: "must be present and not null") { value in
            absenceReason(value)
        }
    }
}

/// Why a value is absent: "the value is null" for JSON `null`; "the value is missing or null" for
/// `nil` (a field of an optional type and `Mappers.optionally(_:)` turn both into `nil`).
private func absenceReason(_ value: Any) -> String? {
    if let optional = value as? any OptionalProtocol {
        guard let wrapped = optional.wrappedAny else { return "the value is missing or null" }
        return absenceReason(wrapped)
    }
    return isNullValue(value) ? "the value is null" : nil
}
