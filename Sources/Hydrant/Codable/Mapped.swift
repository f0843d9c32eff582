/// A property of a `Codable` type decoded and encoded by a Hydrant mapper.
///
/// ```swift
/// struct Event: Codable {
///     var name: String
///     @Mapped<RFC3339Date> var start: Date
///     @Mapped<LenientCount> var attendees: Int?   // may be missing
/// }
/// let event = try JSONDecoder().decode(Event.self, from: data)
/// ```
///
/// The property is read as ``/HydrantJSON/JSON`` and mapped; a fatal ``MappingError`` becomes a
/// `DecodingError.dataCorrupted` carrying it (see `KeyedDecodingContainer.decode(forKey:using:)`).
/// When the mapper's output is `Optional`, a missing key is `nil` (without the wrapper, Codable
/// would require the key). Encoding needs a ``JSONCodec``.
@propertyWrapper
public struct Mapped<Provider: MapperProvider> {
    /// The mapped value.
    public var wrappedValue: Provider.ProvidedMapper.Output

    /// Wraps a value.
    public init(wrappedValue: Provider.ProvidedMapper.Output) {
        self.wrappedValue = wrappedValue
    }
}

extension Mapped: Decodable {
    /// Decodes the value with the provider's mapper.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(using: Provider.mapper)
    }
}

extension Mapped: Encodable where Provider.ProvidedMapper: JSONCodec {
    /// Encodes the value with the reverse of the provider's mapper.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue, using: Provider.mapper)
    }
}

extension Mapped: Sendable where Provider.ProvidedMapper.Output: Sendable {}
extension Mapped: Equatable where Provider.ProvidedMapper.Output: Equatable {}
extension Mapped: Hashable where Provider.ProvidedMapper.Output: Hashable {}

extension KeyedDecodingContainer {
    /// Decodes a ``Mapped`` property whose value is `Optional`: a missing key or `null` is `nil`.
    public func decode<Provider>(_ type: Mapped<Provider>.Type, forKey key: Key) throws -> Mapped<Provider>
    where Provider.ProvidedMapper.Output: ExpressibleByNilLiteral {
        guard let json = try decodeIfPresent(JSON.self, forKey: key), !json.isNull else {
            return Mapped(wrappedValue: nil)
        }
        return Mapped(wrappedValue: try CodableBridge.map(json, with: Provider.mapper, codingPath: codingPath + [key]))
    }
}
