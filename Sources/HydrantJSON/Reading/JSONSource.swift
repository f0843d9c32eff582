/// What JSON is read from: a node of a parsed document (``JSONNode``, read in place) or a value of
/// a ``JSON`` tree.
///
/// Code that reads generically over a source — `func read(_ source: some JSONSource)` — has one
/// body for documents and trees and runs specialised for each. This is the read side of the
/// one-path design (`docs/OnePath.md`); mappers adopt it in the next steps.
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
}

extension JSONNode: JSONSource {
    /// A reference to this node, whose ``JSON`` value is built only if someone reads it.
    public var errorSourceValue: any Sendable {
        DocumentValue(self)
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
    public var errorSourceValue: any Sendable {
        self
    }
}
