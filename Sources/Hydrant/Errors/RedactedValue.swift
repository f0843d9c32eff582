/// A value kept in an error for the caller to inspect, but never printed by accident.
///
/// The manual warns that source and destination values can leak sensitive information (tokens,
/// passwords, personal data) into logs. A `RedactedValue` prints as `<redacted>` through
/// `description`, `debugDescription`, `dump` and string interpolation; read ``value`` explicitly to
/// see what it holds, or render its error with ``MappingError/revealingValues()``.
public struct RedactedValue: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The value itself. Reading it is the explicit opt-in. A value that a mapper read in place
    /// from a document is returned as its ``/HydrantJSON/JSON`` value, built when it is read.
    public var value: any Sendable {
        if let documentValue = stored as? DocumentValue { return documentValue.node.json }
        return stored
    }

    /// The value as recorded.
    let stored: any Sendable

    /// Wraps a value.
    public init(_ value: any Sendable) {
        self.stored = value
    }

    /// Always `<redacted>`.
    public var description: String { "<redacted>" }

    /// Always `<redacted>`.
    public var debugDescription: String { "<redacted>" }

    /// A mirror with no children, so that `dump` shows nothing of the value.
    public var customMirror: Mirror {
        Mirror(self, children: [], displayStyle: .struct)
    }

    /// How the value's type is described in messages: the JSON kind for JSON values ("a string"),
    /// "nothing" for a missing value, the Swift type otherwise ("a value of type URL"). Never the
    /// value itself.
    public var typeDescription: String {
        Self.typeDescription(of: stored)
    }

    /// The value as text, for renderings the caller opted into (``MappingError/revealingValues()``):
    /// JSON as compact JSON text, strings quoted, other values as `String(describing:)`; cut at
    /// ``revealedLength`` characters.
    var revealedDescription: String {
        let text = Self.revealedDescription(of: value)
        guard text.count > Self.revealedLength else { return text }
        return String(text.prefix(Self.revealedLength)) + "…"
    }

    /// The most characters of a value a rendering shows.
    static let revealedLength = 200

    private static func revealedDescription(of value: Any) -> String {
        switch value {
        case let json as JSON:
            return (try? JSONWriter().writeString(json)) ?? json.kind.description
        case let node as JSONNode:
            return revealedDescription(of: node.json)
        case let string as String:
            return string.debugDescription
        case let optional as any OptionalProtocol:
            guard let wrapped = optional.wrappedAny else { return "nothing" }
            return revealedDescription(of: wrapped)
        default:
            return String(describing: value)
        }
    }

    /// Describes the type of any value without revealing it.
    static func typeDescription(of value: Any) -> String {
        if let json = value as? JSON { return json.kind.description }
        if let node = value as? JSONNode { return node.kind.description }
        if let documentValue = value as? DocumentValue { return documentValue.node.kind.description }
        if let optional = value as? any OptionalProtocol {
            guard let wrapped = optional.wrappedAny else { return "nothing" }
            return typeDescription(of: wrapped)
        }
        return "a value of type \(type(of: value))"
    }
}

/// Lets generic code look inside an `Optional` of any type.
@usableFromInline
protocol OptionalProtocol {
    /// The wrapped value, or `nil`.
    var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
    @usableFromInline
    var wrappedAny: Any? {
        switch self {
        case .some(let value): value
        case .none: nil
        }
    }
}
