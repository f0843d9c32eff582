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
    /// Mappers.automatic(Date.self)       // Mappers.date(.rfc3339)
    /// Mappers.automatic(Kind.self)       // Mappers.rawValue(Kind.self), for enum Kind: String
    /// ```
    ///
    /// A `Field` of a type with none of these is a compile error that names the fix: mark the type
    /// `@Mappable`, or give the field a mapper.
    @inlinable
    public static func automatic<T: JSONConvertible>(_ type: T.Type) -> Value<T> {
        Value()
    }

    /// The mapper a ``MapperProvider`` type provides.
    @inlinable
    public static func automatic<T: MapperProvider>(_ type: T.Type) -> T.ProvidedMapper {
        T.mapper
    }

    /// The mapper of a `RawRepresentable` type that provides none of its own (an
    /// `enum Kind: String` not marked `@Mappable`): through its raw values,
    /// ``Mappers/rawValue(_:)``.
    @inlinable
    @_disfavoredOverload
    public static func automatic<T: RawRepresentable & Sendable>(_ type: T.Type) -> RawValue<T>
    where T.RawValue: JSONConvertible {
        RawValue()
    }
}
