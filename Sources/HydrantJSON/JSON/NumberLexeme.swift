/// Scanning, compact storage and rendering of JSON number lexemes.
@usableFromInline
enum NumberLexeme {
    /// Why a number lexeme is invalid.
    enum Failure: Error, Equatable {
        case missingIntegerDigits
        case leadingZero
        case missingFractionDigits
        case missingExponentDigits
    }

    /// Scans a number starting at `start`; returns the index after its last byte, or `nil` if the
    /// bytes there do not form a valid number.
    static func scan(_ bytes: ByteView, from start: Int) -> Int? {
        scanValid(bytes, from: start)?.end
    }

    /// Scans a number starting at `start`; on failure reports the offset of the offending byte.
    static func scanDetailed(
        _ bytes: ByteView, from start: Int
    ) -> Result<Int, NumberScanFailure> {
        var i = start
        let count = bytes.count
        if i < count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < count, isDigit(bytes[i]) else {
            return .failure(NumberScanFailure(offset: i, reason: .missingIntegerDigits))
        }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < count, isDigit(bytes[i]) {
                return .failure(NumberScanFailure(offset: i, reason: .leadingZero))
            }
        } else {
            i += 1
            while i < count, isDigit(bytes[i]) { i += 1 }
        }
        if i < count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < count, isDigit(bytes[i]) else {
                return .failure(NumberScanFailure(offset: i, reason: .missingFractionDigits))
            }
            i += 1
            while i < count, isDigit(bytes[i]) { i += 1 }
        }
        if i < count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < count, isDigit(bytes[i]) else {
                return .failure(NumberScanFailure(offset: i, reason: .missingExponentDigits))
            }
            i += 1
            while i < count, isDigit(bytes[i]) { i += 1 }
        }
        return .success(i)
    }

    /// Scans a valid number starting at `start`, reading its digit runs eight bytes at a time:
    /// the index after its last byte and whether it is an integer (no fraction, no exponent), or
    /// `nil` when the bytes there do not form a valid number (``scanDetailed(_:from:)`` says why).
    @inline(__always)
    static func scanValid(_ bytes: ByteView, from start: Int) -> (end: Int, isInteger: Bool)? {
        var index = start
        let count = bytes.count
        if index < count, bytes[index] == UInt8(ascii: "-") { index &+= 1 }
        let integerStart = index
        index = DigitWord.endOfDigits(in: bytes, from: index)
        let integerDigits = index &- integerStart
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
        guard index < count else { return (index, true) }
        var isInteger = true
        if bytes[index] == UInt8(ascii: ".") {
            index &+= 1
            let fractionStart = index
            index = DigitWord.endOfDigits(in: bytes, from: index)
            guard index > fractionStart else { return nil }
            isInteger = false
            guard index < count else { return (index, false) }
        }
        if bytes[index] | 0x20 == UInt8(ascii: "e") {
            index &+= 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index &+= 1 }
            let exponentStart = index
            index = DigitWord.endOfDigits(in: bytes, from: index)
            guard index > exponentStart else { return nil }
            isInteger = false
        }
        return (index, isInteger)
    }

    @inlinable @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// The compact storage for a valid lexeme, or `nil` when it has an exponent or more than 19
    /// digits.
    @inlinable
    static func compactStorage(_ bytes: ByteView) -> JSONNumber.Storage? {
        var i = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { i = 1 }
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var inFraction = false
        while i < bytes.count {
            let byte = bytes[i]
            if isDigit(byte) {
                digitCount += 1
                if digitCount > 19 { return nil }
                digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
            } else if byte == UInt8(ascii: ".") {
                inFraction = true
            } else {
                return nil  // exponent
            }
            i += 1
        }
        return .compact(digits: digits, fractionDigits: UInt8(fractionDigits), negative: negative)
    }

    /// The text of a compact lexeme.
    @usableFromInline
    static func render(digits: UInt64, fractionDigits: UInt8, negative: Bool) -> String {
        var text = String(digits)
        let fraction = Int(fractionDigits)
        if fraction > 0 {
            // Leading zeros of the fraction (and the integer part's `0`) are not in `digits`.
            if text.utf8.count <= fraction {
                text = String(repeating: "0", count: fraction + 1 - text.utf8.count) + text
            }
            let split = text.index(text.endIndex, offsetBy: -fraction)
            text = text[..<split] + "." + text[split...]
        }
        return negative ? "-" + text : text
    }
}

/// Where and why a number lexeme is invalid.
struct NumberScanFailure: Error {
    var offset: Int
    var reason: NumberLexeme.Failure

    init(offset: Int, reason: NumberLexeme.Failure) {
        self.offset = offset
        self.reason = reason
    }
}
