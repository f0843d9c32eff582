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
    ///
    /// The style must be `Sendable` (Foundation's styles are value types that are), so no lock is needed.
    public struct ParsedByFormatStyle<Style: ParseableFormatStyle & Sendable>: ReversibleMapper
    where Style.FormatOutput == String, Style.Strategy.ParseInput == String {
        /// The style that parses and formats.
        public let style: Style

        /// Creates the mapper.
        public init(_ style: Style) {
            self.style = style
        }

        /// Parses the string, or throws a fatal error naming the style (never the string).
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> Style.FormatInput {
            guard case .string(let string) = input else {
                throw MappingError(
                    code: .invalidSourceType, sourceValue: input,
                    detail: "the \(Style.self) format style reads strings, got \(input.kind)")
            }
            do {
                return try style.parseStrategy.parse(string)
            } catch {
                let detail = "the \(Style.self) format style could not read the string"
                let formattingError = NSError(
                    domain: NSCocoaErrorDomain, code: NSFormattingError,
                    userInfo: [NSLocalizedDescriptionKey: detail])
                throw MappingError(
                    code: .invalidSourceValue, sourceValue: input, detail: detail,
                    underlyingErrors: [formattingError])
            }
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
