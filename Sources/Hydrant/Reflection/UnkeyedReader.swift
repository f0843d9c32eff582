/// The unkeyed container of a reflective decoder: reads array elements, recording each failure
/// with its index.
///
/// It walks the array in place (no list of elements is made) and stays within three words, so that
/// Codable's `any UnkeyedDecodingContainer` holds it without allocating a box.
struct UnkeyedReader: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    private(set) var currentIndex = 0
    /// For a document node: the tape index of the next element (0 before the first).
    private var cursor = 0

    /// A reader of `decoder`'s value, which is an array.
    init(decoder: ValueDecoder) {
        self.decoder = decoder
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elementCount }
    var isAtEnd: Bool { currentIndex >= elementCount }

    private var elementCount: Int {
        switch decoder.source {
        case .tree(let json): json.array?.count ?? 0
        case .node(let node): node.count ?? 0
        }
    }

    /// The current element and the cursor after it, without moving.
    private func peek() -> (element: SourceValue, cursor: Int)? {
        switch decoder.source {
        case .tree(let json):
            guard case .array(let elements) = json, currentIndex < elements.count else { return nil }
            return (.tree(elements[currentIndex]), 0)
        case .node(let node):
            guard currentIndex < node.count ?? 0 else { return nil }
            let element = cursor == 0 ? node.firstChild : JSONNode(storage: node.storage, index: cursor)
            return (.node(element), element.next.index)
        }
    }

    /// The current element, if any; moves past it.
    private mutating func takeElement() -> SourceValue? {
        guard let (element, next) = peek() else { return nil }
        currentIndex += 1
        cursor = next
        return element
    }

    mutating func decodeNil() throws -> Bool {
        guard let (element, next) = peek() else { throw Self.pastTheEnd(currentIndex) }
        guard element.isNull else { return false }
        currentIndex += 1
        cursor = next
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

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try nextDecoder()
    }

    /// Reads the next element; a failure is recorded with the element's index.
    ///
    /// On the recursive path of nested arrays: the failures are handled by helpers, so that the
    /// frame stays small (see ``ReflectiveDecoding/decodeValue(_:from:parent:codingKey:isRoot:nonFatal:)``),
    /// and it is inlined into each `decode` even in debug builds (`@_transparent`), which saves a
    /// frame per level.
    @_transparent
    private mutating func next<T: Decodable>(_ type: T.Type) throws -> T {
        let index = currentIndex
        guard let element = takeElement() else { throw Self.pastTheEnd(index) }
        var nonFatal: [MappingError] = []
        let value: T
        do {
            value = try decodeReflectively(
                T.self, from: element, state: decoder.state, parent: decoder,
                codingKey: { ReflectionKey(intValue: index) },
                nonFatal: &nonFatal)
        } catch {
            return try decoder.recordFailure(error, at: index, placeholderFor: T.self)
        }
        if !nonFatal.isEmpty {
            decoder.append(nonFatal, at: index)
        }
        return value
    }

    private mutating func nextDecoder() throws -> ValueDecoder {
        let index = currentIndex
        guard let element = takeElement() else { throw Self.pastTheEnd(index) }
        let path = MappingPath.index(index)
        return ValueDecoder(
            source: element, state: decoder.state, isRoot: false, parent: decoder,
            codingKey: ReflectionKey(intValue: index), frame: (decoder, path, path))
    }

    /// The error for reading past the end, boxed here (see ``next(_:)``).
    @inline(never)
    private static func pastTheEnd(_ index: Int) -> any Error {
        MappingError(code: .missingValue, sourcePath: .index(index), detail: "the array has no element at this index")
    }
}

extension ValueDecoder {
    /// Records the failure of element `index` and returns its placeholder (see ``record(_:placeholderFor:optional:)``).
    @inline(never)
    func recordFailure<T: Decodable>(_ error: any Error, at index: Int, placeholderFor type: T.Type) throws -> T {
        let wrapped = MappingError(
            wrapping: .thrownByReflection(error), prependingSourcePath: .index(index), destinationPath: .index(index))
        return try required(record(wrapped, placeholderFor: T.self, optional: false))
    }

    /// Records the non-fatal errors of element `index`.
    @inline(never)
    func append(_ nonFatal: [MappingError], at index: Int) {
        for error in nonFatal {
            append(MappingError(wrapping: error, prependingSourcePath: .index(index), destinationPath: .index(index)))
        }
    }
}
