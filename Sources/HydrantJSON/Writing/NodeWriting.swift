/// Writing the nodes of a ``JSONDocument`` straight from its tape, without building ``JSON`` trees:
/// the text is byte for byte what writing the node's ``JSONNode/json`` gives, with the same options.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"b": [1, 2.50], "a": "\u00e9"}"#)
/// let text = try JSONWriter(options: .init(sortsKeys: true)).write(document.root)
/// // {"a":"é","b":[1,2.50]}
/// ```
extension JSONWriter {
    /// Writes a node and everything inside it as UTF-8 bytes, as `write(_:)` writes the
    /// node's ``JSONNode/json``, without building that value.
    ///
    /// ```swift
    /// let bytes = try JSONWriter().write(document.root)
    /// ```
    ///
    /// - Throws: ``JSONWritingError`` when arrays and objects are nested deeper than
    ///   ``JSONWritingOptions/maxDepth``.
    public func write(_ node: JSONNode) throws(JSONWritingError) -> [UInt8] {
        var output = JSONOutput(options: options)
        output.writeNode(node, baseDepth: 0, chunkSize: .max) { (_: inout OutputBytes) throws(Never) in }
        if let failure = output.failure { throw failure }
        return output.bytes
    }

}

extension JSONOutput {
    /// Writes a node of a ``JSONDocument`` and everything inside it, as `write(_:)` writes
    /// the node's ``JSONNode/json``, without building that value.
    ///
    /// ```swift
    /// output.beginObject()
    /// output.writeKey("user")
    /// output.write(document.root["user"]!)
    /// output.endObject()
    /// ```
    public mutating func write(_ node: JSONNode) {
        beginValue()
        writeNode(node, baseDepth: depth, chunkSize: .max) { (_: inout OutputBytes) throws(Never) in }
        state = .afterValue
    }

    /// An array or object of a node being written, and how far.
    private enum NodeFrame {
        /// The tape index of the next element, and of the entry after the array.
        case array(next: Int, end: Int)
        /// The tape index of the next key, and of the entry after the object.
        case object(next: Int, end: Int)
        /// The members in key order (their keys and the tape indices of the keys), and the
        /// position of the next one.
        case sortedObject([(key: String, index: Int)], next: Int)

        /// The tape index of the next element or key (shadowed members are skipped) and the frame
        /// past it; `nil` after the last.
        func advanced(in tape: TapeView) -> (item: Int, rest: NodeFrame)? {
            switch self {
            case let .array(next, end):
                guard next < end else { return nil }
                return (next, .array(next: TapeReader.next(after: next, in: tape), end: end))
            case let .object(next, end):
                guard let key = JSONOutput.visibleKey(from: next, end: end, in: tape) else { return nil }
                return (key, .object(next: TapeReader.next(after: key + 1, in: tape), end: end))
            case let .sortedObject(members, next):
                guard next < members.count else { return nil }
                return (members[next].index, .sortedObject(members, next: next + 1))
            }
        }

        var isArray: Bool {
            if case .array = self { true } else { false }
        }
    }

    /// Writes a node without recursion, as if `baseDepth` arrays and objects were open, calling
    /// `flush` with the text whenever it holds `chunkSize` bytes or more (`flush` may empty it).
    ///
    /// Nesting deeper than the limit stops the writing and is remembered in `failure`, with the
    /// text written up to there, as `writeTree(_:baseDepth:)` throws it.
    mutating func writeNode<Failure: Error>(
        _ node: JSONNode, baseDepth: Int, chunkSize: Int, flush: (inout OutputBytes) throws(Failure) -> Void
    ) throws(Failure) {
        let tape = node.storage.tape
        let bytes = node.storage.bytes.view
        var stack: [NodeFrame] = []
        var pending: Int? = node.index
        while true {
            if buffer.count >= chunkSize { try flush(&buffer) }
            if let index = pending {
                pending = nil
                let entry = tape[index]
                switch entry.kindBits {
                case TapeEntry.kNull: append("null")
                case TapeEntry.kFalse: append("false")
                case TapeEntry.kTrue: append("true")
                // A number's text is written as it was read, as `JSONNumber` renders it.
                case TapeEntry.kNumber: buffer.append(contentsOf: TapeReader.lexeme(entry, in: bytes))
                case TapeEntry.kString: writeTapeString(entry, in: bytes)
                default:
                    // An empty array is a level too (`[]` has depth 1), as for the reader.
                    guard baseDepth + stack.count < maxDepth else {
                        if failure == nil { failure = JSONWritingError(reason: .depthLimitExceeded(limit: maxDepth)) }
                        return
                    }
                    let end = Int(entry.b)
                    let frame: NodeFrame =
                        if entry.kindBits == TapeEntry.kArray {
                            .array(next: index + 1, end: end)
                        } else if options.sortsKeys {
                            .sortedObject(
                                Self.sortedMembers(from: index + 1, end: end, tape: tape, bytes: bytes), next: 0)
                        } else {
                            .object(next: index + 1, end: end)
                        }
                    guard let (item, rest) = frame.advanced(in: tape) else {
                        if frame.isArray { append("[]") } else { append("{}") }
                        break
                    }
                    pending = enter(
                        rest, item: item, after: frame.isArray ? "[" : "{", stack: &stack, baseDepth: baseDepth,
                        tape: tape, bytes: bytes)
                    continue
                }
            }
            // A value is complete: continue or close the innermost container.
            guard let frame = stack.popLast() else { return }
            if let (item, rest) = frame.advanced(in: tape) {
                pending = enter(
                    rest, item: item, after: ",", stack: &stack, baseDepth: baseDepth, tape: tape, bytes: bytes)
            } else {
                newline(depth: baseDepth + stack.count)
                buffer.append(frame.isArray ? UInt8(ascii: "]") : UInt8(ascii: "}"))
            }
        }
    }

    /// Writes `opening` (`[`, `{` or a comma), pushes `frame`, and writes the line break and, in an
    /// object, the key at `item`; returns the tape index of the value to write next.
    private mutating func enter(
        _ frame: NodeFrame, item: Int, after opening: Unicode.Scalar, stack: inout [NodeFrame], baseDepth: Int,
        tape: TapeView, bytes: ByteView
    ) -> Int {
        buffer.append(UInt8(ascii: opening))
        stack.append(frame)
        newline(depth: baseDepth + stack.count)
        guard !frame.isArray else { return item }
        writeTapeKey(tape[item], in: bytes)
        return item + 1
    }

    /// The tape index of the first key at or after `keyIndex` whose member the duplicate-key policy
    /// keeps, or `nil`.
    fileprivate static func visibleKey(from keyIndex: Int, end: Int, in tape: TapeView) -> Int? {
        var keyIndex = keyIndex
        while keyIndex < end {
            if !tape[keyIndex].has(TapeEntry.fShadowed) { return keyIndex }
            keyIndex = TapeReader.next(after: keyIndex + 1, in: tape)
        }
        return nil
    }

    /// The kept members of the object whose keys start at `start`, ordered as
    /// `JSONObject.sortedByKey()` orders them: by the keys' Unicode scalars, members with the
    /// same key in document order.
    private static func sortedMembers(
        from start: Int, end: Int, tape: TapeView, bytes: ByteView
    ) -> [(key: String, index: Int)] {
        var members: [(key: String, index: Int)] = []
        var keyIndex = start
        while let key = visibleKey(from: keyIndex, end: end, in: tape) {
            members.append((key: TapeReader.decodeString(tape[key], in: bytes), index: key))
            keyIndex = TapeReader.next(after: key + 1, in: tape)
        }
        members.sort { lhs, rhs in
            if lhs.key.hasSameUTF8(as: rhs.key) { return lhs.index < rhs.index }
            return lhs.key.precedesInUTF8(rhs.key)
        }
        return members
    }

    /// Writes a string entry as `writeString(_:)` writes its decoded text; text without escapes
    /// is its own decoding, and is escaped from the input bytes without making a `String`.
    private mutating func writeTapeString(_ entry: TapeEntry, in bytes: ByteView) {
        guard !entry.has(TapeEntry.fEscaped) else {
            writeString(TapeReader.decodeString(entry, in: bytes))
            return
        }
        let start = Int(entry.a)
        buffer.append(UInt8(ascii: "\""))
        appendEscaped(bytes.extracting(start..<start + Int(entry.b)))
        buffer.append(UInt8(ascii: "\""))
    }

    /// Writes a key entry as `writeTreeKey(_:)` writes its decoded text.
    private mutating func writeTapeKey(_ entry: TapeEntry, in bytes: ByteView) {
        writeTapeString(entry, in: bytes)
        buffer.append(UInt8(ascii: ":"))
        if prettyPrinted { buffer.append(UInt8(ascii: " ")) }
    }
}
