import Foundation

/// The fields a mapping error is about: the field names of one or more accessors, joined the way
/// Hydrant joins them (`name.first`, `children.1.age`).
///
/// A path is built when an error is wrapped on its way up through container mappers, as a chain of
/// references to the accessors' field names; the text is produced only when the path is rendered, so
/// errors that are never printed cost no string work.
public struct MappingPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    @usableFromInline
    indirect enum Node: Sendable, Hashable {
        /// The field names of one accessor (several for a multi-field accessor).
        case fields([String])
        /// An array index.
        case index(Int)
        /// An object key as a literal name.
        case key(String)
        /// `prefix` joined with `rest`: every prefix name followed by `.` and every rest name.
        case joined(Node, Node)
    }

    @usableFromInline
    let node: Node

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

    /// A path naming one object key.
    public static func key(_ key: String) -> MappingPath {
        MappingPath(node: .key(key))
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
        MappingPath(node: .joined(prefix.node, node))
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

    /// The field names this path stands for, each a dotted path.
    public var fieldNames: [String] {
        Self.names(of: node)
    }

    private static func names(of node: Node) -> [String] {
        switch node {
        case .fields(let names):
            return names
        case .index(let index):
            return [String(index)]
        case .key(let key):
            // As Hydrant's key accessor prints it: a key with a dot is quoted, so that it cannot be
            // read as a path.
            guard key.contains(".") else { return [key] }
            return ["\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""]
        case let .joined(prefix, rest):
            let heads = names(of: prefix)
            let tails = names(of: rest)
            if heads.isEmpty { return tails }
            if tails.isEmpty { return heads }
            return heads.flatMap { head in tails.map { head + "." + $0 } }
        }
    }

    /// The path as Hydrant prints it: one name as is, several as `[a, b]`.
    public var description: String {
        let names = fieldNames
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
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
