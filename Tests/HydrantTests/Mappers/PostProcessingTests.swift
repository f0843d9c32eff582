import Hydrant
import Testing

@Suite("Mapper.postProcessing")
struct PostProcessingTests {
    /// Reports what the closure saw: `value × 10` for a success, `-1` for a failure of the expected
    /// code on the input `"x"`, `-2` for anything else.
    static let observing = Mappers.value(Int.self).postProcessing { input, result in
        switch result {
        case .success(let value): value * 10
        case .failure(let error): error.code == .invalidSourceType && input == "x" ? -1 : -2
        }
    }

    @Test func seesTheInputAndASuccessfulResult() throws {
        #expect(try Self.observing.map(4) == 40)
        #expect(Probe.outcome(Self.observing.mapping(4)) == .success)
    }

    @Test func seesTheInputAndAFailedResult() throws {
        #expect(try Self.observing.map("x") == -1)
        #expect(try Self.observing.map("y") == -2)
    }

    @Test func recoveringFromAFatalErrorLeavesNoError() throws {
        let result = Self.observing.mapping("x")
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == -1)
    }

    @Test func canRecoverFromMissingAndNull() throws {
        let mapper = Mappers.notNull(JSON.self).postProcessing { input, result in
            switch result {
            case .success(let value): value
            case .failure: input == nil ? "was missing" : "was null"
            }
        }
        #expect(try mapper.map("x") == "x")
        #expect(try mapper.map(nil) == "was missing")
        #expect(try mapper.map(.some(.null)) == "was null")
    }

    @Test func passingTheResultOnKeepsTheValueOrTheError() throws {
        let mapper = Mappers.value(Int.self).postProcessing { _, result throws(MappingError) in try result.get() }
        #expect(try mapper.map(3) == 3)
        let error = try #require(mapper.mapping("3").error)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == "expected a number, got a string")
    }

    @Test func canTurnASuccessIntoAFailure() throws {
        let adult = Mappers.value(Int.self).postProcessing { _, result throws(MappingError) in
            let age = try result.get()
            guard age >= 18 else {
                throw MappingError(
                    code: .validationFailed, isFatal: false, sourceValue: age, detail: "must be 18 or older")
            }
            return age
        }
        #expect(try adult.map(30) == 30)
        let result = adult.mapping(12)
        #expect(Probe.outcome(result) == .failure)
        #expect(result.value == nil)
        let error = try #require(result.error)
        #expect(error.code == .validationFailed)
        #expect(error.isFatal)
        #expect(error.sourceValue?.value as? Int == 12)
        #expect(error.reason == "Could not map from '<Unknown>' to '<Unknown>': must be 18 or older")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=validationFailed) because "Could not map from '<Unknown>' to '<Unknown>': must be 18 or older"

                """)
        #expect(adult.mapping("12").error?.code == .invalidSourceType)
    }

    @Test func canReplaceTheError() throws {
        let mapper = Mappers.value(Int.self).postProcessing { _, result throws(MappingError) in
            if case .failure(let error) = result {
                throw MappingError(code: .generic, detail: "bad id", underlyingErrors: [error])
            }
            return try result.get()
        }
        let error = try #require(mapper.mapping(true).error)
        #expect(error.code == .generic)
        #expect(error.underlyingMappingErrors.map(\.code) == [.invalidSourceType])
    }

    @Test func innerNonFatalErrorsAreKept() throws {
        let mapper = Mappers.optionally(Mappers.value(Int.self), default: 0).postProcessing { _, result in
            ((try? result.get()) ?? -1) + 1
        }
        let trace = Probe.run(mapper, .some("x"))
        #expect(trace.value == 1)
        #expect(trace.recordedCodes == [.invalidSourceType])
        #expect(Probe.outcome(mapper.mapping(nil)) == .successWithErrors)
        #expect(Probe.outcome(mapper.mapping(5)) == .success)
    }

    @Test func closureIsCalledOncePerMapping() throws {
        let calls = Probe.Counter()
        let mapper = Mappers.value(Int.self).postProcessing { _, result in
            calls.increment()
            return (try? result.get()) ?? 0
        }
        _ = mapper.mapping(1)
        _ = mapper.mapping("1")
        #expect(calls.count == 2)
    }

    // MARK: Reverse

    static let scaled = Mappers.value(Int.self).postProcessing(
        { _, result throws(MappingError) in try result.get() * 100 },
        reverse: { value, result throws(MappingError) in
            guard value % 100 == 0 else { throw MappingError(code: .validationFailed, detail: "not a whole hundred") }
            return try Mappers.value(Int.self).reversed.map(value / 100)
        })

    @Test func reverseUsesTheReverseClosure() throws {
        #expect(try Self.scaled.map(3) == 300)
        #expect(try Self.scaled.reversed.map(300) == 3)
        let error = try #require(Self.scaled.reversed.mapping(301).error)
        #expect(error.code == .validationFailed)
        #expect(error.isFatal)
    }

    @Test func reverseClosureSeesTheReversedInnersResult() throws {
        let mapper = Mappers.enumeration(["a": 1]).postProcessing(
            { _, result throws(MappingError) in try result.get() },
            reverse: { _, result in
                switch result {
                case .success(let key): key.uppercased()
                case .failure(let error): "failed: \(error.code)"
                }
            })
        #expect(try mapper.reversed.map(1) == "A")
        #expect(try mapper.reversed.map(2) == "failed: invalidSourceValue")
    }

    @Test func reversedTwiceUsesTheForwardClosureAgain() throws {
        #expect(try Self.scaled.reversed.reversed.map(7) == 700)
    }

    @Test func withoutAReverseClosureTheReverseIsTheInnerMappersReverse() throws {
        let mapper = Mappers.value(Int.self).postProcessing { _, result in ((try? result.get()) ?? 0) * 10 }
        #expect(try mapper.map(5) == 50)
        #expect(try mapper.reversed.map(5) == 5)
        let reversed = Probe.run(Mappers.enumeration(["a": 1]).postProcessing { _, _ in 0 }.reversed, 2)
        #expect(reversed.fatal?.code == .invalidSourceValue)
        #expect(reversed.fatal?.detail == "the value is not the one known value")
    }

    @Test func withoutAForwardClosureTheForwardIsTheInnerMappers() throws {
        let mapper = Mappers.PostProcessing(
            Mappers.value(Int.self), nil, reverse: { _, result in ((try? result.get()) ?? .null) })
        #expect(try mapper.map(5) == 5)
        #expect(mapper.mapping("5").error?.code == .invalidSourceType)
        #expect(try mapper.reversed.map(5) == 5)
        #expect(try mapper.reversed.reversed.map(6) == 6)
    }

    @Test func roundTripsGeneratedValues() throws {
        var rng = SplitMix64(seed: 0x9057)
        for _ in 0..<300 {
            let value = Int.random(in: -1_000_000...1_000_000, using: &rng)
            let json = Self.scaled.reversed.mapping(value * 100)
            #expect(Probe.outcome(json) == .success)
            #expect(try Self.scaled.map(#require(json.value)) == value * 100)
        }
    }

    // MARK: The whole outcome (the original's block received the non-fatal errors too)

    /// A fallback: "x" gives 0 with a non-fatal error.
    static let port = Mappers.optionally(Mappers.value(Int.self), default: 0)

    @Test func anOutcomeClosureSeesTheNonFatalErrors() throws {
        let seen = Log()
        let mapper = Self.port.postProcessing(outcome: { _, outcome in
            seen.append(
                "\(outcome.value ?? -1) \(outcome.error?.code.description ?? "none") \(outcome.error?.isFatal == true)")
            return outcome
        })
        _ = mapper.mapping("x")
        _ = mapper.mapping(80)
        #expect(seen.all == ["0 invalidSourceType false", "80 none false"])
    }

    @Test func keepingTheOutcomeReportsTheErrorsExactlyAsWithoutTheClosure() throws {
        let kept = Self.port.postProcessing(outcome: { _, outcome in outcome }).mapping("x")
        let plain = Self.port.mapping("x")
        #expect(kept.value == 0)
        #expect(kept.error?.fullRecursiveDescription == plain.error?.fullRecursiveDescription)
        #expect(Probe.outcome(kept) == .successWithErrors)
    }

    @Test func droppingTheNonFatalErrorsLeavesAClearSuccess() throws {
        let quiet = Self.port.postProcessing(outcome: { _, outcome in
            if case .successWithErrors(let value, _) = outcome { return .success(value) }
            return outcome
        })
        let result = quiet.mapping("x")
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == 0)
    }

    @Test func replacingOrFailingTheOutcome() throws {
        let replaced = Self.port.postProcessing(outcome: { _, outcome in
            guard case .successWithErrors(let value, _) = outcome else { return outcome }
            return .successWithErrors(value, MappingError(code: .validationFailed, detail: "the port fell back to 0"))
        }).mapping("x")
        #expect(replaced.value == 0)
        #expect(replaced.error?.isFatal == false)
        #expect(replaced.error?.detail == "the port fell back to 0")

        let strict = Self.port.postProcessing(outcome: { _, outcome in
            guard case .successWithErrors(_, let error) = outcome else { return outcome }
            return .failure(error)
        })
        let failed = strict.mapping("x")
        #expect(failed.error?.isFatal == true)
        #expect(failed.error?.code == .invalidSourceType)
        #expect(try strict.map(80) == 80)
    }

    @Test func anOutcomeClosureReadsInPlaceAndReverses() throws {
        let mapper = Mappers.value(Int.self).postProcessing(
            outcome: { _, outcome in outcome.value.map { .success($0 * 2) } ?? outcome },
            reverse: { _, outcome in
                guard case .success(let json) = outcome, let number = json.number,
                    let value = Int(exactly: Double(number.text) ?? .nan)
                else { return outcome }
                return .success(.number(JSONNumber(value / 2)))
            })
        #expect(try mapper.map(parsing: "21") == 42)
        #expect(try mapper.map(21) == 42)
        #expect(try mapper.reversed.map(42) == 21)
        #expect(try mapper.reversed.string(from: 42) == "21")
        #expect(mapper.mapping(parsing: #""x""#).error?.code == .invalidSourceType)
    }
}
