extension Accessors {
    /// One value read at the first of several paths that is present, and written at the first
    /// path: how a field accepts other keys (aliases) for its value, such as an old name still sent
    /// by some clients.
    ///
    /// A path is present when the source holds a value there, `null` included. Reading tries the
    /// paths in order; writing always writes the first, so a mapping reads any spelling and writes
    /// the canonical one. An error about the value names the path it was read from; a missing
    /// value is reported at the first path. Object mappings read aliased keys in the same one pass
    /// over the members as plain keys, and count every alias as read (it is not an unmapped key).
    ///
    /// ```swift
    /// let id = Accessors.firstPresent("id", "ID", "identifier")
    /// try id.read(from: ["identifier": 7])          // 7
    /// try id.read(from: ["ID": 1, "id": 2])         // 2: "id" comes first
    /// var out: JSON = [:]
    /// try id.write(7, into: &out)                   // {"id":7}
    /// ```
    public struct FirstPresent: Accessor {
        /// The paths, in the order they are tried; the first is written.
        public let paths: [Path]

        /// Creates an accessor that reads the first present path of `paths`.
        ///
        /// - Precondition: There is at least one path.
        public init(_ paths: [Path]) {
            precondition(!paths.isEmpty, "an accessor of alternative paths needs at least one path")
            self.paths = paths
        }

        /// The first path's names: the canonical spelling, which errors about a missing value use.
        public var fieldNames: [String] { paths[0].fieldNames }

        /// The first path's steps, for errors about a missing value (an error about a value read
        /// from another path names that path).
        public var path: MappingPath { paths[0].path }

        /// The first keys of every path, so that no alias counts as an unmapped key; `nil` if any
        /// path's is unknown.
        public var topLevelKeys: [String]? {
            paths.topLevelKeys
        }

        /// The value at the first path that holds one; `nil` when none does.
        public func read(from source: JSON) throws(MappingError) -> JSON? {
            for path in paths {
                if let value = try path.read(from: source) { return value }
            }
            return nil
        }

        /// Writes at the first path; `nil` removes the field there.
        public func write(_ value: JSON?, into destination: inout JSON) throws(MappingError) {
            try paths[0].write(value, into: &destination)
        }

        /// The path a value in `source` is read from: the first present one, else the first.
        public func path(readIn source: JSON) -> Path {
            paths.first { (try? $0.read(from: source)) != nil } ?? paths[0]
        }

        /// The path a value in the document object `source` is read from, as ``path(readIn:)-(JSON)``.
        func path(readIn source: JSONNode) -> Path {
            paths.first { (try? $0.read(from: source)) != nil } ?? paths[0]
        }
    }

    /// An accessor that reads the first present of several key paths and writes the first: a key
    /// and its aliases.
    ///
    /// - Precondition: There is at least one key path.
    public static func firstPresent(_ keyPaths: String...) -> FirstPresent {
        FirstPresent(keyPaths.map(keyPath))
    }

    /// An accessor that reads the first present of several paths and writes the first.
    ///
    /// - Precondition: There is at least one path.
    public static func firstPresent(_ paths: [Path]) -> FirstPresent {
        FirstPresent(paths)
    }
}
