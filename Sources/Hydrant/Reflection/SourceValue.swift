/// Reading a ``/HydrantJSON/JSON`` tree and a ``/HydrantJSON/JSONNode`` the same way, for the reflective decoder.
extension JSON {
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}

/// The value a reflective decoder reads, as one concrete type: the decoder's code is called through
/// Codable's generic protocols from the model's module, unspecialised, and a generic source type
/// there would cost a runtime metadata lookup for every container and value.
enum SourceValue {
    case tree(JSON)
    case node(JSONNode)

    var json: JSON {
        switch self {
        case .tree(let json): json
        case .node(let node): node.json
        }
    }

    var kind: JSONKind {
        switch self {
        case .tree(let json): json.kind
        case .node(let node): node.kind
        }
    }

    var isNull: Bool {
        switch self {
        case .tree(let json): json.isNull
        case .node(let node): node.isNull
        }
    }

    var isObject: Bool {
        switch self {
        case .tree(let json): json.isObject
        case .node(let node): node.isObject
        }
    }

    func member(_ key: String, hint: inout Int) -> SourceValue? {
        switch self {
        case .tree(let json): json.member(key, hint: &hint).map(SourceValue.tree)
        case .node(let node): node.member(key, hint: &hint).map(SourceValue.node)
        }
    }

    /// The keys of an object (for `allKeys`); empty for other kinds.
    var memberKeys: [String] {
        switch self {
        case .tree(let json): json.object?.keys ?? []
        case .node(let node): node.members.map(\.key)
        }
    }

    /// What `accessor` reads from the value: on a node, a path is read in place and only the value
    /// it finds is built as a tree.
    func read(_ accessor: any Accessor) throws(MappingError) -> JSON? {
        switch self {
        case .tree(let json):
            return try accessor.read(from: json)
        case .node(let node):
            if let path = accessor as? Accessors.Path { return try path.read(from: node)?.json }
            return try accessor.read(from: node.json)
        }
    }

    /// The value as an error keeps it (its ``MappingError/sourceValue``, and the object a key
    /// suggestion reads): the tree, or the node, whose tree is built only if someone asks for it.
    var errorValue: any Sendable {
        switch self {
        case .tree(let json): json
        case .node(let node): DocumentValue(node)
        }
    }
}
