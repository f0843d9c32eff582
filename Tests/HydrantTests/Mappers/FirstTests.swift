import Hydrant
import Testing

/// Decision #5: no error when an alternative succeeds; a fatal error listing every attempt when all
/// fail.
@Suite("Mappers.first and Mapper.or")
struct FirstTests {
    typealias Step = Probe.Scripted<JSON, String>

    static let identifier = Mappers.first {
        Mappers.value(Int.self)
        Mappers.value(String.self).then(
            Mappers.closure { (text: String) throws -> Int in
                guard let value = Int(text) else {
                    throw MappingError(code: .invalidSourceValue, detail: "not a decimal integer")
                }
                return value
            })
    }

    @Test func firstSuccessWinsWithoutError() throws {
        let result = Self.identifier.mapping(42)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == 42)
    }

    @Test func laterSuccessAfterAFailureGivesNoError() throws {
        let result = Self.identifier.mapping("42")
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == 42)
        #expect(result.error == nil)
        #expect(Probe.run(Self.identifier, "42").recorded.isEmpty)
    }

    @Test func laterAlternativesAreNotTriedAfterASuccess() {
        let first = Step.succeeding("one", tag: "1")
        let second = Step.succeeding("two", tag: "2")
        let mapper = Mappers.first {
            first
            second
        }
        #expect(Probe.run(mapper, 0).value == "one")
        #expect(first.calls.count == 1)
        #expect(second.calls.count == 0)
    }

    @Test func everyAlternativeGetsTheSameInput() throws {
        let mapper = Mappers.first {
            Mappers.kind(.string)
            Mappers.kind(.number)
            Mappers.kind(.array)
        }
        #expect(try mapper.map([1]) == [1])
        #expect(try mapper.map(7) == 7)
    }

    @Test func allFailingGivesFatalMultipleErrorsListingEachAttemptInOrder() throws {
        let result = Self.identifier.mapping("forty-two")
        #expect(Probe.outcome(result) == .failure)
        #expect(result.value == nil)
        let error = try #require(result.error)
        #expect(error.code == .multipleErrors)
        #expect(error.isFatal)
        let attempts = error.underlyingMappingErrors
        #expect(error.underlyingErrors.count == 2)
        #expect(attempts.map(\.code) == [.invalidSourceType, .invalidSourceValue])
        #expect(attempts.map(\.detail) == ["expected a number, got a string", "not a decimal integer"])
        #expect(attempts.allSatisfy { $0.isFatal })
        #expect(error.reason == "Multiple parsing errors occurred (fatal=2, total=2)")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from '<Unknown>' to '<Unknown>': expected a number, got a string (invalidSourceType)
                  - Could not map from '<Unknown>' to '<Unknown>': not a decimal integer (invalidSourceValue)

                """)
    }

    @Test(arguments: [JSON.null, true, [:]])
    func threeAlternativesFailingAreListedFlat(json: JSON) throws {
        let mapper = Mappers.first {
            Mappers.kind(.number)
            Mappers.kind(.string)
            Mappers.kind(.array)
        }
        let error = try #require(mapper.mapping(json).error)
        #expect(error.code == .multipleErrors)
        #expect(error.isFatal)
        #expect(error.underlyingErrors.count == 3)
        #expect(
            error.underlyingMappingErrors.map(\.detail) == [
                "expected a number, got \(json.kind)", "expected a string, got \(json.kind)",
                "expected an array, got \(json.kind)",
            ])
        #expect(error.reason == "Multiple parsing errors occurred (fatal=3, total=3)")
        #expect(error.underlyingMappingErrors.allSatisfy { $0.code == .invalidSourceType })
    }

    /// Decision #5 says an all-failing `first` is a fatal error with every attempt as an underlying
    /// error; that should not change when the block happens to hold one alternative.
    @Test func singleFailingAlternativeIsListedAsAnAttempt() throws {
        let mapper = Mappers.first {
            Mappers.value(Int.self)
        }
        #expect(try mapper.map(1) == 1)
        let error = try #require(mapper.mapping("1").error)
        #expect(error.isFatal)
        #expect(error.code == .multipleErrors)
        #expect(error.underlyingMappingErrors.map(\.detail) == ["expected a number, got a string"])
    }

    @Test func nestedOrChainsAreListedFlatInOrder() throws {
        let a = Step.failing(.invalidSourceType, tag: "a")
        let b = Step.failing(.invalidSourceValue, tag: "b")
        let c = Step.failing(.missingValue, tag: "c")
        let d = Step.failing(.nullValue, tag: "d")
        for mapper in [
            AnyStringMapper(a.or(b).or(c).or(d)),
            AnyStringMapper(a.or(b.or(c.or(d)))),
            AnyStringMapper(a.or(b).or(c.or(d))),
        ] {
            let error = try #require(mapper.mapping(0).error)
            #expect(error.code == .multipleErrors)
            #expect(error.underlyingMappingErrors.map(\.detail) == ["a", "b", "c", "d"])
            #expect(
                error.underlyingMappingErrors.map(\.code) == [
                    .invalidSourceType, .invalidSourceValue, .missingValue, .nullValue,
                ])
            #expect(error.underlyingErrors.count == 4)
        }
    }

    /// A container that reads a field and wraps its child's error with the field's path, as the
    /// docs tell container mappers to do.
    struct Field<Child: Mapper>: Mapper where Child.Input == JSON {
        let name: String
        let child: Child

        func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> Child.Output {
            do {
                return try child.map(input[name] ?? .null, context: &context)
            } catch {
                throw MappingError(
                    wrapping: error, prependingSourcePath: MappingPath(fieldNames: [name]), destinationPath: nil)
            }
        }
    }

    @Test func nestedFirstInsideAContainerKeepsTheContainersPath() throws {
        let inner = Field(
            name: "id",
            child: Mappers.value(Int.self).or(
                Mappers.value(Bool.self).then(Mappers.closure { (flag: Bool) in flag ? 1 : 0 })))
        let mapper = inner.or(Mappers.kind(.number).then(Mappers.value(Int.self)))
        #expect(try mapper.map(["id": 4]) == 4)
        let error = try #require(mapper.mapping(["id": "4"]).error)
        #expect(error.code == .multipleErrors)
        // However the attempts are listed, the ones made inside the field must name it.
        let paths = error.underlyingMappingErrors.map { $0.sourcePath?.description }
        #expect(paths.contains("id"))
        #expect(error.fatalDescription.contains("Could not map from 'id'"))
    }

    @Test func orTriesTheAlternativeOnlyAfterAFatalError() throws {
        let mapper = Mappers.value(Int.self).or(
            Mappers.value(Bool.self).then(Mappers.closure { (flag: Bool) in flag ? 1 : 0 }))
        #expect(try mapper.map(5) == 5)
        #expect(try mapper.map(true) == 1)
        #expect(Probe.outcome(mapper.mapping(false)) == .success)
        let error = try #require(mapper.mapping("5").error)
        #expect(
            error.underlyingMappingErrors.map(\.detail) == [
                "expected a number, got a string", "expected a boolean, got a string",
            ])
    }

    @Test func nonFatalFallbackCountsAsSuccess() throws {
        let fallback = Step.succeeding("fallback", tag: "fallback", nonFatal: [.nullValue])
        let never = Step.succeeding("never", tag: "never")
        let mapper = fallback.or(never)
        let result = mapper.mapping(0)
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == "fallback")
        #expect(never.calls.count == 0)
    }

    @Test func winnersNonFatalErrorsAreKeptAndFailedAttemptsAreDropped() throws {
        let loser = Step.failing(.invalidSourceType, tag: "loser", nonFatal: [.missingValue])
        let winner = Step.succeeding("won", tag: "winner", nonFatal: [.nullValue, .validationFailed])
        let trace = Probe.run(loser.or(winner), 0)
        #expect(trace.value == "won")
        #expect(trace.fatal == nil)
        #expect(trace.recordedCodes == [.nullValue, .validationFailed])
        #expect(trace.recorded.map(\.detail) == ["winner", "winner"])
    }

    @Test func failedAttemptsNonFatalErrorsAreDroppedWhenAllFail() throws {
        let a = Step.failing(.invalidSourceType, tag: "a", nonFatal: [.missingValue])
        let b = Step.failing(.invalidSourceValue, tag: "b", nonFatal: [.nullValue])
        let trace = Probe.run(a.or(b), 0)
        #expect(trace.recorded.isEmpty)
        #expect(trace.fatal?.underlyingMappingErrors.map(\.detail) == ["a", "b"])
    }

    @Test func missingInputFailsEveryAlternative() throws {
        let mapper = Mappers.first {
            Mappers.notNull(JSON.self).then(Mappers.value(Int.self))
            Mappers.notNull(JSON.self).then(
                Mappers.value(String.self).then(Mappers.closure { (text: String) in text.count }))
        }
        #expect(try mapper.map("abc") == 3)
        let error = try #require(mapper.mapping(nil).error)
        #expect(error.underlyingMappingErrors.map(\.code) == [.missingValue, .missingValue])
        #expect(mapper.mapping(.some(.null)).error?.underlyingMappingErrors.map(\.code) == [.nullValue, .nullValue])
    }

    /// A newcomer's first calls compile: literals, `map(parsing:)`, `or`, on a `first` block.
    @Test func theEntryPointsTakeLiteralsOnAFirstBlock() throws {
        let id = Mappers.first {
            Mappers.value(Int.self)
            Mappers.number(Int.self)
        }
        #expect(id.mapping("42").value == 42)
        #expect(id.mapping(42).value == 42)
        #expect(try id.map(parsing: #""42""#) == 42)
        #expect(try id.map(parsing: "42") == 42)
        #expect(Mappers.value(Int.self).or(Mappers.number(Int.self)).mapping("42").value == 42)
        #expect(try id.reversed.map(42) == 42)
    }

    // MARK: nil results (the original's HYDMapFirst skips them)

    @Test func aNilWithoutAnErrorDoesNotEndTheSearch() throws {
        let mapper = Mappers.first {
            Mappers.closure { (_: JSON) -> String? in nil }
            Mappers.closure { (input: JSON) -> String? in input.string }
        }
        let result = mapper.mapping("x")
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == "x")
    }

    @Test func aNilFallbackDoesNotEndTheSearchAndIsForgottenWhenALaterAlternativeWins() throws {
        let mapper = Mappers.first {
            Mappers.nonFatally(Mappers.value(Int?.self))
            Mappers.value(String.self).then(Mappers.closure { (text: String) -> Int? in Int(text) })
        }
        let result = mapper.mapping("12")
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == 12)
    }

    @Test func everyAlternativeGivingNilWithoutAnErrorGivesNilWithoutAnError() throws {
        let mapper = Mappers.closure { (_: JSON) -> Int? in nil }.or(Mappers.closure { (_: JSON) -> Int? in nil })
        let result = mapper.mapping(1)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == .some(nil))
    }

    @Test func noValueAfterAFallbackAndAFailureIsFatalListingBoth() throws {
        let mapper = Mappers.nonFatally(Mappers.value(Int?.self)).or(Mappers.value(Int?.self))
        let error = try #require(mapper.mapping("x").error)
        #expect(error.isFatal)
        #expect(error.code == .multipleErrors)
        #expect(error.underlyingMappingErrors.map(\.code) == [.invalidSourceType, .invalidSourceType])
        #expect(error.underlyingMappingErrors.map(\.isFatal) == [false, true])
        #expect(
            error.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from '<Unknown>' to '<Unknown>': expected a number, got a string (invalidSourceType)
                  - Could not map from '<Unknown>' to '<Unknown>': expected a number, got a string (invalidSourceType)

                """)
    }

    // MARK: Reverse

    @Test func reverseTriesTheReversedAlternativesInTheSameOrder() throws {
        let backA = Probe.Scripted<String, JSON>.failing(.invalidSourceValue, tag: "back a")
        let backB = Probe.Scripted<String, JSON>.succeeding("b", tag: "back b")
        let backC = Probe.Scripted<String, JSON>.succeeding("c", tag: "back c")
        let mapper = Mappers.first {
            Mappers.split(Step.failing(.invalidSourceType, tag: "a"), reverse: backA)
            Mappers.split(Step.succeeding("b", tag: "b"), reverse: backB)
            Mappers.split(Step.succeeding("c", tag: "c"), reverse: backC)
        }
        let result = mapper.reversed.mapping("x")
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == "b")
        #expect([backA.calls.count, backB.calls.count, backC.calls.count] == [1, 1, 0])
    }

    @Test func reverseOfAllFailingListsEachAttemptInOrder() throws {
        let mapper = Mappers.enumeration(["a": 1]).or(Mappers.enumeration(["b": 2]))
        #expect(try mapper.map("b") == 2)
        #expect(try mapper.reversed.map(1) == "a")
        #expect(try mapper.reversed.map(2) == "b")
        let error = try #require(mapper.reversed.mapping(3).error)
        #expect(error.code == .multipleErrors)
        #expect(error.isFatal)
        #expect(error.underlyingMappingErrors.map(\.code) == [.invalidSourceValue, .invalidSourceValue])
    }

    @Test func roundTripsThroughTheFirstAlternative() throws {
        var rng = SplitMix64(seed: 0xF1)
        let mapper = Mappers.value(Int.self).or(Mappers.value(Int.self).checkingInput([.number]))
        for _ in 0..<300 {
            let value = Int.random(in: .min ... .max, using: &rng)
            let json = mapper.reversed.mapping(value)
            #expect(Probe.outcome(json) == .success)
            #expect(try mapper.map(#require(json.value)) == value)
        }
    }
}

/// Erases the different `First` nestings to one type so they can be tested in one loop.
private struct AnyStringMapper: Mapper {
    let body: @Sendable (JSON, inout MappingContext) throws(MappingError) -> String

    init<M: Mapper>(_ mapper: M) where M.Input == JSON, M.Output == String {
        body = { (input, context) throws(MappingError) in try mapper.map(input, context: &context) }
    }

    func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> String {
        try body(input, &context)
    }
}
