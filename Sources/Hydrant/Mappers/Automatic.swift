extension Mappers {
    /// The mapper a type maps with when nothing else is said: its ``JSONConvertible`` conversion
    /// (``Mappers/value(_:)``).
    ///
    /// With its overload for ``MapperProvider`` types, code that knows only a type's name — the
    /// `@Mappable` macro, generic code — gets the right mapper from the compiler:
    ///
    /// ```swift
    /// Mappers.automatic(Int.self)        // Mappers.value(Int.self)
    /// Mappers.automatic(Address.self)    // Address.mapper
    /// Mappers.automatic([Address].self)  // Mappers.array(of: Address.mapper)
    /// ```
    @inlinable
    public static func automatic<T: JSONConvertible>(_ type: T.Type) -> Value<T> {
        Value()
    }

    /// The mapper a ``MapperProvider`` type provides.
    @inlinable
    public static func automatic<T: MapperProvider>(_ type: T.Type) -> T.ProvidedMapper {
        T.mapper
    }
}
