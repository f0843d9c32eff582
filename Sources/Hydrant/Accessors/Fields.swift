extension Accessors {
    /// Several paths read and written as one value: a JSON array with one element per path. How
    /// Hydrant maps many fields to one property (`date` + `time` → `joinDate`) and back.
    ///
    /// Reading gives `[value1, value2, …]`, with `null` for fields that are `null`; if any field is
    /// missing, the whole read is missing (`nil`). Writing takes an array of the same length and
    /// writes each element to its path, all or nothing; writing `nil` removes every field.
    ///
    /// ```swift
    /// let parts = Accessors.fields("date", "time")
    /// try parts.read(from: ["date": "2024-01-02", "time": "10:00"])   // ["2024-01-02", "10:00"]
    /// ```
    public struct Fields: Accessor {
        /// The paths, in order.
        public let paths: [Path]
        /// See ``Accessor/fieldNames``.
        public let fieldNames: [String]

        /// Creates a multi-field accessor.
        ///
        /// - Precondition: There is at least one path.
        public init(_ paths: [Path]) {
            precondition(!paths.isEmpty, "a multi-field accessor needs at least one path")
            self.paths = paths
            self.fieldNames = paths.flatMap(\.fieldNames)
        }

        /// Every path's steps as one ``MappingPath`` of several fields, for errors.
        public var path: MappingPath {
            MappingPath(steps: self)
        }

        /// The first keys of every path; `nil` if any path's is unknown.
        public var topLevelKeys: [String]? {
            paths.topLevelKeys
        }

        /// Reads every path; `nil` if any is missing.
        public func read(from source: JSON) throws(MappingError) -> JSON? {
            var values: [JSON] = []
            values.reserveCapacity(paths.count)
            for path in paths {
                guard let value = try path.read(from: source) else { return nil }
                values.append(value)
            }
            return .array(values)
        }

        /// Writes the elements of an array to the paths, in order; `nil` removes every field.
        public func write(_ value: JSON?, into destination: inout JSON) throws(MappingError) {
            guard let value else {
                for path in paths { try path.write(nil, into: &destination) }
                return
            }
            guard case .array(let values) = value, values.count == paths.count else {
                throw MappingError(
                    code: .writeFailed, destinationValue: value, destinationPath: self.path,
                    detail: "expected an array of \(paths.count) values, one per field, got \(value.kind)"
                        + (value.array.map { " of \($0.count)" } ?? ""))
            }
            // All or nothing: write into a copy and keep it only if every path succeeds.
            var result = destination
            for (path, element) in zip(paths, values) {
                try path.write(element, into: &result)
            }
            destination = result
        }
    }

    /// Several key paths read and written as one array value.
    public static func fields(_ keyPaths: String...) -> Fields {
        Fields(keyPaths.map(keyPath))
    }

    /// Several paths read and written as one array value.
    public static func fields(_ paths: [Path]) -> Fields {
        Fields(paths)
    }
}

extension [Accessors.Path] {
    /// The first keys of every path, in order; `nil` if any path's is unknown.
    var topLevelKeys: [String]? {
        var keys: [String] = []
        for path in self {
            guard let first = path.topLevelKeys else { return nil }
            keys += first
        }
        return keys
    }
}

extension Accessors.Fields: PathSteps {
    /// The steps of every path, in order.
    @usableFromInline var pathSegments: [[MappingPath.Segment]] { paths.map(\.segments) }
}
