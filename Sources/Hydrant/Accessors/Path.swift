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
    /// to the index); writing `nil` removes the last key (or sets the element to `null`).
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
            components.map { component in
                switch component {
                case .index(let index):
                    return String(index)
                case .key(let key):
                    guard !isKeyPath, key.contains(".") else { return key }
                    let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    return "\"" + escaped + "\""
                }
            }.joined(separator: ".")
        }

        /// Compares the steps.
        public static func == (lhs: Path, rhs: Path) -> Bool {
            lhs.components == rhs.components && lhs.isKeyPath == rhs.isKeyPath
        }

        /// Hashes the steps.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(components)
            hasher.combine(isKeyPath)
        }

        // MARK: Reading

        /// Reads the value at the path; `nil` when it is missing.
        public func read(from source: JSON) throws(MappingError) -> JSON? {
            var current = source
            for (position, component) in components.enumerated() {
                switch (component, current) {
                case (_, .null):
                    return nil
                case (.key(let key), .object(let object)):
                    guard let next = object[key] else { return nil }
                    current = next
                case (.key(let key), .array(let elements)) where isKeyPath && Self.isDigits(key):
                    guard let index = Int(key), elements.indices.contains(index) else { return nil }
                    current = elements[index]
                case (.index(let index), .array(let elements)):
                    guard elements.indices.contains(index) else { return nil }
                    current = elements[index]
                default:
                    throw readError(at: position, found: current)
                }
            }
            return current
        }

        private func readError(at position: Int, found: JSON) -> MappingError {
            let expected = if case .index = components[position] { "an array" } else { "an object" }
            let location = position == 0 ? "" : " at '\(Self.name(of: Array(components[..<position]), isKeyPath: isKeyPath))'"
            return MappingError(
                code: .readFailed, sourceValue: found, sourcePath: path,
                detail: "expected \(expected)\(location), found \(found.kind)")
        }

        static func isDigits(_ key: String) -> Bool {
            !key.isEmpty && key.utf8.count <= 18 && key.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
        }

        // MARK: Writing

        /// Writes `value` at the path, creating what is missing on the way; `nil` removes the field.
        public func write(_ value: JSON?, into destination: inout JSON) throws(MappingError) {
            if let failure = write(value, into: &destination, from: 0) {
                throw MappingError(
                    code: .writeFailed, destinationValue: failure.found, destinationPath: path,
                    detail: "cannot write \(failure.expected == .array ? "an element" : "a member") into \(failure.found.kind)"
                        + (failure.position == 0 ? "" : " at '\(Self.name(of: Array(components[..<failure.position]), isKeyPath: isKeyPath))'"))
            }
        }

        private struct WriteFailure {
            var position: Int
            var expected: JSONKind
            var found: JSON
        }

        /// Writes from step `position` on; returns where and why it could not.
        private func write(_ value: JSON?, into target: inout JSON, from position: Int) -> WriteFailure? {
            guard position < components.count else {
                if let value { target = value }
                return nil
            }
            let isLast = position == components.count - 1
            switch components[position] {
            case .key(let key) where isKeyPath && Self.isDigits(key) && target.array != nil:
                return writeElement(value, at: Int(key) ?? 0, into: &target, from: position, isLast: isLast)
            case .key(let key):
                var object: JSONObject
                switch target {
                case .object(let existing): object = existing
                case .null: object = JSONObject()
                default: return WriteFailure(position: position, expected: .object, found: target)
                }
                if isLast && value == nil {
                    object[key] = nil
                } else {
                    var child = object[key] ?? .null
                    if let failure = write(value, into: &child, from: position + 1) { return failure }
                    object[key] = child
                }
                target = .object(object)
                return nil
            case .index(let index):
                return writeElement(value, at: index, into: &target, from: position, isLast: isLast)
            }
        }

        private func writeElement(_ value: JSON?, at index: Int, into target: inout JSON, from position: Int, isLast: Bool) -> WriteFailure? {
            var elements: [JSON]
            switch target {
            case .array(let existing): elements = existing
            case .null: elements = []
            default: return WriteFailure(position: position, expected: .array, found: target)
            }
            if elements.count <= index {
                if isLast && value == nil { return nil }
                elements.append(contentsOf: repeatElement(.null, count: index + 1 - elements.count))
            }
            if isLast && value == nil {
                elements[index] = .null
            } else {
                var child = elements[index]
                if let failure = write(value, into: &child, from: position + 1) { return failure }
                elements[index] = child
            }
            target = .array(elements)
            return nil
        }
    }

    /// A key path: the string split on dots (`"name.first"`). Hydrant's `HYDAccessKeyPath` and the
    /// default accessor for plain strings.
    ///
    /// - Precondition: No component is empty (`"a..b"`, `""`).
    public static func keyPath(_ path: String) -> Path {
        Path(path.split(separator: ".", omittingEmptySubsequences: false).map { .key(String($0)) }, isKeyPath: true)
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
