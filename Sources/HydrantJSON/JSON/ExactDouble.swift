/// Correctly rounded conversion of decimal numbers with at most 19 significant digits to `Double`,
/// with integer arithmetic only: the fast path of ``JSONNumber/double()`` and of reading a `Double`
/// straight from a document.
///
/// A value `digits × 10^exponent` is converted exactly when `digits < 2^64` and
/// `-19 ≤ exponent ≤ 22`: either both operands are exact doubles (Clinger's fast path), or the
/// quotient `digits / 10^-exponent` is computed as a 128-by-64-bit division whose remainder says
/// whether anything was cut off, which is all that round-to-nearest-even needs. Anything else
/// returns `nil`, and the caller falls back to `strtod` through `Double(String)`.
@usableFromInline
package enum ExactDouble {
    /// Powers of ten that fit in a `UInt64`: 10^0 through 10^19.
    @usableFromInline
    static let powersOfTen: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...19 { powers.append(powers[powers.count - 1] &* 10) }
        return powers
    }()

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
            magnitude = Double(digits) * NumberLexeme.powersOfTen[exponent]
        } else if digits <= 1 << 53, exponent >= -22 {
            magnitude = Double(digits) / NumberLexeme.powersOfTen[-exponent]
        } else if exponent >= -19 {
            magnitude = quotient(digits, powersOfTen[-exponent])
        } else {
            return nil
        }
        return negative ? -magnitude : magnitude
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
        return Double(sign: .plus, exponent: scale + 11, significand: Double(mantissa))
    }

    /// Parses a valid JSON number lexeme into its significant digits and decimal exponent; `nil`
    /// when it has more than 19 significant digits or an exponent beyond ±10^6.
    @inlinable
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (digits: UInt64, exponent: Int, negative: Bool)? {
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
        // An exponent: `e` or `E`, an optional sign, digits (the lexeme is valid).
        i += 1
        var exponentNegative = false
        if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            exponentNegative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        var written = 0
        while i < count {
            written = written * 10 + Int(bytes[i] &- UInt8(ascii: "0"))
            if written > 1_000_000 { return nil }
            i += 1
        }
        exponent += exponentNegative ? -written : written
        return (digits, exponent, negative)
    }

    /// The `Double` nearest to a valid JSON number lexeme, or `nil` when the fast paths do not
    /// apply.
    @inlinable
    package static func value(lexeme bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let (digits, exponent, negative) = parse(bytes) else { return nil }
        return value(digits: digits, exponent: exponent, negative: negative)
    }
}
