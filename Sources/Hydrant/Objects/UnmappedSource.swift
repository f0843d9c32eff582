/// What remains of a source object once the keys that an object mapping's fields read are removed
/// (``HookKeys/unmapped``).
enum UnmappedSource {
    /// `source` without what `readers` read. Each accessor removes its fields (a key path its last
    /// key); objects on a key path that this leaves empty are removed as well, unless they were
    /// empty in the source already.
    static func leftovers(of source: JSONObject, readers: [any Accessor]) -> JSONObject {
        var json = JSON.object(source)
        for reader in readers {
            let paths = (reader as? Accessors.Fields)?.paths ?? [reader as? Accessors.Path].compactMap { $0 }
            if paths.isEmpty {
                // A custom accessor: writing nothing removes its field.
                try? reader.write(nil, into: &json)
            }
            for path in paths {
                remove(path.components, from: &json)
            }
        }
        return json.object ?? source
    }

    /// Removes the last key of `components`, then each object on the way that is left empty.
    private static func remove(_ components: [Accessors.Component], from json: inout JSON) {
        guard let first = components.first, case .key(let key) = first, case .object(var object) = json,
            var child = object[key]
        else { return }
        if components.count == 1 {
            object[key] = nil
        } else {
            let wasEmpty = child.object?.isEmpty ?? false
            remove(Array(components.dropFirst()), from: &child)
            if !wasEmpty, child.object?.isEmpty == true {
                object[key] = nil
            } else {
                object[key] = child
            }
        }
        json = .object(object)
    }
}
