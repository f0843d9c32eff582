import Foundation

/// How one Swift numeric type is read from and written as an exact ``/HydrantJSON/JSONNumber``, and handed to a
/// `NumberFormatter`. Shared by ``Mappers/StringToNumber`` and its reverse.
struct NumberConversion<Value>: Sendable {
    /// The Swift type's name, for error messages ("out of range for Int8").
    let typeName: String
    /// Exact conversion from a JSON number; never wraps, never silently truncates.
    let fromJSON: @Sendable (JSONNumber) throws(JSONNumber.ConversionError) -> Value
    /// The value as a JSON number, or `nil` for values JSON cannot represent (NaN, infinities).
    let toJSON: @Sendable (Value) -> JSONNumber?
    /// The value as an `NSNumber` for a formatter, or `nil` for values that cannot be formatted.
    let toNSNumber: @Sendable (Value) -> NSNumber?

    static func integer<T: FixedWidthInteger & Sendable>(_ type: T.Type) -> NumberConversion<T> {
        NumberConversion<T>(
            typeName: String(describing: T.self),
            fromJSON: { number throws(JSONNumber.ConversionError) in try number.integer(T.self) },
            toJSON: { JSONNumber($0) },
            toNSNumber: { value in
                if let small = Int64(exactly: value) { return NSNumber(value: small) }
                if let large = UInt64(exactly: value) { return NSNumber(value: large) }
                // Wider than 64 bits (Int128): only a decimal number holds it.
                guard let decimal = try? JSONNumber(value).decimal() else { return nil }
                return NSDecimalNumber(decimal: decimal)
            })
    }

    static var double: NumberConversion<Double> {
        NumberConversion<Double>(
            typeName: "Double",
            fromJSON: { number throws(JSONNumber.ConversionError) in try number.double() },
            toJSON: { JSONNumber($0) },
            toNSNumber: { $0.isFinite ? NSNumber(value: $0) : nil })
    }

    static var decimal: NumberConversion<Decimal> {
        NumberConversion<Decimal>(
            typeName: "Decimal",
            fromJSON: { number throws(JSONNumber.ConversionError) in try number.decimal() },
            toJSON: { JSONNumber($0) },
            toNSNumber: { $0.isNaN ? nil : NSDecimalNumber(decimal: $0) })
    }
}

/// A `NumberFormatter` that can be shared between threads.
///
/// The box owns its formatter, never hands it out, and serialises every call through ``Locked``. A
/// formatter passed in by a caller is used as given (not copied): the caller must not change it
/// after handing it over.
final class NumberFormatterBox: Sendable {
    private let formatter: Locked<NumberFormatter>
    /// Names the style in error messages: "the decimal style" or "the given formatter's decimal style".
    let styleDescription: String

    init(formatter: NumberFormatter, styleDescription: String) {
        self.formatter = Locked(formatter)
        self.styleDescription = styleDescription
    }

    /// A formatter built from a style; `en_US_POSIX` unless a locale is given (DECISIONS.md #9).
    convenience init(style: NumberFormatter.Style, locale: Locale?) {
        let formatter = NumberFormatter()
        formatter.locale = locale ?? Locale(identifier: "en_US_POSIX")
        formatter.numberStyle = style
        self.init(formatter: formatter, styleDescription: "the \(Self.name(of: style)) style")
    }

    /// A caller's formatter, used as given.
    convenience init(given formatter: NumberFormatter) {
        self.init(
            formatter: formatter,
            styleDescription: "the given formatter's \(Self.name(of: formatter.numberStyle)) style")
    }

    /// The number the whole string stands for, or `nil`.
    ///
    /// Foundation on Linux parses the longest prefix it can ("12abc" and " 12 " give 12), so the
    /// string is first checked to hold only characters a number in this formatter's style can
    /// contain: digits and the formatter's own symbols, separators, prefixes and suffixes; and, like
    /// every string Hydrant hands to a Foundation formatter, to pass `FormatterInput`'s checks.
    func number(from string: String) -> NSNumber? {
        guard FormatterInput.problem(with: string) == nil else { return nil }
        return formatter.withValue { formatter in
            guard !string.isEmpty, string.unicodeScalars.allSatisfy({ Self.isAllowed($0, by: formatter) }) else {
                return nil
            }
            return formatter.number(from: string)
        }
    }

    private static func isAllowed(_ scalar: Unicode.Scalar, by formatter: NumberFormatter) -> Bool {
        if ("0"..."9").contains(scalar) { return true }
        let symbols = [
            formatter.decimalSeparator, formatter.groupingSeparator, formatter.minusSign, formatter.plusSign,
            formatter.percentSymbol, formatter.perMillSymbol, formatter.currencySymbol, formatter.exponentSymbol,
            formatter.positivePrefix, formatter.positiveSuffix, formatter.negativePrefix, formatter.negativeSuffix,
            formatter.currencyDecimalSeparator, formatter.currencyGroupingSeparator,
        ]
        return symbols.contains { $0?.unicodeScalars.contains(scalar) == true }
    }

    func string(from number: NSNumber) -> String? {
        formatter.withValue { $0.string(from: number) }
    }

    static func name(of style: NumberFormatter.Style) -> String {
        switch style {
        case .none: "none"
        case .decimal: "decimal"
        case .currency: "currency"
        case .percent: "percent"
        case .scientific: "scientific"
        case .spellOut: "spell-out"
        case .ordinal: "ordinal"
        case .currencyISOCode: "currency ISO code"
        case .currencyPlural: "currency plural"
        case .currencyAccounting: "currency accounting"
        @unknown default: "custom"
        }
    }
}

extension JSONNumber {
    /// The exact value of a number a formatter produced, or `nil` for NaN and infinities.
    ///
    /// Decimal numbers convert exactly; floating-point ones through their shortest round-trip text;
    /// integers through 64-bit integers.
    init?(formatterResult number: NSNumber) {
        if let decimal = number as? NSDecimalNumber {
            self.init(decimal.decimalValue)
            return
        }
        switch number.typeEncoding {
        case UInt8(ascii: "d"), UInt8(ascii: "f"):
            self.init(number.doubleValue)
        case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
            self.init(number.uint64Value)
        default:
            self.init(number.int64Value)
        }
    }

    /// The number as an `NSNumber` for a formatter: 64-bit integers exactly, anything else as the
    /// nearest `Double` (formatters print a limited number of digits anyway).
    func formatterInput() throws(ConversionError) -> NSNumber {
        if let value = try? integer(Int64.self) { return NSNumber(value: value) }
        if let value = try? integer(UInt64.self) { return NSNumber(value: value) }
        return NSNumber(value: try double())
    }
}

extension MappingError {
    /// "the string is not a decimal number in JSON syntax".
    static func notJSONNumberText(_ value: any Sendable) -> MappingError {
        MappingError(
            code: .invalidSourceValue, sourceValue: value, detail: "the string is not a decimal number in JSON syntax")
    }

    /// A formatter could not read the string.
    static func notFormattedNumber(_ value: any Sendable, _ box: NumberFormatterBox) -> MappingError {
        MappingError(
            code: .invalidSourceValue, sourceValue: value,
            detail: "the string is not a number in \(box.styleDescription)")
    }

    /// NaN or an infinity where JSON needs a finite number.
    static func notFinite(_ value: any Sendable) -> MappingError {
        MappingError(
            code: .invalidSourceValue, sourceValue: value, detail: "the number is not finite, and JSON numbers are")
    }
}
