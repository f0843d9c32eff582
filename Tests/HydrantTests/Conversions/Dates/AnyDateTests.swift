import Foundation
import Hydrant
import Testing

@Suite("Mappers.anyDate()")
struct AnyDateTests {
    static let instant = date1970(1_389_710_123)
    static let minute = date1970(1_389_710_100)

    @Test(arguments: [
        ("2014-01-14T14:35:23.000+0000", instant),
        ("2014-01-14T14:35:23Z", instant),
        ("2014-01-14T06:35:23-08:00", instant),
        ("/Date(1389710123000)/", instant),
        ("/Date(1389710123000+0800)/", instant),
        ("14 Jan 2014 14:35", minute),
        ("Tue, 14 Jan 2014 14:35", minute),
        ("Tue, 14 Jan 2014 14:35 GMT", minute),
        ("Tue, 14 Jan 2014 14:35:23", instant),
        ("Tue, 14 Jan 2014 14:35:23 GMT", instant),
        ("14 Jan 2014 14:35:23", instant),
        ("14 Jan 2014 14:35:23 GMT", instant),
        ("14 Jan 2014 14:35 GMT", minute),
    ])
    func readsEveryFormatWithoutErrors(text: String, expected: Date) {
        let result = Mappers.anyDate().mapping(.string(text))
        guard case .success(let date) = result else {
            Issue.record("expected success without errors for \(text)")
            return
        }
        #expect(date == expected)
    }

    @Test func readsNumbersAsSecondsSince1970() throws {
        #expect(try Mappers.anyDate().map(1_389_710_123) == Self.instant)
        #expect(try Mappers.anyDate().map(1.5) == date1970(1.5))
        _ = expectFatal(Mappers.anyDate(), 1e300, code: .numberOutOfRange)
    }

    @Test func failureListsTheFormatsNotTheValue() throws {
        let error = try #require(expectFatal(Mappers.anyDate(), "secret tuesday", code: .invalidSourceValue))
        #expect(
            error.detail == "not a date in any of the formats "
                + DateFormat.anyDateFormats.map(\.name).joined(separator: ", "))
        #expect(error.detail?.contains("secret") == false)
        #expect("\(error)".contains("secret") == false)
        #expect(error.underlyingMappingErrors.count == 10)  // both RFC 3339 formats share one attempt
        #expect(error.underlyingMappingErrors.allSatisfy { $0.code == .invalidSourceValue })
        #expect(
            error.underlyingMappingErrors.first?.detail?.hasPrefix(
                "not a date in the format RFC 3339 with milliseconds") == true)
    }

    @Test(arguments: [JSON.null, true, [], ["when": "2014-01-14T14:35:23Z"]])
    func otherKindsAreTypeErrors(input: JSON) {
        let error = expectFatal(Mappers.anyDate(), input, code: .invalidSourceType)
        #expect(error?.detail == "expected a string or a number, got \(input.kind)")
    }

    @Test func missingAndNullThroughOptionally() throws {
        let mapper = Mappers.optionally(Mappers.anyDate())
        #expect(mapper.mapping(nil).error?.code == .missingValue)
        #expect(mapper.mapping(.null).error?.code == .nullValue)
        #expect(try mapper.map("/Date(0)/") == date1970(0))
    }

    @Test func reverseWritesRFC3339WithMillisecondsInUTC() throws {
        let mapper = Mappers.anyDate()
        #expect(try mapper.reversed.map(date1970(1_389_710_123.25)) == "2014-01-14T14:35:23.250Z")
        var generator = SplitMix64(seed: 0xA11)
        for _ in 0..<500 {
            let date = randomDate(using: &generator)
            #expect(nearlyEqual(try mapper.map(mapper.reversed.map(date)), date))
        }
    }
}
