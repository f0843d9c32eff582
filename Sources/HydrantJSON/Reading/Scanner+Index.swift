/// Scanning by the structural index: the scanner goes from one indexed byte to the next (see
/// ``StructuralIndex``) instead of reading every byte, and reads byte by byte only the numbers,
/// literals, and strings with an escape. The index checks the input's UTF-8 and that no string
/// holds a control character.
///
/// It writes the tape the byte-by-byte scan (``run()``) writes, entry for entry. Where the bytes
/// do not follow the grammar, or a limit is reached, it gives up, and ``scan(_:options:context:)``
/// reads the document again byte by byte, which finds the first error and reports it: every error
/// comes from one place.
extension Scanner {
    /// Whether the index can read `bytes` as the byte-by-byte scan would: a whole document of at
    /// most ``StructuralIndex/maxInputBytes`` without the options' extensions to the grammar
    /// (comments and trailing commas).
    static func canScanIndexed(_ bytes: ByteView, options: JSONReadingOptions, context: ScanContext) -> Bool {
        context == .document && !options.allowsComments && !options.allowsTrailingCommas
            && bytes.count <= min(options.effectiveMaxInputBytes, StructuralIndex.maxInputBytes)
    }

    /// Reads the document by its structural index; `false` when it gives up (the tape is then
    /// incomplete), and an error only from a limit the byte-by-byte scan reports as well.
    mutating func scanIndexed() throws(JSONReadingError) -> Bool {
        let count = bytes.count
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        var structure = StructuralIndex(bytes, from: index)
        var cursor = structure.start
        guard var entry = structure.nextEntry(&cursor) else { return false }
        var keyNext = false
        readValue: while true {
            if keyNext {
                keyNext = false
                let quote = StructuralIndex.offset(entry)
                guard bytes[quote] == UInt8(ascii: "\""), let closing = structure.nextEntry(&cursor),
                    try readString(from: quote, closing: closing),
                    let colon = structure.nextEntry(&cursor), bytes[StructuralIndex.offset(colon)] == UInt8(ascii: ":"),
                    let value = structure.nextEntry(&cursor)
                else { return false }
                memberCount &+= 1
                entry = value
            }
            let start = StructuralIndex.offset(entry)
            switch bytes[start] {
            case UInt8(ascii: "\""):
                guard let closing = structure.nextEntry(&cursor), try readString(from: start, closing: closing) else {
                    return false
                }
            case UInt8(ascii: "{"):
                index = start
                try open(TapeEntry.kObject)
                guard let next = structure.nextEntry(&cursor) else { return false }
                if bytes[StructuralIndex.offset(next)] == UInt8(ascii: "}") {
                    close()
                } else {
                    entry = next
                    keyNext = true
                    continue readValue
                }
            case UInt8(ascii: "["):
                index = start
                try open(TapeEntry.kArray)
                guard let next = structure.nextEntry(&cursor) else { return false }
                if bytes[StructuralIndex.offset(next)] == UInt8(ascii: "]") {
                    close()
                } else {
                    entry = next
                    continue readValue
                }
            case UInt8(ascii: "t"):
                index = start
                try scanLiteral("true", tag: TapeEntry.kTrue)
                guard endsRun(at: index) else { return false }
            case UInt8(ascii: "f"):
                index = start
                try scanLiteral("false", tag: TapeEntry.kFalse)
                guard endsRun(at: index) else { return false }
            case UInt8(ascii: "n"):
                index = start
                try scanLiteral("null", tag: TapeEntry.kNull)
                guard endsRun(at: index) else { return false }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                index = start
                try scanNumber()
                guard endsRun(at: index) else { return false }
            default:
                return false
            }

            // After a value: close containers or move to the next element or member.
            while true {
                guard stack.count > 0 else {
                    // Nothing but whitespace may follow, and the whole input must be valid UTF-8
                    // without control characters in strings.
                    return structure.nextEntry(&cursor) == nil && !structure.foundInvalidBytes
                }
                guard let next = structure.nextEntry(&cursor) else { return false }
                let byte = bytes[StructuralIndex.offset(next)]
                if byte == UInt8(ascii: ",") {
                    guard let value = structure.nextEntry(&cursor) else { return false }
                    entry = value
                    if inObject {
                        keyNext = true
                    } else {
                        memberCount &+= 1
                    }
                    continue readValue
                } else if inObject, byte == UInt8(ascii: "}") {
                    try close(isObject: true)
                } else if !inObject, byte == UInt8(ascii: "]") {
                    try close(isObject: false)
                } else {
                    return false
                }
            }
        }
    }

    /// Appends the string whose quotes are at `quote` and at the offset of the entry `closing`.
    /// Only a string with an escape is read byte by byte (its escapes checked); its end must be
    /// where the index says. `false` when the string is too long or does not end there.
    @inline(__always)
    mutating func readString(from quote: Int, closing: UInt32) throws(JSONReadingError) -> Bool {
        let end = StructuralIndex.offset(closing)
        if StructuralIndex.isEscaped(closing) {
            index = quote
            try scanString()
            return index == end &+ 1
        }
        let length = end &- quote &- 1
        guard length <= maxStringBytes else { return false }
        tape.append(
            TapeEntry(
                tag: StructuralIndex.isNonASCII(closing) ? TapeEntry.kString | TapeEntry.fNonASCII : TapeEntry.kString,
                a: UInt32(truncatingIfNeeded: quote &+ 1), b: UInt32(truncatingIfNeeded: length)))
        return true
    }

    /// Whether a number or literal that ends at `end` ends its run of bytes, as the index saw it:
    /// at the end of the input, whitespace or punctuation (anything else, say `1x` or `truex`, is
    /// invalid, and left to the byte-by-byte scan to report).
    @inline(__always)
    func endsRun(at end: Int) -> Bool {
        guard end < bytes.count else { return true }
        // Bits for ' ', '\t', '\n', '\r', ',' and ':' (all below 64), then the brackets and braces.
        let low: UInt64 = 1 << 0x20 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x2C | 1 << 0x3A
        let byte = bytes[end]
        if byte < 64 { return low &>> byte & 1 != 0 }
        return byte | 0x20 == UInt8(ascii: "}") || byte | 0x20 == UInt8(ascii: "{")
    }
}
