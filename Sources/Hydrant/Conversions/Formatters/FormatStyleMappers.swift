public import Foundation

extension Mappers {
    /// Reads a JSON string into a value with a `ParseableFormatStyle`'s parse strategy, and writes
    /// values back with the style.
    ///
    /// - The input must be a JSON string; anything else (including `null`) is a fatal
    ///   ``MappingError/Code/invalidSourceType`` error.
    /// - A string the strategy rejects is a fatal ``MappingError/Code/invalidSourceValue`` naming
    ///   the style. Its underlying error is an `NSError` in `NSCocoaErrorDomain` with code
    ///   `NSFormattingError` (2048). Foundation's own parse error is **not** kept: its debug
    ///   description repeats the string, and Hydrant's errors never carry values outside
    ///   ``MappingError/sourceValue``.
    /// - Parsing is strict: the whole string must be one value. Foundation's strategies read the
    ///   longest prefix they can (`IntegerFormatStyle` reads `"12abc"` as 12 and `"12.7"` as 12),
    ///   so for the styles that can say how far they read (Foundation's number and date styles,
    ///   which are `CustomConsumingRegexComponent`s) a string they read only part of is rejected
    ///   ("the style reads only part of the string"), and an integer style rejects a string with
    ///   its locale's decimal separator ("an integer cannot have a fraction").
    /// - Strings longer than 256 bytes, or with a character made of several Unicode scalars, are
    ///   rejected before the style sees them: number styles take time quadratic in a long string of
    ///   digits, and no value is written that way.
    ///
    /// The style must be `Sendable` (Foundation's styles are value types that are), so no lock is needed.
    public struct ParsedByFormatStyle<Style: ParseableFormatStyle & Sendable>: JSONCodec, ReversibleMapper
    where Style.FormatOutput == String, Style.Strategy.ParseInput == String {
        /// The style that parses and formats.
        public let style: Style

        /// Creates the mapper.
        public init(_ style: Style) {
            self.style = style
        }

        /// Parses the string, or throws a fatal error naming the style (never the string). A
        /// document's string is read as its decoded scalar (no tree is built).
        public func read(
            _ source: some JSONSource, context: inout MappingContext
        ) throws(MappingError) -> Style.FormatInput {
            let input = source.json
            guard case .string(let string) = input else {
                throw MappingError(
                    code: .invalidSourceType, sourceValue: input,
                    detail: "the \(Style.self) format style reads strings, got \(input.kind)")
            }
            if let problem = FormatterInput.problem(with: string) {
                throw unreadable(input, reason: problem)
            }
            if let component = style as? any CustomConsumingRegexComponent,
                !Self.readsWhole(string, with: component)
            {
                throw unreadable(input, reason: "the style reads only part of the string")
            }
            let value: Style.FormatInput
            do {
                value = try style.parseStrategy.parse(string)
            } catch {
                throw unreadable(input, reason: nil)
            }
            if Style.FormatInput.self is any BinaryInteger.Type, let number = style as? any LocalizedNumberStyle,
                let separator = number.locale.decimalSeparator, string.contains(separator)
            {
                throw unreadable(input, reason: "an integer cannot have a fraction")
            }
            return value
        }

        /// Whether `component` reads all of `string` as one value.
        private static func readsWhole(_ string: String, with component: some CustomConsumingRegexComponent) -> Bool {
            let whole = string.startIndex..<string.endIndex
            guard let match = try? component.consuming(string, startingAt: string.startIndex, in: whole) else {
                return false
            }
            return match.upperBound == string.endIndex
        }

        /// The fatal error for a string the style cannot read, with the rule that rejected it.
        private func unreadable(_ input: JSON, reason: String?) -> MappingError {
            var detail = "the \(Style.self) format style could not read the string"
            if let reason { detail += ": \(reason)" }
            let formattingError = NSError(
                domain: NSCocoaErrorDomain, code: NSFormattingError,
                userInfo: [NSLocalizedDescriptionKey: detail])
            return MappingError(
                code: .invalidSourceValue, sourceValue: input, detail: detail,
                underlyingErrors: [formattingError])
        }

        /// Formats `value` with the style; never fails.
        public func write(_ value: Style.FormatInput, to sink: inout some JSONSink, context: inout MappingContext) {
            sink.write(style.format(value))
        }

        /// The mapper that formats values back into strings with the same style.
        public var reversed: FormattedByFormatStyle<Style> {
            FormattedByFormatStyle(style)
        }
    }

    /// Writes a value as a JSON string with a `FormatStyle`; never fails.
    ///
    /// It is reversible (to ``ParsedByFormatStyle``) only when the style can parse what it formats,
    /// that is, when it is a `ParseableFormatStyle`; otherwise it is one-way, and asking for
    /// `reversed` does not compile.
    public struct FormattedByFormatStyle<Style: FormatStyle & Sendable>: Mapper where Style.FormatOutput == String {
        /// The style that formats.
        public let style: Style

        /// Creates the mapper.
        public init(_ style: Style) {
            self.style = style
        }

        /// The formatted value, as a JSON string.
        public func map(_ input: Style.FormatInput, context: inout MappingContext) -> JSON {
            .string(style.format(input))
        }
    }

    /// A reversible mapper that parses JSON strings with a `ParseableFormatStyle` and formats values
    /// back with it.
    ///
    /// ```swift
    /// let timestamp = Mappers.formatted(Date.ISO8601FormatStyle())
    /// try timestamp.map("2020-01-02T03:04:05Z")        // a Date
    /// try timestamp.map("yesterday")                   // throws: the ISO8601FormatStyle format style could not read the string
    /// try timestamp.reversed.map(Date(timeIntervalSince1970: 0))   // "1970-01-01T00:00:00Z"
    /// ```
    public static func formatted<Style: ParseableFormatStyle & Sendable>(_ style: Style) -> ParsedByFormatStyle<Style>
    where Style.FormatOutput == String, Style.Strategy.ParseInput == String {
        ParsedByFormatStyle(style)
    }

    /// A one-way mapper that formats values as JSON strings with a `FormatStyle` that cannot parse.
    /// (For a `ParseableFormatStyle` the overload that reads strings is chosen instead; use
    /// ``formatting(_:)`` to format with any style.)
    ///
    /// ```swift
    /// let share = Mappers.formatted(IntegerFormatStyle<Int>.Percent())   // not parseable here
    /// ```
    public static func formatted<Style: FormatStyle & Sendable>(_ style: Style) -> FormattedByFormatStyle<Style>
    where Style.FormatOutput == String {
        FormattedByFormatStyle(style)
    }

    /// A mapper that formats values as JSON strings with any `FormatStyle`; reversible when the
    /// style is a `ParseableFormatStyle`.
    ///
    /// ```swift
    /// let count = Mappers.formatting(IntegerFormatStyle<Int>(locale: Locale(identifier: "en_US")))
    /// try count.map(1234)                    // "1,234"
    /// try count.reversed.map("1,234")        // 1234
    /// ```
    public static func formatting<Style: FormatStyle & Sendable>(_ style: Style) -> FormattedByFormatStyle<Style>
    where Style.FormatOutput == String {
        FormattedByFormatStyle(style)
    }
}

extension Mappers.FormattedByFormatStyle: ReversibleMapper
where Style: ParseableFormatStyle, Style.Strategy.ParseInput == String {
    /// The mapper that parses strings back with the same style.
    public var reversed: Mappers.ParsedByFormatStyle<Style> {
        Mappers.ParsedByFormatStyle(style)
    }
}

/// A number format style that says which locale it reads, so that an integer style can reject its
/// locale's decimal separator (Foundation's integer strategies truncate `"12.7"` to 12).
protocol LocalizedNumberStyle {
    /// The locale the style reads and writes.
    var locale: Locale { get }
}

extension IntegerFormatStyle: LocalizedNumberStyle {}
extension IntegerFormatStyle.Percent: LocalizedNumberStyle {}
extension IntegerFormatStyle.Currency: LocalizedNumberStyle {}

extension Mappers.ParsedByFormatStyle {
    /// A string, with a `$comment` naming the style: what a style parses depends on its locale
    /// and options, which JSON Schema has no keyword for.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let verb = context.direction == .reading ? "parsed" : "written"
        return JSONSchema.type("string").converted("\(verb) with the \(Style.self) format style")
    }
}
