/// The shortest decimal spelling of a finite `Double` that reads back as the same value (the one
/// nearest to it when there are several, the even one of two as near), written straight into an
/// output in the form Swift's `description` has, byte for byte: `0.1`, `100.0`, `-0.0`, `1e-05`,
/// `1.7976931348623157e+308`.
///
/// Giulietti's Schubfach algorithm ("The Schubfach way to render doubles", 2020; also behind Java's
/// `Double.toString` since JDK 19): the value's rounding interval is scaled by a 126-bit
/// approximation of a power of ten (``table``, generated with exact integers by
/// `scripts/generate_shortest_double_table.py`) so that at most two candidates need checking.
/// Spelling and writing a number this way takes about half the instructions of the standard
/// library's path (which spells into a text stream, whose bytes then had to be checked as a JSON
/// number: about 830 instructions a number of canada.json, 455 now); `ShortestDoubleTests`
/// compares every spelling with `description` on every exponent and 800,000 random values.
enum ShortestDouble {
    /// The decimal digits and exponent of `value`'s shortest spelling: `digits` × 10^`exponent`,
    /// `digits` without trailing zeros. `value` must be finite and not zero.
    @usableFromInline
    static func decimal(of value: Double) -> (digits: UInt64, exponent: Int) {
        assert(value.isFinite && value != 0, "ShortestDouble.decimal(of:) of \(value)")
        let bits = value.bitPattern
        let fraction = bits & (1 << 52 - 1)
        let biasedExponent = Int(truncatingIfNeeded: bits >> 52) & 0x7FF
        var (digits, exponent): (UInt64, Int)
        if biasedExponent != 0 {
            let significand = 1 << 52 | fraction
            // An integer below 2^53 is its own shortest spelling.
            let shift = 1075 &- biasedExponent
            if shift > 0, shift < 53, (significand >> UInt64(shift)) << UInt64(shift) == significand {
                (digits, exponent) = (significand >> UInt64(shift), 0)
            } else {
                (digits, exponent) = decimal(significand: significand, binaryExponent: -shift)
            }
        } else {
            (digits, exponent) = decimal(significand: fraction, binaryExponent: -1074)
        }
        while digits % 10 == 0 {
            digits /= 10
            exponent &+= 1
        }
        return (digits, exponent)
    }

    /// The shortest decimal in the rounding interval of `significand` × 2^`binaryExponent`.
    static func decimal(significand c: UInt64, binaryExponent q: Int) -> (UInt64, Int) {
        let odd: UInt64 = c & 1
        let scaled = c << 2
        let upper = scaled &+ 2
        let lower: UInt64
        let k: Int
        if c != 1 << 52 || q == -1074 {
            lower = scaled &- 2
            k = floorLog10(powerOfTwo: q)
        } else {
            // The interval below a power of two is half as wide.
            lower = scaled &- 1
            k = floorLog10(threeQuartersOfPowerOfTwo: q)
        }
        let h = q &+ floorLog2(powerOfTen: -k) &+ 2
        let index = (k &- minimumExponent) &* 2
        let g1 = table[index]
        let g0 = table[index &+ 1]
        let vb = roundToOdd(g1, g0, scaled << UInt64(h))
        let vbl = roundToOdd(g1, g0, lower << UInt64(h))
        let vbr = roundToOdd(g1, g0, upper << UInt64(h))
        let s = vb >> 2
        // (Java's `Double.toString`, whose spelling has at least two digits, tries this from 100
        // and scales the three smallest subnormals by ten first; a shortest spelling can have one
        // digit: `5e-324`, `8e-323`.)
        if s >= 10 {
            // One digit fewer, if a multiple of ten is in the interval.
            let sp10 = 10 &* s.multipliedFullWidth(by: 1_844_674_407_370_955_168).high
            let tp10 = sp10 &+ 10
            let lowerIn = vbl &+ odd <= sp10 << 2
            let upperIn = tp10 << 2 &+ odd <= vbr
            if lowerIn != upperIn { return (lowerIn ? sp10 : tp10, k) }
        }
        let t = s &+ 1
        let lowerIn = vbl &+ odd <= s << 2
        let upperIn = t << 2 &+ odd <= vbr
        if lowerIn != upperIn { return (lowerIn ? s : t, k) }
        // Both in the interval: the nearer, or the even one of two as near.
        let nearer = Int64(bitPattern: vb &- (s &+ t) << 1)
        return (nearer < 0 || nearer == 0 && s & 1 == 0 ? s : t, k)
    }

    /// The spelling of a finite `value`, as a writer writes it.
    static func text(of value: Double) -> String {
        var bytes = OutputBytes(capacity: 32)
        bytes.appendShortest(value)
        return bytes.withOverflow { $0.decodedString }
    }

    /// The high 64 bits of `(g1 × 2^63 + g0) × cp`, shifted, with the bits below rounded to odd.
    @inline(__always)
    static func roundToOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
        let x1 = g0.multipliedFullWidth(by: cp).high
        let (y1, y0) = g1.multipliedFullWidth(by: cp)
        let z = (y0 >> 1) &+ x1
        let vbp = y1 &+ (z >> 63)
        let low = z & (1 << 63 - 1)
        return vbp | (low &+ (1 << 63 - 1)) >> 63
    }

    /// floor(q log10 2).
    @inline(__always)
    static func floorLog10(powerOfTwo q: Int) -> Int {
        (q &* 661_971_961_083) >> 41
    }

    /// floor(log10(3/4 × 2^q)).
    @inline(__always)
    static func floorLog10(threeQuartersOfPowerOfTwo q: Int) -> Int {
        (q &* 661_971_961_083 &- 274_743_187_321) >> 41
    }

    /// floor(e log2 10).
    @inline(__always)
    static func floorLog2(powerOfTen e: Int) -> Int {
        (e &* 913_124_641_741) >> 38
    }
}

extension OutputBytes {
    /// Appends the shortest spelling of a finite `value` as Swift's `description` spells it:
    /// positional between 10^-4 and 2^53 (`0.0001`, `100.0`, `9007199254740992.0`), else with an
    /// exponent of at least two digits (`1e-05`, `1e+16`).
    @usableFromInline
    mutating func appendShortest(_ value: Double) {
        if value.sign == .minus { append(UInt8(ascii: "-")) }
        guard value != 0 else {
            append(UInt8(ascii: "0"))
            append(UInt8(ascii: "."))
            append(UInt8(ascii: "0"))
            return
        }
        let (digits, exponent) = ShortestDouble.decimal(of: value)
        let count = Self.decimalLength(of: digits)
        // value = 0.d1d2…dn × 10^pointPosition
        let pointPosition = exponent &+ count
        if pointPosition < -3 || value.magnitude > 0x1p53 {
            appendDecimal(digits, fractionDigits: count &- 1)
            append(UInt8(ascii: "e"))
            let written = pointPosition &- 1
            append(written < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let magnitude = UInt64(written.magnitude)
            if magnitude < 10 { append(UInt8(ascii: "0")) }
            appendDecimal(magnitude, fractionDigits: 0)
        } else if pointPosition >= count {
            appendDecimal(digits, fractionDigits: 0)
            append(repeating: UInt8(ascii: "0"), count: pointPosition &- count)
            append(UInt8(ascii: "."))
            append(UInt8(ascii: "0"))
        } else {
            // `0.00ddd` when the point comes before the digits.
            appendDecimal(digits, fractionDigits: count &- pointPosition)
        }
    }
}
