extension JSON {
    /// Builds the node's value.
    public init(node: JSONNode) {
        self = node.json
    }
}
