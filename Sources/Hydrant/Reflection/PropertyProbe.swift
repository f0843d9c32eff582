/// Lists a model's properties by running its `init(from:)` on a decoder that records every key it
/// is asked for and answers with empty values.
enum PropertyProbe {
    struct Entry {
        let name: String
        let typeName: String
        let isOptional: Bool
    }

    struct Result {
        var entries: [Entry] = []
        /// Whether the initializer ran to the end, so that the list is complete.
        var isComplete = false
    }

    static func properties<Model: Decodable>(of type: Model.Type) -> Result {
        let recorder = ProbeRecorder()
        do {
            _ = try Model(from: ProbeDecoder(recorder: recorder))
            recorder.result.isComplete = true
        } catch {
            recorder.result.isComplete = false
        }
        return recorder.result
    }

    /// Checks, when a mapper is built, that `names` are properties of the model; names cannot be
    /// checked beyond an incomplete list.
    static func check<Model: Decodable>(_ names: [String], in type: Model.Type) {
        guard !names.isEmpty else { return }
        let result = properties(of: Model.self)
        guard result.isComplete else { return }
        let known = result.entries.map(\.name)
        for name in names where !known.contains(name) {
            let hint = KeySuggestion.nearestKey(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
            preconditionFailure("Hydrant: \(Model.self) has no property '\(name)'\(hint)")
        }
    }
}

private final class ProbeRecorder {
    var result = PropertyProbe.Result()
}

private struct ProbeDecoder: Decoder {
    let recorder: ProbeRecorder
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ProbeContainer<Key>(recorder: recorder))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw AbortDecoding()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw AbortDecoding()
    }
}

private struct ProbeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: ProbeRecorder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { false }

    func decodeNil(forKey key: Key) -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        record(key, String(describing: T.self), isOptional: false)
        guard let value = EmptyValue.of(T.self) else { throw AbortDecoding() }
        return value
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        optional(type, key)
    }

    // The standard library's own overloads would ask `contains(_:)` and never name the type.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) -> Bool? { optional(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) -> String? { optional(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) -> Double? { optional(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) -> Float? { optional(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) -> Int? { optional(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) -> Int8? { optional(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) -> Int16? { optional(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) -> Int32? { optional(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) -> Int64? { optional(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) -> UInt? { optional(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) -> UInt8? { optional(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) -> UInt16? { optional(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) -> UInt32? { optional(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) -> UInt64? { optional(type, key) }

    private func optional<T>(_ type: T.Type, _ key: Key) -> T? {
        record(key, String(describing: T.self), isOptional: true)
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw AbortDecoding()
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw AbortDecoding()
    }

    func superDecoder() throws -> any Decoder {
        throw AbortDecoding()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw AbortDecoding()
    }

    private func record(_ key: Key, _ typeName: String, isOptional: Bool) {
        guard !recorder.result.entries.contains(where: { $0.name == key.stringValue }) else { return }
        recorder.result.entries.append(
            PropertyProbe.Entry(name: key.stringValue, typeName: typeName, isOptional: isOptional))
    }
}
