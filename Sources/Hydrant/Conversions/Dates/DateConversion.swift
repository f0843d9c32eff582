public import Foundation

extension Mappers {
    /// Reads JSON as a `Date` and writes dates back: a string in a ``DateFormat`` or with a
    /// `DateFormatter` (``Mappers/date(_:)``, ``Mappers/date(formatter:)``), a number of units since
    /// a reference date (``Mappers/date(since:unit:)``), or either in any of Hydrant's formats
    /// (``Mappers/anyDate()``). Hydrant's `HYDMapStringToDate`, `HYDMapNumberToDateSince` and
    /// `HYDMapStringToAnyDate`.
    ///
    /// **Strings in a format.** Anything but a string is a fatal
    /// ``MappingError/Code/invalidSourceType`` ("expected a string, got a number"); a string that is
    /// not a date in the format is a fatal ``MappingError/Code/invalidSourceValue`` whose detail
    /// names the format ("not a date in the format RFC 3339 (yyyy-MM-dd'T'HH:mm:ssXXXXX)") and never
    /// the string, which is kept in ``MappingError/sourceValue``. The reverse (`HYDMapDateToString`)
    /// writes dates in the same format, and only in a form that reads back to the same instant (up
    /// to the format's precision): RFC 3339 writes years 0000–9999 at the format's time zone;
    /// Hydrant's other patterns write years 1–9999 of the Gregorian calendar (they have no era and
    /// four-digit years); .NET is limited to ±100,000,000 days from 1970. Any other date, and one
    /// that is not finite, is a fatal ``MappingError/Code/invalidSourceValue``: "the date cannot be
    /// written in the format …". A caller's `DateFormatter` writes whatever it writes.
    ///
    /// **Numbers since a date.** Anything but a number is a fatal
    /// ``MappingError/Code/invalidSourceType``. A number whose date is more than ±100,000,000 days
    /// (8.64e15 ms, the range of JavaScript dates) from 1970, or too large for a `Double`, is a fatal
    /// ``MappingError/Code/numberOutOfRange``. The reverse (`HYDMapDateToNumberSince`) writes a date
    /// as the units since the same reference date, rounded to the microsecond, written as an integer
    /// when whole. A date that is not finite is a fatal ``MappingError/Code/numberOutOfRange``.
    ///
    /// **Any date.** Strings are tried in the formats of ``DateFormat/anyDateFormats``, in order:
    /// RFC 3339 with milliseconds, RFC 3339, .NET, then the eight RFC 822 variants; all in UTC with
    /// the `en_US_POSIX` locale. The first that reads the string wins, with no error. Numbers are
    /// seconds since 1970. When no format reads the string, the fatal
    /// ``MappingError/Code/invalidSourceValue`` names the formats tried (never the string) and lists
    /// each attempt's error in ``MappingError/underlyingErrors``. Other kinds are a fatal
    /// ``MappingError/Code/invalidSourceType``. The reverse writes RFC 3339 with milliseconds in
    /// UTC, whatever format the date was read in.
    ///
    /// ```swift
    /// try Mappers.date(.rfc3339).map("2014-01-14T14:35:23-08:00")   // 2014-01-14 22:35:23 UTC
    /// try Mappers.date().map(1389710123)                            // 2014-01-14 14:35:23 UTC
    /// try Mappers.anyDate().map("/Date(1389710123000)/")            // 2014-01-14 14:35:23 UTC
    /// ```
    public struct DateConversion: JSONCodec {
        /// What the mapper reads and writes.
        enum Kind: Sendable {
            case string(DateFromString)
            case number(DateFromNumber)
            case any(AnyDate)
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// Reads `source` as a date.
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Date {
            switch kind {
            case .string(let mapper): try mapper.read(source, context: &context)
            case .number(let mapper): try mapper.read(source, context: &context)
            case .any(let mapper): try mapper.read(source, context: &context)
            }
        }

        /// Writes `value` as the string or the number it reads back from.
        public func write(
            _ value: Date, to sink: inout some JSONSink, context: inout MappingContext
        ) throws(MappingError) {
            switch kind {
            case .string(let mapper): try mapper.write(value, to: &sink, context: &context)
            case .number(let mapper): try mapper.write(value, to: &sink, context: &context)
            case .any(let mapper): try mapper.write(value, to: &sink, context: &context)
            }
        }
    }
}

extension Mappers.DateConversion: ReversibleMapper {}

extension Mappers.DateConversion {
    /// A string in the format (`format: date-time` for RFC 3339), a number of seconds or
    /// milliseconds, or, for ``Mappers/anyDate()``, either.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        var schema = dateSchema(in: context.direction)
        schema.describesValue = false
        return schema
    }

    /// The schema of the date's JSON.
    private func dateSchema(in direction: JSONSchema.Direction) -> JSONSchema {
        switch kind {
        case .string(let mapper): mapper.codec.schema
        case .number(let mapper): mapper.schema
        case .any(let mapper):
            direction == .writing
                ? mapper.written.codec.schema
                : JSONSchema([
                    "anyOf": [
                        JSONSchema.type("string").commented("a date in one of the formats anyDate() reads").json,
                        mapper.seconds.schema.json,
                    ]
                ])
        }
    }
}

extension DateCodec {
    /// A string: `format: date-time` for RFC 3339 (which JSON Schema's format is), else the format
    /// named in a `$comment`.
    var schema: JSONSchema {
        switch engine {
        // The basic offset (`+0000`) is not RFC 3339's, nor the format's.
        case .rfc3339(_, basicOffset: false): JSONSchema(["type": "string", "format": "date-time"])
        case .rfc3339, .dotNet, .formatter:
            JSONSchema.type("string").commented("a date in the format \(formatDescription)")
        }
    }
}

extension Mappers.DateFromNumber {
    /// A number of the unit since the reference date.
    var schema: JSONSchema {
        JSONSchema.type("number").commented("a date as \(unit) since \(since)")
    }
}
