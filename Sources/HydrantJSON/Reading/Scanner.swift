/// Reads UTF-8 bytes into a tape (see ``TapeEntry``): one pass, no recursion, no allocation per
/// value. Validates everything RFC 8259 requires, including UTF-8 and escapes, so that the tape's
/// strings can later be decoded without checks.
struct Scanner: ~Copyable {
    let bytes: ByteView
    let options: JSONReadingOptions
    var index: Int
    var tape: TapeBuffer
    /// Tape indices of the open containers.
    var stack: ContainerStack
    /// The members or elements of the innermost open container read so far. It is kept here, not
    /// in the container's tape entry, so that counting one is an increment rather than a load and
    /// a store through the stack and the tape; the entry holds the count while a container nested
    /// in it is open, and from when it closes.
    var memberCount: UInt32 = 0
    /// Whether the innermost open container is an object (kept here for the same reason).
    var inObject = false

    /// What the bytes are: a document, or one value of a stream.
    let context: ScanContext
    /// How many containers may be open at once (for an element of an array stream, one fewer than
    /// the options say: the stream's array is the first).
    let maxDepth: Int
    let maxStringBytes: Int
    let maxNumberLength: Int

    init(bytes: ByteView, options: JSONReadingOptions, context: ScanContext = .document) {
        self.bytes = bytes
        self.options = options
        self.context = context
        self.index = 0
        // One entry per 12 bytes covers typical documents (twitter.json has one per 23 bytes,
        // canada.json one per 13.5); denser input grows the block.
        self.tape = TapeBuffer(capacity: bytes.count / 12)
        self.stack = ContainerStack()
        self.maxDepth = context == .arrayElement ? options.effectiveMaxDepth - 1 : options.effectiveMaxDepth
        self.maxStringBytes = options.effectiveMaxStringBytes
        self.maxNumberLength = options.effectiveMaxNumberLength
    }

    /// Scans the whole input and returns the tape.
    static func scan(
        _ bytes: ByteView, options: JSONReadingOptions, context: ScanContext = .document
    ) throws(JSONReadingError) -> TapeBuffer {
        var scanner = Scanner(bytes: bytes, options: options, context: context)
        try scanner.run()
        return scanner.tape
    }

    // MARK: Errors

    func error(_ reason: JSONReadingError.Reason, at offset: Int) -> JSONReadingError {
        JSONReadingError(reason, at: offset, in: bytes)
    }

    /// An "expected …, found …" error at the current index (or end of input).
    func unexpected(expected: String) -> JSONReadingError {
        guard index < bytes.count else {
            return error(.unexpectedEndOfInput(expected: expected), at: index)
        }
        let byte = bytes[index]
        if byte >= 0x80, !isValidUTF8Sequence(at: index) {
            return error(.invalidUTF8, at: index)
        }
        return error(.unexpectedCharacter(expected: expected, found: Self.describe(byte)), at: index)
    }

    /// Describes a byte without revealing letters or digits of the input.
    static func describe(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): "a letter"
        case UInt8(ascii: "0")...UInt8(ascii: "9"): "a digit"
        case UInt8(ascii: "'"): "a single quote (JSON strings use double quotes)"
        case UInt8(ascii: "\""): "'\"'"
        case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        case 0x7F, 0x00..<0x20: "a control character"
        default: "a non-ASCII character"
        }
    }

    // MARK: Structure

    mutating func run() throws(JSONReadingError) {
        let count = bytes.count
        // The splitter of an array stream bounds its elements (by their bytes before the delimiter).
        guard count <= options.effectiveMaxInputBytes || context == .arrayElement else {
            throw error(.inputTooLarge(limit: options.effectiveMaxInputBytes), at: options.effectiveMaxInputBytes)
        }
        // One leading UTF-8 byte order mark is allowed (RFC 8259 §8.1), at the start of the input
        // only: not at the start of a stream's line or element.
        if context == .document, count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        try skipWhitespace()
        guard index < count else { throw error(.emptyInput, at: index) }

        // The loop alternates between reading a value (after its key, in an object) and deciding
        // what follows it. Keys are read at the top of the loop, from one call site: with two
        // (after `{` and after `,`), scanning took 0.7–1 % more instructions.
        var keyNext = false
        readValue: while true {
            if keyNext {
                keyNext = false
                try scanKeyAndColon()
            }
            try skipWhitespace()
            guard index < count else { throw unexpected(expected: "a value") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                try scanString()
            case UInt8(ascii: "{"):
                try open(TapeEntry.kObject)
                try skipWhitespace()
                if index < count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    close()
                } else {
                    keyNext = true
                    continue readValue
                }
            case UInt8(ascii: "["):
                try open(TapeEntry.kArray)
                try skipWhitespace()
                if index < count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    close()
                } else {
                    continue readValue
                }
            case UInt8(ascii: "t"):
                try scanLiteral("true", tag: TapeEntry.kTrue)
            case UInt8(ascii: "f"):
                try scanLiteral("false", tag: TapeEntry.kFalse)
            case UInt8(ascii: "n"):
                try scanLiteral("null", tag: TapeEntry.kNull)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try scanNumber()
            default:
                throw unexpected(expected: "a value")
            }

            // After a value: close containers or move to the next element or member.
            while true {
                // Whether one is open, not which: that is looked up only to close it.
                guard stack.count > 0 else {
                    try skipWhitespace()
                    if context == .arrayElement { return try endArrayElement() }
                    guard index == count else { throw error(.trailingContent, at: index) }
                    return
                }
                try skipWhitespace()
                let isObject = inObject
                guard index < count else {
                    throw unexpected(expected: isObject ? "',' or '}'" : "',' or ']'")
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    if options.allowsTrailingCommas {
                        try skipWhitespace()
                        if index < count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                            index += 1
                            try close(isObject: isObject)
                            continue
                        }
                    }
                    if isObject {
                        try skipWhitespace()
                        keyNext = true
                    } else {
                        memberCount &+= 1
                    }
                    continue readValue
                } else if isObject, byte == UInt8(ascii: "}") {
                    index += 1
                    try close(isObject: true)
                } else if !isObject, byte == UInt8(ascii: "]") {
                    index += 1
                    try close(isObject: false)
                } else {
                    throw unexpected(
                        expected: isObject ? "',' or '}' after an object member" : "',' or ']' after an array element")
                }
            }
        }
    }

    /// The end of an element of an array stream, whose bytes are followed by the `,` or `]` that
    /// ends it (or by nothing, at the end of the stream): the whole array's reader would expect
    /// that delimiter here, and says what it found instead.
    mutating func endArrayElement() throws(JSONReadingError) {
        guard index < bytes.count else { throw unexpected(expected: "',' or ']'") }
        let byte = bytes[index]
        guard index == bytes.count - 1, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") else {
            throw unexpected(expected: "',' or ']' after an array element")
        }
    }

    /// Opens an array or object; its count starts at 1 for an array (the first element is about to
    /// be read, or the count is reset by `close` for an empty one) and at 0 for an object. The
    /// enclosing container's count is kept in its tape entry meanwhile.
    @inline(__always)
    mutating func open(_ kind: UInt32) throws(JSONReadingError) {
        guard stack.count < maxDepth else {
            throw error(.depthLimitExceeded(limit: options.effectiveMaxDepth), at: index)
        }
        if let enclosing = stack.last { tape[enclosing].a = memberCount }
        stack.push(tape.count)
        tape.append(TapeEntry(tag: kind, a: 0, b: 0))
        memberCount = kind == TapeEntry.kArray ? 1 : 0
        inObject = kind == TapeEntry.kObject
        index += 1
    }

    /// Closes the innermost container: records its count (resolving duplicate keys first, for an
    /// object) and where it ends.
    @inline(__always)
    mutating func close(isObject: Bool) throws(JSONReadingError) {
        guard let top = stack.last else { return }
        tape[top].a = memberCount
        if isObject { try finishObject(top) }
        close()
    }

    /// Closes the innermost container, recording where it ends (and that it is empty, when
    /// nothing was read into it), and goes back to counting the enclosing one.
    @inline(__always)
    mutating func close() {
        guard let top = stack.pop() else { return }
        if top == tape.count - 1 {
            tape[top].a = 0  // empty
        }
        tape[top].b = UInt32(truncatingIfNeeded: tape.count)
        if let enclosing = stack.last {
            memberCount = tape[enclosing].a
            inObject = tape[enclosing].kindBits == TapeEntry.kObject
        }
    }

    /// Reads an object key and the colon after it, counting the member.
    ///
    /// Most keys are plain ASCII followed directly by their colon: those are read here, in the
    /// value loop, a word at a time. Any other key (an escape, a non-ASCII or control byte,
    /// whitespace before the colon, an error, the last bytes of the input) is read again from its
    /// quote by ``scanKeyAndColonInFull()``, out of line.
    @inline(__always)
    mutating func scanKeyAndColon() throws(JSONReadingError) {
        let quote = index
        let count = bytes.count
        if quote < count, bytes[quote] == UInt8(ascii: "\"") {
            var i = quote &+ 1
            while i &+ 8 <= count {
                let word = bytes.word64(at: i)
                let attention = Self.attentionMask(word)
                guard attention != 0 else {
                    i &+= 8
                    continue
                }
                i &+= attention.trailingZeroBitCount &>> 3
                let length = i &- quote &- 1
                if bytes[i] == UInt8(ascii: "\""), i &+ 1 < count, bytes[i &+ 1] == UInt8(ascii: ":"),
                    length <= maxStringBytes
                {
                    tape.append(
                        TapeEntry(
                            tag: TapeEntry.kString, a: UInt32(truncatingIfNeeded: quote &+ 1),
                            b: UInt32(truncatingIfNeeded: length)))
                    index = i &+ 2
                    memberCount &+= 1
                    return
                }
                break
            }
        }
        try scanKeyAndColonInFull()
    }

    /// Reads an object key and the colon after it, counting the member: every case, and every
    /// error.
    @inline(never)
    mutating func scanKeyAndColonInFull() throws(JSONReadingError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw unexpected(expected: "a string key")
        }
        try scanString()
        try skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw unexpected(expected: "':' after an object key")
        }
        index += 1
        memberCount &+= 1
    }

    // MARK: Whitespace and comments

    /// Skips whitespace (and comments, when the options allow them).
    ///
    /// Every byte above the space is tested once against the comment's slash, so that a value or
    /// punctuation that follows directly costs two comparisons rather than a jump through a
    /// table.
    @inline(__always)
    mutating func skipWhitespace() throws(JSONReadingError) {
        // Bit n is set for the whitespace byte n: one test instead of a jump through a table.
        let whitespace: UInt64 = 1 << 0x20 | 1 << 0x0A | 1 << 0x0D | 1 << 0x09
        while index < bytes.count {
            let byte = bytes[index]
            if byte > 0x20 {
                guard byte == UInt8(ascii: "/"), options.allowsComments else { return }
                try skipComment()
                continue
            }
            guard whitespace &>> byte & 1 != 0 else { return }
            index += 1
            if byte == 0x0A { skipIndentation() }
        }
    }

    /// Skips the spaces after a line break eight at a time: pretty-printed documents are a
    /// quarter indentation (twitter.json: 168,000 of its 632,000 bytes).
    @inline(__always)
    mutating func skipIndentation() {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while index &+ 8 <= bytes.count {
            let word = bytes.word64(at: index)
            let different = word ^ spaces
            guard different == 0 else {
                index &+= different.trailingZeroBitCount &>> 3
                return
            }
            index &+= 8
        }
    }

    mutating func skipComment() throws(JSONReadingError) {
        let start = index
        guard index + 1 < bytes.count else {
            throw error(.unexpectedCharacter(expected: "'//' or '/*' to start a comment", found: "'/'"), at: start)
        }
        switch bytes[index + 1] {
        case UInt8(ascii: "/"):
            index += 2
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        case UInt8(ascii: "*"):
            index += 2
            while true {
                guard index + 1 < bytes.count else {
                    index = bytes.count
                    throw unexpected(expected: "'*/' to end the comment")
                }
                if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                    index += 2
                    return
                }
                index += 1
            }
        default:
            throw error(.unexpectedCharacter(expected: "'//' or '/*' to start a comment", found: "'/'"), at: start)
        }
    }

    // MARK: Literals

    @inline(__always)
    mutating func scanLiteral(_ literal: StaticString, tag: UInt32) throws(JSONReadingError) {
        let length = literal.utf8CodeUnitCount
        let start = index
        for offset in 0..<length {
            guard index < bytes.count else {
                throw error(.unexpectedEndOfInput(expected: "'\(literal)'"), at: index)
            }
            guard bytes[index] == literal.withByteView({ $0[offset] }) else {
                throw error(
                    .unexpectedCharacter(expected: "'\(literal)'", found: Self.describe(bytes[index])), at: index)
            }
            index += 1
        }
        tape.append(TapeEntry(tag: tag, a: UInt32(truncatingIfNeeded: start), b: 0))
    }

    // MARK: Numbers

    /// Scans a number starting at `index`: its digit runs eight bytes at a time, and, when it is
    /// not valid, again one byte at a time to say where and why.
    @inline(__always)
    mutating func scanNumber() throws(JSONReadingError) {
        let start = index
        let end: Int
        var tag = TapeEntry.kNumber
        if let (validEnd, isInteger) = NumberLexeme.scanValid(bytes, from: start) {
            end = validEnd
            if isInteger { tag |= TapeEntry.fInteger }
        } else {
            end = try endOfNumberFailingFast(from: start)
        }
        guard end &- start <= maxNumberLength else {
            throw error(.numberTooLong(limit: maxNumberLength), at: start)
        }
        index = end
        tape.append(
            TapeEntry(tag: tag, a: UInt32(truncatingIfNeeded: start), b: UInt32(truncatingIfNeeded: end &- start)))
    }

    /// Throws the error of the number at `start`, which the eight-byte scan found invalid, found
    /// byte by byte. The two scans agree on every input (tested); should they ever not, the
    /// number's end is returned and the scan goes on.
    mutating func endOfNumberFailingFast(from start: Int) throws(JSONReadingError) -> Int {
        switch NumberLexeme.scanDetailed(bytes, from: start) {
        case .success(let end):
            return end
        case .failure(let failure):
            if failure.offset - start > maxNumberLength {
                throw error(.numberTooLong(limit: maxNumberLength), at: start)
            }
            let rule =
                switch failure.reason {
                case .missingIntegerDigits: "expected a digit after '-'"
                case .leadingZero: "leading zeros are not allowed"
                case .missingFractionDigits: "expected a digit after the decimal point"
                case .missingExponentDigits: "expected a digit in the exponent"
                }
            throw error(.invalidNumber(rule: rule), at: failure.offset)
        }
    }

    // MARK: Strings

    /// Scans a string whose opening quote is at `index`.
    ///
    /// The position is kept in a local until the string ends, so that the loops below run in
    /// registers rather than through `self`.
    @inline(__always)
    mutating func scanString() throws(JSONReadingError) {
        let quote = index
        let start = quote &+ 1
        var i = start
        // `TapeEntry.fEscaped` and `fNonASCII`, as they are found.
        var flags: UInt32 = 0
        let count = bytes.count
        while true {
            // Skip eight plain bytes at a time (no quote, backslash, control or non-ASCII byte),
            // then go straight to the first byte that needs attention.
            while i &+ 8 <= count {
                let word = bytes.word64(at: i)
                let attention = Self.attentionMask(word)
                if attention != 0 {
                    i &+= attention.trailingZeroBitCount &>> 3
                    break
                }
                i &+= 8
            }
            guard i < count else {
                index = i
                throw error(.unexpectedEndOfInput(expected: "'\"' to end the string"), at: i)
            }
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                break
            } else if byte == UInt8(ascii: "\\") {
                index = i
                flags |= try scanEscape() ? TapeEntry.fEscaped | TapeEntry.fNonASCII : TapeEntry.fEscaped
                i = index
            } else if byte < 0x20 {
                index = i
                throw error(.controlCharacterInString, at: i)
            } else if byte >= 0x80 {
                // A run of non-ASCII characters (CJK text) is validated without going back to
                // the eight-byte loop after each one.
                flags |= TapeEntry.fNonASCII
                guard let end = endOfNonASCIIRun(from: i) else {
                    index = i
                    throw error(.invalidUTF8, at: firstInvalidUTF8(from: i))
                }
                i = end
            } else {
                i &+= 1
            }
        }
        let length = i &- start
        index = i &+ 1
        guard length <= maxStringBytes else {
            throw error(.stringTooLong(limit: maxStringBytes), at: quote)
        }
        tape.append(
            TapeEntry(
                tag: TapeEntry.kString | flags,
                a: UInt32(truncatingIfNeeded: start), b: UInt32(truncatingIfNeeded: length)))
    }

    /// The end of the run of valid non-ASCII UTF-8 sequences that starts at `start` (a byte of
    /// 0x80 or more): the offset of the first ASCII byte after it, or of the end of the input; `nil`
    /// when a sequence in the run is not valid.
    ///
    /// Three-byte sequences (U+0800–U+FFFF, which holds CJK text) are checked with one load and a
    /// few masks, two at a time when two follow each other: the continuation bytes' top bits, then
    /// the scalar's top bits, which rule out the overlong forms (below U+0800) and the surrogates
    /// (U+D800–U+DFFF) that table 3-7 forbids (``isValidThreeByteSequence(_:)``). Other lengths go
    /// through ``utf8SequenceLength(at:)``.
    @inline(__always)
    func endOfNonASCIIRun(from start: Int) -> Int? {
        let count = bytes.count
        var i = start
        repeat {
            if i &+ 8 <= count {
                // Two three-byte sequences in a row (most CJK text) with one load.
                let word = bytes.word64(at: i)
                if word & 0xC0C0_F0C0_C0F0 == 0x8080_E080_80E0 {
                    guard Self.isValidThreeByteSequence(UInt32(truncatingIfNeeded: word)),
                        Self.isValidThreeByteSequence(UInt32(truncatingIfNeeded: word &>> 24))
                    else { return nil }
                    i &+= 6
                    continue
                }
            }
            if i &+ 4 <= count {
                let word = bytes.word32(at: i)
                if word & 0x00C0_C0F0 == 0x0080_80E0 {
                    guard Self.isValidThreeByteSequence(word) else { return nil }
                    i &+= 3
                    continue
                }
            }
            guard let length = utf8SequenceLength(at: i) else { return nil }
            i &+= length
        } while i < count && bytes[i] >= 0x80
        return i
    }

    /// Whether the three-byte sequence in the low three bytes of `word` (read little-endian), whose
    /// lead and continuation bytes have the right top bits, encodes a scalar that table 3-7 allows:
    /// not below U+0800 (an overlong form) and not a surrogate (U+D800–U+DFFF). Both depend only
    /// on the scalar's top five bits: the lead byte's four and the first continuation byte's
    /// third-highest bit.
    @inline(__always)
    static func isValidThreeByteSequence(_ word: UInt32) -> Bool {
        let top = (word & 0x0F) &<< 1 | (word &>> 13) & 1
        return top != 0 && top != 0x1B
    }

    /// The offset of the first byte from `start` on that does not begin a valid UTF-8 sequence
    /// (or ASCII byte): where ``endOfNonASCIIRun(from:)`` failed.
    func firstInvalidUTF8(from start: Int) -> Int {
        var i = start
        while i < bytes.count, bytes[i] >= 0x80, let length = utf8SequenceLength(at: i) {
            i += length
        }
        return i
    }

    /// The high bit of each byte of `word` (read little-endian) that is a quote, a backslash, a
    /// control character or non-ASCII, and possibly of bytes after the first such byte (a borrow
    /// can carry into them); the lowest set bit is always exact.
    @inline(__always)
    static func attentionMask(_ word: UInt64) -> UInt64 {
        (quotesBackslashesAndControls(word) | word) & 0x8080_8080_8080_8080
    }

    /// Whether any byte of `word` is a quote, a backslash, a control character or non-ASCII.
    @inline(__always)
    static func needsAttention(_ word: UInt64) -> Bool {
        attentionMask(word) != 0
    }

    /// A word whose bytes have their high bit set where the byte of `word` is a quote, a
    /// backslash or a control character (and possibly where it is not ASCII).
    @inline(__always)
    static func quotesBackslashesAndControls(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = (word &- ones &* 0x20) & ~word
        return hasQuote | hasBackslash | hasControl
    }

    /// Validates the escape at `index` (a backslash) and moves past it; returns whether it stands
    /// for a character above U+007F.
    mutating func scanEscape() throws(JSONReadingError) -> Bool {
        let start = index
        guard index + 1 < bytes.count else {
            index = bytes.count
            throw unexpected(expected: "an escape sequence")
        }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 2
            return false
        case UInt8(ascii: "u"):
            let unit = try hexQuad(at: index + 2, escapeStart: start)
            index += 6
            if UTF16.isLeadSurrogate(unit) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error(.loneSurrogate, at: start)
                }
                let trail = try hexQuad(at: index + 2, escapeStart: index)
                guard UTF16.isTrailSurrogate(trail) else { throw error(.loneSurrogate, at: start) }
                index += 6
            } else if UTF16.isTrailSurrogate(unit) {
                throw error(.loneSurrogate, at: start)
            }
            return unit >= 0x80
        default:
            throw error(.invalidEscape, at: start)
        }
    }

    /// The four hex digits at `offset`.
    func hexQuad(at offset: Int, escapeStart: Int) throws(JSONReadingError) -> UInt16 {
        guard offset + 4 <= bytes.count else {
            throw error(.unexpectedEndOfInput(expected: "four hex digits after \\u"), at: bytes.count)
        }
        var value: UInt16 = 0
        for i in offset..<offset + 4 {
            guard let digit = Self.hexValue(bytes[i]) else { throw error(.invalidEscape, at: escapeStart) }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    func isValidUTF8Sequence(at offset: Int) -> Bool {
        utf8SequenceLength(at: offset) != nil
    }

    /// The length of the valid UTF-8 sequence starting with a non-ASCII byte at `offset`, or `nil`
    /// (Unicode 15, table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
    @inline(__always)
    func utf8SequenceLength(at offset: Int) -> Int? {
        let count = bytes.count
        let lead = bytes[offset]
        @inline(__always) func continuation(_ i: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            offset + i < count && bytes[offset + i] >= low && bytes[offset + i] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    // MARK: Duplicate keys

    /// Applies the duplicate-key policy to the object whose entry is at `top`.
    mutating func finishObject(_ top: Int) throws(JSONReadingError) {
        guard options.duplicateKeys != .preserve, tape[top].a > 1 else { return }
        if options.duplicateKeys == .reject {
            guard let repeated = firstRepeatedKey(inObjectAt: top) else { return }
            throw error(.duplicateKey, at: firstRepeatedKeyOffset(foundAt: repeated))
        }
        // Decoded key → its member that stays visible; keys compare by Unicode scalars, not
        // canonical equivalence.
        var visibleKeyOfKey: [KeyBytes: Int] = [:]
        var shadowed = 0
        for keyIndex in memberKeys(ofObjectAt: top) {
            let scalarKey = KeyBytes(TapeReader.decodeString(tape[keyIndex], in: bytes))
            if let visible = visibleKeyOfKey[scalarKey] {
                if options.duplicateKeys == .useFirst {
                    tape[keyIndex].tag |= TapeEntry.fShadowed
                } else {
                    tape[visible].tag |= TapeEntry.fShadowed
                    visibleKeyOfKey[scalarKey] = keyIndex
                }
                shadowed += 1
            } else {
                visibleKeyOfKey[scalarKey] = keyIndex
            }
        }
        tape[top].a -= UInt32(shadowed)
    }

    /// The tape indices of the keys of the object at `top` read so far, in order: every key of a
    /// closed object; of an open one, the keys up to the member whose value is still open.
    func memberKeys(ofObjectAt top: Int) -> [Int] {
        var keys: [Int] = []
        keys.reserveCapacity(Int(tape[top].a))
        var i = top + 1
        while i < tape.count {
            keys.append(i)
            let value = i + 1
            guard value < tape.count else { break }
            let entry = tape[value]
            guard entry.kindBits >= TapeEntry.kArray else {
                i = value + 1
                continue
            }
            guard entry.b != 0 else { break }  // an open container: the rest is not read yet
            i = Int(entry.b)
        }
        return keys
    }

    /// The tape index of the first key of the object at `top` that repeats an earlier key of the
    /// same object, in document order.
    func firstRepeatedKey(inObjectAt top: Int) -> Int? {
        var seen = Set<KeyBytes>()
        for keyIndex in memberKeys(ofObjectAt: top)
        where !seen.insert(KeyBytes(TapeReader.decodeString(tape[keyIndex], in: bytes))).inserted {
            return keyIndex
        }
        return nil
    }

    /// The offset of the first repeated key of the document: `repeated`, found when its object
    /// closed, or one that precedes it in an enclosing object that is still open (objects close
    /// innermost first, so the first object found with a repeated key may not hold the first one).
    /// Objects that closed before have no repeated key, and those not read yet come later.
    func firstRepeatedKeyOffset(foundAt repeated: Int) -> Int {
        var earliest = Int(tape[repeated].a) - 1
        stack.forEachEnclosing { ancestor in
            guard tape[ancestor].kindBits == TapeEntry.kObject, let keyIndex = firstRepeatedKey(inObjectAt: ancestor)
            else { return }
            earliest = min(earliest, Int(tape[keyIndex].a) - 1)
        }
        return earliest
    }
}

/// What a scanner reads: a whole document, or one value of a ``JSONStream``, read as the whole
/// stream's reader would read it there.
enum ScanContext {
    /// A document: one value, optionally after a byte order mark.
    case document
    /// A line of JSON Lines: a document that may not start with a byte order mark (only the
    /// stream may).
    case line
    /// An element of an array stream, followed by the `,` or `]` after it (or by nothing, at the
    /// end of the stream): no byte order mark, one level of nesting fewer (the array is the
    /// first), and the delimiter expected where the value ends. Its size is bounded by the
    /// splitter, not by the scanner.
    case arrayElement
}
