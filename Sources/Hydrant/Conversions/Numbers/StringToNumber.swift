public import Foundation

extension Mappers {
    /// Reads a JSON string holding a number as a Swift number, exactly. Hydrant's
    /// `HYDMapStringToNumber` and `HYDMapStringToDecimalNumber`; the reverse
    /// (`HYDMapNumberToString`) writes numbers back as strings: without a formatter in JSON
    /// syntax, locale-independent — integers as decimal digits, `Double` in the shortest text that
    /// reads back as the same value (`0.1`, `1e-05`), `Decimal` exactly; with a formatter in that
    /// formatter's format. NaN and infinities are a fatal ``MappingError/Code/invalidSourceValue``.
    ///
    /// Made by `Mappers.number(_:)` and its overloads. Two ways to read:
    ///
    /// - **JSON syntax** (the default): locale-independent. The whole string must be a number as
    ///   JSON writes it — an optional `-`, no leading zeros, `.` for the fraction, an optional
    ///   exponent. A leading `+`, surrounding whitespace, grouping separators, `NaN` and `Infinity` are
    ///   rejected, so that what is accepted is exactly what the reverse writes back. The conversion is
    ///   exact: integers never wrap (`"300"` for `UInt8` is ``MappingError/Code/numberOutOfRange``),
    ///   `"1e3"` is the integer 1000 but `"1.5"` is not an integer, `Decimal` keeps up to 38 digits,
    ///   and `Double` rounds to the nearest value (correctly, ties to even).
    /// - **With a `NumberFormatter`** (`Mappers.number(_:style:locale:)`,
    ///   `Mappers.number(_:formatter:)`): the formatter reads the string; the number
    ///   it produces is then converted exactly as above (out of range for an integer type is
    ///   ``MappingError/Code/numberOutOfRange``).
    ///
    /// A value that is not a string is a fatal ``MappingError/Code/invalidSourceType`` ("expected a
    /// string, got a number"); a string that is not a number is a fatal
    /// ``MappingError/Code/invalidSourceValue``. Wrap it in `Mappers.optionally(_:)` (an ``Mappers/Optionally``) for
    /// `null` and missing values.
    ///
    /// ```swift
    /// try Mappers.number(Int.self).map("42")            // 42
    /// try Mappers.number(UInt8.self).map("300")         // throws: out of range for UInt8
    /// try Mappers.number(Decimal.self).map("0.1")       // exactly 0.1
    /// try Mappers.number(Int.self).reversed.map(42)     // "42"
    /// ```
    public struct StringToNumber<Output: Sendable>: JSONCodec {
        let conversion: NumberConversion<Output>
        /// `nil`: JSON syntax.
        let formatter: NumberFormatterBox?

        init(conversion: NumberConversion<Output>, formatter: NumberFormatterBox?) {
            self.conversion = conversion
            self.formatter = formatter
        }

        /// Reads the number in the string, or throws a fatal error naming the rule that failed.
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Output {
            let input = source.json
            guard case .string(let text) = input else { throw .typeMismatch(expected: "a string", found: input) }
            let number: JSONNumber
            if let formatter {
                guard let parsed = formatter.number(from: text) else { throw .notFormattedNumber(input, formatter) }
                guard let exact = JSONNumber(formatterResult: parsed) else { throw .notFinite(input) }
                number = exact
            } else {
                guard let exact = JSONNumber(text) else { throw .notJSONNumberText(input) }
                number = exact
            }
            do {
                return try conversion.fromJSON(number)
            } catch {
                throw .numberConversion(error, value: input)
            }
        }

        /// The JSON string `value` is written as: JSON syntax, or the formatter's text.
        func json(from value: Output) throws(MappingError) -> JSON {
            if let formatter {
                guard let number = conversion.toNSNumber(value) else { throw .notFinite(value) }
                guard let text = formatter.string(from: number) else {
                    throw MappingError(
                        code: .invalidSourceValue, sourceValue: value,
                        detail: "the number cannot be written in \(formatter.styleDescription)")
                }
                return .string(text)
            }
            guard let number = conversion.toJSON(value) else { throw .notFinite(value) }
            return .string(number.text)
        }
    }

    // MARK: JSON syntax

    /// A mapper that reads a string in JSON number syntax as an integer, exactly; out of range is
    /// ``MappingError/Code/numberOutOfRange``, never wrapped.
    ///
    /// ```swift
    /// try Mappers.number(Int8.self).map("-128")   // -128
    /// try Mappers.number(Int.self).map("1e3")     // 1000
    /// try Mappers.number(Int.self).map("1.5")     // throws: not an integer
    /// try Mappers.number(Int.self).map(42)        // throws: expected a string, got a number
    /// ```
    public static func number<T: FixedWidthInteger & Sendable>(_ type: T.Type) -> StringToNumber<T> {
        StringToNumber(conversion: .integer(T.self), formatter: nil)
    }

    /// A mapper that reads a string in JSON number syntax as the nearest `Double`; numbers too
    /// large for `Double` are ``MappingError/Code/numberOutOfRange``.
    ///
    /// ```swift
    /// try Mappers.number(Double.self).map("2.5e-3")   // 0.0025
    /// try Mappers.number(Double.self).map("1e400")    // throws: out of range for Double
    /// ```
    public static func number(_ type: Double.Type) -> StringToNumber<Double> {
        StringToNumber(conversion: .double, formatter: nil)
    }

    /// A mapper that reads a string in JSON number syntax as a `Decimal`, exactly (Hydrant's
    /// `HYDMapStringToDecimalNumber`); more than 38 significant digits is
    /// ``MappingError/Code/numberOutOfRange``, never rounded.
    ///
    /// ```swift
    /// try Mappers.number(Decimal.self).map("12.50")   // 12.5, exactly
    /// ```
    public static func number(_ type: Decimal.Type) -> StringToNumber<Decimal> {
        StringToNumber(conversion: .decimal, formatter: nil)
    }

    // MARK: Formatter style

    /// A mapper that reads a string with a `NumberFormatter` of `style` as an integer. The
    /// formatter uses `locale`, or `en_US_POSIX` when none is given, never the machine's locale.
    ///
    /// Formatters read through `Double` for numbers beyond 64-bit integers, so use
    /// `Mappers.number(_:)` when exactness matters.
    ///
    /// ```swift
    /// try Mappers.number(Int.self, style: .decimal).map("1,234")   // 1234
    /// try Mappers.number(Int8.self, style: .decimal).map("1,234")  // throws: out of range for Int8
    /// ```
    public static func number<T: FixedWidthInteger & Sendable>(
        _ type: T.Type, style: NumberFormatter.Style, locale: Locale? = nil
    ) -> StringToNumber<T> {
        StringToNumber(conversion: .integer(T.self), formatter: NumberFormatterBox(style: style, locale: locale))
    }

    /// A mapper that reads a string with a `NumberFormatter` of `style` as a `Double`; the
    /// formatter uses `locale`, or `en_US_POSIX`.
    ///
    /// ```swift
    /// let german = Mappers.number(Double.self, style: .decimal, locale: Locale(identifier: "de_DE"))
    /// try german.map("1.234,5")           // 1234.5
    /// try german.reversed.map(1234.5)     // "1.234,5"
    /// ```
    public static func number(
        _ type: Double.Type, style: NumberFormatter.Style, locale: Locale? = nil
    ) -> StringToNumber<Double> {
        StringToNumber(conversion: .double, formatter: NumberFormatterBox(style: style, locale: locale))
    }

    /// A mapper that reads a string with a `NumberFormatter` of `style` as a `Decimal`; the
    /// formatter uses `locale`, or `en_US_POSIX`.
    ///
    /// ```swift
    /// try Mappers.number(Decimal.self, style: .percent).map("50%")   // 0.5
    /// ```
    public static func number(
        _ type: Decimal.Type, style: NumberFormatter.Style, locale: Locale? = nil
    ) -> StringToNumber<Decimal> {
        StringToNumber(conversion: .decimal, formatter: NumberFormatterBox(style: style, locale: locale))
    }

    // MARK: Given formatter

    /// A mapper that reads a string with `formatter`, used as given (its locale included), as an
    /// integer. The formatter is kept, not copied: do not change it afterwards.
    ///
    /// ```swift
    /// let formatter = NumberFormatter()
    /// formatter.locale = Locale(identifier: "de_DE")
    /// formatter.numberStyle = .decimal
    /// try Mappers.number(Int.self, formatter: formatter).map("1.234")   // 1234
    /// ```
    public static func number<T: FixedWidthInteger & Sendable>(
        _ type: T.Type, formatter: NumberFormatter
    ) -> StringToNumber<T> {
        StringToNumber(conversion: .integer(T.self), formatter: NumberFormatterBox(given: formatter))
    }

    /// A mapper that reads a string with `formatter`, used as given, as a `Double`.
    ///
    /// ```swift
    /// try Mappers.number(Double.self, formatter: germanDecimal).map("1.234,5")   // 1234.5
    /// ```
    public static func number(_ type: Double.Type, formatter: NumberFormatter) -> StringToNumber<Double> {
        StringToNumber(conversion: .double, formatter: NumberFormatterBox(given: formatter))
    }

    /// A mapper that reads a string with `formatter`, used as given, as a `Decimal`.
    ///
    /// ```swift
    /// try Mappers.number(Decimal.self, formatter: germanDecimal).map("12,5")   // 12.5
    /// ```
    public static func number(_ type: Decimal.Type, formatter: NumberFormatter) -> StringToNumber<Decimal> {
        StringToNumber(conversion: .decimal, formatter: NumberFormatterBox(given: formatter))
    }
}

extension Mappers.StringToNumber {
    /// Writes `value` as a string, in JSON syntax or with the formatter.
    public func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
    {
        sink.write(try json(from: value))
    }
}

extension Mappers.StringToNumber: ReversibleMapper {}

extension Mappers.StringToNumber {
    /// A string that holds a number, named in a `$comment` (JSON Schema has no format for it).
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        var schema = JSONSchema.type("string")
        if formatter == nil {
            // Exactly JSON's number syntax, as the reverse writes it.
            schema["pattern"] = #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#
        }
        return schema.converted("a number written as a string (\(Output.self))")
    }
}
