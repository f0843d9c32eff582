import Foundation
import Hydrant
import Testing

@Suite("Mappers.nonFatally")
struct NonFatallyTests {
    static let port = Mappers.nonFatally(Mappers.value(Int.self), default: 80)

    @Test(arguments: [(JSON(8080), 8080), (0, 0), (.number(JSONNumber("2.0")!), 2)] as [(JSON, Int)])
    func passesTheInnersValueWithoutError(json: JSON, expected: Int) {
        let result = Self.port.mapping(json)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == expected)
    }

    /// The inner mapper's fatal error becomes a non-fatal copy (same code and detail) and the
    /// default is produced.
    @Test(
        arguments: [
            (JSON("eighty"), MappingError.Code.invalidSourceType, "expected a number, got a string"),
            (.null, .invalidSourceType, "expected a number, got null"),
            ([80], .invalidSourceType, "expected a number, got an array"),
            (
                .number(JSONNumber("80.5")!), .invalidSourceValue,
                "the number is not an integer, so it cannot be represented as Int"
            ),
            (.number(JSONNumber("1e30")!), .numberOutOfRange, "the number is out of range for Int"),
        ] as [(JSON, MappingError.Code, String)])
    func fatalErrorBecomesDefaultWithNonFatalCopy(json: JSON, code: MappingError.Code, detail: String) throws {
        let fatal = try #require(Mappers.value(Int.self).mapping(json).error)
        let trace = Probe.run(Self.port, json)
        #expect(trace.value == 80)
        #expect(trace.fatal == nil)
        let recorded = try #require(trace.recorded.first)
        #expect(trace.recorded.count == 1)
        #expect(!recorded.isFatal)
        #expect(fatal.isFatal)
        #expect(recorded.code == code)
        #expect(recorded.code == fatal.code)
        #expect(recorded.detail == detail)
        #expect(recorded.detail == fatal.detail)
        #expect(recorded.underlyingErrors.count == fatal.underlyingErrors.count)
        #expect(recorded.sourceValue?.value as? JSON == json)
    }

    @Test func nonFatalCopyKeepsPathsAndRendersAsNonFatal() throws {
        let mapper = Mappers.nonFatally(Mappers.value([Int].self), default: [])
        let result = mapper.mapping([1, "two", 3])
        #expect(result.value == [])
        let error = try #require(result.error)
        #expect(!error.isFatal)
        #expect(error.code == .invalidSourceType)
        #expect(error.sourcePath == "1")
        #expect(error.destinationPath == "1")
        #expect(error.reason == "Could not map from '1' to '1': expected a number, got a string")
        #expect(
            error.fatalDescription == """
                [non-fatal] Hydrant (code=invalidSourceType) because "Could not map from '1' to '1': expected a number, got a string"

                """)
    }

    @Test func keepsTheUnderlyingErrorsOfTheFatalError() throws {
        let mapper = Mappers.nonFatally(Mappers.value(UInt8.self), default: 0)
        let error = try #require(mapper.mapping(300).error)
        #expect(error.code == .numberOutOfRange)
        #expect(!error.isFatal)
        let underlying = try #require(error.underlyingErrors.first as? JSONNumber.ConversionError)
        #expect(underlying == JSONNumber.ConversionError(reason: .outOfRange, targetType: "UInt8"))
    }

    @Test func missingValueBecomesDefault() {
        let mapper = Mappers.nonFatally(Mappers.notNull(JSON.self), default: "fallback")
        let missing = Probe.run(mapper, nil)
        #expect(missing.value == "fallback")
        #expect(missing.recordedCodes == [.missingValue])
        #expect(missing.recorded.allSatisfy { !$0.isFatal })

        let null = Probe.run(mapper, .some(.null))
        #expect(null.value == "fallback")
        #expect(null.recordedCodes == [.nullValue])
    }

    @Test func innerNonFatalErrorsPassThroughAndTheDefaultIsNotUsed() {
        let inner = Mappers.optionally(Mappers.value(Int.self), default: 1)
        let mapper = Mappers.nonFatally(inner, default: 2)
        let trace = Probe.run(mapper, nil)
        #expect(trace.value == 1)
        #expect(trace.recordedCodes == [.missingValue])

        let result = mapper.mapping("x")
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == 1)
        #expect(result.error?.code == .invalidSourceType)
    }

    @Test func innerNonFatalErrorsRecordedBeforeTheFatalOneAreKept() {
        let inner = Probe.Scripted<JSON, Int>.failing(.validationFailed, tag: "fatal", nonFatal: [.missingValue])
        let trace = Probe.run(Mappers.nonFatally(inner, default: 9), 0)
        #expect(trace.value == 9)
        #expect(trace.recordedCodes == [.missingValue, .validationFailed])
        #expect(trace.recorded.map(\.detail) == ["fatal", "fatal"])
        #expect(trace.recorded.allSatisfy { !$0.isFatal })
    }

    @Test func optionalOutputDefaultsToNil() throws {
        let mapper = Mappers.nonFatally(Mappers.value(Int?.self))
        #expect(try mapper.map(5) == 5)
        #expect(Probe.outcome(mapper.mapping(.null)) == .success)
        #expect(try mapper.map(.null) == nil)
        let result = mapper.mapping("5")
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == .some(nil))
        #expect(result.error?.code == .invalidSourceType)
    }

    @Test func defaultFactoryIsCalledOnEveryFailureOnly() throws {
        let calls = Probe.Counter()
        let mapper = Mappers.nonFatally(
            Mappers.value(Int.self),
            defaultFactory: {
                calls.increment()
                return -calls.count
            })
        #expect(try mapper.map(7) == 7)
        #expect(calls.count == 0)
        #expect(try mapper.map("a") == -1)
        #expect(try mapper.map("b") == -2)
        #expect(calls.count == 2)
    }

    @Test func fluentFormMatchesTheFactory() throws {
        let mapper = Mappers.value(String.self).nonFatally(default: "?")
        #expect(try mapper.map("ok") == "ok")
        let trace = Probe.run(mapper, 1)
        #expect(trace.value == "?")
        #expect(trace.recordedCodes == [.invalidSourceType])
    }

    // MARK: Reverse

    static let status = Mappers.enumeration(["on": 1, "off": 0])

    @Test func reverseSwapsTheDefaults() throws {
        let mapper = Mappers.nonFatally(Self.status, default: -1, reverseDefault: "unknown")
        #expect(try mapper.map("on") == 1)
        #expect(try mapper.map("dim") == -1)
        #expect(try mapper.reversed.map(0) == "off")

        let reversed = Probe.run(mapper.reversed, 5)
        #expect(reversed.value == "unknown")
        #expect(reversed.recordedCodes == [.invalidSourceValue])
        #expect(reversed.recorded.allSatisfy { !$0.isFatal })

        let again = Probe.run(mapper.reversed.reversed, "dim")
        #expect(again.value == -1)
        #expect(again.recordedCodes == [.invalidSourceValue])
    }

    @Test func reverseWithoutReverseDefaultLetsFatalErrorsThrough() throws {
        let mapper = Mappers.nonFatally(Self.status, default: -1)
        #expect(try mapper.reversed.map(1) == "on")
        let error = try #require(mapper.reversed.mapping(5).error)
        #expect(error.isFatal)
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == "the value is not one of the 2 known values")
    }

    @Test func reverseDefaultFactoryIsUsedInReverse() throws {
        let calls = Probe.Counter()
        let mapper = Mappers.nonFatally(
            Self.status, defaultFactory: { -1 },
            reverseDefaultFactory: {
                calls.increment()
                return "made"
            })
        #expect(try mapper.reversed.map(0) == "off")
        #expect(calls.count == 0)
        #expect(try mapper.reversed.map(7) == "made")
        #expect(try mapper.reversed.map(8) == "made")
        #expect(calls.count == 2)
        #expect(try mapper.map("x") == -1)
    }

    @Test func fluentReverseDefault() throws {
        let mapper = Self.status.nonFatally(default: -1, reverseDefault: "off")
        #expect(try mapper.reversed.map(42) == "off")
        #expect(Probe.outcome(mapper.reversed.mapping(42)) == .successWithErrors)
    }

    @Test func roundTripsGeneratedValuesWithoutErrors() throws {
        var rng = SplitMix64(seed: 0xF0)
        let mapper = Mappers.nonFatally(Mappers.value(Int64.self), default: 0, reverseDefault: .null)
        for _ in 0..<300 {
            let value = Int64.random(in: .min ... .max, using: &rng)
            let json = mapper.reversed.mapping(value)
            #expect(Probe.outcome(json) == .success)
            let back = try #require(json.value)
            let result = mapper.mapping(back)
            #expect(Probe.outcome(result) == .success)
            #expect(result.value == value)
        }
    }
}
