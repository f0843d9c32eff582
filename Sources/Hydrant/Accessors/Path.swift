import Foundation

extension Accessors {
    /// One step of a ``Path``: an object key or an array index.
    public enum Component: Sendable, Hashable {
        /// An object key, matched exactly (a dot is part of the key).
        case key(String)
        /// An array index, counted from 0.
        case index(Int)
    }

    /// A path to one field: object keys and array indices. Hydrant's `HYDAccessKeyPath`,
    /// `HYDAccessKey` and `HYDAccessIndex` in one type.
    ///
    /// - ``keyPath(_:)`` splits a string on dots: `"name.first"`. A string literal used where an
    ///   accessor is expected is a key path (Hydrant's default accessor).
    /// - ``key(_:)`` takes a string literally, dots included: `"user.name"` as one key.
    /// - ``index(_:)`` reads an array element.
    ///
    /// Reading: a missing key, an index out of range or a `null` on the way yields `nil`
    /// (missing); a key read from anything but an object (or an index from anything but an array) is
    /// a ``MappingError/Code/readFailed`` error. A key-path component made of digits also indexes an
    /// array (`children.1.age`), matching how Hydrant prints paths.
    ///
    /// Writing: missing objects and arrays on the way are created (arrays are padded with `null` up
    /// to the index, at most ``maximumArrayPadding`` elements at a time); writing `nil` removes the
    /// last key (or sets the element to `null`) and creates nothing. A failed write leaves the
    /// destination unchanged.
    public struct Path: Accessor, ExpressibleByStringLiteral {
        /// The steps, from the outside in.
        public let components: [Component]
        /// Whether the path was written as a dotted key path, so digit components index arrays.
        let isKeyPath: Bool
        /// See ``Accessor/fieldNames``.
        public let fieldNames: [String]

        /// A path made of the given steps.
        ///
        /// - Precondition: There is at least one step, no key is empty and no index is negative.
        public init(_ components: [Component]) {
            self.init(components, isKeyPath: false)
        }

        init(_ components: [Component], isKeyPath: Bool) {
            precondition(!components.isEmpty, "an accessor path needs at least one key or index")
            for component in components {
                switch component {
                case .key(let key):
                    precondition(!key.isEmpty, "an accessor key must not be empty")
                case .index(let index):
                    precondition(index >= 0, "an accessor index must not be negative")
                }
            }
            self.components = components
            self.isKeyPath = isKeyPath
            self.fieldNames = [Self.name(of: components, isKeyPath: isKeyPath)]
        }

        /// A key path from a string literal: `"name.first"`.
        public init(stringLiteral value: String) {
            self = Accessors.keyPath(value)
        }

        /// The name Hydrant prints: key paths verbatim; literal keys containing a dot in quotes,
        /// with `\` and `"` escaped; indices as numbers.
        private static func name(of components: [Component], isKeyPath: Bool) -> String {
            // A key path of one key (most fields) is named by its key.
            if isKeyPath, components.count == 1, case .key(let key) = components[0] { return key }
            return components.map { component in
                switch component {
                case .index(let index):
                    return String(index)
                case .key(let key):
                    guard !isKeyPath, key.contains(".") else { return key }
                    let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                        of: "\"", with: "\\\"")
                    return "\"" + escaped + "\""
                }
            }.joined(separator: ".")
        }

        /// Whether two paths read and write alike: the same steps, and — when a key made of digits
        /// could index an array — the same way of writing them.
        public static func == (lhs: Path, rhs: Path) -> Bool {
            guard lhs.components == rhs.components else { return false }
            return lhs.isKeyPath == rhs.isKeyPath || !lhs.hasDigitKeys
        }

        /// Hashes the steps.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(components)
        }

        private var hasDigitKeys: Bool {
            components.contains { if case .key(let key) = $0 { Self.isDigits(key) } else { false } }
        }

        /// The path's steps as a ``MappingPath``, for errors: each key exactly as it is (the key
        /// `x.y/z~w` is one step), each index as an index.
        public var path: MappingPath {
            MappingPath(steps: self)
        }

        /// The steps as the segments of a ``MappingPath``.
        var segments: [MappingPath.Segment] {
            components.map { component in
                switch component {
                case .key(let key): .key(key)
                case .index(let index): .index(index)
                }
            }
        }

        /// The first key of the path; `nil` when the path starts with an index.
        public var topLevelKeys: [String]? {
            if case .key(let key) = components.first { [key] } else { nil }
        }

        /// The most elements a write may add to an array to reach its index (padding with `null`):
        /// 1,024. A larger gap is a ``MappingError/Code/writeFailed`` error, so that an index taken
        /// from untrusted data cannot make a huge array.
        public static let maximumArrayPadding = 1_024

        // MARK: Reading

        /// Reads the value at the path; `nil` when it is missing.
        public func read(from source: JSON) throws(MappingError) -> JSON? {
            try value(in: source, startingAt: 0)
        }

        /// Reads the value at the path in place from a document, from step `start` on; `nil` when
        /// it is missing. The same rules and errors as ``read(from:)`` on the node's
        /// ``/HydrantJSON/JSON`` value.
        @usableFromInline
        func read(from node: JSONNode, startingAt start: Int = 0) throws(MappingError) -> JSONNode? {
            try value(in: node, startingAt: start)
        }

        /// The one body of both: from step `start` on, a key reads an object's member (or, in a
        /// dotted key path, an array's element when the key is digits), an index an array's
        /// element; `null` or an absent member or element is missing, any other value an error.
        private func value<Source: JSONSource>(
            in source: Source, startingAt start: Int
        ) throws(MappingError)
            -> Source?
        {
            var current = source
            for position in start..<components.count {
                if current.isNull { return nil }
                switch (components[position], current.kind) {
                case (.key(let key), .object):
                    guard let next = current[key] else { return nil }
                    current = next
                case (.key(let key), .array) where isKeyPath && Self.isDigits(key):
                    guard let index = Int(key), let next = current[index] else { return nil }
                    current = next
                case (.index(let index), .array):
                    guard let next = current[index] else { return nil }
                    current = next
                default:
                    throw readError(at: position, kind: current.kind, value: current.errorSourceValue)
                }
            }
            return current
        }

        /// The error for a step applied to a value of the wrong kind: `value` is kept as the
        /// error's source value (a `DocumentValue` for a node, so that no tree is built).
        func readError(at position: Int, kind: JSONKind, value: any Sendable) -> MappingError {
            MappingError(
                code: .readFailed, sourceValue: value, sourcePath: path,
                detail: "expected \(expectation(at: position))\(location(before: position)), found \(kind)")
        }

        /// What the step at `position` can be applied to.
        private func expectation(at position: Int) -> String {
            switch components[position] {
            case .index: "an array"
            case .key(let key): isKeyPath && Self.isDigits(key) ? "an object or an array" : "an object"
            }
        }

        /// ` at 'a.b'` for the steps before `position`; empty at the start.
        private func location(before position: Int) -> String {
            position == 0 ? "" : " at '\(Self.name(of: Array(components[..<position]), isKeyPath: isKeyPath))'"
        }

        /// Whether a key-path step is an array index: decimal digits without a leading zero.
        static func isDigits(_ key: String) -> Bool {
            let utf8 = key.utf8
            guard let first = utf8.first, first != UInt8(ascii: "0") || utf8.count == 1 else { return false }
            return utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
        }

        // MARK: Writing

        /// Writes `value` at the path, creating what is missing on the way; `nil` removes the field
        /// (and changes nothing when the path does not exist). On error, `destination` is unchanged.
        public func write(_ value: JSON?, into destination: inout JSON) throws(MappingError) {
            guard let value else {
                removeValue(from: &destination, from: 0)
                return
            }
            if let failure = write(value, into: &destination, from: 0) {
                throw MappingError(
                    code: .writeFailed, destinationValue: failure.found, destinationPath: path,
                    detail: failure.reason + location(before: failure.position))
            }
        }

        private struct WriteFailure {
            var position: Int
            var reason: String
            var found: JSON
        }

        /// The array index a step stands for when applied to `target`, if any.
        private func arrayIndex(_ component: Component, in target: JSON) -> Int?? {
            switch component {
            case .index(let index):
                return .some(index)
            case .key(let key) where isKeyPath && Self.isDigits(key) && target.array != nil:
                return .some(Int(key))  // nil: too large for Int
            case .key:
                return .none
            }
        }

        /// Writes from step `position` on; returns where and why it could not. `target` is changed
        /// only on success.
        private func write(_ value: JSON, into target: inout JSON, from position: Int) -> WriteFailure? {
            guard position < components.count else {
                target = value
                return nil
            }
            let component = components[position]
            if let index = arrayIndex(component, in: target) {
                var elements: [JSON]
                switch target {
                case .array(let existing): elements = existing
                case .null: elements = []
                default:
                    return WriteFailure(
                        position: position, reason: "cannot write an element into \(target.kind)", found: target)
                }
                guard let index, index - elements.count < Self.maximumArrayPadding else {
                    return WriteFailure(
                        position: position,
                        reason: "the index is more than \(Self.maximumArrayPadding) past the end of the array",
                        found: target)
                }
                var child = index < elements.count ? elements[index] : .null
                if let failure = write(value, into: &child, from: position + 1) { return failure }
                if index >= elements.count {
                    elements.append(contentsOf: repeatElement(.null, count: index - elements.count + 1))
                }
                elements[index] = child
                target = .array(elements)
                return nil
            }
            guard case .key(let key) = component else { return nil }
            var object: JSONObject
            switch target {
            case .object(let existing): object = existing
            case .null: object = JSONObject()
            default:
                return WriteFailure(
                    position: position, reason: "cannot write a member into \(target.kind)", found: target)
            }
            var child = object[key] ?? .null
            if let failure = write(value, into: &child, from: position + 1) { return failure }
            object[key] = child
            target = .object(object)
            return nil
        }

        /// Removes the field at the path if it exists: the last key is removed, the last index set to
        /// `null`. Nothing is created.
        private func removeValue(from target: inout JSON, from position: Int) {
            let isLast = position == components.count - 1
            let component = components[position]
            if let index = arrayIndex(component, in: target) {
                guard case .array(var elements) = target, let index, elements.indices.contains(index) else { return }
                if isLast {
                    elements[index] = .null
                } else {
                    removeValue(from: &elements[index], from: position + 1)
                }
                target = .array(elements)
            } else if case .key(let key) = component, case .object(var object) = target, let child = object[key] {
                if isLast {
                    object[key] = nil
                } else {
                    var child = child
                    removeValue(from: &child, from: position + 1)
                    object[key] = child
                }
                target = .object(object)
            }
        }
    }

    /// A key path: the string split on dots (`"name.first"`). Hydrant's `HYDAccessKeyPath` and the
    /// default accessor for plain strings.
    ///
    /// - Precondition: No component is empty (`"a..b"`, `""`).
    public static func keyPath(_ path: String) -> Path {
        // Most keys have no dot: one step, without splitting into characters.
        guard path.utf8.contains(UInt8(ascii: ".")) else { return Path([.key(path)], isKeyPath: true) }
        return Path(
            path.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
                .key(String(Substring($0)))
            }, isKeyPath: true)
    }

    /// A single key taken literally, dots included. Hydrant's `HYDAccessKey`.
    ///
    /// - Precondition: The key is not empty.
    public static func key(_ key: String) -> Path {
        Path([.key(key)])
    }

    /// An array index. Hydrant's `HYDAccessIndex`.
    ///
    /// - Precondition: The index is not negative.
    public static func index(_ index: Int) -> Path {
        Path([.index(index)])
    }

    /// A path of keys and indices.
    public static func path(_ components: Component...) -> Path {
        Path(components)
    }
}

extension Accessors.Path: PathSteps {
    /// The path's one list of steps.
    @usableFromInline var pathSegments: [[MappingPath.Segment]] { [segments] }
}
