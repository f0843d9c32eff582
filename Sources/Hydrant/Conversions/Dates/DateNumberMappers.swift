public import Foundation

/// The unit of a number of time since a date. Hydrant's `HYDDateTimeUnit`.
public enum DateUnit: Sendable, Hashable, CaseIterable {
    /// Thousandths of a second.
    case milliseconds
    /// Seconds, the default.
    case seconds
    /// Minutes of 60 seconds.
    case minutes
    /// Hours of 3,600 seconds.
    case hours

    /// The length of the unit in milliseconds: 1, 1,000, 60,000 or 3,600,000.
    ///
    /// ```swift
    /// DateUnit.minutes.milliseconds   // 60000
    /// ```
    public var milliseconds: Double {
        switch self {
        case .milliseconds: 1
        case .seconds: 1000
        case .minutes: 60_000
        case .hours: 3_600_000
        }
    }
}

extension Mappers {
    /// Reads a JSON number as a date, units after a reference date, and writes dates back as numbers:
    /// a ``DateConversion`` made by `Mappers.date(since:unit:)`, whose documentation gives the rules.
    struct DateFromNumber: JSONCodec {
        /// The date the number counts from.
        public let since: Date
        /// The unit of the number.
        public let unit: DateUnit

        /// Creates the mapper; see ``Mappers/date(since:unit:)``.
        public init(since: Date, unit: DateUnit) {
            self.since = since
            self.unit = unit
        }

        /// The largest distance from 1970 a date may have, in seconds.
        static let limit: Double = 8.64e12

        /// Reads `input` as a date.
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Date {
            let input = source.json
            guard case .number(let number) = input else { throw .typeMismatch(expected: "a number", found: input) }
            let value: Double
            do {
                value = try number.double()
            } catch {
                throw .numberConversion(error, value: input)
            }
            let reference = since.timeIntervalSinceReferenceDate + value * unit.milliseconds / 1000
            let from1970 = reference + Double(RFC3339.referenceFrom1970)
            guard from1970.isFinite, abs(from1970) <= Self.limit else {
                throw MappingError(
                    code: .numberOutOfRange, sourceValue: input,
                    detail: "the number is out of the range of dates (±100,000,000 days from 1970)")
            }
            return Date(timeIntervalSinceReferenceDate: reference)
        }

        /// The number `date` is written as.
        func json(from date: Date) throws(MappingError) -> JSON {
            let microseconds = (date.timeIntervalSince(since) * 1_000_000).rounded()
            let value = microseconds / (unit.milliseconds * 1000)
            guard value.isFinite else {
                throw MappingError(code: .numberOutOfRange, sourceValue: date, detail: "the date is not finite")
            }
            if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
                return .number(JSONNumber(Int64(value)))
            }
            guard let number = JSONNumber(value) else {
                throw MappingError(code: .numberOutOfRange, sourceValue: date, detail: "the date is not finite")
            }
            return .number(number)
        }
    }

    /// A mapper that reads a JSON number as a date `unit`s after `since` (1970-01-01 UTC and
    /// seconds by default), and writes dates back as numbers.
    ///
    /// ```swift
    /// try Mappers.date().map(1389710123)                        // 2014-01-14 14:35:23 UTC
    /// try Mappers.date(unit: .milliseconds).map(1389710123500)  // 2014-01-14 14:35:23.5 UTC
    /// try Mappers.date().reversed.map(Date(timeIntervalSince1970: 1.5))   // 1.5
    /// try Mappers.date().map("1389710123")                      // throws: expected a number, got a string
    /// ```
    public static func date(
        since: Date = Date(timeIntervalSince1970: 0), unit: DateUnit = .seconds
    ) -> DateConversion {
        DateConversion(.number(DateFromNumber(since: since, unit: unit)))
    }

    /// A mapper that writes a date as the number of `unit`s since `since`, and reads numbers back as
    /// dates. Hydrant's `HYDMapDateToNumberSince`.
    ///
    /// ```swift
    /// let epoch = Date(timeIntervalSince1970: 0)
    /// try Mappers.number(since: epoch, unit: .milliseconds).map(Date(timeIntervalSince1970: 2))  // 2000
    /// ```
    public static func number(since: Date, unit: DateUnit = .seconds) -> Reversed<DateConversion> {
        date(since: since, unit: unit).reversed
    }
}

extension Mappers.DateFromNumber {
    /// Writes `value` as the number of units since the reference date.
    public func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
    {
        sink.write(try json(from: value))
    }
}
