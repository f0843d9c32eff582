/// Splits a stream of bytes, chunk by chunk, into the bytes of its JSON values: the elements of a
/// top-level array, or the lines of JSON Lines. It finds where each value ends — tracking strings,
/// escapes, nesting and (when allowed) comments — and leaves checking the value to the reader.
///
/// What a stream reads is what the same bytes read as one document (docs/Reliability.md, "Streams
/// read what a document reads"): each value is handed to the reader with what the whole document's
/// reader would see around it (``ScanContext``), so that its errors are the document's errors;
/// only the stream's own grammar — the array's brackets and commas, comments between elements,
/// the byte order mark at the very start — is checked here, with the reader's words.
///
/// Memory is bounded: it holds one value's bytes at most, and refuses a value longer than the
/// input limit (for an array, the stream ends there; for JSON Lines, the line is an error and
/// reading goes on after it).
struct JSONStreamSplitter {
    /// A place in the stream: its byte offset, line and column (from 1, in Unicode scalars).
    struct Position {
        var offset: Int
        var line: Int
        var column: Int
    }

    /// One value's bytes and where it starts in the stream.
    struct Piece {
        /// The value's bytes: for JSON Lines, the line without its line break (and the `\r` before
        /// it); for an array, the element followed by the `,` or `]` that ends it.
        var bytes: [UInt8]
        /// Where it starts.
        var start: Position
        /// How the reader reads the bytes.
        var context: ScanContext
        /// Where the stream ends, for an element the end of the stream cut short: an error at the
        /// end of its bytes is placed there (whitespace past the limit is not kept).
        var end: Position?
        /// Why the stream could not be split here; the value is then `failure`'s only content.
        var failure: JSONReadingError?
    }

    /// Where an array is in its grammar.
    private enum Phase {
        case beforeArray
        case beforeElement(afterComma: Bool)
        case inElement
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
    /// Where the `/` of `CommentState.slash` is.
    private var slash = Position(offset: 0, line: 1, column: 1)
    private var depth = 0
    private var inString = false
    private var escaped = false

    /// The value being collected.
    private var pending: [UInt8] = []
    private var pendingStart = Position(offset: 0, line: 1, column: 1)
    private var collecting = false
    /// JSON Lines: the line is longer than the limit (its bytes are no longer kept); the column of
    /// the byte past the limit; whether the line has a byte that is not whitespace.
    private var oversized = false
    private var oversizedColumn = 0
    private var lineHasContent = false
    /// An array: whitespace after the element's last byte not kept, one byte past the limit.
    private var dropped = 0

    /// The position of the next byte.
    private var offset = 0
    private var line = 1
    private var column = 1

    private var position: Position { Position(offset: offset, line: line, column: column) }

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
    mutating func split(_ chunk: ByteView, into pieces: inout [Piece]) {
        switch layout {
        case .lines: splitLines(chunk, into: &pieces)
        case .array: splitArray(chunk, into: &pieces)
        }
    }

    /// The stream ended: the last line, or what the whole array's reader says at the end of the
    /// input.
    mutating func finish(into pieces: inout [Piece]) {
        switch layout {
        case .lines:
            endLine(into: &pieces)
        case .array:
            if case .failed = phase { return }
            if case .inElement = phase {
                // The element's reader says what is missing, as the array's reader would here.
                pieces.append(
                    Piece(bytes: pending, start: pendingStart, context: .arrayElement, end: position, failure: nil))
                pending = []
                collecting = false
                phase = .failed
                return
            }
            switch comment {
            case .block, .blockStar:
                fail(.unexpectedEndOfInput(expected: "'*/' to end the comment"), at: position, into: &pieces)
                return
            case .slash:
                failAtSlash(into: &pieces)
                return
            case .none, .line:
                break
            }
            switch phase {
            case .beforeArray: fail(.emptyInput, at: position, into: &pieces)
            case .beforeElement: fail(.unexpectedEndOfInput(expected: "a value"), at: position, into: &pieces)
            case .inElement, .afterArray, .failed: break
            }
        }
    }

    // MARK: JSON Lines

    private mutating func splitLines(_ chunk: ByteView, into pieces: inout [Piece]) {
        var start = 0
        if offset == 0 {
            start = skipByteOrderMark(chunk)
            offset = start
        }
        while start < chunk.count {
            let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? chunk.count
            append(chunk.extracting(start..<end))
            offset += end - start
            guard let newline else { break }
            endLine(into: &pieces)
            offset = offset + 1
            line += 1
            start = newline + 1
        }
    }

    /// Keeps a line's bytes, up to one more than the limit (a `\r` before the line break is not
    /// the line's).
    private mutating func append(_ bytes: ByteView) {
        if !collecting {
            collecting = true
            pendingStart = Position(offset: offset, line: line, column: 1)
        }
        if !lineHasContent { lineHasContent = bytes.contains { !Self.isWhitespace($0) } }
        guard !oversized else { return }
        guard pending.count + bytes.count <= limit + 1 else {
            oversized = true
            oversizedColumn =
                Self.column(after: pending.prefix(limit))
                + Self.scalars(in: bytes.prefix(max(0, limit - pending.count)))
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
            lineHasContent = false
        }
        guard collecting, lineHasContent else { return }
        if !oversized, pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        if oversized || pending.count > limit {
            // Where the reader of the line as a document says it is too large: the byte past the limit.
            let column = oversized ? oversizedColumn : Self.column(after: pending.prefix(limit))
            pieces.append(
                Piece(
                    bytes: [], start: pendingStart, context: .line, end: nil,
                    failure: JSONReadingError(
                        reason: .inputTooLarge(limit: limit), offset: pendingStart.offset + limit,
                        line: pendingStart.line, column: column)))
            return
        }
        pieces.append(Piece(bytes: pending, start: pendingStart, context: .line, end: nil, failure: nil))
    }

    /// The column after `bytes` on a line that starts with them.
    private static func column(after bytes: some Collection<UInt8>) -> Int {
        1 + scalars(in: bytes)
    }

    /// The number of Unicode scalars that start in `bytes` (bytes that are not UTF-8 continuation bytes).
    private static func scalars(in bytes: some Collection<UInt8>) -> Int {
        bytes.count { $0 & 0xC0 != 0x80 }
    }

    // MARK: A top-level array

    private mutating func splitArray(_ chunk: ByteView, into pieces: inout [Piece]) {
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
            keepElementBytes(chunk.extracting(segmentStart..<chunk.count), into: &pieces)
        }
    }

    /// Scans one byte of an array: its structure, or the element being collected.
    private mutating func scanArrayByte(
        _ byte: UInt8, at index: Int, in chunk: ByteView, segmentStart: inout Int,
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
            if skipComment(byte, into: &pieces) { return }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth > 0 {
                    depth -= 1
                } else {
                    // The end of the element and of the array; after a `}`, the element's reader
                    // says what the array's reader would ("expected ',' or ']' … found '}'"), and
                    // the stream ends.
                    endElement(chunk: chunk, end: index, segmentStart: segmentStart, into: &pieces)
                    if hasFailed { return }
                    phase = byte == UInt8(ascii: "]") ? .afterArray : .failed
                }
            case UInt8(ascii: ","):
                if depth == 0 {
                    endElement(chunk: chunk, end: index, segmentStart: segmentStart, into: &pieces)
                    if hasFailed { return }
                    phase = .beforeElement(afterComma: true)
                }
            default:
                break
            }
            return
        }
        if skipComment(byte, into: &pieces) || Self.isWhitespace(byte) { return }
        switch phase {
        case .beforeArray:
            if byte == UInt8(ascii: "[") {
                phase = .beforeElement(afterComma: false)
            } else {
                fail(
                    .unexpectedCharacter(expected: "'[' (a JSON array)", found: Scanner.describe(byte)), at: position,
                    into: &pieces)
            }
        case .beforeElement(let afterComma):
            if byte == UInt8(ascii: "]"), !afterComma || allowsTrailingCommas {
                phase = .afterArray
                return
            }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",") {
                fail(
                    .unexpectedCharacter(expected: "a value", found: Scanner.describe(byte)), at: position,
                    into: &pieces)
                return
            }
            phase = .inElement
            collecting = true
            pendingStart = position
            segmentStart = index
            depth = 0
            dropped = 0
            inString = false
            escaped = false
            scanArrayByte(byte, at: index, in: chunk, segmentStart: &segmentStart, into: &pieces)
        case .afterArray:
            fail(.trailingContent, at: position, into: &pieces)
        case .inElement, .failed:
            return
        }
    }

    /// Moves past the bytes of the element being collected that end nothing — everything but a
    /// `,` or a closing bracket at the element's top level, a `/` that may start a comment, and an
    /// escaped byte — tracking strings, nesting and the position; returns where it stopped.
    /// The loop every byte of an array goes through, so its state is kept in locals.
    private mutating func skipElementBytes(_ chunk: ByteView, from start: Int) -> Int {
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

    /// Keeps bytes of the element being collected. Its size — from its first byte to its last that
    /// is not whitespace — may not exceed the limit (the stream then fails); whitespace after it is
    /// kept to one byte past the limit and only counted beyond, so that memory stays bounded
    /// whatever follows (nothing reads it: the value has ended, and an error at its first
    /// whitespace byte is kept).
    private mutating func keepElementBytes(_ bytes: ByteView, into pieces: inout [Piece]) {
        if let last = bytes.lastIndex(where: { !Self.isWhitespace($0) }) {
            guard pending.count + dropped + last + 1 <= limit else {
                let start = pendingStart
                pending = []
                collecting = false
                fail(.inputTooLarge(limit: limit), at: start, into: &pieces)
                return
            }
        }
        let room = max(0, limit + 1 - pending.count)
        if bytes.count <= room {
            pending.append(contentsOf: bytes)
        } else {
            pending.append(contentsOf: bytes[..<room])
            dropped += bytes.count - room
        }
    }

    /// Ends the element at `end` (the `,`, `]` or `}` after it) and hands it out with that byte.
    private mutating func endElement(
        chunk: ByteView, end: Int, segmentStart: Int, into pieces: inout [Piece]
    ) {
        if segmentStart < end {
            keepElementBytes(chunk.extracting(segmentStart..<end), into: &pieces)
        }
        guard collecting else { return }
        pending.append(chunk[end])
        pieces.append(Piece(bytes: pending, start: pendingStart, context: .arrayElement, end: nil, failure: nil))
        pending.removeAll(keepingCapacity: pending.capacity <= 1 << 20)
        collecting = false
    }

    /// Whether `byte` is part of a comment (or may start one), when comments are allowed. A `/`
    /// that starts no comment is the element's, whose reader reports it, inside an element; the
    /// end of the stream elsewhere, as the whole array's reader says.
    private mutating func skipComment(_ byte: UInt8, into pieces: inout [Piece]) -> Bool {
        guard allowsComments else { return false }
        switch comment {
        case .none:
            guard byte == UInt8(ascii: "/") else { return false }
            comment = .slash
            slash = position
            return true
        case .slash:
            switch byte {
            case UInt8(ascii: "/"):
                comment = .line
                return true
            case UInt8(ascii: "*"):
                comment = .block
                return true
            default:
                comment = .none
                if case .inElement = phase { return false }  // this byte is the element's
                failAtSlash(into: &pieces)
                return true
            }
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

    /// Ends the stream at a `/` that starts no comment.
    private mutating func failAtSlash(into pieces: inout [Piece]) {
        fail(.unexpectedCharacter(expected: "'//' or '/*' to start a comment", found: "'/'"), at: slash, into: &pieces)
    }

    /// Ends the stream with an error at `place`.
    private mutating func fail(_ reason: JSONReadingError.Reason, at place: Position, into pieces: inout [Piece]) {
        guard !hasFailed else { return }
        phase = .failed
        collecting = false
        pending = []
        pieces.append(
            Piece(
                bytes: [], start: place, context: .arrayElement, end: nil,
                failure: JSONReadingError(reason: reason, offset: place.offset, line: place.line, column: place.column))
        )
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
    private func skipByteOrderMark(_ chunk: ByteView) -> Int {
        chunk.count >= 3 && chunk[0] == 0xEF && chunk[1] == 0xBB && chunk[2] == 0xBF ? 3 : 0
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
