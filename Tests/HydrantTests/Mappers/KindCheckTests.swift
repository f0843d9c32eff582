import Hydrant
import Testing

@Suite("Mappers.kind, kinds, checkingInput and checkingOutput")
struct KindCheckTests {
    static let sample: [JSONKind: JSON] = [
        .null: .null, .bool: false, .number: 1, .string: "s", .array: [1], .object: ["k": 1],
    ]

    @Test(arguments: JSONKind.allCases)
    func singleKindAcceptsOnlyThatKind(kind: JSONKind) throws {
        let check = Mappers.kind(kind)
        for (other, json) in Self.sample {
            let result = check.mapping(json)
            if other == kind {
                #expect(Probe.outcome(result) == .success)
                #expect(result.value.map { identical($0, json) } == true)
            } else {
                let error = try #require(result.error)
                #expect(error.code == .invalidSourceType)
                #expect(error.isFatal)
                #expect(error.detail == "expected \(kind), got \(other)")
                #expect(result.value == nil)
            }
        }
    }

    @Test(
        arguments: [
            ([JSONKind.string, .number], JSON(true), "expected a number or a string, got a boolean"),
            ([.number, .string], .null, "expected a number or a string, got null"),
            ([.array, .null, .string], ["k": 1], "expected null, a string or an array, got an object"),
            (
                [.object, .array, .number, .bool], "x",
                "expected a boolean, a number, an array or an object, got a string"
            ),
            ([.null], [], "expected null, got an array"),
        ] as [([JSONKind], JSON, String)])
    func errorListsTheAllowedKindsInCanonicalOrder(kinds: [JSONKind], json: JSON, detail: String) throws {
        let error = try #require(#expect(throws: MappingError.self) { try Mappers.kinds(Set(kinds)).map(json) })
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == detail)
        #expect(error.reason == "Could not map from '<Unknown>' to '<Unknown>': " + detail)
        #expect(error.sourceValue?.value as? JSON == json)
        #expect(error.destinationValue == nil)
    }

    @Test func variadicAndSetFormsAgree() {
        for json in Self.sample.values {
            #expect(
                Mappers.kind(.string, .number).mapping(json).error?.detail
                    == Mappers.kinds([.number, .string]).mapping(json).error?.detail)
        }
    }

    @Test func noKindsAllowsEveryKind() {
        for json in Probe.randomJSONValues(seed: 0xC4) {
            #expect(Probe.outcome(Mappers.kinds([]).mapping(json)) == .success)
            #expect(Probe.outcome(Mappers.kind().mapping(json)) == .success)
        }
    }

    @Test func reverseChecksTheSameKindsOnTheOtherSide() throws {
        let check = Mappers.kind(.string)
        #expect(check.reversed.allowed == [.string])
        #expect(check.reversed.code == .invalidResultingType)
        #expect(check.reversed.reversed.code == .invalidSourceType)
        #expect(try check.reversed.map("x") == "x")
        #expect(check.reversed.mapping(1).error?.detail == "mapper produced a number, expected a string")
    }

    @Test func roundTripsGeneratedValuesOfAllowedKinds() throws {
        let check = Mappers.kind(.array, .object, .string)
        for json in Probe.randomJSONValues(seed: 0xC5) {
            let result = check.mapping(json)
            if [.array, .object, .string].contains(json.kind) {
                let forward = try #require(result.value)
                #expect(identical(try check.reversed.map(forward), json))
            } else {
                #expect(result.error?.code == .invalidSourceType)
            }
        }
    }

    // MARK: checkingInput

    @Test func checkingInputRejectsBeforeTheMapperRuns() throws {
        let inner = Probe.Scripted<JSON, Int>.succeeding(1, tag: "inner")
        let checked = inner.checkingInput([.number])
        #expect(try checked.map(5) == 1)
        #expect(inner.calls.count == 1)
        let error = try #require(checked.mapping("5").error)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == "expected a number, got a string")
        #expect(inner.calls.count == 1)
    }

    @Test func checkingInputPassesTheMappersOwnErrors() throws {
        let checked = Mappers.value(Int.self).checkingInput([.number, .string])
        let error = try #require(checked.mapping("5").error)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == "expected a number, got a string")
        #expect(checked.mapping(true).error?.detail == "expected a number or a string, got a boolean")
    }

    // MARK: checkingOutput

    @Test func checkingOutputFailsWithInvalidResultingType() throws {
        let checked = Mappers.identity(JSON.self).checkingOutput([.string])
        #expect(try checked.map("ok") == "ok")
        let error = try #require(#expect(throws: MappingError.self) { try checked.map(12) })
        #expect(error.code == .invalidResultingType)
        #expect(error.isFatal)
        #expect(error.detail == "mapper produced a number, expected a string")
        #expect(error.destinationValue?.value as? JSON == 12)
        // The original's output check recorded the mapper's input as the source object.
        #expect(error.sourceValue?.value as? JSON == 12)
        let stringify = Mappers.closure { (json: JSON) -> JSON in .string(json.description) }
        #expect(stringify.checkingOutput([.number]).mapping(parsing: "[1]").error?.sourceValue?.value as? JSON == [1])
        #expect(
            error.reason == "Could not map from '<Unknown>' to '<Unknown>': mapper produced a number, expected a string"
        )
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidResultingType) because "Could not map from '<Unknown>' to '<Unknown>': mapper produced a number, expected a string"

                """)
    }

    @Test func checkingOutputChecksWhatTheMapperProduced() throws {
        let stringify = Mappers.closure { (json: JSON) -> JSON in json.isNull ? .null : .string(json.description) }
        let checked = stringify.checkingOutput([.string])
        #expect(try checked.map(12) == "12")
        #expect(checked.mapping(.null).error?.code == .invalidResultingType)
        #expect(checked.mapping(.null).error?.detail == "mapper produced null, expected a string")
    }

    @Test func checkingOutputDoesNotRunWhenTheMapperFails() throws {
        let checked = Mappers.notNull(JSON.self).checkingOutput([.number])
        #expect(checked.mapping(nil).error?.code == .missingValue)
        #expect(checked.mapping("x").error?.code == .invalidResultingType)
    }

    /// Semantics §5.2/§11: the reverse of a typed mapper swaps the input and output checks, so the
    /// reverse's input check fails with invalidSourceType and its output check with
    /// invalidResultingType.
    @Test func reverseOfCheckingOutputChecksTheReverseInputAsASourceType() throws {
        let checked = Mappers.identity(JSON.self).checkingOutput([.string])
        #expect(try checked.reversed.map("x") == "x")
        let error = try #require(checked.reversed.mapping(12).error)
        #expect(error.detail == "expected a string, got a number")
        #expect(error.code == .invalidSourceType)
    }

    @Test func reverseOfCheckingInputChecksTheReverseOutputAsAResultingType() throws {
        let checked = Mappers.identity(JSON.self).checkingInput([.string])
        #expect(try checked.reversed.map("x") == "x")
        let error = try #require(checked.reversed.mapping(12).error)
        #expect(error.detail == "mapper produced a number, expected a string")
        #expect(error.code == .invalidResultingType)
    }
}
