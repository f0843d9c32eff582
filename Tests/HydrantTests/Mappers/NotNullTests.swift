import Hydrant
import Testing

@Suite("Mappers.notNull and Mappers.Present")
struct NotNullTests {
    // MARK: NotNull

    @Test(arguments: [JSON(true), 0, "", "x", [], [nil], [:], ["a": nil]] as [JSON])
    func passesPresentNonNullValuesWithoutError(json: JSON) {
        let result = Mappers.notNull(JSON.self).mapping(json)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value.map { identical($0, json) } == true)
    }

    @Test func missingValueIsFatalMissingValue() throws {
        let error = try #require(#expect(throws: MappingError.self) { try Mappers.notNull(JSON.self).map(nil) })
        #expect(error.code == .missingValue)
        #expect(error.isFatal)
        #expect(error.sourcePath == nil)
        #expect(error.destinationPath == nil)
        #expect(error.underlyingErrors.isEmpty)
        #expect(error.reason == "Could not map from '<Unknown>' to '<Unknown>': the value is missing")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=missingValue) because "Could not map from '<Unknown>' to '<Unknown>': the value is missing"

                """)
    }

    @Test func jsonNullIsFatalNullValue() throws {
        let error = try #require(#expect(throws: MappingError.self) { try Mappers.notNull(JSON.self).map(.null) })
        #expect(error.code == .nullValue)
        #expect(error.isFatal)
        #expect(error.sourceValue?.value as? JSON == .null)
        #expect(error.reason == "Could not map from '<Unknown>' to '<Unknown>': the value is null")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=nullValue) because "Could not map from '<Unknown>' to '<Unknown>': the value is null"

                """)
    }

    /// Decision #1: missing and `null` both fail, with codes that tell them apart.
    @Test func missingAndNullHaveDistinctCodes() {
        let notNull = Mappers.notNull(JSON.self)
        let missing = notNull.mapping(nil)
        let null = notNull.mapping(JSON.null)
        #expect(Probe.outcome(missing) == .failure)
        #expect(Probe.outcome(null) == .failure)
        #expect(missing.value == nil)
        #expect(null.value == nil)
        #expect(missing.error?.code == .missingValue)
        #expect(null.error?.code == .nullValue)
    }

    @Test func nilLiteralMeansMissingNotNull() {
        // `JSON` is itself expressible by `nil`; for a `JSON?` input the literal is the missing value.
        #expect(Mappers.notNull(JSON.self).mapping(nil).error?.code == .missingValue)
        #expect(Mappers.notNull(JSON.self).mapping(.some(nil)).error?.code == .nullValue)
    }

    @Test func worksForNonJSONValues() throws {
        let notNull = Mappers.notNull(Int.self)
        #expect(try notNull.map(0) == 0)
        #expect(try notNull.map(-7) == -7)
        #expect(notNull.mapping(nil).error?.code == .missingValue)
        #expect(try Mappers.notNull(String.self).map("null") == "null")
    }

    @Test func documentNullNodeIsNullValue() throws {
        let document = try JSONDocument(parsing: #"{"a": null, "b": 1}"#)
        let notNull = Mappers.notNull(JSONNode.self)
        #expect(notNull.mapping(document.root["a"]).error?.code == .nullValue)
        #expect(notNull.mapping(document.root["missing"]).error?.code == .missingValue)
        #expect(try notNull.map(document.root["b"]).json == 1)
    }

    @Test func failureRecordsNoNonFatalErrors() {
        let trace = Probe.run(Mappers.notNull(JSON.self), .some(.null))
        #expect(trace.value == nil)
        #expect(trace.fatal?.code == .nullValue)
        #expect(trace.recorded.isEmpty)
    }

    // MARK: notNull(inner)

    @Test func notNullFromInnerRequiresTheInnersResult() throws {
        let required = Mappers.notNull(Mappers.identity(JSON?.self))
        #expect(try required.map("x") == "x")
        #expect(required.mapping(nil).error?.code == .missingValue)
        #expect(required.mapping(.some(.null)).error?.code == .nullValue)
    }

    @Test func notNullFromInnerPassesTheInnersFatalErrorUnchanged() throws {
        let required = Mappers.notNull(Mappers.value(Int?.self))
        #expect(try required.map(5) == 5)
        let error = try #require(required.mapping("5").error)
        #expect(error.code == .invalidSourceType)
        #expect(error.isFatal)
        #expect(error.detail == "expected a number, got a string")
    }

    @Test func notNullFromInnerSeesNilWhenTheInnerTurnedNullIntoNil() {
        // `Value<Int?>` reads `null` as `nil`, so by the time NotNull sees it the value is missing.
        let required = Mappers.notNull(Mappers.value(Int?.self))
        #expect(required.mapping(.null).error?.code == .missingValue)
    }

    @Test func notNullFromInnerKeepsTheInnersNonFatalErrors() {
        let required = Mappers.notNull(Mappers.optionally(Mappers.value(Int.self)))
        let present = Probe.run(required, .some(3))
        #expect(present.value == 3)
        #expect(present.recorded.isEmpty)

        let rejected = Probe.run(required, .some("3"))
        #expect(rejected.value == nil)
        #expect(rejected.fatal?.code == .missingValue)
        #expect(rejected.recordedCodes == [.invalidSourceType])
    }

    // MARK: Present and the reverse

    @Test func presentWrapsEveryValueWithoutError() throws {
        let present = Mappers.Present<JSON>()
        #expect(try present.map("x") == .some("x"))
        #expect(try present.map(.null) == .some(.null))
        #expect(Probe.outcome(present.mapping(.null)) == .success)
        #expect(try Mappers.Present<Int>().map(1) == .some(1))
    }

    @Test func reverseOfNotNullIsPresentAndBack() throws {
        let notNull = Mappers.notNull(Int.self)
        #expect(type(of: notNull.reversed) == Mappers.Present<Int>.self)
        #expect(type(of: notNull.reversed.reversed) == Mappers.NotNull<Int>.self)
        #expect(try notNull.reversed.map(4) == .some(4))
        #expect(notNull.reversed.reversed.mapping(nil).error?.code == .missingValue)
    }

    @Test func reverseOfNotNullFromInnerRunsTheReversedSteps() throws {
        let required = Mappers.notNull(Mappers.value(Int?.self))
        #expect(try required.reversed.map(12) == 12)
    }

    @Test func roundTripsGeneratedNonNullValues() throws {
        let notNull = Mappers.notNull(JSON.self)
        for json in Probe.randomJSONValues(seed: 0x11) where !json.isNull {
            let back = try notNull.reversed.map(json)
            #expect(back.map { identical($0, json) } == true)
            #expect(identical(try notNull.map(back), json))
        }
    }

    @Test func roundTripsGeneratedIntegersThroughNotNullFromInner() throws {
        var rng = SplitMix64(seed: 0x1111)
        let required = Mappers.notNull(Mappers.value(Int?.self))
        for _ in 0..<300 {
            let value = Int.random(in: .min ... .max, using: &rng)
            #expect(try required.map(required.reversed.map(value)) == value)
        }
    }

    /// A documented difference (Migration): the original passed an inner fallback's nil and its
    /// warning through; here the value is required, so the nil is fatal and the warning goes with it.
    @Test func aNilFallbackOfTheInnerMapperIsFatalAndItsWarningIsDropped() throws {
        let required = Mappers.notNull(Mappers.nonFatally(Mappers.value(Int?.self)))
        let error = try #require(required.mapping("x").error)
        #expect(error.isFatal)
        #expect(error.code == .missingValue)
        #expect(error.underlyingErrors.isEmpty)
        // Outside notNull, the fallback is kept with its warning.
        let kept = Mappers.notNull(Mappers.value(Int?.self)).nonFatally(default: 0).mapping("x")
        #expect(kept.value == 0)
        #expect(kept.error?.isFatal == false)
    }

    @Test func nullDoesNotRoundTripBecauseNotNullRejectsIt() {
        let notNull = Mappers.notNull(JSON.self)
        let wrapped = notNull.reversed.mapping(.null)
        #expect(wrapped.value == .some(.some(.null)))
        #expect(notNull.mapping(wrapped.value ?? nil).error?.code == .nullValue)
    }
}
