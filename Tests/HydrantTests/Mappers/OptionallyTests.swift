import Hydrant
import Testing

/// Decision #2: missing, `null` and unmappable values become the default, with a non-fatal error.
@Suite("Mappers.optionally")
struct OptionallyTests {
    static let status = Mappers.enumeration(["on": 1, "off": 0])

    // MARK: optionally(Value.self)

    @Test(arguments: [JSON(true), 0, "", "Jo", [], [nil], ["a": nil]] as [JSON])
    func passesPresentValuesThroughWithoutError(json: JSON) {
        let result = Mappers.optionally(JSON.self).mapping(json)
        #expect(Probe.outcome(result) == .success)
        #expect((result.value ?? nil).map { identical($0, json) } == true)
    }

    @Test func turnsMissingIntoNilWithNonFatalMissingValue() throws {
        let result = Mappers.optionally(JSON.self).mapping(nil)
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == .some(nil))
        let error = try #require(result.error)
        #expect(error.code == .missingValue)
        #expect(!error.isFatal)
        #expect(error.reason == "Could not map from '<Unknown>' to '<Unknown>': the value is missing")
        #expect(
            error.fatalDescription == """
                [non-fatal] Hydrant (code=missingValue) because "Could not map from '<Unknown>' to '<Unknown>': the value is missing"

                """)
    }

    @Test func turnsNullIntoNilWithNonFatalNullValue() throws {
        let result = Mappers.optionally(JSON.self).mapping(.null)
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == .some(nil))
        let error = try #require(result.error)
        #expect(error.code == .nullValue)
        #expect(!error.isFatal)
        #expect(error.reason == "Could not map from '<Unknown>' to '<Unknown>': the value is null")
    }

    @Test func documentNodesAreCheckedForNullToo() throws {
        let document = try JSONDocument(parsing: #"{"a": null, "b": "x"}"#)
        let optionally = Mappers.optionally(JSONNode.self)
        #expect(Probe.run(optionally, document.root["a"]).recordedCodes == [.nullValue])
        #expect(Probe.run(optionally, document.root["missing"]).recordedCodes == [.missingValue])
        let present = Probe.run(optionally, document.root["b"])
        #expect(present.recorded.isEmpty)
        #expect((present.value ?? nil)?.json == "x")
    }

    @Test func worksForNonJSONValues() throws {
        let optionally = Mappers.optionally(Int.self)
        #expect(try optionally.map(3) == 3)
        let trace = Probe.run(optionally, nil)
        #expect(trace.value == .some(nil))
        #expect(trace.recordedCodes == [.missingValue])
    }

    @Test func reverseOfPassThroughMapsNilToNilWithoutError() throws {
        let optionally = Mappers.optionally(JSON.self)
        let missing = Probe.run(optionally.reversed, nil)
        #expect(missing.value == .some(nil))
        #expect(missing.fatal == nil)
        #expect(missing.recorded.isEmpty)
        #expect(try optionally.reversed.map("Jo") == "Jo")
        #expect(Probe.outcome(optionally.reversed.mapping(["a": 1])) == .success)
    }

    // MARK: optionally(m)

    static let age = Mappers.optionally(Mappers.value(Int.self))

    @Test(
        arguments: [
            (nil, MappingError.Code.missingValue, nil),
            (.some(.null), .nullValue, nil),
            (.some("old"), .invalidSourceType, "expected a number, got a string"),
            (.some(true), .invalidSourceType, "expected a number, got a boolean"),
            (
                .some(.number(JSONNumber("1.5")!)), .invalidSourceValue,
                "the number is not an integer, so it cannot be represented as Int"
            ),
            (.some(.number(JSONNumber("1e19")!)), .numberOutOfRange, "the number is out of range for Int"),
        ] as [(JSON?, MappingError.Code, String?)])
    func innerMapperTurnsUnusableValuesIntoNil(json: JSON?, code: MappingError.Code, detail: String?) {
        let trace = Probe.run(Self.age, json)
        #expect(trace.value == .some(nil))
        #expect(trace.fatal == nil)
        #expect(trace.recordedCodes == [code])
        #expect(trace.recorded.first?.detail == detail)
        #expect(trace.recorded.first?.isFatal == false)
    }

    @Test func innerMapperMapsPresentValuesWithoutError() {
        let result = Self.age.mapping(42)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == 42)
    }

    @Test func nullIsNotPassedToTheInnerMapper() {
        // Value<Int?> would accept null as nil without an error; optionally intercepts it first.
        let trace = Probe.run(Mappers.optionally(Mappers.value(Int?.self)), .some(.null))
        #expect(trace.value == .some(nil))
        #expect(trace.recordedCodes == [.nullValue])
    }

    @Test func innerErrorsKeepTheirPaths() throws {
        let result = Mappers.optionally(Mappers.value([Int].self)).mapping([1, 2, "3"])
        #expect(result.value == .some(nil))
        let error = try #require(result.error)
        #expect(!error.isFatal)
        #expect(error.sourcePath == "2")
        #expect(error.reason == "Could not map from '2' to '2': expected a number, got a string")
    }

    @Test func innerNonFatalErrorsAreKept() {
        let inner = Probe.Scripted<String, Int>.succeeding(5, tag: "inner", nonFatal: [.validationFailed])
        let trace = Probe.run(Mappers.optionally(inner), "x")
        #expect(trace.value == 5)
        #expect(trace.recordedCodes == [.validationFailed])
    }

    @Test func innerMapperIsNotCalledForMissingValues() {
        let inner = Probe.Scripted<String, Int>.succeeding(5, tag: "inner")
        _ = Probe.run(Mappers.optionally(inner), nil)
        #expect(inner.calls.count == 0)
        _ = Probe.run(Mappers.optionally(inner), "x")
        #expect(inner.calls.count == 1)
    }

    @Test func reverseOfInnerMapperMapsNilToNilWithoutError() throws {
        let missing = Probe.run(Self.age.reversed, nil)
        #expect(missing.value == .some(nil))
        #expect(missing.recorded.isEmpty)
        #expect(try Self.age.reversed.map(42) == 42)
    }

    @Test func reverseOfInnerMapperTurnsRejectedValuesIntoNilWithNonFatalError() throws {
        let optionally = Mappers.optionally(Self.status)
        #expect(try optionally.reversed.map(1) == "on")
        let trace = Probe.run(optionally.reversed, 7)
        #expect(trace.value == .some(nil))
        #expect(trace.fatal == nil)
        #expect(trace.recordedCodes == [.invalidSourceValue])
        #expect(trace.recorded.first?.isFatal == false)
    }

    @Test func reversedTwiceIsTheForwardMapper() throws {
        let twice = Self.age.reversed.reversed
        #expect(try twice.map(3) == 3)
        #expect(Probe.run(twice, .some("x")).recordedCodes == [.invalidSourceType])
    }

    @Test func roundTripsGeneratedOptionalIntegers() throws {
        var rng = SplitMix64(seed: 0x0B7)
        for _ in 0..<300 {
            let value: Int? = Bool.random(using: &rng) ? Int.random(in: .min ... .max, using: &rng) : nil
            let json = Probe.run(Self.age.reversed, value)
            #expect(json.recorded.isEmpty)
            let back = Probe.run(Self.age, json.value ?? nil)
            #expect(back.value == .some(value))
            // Only the missing value reports (non-fatally) on the way back.
            #expect(back.recordedCodes == (value == nil ? [.missingValue] : []))
        }
    }

    // MARK: optionally(default:)

    @Test func defaultReplacesMissingAndNull() throws {
        let optionally = Mappers.optionally(default: JSON("none"))
        #expect(try optionally.map("x") == "x")
        #expect(Probe.outcome(optionally.mapping("x")) == .success)

        let missing = Probe.run(optionally, nil)
        #expect(missing.value == "none")
        #expect(missing.recordedCodes == [.missingValue])

        let null = Probe.run(optionally, .some(.null))
        #expect(null.value == "none")
        #expect(null.recordedCodes == [.nullValue])
    }

    @Test func defaultWorksForNonJSONValues() throws {
        let optionally = Mappers.optionally(default: 3)
        #expect(try optionally.map(8) == 8)
        let missing = Probe.run(optionally, nil)
        #expect(missing.value == 3)
        #expect(missing.recordedCodes == [.missingValue])
        #expect(try optionally.reversed.map(8) == 8)
    }

    @Test func defaultInfersJSONFromTheMapperType() throws {
        let optionally: some Mapper<JSON?, JSON> = Mappers.optionally(default: 3)
        #expect(try optionally.map(nil) == 3)
    }

    // MARK: defaulted(_:to:)

    static let draft = Mappers.defaulted(Mappers.value(Bool.self), to: false)

    @Test func aDefaultedValueIsQuietWhenAbsentOrNull() throws {
        let missing = Probe.run(Self.draft, nil)
        #expect(missing.value == false)
        #expect(missing.recorded.isEmpty)
        #expect(Probe.outcome(Self.draft.mapping(nil)) == .success)
        let null = Probe.run(Self.draft, .some(.null))
        #expect(null.value == false)
        #expect(null.recorded.isEmpty)
        #expect(try Self.draft.map(true) == true)
    }

    @Test(arguments: [JSON(1), "yes", [], ["draft": true], "\u{0}\u{202E}'; DROP TABLE"] as [JSON])
    func aPresentValueThatCannotBeMappedStillFallsBackWithAnError(value: JSON) {
        let wrong = Probe.run(Self.draft, .some(value))
        #expect(wrong.value == false)
        #expect(wrong.recordedCodes == [.invalidSourceType])
    }

    @Test func aDefaultedFieldIsQuietInPlaceAndInATreeAlike() throws {
        struct Pull: Sendable, Equatable {
            let title: String
            let draft: Bool
        }
        let pull = Mappers.object(Pull.init) {
            Field("title", \.title)
            Field("draft", \.draft, Mappers.defaulted(Mappers.value(Bool.self), to: false))
        }
        for result in [
            pull.mapping(parsing: #"{"title": "a"}"#), pull.mapping(parsing: #"{"title": "a", "draft": null}"#),
            pull.mapping(["title": "a"]), pull.mapping(["title": "a", "draft": nil]),
        ] {
            #expect(result.value == Pull(title: "a", draft: false))
            #expect(result.error == nil)
        }
        let wrong = pull.mapping(parsing: #"{"title": "a", "draft": "yes"}"#)
        #expect(wrong.value == Pull(title: "a", draft: false))
        #expect(
            wrong.error?.fullDescription.contains("Could not map from 'draft' to 'draft': expected a boolean") == true)
        // The reverse writes the value, and the fluent spelling is the same mapper.
        #expect(try pull.reversed.string(from: Pull(title: "a", draft: false)) == #"{"title":"a","draft":false}"#)
        #expect(Probe.run(Mappers.value(Bool.self).defaulted(to: true), nil).value == true)
    }

    // MARK: optionally(m, default:, reverseDefault:)

    static let retries = Mappers.optionally(Mappers.value(Int.self), default: 3)

    @Test(
        arguments: [
            (nil, 3, [MappingError.Code.missingValue]),
            (.some(.null), 3, [.nullValue]),
            (.some("five"), 3, [.invalidSourceType]),
            (.some(.number(JSONNumber("5.5")!)), 3, [.invalidSourceValue]),
            (.some(5), 5, []),
            (.some(0), 0, []),
        ] as [(JSON?, Int, [MappingError.Code])])
    func innerMapperWithDefault(json: JSON?, expected: Int, codes: [MappingError.Code]) {
        let trace = Probe.run(Self.retries, json)
        #expect(trace.value == expected)
        #expect(trace.fatal == nil)
        #expect(trace.recordedCodes == codes)
    }

    @Test func reverseDefaultReplacesRejectedValuesWithNonFatalError() throws {
        let optionally = Mappers.optionally(Self.status, default: -1, reverseDefault: "off")
        #expect(try optionally.map("on") == 1)
        #expect(try optionally.map("dim") == -1)
        #expect(try optionally.map(nil) == -1)
        #expect(try optionally.reversed.map(1) == "on")
        #expect(Probe.outcome(optionally.reversed.mapping(1)) == .success)

        let rejected = Probe.run(optionally.reversed, 9)
        #expect(rejected.value == "off")
        #expect(rejected.recordedCodes == [.invalidSourceValue])
        #expect(rejected.recorded.first?.isFatal == false)
    }

    @Test func withoutReverseDefaultRejectedValuesReverseToNil() {
        let optionally = Mappers.optionally(Self.status, default: -1)
        let rejected = Probe.run(optionally.reversed, 9)
        #expect(rejected.value == .some(nil))
        #expect(rejected.recordedCodes == [.invalidSourceValue])
    }

    @Test func roundTripsGeneratedValuesWithDefault() throws {
        var rng = SplitMix64(seed: 0xDEF)
        for _ in 0..<300 {
            let value = Int.random(in: .min ... .max, using: &rng)
            let json = Probe.run(Self.retries.reversed, value)
            #expect(json.recorded.isEmpty)
            let back = Probe.run(Self.retries, json.value ?? nil)
            #expect(back.value == value)
            #expect(back.recorded.isEmpty)
        }
    }

    // MARK: optionally(defaultFactory:)

    @Test func defaultFactoryIsCalledOnEveryFallbackOnly() throws {
        let calls = Probe.Counter()
        let optionally = Mappers.optionally(defaultFactory: { () -> JSON in
            calls.increment()
            return JSON(calls.count)
        })
        #expect(try optionally.map("x") == "x")
        #expect(calls.count == 0)
        #expect(try optionally.map(nil) == 1)
        #expect(try optionally.map(.null) == 2)
        #expect(calls.count == 2)
        #expect(Probe.run(optionally, .some(.null)).recordedCodes == [.nullValue])
    }

    @Test func innerMapperWithDefaultFactories() throws {
        let forward = Probe.Counter()
        let backward = Probe.Counter()
        let optionally = Mappers.optionally(
            Self.status,
            defaultFactory: {
                forward.increment()
                return -1
            },
            reverseDefaultFactory: {
                backward.increment()
                return "off"
            })
        #expect(try optionally.map("off") == 0)
        #expect(try optionally.reversed.map(0) == "off")
        #expect(forward.count == 0 && backward.count == 0)

        let missing = Probe.run(optionally, nil)
        #expect(missing.value == -1)
        #expect(missing.recordedCodes == [.missingValue])
        let unknown = Probe.run(optionally, "dim")
        #expect(unknown.value == -1)
        #expect(unknown.recordedCodes == [.invalidSourceValue])
        #expect(forward.count == 2)

        let rejected = Probe.run(optionally.reversed, 3)
        #expect(rejected.value == "off")
        #expect(rejected.recordedCodes == [.invalidSourceValue])
        #expect(backward.count == 1)
    }

    @Test func withoutReverseDefaultFactoryRejectedValuesReverseToNil() {
        let optionally = Mappers.optionally(Self.status, defaultFactory: { -1 })
        let rejected = Probe.run(optionally.reversed, 3)
        #expect(rejected.value == .some(nil))
        #expect(rejected.recordedCodes == [.invalidSourceValue])
    }

    // MARK: Fluent forms

    @Test func fluentOptionallyMatchesTheFactory() throws {
        let optionally = Mappers.value(String.self).optionally()
        #expect(try optionally.map("x") == "x")
        #expect(Probe.run(optionally, nil).recordedCodes == [.missingValue])
        #expect(Probe.run(optionally, .some(.null)).recordedCodes == [.nullValue])
        let wrong = Probe.run(optionally, .some(1))
        #expect(wrong.value == .some(nil))
        #expect(wrong.recordedCodes == [.invalidSourceType])
        #expect(Probe.run(optionally.reversed, nil).recorded.isEmpty)
        #expect(try optionally.reversed.map("x") == "x")
    }

    @Test func fluentOptionallyWithDefault() throws {
        let optionally = Mappers.value(Bool.self).optionally(default: false)
        #expect(try optionally.map(true) == true)
        let wrong = Probe.run(optionally, .some(1))
        #expect(wrong.value == false)
        #expect(wrong.recordedCodes == [.invalidSourceType])
        #expect(try optionally.reversed.map(true) == true)

        let withReverse = Self.status.optionally(default: -1, reverseDefault: "on")
        #expect(try withReverse.reversed.map(5) == "on")
    }

    @Test func neverThrows() {
        for json in Probe.randomJSONValues(seed: 0x0F7) {
            #expect(Probe.outcome(Self.age.mapping(json)) != .failure)
            #expect(Probe.outcome(Self.retries.mapping(json)) != .failure)
        }
    }
}
