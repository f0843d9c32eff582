extension Accessors.Path {
    /// Reads the value at the path in place from a document, from step `start` on; `nil` when it
    /// is missing. The same rules and errors as ``read(from:)`` on the node's ``/HydrantJSON/JSON`` value.
    @usableFromInline
    func read(from node: JSONNode, startingAt start: Int = 0) throws(MappingError) -> JSONNode? {
        var current = node
        for position in start..<components.count {
            if current.isNull { return nil }
            switch components[position] {
            case .key(let key):
                if current.isObject {
                    guard let next = current[key] else { return nil }
                    current = next
                } else if isKeyPath, current.arrayCount != nil, Self.isDigits(key) {
                    guard let index = Int(key), let next = current[index] else { return nil }
                    current = next
                } else {
                    throw readError(at: position, kind: current.kind, value: DocumentValue(current))
                }
            case .index(let index):
                guard current.arrayCount != nil else {
                    throw readError(at: position, kind: current.kind, value: DocumentValue(current))
                }
                guard let next = current[index] else { return nil }
                current = next
            }
        }
        return current
    }
}
