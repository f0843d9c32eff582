extension Mappers {
    /// Maps JSON into any `Decodable` type through its own `init(from:)` — and back through its
    /// `encode(to:)` for `Codable` types — with Hydrant's errors, so that an existing Codable model
    /// can be used inside a Hydrant mapping.
    ///
    /// ```swift
    /// struct Money: Codable, Sendable { let amount: Decimal; let currency: String }
    ///
    /// let order = Mappers.object(Order.init) {
    ///     Field("id", \.id)
    ///     Field("total", \.total, Mappers.codable(Money.self))
    /// }
    /// ```
    ///
    /// Values use their standard Codable representation, as a default `JSONDecoder` and
    /// `JSONEncoder` read and write them: no conversions between numbers and strings, `Date` as
    /// its own Codable form (seconds since 2001), `Data` as base64, `URL` as a string, `Decimal`
    /// exactly. Unlike `JSONDecoder`, every property is attempted and the error lists each one
    /// with its path. The modifiers of ``Reflective`` apply (``Reflective/mapType(_:_:)`` to
    /// choose a date format, say); ``reflective(_:)`` is the same with Hydrant's lenient
    /// strategies.
    public static func codable<Model: Decodable>(_ type: Model.Type) -> Reflective<Model> {
        Reflective(configuration: ReflectionConfiguration(conversions: .standard))
    }
}
