/// The six kinds of JSON value.
///
/// Used in error messages ("expected a string, found a number") and wherever a mapper needs to
/// check the shape of a value without looking at its contents.
public enum JSONKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// JSON `null`.
    case null
    /// JSON `true` or `false`.
    case bool
    /// A JSON number.
    case number
    /// A JSON string.
    case string
    /// A JSON array.
    case array
    /// A JSON object.
    case object

    /// The kind's name with its article, for messages: "a string", "an object", "null".
    public var description: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
