/// Eight bytes of a number at a time: how many of them are ASCII digits, and what those digits
/// are worth. The scanner finds the end of a number's digit runs with it, and the `Double`
/// conversion reads the digits with it (canada.json's 111,000 numbers have 15–17 digits each).
///
/// A word holds the eight bytes from some offset, read little-endian, so the first byte is the
/// lowest.
@usableFromInline
enum DigitWord {
    /// How many of the word's first bytes are ASCII digits, from 0 to 8.
    @inlinable @inline(__always)
    static func leadingDigits(_ word: UInt64) -> Int {
        // A digit becomes 0…9; a byte is not a digit when it is then ≥ 10 (adding 0x76 to its
        // low seven bits sets the high bit, without a carry into the next byte) or when its own
        // high bit was set.
        let offsets = word ^ 0x3030_3030_3030_3030
        let lowSeven = offsets & 0x7F7F_7F7F_7F7F_7F7F
        let nonDigits = ((lowSeven &+ 0x7676_7676_7676_7676) | offsets) & 0x8080_8080_8080_8080
        return nonDigits.trailingZeroBitCount &>> 3
    }

    /// The value of the word's first `count` bytes, which are digits; `count` is 1 through 8.
    @inlinable @inline(__always)
    static func value(_ word: UInt64, count: Int) -> UInt64 {
        // Shifting the digits up drops the bytes after them and puts zeros (leading zero digits)
        // before them; then pairs, quads and the eight digits are combined by multiplication.
        var value = (word & 0x0F0F_0F0F_0F0F_0F0F) &<< UInt64(truncatingIfNeeded: (8 &- count) &* 8)
        value = (value &* 10) &+ (value &>> 8)
        let pairs: UInt64 = 0x0000_00FF_0000_00FF
        value = ((value & pairs) &* (100 &+ (1_000_000 &<< 32))) &+ (((value &>> 16) & pairs) &* (1 &+ (10_000 &<< 32)))
        return (value &>> 32) & 0xFFFF_FFFF
    }

    /// The end of the run of digits that starts at `start` (`start` itself when there is none).
    @inlinable @inline(__always)
    static func endOfDigits(in bytes: ByteView, from start: Int) -> Int {
        var index = start
        let count = bytes.count
        if index &+ 8 <= count {
            repeat {
                let run = leadingDigits(bytes.word64(at: index))
                index &+= run
                if run < 8 { return index }
            } while index &+ 8 <= count
        }
        while index < count, NumberLexeme.isDigit(bytes[index]) { index &+= 1 }
        return index
    }

    /// Appends the digits from `start` up to the first byte that is not a digit or `end` to
    /// `value` (which wraps past 2^64: the caller checks the count) and returns where they end.
    @inlinable @inline(__always)
    static func accumulate(
        _ value: inout UInt64, in bytes: ByteView, from start: Int, to end: Int
    ) -> Int {
        var index = start
        if index &+ 8 <= bytes.count {
            repeat {
                let word = bytes.word64(at: index)
                let run = min(leadingDigits(word), end &- index)
                if run == 8 {
                    value = value &* 100_000_000 &+ Self.value(word, count: 8)
                    index &+= 8
                    continue
                }
                if run > 0 {
                    value = value &* ExactDouble.powerOfTen(run) &+ Self.value(word, count: run)
                    index &+= run
                }
                return index
            } while index &+ 8 <= bytes.count
        }
        while index < end, NumberLexeme.isDigit(bytes[index]) {
            value = value &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
            index &+= 1
        }
        return index
    }
}
