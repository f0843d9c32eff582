import Foundation

extension Mappers {
    /// Reads a date in any of Hydrant's formats, or a number of seconds since 1970: a
    /// ``DateConversion`` made by `Mappers.anyDate()`, whose documentation gives the rules.
    struct AnyDate: JSONCodec {
        let codecs: [DateCodec]
        let seconds: DateFromNumber
        /// The format dates are written in.
        let written = DateFromString(codec: DateCodec(.rfc3339Milliseconds))

        init() {
            // Both RFC 3339 constants are read by the same parser, so one attempt covers both.
            codecs = DateFormat.anyDateFormats.filter { $0 != .rfc3339 }.map(DateCodec.init)
            seconds = DateFromNumber(since: Date(timeIntervalSince1970: 0), unit: .seconds)
        }

        /// Reads `input` as a date.
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Date {
            let input = source.json
            switch input {
            case .number:
                return try seconds.read(input, context: &context)
            case .string(let text):
                var attempts: [any Error] = []
                for codec in codecs {
                    do {
                        return try codec.date(from: text)
                    } catch {
                        attempts.append(
                            MappingError.notADate(in: codec.formatDescription, reason: error.reason, value: input))
                    }
                }
                let names = DateFormat.anyDateFormats.map(\.name).joined(separator: ", ")
                throw MappingError(
                    code: .invalidSourceValue, sourceValue: input,
                    detail: "not a date in any of the formats \(names)", underlyingErrors: attempts)
            default:
                throw .typeMismatch(expected: "a string or a number", found: input)
            }
        }

        /// Writes `value` as RFC 3339 with milliseconds in UTC.
        public func write(
            _ value: Date, to sink: inout some JSONSink, context: inout MappingContext
        ) throws(MappingError) {
            try written.write(value, to: &sink, context: &context)
        }
    }

    /// A mapper that reads a date in any of Hydrant's formats (RFC 3339, .NET, RFC 822) or a number
    /// of seconds since 1970, and writes dates back as RFC 3339 with milliseconds in UTC.
    ///
    /// ```swift
    /// let when = Mappers.anyDate()
    /// try when.map("2014-01-14T14:35:23.123Z")          // RFC 3339 with milliseconds
    /// try when.map("/Date(1389710123000)/")             // .NET
    /// try when.map("Tue, 14 Jan 2014 14:35:23 GMT")     // RFC 822
    /// try when.map(1389710123)                          // seconds since 1970
    /// try when.reversed.map(Date(timeIntervalSince1970: 0))   // "1970-01-01T00:00:00.000Z"
    /// ```
    public static func anyDate() -> DateConversion {
        DateConversion(.any(AnyDate()))
    }
}
