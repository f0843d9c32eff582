/// A JSON value: null, a boolean, a number, a string, an array or an object.
///
/// `JSON` is what Hydrant's mappers read and write when they work on structured data. It keeps
/// everything a document says and nothing more:
///
/// - a boolean is never a number (`true` is not `1`);
/// - numbers keep their exact text (see ``JSONNumber``), so big integers and long decimals are never
///   rounded;
/// - objects keep the order of their members (see ``JSONObject``).
///
/// Build values with literals, read them from bytes with ``JSONReader`` (or ``init(parsing:options:)-(String,_)``),
/// and write them with ``JSONWriter``:
///
/// ```swift
/// let person: JSON = ["name": "John Doe", "age": 23, "tags": ["admin", nil]]
/// person["name"]?.string          // "John Doe"
/// person["tags"]?[1]?.isNull      // true
/// person.description              // {"name":"John Doe","age":23,"tags":["admin",null]}
/// ```
///
/// `JSON` is `Sendable`, `Hashable` and `Codable`, and converts to and from the `Any` trees of
/// Foundation's `JSONSerialization` (see ``init(jsonObject:)`` and ``jsonObject``).
@frozen
public enum JSON: Sendable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept exactly as written.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object, with its members in order.
    case object(JSONObject)
}

extension JSON {
    /// The kind of this value.
    @inlinable
    public var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// Whether this value is JSON `null`.
    @inlinable
    public var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// The boolean, if this value is `true` or `false`; `nil` for every other kind (including
    /// the numbers `0` and `1`).
    @inlinable
    public var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The number, if this value is a number.
    @inlinable
    public var number: JSONNumber? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The string, if this value is a string.
    @inlinable
    public var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The elements, if this value is an array.
    @inlinable
    public var array: [JSON]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The members, if this value is an object.
    @inlinable
    public var object: JSONObject? {
        if case .object(let value) = self { value } else { nil }
    }

    /// The value of the first member with the given key, if this value is an object that has one.
    @inlinable
    public subscript(key: String) -> JSON? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    /// The element at the given index, if this value is an array and the index is in bounds.
    @inlinable
    public subscript(index: Int) -> JSON? {
        if case .array(let array) = self, array.indices.contains(index) { array[index] } else { nil }
    }

    /// The number of elements of an array or members of an object; `nil` for other kinds.
    @inlinable
    public var count: Int? {
        switch self {
        case .array(let array): array.count
        case .object(let object): object.count
        default: nil
        }
    }
}

extension JSON {
    /// Creates a number value from an integer.
    @inlinable
    public init<T: BinaryInteger>(_ value: T) {
        self = .number(JSONNumber(value))
    }

    /// Creates a number value from a `Double`; returns `nil` for infinities and NaN, which JSON
    /// cannot represent.
    @inlinable
    public init?(_ value: Double) {
        guard let number = JSONNumber(value) else { return nil }
        self = .number(number)
    }

    /// Creates a string value.
    @inlinable
    public init(_ value: String) {
        self = .string(value)
    }

    /// Creates a boolean value.
    @inlinable
    public init(_ value: Bool) {
        self = .bool(value)
    }
}
