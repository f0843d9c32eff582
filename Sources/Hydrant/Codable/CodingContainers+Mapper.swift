extension KeyedDecodingContainer {
    /// Decodes the value for `key` with a Hydrant mapper, from inside a `Decodable` type's
    /// `init(from:)`: the way to adopt Hydrant one property at a time.
    ///
    /// ```swift
    /// init(from decoder: any Decoder) throws {
    ///     let container = try decoder.container(keyedBy: CodingKeys.self)
    ///     name = try container.decode(String.self, forKey: .name)
    ///     born = try container.decode(forKey: .born, using: Mappers.anyDate())
    /// }
    /// ```
    ///
    /// The value is read as ``/HydrantJSON/JSON`` and given to the mapper. A fatal ``MappingError`` is thrown as
    /// a `DecodingError.dataCorrupted` whose `underlyingError` is the mapping error (so
    /// `JSONDecoder` reports the coding path, and a Hydrant mapping that decodes this type gets
    /// the mapping error back with its paths). Non-fatal errors are dropped: Codable has no place
    /// for them.
    public func decode<M: Mapper>(forKey key: Key, using mapper: M) throws -> M.Output where M.Input == JSON {
        let json = try decode(JSON.self, forKey: key)
        return try CodableBridge.map(json, with: mapper, codingPath: codingPath + [key])
    }

    /// Decodes the value for `key` with a Hydrant mapper, or `nil` when the key is missing or
    /// `null`.
    public func decodeIfPresent<M: Mapper>(forKey key: Key, using mapper: M) throws -> M.Output? where M.Input == JSON {
        guard let json = try decodeIfPresent(JSON.self, forKey: key), !json.isNull else { return nil }
        return try CodableBridge.map(json, with: mapper, codingPath: codingPath + [key])
    }
}

extension KeyedEncodingContainer {
    /// Encodes `value` for `key` with the reverse of a Hydrant mapper, from inside an `Encodable`
    /// type's `encode(to:)`. A fatal ``MappingError`` is thrown as an
    /// `EncodingError.invalidValue` whose `underlyingError` is the mapping error.
    public mutating func encode<M: JSONCodec>(_ value: M.Output, forKey key: Key, using mapper: M) throws
    where M.Input == JSON {
        let json = try CodableBridge.unmap(value, with: mapper, codingPath: codingPath + [key])
        try encode(json, forKey: key)
    }

    /// Encodes `value` for `key` with the reverse of a Hydrant mapper; `nil` writes nothing.
    public mutating func encodeIfPresent<M: JSONCodec>(
        _ value: M.Output?, forKey key: Key, using mapper: M
    ) throws
    where M.Input == JSON {
        guard let value else { return }
        try encode(value, forKey: key, using: mapper)
    }
}

extension SingleValueDecodingContainer {
    /// Decodes the value with a Hydrant mapper (see
    /// `KeyedDecodingContainer.decode(forKey:using:)`).
    public func decode<M: Mapper>(using mapper: M) throws -> M.Output where M.Input == JSON {
        try CodableBridge.map(decode(JSON.self), with: mapper, codingPath: codingPath)
    }
}

extension SingleValueEncodingContainer {
    /// Encodes `value` with the reverse of a Hydrant mapper.
    public mutating func encode<M: JSONCodec>(_ value: M.Output, using mapper: M) throws where M.Input == JSON {
        try encode(CodableBridge.unmap(value, with: mapper, codingPath: codingPath))
    }
}

/// Runs Hydrant mappers inside Codable, turning their errors into Codable errors that carry them.
enum CodableBridge {
    static func map<M: Mapper>(_ json: JSON, with mapper: M, codingPath: [any CodingKey]) throws -> M.Output
    where M.Input == JSON {
        do {
            return try mapper.map(json)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    static func unmap<M: JSONCodec>(
        _ value: M.Output, with mapper: M, codingPath: [any CodingKey]
    ) throws -> JSON
    where M.Input == JSON {
        do {
            return try mapper.reversed.map(value)
        } catch {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: error.description, underlyingError: error))
        }
    }
}
