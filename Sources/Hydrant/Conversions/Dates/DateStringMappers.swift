public import Foundation

extension Mappers {
    /// Reads a JSON string as a date in a format and writes dates back in it: a ``DateConversion`` made by
    /// `Mappers.date(_:)` or `Mappers.date(formatter:)`, whose documentation gives the rules.
    struct DateFromString: JSONCodec {
        let codec: DateCodec

        init(codec: DateCodec) {
            self.codec = codec
        }

        /// Reads `input` as a date.
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Date {
            let input = source.json
            guard case .string(let text) = input else { throw .typeMismatch(expected: "a string", found: input) }
            do {
                return try codec.date(from: text)
            } catch {
                throw MappingError.notADate(in: codec.formatDescription, reason: error.reason, value: input)
            }
        }

    }

    /// A mapper that reads JSON strings as dates in `format`, and writes dates back in it.
    ///
    /// Formats from constants and patterns use the `en_US_POSIX` locale and UTC unless the format
    /// says otherwise (``DateFormat/in(_:)``).
    ///
    /// ```swift
    /// let created = Mappers.date(.rfc3339)
    /// try created.map("2014-01-14T14:35:23-08:00")      // 2014-01-14 22:35:23 UTC
    /// try created.map("14 Jan 2014")                    // throws: not a date in the format RFC 3339 (…)
    /// try created.reversed.map(Date(timeIntervalSince1970: 0))   // "1970-01-01T00:00:00Z"
    /// ```
    public static func date(_ format: DateFormat) -> DateConversion {
        DateConversion(.string(DateFromString(codec: DateCodec(format))))
    }

    /// A mapper that reads JSON strings as dates with `formatter`, and writes dates back with it.
    ///
    /// The formatter is used as given — its locale, time zone, calendar and leniency are yours to
    /// choose. The mapper keeps a copy made now, so later changes to `formatter` do not affect it,
    /// and the copy is only used under a lock, so the mapper is safe to share between threads.
    ///
    /// ```swift
    /// let formatter = DateFormatter()
    /// formatter.locale = Locale(identifier: "en_US_POSIX")
    /// formatter.timeZone = TimeZone(identifier: "America/Los_Angeles")
    /// formatter.dateFormat = "yyyy-MM-dd HH:mm"
    /// try Mappers.date(formatter: formatter).map("2014-01-14 14:35")   // 2014-01-14 22:35 UTC
    /// ```
    public static func date(formatter: DateFormatter) -> DateConversion {
        DateConversion(.string(DateFromString(codec: DateCodec(formatter: formatter))))
    }
}

extension MappingError {
    /// A fatal "not a date in the format …" error, naming the rule that rejected the value.
    static func notADate(in format: String, reason: String?, value: JSON) -> MappingError {
        var detail = "not a date in the format \(format)"
        if let reason { detail += ": \(reason)" }
        return MappingError(code: .invalidSourceValue, sourceValue: value, detail: detail)
    }
}

extension Mappers.DateFromString {
    /// Writes `value` as a string in the format, or throws a fatal
    /// ``MappingError/Code/invalidSourceValue`` when the format cannot express it.
    public func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
    {
        guard let text = codec.string(from: value) else {
            throw MappingError(
                code: .invalidSourceValue, sourceValue: value,
                detail: "the date cannot be written in the format \(codec.formatDescription)")
        }
        sink.write(text)
    }
}
