import Foundation
import Hydrant
import Testing

@Suite(".NET dates")
struct DotNetDateTests {
    @Test(arguments: [
        ("/Date(1234567890123)/", 1_234_567_890.123),
        ("/Date(1234567890123+0800)/", 1_234_567_890.123),
        ("/Date(1234567890123-0500)/", 1_234_567_890.123),
        ("/date(0)/", 0),
        ("/DATE(-1000)/", -1),
        ("/Date(8640000000000000)/", 8_640_000_000_000),
    ])
    func reads(text: String, seconds: Double) throws {
        #expect(nearlyEqual(try Mappers.date(.dotNet).map(.string(text)), date1970(seconds)))
    }

    @Test(arguments: [
        "", "/Date()/", "/Date(abc)/", "Date(123)", "/Date(123)", "/Date(123)/x", "x/Date(123)/",
        "/Date(123+)/", "/Date(+123)/", "/Date(12 3)/", "/Date(123+08:00)/", "/Dat(123)/",
    ])
    func rejectsBadSyntax(text: String) {
        let error = expectFatal(Mappers.date(.dotNet), .string(text), code: .invalidSourceValue)
        #expect(
            error?.detail
                == "not a date in the format .NET (/Date(milliseconds±hhmm)/): expected /Date(milliseconds)/ or /Date(milliseconds±hhmm)/"
        )
    }

    @Test func rejectsOutOfRangeMilliseconds() {
        for text in ["/Date(8640000000000001)/", "/Date(-99999999999999999999999999)/"] {
            let error = expectFatal(Mappers.date(.dotNet), .string(text), code: .invalidSourceValue)
            #expect(error?.detail?.hasSuffix("the milliseconds are beyond ±8.64e15 (±100,000,000 days)") == true)
        }
    }

    @Test func nonStringsAndMissing() throws {
        _ = expectFatal(Mappers.date(.dotNet), 1_234_567_890_123, code: .invalidSourceType)
        _ = expectFatal(Mappers.date(.dotNet), .null, code: .invalidSourceType)
        let optional = Mappers.optionally(Mappers.date(.dotNet))
        #expect(optional.mapping(nil).error?.code == .missingValue)
        #expect(try optional.map("/Date(1000)/") == date1970(1))
    }

    @Test func writesUTCWithoutSuffix() throws {
        let reverse = Mappers.date(.dotNet).reversed
        #expect(try reverse.map(date1970(1_234_567_890.123)) == "/Date(1234567890123)/")
        #expect(try reverse.map(date1970(-1.5)) == "/Date(-1500)/")
        _ = expectFatal(reverse, date1970(1e13), code: .invalidSourceValue)
        _ = expectFatal(reverse, Date(timeIntervalSinceReferenceDate: .nan), code: .invalidSourceValue)
    }

    @Test func writesTheZonesSuffix() throws {
        let date = date1970(1_389_710_123)  // January
        let cases = [
            ("America/Los_Angeles", "-0800"), ("Asia/Kolkata", "+0530"), ("Pacific/Chatham", "+1345"),
            ("Europe/London", ""),
        ]
        for (zone, suffix) in cases {
            let format = DateFormat.dotNet.in(try #require(TimeZone(identifier: zone)))
            let mapper = Mappers.date(format)
            #expect(try mapper.reversed.map(date) == .string("/Date(1389710123000\(suffix))/"))
            // The suffix is informational: the instant is the same.
            #expect(try mapper.map(mapper.reversed.map(date)) == date)
        }
    }

    @Test func roundTrips() throws {
        var generator = SplitMix64(seed: 0xD07)
        let mapper = Mappers.date(.dotNet)
        for _ in 0..<1000 {
            let date = randomDate(using: &generator)
            let back = try mapper.map(mapper.reversed.map(date))
            #expect(nearlyEqual(back, date))
        }
    }
}
