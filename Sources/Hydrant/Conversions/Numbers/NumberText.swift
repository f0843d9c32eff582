public import Foundation

extension Mappers {
    /// Turns a JSON number into a Swift `String`, and back. Hydrant's `HYDMapNumberToString` for
    /// JSON documents; the reverse reads the string back as a JSON number.
    ///
    /// Made by ``Mappers/numberText()``, ``Mappers/numberText(style:locale:)`` and
    /// ``Mappers/numberText(formatter:)``.
    ///
    /// - Without a formatter the string is the number's exact text as written (`"12.50"`,
    ///   `"1e3"`, 30-digit integers); the reverse accepts only strings in JSON number syntax.
    /// - With a formatter the number is formatted (`1235555` → `"1,235,555"` in the decimal style
    ///   for `en_US`); integers up to 64 bits are formatted exactly, other numbers through the
    ///   nearest `Double`. The reverse parses with the same formatter.
    ///
    /// A value that is not a number is a fatal ``MappingError/Code/invalidSourceType``. A string the
    /// reverse cannot read is a fatal ``MappingError/Code/invalidSourceValue``
    /// (`Mappers.numberText().reversed.map("1,5")` throws "not a decimal number").
    ///
    /// ```swift
    /// try Mappers.numberText().map(12.5)                       // "12.5"
    /// try Mappers.numberText().map("12")                       // throws: expected a number, got a string
    /// try Mappers.numberText().reversed.map("1e3")             // 1e3 (a JSON number)
    /// try Mappers.numberText(style: .decimal, locale: Locale(identifier: "en_US")).map(1235555)   // "1,235,555"
    /// ```
    public struct NumberText: JSONCodec {
        /// `nil`: the exact JSON text.
        let formatter: NumberFormatterBox?

        init(formatter: NumberFormatterBox?) {
            self.formatter = formatter
        }

        /// The number's text, or its formatted text.
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> String {
            let input = source.json
            guard case .number(let number) = input else { throw .typeMismatch(expected: "a number", found: input) }
            guard let formatter else { return number.text }
            let value: NSNumber
            do {
                value = try number.formatterInput()
            } catch {
                throw .numberConversion(error, value: input)
            }
            guard let text = formatter.string(from: value) else {
                throw MappingError(
                    code: .invalidSourceValue, sourceValue: input,
                    detail: "the number cannot be written in \(formatter.styleDescription)")
            }
            return text
        }

        /// The JSON number `text` holds, or a fatal ``MappingError/Code/invalidSourceValue``.
        func json(from text: String) throws(MappingError) -> JSON {
            if let formatter {
                guard let parsed = formatter.number(from: text) else { throw .notFormattedNumber(text, formatter) }
                guard let number = JSONNumber(formatterResult: parsed) else { throw .notFinite(text) }
                return .number(number)
            }
            guard let number = JSONNumber(text) else { throw .notJSONNumberText(text) }
            return .number(number)
        }
    }

    /// A mapper from a JSON number to its exact text, as written in the document.
    ///
    /// ```swift
    /// try Mappers.numberText().map(.number(JSONNumber("12.50")!))   // "12.50"
    /// ```
    public static func numberText() -> NumberText {
        NumberText(formatter: nil)
    }

    /// A mapper from a JSON number to its text in a `NumberFormatter` style, with `locale` or
    /// `en_US_POSIX` (never the machine's locale). Hydrant's `HYDMapNumberToString(style)`.
    ///
    /// ```swift
    /// let grouped = Mappers.numberText(style: .decimal, locale: Locale(identifier: "en_US"))
    /// try grouped.map(1235555)               // "1,235,555"
    /// try grouped.reversed.map("1,235,555")  // 1235555
    /// ```
    public static func numberText(style: NumberFormatter.Style, locale: Locale? = nil) -> NumberText {
        NumberText(formatter: NumberFormatterBox(style: style, locale: locale))
    }

    /// A mapper from a JSON number to its text formatted by `formatter`, used as given (kept, not
    /// copied: do not change it afterwards). Hydrant's `HYDMapNumberToString(formatter)`.
    ///
    /// ```swift
    /// try Mappers.numberText(formatter: germanDecimal).map(1234.5)   // "1.234,5"
    /// ```
    public static func numberText(formatter: NumberFormatter) -> NumberText {
        NumberText(formatter: NumberFormatterBox(given: formatter))
    }
}

extension Mappers.NumberText {
    /// Writes the number `value` holds, or throws a fatal ``MappingError/Code/invalidSourceValue``.
    public func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
    {
        sink.write(try json(from: value))
    }
}

extension Mappers.NumberText: ReversibleMapper {}

extension Mappers.NumberText {
    /// A number (written back as a number too).
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        var schema = JSONSchema.type("number")
        schema.describesValue = false
        return schema
    }
}
