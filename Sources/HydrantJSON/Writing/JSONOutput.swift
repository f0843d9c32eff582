/// UTF-8 JSON text being written, with ``JSONWritingOptions`` applied: what ``JSONWriter`` writes
/// a ``JSON`` tree into, and what Hydrant's codecs (`JSONCodec.write`) write a mapped value into directly,
/// without building the tree.
///
/// Write one value at a time; the output puts the commas, colons and (when pretty-printing) line
/// breaks where they belong. Inside ``beginObject()`` and ``endObject()``, write a key
/// (``writeKey(_:)``) before each value.
///
/// ```swift
/// var output = JSONOutput()
/// output.beginObject()
/// output.writeKey("name")
/// output.write("Ada")
/// output.writeKey("langs")
/// output.write(["en", "fr"] as JSON)
/// output.endObject()
/// String(decoding: output.bytes, as: UTF8.self)   // {"name":"Ada","langs":["en","fr"]}
/// ```
///
/// The text is exactly what ``JSONWriter`` writes for the equivalent ``JSON`` value, with one
/// exception: members written with ``writeKey(_:)`` stay in the order they are written, even
/// with ``JSONWritingOptions/sortsKeys`` (trees written with `write(_:)` as a ``JSON`` value are sorted).
/// Nesting deeper than ``JSONWritingOptions/maxDepth`` does not stop the writing: it is
/// remembered in ``writingError``, and the entry points (Hydrant's `Mapper.bytes(from:options:)`) report it.
public struct JSONOutput: Sendable {
    /// The text written so far.
    @usableFromInline package var buffer: OutputBytes
    /// The options applied.
    public let options: JSONWritingOptions
    @usableFromInline let maxDepth: Int
    @usableFromInline let prettyPrinted: Bool
    /// Whether the options escape characters that a key's default escaping keeps (`/`, non-ASCII):
    /// keys escaped in advance with the defaults are then escaped again.
    @usableFromInline let escapesMore: Bool
    /// How many arrays and objects are open.
    @usableFromInline var depth = 0
    /// What was written last, for the separator the next value needs.
    @usableFromInline var state = State.start
    /// The first depth limit exceeded, if any.
    @usableFromInline package var failure: JSONWritingError?

    /// What was written last.
    @usableFromInline
    enum State: UInt8, Sendable {
        /// Nothing yet, or the opening of an array or object.
        case start
        /// A complete value: the next value or key needs a comma.
        case afterValue
        /// A key: its value comes next, without a separator.
        case afterKey
    }

    /// An empty output that applies `options`.
    ///
    /// ```swift
    /// var output = JSONOutput(options: .pretty)
    /// ```
    public init(options: JSONWritingOptions = .compact) {
        self.init(buffer: OutputBytes(capacity: 256), options: options)
    }

    /// An empty output writing into `buffer`.
    init(buffer: OutputBytes, options: JSONWritingOptions) {
        self.options = options
        self.maxDepth = max(options.maxDepth, 0)
        self.prettyPrinted = options.prettyPrinted
        self.escapesMore = options.escapesForwardSlashes || options.escapesNonASCII
        self.buffer = buffer
    }

    /// The number of bytes of text written so far.
    ///
    /// ```swift
    /// var output = JSONOutput()
    /// output.write("hi")
    /// output.count   // 4
    /// ```
    public var count: Int {
        buffer.count
    }

    /// How many bytes at the start of the text are in the region given to
    /// ``init(writingInto:options:)``; the rest is the overflow. Always 0 for an output made with
    /// ``init(options:)``, whose text is all its own.
    ///
    /// ```swift
    /// let inPlace = output.countInRegion   // the bytes to commit in the caller's buffer
    /// ```
    public var countInRegion: Int {
        buffer.countInRegion
    }

    /// The UTF-8 text written so far, in a new array (for an output writing into a region, the
    /// bytes in the region followed by the overflow).
    ///
    /// ```swift
    /// var output = JSONOutput()
    /// output.write(true)
    /// output.bytes   // Array("true".utf8)
    /// ```
    public var bytes: [UInt8] {
        buffer.array
    }

    /// The error the written text amounts to so far: set when arrays and objects are nested deeper
    /// than ``JSONWritingOptions/maxDepth``, as ``JSONWriter`` would throw for the same value.
    ///
    /// ```swift
    /// var output = JSONOutput(options: .init(maxDepth: 1))
    /// output.write([[1]] as JSON)
    /// output.writingError   // depthLimitExceeded(limit: 1)
    /// ```
    public var writingError: JSONWritingError? {
        failure
    }

    /// Makes room for at least `count` bytes of text in all.
    ///
    /// ```swift
    /// var output = JSONOutput()
    /// output.reserveCapacity(64 * 1024)
    /// ```
    public mutating func reserveCapacity(_ count: Int) {
        buffer.reserveCapacity(count)
    }

    // MARK: Checkpoints

    /// A point in the output to roll back to, with the state needed to go on writing from there.
    ///
    /// ```swift
    /// let checkpoint = output.checkpoint
    /// ```
    public struct Checkpoint: Sendable, Equatable {
        @usableFromInline let count: Int
        @usableFromInline let depth: Int
        @usableFromInline let state: State
        @usableFromInline let failure: JSONWritingError?

        @inlinable
        init(count: Int, depth: Int, state: State, failure: JSONWritingError?) {
            self.count = count
            self.depth = depth
            self.state = state
            self.failure = failure
        }
    }

    /// The current point in the output, for ``rollBack(to:)``. A mapper that catches a child
    /// mapper's error and goes on takes one before calling the child, since the child may have
    /// written part of its value when it threw.
    ///
    /// ```swift
    /// var output = JSONOutput()
    /// let checkpoint = output.checkpoint
    /// output.write("partial")
    /// output.rollBack(to: checkpoint)
    /// output.bytes   // []
    /// ```
    @inlinable
    public var checkpoint: Checkpoint {
        Checkpoint(count: buffer.count, depth: depth, state: state, failure: failure)
    }

    /// Removes everything written since `checkpoint` was taken, which must be a checkpoint of this
    /// output taken since the last rollback to an earlier one.
    ///
    /// ```swift
    /// output.rollBack(to: checkpoint)
    /// ```
    @inlinable
    public mutating func rollBack(to checkpoint: Checkpoint) {
        if buffer.count > checkpoint.count {
            buffer.truncate(to: checkpoint.count)
        }
        depth = checkpoint.depth
        state = checkpoint.state
        failure = checkpoint.failure
    }

    // MARK: Values

    /// Writes the separator the next value needs: a comma after a value, and a line break when
    /// pretty-printing.
    @inlinable
    @inline(__always)
    mutating func beginValue() {
        buffer.makeUnique()
        switch state {
        case .afterKey:
            return
        case .afterValue:
            buffer.append(UInt8(ascii: ","))
        case .start:
            break
        }
        if prettyPrinted, depth > 0 { newline(depth: depth) }
    }

    /// Writes any JSON value, as ``JSONWriter`` writes it.
    ///
    /// ```swift
    /// output.write(["a": [1, 2]] as JSON)   // {"a":[1,2]}
    /// ```
    public mutating func write(_ value: JSON) {
        beginValue()
        do {
            try writeTree(value, baseDepth: depth)
        } catch {
            if failure == nil { failure = error }
        }
        state = .afterValue
    }

    /// Writes `null`.
    ///
    /// ```swift
    /// output.writeNull()
    /// ```
    @inlinable
    public mutating func writeNull() {
        beginValue()
        append("null")
        state = .afterValue
    }

    /// Writes `true` or `false`.
    ///
    /// ```swift
    /// output.write(true)
    /// ```
    @inlinable
    public mutating func write(_ flag: Bool) {
        beginValue()
        if flag { append("true") } else { append("false") }
        state = .afterValue
    }

    /// Writes a string, escaped as the options say.
    ///
    /// ```swift
    /// output.write("say \"hi\"")   // "say \"hi\""
    /// ```
    @inlinable
    public mutating func write(_ string: String) {
        beginValue()
        writeString(string)
        state = .afterValue
    }

    /// Writes a number exactly as its ``JSONNumber/text``.
    ///
    /// ```swift
    /// output.write(JSONNumber(42))
    /// ```
    @inlinable
    public mutating func write(_ number: JSONNumber) {
        beginValue()
        writeNumber(number)
        state = .afterValue
    }

    /// Writes a number, or `null` for none (a non-finite floating-point value).
    @usableFromInline
    package mutating func write(number: JSONNumber?) {
        if let number { write(number) } else { writeNull() }
    }

    /// Writes a floating-point value as `JSONNumber(value)` is written, or `null` when it is not
    /// finite: Swift's shortest round-trip spelling, copied as it is (a `JSONNumber` re-renders the
    /// same text from its digits).
    @inlinable
    public mutating func write<Value: BinaryFloatingPoint & CustomStringConvertible>(floatingPoint value: Value) {
        // A `Double` (a constant comparison where this is specialised) is spelled by
        // ``ShortestDouble``, without going through the generic path.
        if let double = cast(value, ifSameTypeAs: Double.self) {
            write(double: double)
        } else {
            write(otherFloatingPoint: value)
        }
    }

    /// Writes a `Double` as ``write(floatingPoint:)`` does.
    @usableFromInline
    mutating func write(double value: Double) {
        guard value.isFinite else {
            writeNull()
            return
        }
        beginValue()
        buffer.appendShortest(value)
        state = .afterValue
    }

    /// Writes a floating-point value of another type than `Double` as ``write(floatingPoint:)``
    /// does.
    @usableFromInline
    mutating func write<Value: BinaryFloatingPoint & CustomStringConvertible>(otherFloatingPoint value: Value) {
        guard value.isFinite else {
            writeNull()
            return
        }
        beginValue()
        // As `JSONNumber(value)`: a spelling that is not valid JSON (never seen) is written `0`.
        func append(_ bytes: ByteView) {
            if !bytes.isEmpty, NumberLexeme.scan(bytes, from: 0) == bytes.count {
                buffer.append(contentsOf: bytes)
            } else {
                buffer.append(UInt8(ascii: "0"))
            }
        }
        // `Float` spells itself into a stream without a `String`; other types through
        // `description`.
        var spelling = FloatingPointSpelling()
        if let float = cast(value, ifSameTypeAs: Float.self) {
            float.write(to: &spelling)
        }
        if spelling.isComplete {
            spelling.withBytes(append)
        } else {
            value.description.withByteView(append)
        }
        state = .afterValue
    }

    /// Writes an integer, as `JSONNumber(value)` is written.
    @inlinable
    public mutating func write<T: BinaryInteger>(integer value: T) {
        beginValue()
        if let magnitude = UInt64(exactly: value.magnitude) {
            JSONOutput.appendCompact(digits: magnitude, fractionDigits: 0, negative: value < 0, to: &buffer)
        } else {
            buffer.append(utf8: String(value))
        }
        state = .afterValue
    }

    // MARK: Arrays and objects

    /// Opens an array: write its elements, then call ``endArray()``.
    ///
    /// ```swift
    /// output.beginArray()
    /// output.write(JSONNumber(1))
    /// output.endArray()   // [1]
    /// ```
    @inlinable
    public mutating func beginArray() {
        beginValue()
        buffer.append(UInt8(ascii: "["))
        enterContainer()
    }

    /// Closes the array opened last.
    @inlinable
    public mutating func endArray() {
        leaveContainer()
        buffer.append(UInt8(ascii: "]"))
    }

    /// Opens an object: write a key and a value for each member, then call ``endObject()``.
    ///
    /// ```swift
    /// output.beginObject()
    /// output.writeKey("id")
    /// output.write(JSONNumber(7))
    /// output.endObject()   // {"id":7}
    /// ```
    @inlinable
    public mutating func beginObject() {
        beginValue()
        buffer.append(UInt8(ascii: "{"))
        enterContainer()
    }

    /// Closes the object opened last.
    @inlinable
    public mutating func endObject() {
        leaveContainer()
        buffer.append(UInt8(ascii: "}"))
    }

    /// Writes a member's key, escaped as the options say; its value comes next.
    ///
    /// ```swift
    /// output.writeKey("name")
    /// ```
    public mutating func writeKey(_ key: String) {
        beginKey()
        writeString(key)
        endKey()
    }

    /// Writes a key given as its JSON text (quoted and escaped with the default options):
    /// ``EncodedKeys`` prepares them once per mapping.
    @inlinable
    @inline(__always)
    package mutating func writeKey(encoded: ByteView, key: () -> String) {
        if escapesMore {
            writeKey(key())
            return
        }
        beginKey()
        buffer.appendShort(contentsOf: encoded)
        endKey()
    }

    /// Writes an object member by member, with keys prepared once (``EncodedKeys``): for each key,
    /// the key, then what `writeValue` writes for the member's number. A member whose value writes
    /// nothing (`writeValue` returns `false`) leaves nothing behind.
    @inlinable @inline(__always)
    package mutating func writeObject(keys: EncodedKeys, _ writeValue: (Int, inout JSONOutput) -> Bool) {
        beginObject()
        keys.text.withByteView { text in
            var start = 0
            for index in 0..<keys.ends.count {
                let end = keys.ends[index]
                let checkpoint = self.checkpoint
                writeKey(encoded: text.extracting(start..<end), key: { keys.keys[index] })
                if !writeValue(index, &self) { rollBack(to: checkpoint) }
                start = end
            }
        }
        endObject()
    }

    @inlinable
    @inline(__always)
    mutating func beginKey() {
        buffer.makeUnique()
        if state == .afterValue { buffer.append(UInt8(ascii: ",")) }
        if prettyPrinted { newline(depth: depth) }
    }

    @inlinable
    @inline(__always)
    mutating func endKey() {
        buffer.append(UInt8(ascii: ":"))
        if prettyPrinted { buffer.append(UInt8(ascii: " ")) }
        state = .afterKey
    }

    @inlinable
    @inline(__always)
    mutating func enterContainer() {
        depth += 1
        // An empty array is a level too (`[]` has depth 1), as for the reader.
        if depth > maxDepth, failure == nil {
            failure = JSONWritingError(reason: .depthLimitExceeded(limit: maxDepth))
        }
        state = .start
    }

    @inlinable
    @inline(__always)
    mutating func leaveContainer() {
        buffer.makeUnique()
        depth -= 1
        if state != .start, prettyPrinted { newline(depth: depth) }
        state = .afterValue
    }

    // MARK: Text

    /// An array or object of a tree being written, and how far.
    private enum Frame {
        case array([JSON], next: Int)
        case object([JSONObject.StoredMember], next: Int)
    }

    /// Writes a tree without recursion, as if `baseDepth` arrays and objects were open.
    mutating func writeTree(_ root: JSON, baseDepth: Int = 0) throws(JSONWritingError) {
        var stack: [Frame] = []
        var pending: JSON? = root
        while true {
            if let value = pending {
                pending = nil
                switch value {
                case .null: append("null")
                case .bool(let flag): append(flag ? "true" : "false")
                case .number(let number): writeNumber(number)
                case .string(let string): writeString(string)
                case .array(let elements):
                    // An empty array is a level too (`[]` has depth 1), as for the reader.
                    guard baseDepth + stack.count < maxDepth else {
                        throw JSONWritingError(reason: .depthLimitExceeded(limit: maxDepth))
                    }
                    if elements.isEmpty {
                        append("[]")
                        break
                    }
                    buffer.append(UInt8(ascii: "["))
                    stack.append(.array(elements, next: 1))
                    newline(depth: baseDepth + stack.count)
                    pending = elements[0]
                    continue
                case .object(let object):
                    guard baseDepth + stack.count < maxDepth else {
                        throw JSONWritingError(reason: .depthLimitExceeded(limit: maxDepth))
                    }
                    if object.isEmpty {
                        append("{}")
                        break
                    }
                    let members = options.sortsKeys ? object.sortedByKey().storage : object.storage
                    buffer.append(UInt8(ascii: "{"))
                    stack.append(.object(members, next: 1))
                    newline(depth: baseDepth + stack.count)
                    writeTreeKey(members[0].key)
                    pending = members[0].value
                    continue
                }
            }
            // A value is complete: continue or close the innermost container.
            guard let frame = stack.popLast() else { return }
            switch frame {
            case let .array(elements, next):
                if next < elements.count {
                    buffer.append(UInt8(ascii: ","))
                    stack.append(.array(elements, next: next + 1))
                    newline(depth: baseDepth + stack.count)
                    pending = elements[next]
                } else {
                    newline(depth: baseDepth + stack.count)
                    buffer.append(UInt8(ascii: "]"))
                }
            case let .object(members, next):
                if next < members.count {
                    buffer.append(UInt8(ascii: ","))
                    stack.append(.object(members, next: next + 1))
                    newline(depth: baseDepth + stack.count)
                    writeTreeKey(members[next].key)
                    pending = members[next].value
                } else {
                    newline(depth: baseDepth + stack.count)
                    buffer.append(UInt8(ascii: "}"))
                }
            }
        }
    }

    @inlinable
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withByteView { buffer.append(contentsOf: $0) }
    }

    @usableFromInline
    mutating func newline(depth: Int) {
        guard prettyPrinted else { return }
        buffer.append(UInt8(ascii: "\n"))
        buffer.append(repeating: UInt8(ascii: " "), count: depth * max(options.indentation, 0))
    }

    mutating func writeTreeKey(_ key: String) {
        writeString(key)
        buffer.append(UInt8(ascii: ":"))
        if prettyPrinted { buffer.append(UInt8(ascii: " ")) }
    }

    @usableFromInline
    mutating func writeNumber(_ number: JSONNumber) {
        switch number.storage {
        case let .compact(digits, fractionDigits, negative):
            JSONOutput.appendCompact(
                digits: digits, fractionDigits: Int(fractionDigits), negative: negative, to: &buffer)
        case .text(let text):
            buffer.append(utf8: text)
        case .double(let value):
            // A `JSONNumber` keeps only finite values.
            buffer.appendShortest(value)
        }
    }

    /// Appends a compact number's text without creating a `String`.
    @usableFromInline
    static func appendCompact(digits: UInt64, fractionDigits: Int, negative: Bool, to bytes: inout OutputBytes) {
        if negative { bytes.append(UInt8(ascii: "-")) }
        bytes.appendDecimal(digits, fractionDigits: fractionDigits)
    }

    @usableFromInline
    mutating func writeString(_ string: String) {
        buffer.append(UInt8(ascii: "\""))
        // A native string's bytes are read in place; only a string whose UTF-8 is not contiguous
        // (bridged from Objective-C) is copied first. (`withUTF8` needs a `var` copy of every
        // string, which retained and released it: 2 % of writing twitter.json.)
        if string.utf8.withContiguousByteView({ utf8 in appendEscaped(utf8) }) == nil {
            string.withByteView { utf8 in appendEscaped(utf8) }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 text with the escapes JSON requires, copying unescaped runs in one step.
    mutating func appendEscaped(_ utf8: ByteView) {
        let escapeSlash = options.escapesForwardSlashes
        let escapeNonASCII = options.escapesNonASCII
        var runStart = 0
        var i = 0
        // Eight bytes at a time while none of them needs escaping (no slash needs escaping).
        let skipsWords = !escapeSlash
        while i < utf8.count {
            if skipsWords {
                while i &+ 16 <= utf8.count, !Self.needsEscape(utf8.vector16(at: i), nonASCII: escapeNonASCII) {
                    i &+= 16
                }
                while i + 8 <= utf8.count, !Self.needsEscape(utf8.word64(at: i), nonASCII: escapeNonASCII) {
                    i += 8
                }
                guard i < utf8.count else { break }
                // Fewer than eight bytes left (the end of most strings, and most keys): one more
                // word clears them, made of the last eight bytes (overlapping bytes already
                // checked), or of two overlapping halves for a text of four to seven bytes.
                let left = utf8.count &- i
                if left < 8 {
                    let tail: UInt64?
                    if utf8.count >= 8 {
                        tail = utf8.word64(at: utf8.count &- 8)
                    } else if left >= 4 {
                        let low = UInt64(utf8.word32(at: i))
                        let high = UInt64(utf8.word32(at: utf8.count &- 4))
                        tail = low | high &<< 32
                    } else {
                        tail = nil
                    }
                    if let tail, !Self.needsEscape(tail, nonASCII: escapeNonASCII) {
                        i = utf8.count
                        break
                    }
                }
            }
            let byte = utf8[i]
            let needsEscape =
                byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (escapeSlash && byte == UInt8(ascii: "/")) || (escapeNonASCII && byte >= 0x80)
            if !needsEscape {
                i += 1
                continue
            }
            buffer.appendShort(contentsOf: utf8.extracting(runStart..<i))
            if byte >= 0x80 {
                // A whole scalar as one or two \u escapes.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(i + length, utf8.count)
                let scalarText = utf8.extracting(i..<end).decodedString
                for unit in scalarText.utf16 { appendUnicodeEscape(unit) }
                i = end
            } else {
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case UInt8(ascii: "/"): append("\\/")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                default: appendUnicodeEscape(UInt16(byte))
                }
                i += 1
            }
            runStart = i
        }
        buffer.appendShort(contentsOf: utf8.extracting(runStart..<utf8.count))
    }

    /// Whether any byte of `word` is a quote, a backslash or a control character (or, when
    /// `nonASCII`, not ASCII).
    @inline(__always)
    static func needsEscape(_ word: UInt64, nonASCII: Bool) -> Bool {
        guard !nonASCII else { return Scanner.needsAttention(word) }
        // A non-ASCII byte may be flagged too (the subtractions borrow); it is then looked at
        // byte by byte, which is correct, only slower.
        return Scanner.quotesBackslashesAndControls(word) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether any of the sixteen `bytes` is a quote, a backslash or a control character (or, when
    /// `nonASCII`, not ASCII): one vector comparison for each. (The vector type is spelled out:
    /// inferred, the comparisons resolve to the generic `SIMD` operators, which compile to a loop
    /// over the lanes.)
    @inline(__always)
    static func needsEscape(_ bytes: SIMD16<UInt8>, nonASCII: Bool) -> Bool {
        let marked =
            (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "\"")))
            .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "\\")))
            .| (bytes .< SIMD16<UInt8>(repeating: 0x20))
        var lanes = marked.lanes
        if nonASCII { lanes |= bytes & SIMD16<UInt8>(repeating: 0x80) }
        let halves = lanes.halves
        return halves[0] | halves[1] != 0
    }

    mutating func appendUnicodeEscape(_ unit: UInt16) {
        let hex: StaticString = "0123456789abcdef"
        append("\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
            buffer.append(hex.withByteView { $0[Int((unit >> UInt16(shift)) & 0xF)] })
        }
    }
}

/// Object keys quoted and escaped once, when a mapping is built, so that writing a member's key is
/// a copy: `"name":` without the colon, in one buffer.
@usableFromInline
package struct EncodedKeys: Sendable {
    @usableFromInline package let keys: [String]
    @usableFromInline package let text: [UInt8]
    /// Where each key's text ends in `text`; it starts where the previous one ends.
    @usableFromInline package let ends: [Int]

    package init(_ keys: [String]) {
        self.keys = keys
        var output = JSONOutput()
        var ends: [Int] = []
        for key in keys {
            output.writeString(key)
            ends.append(output.buffer.count)
        }
        self.text = output.buffer.array
        self.ends = ends
    }
}
