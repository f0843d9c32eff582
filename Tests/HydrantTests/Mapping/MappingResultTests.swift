import Hydrant
import Testing

@Suite("MappingResult and map(_:) / mapping(_:)")
struct MappingResultTests {
    // MARK: The three cases

    @Test func successHasAValueAndNoError() throws {
        let result = MappingResult<Int>.success(5)
        #expect(result.value == 5)
        #expect(result.error == nil)
        #expect(try result.get() == 5)
    }

    @Test func successWithErrorsHasBoth() throws {
        let error = MappingError(code: .missingValue, isFatal: false)
        let result = MappingResult<Int>.successWithErrors(5, error)
        #expect(result.value == 5)
        #expect(result.error?.code == .missingValue)
        #expect(result.error?.isFatal == false)
        #expect(try result.get() == 5)
    }

    @Test func failureHasOnlyTheErrorAndGetThrowsIt() {
        let result = MappingResult<Int>.failure(MappingError(code: .nullValue, sourcePath: "age"))
        #expect(result.value == nil)
        #expect(result.error?.code == .nullValue)
        let thrown = #expect(throws: MappingError.self) { try result.get() }
        #expect(thrown?.code == .nullValue)
        #expect(thrown?.sourcePath == "age")
    }

    @Test func anOptionalValueOfNilIsStillAValue() throws {
        let result = MappingResult<Int?>.success(nil)
        #expect(result.value == .some(nil))
        #expect(try result.get() == nil)
        #expect(result.error == nil)
    }

    // MARK: map(_:) versus mapping(_:)

    @Test func cleanSuccess() throws {
        let mapper = Mappers.value(Int.self)
        #expect(try mapper.map(23) == 23)
        guard case .success(let value) = mapper.mapping(23) else {
            Issue.record("expected .success, got \(mapper.mapping(23))")
            return
        }
        #expect(value == 23)
    }

    @Test func successWithErrorsThroughOptionally() throws {
        let mapper = Mappers.optionally(Mappers.value(Int.self), default: 3)
        // map(_:) discards the non-fatal error.
        #expect(try mapper.map(.string("x")) == 3)
        guard case .successWithErrors(let value, let error) = mapper.mapping(.string("x")) else {
            Issue.record("expected .successWithErrors")
            return
        }
        #expect(value == 3)
        #expect(error.code == .invalidSourceType)
        #expect(!error.isFatal)
        #expect(error.detail == "expected a number, got a string")
        #expect(error.sourceValue?.value as? JSON == "x")
        #expect(
            error.fatalDescription
                == #"[non-fatal] Hydrant (code=invalidSourceType) because "Could not map from '<Unknown>' to '<Unknown>': expected a number, got a string""#
                + "\n")
    }

    @Test(arguments: [
        (JSON?.none, MappingError.Code.missingValue),
        (JSON?.some(.null), .nullValue),
        (JSON?.some(.bool(true)), .invalidSourceType),
        (JSON?.some(.number(2.5)), .invalidSourceValue),
        (JSON?.some(.number(1e30)), .numberOutOfRange),
    ])
    func optionallyFallsBackForEveryKindOfFailure(input: JSON?, code: MappingError.Code) {
        let result = Mappers.optionally(Mappers.value(Int.self), default: 3).mapping(input)
        #expect(result.value == 3)
        #expect(result.error?.code == code)
        #expect(result.error?.isFatal == false)
    }

    @Test func optionallyPassesGoodValuesWithoutErrors() {
        guard case .success(let value) = Mappers.optionally(Mappers.value(Int.self), default: 3).mapping(9) else {
            Issue.record("expected .success")
            return
        }
        #expect(value == 9)
    }

    @Test func failure() {
        let mapper = Mappers.value(Int.self)
        let thrown = #expect(throws: MappingError.self) { try mapper.map("x") }
        #expect(thrown?.code == .invalidSourceType)
        #expect(thrown?.isFatal == true)
        guard case .failure(let error) = mapper.mapping("x") else {
            Issue.record("expected .failure")
            return
        }
        #expect(error.code == .invalidSourceType)
        #expect(error.isFatal)
        #expect(error.fatalDescription == thrown?.fatalDescription)
        #expect(
            error.fatalDescription
                == #"[FATAL] Hydrant (code=invalidSourceType) because "Could not map from '<Unknown>' to '<Unknown>': expected a number, got a string""#
                + "\n")
    }

    @Test func severalNonFatalErrorsAreCombined() throws {
        let mapper = Mappers.optionally(Mappers.value(String.self), default: "fallback")
            .then(Mappers.closure { (text: String) -> JSON? in .string(text) })
            .then(Mappers.optionally(Mappers.value(Int.self), default: 7))
        #expect(try mapper.map(5) == 7)
        guard case .successWithErrors(let value, let error) = mapper.mapping(5) else {
            Issue.record("expected .successWithErrors")
            return
        }
        #expect(value == 7)
        #expect(error.code == .multipleErrors)
        #expect(!error.isFatal)
        #expect(
            error.underlyingMappingErrors.map(\.detail) == [
                "expected a string, got a number", "expected a number, got a string",
            ])
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"
                  - Could not map from '<Unknown>' to '<Unknown>': expected a string, got a number (invalidSourceType)
                  - Could not map from '<Unknown>' to '<Unknown>': expected a number, got a string (invalidSourceType)

                """)
    }

    @Test func aFatalErrorAfterNonFatalOnesIsTheFailure() {
        let mapper = Mappers.optionally(Mappers.value(String.self), default: "fallback")
            .then(Mappers.closure { (text: String) -> JSON in .string(text) })
            .then(Mappers.value(Int.self))
        guard case .failure(let error) = mapper.mapping(5) else {
            Issue.record("expected .failure")
            return
        }
        #expect(error.isFatal)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == "expected a number, got a string")
    }

    @Test func eachCallStartsWithAFreshContext() {
        let mapper = Mappers.optionally(Mappers.value(Int.self), default: 3)
        _ = mapper.mapping(.string("x"))
        guard case .success = mapper.mapping(4) else {
            Issue.record("non-fatal errors leaked from an earlier call")
            return
        }
    }

    @Test func resultsAreSendableWhenTheirValuesAre() async {
        let result = Mappers.optionally(Mappers.value(Int.self), default: 3).mapping(nil)
        let value = await Task { result.value }.value
        #expect(value == 3)
    }
}
