import Foundation

/// The "empty" value of a `Decodable` type: `0`, `""`, `false`, `[]`, `[:]`, `nil`, the Unix epoch,
/// the first case of a `CaseIterable` enum, and structs whose properties all have one.
///
/// A reflective mapping uses it in two places: for an excluded property whose type is not
/// `Optional`, and as the placeholder for a failed property, so that the model's `init(from:)` runs
/// to the end and every property is attempted. A placeholder never reaches the caller: a fatal
/// failure throws, and a non-fatal one (an optional property) documents the fallback.
enum EmptyValue {
    /// The empty value of `type`, or `nil` when it has none (a `URL`, an enum that is not
    /// `CaseIterable`, a type whose `init(from:)` validates its input).
    static func of<T: Decodable>(_ type: T.Type) -> T? {
        if let value = special(T.self) { return value }
        return try? T(from: EmptyDecoder())
    }

    fileprivate static func special<T>(_ type: T.Type) -> T? {
        if T.self == Date.self { return Date(timeIntervalSince1970: 0) as? T }
        if T.self == URL.self { return nil }
        if T.self == UUID.self { return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as? T }
        if T.self == Decimal.self { return Decimal.zero as? T }
        if T.self == Data.self { return Data() as? T }
        if T.self == JSON.self { return JSON.null as? T }
        if let cases = T.self as? any CaseIterable.Type { return firstCase(of: cases) as? T }
        return nil
    }

    private static func firstCase<C: CaseIterable>(of type: C.Type) -> C? {
        C.allCases.first
    }
}

/// A decoder with nothing in it: every container is empty, every value is zero.
private struct EmptyDecoder: Decoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(EmptyKeyedContainer<Key>())
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer()
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        EmptySingleValueContainer()
    }
}

/// The zero of a scalar type, or a value decoded from an empty decoder.
private func emptyValue<T: Decodable>(_ type: T.Type) throws -> T {
    if let value = EmptyValue.special(T.self) { return value }
    if T.self == String.self, let value = "" as? T { return value }
    if T.self == Bool.self, let value = false as? T { return value }
    if let numeric = T.self as? any (Numeric & Decodable).Type, let value = zero(of: numeric) as? T { return value }
    return try T(from: EmptyDecoder())
}

private func zero<N: Numeric>(of type: N.Type) -> N {
    .zero
}

private struct EmptyKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }
    func contains(_ key: Key) -> Bool { false }
    func decodeNil(forKey key: Key) -> Bool { true }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try emptyValue(T.self) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? { nil }
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(EmptyKeyedContainer<NestedKey>())
    }
    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer { EmptyUnkeyedContainer() }
    func superDecoder() -> any Decoder { EmptyDecoder() }
    func superDecoder(forKey key: Key) -> any Decoder { EmptyDecoder() }
}

private struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }
    mutating func decodeNil() -> Bool { true }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        throw DecodingError.valueNotFound(T.self, DecodingError.Context(codingPath: [], debugDescription: "empty"))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(EmptyKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer { EmptyUnkeyedContainer() }
    mutating func superDecoder() -> any Decoder { EmptyDecoder() }
}

private struct EmptySingleValueContainer: SingleValueDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    func decodeNil() -> Bool { true }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try emptyValue(T.self) }
}
