/// Collections of types that provide their own mapper provide one too, so that a field of any of
/// them needs no mapper (`Field("addresses", \.addresses)`), and neither does the `@Mappable`
/// macro: `[Address]`, `[String: Address]`, `Set<Tag>` and their nestings (`[[Address]]`) map
/// element by element with the element type's mapper, with the rules of ``Mappers/ArrayOf``,
/// ``Mappers/DictionaryOf`` and ``Mappers/SetOf``.
///
/// ```swift
/// Mappers.automatic([Address].self)            // Mappers.array(of: Address.mapper)
/// Mappers.automatic([String: Address].self)    // Mappers.dictionary(of: Address.mapper)
/// ```
extension Array: MapperProvider
where Element: MapperProvider, Element.ProvidedMapper: JSONCodec, Element.ProvidedMapper.Output == Element {
    /// Every element mapped by `Element.mapper`: `Mappers.array(of: Element.mapper)`.
    @inlinable
    public static var mapper: Mappers.ArrayOf<Element.ProvidedMapper> {
        Mappers.ArrayOf(Element.mapper)
    }
}

extension Dictionary: MapperProvider
where Key == String, Value: MapperProvider, Value.ProvidedMapper: JSONCodec, Value.ProvidedMapper.Output == Value {
    /// Every member value mapped by `Value.mapper`: `Mappers.dictionary(of: Value.mapper)`.
    @inlinable
    public static var mapper: Mappers.DictionaryOf<Value.ProvidedMapper> {
        Mappers.DictionaryOf(Value.mapper)
    }
}

extension Set: MapperProvider
where Element: MapperProvider, Element.ProvidedMapper: JSONCodec, Element.ProvidedMapper.Output == Element {
    /// Every element of a JSON array mapped by `Element.mapper`: `Mappers.set(of: Element.mapper)`.
    @inlinable
    public static var mapper: Mappers.SetOf<Mappers.ArrayOf<Element.ProvidedMapper>, Element> {
        Mappers.SetOf(Mappers.ArrayOf(Element.mapper))
    }
}
