import Foundation
import Hydrant
import Testing

@Suite("RFC 3339 fast path")
struct RFC3339Tests {
    static let instant = date1970(1_389_710_123)

    @Test(arguments: [
        ("2014-01-14T14:35:23Z", 0.0),
        ("2014-01-14t14:35:23z", 0),
        ("2014-01-14T14:35:23+00:00", 0),
        ("2014-01-14T14:35:23-00:00", 0),
        ("2014-01-14T06:35:23-0800", 0),
        ("2014-01-14T06:35:23-08:00", 0),
        ("2014-01-15T04:20:23+13:45", 0),
        ("2014-01-14T14:35:23.5Z", 0.5),
        ("2014-01-14T14:35:23.123Z", 0.123),
        ("2014-01-14T14:35:23.1234567891234Z", 0.123456789),
        ("2014-01-14T14:35:23.000001+00:00", 0.000001),
    ])
    func readsRFC3339Syntax(text: String, fraction: Double) throws {
        for format in [DateFormat.rfc3339, .rfc3339Milliseconds] {
            let date = try Mappers.date(format).map(.string(text))
            #expect(abs(date.timeIntervalSince(Self.instant) - fraction) < 1e-7, "\(text)")
        }
    }

    @Test(arguments: [
        ("2014-13-14T14:35:23Z", "the month is not 1–12"),
        ("2014-00-14T14:35:23Z", "the month is not 1–12"),
        ("2014-02-29T14:35:23Z", "the day is not in the month"),
        ("1900-02-29T14:35:23Z", "the day is not in the month"),
        ("2014-04-31T14:35:23Z", "the day is not in the month"),
        ("2014-01-00T14:35:23Z", "the day is not in the month"),
        ("2014-01-14T24:00:00Z", "the hour is not 0–23"),
        ("2014-01-14T14:60:23Z", "the minute is not 0–59"),
        ("2014-01-14T14:35:61Z", "the second is not 0–60"),
        ("2014-01-14T14:35:23+24:00", "the time-zone offset is out of range"),
        ("2014-01-14T14:35:23+05:60", "the time-zone offset is out of range"),
    ])
    func rejectsOutOfRangeFields(text: String, reason: String) {
        let error = expectFatal(Mappers.date(.rfc3339), .string(text), code: .invalidSourceValue)
        #expect(error?.detail == "not a date in the format RFC 3339 (yyyy-MM-dd'T'HH:mm:ssXXXXX): \(reason)")
    }

    @Test(arguments: [
        "", "2014", "2014-01-14", "2014-01-14T14:35:23", "2014-01-14 14:35:23Z", "2014-1-14T14:35:23Z",
        "2014-01-14T14:35:23.Z", "2014-01-14T14:35:23+5", "2014-01-14T14:35:23+05", "2014-01-14T14:35:23+05:3",
        "2014-01-14T14:35:23Zjunk", " 2014-01-14T14:35:23Z", "２０14-01-14T14:35:23Z", "2014-01-14T14:35:23+05::30",
        "+2014-01-14T14:35:23Z", "2014-01-14T14:35:23,5Z",
    ])
    func rejectsBadSyntax(text: String) {
        let error = expectFatal(Mappers.date(.rfc3339Milliseconds), .string(text), code: .invalidSourceValue)
        #expect(error?.detail?.hasPrefix("not a date in the format RFC 3339 with milliseconds") == true)
    }

    @Test func leapYearsAndLeapSeconds() throws {
        let mapper = Mappers.date(.rfc3339)
        #expect(try mapper.map("2000-02-29T00:00:00Z") == date1970(951_782_400))
        #expect(try mapper.map("2016-02-29T00:00:00Z") == date1970(1_456_704_000))
        // A leap second is the first instant of the next minute.
        #expect(try mapper.map("2016-12-31T23:59:60Z") == date1970(1_483_228_800))
    }

    @Test func writesTheConstantsPatterns() throws {
        let date = date1970(1_389_710_123.987_654)
        // RFC 3339 §5.6: `Z` for UTC, `±hh:mm` otherwise.
        #expect(try Mappers.date(.rfc3339).reversed.map(date) == "2014-01-14T14:35:23Z")
        #expect(try Mappers.date(.rfc3339Milliseconds).reversed.map(date) == "2014-01-14T14:35:23.987Z")
        #expect(try Mappers.date(.rfc3339Milliseconds).reversed.map(date1970(-0.001)) == "1969-12-31T23:59:59.999Z")
        let la = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(try Mappers.date(DateFormat.rfc3339.in(la)).reversed.map(date) == "2014-01-14T06:35:23-08:00")
        // Summer time.
        #expect(
            try Mappers.date(DateFormat.rfc3339.in(la)).reversed.map(date1970(1_404_000_000))
                == "2014-06-28T17:00:00-07:00")
        let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
        #expect(try Mappers.date(DateFormat.rfc3339.in(kolkata)).reversed.map(date) == "2014-01-14T20:05:23+05:30")
        // The original's bytes, ISO 8601's basic offset, under their own name; read the same.
        #expect(try Mappers.date(.hydrantRFC3339).reversed.map(date) == "2014-01-14T14:35:23+0000")
        #expect(try Mappers.date(.hydrantRFC3339Milliseconds).reversed.map(date) == "2014-01-14T14:35:23.987+0000")
        #expect(
            try Mappers.date(DateFormat.hydrantRFC3339.in(la)).reversed.map(date) == "2014-01-14T06:35:23-0800")
        #expect(try Mappers.date(.hydrantRFC3339).map("2014-01-14T14:35:23Z") == date1970(1_389_710_123))
        #expect(try Mappers.date(.rfc3339).map("2014-01-14T14:35:23+0000") == date1970(1_389_710_123))
    }

    @Test func millisecondsRoundTripExactly() throws {
        let mapper = Mappers.date(.rfc3339Milliseconds)
        var generator = SplitMix64(seed: 3339)
        for _ in 0..<2000 {
            let date = randomDate(using: &generator)
            let text = try mapper.reversed.map(date)
            let back = try mapper.map(text)
            #expect(nearlyEqual(back, date))
            #expect(try mapper.reversed.map(back) == text)
        }
    }

    @Test func yearsOutsideFourDigitsCannotBeWritten() throws {
        let mapper = Mappers.date(.rfc3339)
        let farFuture = date1970(300_000_000_000)  // year 11476
        let error = expectFatal(mapper.reversed, farFuture, code: .invalidSourceValue)
        #expect(error?.detail == "the date cannot be written in the format RFC 3339 (yyyy-MM-dd'T'HH:mm:ssXXXXX)")
        _ = expectFatal(mapper.reversed, date1970(-62_167_219_201), code: .invalidSourceValue)  // 0000-01-01T00:00:00Z − 1 s
        _ = expectFatal(mapper.reversed, Date(timeIntervalSinceReferenceDate: .nan), code: .invalidSourceValue)
        _ = expectFatal(mapper.reversed, Date(timeIntervalSinceReferenceDate: .infinity), code: .invalidSourceValue)
    }

    /// Every date the reader accepts is written back as the same instant, or writing is an error:
    /// never another instant (a `DateFormatter` fallback once wrote "0000-01-01T00:00:00+23:59" as
    /// "0001-01-02T00:01:00+0000", 368 days off).
    @Test(arguments: [
        "0000-01-01T00:00:00+23:59", "0000-01-01T00:00:00Z", "0000-01-01T23:59:00+23:59", "0000-03-01T00:00:00-00:00",
        "9999-12-31T23:59:59-23:59", "9999-12-31T23:59:59Z", "9999-12-31T00:00:00-23:59", "1582-10-10T12:00:00+0100",
    ])
    func readableDatesWriteBackToTheSameInstantOrFail(text: String) throws {
        for format in [DateFormat.rfc3339, .rfc3339Milliseconds] {
            for zone in ["GMT", "Pacific/Kiritimati", "Pacific/Pago_Pago"] {
                let mapper = Mappers.date(format.in(try #require(TimeZone(identifier: zone))))
                let date = try mapper.map(.string(text))
                switch mapper.reversed.mapping(date) {
                case .success(let written):
                    #expect(try mapper.map(written) == date, "\(text) in \(zone) written as \(written)")
                case .successWithErrors:
                    Issue.record("writing a date has no non-fatal errors")
                case .failure(let error):
                    #expect(error.code == .invalidSourceValue)
                    #expect(error.detail?.hasPrefix("the date cannot be written in the format") == true)
                }
            }
        }
    }

    /// Local mean time before 1900 has offsets in seconds: the offset is written truncated to the
    /// minute with the local time at that offset, so the text is still the same instant.
    @Test func offsetsInSecondsWriteTheSameInstant() throws {
        let monrovia = try #require(TimeZone(identifier: "Africa/Monrovia"))
        let date = date1970(-2_208_988_800)  // 1900-01-01T00:00:00Z, when Monrovia was −00:43:08
        #expect(monrovia.secondsFromGMT(for: date) == -2588)
        for format in [DateFormat.rfc3339, .rfc3339Milliseconds] {
            let mapper = Mappers.date(format.in(monrovia))
            let text = try mapper.reversed.map(date)
            #expect(try mapper.map(text) == date)
        }
        #expect(try Mappers.date(DateFormat.rfc3339.in(monrovia)).reversed.map(date) == "1899-12-31T23:17:00-00:43")
    }

    /// The hand-written parser and formatter agree with `DateFormatter` on the constants' patterns.
    @Test(arguments: ["GMT", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Chatham"])
    func agreesWithDateFormatter(zone: String) throws {
        var generator = SplitMix64(seed: 0xF00D)
        let timeZone = try #require(TimeZone(identifier: zone))
        for format in [DateFormat.rfc3339, .rfc3339Milliseconds, .hydrantRFC3339, .hydrantRFC3339Milliseconds] {
            let reference = makeFormatter(format.pattern, zone: zone)
            let mapper = Mappers.date(format.in(timeZone))
            for _ in 0..<500 {
                // 1950 onwards: the tz database has offsets in whole minutes.
                let milliseconds = Int64.random(in: -631_152_000_000...253_402_200_000_000, using: &generator)
                let date = date1970(Double(milliseconds) / 1000)
                let expected = reference.string(from: date)
                let written = try mapper.reversed.map(date)
                #expect(written == .string(expected), "\(written) \(expected)")
                #expect(nearlyEqual(try mapper.map(.string(expected)), reference.date(from: expected)), "\(expected)")
            }
        }
    }
}
