import Foundation
import Hydrant
import Testing

@Suite("Dates and numbers")
struct DateNumberTests {
    static let instant = date1970(1_389_710_123)

    @Test func unitsAreInMilliseconds() {
        #expect(DateUnit.allCases.map(\.milliseconds) == [1, 1000, 60_000, 3_600_000])
    }

    @Test func readsNumbersInEachUnit() throws {
        #expect(try Mappers.date().map(1_389_710_123) == Self.instant)
        #expect(try Mappers.date(unit: .milliseconds).map(1_389_710_123_500) == date1970(1_389_710_123.5))
        #expect(try Mappers.date(unit: .minutes).map(2) == date1970(120))
        #expect(try Mappers.date(unit: .hours).map(-1.5) == date1970(-5400))
        #expect(try Mappers.date(since: Self.instant, unit: .hours).map(1) == date1970(1_389_710_123 + 3600))
        #expect(try Mappers.date().map(1e3) == date1970(1000))
    }

    @Test func writesNumbersInEachUnit() throws {
        #expect(try Mappers.date().reversed.map(Self.instant) == 1_389_710_123)
        #expect(try Mappers.date().reversed.map(date1970(1.5)) == 1.5)
        #expect(try Mappers.date(unit: .milliseconds).reversed.map(date1970(1_389_710_123.123)) == 1_389_710_123_123)
        #expect(try Mappers.date(unit: .minutes).reversed.map(date1970(90)) == 1.5)
        let epoch = date1970(0)
        #expect(try Mappers.number(since: epoch, unit: .milliseconds).map(date1970(2)) == 2000)
        #expect(try Mappers.number(since: Self.instant).map(Self.instant) == 0)
        #expect(try Mappers.number(since: epoch).reversed.map(7) == date1970(7))
    }

    @Test(arguments: [JSON.null, "1389710123", true, [1]])
    func nonNumbersAreTypeErrors(input: JSON) {
        let error = expectFatal(Mappers.date(), input, code: .invalidSourceType)
        #expect(error?.detail == "expected a number, got \(input.kind)")
    }

    @Test func outOfRangeNumbersAreFatal() throws {
        for number: JSON in [1e300, -1e300, 8_640_000_000_001, .number(try #require(JSONNumber("1e400")))] {
            let error = expectFatal(Mappers.date(), number, code: .numberOutOfRange)
            #expect(error?.detail?.contains("e300") == false)
        }
        #expect(try Mappers.date().map(8.64e12) == date1970(8.64e12))
        _ = expectFatal(Mappers.date(unit: .hours), 1e15, code: .numberOutOfRange)
        _ = expectFatal(
            Mappers.date().reversed, Date(timeIntervalSinceReferenceDate: .infinity), code: .numberOutOfRange)
        _ = expectFatal(Mappers.date().reversed, Date(timeIntervalSinceReferenceDate: .nan), code: .numberOutOfRange)
    }

    @Test func missingAndNullThroughOptionally() throws {
        let mapper = Mappers.optionally(Mappers.date(unit: .milliseconds))
        #expect(mapper.mapping(nil).error?.code == .missingValue)
        #expect(mapper.mapping(.null).error?.code == .nullValue)
        #expect(mapper.mapping("soon").error?.code == .invalidSourceType)
        #expect(try mapper.map(1000) == date1970(1))
    }

    @Test func roundTripsInEveryUnit() throws {
        var generator = SplitMix64(seed: 1970)
        for unit in DateUnit.allCases {
            let since = date1970(Double(Int64.random(in: -1_000_000_000...1_000_000_000, using: &generator)))
            let mapper = Mappers.date(since: since, unit: unit)
            for _ in 0..<500 {
                let date = randomDate(using: &generator)
                let number = try mapper.reversed.map(date)
                #expect(nearlyEqual(try mapper.map(number), date), "\(unit)")
            }
        }
    }
}
