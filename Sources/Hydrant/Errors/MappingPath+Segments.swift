extension MappingPath {
    /// One step of a ``MappingPath``: an object key, an array index, or a key read from the document
    /// that is not shown.
    ///
    /// Segments keep what the printed path loses: the key `x.y/z~w` is one ``key(_:)``, while the
    /// key path `name.first` is two. A key-path step made of digits (`children.1`) stays a key, as
    /// the accessor holds it; either way its JSON Pointer token is the same (`/children/1`).
    public enum Segment: Sendable, Hashable {
        /// An object key, exactly as the data has it.
        case key(String)
        /// An array index, counted from 0.
        case index(Int)
        /// A key read from the document (a dictionary member's, an unmapped key) that is not
        /// shown: printed as `<key>` in an error's renderings. See ``MappingPath/documentKey(_:)``.
        case redactedKey
    }

    /// The path of an accessor that knows its steps.
    init(steps: some PathSteps) {
        self.init(node: .steps(steps))
    }

    /// The steps of this path, one list for each field it stands for (several for a multi-field
    /// accessor, in the order of ``fieldNames``); an empty list stands for the value the mapper was
    /// given.
    ///
    /// ```swift
    /// let path = MappingPath.key("x.y/z~w").prepending(.index(0)).prepending("items")
    /// path.segments()   // [[.key("items"), .index(0), .key("x.y/z~w")]]
    /// ```
    ///
    /// Hydrant's accessors (``Accessors/Path``, ``Accessors/Fields``,
    /// ``Accessors/FirstPresent``), array indices and dictionary keys give their steps exactly. A
    /// path made from field names alone — ``init(fieldNames:)``, a string literal, a custom
    /// ``Accessor`` that does not implement ``Accessor/path`` — is read back from the names as they
    /// print: split on the dots outside quotes, a quoted name (`"a.b"`) being one key.
    ///
    /// - Parameter revealingKeys: Whether keys read from the document (``documentKey(_:)``) are
    ///   given as they are; by default they are ``Segment/redactedKey``, as ``description`` prints
    ///   them as `<key>`.
    /// - Returns: At least one list of steps.
    public func segments(revealingKeys: Bool = false) -> [[Segment]] {
        // The joined nodes are visited with a list rather than by recursion: paths are as deep as
        // the documents they come from.
        var result: [[Segment]] = [[]]
        var pending = [node]
        while let next = pending.popLast() {
            let alternatives: [[Segment]]
            switch next {
            case let .joined(prefix, rest):
                pending.append(rest)
                pending.append(prefix)
                continue
            case .fields(let names):
                alternatives = names.map(Self.segments(parsing:))
            case .index(let index):
                alternatives = [[.index(index)]]
            case let .indices(outer, inner):
                alternatives = [[.index(outer), .index(inner)]]
            case .documentKey where !revealingKeys:
                alternatives = [[.redactedKey]]
            case .key(let key), .documentKey(let key):
                alternatives = [[.key(key)]]
            case .steps(let source):
                alternatives = source.pathSegments
            }
            // As the names join: a part without names leaves the other as it is.
            if alternatives.isEmpty { continue }
            result =
                alternatives.count == 1
                ? result.map { $0 + alternatives[0] }
                : result.flatMap { head in alternatives.map { head + $0 } }
        }
        return result
    }

    /// The steps of a field name as Hydrant prints it: split on the dots outside quotes; a name in
    /// quotes whose key contains a dot (`"a.b"`, with `\` and `"` escaped) is one key.
    static func segments(parsing name: String) -> [Segment] {
        var segments: [Segment] = []
        var rest = Substring(name)
        while true {
            if let quoted = quotedKey(at: rest), quoted.key.contains("."),
                quoted.after.isEmpty || quoted.after.first == "."
            {
                segments.append(.key(quoted.key))
                guard !quoted.after.isEmpty else { return segments }
                rest = quoted.after.dropFirst()
                continue
            }
            guard let dot = rest.firstIndex(of: ".") else {
                segments.append(.key(String(rest)))
                return segments
            }
            segments.append(.key(String(rest[..<dot])))
            rest = rest[rest.index(after: dot)...]
        }
    }

    /// The key quoted at the start of `text` and what follows the closing quote, or `nil` when
    /// `text` does not start with a complete quoted key.
    private static func quotedKey(at text: Substring) -> (key: String, after: Substring)? {
        guard text.first == "\"" else { return nil }
        var key = ""
        var position = text.index(after: text.startIndex)
        while position < text.endIndex {
            let character = text[position]
            position = text.index(after: position)
            switch character {
            case "\"":
                return (key, text[position...])
            case "\\":
                guard position < text.endIndex else { return nil }
                key.append(text[position])
                position = text.index(after: position)
            default:
                key.append(character)
            }
        }
        return nil
    }
}

/// An accessor that gives the steps of its path as keys and indices: Hydrant's own accessors. A
/// ``MappingPath`` keeps the accessor and asks for the steps only when it is rendered.
@usableFromInline
protocol PathSteps: Sendable {
    /// The steps, one list per field (several for a multi-field accessor).
    var pathSegments: [[MappingPath.Segment]] { get }
}
