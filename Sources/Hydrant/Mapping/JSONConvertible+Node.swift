public import Foundation

// Hydrant's own `JSONConvertible` types read straight from a document's tape: no `JSON` value is
// built unless there is an error to report (errors carry the same source value as on a tree).

extension MappingError {
    /// A fatal type mismatch for a value read from a document.
    @usableFromInline
    static func typeMismatch(expected: String, found node: JSONNode) -> MappingError {
        kindMismatch(expected: expected, found: node.kind, sourceValue: DocumentValue(node))
    }
}

extension JSON {
    /// Builds the node's value.
    public init(node: JSONNode) {
        self = node.json
    }
}

extension String {
    /// Reads a JSON string from a document.
    @inlinable
    public init(node: JSONNode) throws(MappingError) {
        guard let value = node.string else { throw .typeMismatch(expected: "a string", found: node) }
        self = value
    }
}

extension Bool {
    /// Reads `true` or `false` from a document.
    @inlinable
    public init(node: JSONNode) throws(MappingError) {
        guard let value = node.bool else { throw .typeMismatch(expected: "a boolean", found: node) }
        self = value
    }
}

extension JSONNumber {
    /// Reads any JSON number from a document, exactly.
    @inlinable
    public init(node: JSONNode) throws(MappingError) {
        guard let value = node.number else { throw .typeMismatch(expected: "a number", found: node) }
        self = value
    }
}

extension JSONConvertibleInteger {
    /// Reads a whole number in the type's range from a document; integers written without a
    /// fraction or exponent are read from their digits directly.
    @inlinable
    public init(node: JSONNode) throws(MappingError) {
        let entry = node.entry
        guard entry.kindBits == TapeEntry.kNumber else { throw .typeMismatch(expected: "a number", found: node) }
        if entry.has(TapeEntry.fInteger), let value = node.withBytes({ Self.plainInteger(entry, in: $0) }) {
            self = value
            return
        }
        do {
            self = try node.withBytes { TapeReader.number(entry, in: $0) }.integer(Self.self)
        } catch {
            throw .numberConversion(error, value: DocumentValue(node))
        }
    }

    /// The value of an integer lexeme of at most 18 digits that fits the type; `nil` otherwise.
    @inlinable
    static func plainInteger(_ entry: TapeEntry, in bytes: UnsafeBufferPointer<UInt8>) -> Self? {
        var i = Int(entry.a)
        let end = i + Int(entry.b)
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard end - i <= 18 else { return nil }
        var magnitude: Int64 = 0
        while i < end {
            magnitude = magnitude &* 10 &+ Int64(bytes[i] &- UInt8(ascii: "0"))
            i += 1
        }
        return Self(exactly: negative ? -magnitude : magnitude)
    }
}

extension Double {
    /// Reads a JSON number from a document as the nearest `Double` (correctly rounded, as
    /// ``init(json:)``).
    @inlinable
    public init(node: JSONNode) throws(MappingError) {
        let entry = node.entry
        guard entry.kindBits == TapeEntry.kNumber else { throw .typeMismatch(expected: "a number", found: node) }
        if let value = node.withBytes({ ExactDouble.value(lexeme: TapeReader.lexeme(entry, in: $0)) }) {
            self = value
            return
        }
        try self.init(json: node.json)
    }
}

extension Float {
    /// Reads a JSON number from a document as the nearest `Float`.
    public init(node: JSONNode) throws(MappingError) {
        try self.init(json: node.json)
    }
}

extension Decimal {
    /// Reads a JSON number from a document exactly.
    public init(node: JSONNode) throws(MappingError) {
        guard let number = node.number else { throw .typeMismatch(expected: "a number", found: node) }
        do {
            self = try number.decimal()
        } catch {
            throw .numberConversion(error, value: DocumentValue(node))
        }
    }
}

extension Optional where Wrapped: JSONConvertible {
    /// Reads `null` as `nil` and anything else as the wrapped type, from a document.
    @inlinable
    public init(node: JSONNode) throws(MappingError) {
        if node.isNull {
            self = nil
        } else {
            self = try Wrapped(node: node)
        }
    }
}

extension Array where Element: JSONConvertible {
    /// Reads a JSON array whose every element converts, from a document; the first failure is
    /// fatal and its path names the element's index.
    @inlinable
    public init(node: JSONNode) throws(MappingError) {
        guard let count = node.arrayCount else { throw .typeMismatch(expected: "an array", found: node) }
        var result: [Element] = []
        result.reserveCapacity(count)
        var index = 0
        for element in node.elements {
            do {
                result.append(try Element(node: element))
            } catch {
                throw MappingError(wrapping: error, prependingSourcePath: .index(index), destinationPath: .index(index))
            }
            index += 1
        }
        self = result
    }
}

extension Dictionary where Key == String, Value: JSONConvertible {
    /// Reads a JSON object whose every member value converts, from a document (the first member
    /// of a duplicated key wins); the first failure is fatal and its path names the key.
    @inlinable
    public init(node: JSONNode) throws(MappingError) {
        guard let count = node.objectCount else { throw .typeMismatch(expected: "an object", found: node) }
        var result: [String: Value] = [:]
        result.reserveCapacity(count)
        for member in node.members where result[member.key] == nil {
            do {
                result[member.key] = try Value(node: member.value)
            } catch {
                throw MappingError(wrapping: error, prependingSourcePath: .documentKey(member.key), destinationPath: .documentKey(member.key))
            }
        }
        self = result
    }
}
