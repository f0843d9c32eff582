/// The canonical decimal value of a JSON number: `significand × 10^exponent`, with no leading or
/// trailing zeros in the significand. Used for equality, hashing and exact conversions.
struct DecimalValue: Hashable {
    /// Whether the value is below zero (zero is never negative here: `-0 == 0`).
    var negative: Bool
    /// The significant digits as ASCII bytes, without leading or trailing zeros; empty for zero.
    var significand: [UInt8]
    /// The power of ten by which the significand is multiplied.
    var exponent: Int
    /// Set when the exponent does not fit in `Int`; the number is then compared by its text, and
    /// ``exponent`` only has the right sign.
    var unrepresentableText: String?

    init(_ number: JSONNumber) {
        var text = number.text
        self = text.withUTF8 { DecimalValue(lexeme: $0) }
        if exponentOverflowed { unrepresentableText = number.text }
    }

    private var exponentOverflowed = false

    private init(lexeme bytes: UnsafeBufferPointer<UInt8>) {
        negative = false
        significand = []
        exponent = 0
        exponentOverflowed = false
        var i = 0
        var isNegative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") {
            isNegative = true
            i += 1
        }
        var digits: [UInt8] = []
        var fractionLength = 0
        var inFraction = false
        while i < bytes.count {
            let byte = bytes[i]
            if NumberLexeme.isDigit(byte) {
                if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte) }
                else if inFraction { /* leading zero of a fraction: only shifts the exponent */ }
                if inFraction { fractionLength += 1 }
            } else if byte == UInt8(ascii: ".") {
                inFraction = true
            } else {
                break
            }
            i += 1
        }
        var explicitExponent = 0
        if i < bytes.count {  // exponent part
            i += 1
            var exponentNegative = false
            if bytes[i] == UInt8(ascii: "-") { exponentNegative = true; i += 1 }
            else if bytes[i] == UInt8(ascii: "+") { i += 1 }
            while i < bytes.count {
                let digit = Int(bytes[i] &- UInt8(ascii: "0"))
                let (shifted, o1) = explicitExponent.multipliedReportingOverflow(by: 10)
                let (sum, o2) = shifted.addingReportingOverflow(digit)
                if o1 || o2 || sum > Int.max / 4 {
                    exponentOverflowed = true
                    explicitExponent = Int.max / 4
                    break
                }
                explicitExponent = sum
                i += 1
            }
            if exponentNegative { explicitExponent = -explicitExponent }
        }
        var trailingZeros = 0
        while let last = digits.last, last == UInt8(ascii: "0") {
            digits.removeLast()
            trailingZeros += 1
        }
        significand = digits
        if digits.isEmpty {
            exponent = 0
            negative = false
            exponentOverflowed = false
        } else {
            exponent = explicitExponent - fractionLength + trailingZeros
            negative = isNegative
        }
    }

    /// Whether the value is a whole number.
    var isInteger: Bool {
        significand.isEmpty || exponent >= 0
    }
}
