import Foundation

/// The fields a mapping error is about: the field names of one or more accessors, joined the way
/// Hydrant joins them (`name.first`, `children.1.age`).
///
/// A path is built when an error is wrapped on its way up through container mappers, as a chain of
/// references to the accessors' keys, indices and field names; the text is produced only when the
/// path is rendered, so errors that are never printed cost no string work.
///
/// Besides the printed names, a path gives its steps as keys and indices
/// (``segments(revealingKeys:)``) and as RFC 6901 JSON Pointers (``jsonPointers(revealingKeys:)``),
/// which the printed names cannot always be turned back into: a key `x.y` and the key path `x.y`
/// print differently only by quotes, and keys read from the document print as `<key>`.
public struct MappingPath: Sendable, Hashable, CustomStringConvertible, CustomReflectable, ExpressibleByStringLiteral,
    ExpressibleByArrayLiteral
{
    @usableFromInline
    enum Node: Sendable {
        /// The field names of one accessor (several for a multi-field accessor).
        case fields([String])
        /// An array index.
        case index(Int)
        /// An index into an array, then an index into the element (`3.7`): a join of two indices,
        /// kept without the box of ``joined(_:_:)`` (an element of an array of arrays that fails
        /// is wrapped with both, and a box is an allocation).
        case indices(Int, Int)
        /// An object key as a literal name.
        case key(String)
        /// An object key read from a document; printed as `<key>` unless revealed.
        case documentKey(String)
        /// The steps of an accessor (several paths for a multi-field accessor), kept as keys and
        /// indices so that a key containing `.` or `/` stays one key. The accessor itself is kept,
        /// so that a path costs no more than a reference until it is rendered.
        indirect case steps(any PathSteps)
        /// `prefix` joined with `rest`: every prefix name followed by `.` and every rest name.
        indirect case joined(Node, Node)
    }

    @usableFromInline
    let node: Node

    /// Whether two paths are certainly the same, judged from their structure without rendering
    /// them: indices, keys, field names and joins of them. `false` when unsure (an accessor's
    /// steps), so a caller can use it only to skip work.
    static func certainlyEqual(_ lhs: MappingPath?, _ rhs: MappingPath?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs?, rhs?): certainlyEqual(lhs.node, rhs.node)
        default: false
        }
    }

    private static func certainlyEqual(_ lhs: Node, _ rhs: Node) -> Bool {
        switch (lhs, rhs) {
        case let (.index(left), .index(right)): left == right
        case let (.indices(leftOuter, leftInner), .indices(rightOuter, rightInner)):
            leftOuter == rightOuter && leftInner == rightInner
        case let (.key(left), .key(right)), let (.documentKey(left), .documentKey(right)): left == right
        case let (.fields(left), .fields(right)): left == right
        case let (.joined(leftPrefix, leftRest), .joined(rightPrefix, rightRest)):
            certainlyEqual(leftPrefix, rightPrefix) && certainlyEqual(leftRest, rightRest)
        default: false
        }
    }

    @inlinable
    init(node: Node) {
        self.node = node
    }

    /// A path with the given field names (several for a multi-field accessor).
    public init(fieldNames: [String]) {
        node = .fields(fieldNames)
    }

    /// A path naming one array index.
    public static func index(_ index: Int) -> MappingPath {
        MappingPath(node: .index(index))
    }

    /// A path naming one object key, such as a key a custom mapper reads.
    public static func key(_ key: String) -> MappingPath {
        MappingPath(node: .key(key))
    }

    /// A path naming one object key read from a document: a dictionary member's, an unmapped
    /// key. Collection and object mappers use it for keys that come from the data.
    ///
    /// Data can hold secrets (keys can be e-mail addresses or tokens), so ``description`` prints
    /// such a key as `<key>`; ``fieldNames`` and the renderings of an error made with
    /// ``MappingError/revealingValues()`` show it. It equals ``key(_:)`` with the same key.
    public static func documentKey(_ key: String) -> MappingPath {
        MappingPath(node: .documentKey(key))
    }

    /// A path of one field name.
    public init(stringLiteral value: String) {
        node = .fields([value])
    }

    /// A path of several field names, as a multi-field accessor has.
    public init(arrayLiteral elements: String...) {
        node = .fields(elements)
    }

    /// `prefix` followed by `self`: `"name".prepending("person")` is `person.name`. For paths with
    /// several names, every combination is formed (`[a, b]` after `p` is `[p.a, p.b]`).
    public func prepending(_ prefix: MappingPath) -> MappingPath {
        if case .index(let outer) = prefix.node, case .index(let inner) = node {
            return MappingPath(node: .indices(outer, inner))
        }
        return MappingPath(node: .joined(prefix.node, node))
    }

    /// Joins an optional prefix and an optional path; `nil` stands for "no accessor".
    public static func join(_ prefix: MappingPath?, _ path: MappingPath?) -> MappingPath? {
        switch (prefix, path) {
        case (nil, nil): nil
        case (let prefix?, nil): prefix
        case (nil, let path?): path
        case let (prefix?, path?): path.prepending(prefix)
        }
    }

    /// The field names this path stands for, each a dotted path, with the keys read from the
    /// document as they are.
    public var fieldNames: [String] {
        Self.names(of: node, revealingKeys: true)
    }

    /// The placeholder that stands for a key read from the document.
    static let redactedKey = "<key>"

    private static func names(of node: Node, revealingKeys: Bool) -> [String] {
        switch node {
        case .fields(let names):
            return names
        case .index(let index):
            return [String(index)]
        case let .indices(outer, inner):
            return [String(outer) + "." + String(inner)]
        case .documentKey where !revealingKeys:
            return [redactedKey]
        case .key(let key), .documentKey(let key):
            return [printedKey(key)]
        case .steps(let source):
            return source.pathSegments.map { steps in
                steps.map { step in
                    switch step {
                    case .key(let key): printedKey(key)
                    case .index(let index): String(index)
                    case .redactedKey: redactedKey
                    }
                }.joined(separator: ".")
            }
        case let .joined(prefix, rest):
            let heads = names(of: prefix, revealingKeys: revealingKeys)
            let tails = names(of: rest, revealingKeys: revealingKeys)
            if heads.isEmpty { return tails }
            if tails.isEmpty { return heads }
            return heads.flatMap { head in tails.map { head + "." + $0 } }
        }
    }

    /// A key as Hydrant's key accessor prints it: a key with a dot is quoted, with `\` and `"`
    /// escaped, so that it cannot be read as a path.
    static func printedKey(_ key: String) -> String {
        guard key.contains(".") else { return key }
        return "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// The path as Hydrant prints it: one name as is, several as `[a, b]`; keys read from the
    /// document print as `<key>` (see ``documentKey(_:)``).
    public var description: String {
        rendered(revealingKeys: false)
    }

    /// The path as printed, with the keys read from the document shown or replaced by `<key>`.
    func rendered(revealingKeys: Bool) -> String {
        let names = Self.names(of: node, revealingKeys: revealingKeys)
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }

    /// A mirror that shows the printed path, so that `dump` does not show keys read from the
    /// document either.
    public var customMirror: Mirror {
        Mirror(self, children: ["path": description], displayStyle: .struct)
    }

    /// Compares the rendered field names.
    public static func == (lhs: MappingPath, rhs: MappingPath) -> Bool {
        lhs.fieldNames == rhs.fieldNames
    }

    /// Hashes the rendered field names.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fieldNames)
    }
}
