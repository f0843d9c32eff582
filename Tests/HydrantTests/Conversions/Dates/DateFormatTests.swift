import Foundation
import Hydrant
import Testing

@Suite("DateFormat and Mappers.date(_:)")
struct DateFormatTests {
    /// 2014-01-14 14:35:23 UTC, a Tuesday.
    static let instant = date1970(1_389_710_123)
    static let minute = date1970(1_389_710_100)

    static let samples: [(DateFormat, String, Date)] = [
        (.rfc3339, "2014-01-14T14:35:23Z", instant),
        (.rfc3339Milliseconds, "2014-01-14T14:35:23.000Z", instant),
        (.hydrantRFC3339, "2014-01-14T14:35:23+0000", instant),
        (.hydrantRFC3339Milliseconds, "2014-01-14T14:35:23.000+0000", instant),
        (.dotNet, "/Date(1389710123000)/", instant),
        (.rfc822, "14 Jan 2014 14:35", minute),
        (.rfc822Day, "Tue, 14 Jan 2014 14:35", minute),
        (.rfc822DayGMT, "Tue, 14 Jan 2014 14:35 GMT", minute),
        (.rfc822DaySeconds, "Tue, 14 Jan 2014 14:35:23", instant),
        (.rfc822DaySecondsGMT, "Tue, 14 Jan 2014 14:35:23 GMT", instant),
        (.rfc822GMT, "14 Jan 2014 14:35 GMT", minute),
        (.rfc822Seconds, "14 Jan 2014 14:35:23", instant),
        (.rfc822SecondsGMT, "14 Jan 2014 14:35:23 GMT", instant),
    ]

    /// The patterns write four-digit years and no era: years outside 1–9999 would read back as
    /// another instant (2 BC as AD 2), so writing them is an error. (RFC 3339 writes year 0000, and
    /// has its own tests.)
    @Test(arguments: [
        (date1970(253_402_300_800), "year 10000"),  // 10000-01-01T00:00:00Z
        (date1970(-62_200_000_000), "2 BC"),
        (date1970(-1e13), "far past"),
    ])
    func yearsOutsideOneToNineThousandCannotBeWritten(date: Date, label: String) {
        for format in DateFormat.anyDateFormats where ![.dotNet, .rfc3339, .rfc3339Milliseconds].contains(format) {
            let error = expectFatal(Mappers.date(format).reversed, date, code: .invalidSourceValue)
            #expect(error?.detail == "the date cannot be written in the format \(format.description)", "\(label)")
        }
    }

    @Test func theFirstAndLastWritableYearsRoundTrip() throws {
        for date in [date1970(-62_135_596_800), date1970(253_402_300_740)] {  // 0001-01-01T00:00Z, 9999-12-31T23:59Z
            for format in DateFormat.anyDateFormats {
                let mapper = Mappers.date(format)
                #expect(try mapper.map(mapper.reversed.map(date)) == date, "\(format.name)")
            }
        }
    }

    @Test func patternsAreTheManuals() {
        #expect(DateFormat.rfc3339.pattern == "yyyy-MM-dd'T'HH:mm:ssXXXXX")
        #expect(DateFormat.rfc3339Milliseconds.pattern == "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX")
        #expect(DateFormat.hydrantRFC3339.pattern == "yyyy-MM-dd'T'HH:mm:ssZ")
        #expect(DateFormat.hydrantRFC3339Milliseconds.pattern == "yyyy-MM-dd'T'HH:mm:ss.SSSZ")
        #expect(DateFormat.rfc822.pattern == "d MMM yyyy HH:mm")
        #expect(DateFormat.rfc822Day.pattern == "EEE, d MMM yyyy HH:mm")
        #expect(DateFormat.rfc822DayGMT.pattern == "EEE, d MMM yyyy HH:mm zzz")
        #expect(DateFormat.rfc822DaySeconds.pattern == "EEE, d MMM yyyy HH:mm:ss")
        #expect(DateFormat.rfc822DaySecondsGMT.pattern == "EEE, d MMM yyyy HH:mm:ss zzz")
        #expect(DateFormat.rfc822GMT.pattern == "d MMM yyyy HH:mm zzz")
        #expect(DateFormat.rfc822Seconds.pattern == "d MMM yyyy HH:mm:ss")
        #expect(DateFormat.rfc822SecondsGMT.pattern == "d MMM yyyy HH:mm:ss zzz")
        for format in DateFormat.anyDateFormats {
            #expect(format.timeZone.secondsFromGMT(for: Self.instant) == 0)
        }
    }

    @Test func everyConstantReadsAndWritesItsSample() throws {
        for (format, text, expected) in Self.samples {
            let mapper = Mappers.date(format)
            #expect(try mapper.map(.string(text)) == expected, "\(format)")
            #expect(try mapper.reversed.map(expected) == .string(text), "\(format)")
        }
    }

    @Test func rfc822ReadsNamedZones() throws {
        // 14:35:23 PST is 22:35:23 UTC.
        let date = try Mappers.date(.rfc822DaySecondsGMT).map("Tue, 14 Jan 2014 14:35:23 PST")
        #expect(date == date1970(1_389_710_123 + 8 * 3600))
    }

    @Test func customPatternIsPOSIXAndUTC() throws {
        let mapper = Mappers.date(DateFormat(pattern: "dd/MM/yyyy HH:mm"))
        #expect(try mapper.map("14/01/2014 14:35") == Self.minute)
        #expect(try mapper.reversed.map(Self.minute) == "14/01/2014 14:35")
        let error = expectFatal(mapper, "2014-01-14", code: .invalidSourceValue)
        #expect(error?.detail == "not a date in the format dd/MM/yyyy HH:mm")
    }

    @Test func formatTimeZoneOverridesUTC() throws {
        let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
        let mapper = Mappers.date(DateFormat(pattern: "yyyy-MM-dd HH:mm", timeZone: kolkata))
        #expect(try mapper.map("2014-01-14 20:05") == Self.minute)
        #expect(try mapper.reversed.map(Self.minute) == "2014-01-14 20:05")
        let rfc = Mappers.date(DateFormat.rfc3339.in(kolkata))
        #expect(try rfc.reversed.map(Self.instant) == "2014-01-14T20:05:23+05:30")
        #expect(try rfc.map("2014-01-14T20:05:23+0530") == Self.instant)
    }

    @Test func badStringsAreFatalAndNameTheFormatNotTheValue() throws {
        for (format, _, _) in Self.samples {
            let error = expectFatal(Mappers.date(format), "secret-1234", code: .invalidSourceValue)
            #expect(error?.detail?.hasPrefix("not a date in the format \(format.description)") == true)
            #expect(error?.detail?.contains("secret") == false)
            #expect(error.map { "\($0)" }?.contains("secret") == false)
            #expect(error?.sourceValue != nil)
        }
        let error = expectFatal(Mappers.date(.rfc3339), "x", code: .invalidSourceValue)
        #expect(error?.detail?.hasPrefix("not a date in the format RFC 3339 (yyyy-MM-dd'T'HH:mm:ssXXXXX)") == true)
    }

    @Test(arguments: [JSON.null, 12, true, ["2014-01-14T14:35:23Z"], ["a": 1]])
    func nonStringsAreTypeErrors(input: JSON) {
        let error = expectFatal(Mappers.date(.rfc3339), input, code: .invalidSourceType)
        #expect(error?.detail == "expected a string, got \(input.kind)")
        _ = expectFatal(Mappers.date(DateFormat(pattern: "yyyy")), input, code: .invalidSourceType)
    }

    @Test func wrongTypeWording() {
        let error = expectFatal(Mappers.date(.rfc822), 5, code: .invalidSourceType)
        #expect(error?.detail == "expected a string, got a number")
    }

    @Test func missingAndNullThroughOptionally() throws {
        let mapper = Mappers.optionally(Mappers.date(.rfc3339))
        let missing = mapper.mapping(nil)
        #expect(missing.value == .some(nil))
        #expect(missing.error?.code == .missingValue)
        let null = mapper.mapping(.null)
        #expect(null.value == .some(nil))
        #expect(null.error?.code == .nullValue)
        let bad = mapper.mapping("soon")
        #expect(bad.value == .some(nil))
        #expect(bad.error?.code == .invalidSourceValue)
        #expect(try mapper.map("2014-01-14T14:35:23Z") == Self.instant)
    }

    /// A caller's formatter is used as given: its own zone, on every instance, never the machine's.
    @Test(arguments: ["America/Los_Angeles", "Asia/Kolkata", "Pacific/Chatham"])
    func callerFormatterIsUsedAsGiven(zone: String) throws {
        let formatter = makeFormatter("yyyy-MM-dd HH:mm:ss ZZZZZ", zone: zone)
        let mapper = Mappers.date(formatter: formatter)
        var generator = SplitMix64(seed: 0xDA7E)
        for _ in 0..<200 {
            let date = date1970(Double(Int64.random(in: 0...4_000_000_000, using: &generator)))
            let expected = formatter.string(from: date)
            #expect(try mapper.reversed.map(date) == .string(expected))
            #expect(try mapper.map(.string(expected)) == date)
        }
        // Later changes to the caller's formatter do not reach the mapper.
        formatter.dateFormat = "yyyy"
        #expect(try mapper.map("2014-01-14 14:35:23 +00:00") == Self.instant)
    }

    @Test func callerFormatterZoneShiftsLocalText() throws {
        let text = "2014-01-14 14:35"
        let la = try Mappers.date(formatter: makeFormatter("yyyy-MM-dd HH:mm", zone: "America/Los_Angeles")).map(
            .string(text))
        let kolkata = try Mappers.date(formatter: makeFormatter("yyyy-MM-dd HH:mm", zone: "Asia/Kolkata")).map(
            .string(text))
        let chatham = try Mappers.date(formatter: makeFormatter("yyyy-MM-dd HH:mm", zone: "Pacific/Chatham")).map(
            .string(text))
        #expect(la == Self.minute.addingTimeInterval(8 * 3600))
        #expect(kolkata == Self.minute.addingTimeInterval(-(5 * 3600 + 1800)))
        #expect(chatham == Self.minute.addingTimeInterval(-(13 * 3600 + 45 * 60)))  // January: +13:45
        let error = expectFatal(
            Mappers.date(formatter: makeFormatter("yyyy-MM-dd HH:mm", zone: "Asia/Kolkata")), "nope",
            code: .invalidSourceValue)
        #expect(error?.detail == "not a date in the format yyyy-MM-dd HH:mm")
    }

    @Test func roundTripsEveryFormat() throws {
        var generator = SplitMix64(seed: 42)
        for format in DateFormat.anyDateFormats {
            let mapper = Mappers.date(format)
            for _ in 0..<100 {
                let date = randomDate(using: &generator)
                let text = try mapper.reversed.map(date)
                let back = try mapper.map(text)
                #expect(try mapper.reversed.map(back) == text, "\(format)")
            }
        }
    }

    @Test func mappersAreSendableAcrossThreads() async throws {
        let mapper = Mappers.date(.rfc822Seconds)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    for second in 0..<200 {
                        let date = date1970(Double(task * 100_000 + second))
                        let text = try mapper.reversed.map(date)
                        #expect(try mapper.map(text) == date)
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
