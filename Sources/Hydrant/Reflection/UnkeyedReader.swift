/// The unkeyed container of a reflective decoder: reads array elements, recording each failure
/// with its index.
struct UnkeyedReader: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    let elements: [JSON]
    private(set) var currentIndex = 0

    init(decoder: ValueDecoder, elements: [JSON]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count else { throw Self.pastTheEnd(currentIndex) }
        guard elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next(type)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try nextDecoder()
    }

    /// Reads the next element; a failure is recorded with the element's index.
    private mutating func next<T: Decodable>(_ type: T.Type) throws -> T {
        guard currentIndex < elements.count else { throw Self.pastTheEnd(currentIndex) }
        let index = currentIndex
        currentIndex += 1
        let path = MappingPath.index(index)
        var nonFatal: [MappingError] = []
        do {
            let value = try decoder.state.decodeValue(
                T.self, from: elements[index], parent: decoder, codingKey: ReflectionKey(intValue: index), nonFatal: &nonFatal)
            for error in nonFatal {
                decoder.append(MappingError(wrapping: error, prependingSourcePath: path, destinationPath: path))
            }
            return value
        } catch {
            let wrapped = MappingError(wrapping: error, prependingSourcePath: path, destinationPath: path)
            return try required(decoder.record(wrapped, placeholderFor: T.self, optional: false))
        }
    }

    private mutating func nextDecoder() throws -> ValueDecoder {
        guard currentIndex < elements.count else { throw Self.pastTheEnd(currentIndex) }
        let index = currentIndex
        currentIndex += 1
        let path = MappingPath.index(index)
        return ValueDecoder(
            json: elements[index], state: decoder.state, isRoot: false, parent: decoder,
            codingKey: ReflectionKey(intValue: index), frame: (decoder, path, path))
    }

    private static func pastTheEnd(_ index: Int) -> MappingError {
        MappingError(code: .missingValue, sourcePath: .index(index), detail: "the array has no element at this index")
    }
}
