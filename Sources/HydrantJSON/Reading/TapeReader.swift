/// Decoding of tape entries: strings (with escapes), numbers, and building ``JSON`` trees.
@usableFromInline
package enum TapeReader {
    /// Decodes the string of a string entry. The scanner has validated UTF-8 and escapes.
    @inlinable
    package static func decodeString(_ entry: TapeEntry, in bytes: ByteView) -> String {
        let start = Int(entry.a)
        let raw = bytes.extracting(start..<start + Int(entry.b))
        let isASCII = !entry.has(TapeEntry.fNonASCII)
        if !entry.has(TapeEntry.fEscaped) {
            return raw.string(validatedUTF8: isASCII)
        }
        return decodeEscaped(raw, isASCII: isASCII)
    }

    /// Decodes a string that contains escapes. The decoded text is never longer than the raw text.
    ///
    /// The text between escapes is copied a run at a time: the next backslash is found eight bytes
    /// at a time. (twitter.json's escaped strings are long texts with a few `\n`s and HTML with
    /// `\"`s; copying them a byte at a time cost 5 % of decoding the document.)
    ///
    /// The text is decoded into scratch memory (on the stack when it is short) and copied into a
    /// `String` without being checked again (``ByteView/string(validatedUTF8:)``); decoding straight
    /// into the string's storage (`String(unsafeUninitializedCapacity:)`) had the standard library
    /// check it a byte at a time: about 1,200 instructions for each escaped string of
    /// twitter.json, 4.5 % of decoding the document.
    ///
    /// The scratch memory is on the stack only up to ``maximumStackScratchBytes``, so that decoding
    /// a string adds a bounded amount to the stack of the deepest mapping; longer texts are decoded
    /// into heap memory.
    @usableFromInline
    static func decodeEscaped(_ raw: ByteView, isASCII: Bool) -> String {
        withScratchBytes(capacity: raw.count, stackLimit: maximumStackScratchBytes) { scratch in
            let count = decodeEscapes(raw, into: scratch)
            return scratch.prefix(count).string(validatedUTF8: isASCII)
        }
    }

    /// The longest escaped text decoded in stack memory (see ``decodeEscaped(_:isASCII:)``).
    static let maximumStackScratchBytes = 1024

    /// Decodes `raw`'s escapes into `output` (at least as long); returns the decoded length.
    static func decodeEscapes(_ raw: ByteView, into output: ScratchBytes) -> Int {
        let count = raw.count
        var i = 0
        var o = 0
        while i < count {
            let end = nextBackslash(in: raw, from: i)
            if end > i {
                output.copy(raw.extracting(i..<end), to: o)
                o &+= end &- i
                i = end
                if i == count { break }
            }
            // An escape, which the scanner has validated.
            let escape = raw[i + 1]
            i += 2
            let simple: UInt8? =
                switch escape {
                case UInt8(ascii: "b"): 0x08
                case UInt8(ascii: "f"): 0x0C
                case UInt8(ascii: "n"): 0x0A
                case UInt8(ascii: "r"): 0x0D
                case UInt8(ascii: "t"): 0x09
                case UInt8(ascii: "u"): nil
                default: escape  // \" \\ \/
                }
            if let simple {
                output[o] = simple
                o += 1
                continue
            }
            var scalar = UInt32(hex4(raw, i))
            i += 4
            if UTF16.isLeadSurrogate(UInt16(scalar)) {
                let trail = UInt32(hex4(raw, i + 2))
                i += 6
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (trail - 0xDC00)
            }
            // Validated by the scanner: never a lone surrogate. Encoded as UTF-8 by hand.
            if scalar < 0x80 {
                output[o] = UInt8(scalar)
                o += 1
            } else if scalar < 0x800 {
                output[o] = UInt8(0xC0 | scalar >> 6)
                output[o + 1] = UInt8(0x80 | scalar & 0x3F)
                o += 2
            } else if scalar < 0x10000 {
                output[o] = UInt8(0xE0 | scalar >> 12)
                output[o + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                output[o + 2] = UInt8(0x80 | scalar & 0x3F)
                o += 3
            } else {
                output[o] = UInt8(0xF0 | scalar >> 18)
                output[o + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                output[o + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                output[o + 3] = UInt8(0x80 | scalar & 0x3F)
                o += 4
            }
        }
        return o
    }

    /// The offset of the first backslash of `raw` from `start` on, or `raw.count`.
    @inline(__always)
    static func nextBackslash(in raw: ByteView, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        var i = start
        while i &+ 8 <= raw.count {
            let word = raw.word64(at: i)
            let backslashes = word ^ (ones &* 0x5C)
            // The high bit of each byte that is a backslash (and possibly of later bytes, where a
            // borrow carries): the lowest is exact.
            let found = (backslashes &- ones) & ~backslashes & 0x8080_8080_8080_8080
            if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < raw.count, raw[i] != UInt8(ascii: "\\") { i &+= 1 }
        return i
    }

    @usableFromInline
    static func hex4(_ raw: ByteView, _ offset: Int) -> UInt16 {
        var value: UInt16 = 0
        for i in offset..<offset + 4 {
            value = value << 4 | UInt16(Scanner.hexValue(raw[i]) ?? 0)
        }
        return value
    }

    /// The number of a number entry.
    @inlinable
    package static func number(_ entry: TapeEntry, in bytes: ByteView) -> JSONNumber {
        let start = Int(entry.a)
        return JSONNumber(validatedLexeme: bytes.extracting(start..<start + Int(entry.b)))
    }

    /// The index of the entry after the value at `index` and all its descendants.
    @inlinable @inline(__always)
    package static func next(after index: Int, in tape: TapeView) -> Int {
        let entry = tape[index]
        return entry.kindBits >= TapeEntry.kArray ? Int(entry.b) : index + 1
    }

    /// Builds the ``JSON`` tree of the value at `index` (see ``TreeBuilder``).
    static func json(
        at index: Int, tape: TapeView, bytes: ByteView
    ) -> JSON {
        var builder = TreeBuilder(tape: tape, bytes: bytes)
        return builder.json(at: index)
    }
}
