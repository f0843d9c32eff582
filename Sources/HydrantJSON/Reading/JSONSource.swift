/// What JSON is read from: a node of a parsed document (``JSONNode``, read in place) or a value of
/// a ``JSON`` tree.
///
/// Code that reads generically over a source — `func read(_ source: some JSONSource)` — has one
/// body for documents and trees and runs specialised for each. Every `JSONMapper` of Hydrant reads this
/// way: a mapping of bytes reads the parsed document in place, and a mapping of a ``JSON`` value
/// reads the tree, through the same code.
///
/// ```swift
/// func names(in source: some JSONSource) -> [String] {
///     source["people"]?.elements.compactMap { $0["name"]?.string } ?? []
/// }
/// let text = #"{"people": [{"name": "Ada"}, {"name": "Grace"}]}"#
/// names(in: try JSONDocument(parsing: text).root)   // ["Ada", "Grace"]
/// names(in: try JSON(parsing: text))                // ["Ada", "Grace"]
/// ```
public protocol JSONSource: Sendable {
    /// The elements of an array, in order.
    associatedtype Elements: Sequence<Self>
    /// The members of an object, in order.
    associatedtype Members: Sequence<(key: String, value: Self)>

    /// The kind of this value.
    var kind: JSONKind { get }
    /// Whether this value is `null`.
    var isNull: Bool { get }
    /// The boolean, if this value is `true` or `false`.
    var bool: Bool? { get }
    /// The string, if this value is a string.
    var string: String? { get }
    /// The number, if this value is a number.
    var number: JSONNumber? { get }
    /// The number of elements of an array or members of an object; `nil` for other kinds.
    var count: Int? { get }
    /// The value of the first member with `key`, if this value is an object that has one.
    subscript(key: String) -> Self? { get }
    /// The element at `index`, if this value is an array and the index is in bounds.
    subscript(index: Int) -> Self? { get }
    /// The elements of an array; empty for other kinds.
    var elements: Elements { get }
    /// The members of an object; empty for other kinds.
    var members: Members { get }
    /// This value as a ``JSON`` tree (built on request for a node).
    var json: JSON { get }
    /// What an error about this value keeps as its source value (Hydrant's `MappingError.sourceValue`): the value itself
    /// for a tree; for a node, a reference whose ``JSON`` value is built only if someone reads it.
    var errorSourceValue: any Sendable { get }

    /// The value of the first member with `key`, trying first where `hint` points and leaving in
    /// `hint` where to look for the next key, so that reading an object's keys in its order finds
    /// each at once (start with `0`). The same result as the key subscript.
    func member(_ key: String, hint: inout Int) -> Self?
    /// The number as an integer of type `T`: `nil` if this value is not a number.
    ///
    /// - Throws: When the number is not whole or does not fit in `T` (as ``JSONNumber/integer(_:)``).
    func integer<T: FixedWidthInteger>(as type: T.Type) throws(JSONNumber.ConversionError) -> T?
    /// The number as the nearest `Double`, correctly rounded: `nil` if this value is not a number.
    ///
    /// - Throws: When the number is too large for `Double` (as ``JSONNumber/double()``).
    func double() throws(JSONNumber.ConversionError) -> Double?
    /// The source as what it is, for the few readers that read documents and trees each its own
    /// way (an object mapping finds all its keys in one pass over a document's members). A source
    /// of another type is its ``json``, which the default gives.
    var form: JSONSourceForm { get }
}

/// What a ``JSONSource`` is: a node of a parsed document or a ``JSON`` value (see
/// ``JSONSource/form``).
public enum JSONSourceForm: Sendable {
    /// A value read in place from a parsed document.
    case node(JSONNode)
    /// A value of a ``JSON`` tree.
    case tree(JSON)
}

extension JSONSource {
    /// Looks the key up with the key subscript; the hint is not used.
    public func member(_ key: String, hint: inout Int) -> Self? {
        self[key]
    }

    /// Converts ``number``.
    @inlinable
    public func integer<T: FixedWidthInteger>(as type: T.Type) throws(JSONNumber.ConversionError) -> T? {
        try number?.integer(T.self)
    }

    /// Converts ``number``.
    @inlinable
    public func double() throws(JSONNumber.ConversionError) -> Double? {
        try number?.double()
    }

    /// The tree: ``json``.
    public var form: JSONSourceForm {
        .tree(json)
    }
}

extension JSONNode: JSONSource {
    /// A reference to this node, whose ``JSON`` value is built only if someone reads it.
    @inlinable
    public var errorSourceValue: any Sendable {
        DocumentValue(self)
    }

    /// The node itself.
    @inlinable
    public var form: JSONSourceForm {
        .node(self)
    }

    /// The integer, read from its digits when it is written without a fraction or exponent and
    /// has at most 18 digits.
    @inlinable
    public func integer<T: FixedWidthInteger>(as type: T.Type) throws(JSONNumber.ConversionError) -> T? {
        let entry = entry
        guard entry.kindBits == TapeEntry.kNumber else { return nil }
        if entry.has(TapeEntry.fInteger), let value = withBytes({ Self.plainInteger(entry, in: $0, as: T.self) }) {
            return value
        }
        return try withBytes { TapeReader.number(entry, in: $0) }.integer(T.self)
    }

    /// The `Double`, read from the number's text directly.
    @inlinable
    public func double() throws(JSONNumber.ConversionError) -> Double? {
        let entry = entry
        guard entry.kindBits == TapeEntry.kNumber else { return nil }
        if let value = withBytes({ ExactDouble.value(in: $0, from: Int(entry.a), to: Int(entry.a) &+ Int(entry.b)) }) {
            return value
        }
        return try withBytes { TapeReader.number(entry, in: $0) }.double()
    }

    /// The value of an integer lexeme of at most 18 digits that fits `T`; `nil` otherwise.
    @inlinable
    static func plainInteger<T: FixedWidthInteger>(
        _ entry: TapeEntry, in bytes: ByteView, as type: T.Type
    ) -> T? {
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
        return T(exactly: negative ? -magnitude : magnitude)
    }
}

extension JSON: JSONSource {
    /// The elements of an array; empty for other kinds.
    public var elements: [JSON] {
        array ?? []
    }

    /// The members of an object; empty for other kinds.
    public var members: JSONObject {
        object ?? JSONObject()
    }

    /// The value itself (a tree is read as it is; this is also Hydrant's `JSONConvertible.json`).
    public var json: JSON {
        self
    }

    /// The value itself.
    @inlinable
    public var errorSourceValue: any Sendable {
        self
    }

    /// The value itself.
    @inlinable
    public var form: JSONSourceForm {
        .tree(self)
    }

    /// The value of the first member with `key`, trying first the member at position `hint` and
    /// leaving in `hint` the position after the one found.
    public func member(_ key: String, hint: inout Int) -> JSON? {
        guard case .object(let object) = self else { return nil }
        if hint < object.count {
            let member = object[hint]
            if member.key.hasSameUTF8(as: key) {
                hint += 1
                return member.value
            }
        }
        guard let index = object.index(forKey: key) else { return nil }
        hint = index + 1
        return object[index].value
    }

    /// The number as an integer.
    @inlinable
    public func integer<T: FixedWidthInteger>(as type: T.Type) throws(JSONNumber.ConversionError) -> T? {
        guard case .number(let number) = self else { return nil }
        return try number.integer(T.self)
    }

    /// The number as the nearest `Double`.
    @inlinable
    public func double() throws(JSONNumber.ConversionError) -> Double? {
        guard case .number(let number) = self else { return nil }
        return try number.double()
    }
}
