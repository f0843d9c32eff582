/// The canonical decimal value of a JSON number: `significand × 10^exponent`, with no leading or
/// trailing zeros in the significand. Used for equality, hashing and exact conversions.
struct DecimalValue: Hashable {
    /// Whether the value is below zero (zero is never negative here: `-0 == 0`).
    var negative: Bool
    /// The significant digits as ASCII bytes, without leading or trailing zeros; empty for zero.
    var significand: [UInt8]
    /// The power of ten by which the significand is multiplied. When the exponent is too large for
    /// comfortable arithmetic (`1e99999999999999999999`), this is only ±`Int.max / 4`, a sentinel
    /// with the right sign, and ``hugeExponent`` holds the exact value.
    var exponent: Int
    /// The exact exponent in decimal digits (most significant first, no leading zeros) when it has
    /// more than 17 digits; `nil` otherwise.
    var hugeExponent: [UInt8]?

    init(_ number: JSONNumber) {
        self = number.text.withByteView { DecimalValue(lexeme: $0) }
    }

    /// Parses a valid lexeme.
    private init(lexeme bytes: ByteView) {
        var i = 0
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { i = 1 }
        var digits: [UInt8] = []
        var fractionLength = 0
        var inFraction = false
        while i < bytes.count {
            let byte = bytes[i]
            if NumberLexeme.isDigit(byte) {
                // Leading zeros carry no value; in a fraction they only shift the exponent.
                if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte) }
                if inFraction { fractionLength += 1 }
            } else if byte == UInt8(ascii: ".") {
                inFraction = true
            } else {
                break
            }
            i += 1
        }
        var exponentNegative = false
        var exponentDigits: [UInt8] = []
        if i < bytes.count {  // `e` or `E`, then an optional sign and digits
            i += 1
            if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            while i < bytes.count {
                if !(exponentDigits.isEmpty && bytes[i] == UInt8(ascii: "0")) { exponentDigits.append(bytes[i]) }
                i += 1
            }
        }
        var trailingZeros = 0
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            trailingZeros += 1
        }
        significand = digits
        negative = isNegative && !digits.isEmpty
        hugeExponent = nil
        exponent = 0
        guard !digits.isEmpty else { return }
        // Bounded by the input's length, which fits in 32 bits.
        let adjustment = trailingZeros - fractionLength
        if exponentDigits.count <= 17 {
            var explicit = 0
            for digit in exponentDigits { explicit = explicit * 10 + Int(digit - UInt8(ascii: "0")) }
            exponent = (exponentNegative ? -explicit : explicit) + adjustment
        } else {
            // |explicit| ≥ 10^17 > |adjustment|, so the sum keeps the explicit exponent's sign.
            let sameSign = (adjustment >= 0) != exponentNegative || adjustment == 0
            let magnitude = Array(String(adjustment.magnitude).utf8)
            hugeExponent =
                sameSign
                ? Self.add(exponentDigits, magnitude)
                : Self.subtract(exponentDigits, magnitude)
            exponent = exponentNegative ? -(Int.max / 4) : Int.max / 4
        }
    }

    /// Whether the value is a whole number.
    var isInteger: Bool {
        significand.isEmpty || exponent >= 0
    }

    /// The sum of two non-negative decimal numbers (ASCII digits, most significant first).
    private static func add(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var carry: UInt8 = 0
        var i = a.count - 1
        var j = b.count - 1
        while i >= 0 || j >= 0 || carry > 0 {
            var sum = carry
            if i >= 0 { sum += a[i] - UInt8(ascii: "0"); i -= 1 }
            if j >= 0 { sum += b[j] - UInt8(ascii: "0"); j -= 1 }
            result.append(UInt8(ascii: "0") + sum % 10)
            carry = sum / 10
        }
        return result.reversed()
    }

    /// `a - b` for non-negative decimal numbers with `a > b`, without leading zeros.
    private static func subtract(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var borrow = 0
        var j = b.count - 1
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            var difference = Int(a[i] - UInt8(ascii: "0")) - borrow
            if j >= 0 { difference -= Int(b[j] - UInt8(ascii: "0")); j -= 1 }
            borrow = difference < 0 ? 1 : 0
            result.append(UInt8(ascii: "0") + UInt8(difference + borrow * 10))
        }
        while result.count > 1, result.last == UInt8(ascii: "0") { result.removeLast() }
        return result.reversed()
    }
}
