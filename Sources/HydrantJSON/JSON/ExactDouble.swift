/// Correctly rounded conversion of decimal numbers with at most 19 significant digits to `Double`,
/// with integer arithmetic only: the fast path of ``JSONNumber/double()`` and of reading a `Double`
/// straight from a document.
///
/// A value `digits × 10^exponent` is converted exactly when `digits < 2^64` and
/// `-19 ≤ exponent ≤ 22`: either both operands are exact doubles (Clinger's fast path), or one
/// multiplication by a reciprocal of a power of five decides the rounding (Eisel and Lemire), or,
/// when it cannot, the quotient `digits / 10^-exponent` is computed as a 128-by-64-bit division
/// whose remainder says whether anything was cut off, which is all that round-to-nearest-even
/// needs. Anything else returns `nil`, and the caller falls back to `strtod` through
/// `Double(String)`.
@usableFromInline
package enum ExactDouble {
    /// 10^`exponent` for `exponent` from 0 through 19, the powers of ten that fit in a `UInt64`.
    @inlinable @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        // A switch of constants compiles to a table lookup, without the lazy initialisation
        // check and bounds check of a global array.
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }

    /// The `Double` nearest to `digits × 10^exponent`, or `nil` when the fast paths do not apply.
    @inlinable
    static func value(digits: UInt64, exponent: Int, negative: Bool) -> Double? {
        let magnitude: Double
        if digits == 0 {
            magnitude = 0
        } else if exponent == 0 {
            // The conversion from an integer rounds correctly.
            magnitude = Double(digits)
        } else if exponent > 0 {
            // Clinger: an exact integer times an exact power of ten rounds once.
            guard digits <= 1 << 53, exponent <= 22 else { return nil }
            magnitude = Double(digits) * NumberLexeme.powerOfTen(exponent)
        } else if digits <= 1 << 53, exponent >= -22 {
            magnitude = Double(digits) / NumberLexeme.powerOfTen(-exponent)
        } else if exponent >= -19 {
            magnitude = product(digits, reciprocalOfPowerOfFive: -exponent) ?? quotient(digits, powerOfTen(-exponent))
        } else {
            return nil
        }
        return negative ? -magnitude : magnitude
    }

    /// `digits × 10^-k`, correctly rounded, by one multiplication (Eisel and Lemire's method,
    /// for the exponents this type handles), or `nil` in the rare cases where one multiplication
    /// cannot decide the rounding (about one in 120 random inputs, and every exact tie); the
    /// caller then divides (``quotient(_:_:)``). `digits` is positive and `k` is 1 through 19.
    ///
    /// With `w` the digits shifted so that their top bit is set, and `R` the top 64 bits of
    /// `2^b / 5^k` (see ``reciprocalOfPowerOfFive(_:)``), the value's bits are those of
    /// `X = w · 2^b / 5^k / 2^64`, and the high word `P` of `w · R` is `X`'s high word or one
    /// less (what `R` leaves out adds less than `w < 2^64` to the low word). The top 53 bits of
    /// `P` are the mantissa and the next bit rounds it, unless the bits below are all ones (a
    /// carry could still change them) or the rounding bit is set and the bits below are all
    /// zeros (the value could lie exactly halfway).
    @inlinable
    static func product(_ digits: UInt64, reciprocalOfPowerOfFive k: Int) -> Double? {
        let shiftedOut = digits.leadingZeroBitCount
        let w = digits &<< UInt64(truncatingIfNeeded: shiftedOut)
        let high = w.multipliedFullWidth(by: reciprocalOfPowerOfFive(k)).high
        // `high` has its top bit at 63 or 62; below the 54 bits kept are 10 or 9 bits.
        let topBitAt63 = Int(truncatingIfNeeded: high &>> 63)
        let below = 9 &+ topBitAt63
        let belowMask: UInt64 = (1 &<< UInt64(truncatingIfNeeded: below)) &- 1
        let rest = high & belowMask
        guard rest != belowMask else { return nil }
        let kept = high &>> UInt64(truncatingIfNeeded: below)
        guard kept & 1 == 0 || rest != 0 else { return nil }
        // Round half up (never an exact tie here): 2^52 ≤ mantissa ≤ 2^53.
        let mantissa = (kept &+ 1) &>> 1
        // value = mantissa · 2^(129 + below − shiftedOut − k − b), with b = 127 + the bit
        // length of 5^k; the exponent field of a mantissa whose top bit is 2^52 is that power
        // plus 52 + 1023, and adding the mantissa (with its top bit) adds one more (see
        // ``quotient(_:_:)``).
        let powerOfFiveBits = 64 &- (powerOfTen(k) &>> UInt64(truncatingIfNeeded: k)).leadingZeroBitCount
        let power = 129 &+ below &- shiftedOut &- k &- 127 &- powerOfFiveBits
        let biasedExponent = UInt64(truncatingIfNeeded: power &+ 52 &+ 1023 &- 1)
        return Double(bitPattern: (biasedExponent &<< 52) &+ mantissa)
    }

    /// The top 64 bits of `2^b / 5^k` for `k` from 1 through 19, where `b` is chosen so that
    /// the quotient is between 2^127 and 2^128: `2^(63 + bits) / 5^k` rounded down, where `bits`
    /// is the bit length of 5^k (checked against that definition in the tests).
    @inlinable @inline(__always)
    static func reciprocalOfPowerOfFive(_ k: Int) -> UInt64 {
        switch k {
        case 1: 0xCCCC_CCCC_CCCC_CCCC
        case 2: 0xA3D7_0A3D_70A3_D70A
        case 3: 0x8312_6E97_8D4F_DF3B
        case 4: 0xD1B7_1758_E219_652B
        case 5: 0xA7C5_AC47_1B47_8423
        case 6: 0x8637_BD05_AF6C_69B5
        case 7: 0xD6BF_94D5_E57A_42BC
        case 8: 0xABCC_7711_8461_CEFC
        case 9: 0x8970_5F41_36B4_A597
        case 10: 0xDBE6_FECE_BDED_D5BE
        case 11: 0xAFEB_FF0B_CB24_AAFE
        case 12: 0x8CBC_CC09_6F50_88CB
        case 13: 0xE12E_1342_4BB4_0E13
        case 14: 0xB424_DC35_095C_D80F
        case 15: 0x901D_7CF7_3AB0_ACD9
        case 16: 0xE695_94BE_C44D_E15B
        case 17: 0xB877_AA32_36A4_B449
        case 18: 0x9392_EE8E_921D_5D07
        default: 0xEC1E_4A7D_B695_61A5
        }
    }

    /// `numerator / denominator`, correctly rounded; both are positive.
    @usableFromInline
    static func quotient(_ numerator: UInt64, _ denominator: UInt64) -> Double {
        // Normalise both so that their top bits are set; their quotient is then in (1/2, 2).
        let numeratorShift = numerator.leadingZeroBitCount
        let denominatorShift = denominator.leadingZeroBitCount
        let n = numerator << numeratorShift
        let d = denominator << denominatorShift
        // (n · 2^64) / d has 64 or 65 bits; take one bit less when n ≥ d so that it has 64.
        let high: UInt64
        let low: UInt64
        var scale = denominatorShift - numeratorShift - 64
        if n >= d {
            high = n >> 1
            low = n << 63
            scale += 1
        } else {
            high = n
            low = 0
        }
        let (q, r) = d.dividingFullWidth((high, low))
        // q has its top bit set: keep 53 bits, round to nearest, ties to even; the remainder is
        // the sticky bit.
        var mantissa = q >> 11
        let rest = q & 0x7FF
        if rest > 0x400 || (rest == 0x400 && (r != 0 || mantissa & 1 == 1)) {
            mantissa += 1
        }
        // The value is mantissa · 2^(scale + 11), a normal double (between 2^-64 and 2^64): its
        // bits are the biased exponent of mantissa's top bit plus the mantissa, whose top bit
        // (2^52, or 2^53 when rounding carried) adds one (or two) to the exponent field.
        let biasedExponent = UInt64(truncatingIfNeeded: scale + 11 + 52 + 1023 - 1)
        return Double(bitPattern: (biasedExponent &<< 52) &+ mantissa)
    }

    /// Parses a valid JSON number lexeme into its significant digits and decimal exponent; `nil`
    /// when it has more than 19 significant digits or an exponent beyond ±10^6.
    @inlinable
    static func parse(_ bytes: ByteView) -> (digits: UInt64, exponent: Int, negative: Bool)? {
        var i = 0
        let count = bytes.count
        let negative = count > 0 && bytes[0] == UInt8(ascii: "-")
        if negative { i = 1 }
        var digits: UInt64 = 0
        var significant = 0
        var exponent = 0
        var inFraction = false
        while i < count {
            let byte = bytes[i]
            if NumberLexeme.isDigit(byte) {
                if significant > 0 || byte != UInt8(ascii: "0") {
                    significant += 1
                    if significant > 19 { return nil }
                    digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                }
                if inFraction { exponent -= 1 }
            } else if byte == UInt8(ascii: ".") {
                inFraction = true
            } else {
                break
            }
            i += 1
        }
        guard i < count else { return (digits, exponent, negative) }
        guard let written = writtenExponent(bytes, from: i, to: count) else { return nil }
        return (digits, exponent + written, negative)
    }

    /// The exponent written at `start` (`e` or `E`, an optional sign, digits) of a valid lexeme
    /// that ends at `end`; `nil` beyond ±10^6.
    @inlinable
    static func writtenExponent(_ bytes: ByteView, from start: Int, to end: Int) -> Int? {
        var index = start &+ 1
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index &+= 1
        }
        var written = 0
        while index < end {
            written = written &* 10 &+ Int(bytes[index] &- UInt8(ascii: "0"))
            if written > 1_000_000 { return nil }
            index &+= 1
        }
        return negative ? -written : written
    }

    /// The `Double` nearest to a valid JSON number lexeme, or `nil` when the fast paths do not
    /// apply.
    @inlinable
    package static func value(lexeme bytes: ByteView) -> Double? {
        guard let (digits, exponent, negative) = parse(bytes) else { return nil }
        return value(digits: digits, exponent: exponent, negative: negative)
    }

    /// The `Double` nearest to the valid JSON number lexeme `bytes.extracting(start..<end)`, or `nil` when
    /// the fast paths do not apply. The digits are read eight at a time, from words that may
    /// reach past `end` but not past the end of `bytes`.
    @inlinable
    package static func value(in bytes: ByteView, from start: Int, to end: Int) -> Double? {
        guard let (digits, exponent, negative) = parse(bytes, from: start, to: end) else { return nil }
        return value(digits: digits, exponent: exponent, negative: negative)
    }

    /// ``parse(_:)`` of `bytes.extracting(start..<end)`, reading the integer and fraction digits eight at a
    /// time; a lexeme of more than 19 digits (leading zeros included) goes to ``parse(_:)``.
    @inlinable
    static func parse(
        _ bytes: ByteView, from start: Int, to end: Int
    ) -> (digits: UInt64, exponent: Int, negative: Bool)? {
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index &+= 1 }
        var digits: UInt64 = 0
        let integerStart = index
        index = DigitWord.accumulate(&digits, in: bytes, from: index, to: end)
        var digitCount = index &- integerStart
        var exponent = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index &+= 1
            let fractionStart = index
            index = DigitWord.accumulate(&digits, in: bytes, from: index, to: end)
            exponent = fractionStart &- index
            digitCount &+= index &- fractionStart
        }
        guard digitCount <= 19 else {
            return parse(bytes.extracting(start..<end))
        }
        guard index < end else { return (digits, exponent, negative) }
        guard let written = writtenExponent(bytes, from: index, to: end) else { return nil }
        return (digits, exponent &+ written, negative)
    }
}
