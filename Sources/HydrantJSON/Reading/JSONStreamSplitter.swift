/// Splits a stream of bytes, chunk by chunk, into the bytes of its JSON values: the elements of a
/// top-level array, or the lines of JSON Lines. It finds where each value ends — tracking strings,
/// escapes, nesting and (when allowed) comments — and leaves checking the value to the reader.
///
/// Memory is bounded: it holds one value's bytes at most, and refuses a value longer than the
/// input limit (for an array, the stream ends there; for JSON Lines, the line is an error and
/// reading goes on after it).
struct JSONStreamSplitter {
    /// One value's bytes and where it starts in the stream.
    struct Piece {
        /// The value's bytes (for JSON Lines, the line without its line break).
        var bytes: [UInt8]
        /// Where it starts: its byte offset, line and column (from 1, in Unicode scalars).
        var offset: Int
        var line: Int
        var column: Int
        /// Why the stream could not be split here; the value is then `failure`'s only content.
        var failure: JSONReadingError?
    }

    /// Where an array is in its grammar.
    private enum Phase {
        case beforeArray
        case beforeElement(afterComma: Bool)
        case inElement
        case afterElement
        case afterArray
        /// A structural error ended the stream.
        case failed
    }

    /// Where the scanner is in a comment (only when comments are allowed).
    private enum CommentState {
        case none
        /// A `/` that may start a comment.
        case slash
        case line
        case block
        /// A `*` inside a block comment, which may end it.
        case blockStar
    }

    let layout: JSONStreamLayout
    let allowsComments: Bool
    let allowsTrailingCommas: Bool
    /// The most bytes one value may have.
    let limit: Int

    private var phase = Phase.beforeArray
    private var comment = CommentState.none
    private var depth = 0
    private var inString = false
    private var escaped = false

    /// The value being collected, and whether it is too long to keep (JSON Lines).
    private var pending: [UInt8] = []
    private var pendingStart = (offset: 0, line: 1, column: 1)
    private var collecting = false
    private var oversized = false

    /// The position of the next byte.
    private var offset = 0
    private var line = 1
    private var column = 1

    init(layout: JSONStreamLayout, options: JSONReadingOptions) {
        self.layout = layout
        self.allowsComments = options.allowsComments
        self.allowsTrailingCommas = options.allowsTrailingCommas
        self.limit = options.effectiveMaxInputBytes
    }

    /// Whether the stream ended with an error; no value follows.
    var hasFailed: Bool {
        if case .failed = phase { true } else { false }
    }

    /// Splits `chunk`, the stream's next bytes, appending the values it completes to `pieces`.
    mutating func split(_ chunk: UnsafeBufferPointer<UInt8>, into pieces: inout [Piece]) {
        switch layout {
        case .lines: splitLines(chunk, into: &pieces)
        case .array: splitArray(chunk, into: &pieces)
        }
    }

    /// The stream ended: the last line, or an error for an array that is not closed.
    mutating func finish(into pieces: inout [Piece]) {
        switch layout {
        case .lines:
            endLine(into: &pieces)
        case .array:
            switch phase {
            case .afterArray, .failed:
                if case .block = comment { fail(.unexpectedEndOfInput(expected: "'*/'"), into: &pieces) }
                if case .blockStar = comment { fail(.unexpectedEndOfInput(expected: "'*/'"), into: &pieces) }
            case .beforeArray:
                fail(offset == 0 ? .emptyInput : .unexpectedEndOfInput(expected: "'['"), into: &pieces)
            case .inElement:
                fail(
                    .unexpectedEndOfInput(expected: depth > 0 || inString ? "the end of the element" : "',' or ']'"),
                    into: &pieces)
            case .beforeElement, .afterElement:
                fail(.unexpectedEndOfInput(expected: "',' or ']'"), into: &pieces)
            }
        }
    }

    // MARK: JSON Lines

    private mutating func splitLines(_ chunk: UnsafeBufferPointer<UInt8>, into pieces: inout [Piece]) {
        var start = 0
        if offset == 0 {
            start = skipByteOrderMark(chunk)
            offset = start
        }
        while start < chunk.count {
            let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? chunk.count
            append(UnsafeBufferPointer(rebasing: chunk[start..<end]))
            offset += end - start
            guard let newline else { break }
            endLine(into: &pieces)
            offset = offset + 1
            line += 1
            start = newline + 1
        }
    }

    /// Keeps a line's bytes, up to one more than the limit.
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if !collecting {
            collecting = true
            pendingStart = (offset, line, 1)
        }
        guard !oversized else { return }
        if pending.count + bytes.count > limit {
            oversized = true
            pending = []
            return
        }
        pending.append(contentsOf: bytes)
    }

    /// Ends the line being collected: a value unless it is blank.
    private mutating func endLine(into pieces: inout [Piece]) {
        defer {
            pending.removeAll(keepingCapacity: pending.capacity <= 1 << 20)
            collecting = false
            oversized = false
        }
        guard collecting else { return }
        if oversized {
            pieces.append(
                Piece(
                    bytes: [], offset: pendingStart.offset, line: pendingStart.line, column: 1,
                    failure: JSONReadingError(
                        reason: .inputTooLarge(limit: limit), offset: pendingStart.offset + limit,
                        line: pendingStart.line, column: limit + 1)))
            return
        }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        guard pending.contains(where: { !Self.isWhitespace($0) }) else { return }
        pieces.append(
            Piece(bytes: pending, offset: pendingStart.offset, line: pendingStart.line, column: 1, failure: nil))
    }

    // MARK: A top-level array

    private mutating func splitArray(_ chunk: UnsafeBufferPointer<UInt8>, into pieces: inout [Piece]) {
        var index = offset == 0 ? skipByteOrderMark(chunk) : 0
        offset += index
        // The bytes of the element being collected that are in this chunk start here.
        var segmentStart = index
        while index < chunk.count {
            if case .failed = phase { return }
            if collecting, case .none = comment {
                index = skipElementBytes(chunk, from: index)
                guard index < chunk.count else { break }
            }
            let byte = chunk[index]
            scanArrayByte(byte, at: index, in: chunk, segmentStart: &segmentStart, into: &pieces)
            advance(over: byte)
            index += 1
        }
        if collecting, segmentStart < chunk.count {
            keepElementBytes(UnsafeBufferPointer(rebasing: chunk[segmentStart..<chunk.count]), into: &pieces)
        }
    }

    /// Scans one byte of an array: its structure, or the element being collected.
    private mutating func scanArrayByte(
        _ byte: UInt8, at index: Int, in chunk: UnsafeBufferPointer<UInt8>, segmentStart: inout Int,
        into pieces: inout [Piece]
    ) {
        if case .inElement = phase {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                return
            }
            if skipComment(byte) { return }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth > 0 {
                    depth -= 1
                } else {
                    // The end of the element and of the array (a `}` here is the reader's error).
                    endElement(chunk: chunk, end: index, segmentStart: segmentStart, into: &pieces)
                    if hasFailed { return }
                    phase = byte == UInt8(ascii: "]") ? .afterArray : .afterElement
                    if byte != UInt8(ascii: "]") {
                        fail(.unexpectedCharacter(expected: "',' or ']'", found: "'}'"), into: &pieces)
                    }
                    return
                }
            case UInt8(ascii: ","):
                if depth == 0 {
                    endElement(chunk: chunk, end: index, segmentStart: segmentStart, into: &pieces)
                    if hasFailed { return }
                    phase = .beforeElement(afterComma: true)
                    return
                }
            default:
                break
            }
            return
        }
        if skipComment(byte) || Self.isWhitespace(byte) { return }
        switch phase {
        case .beforeArray:
            if byte == UInt8(ascii: "[") {
                phase = .beforeElement(afterComma: false)
            } else {
                fail(.unexpectedCharacter(expected: "'[' (a JSON array)", found: Self.describe(byte)), into: &pieces)
            }
            return
        case .beforeElement(let afterComma):
            if byte == UInt8(ascii: "]"), !afterComma || allowsTrailingCommas {
                phase = .afterArray
                return
            }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",") {
                fail(.unexpectedCharacter(expected: "a value", found: Self.describe(byte)), into: &pieces)
                return
            }
            phase = .inElement
            collecting = true
            pendingStart = (offset, line, column)
            segmentStart = index
            depth = 0
            inString = false
            escaped = false
            scanArrayByte(byte, at: index, in: chunk, segmentStart: &segmentStart, into: &pieces)
        case .afterElement:
            fail(.unexpectedCharacter(expected: "',' or ']'", found: Self.describe(byte)), into: &pieces)
            return
        case .afterArray:
            fail(.trailingContent, into: &pieces)
            return
        case .inElement, .failed:
            return
        }
    }

    /// Moves past the bytes of the element being collected that end nothing — everything but a
    /// `,` or a closing bracket at the element's top level, a `/` that may start a comment, and an
    /// escaped byte — tracking strings, nesting and the position; returns where it stopped.
    /// The loop every byte of an array goes through, so its state is kept in locals.
    private mutating func skipElementBytes(_ chunk: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        var offset = self.offset
        var line = self.line
        var column = self.column
        var depth = self.depth
        var inString = self.inString
        let classes = Self.byteClasses
        defer {
            self.offset = offset
            self.line = line
            self.column = column
            self.depth = depth
            self.inString = inString
        }
        guard !escaped else { return index }
        while index < chunk.count {
            let byte = chunk[index]
            let byteClass = classes[Int(byte)]
            if inString {
                switch byteClass {
                case .backslash: return index
                case .quote: inString = false
                case .newline:  // not valid in a string: the reader says so, at the right line
                    line += 1
                    column = 0
                default: break
                }
            } else {
                switch byteClass {
                case .ordinary, .backslash: break
                case .quote: inString = true
                case .open: depth += 1
                case .close:
                    guard depth > 0 else { return index }
                    depth -= 1
                case .comma:
                    guard depth > 0 else { return index }
                case .slash:
                    if allowsComments { return index }
                case .newline:
                    line += 1
                    column = 0
                }
            }
            offset += 1
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return index
    }

    /// What a byte does to an element.
    private enum ByteClass {
        case ordinary, quote, open, close, comma, slash, backslash, newline
    }

    private static let byteClasses: [ByteClass] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "\""): .quote
        case UInt8(ascii: "["), UInt8(ascii: "{"): .open
        case UInt8(ascii: "]"), UInt8(ascii: "}"): .close
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: "/"): .slash
        case UInt8(ascii: "\\"): .backslash
        case UInt8(ascii: "\n"): .newline
        default: .ordinary
        }
    }

    /// Keeps bytes of the element being collected; the stream fails when the element is longer
    /// than the limit.
    private mutating func keepElementBytes(_ bytes: UnsafeBufferPointer<UInt8>, into pieces: inout [Piece]) {
        guard pending.count + bytes.count <= limit else {
            let start = pendingStart
            pending = []
            collecting = false
            phase = .failed
            pieces.append(
                Piece(
                    bytes: [], offset: start.offset, line: start.line, column: start.column,
                    failure: JSONReadingError(
                        reason: .inputTooLarge(limit: limit), offset: start.offset + limit, line: start.line,
                        column: start.column)))
            return
        }
        pending.append(contentsOf: bytes)
    }

    /// Ends the element at `end` (the `,` or `]` after it) and hands it out.
    private mutating func endElement(
        chunk: UnsafeBufferPointer<UInt8>, end: Int, segmentStart: Int, into pieces: inout [Piece]
    ) {
        if segmentStart < end {
            keepElementBytes(UnsafeBufferPointer(rebasing: chunk[segmentStart..<end]), into: &pieces)
        }
        guard collecting else { return }
        pieces.append(
            Piece(
                bytes: pending, offset: pendingStart.offset, line: pendingStart.line, column: pendingStart.column,
                failure: nil))
        pending.removeAll(keepingCapacity: pending.capacity <= 1 << 20)
        collecting = false
    }

    /// Whether `byte` is part of a comment (or may start one), when comments are allowed.
    private mutating func skipComment(_ byte: UInt8) -> Bool {
        guard allowsComments else { return false }
        switch comment {
        case .none:
            guard byte == UInt8(ascii: "/") else { return false }
            comment = .slash
            return true
        case .slash:
            switch byte {
            case UInt8(ascii: "/"): comment = .line
            case UInt8(ascii: "*"): comment = .block
            default: comment = .none  // a lone `/`: the reader reports it
            }
            return true
        case .line:
            if byte == UInt8(ascii: "\n") { comment = .none }
            return true
        case .block:
            if byte == UInt8(ascii: "*") { comment = .blockStar }
            return true
        case .blockStar:
            comment = byte == UInt8(ascii: "/") ? .none : (byte == UInt8(ascii: "*") ? .blockStar : .block)
            return true
        }
    }

    /// Ends the stream with an error at the current position.
    private mutating func fail(_ reason: JSONReadingError.Reason, into pieces: inout [Piece]) {
        guard !hasFailed else { return }
        phase = .failed
        collecting = false
        pending = []
        pieces.append(
            Piece(
                bytes: [], offset: offset, line: line, column: column,
                failure: JSONReadingError(reason: reason, offset: offset, line: line, column: column)))
    }

    // MARK: Positions

    /// Moves the position past `byte`.
    @inline(__always)
    private mutating func advance(over byte: UInt8) {
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// The number of bytes of a UTF-8 byte order mark at the start of `chunk` (0 or 3).
    private func skipByteOrderMark(_ chunk: UnsafeBufferPointer<UInt8>) -> Int {
        chunk.count >= 3 && chunk[0] == 0xEF && chunk[1] == 0xBB && chunk[2] == 0xBF ? 3 : 0
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// A byte as an error message names it, without quoting input.
    static func describe(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"),
            UInt8(ascii: "\""):
            "'\(Character(Unicode.Scalar(byte)))'"
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): "a number"
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): "a letter"
        default: "a byte that cannot start a value"
        }
    }
}
