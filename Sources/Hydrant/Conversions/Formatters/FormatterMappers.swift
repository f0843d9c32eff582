public import Foundation

extension Mappers {
    /// Reads a JSON string into a value with a Foundation `Formatter`. Hydrant's
    /// `HYDMapStringToObjectByFormatter`.
    ///
    /// - The input must be a JSON string; anything else (including `null`) is a fatal
    ///   ``MappingError/Code/invalidSourceType`` error and the formatter is not called. For an
    ///   `Optional` type (`Mappers.formatted(formatter, as: Int?.self)`) `null` is `nil`, and the
    ///   reverse writes `nil` as `null`: the formatter never sees a `nil`.
    /// - When the formatter cannot read the string, the error is a fatal
    ///   ``MappingError/Code/invalidSourceValue`` whose underlying error is an `NSError` in
    ///   `NSCocoaErrorDomain` with code `NSFormattingError` (2048), described by the formatter's own
    ///   error description or, when it gives none, by "the formatter could not read the string".
    ///   The string itself is kept only as the error's ``MappingError/sourceValue``.
    /// - When the formatter produces an object that is not an `Output` (a `NumberFormatter` reading
    ///   `12.5` for an `Int`), the error is a fatal ``MappingError/Code/invalidResultingType``.
    ///
    /// The reverse (`HYDMapObjectToStringByFormatter`) writes values back with the same formatter's
    /// `string(for:)`. When the formatter returns `nil` (it cannot format values of that type) the
    /// error is a fatal ``MappingError/Code/invalidSourceValue`` naming the formatter; the value is
    /// kept only as the error's ``MappingError/sourceValue``.
    ///
    /// The formatter is copied when the mapper is made and used under a lock (see
    /// ``StringParsingFormatter`` for custom formatters on Linux).
    public struct StringToObjectByFormatter<Output: Sendable>: JSONCodec {
        let formatter: LockedFormatter

        /// Creates the mapper from a formatter (which is copied).
        public init(_ formatter: Formatter, as type: Output.Type = Output.self) {
            self.formatter = LockedFormatter(formatter)
        }

        /// Reads the string, or throws a fatal error naming the formatter (never the string).
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Output {
            let input = source.json
            if input.isNull, let nilType = Output.self as? any ExpressibleByNilLiteral.Type,
                let none = nilType.init(nilLiteral: ()) as? Output
            {
                return none
            }
            guard case .string(let string) = input else {
                throw MappingError(
                    code: .invalidSourceType, sourceValue: input,
                    detail: "the \(formatter.name) reads strings, got \(input.kind)")
            }
            switch formatter.parse(string) {
            case .failure(let description):
                let formattingError = NSError(
                    domain: NSCocoaErrorDomain, code: NSFormattingError,
                    userInfo: [NSLocalizedDescriptionKey: description ?? "the formatter could not read the string"])
                throw MappingError(
                    code: .invalidSourceValue, sourceValue: input,
                    detail: "the \(formatter.name) could not read the string",
                    underlyingErrors: [formattingError])
            case .object(let object):
                guard let value = object as? Output else {
                    throw MappingError(
                        code: .invalidResultingType, sourceValue: input,
                        detail: "the \(formatter.name) produced a value of type \(type(of: object)), not \(Output.self)"
                    )
                }
                return value
            }
        }

    }

    /// A mapper that reads a JSON string as `type` with a Foundation `Formatter`; its reverse
    /// writes values back with `string(for:)`.
    ///
    /// ```swift
    /// let formatter = NumberFormatter()
    /// formatter.numberStyle = .decimal
    /// formatter.locale = Locale(identifier: "en_US")
    /// let amount = Mappers.formatted(formatter, as: Double.self)
    /// try amount.map("1,234.5")            // 1234.5
    /// try amount.map("lots")               // throws: the NumberFormatter could not read the string
    /// try amount.reversed.map(1234.5)      // "1,234.5"
    /// ```
    public static func formatted<Output>(
        _ formatter: Formatter, as type: Output.Type
    ) -> StringToObjectByFormatter<Output> {
        StringToObjectByFormatter(formatter, as: type)
    }

    /// A mapper that writes values of `type` as JSON strings with a Foundation `Formatter`
    /// (Hydrant's `HYDMapObjectToStringByFormatter`); its reverse reads them back.
    ///
    /// ```swift
    /// let day = DateFormatter()
    /// day.dateFormat = "yyyy-MM-dd"
    /// day.timeZone = TimeZone(identifier: "UTC")
    /// try Mappers.formatting(Date.self, with: day).map(Date(timeIntervalSince1970: 0))   // "1970-01-01"
    /// ```
    public static func formatting<Input>(
        _ type: Input.Type, with formatter: Formatter
    ) -> Reversed<StringToObjectByFormatter<Input>> {
        StringToObjectByFormatter(formatter, as: type).reversed
    }
}

extension Mappers.StringToObjectByFormatter {
    /// Formats `value`, or throws a fatal error naming the formatter (never the value); `nil` is
    /// written as `null`.
    public func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
    {
        if isNilValue(value) {
            sink.writeNull()
            return
        }
        // The formatter is given the wrapped value of an Optional, as it would be given a plain one.
        let formatted: Any = (value as? any OptionalProtocol)?.wrappedAny ?? value
        guard let string = formatter.string(for: formatted) else {
            throw MappingError(
                code: .invalidSourceValue, sourceValue: value,
                detail: "the \(formatter.name) could not format a value of type \(Output.self)")
        }
        sink.write(string)
    }
}

extension Mappers.StringToObjectByFormatter: ReversibleMapper {}

extension Mappers.StringToObjectByFormatter {
    /// A string (or `null`, for an optional output), with a `$comment` naming the formatter: what
    /// a formatter parses depends on its locale and options.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let verb = context.direction == .reading ? "parsed" : "written"
        var schema = JSONSchema.type("string")
        if Output.self is any ExpressibleByNilLiteral.Type { schema = schema.allowingNull() }
        return schema.converted("\(verb) by the \(formatter.name)")
    }
}
