public import Foundation

extension JSONNumber {
    /// Why a ``JSONNumber`` could not be converted to a Swift numeric type.
    ///
    /// The error never contains the number itself, only what was asked of it.
    public struct ConversionError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The reasons a conversion can fail.
        public enum Reason: Sendable, Hashable {
            /// The number has a fractional part, and the target type holds only integers.
            case notAnInteger
            /// The number is too large or too small in magnitude for the target type.
            case outOfRange
            /// The number has more significant digits than the target type can hold exactly.
            case tooManyDigits
        }

        /// Why the conversion failed.
        public let reason: Reason
        /// The name of the Swift type that was asked for, such as `Int64`.
        public let targetType: String

        /// Creates a conversion error.
        public init(reason: Reason, targetType: String) {
            self.reason = reason
            self.targetType = targetType
        }

        /// A sentence that says what went wrong, such as
        /// "the number is out of range for Int8".
        public var description: String {
            switch reason {
            case .notAnInteger: "the number is not an integer, so it cannot be represented as \(targetType)"
            case .outOfRange: "the number is out of range for \(targetType)"
            case .tooManyDigits: "the number has more significant digits than \(targetType) can hold exactly"
            }
        }
    }

    /// Converts the number to an integer type, exactly.
    ///
    /// A number with a fraction or exponent converts when its value is a whole number (`2.0`,
    /// `1e3`); otherwise the conversion fails with ``ConversionError/Reason/notAnInteger``. A value
    /// outside the type's range fails with ``ConversionError/Reason/outOfRange``; it never wraps.
    ///
    /// ```swift
    /// try JSONNumber(300).integer(UInt8.self)   // throws: out of range for UInt8
    /// try JSONNumber("1e3")!.integer(Int.self)  // 1000
    /// ```
    @inlinable
    public func integer<T: FixedWidthInteger>(_ type: T.Type = T.self) throws(ConversionError) -> T {
        if case let .compact(digits, fractionDigits, negative) = storage, fractionDigits == 0 {
            if !negative || digits == 0 {
                guard let value = T(exactly: digits) else {
                    throw ConversionError(reason: .outOfRange, targetType: String(describing: T.self))
                }
                return value
            }
            if T.isSigned, let magnitude = T.Magnitude(exactly: digits), magnitude <= T.min.magnitude {
                return magnitude == T.min.magnitude ? T.min : 0 - T(truncatingIfNeeded: magnitude)
            }
            throw ConversionError(reason: .outOfRange, targetType: String(describing: T.self))
        }
        return try slowInteger(T.self)
    }

    @usableFromInline
    func slowInteger<T: FixedWidthInteger>(_ type: T.Type) throws(ConversionError) -> T {
        let name = String(describing: T.self)
        let value = DecimalValue(self)
        guard value.hugeExponent == nil else {
            throw ConversionError(reason: value.exponent > 0 ? .outOfRange : .notAnInteger, targetType: name)
        }
        guard value.isInteger else { throw ConversionError(reason: .notAnInteger, targetType: name) }
        if value.negative && !T.isSigned { throw ConversionError(reason: .outOfRange, targetType: name) }
        // More digits than any 128-bit integer has: out of range without doing the arithmetic.
        if value.significand.count + value.exponent > 40 {
            throw ConversionError(reason: .outOfRange, targetType: name)
        }
        var result: T = 0
        let digits = value.significand + Array(repeating: UInt8(ascii: "0"), count: value.exponent)
        for byte in digits {
            let digit = T(byte &- UInt8(ascii: "0"))
            let (shifted, o1) = result.multipliedReportingOverflow(by: 10)
            let (next, o2) =
                value.negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if o1 || o2 { throw ConversionError(reason: .outOfRange, targetType: name) }
            result = next
        }
        return result
    }

    /// Converts the number to the nearest `Double`.
    ///
    /// Rounding is correct (to nearest, ties to even), so `0.1` gives the `Double` closest to
    /// one tenth and a number written by ``init(_:)-(Double)`` reads back bit for bit. A number too
    /// small in magnitude becomes `0.0` or `-0.0` (underflow, as in IEEE 754); a number too large
    /// for `Double` fails with ``ConversionError/Reason/outOfRange`` instead of becoming infinity.
    @inlinable
    public func double() throws(ConversionError) -> Double {
        if case .double(let value) = storage { return value }
        if case let .compact(digits, fractionDigits, negative) = storage,
            let value = ExactDouble.value(digits: digits, exponent: -Int(fractionDigits), negative: negative)
        {
            return value
        }
        return try slowDouble()
    }

    @usableFromInline
    func slowDouble() throws(ConversionError) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw ConversionError(reason: .outOfRange, targetType: "Double")
        }
        return value
    }

    /// Converts the number to a Foundation `Decimal`, exactly.
    ///
    /// `Decimal` holds up to 38 significant digits and a decimal exponent from -128 to 127. A number
    /// that needs more digits fails with ``ConversionError/Reason/tooManyDigits`` (Foundation's
    /// `JSONSerialization` silently truncates instead); one outside the exponent range fails with
    /// ``ConversionError/Reason/outOfRange``.
    public func decimal() throws(ConversionError) -> Decimal {
        let value = DecimalValue(self)
        if value.significand.isEmpty { return Decimal(0) }
        guard value.hugeExponent == nil else {
            throw ConversionError(reason: .outOfRange, targetType: "Decimal")
        }
        guard value.significand.count <= 38 else {
            throw ConversionError(reason: .tooManyDigits, targetType: "Decimal")
        }
        guard let exponent = Int8(exactly: value.exponent) else {
            throw ConversionError(reason: .outOfRange, targetType: "Decimal")
        }
        let significand: Decimal
        if value.significand.count <= 19 {
            // Up to 19 digits fit a UInt64, whose Decimal is the one Foundation parses from the
            // same digits (the same value, exponent and text), without parsing a string.
            var digits: UInt64 = 0
            for digit in value.significand { digits = digits &* 10 &+ UInt64(digit &- UInt8(ascii: "0")) }
            significand = Decimal(digits)
        } else {
            guard
                let parsed = Decimal(
                    string: String(decoding: value.significand, as: UTF8.self), locale: Self.posix)
            else {
                throw ConversionError(reason: .outOfRange, targetType: "Decimal")
            }
            significand = parsed
        }
        return Decimal(sign: value.negative ? .minus : .plus, exponent: Int(exponent), significand: significand)
    }

    /// The locale Foundation parses a `Decimal`'s digits in.
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Creates a number with the exact value of a `Decimal`; returns `nil` for NaN.
    public init?(_ value: Decimal) {
        guard !value.isNaN else { return nil }
        self.init(validatedLexeme: Self.plainText(of: value))
    }

    /// A `Decimal`'s value written without an exponent, independent of any locale.
    private static func plainText(of value: Decimal) -> String {
        if let text = plainTextOfSmallSignificand(value) { return text }
        // `Decimal.description` is locale-independent and never uses an exponent, e.g. "-0.0012".
        let text = value.description
        return JSONNumber(text) == nil ? "0" : text
    }

    /// `Decimal.description`'s text, made from the significand's digits when they fit a `UInt64`
    /// (Foundation's own description divides the mantissa by ten once per digit, through arrays);
    /// `nil` for a larger significand.
    private static func plainTextOfSmallSignificand(_ value: Decimal) -> String? {
        let significand = value.significand
        guard significand <= maxSmallSignificand else { return nil }
        let digits = NSDecimalNumber(decimal: significand).uint64Value
        guard digits != 0 else { return "0" }
        var text = String(digits)
        let exponent = value.exponent
        if exponent > 0 {
            text += String(repeating: "0", count: exponent)
        } else if exponent < 0 {
            let shift = -exponent
            if text.utf8.count > shift {
                text.insert(".", at: text.index(text.endIndex, offsetBy: -shift))
            } else {
                text = "0." + String(repeating: "0", count: shift - text.utf8.count) + text
            }
        }
        return value.sign == .minus ? "-" + text : text
    }

    /// The largest significand ``plainTextOfSmallSignificand(_:)`` writes.
    private static let maxSmallSignificand = Decimal(UInt64.max)
}

extension NumberLexeme {
    /// 10^`exponent` as a `Double`, exact for 0 through 22 (the caller's range).
    @inlinable @inline(__always)
    static func powerOfTen(_ exponent: Int) -> Double {
        // A switch of constants compiles to a table lookup, without the lazy initialisation
        // check and bounds check of a global array.
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }
}
