import Foundation
import Hydrant
import Testing

@Suite("Mappers.closure")
struct ClosureTests {
    enum Boom: Error, Equatable {
        case bang
    }

    static let cents = Mappers.closure(
        map: { (euros: Double) in Int((euros * 100).rounded()) },
        unmap: { (cents: Int) in Double(cents) / 100 })

    // MARK: One-way

    @Test(arguments: ["", "four", "naïve", "🎉"])
    func oneWayClosureMaps(text: String) throws {
        let length = Mappers.closure { (text: String) in text.count }
        let result = length.mapping(text)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == text.count)
    }

    @Test func closureSeesMissingAndNullAsTheyAre() throws {
        let describe = Mappers.closure { (json: JSON?) -> String in
            switch json {
            case nil: "missing"
            case .null?: "null"
            case let value?: value.description
            }
        }
        #expect(try describe.map(nil) == "missing")
        #expect(try describe.map(.some(.null)) == "null")
        #expect(try describe.map(["a": 1]) == #"{"a":1}"#)
    }

    /// A one-way closure has no reverse: it does not conform to `ReversibleMapper`, so asking for
    /// `.reversed` does not compile.
    @Test func oneWayClosureIsNotReversible() {
        #expect(!(Mappers.Closure { (x: Int) in x } as Any is any ReversibleMapper))
        #expect(!(Mappers.closure { (x: Int) in String(x) } as Any is any ReversibleMapper))
        #expect(Mappers.closure { (x: Int) in String(x) } as Any is any Mapper)
        #expect(Mappers.closure(map: { (x: Int) in x }, unmap: { (x: Int) in x }) as Any is any ReversibleMapper)
        #expect(Mappers.reversibleClosure(bothWays: { (x: Int) in x }) as Any is any ReversibleMapper)
    }

    /// A trailing closure whose input and output types are the same must still make the one-way
    /// mapper: `closure(bothWays:)` is only for closures passed with that label.
    @Test func oneWayTrailingClosureWithTheSameTypesIsNotReversible() {
        #expect(!(Mappers.closure { (x: Int) in x } as Any is any ReversibleMapper))
        let double = Mappers.closure { (x: Int) in x * 2 }
        #expect(type(of: double) == Mappers.Closure<Int, Int>.self)
    }

    // MARK: Errors

    @Test func thrownMappingErrorPropagatesAsFatalEvenIfCreatedNonFatal() throws {
        let mapper = Mappers.closure { (value: Int) throws -> Int in
            throw MappingError(
                code: .validationFailed, isFatal: false, sourcePath: "age", detail: "must be 18 or older")
        }
        let trace = Probe.run(mapper, 12)
        #expect(trace.value == nil)
        #expect(trace.recorded.isEmpty)
        let error = try #require(trace.fatal)
        #expect(error.isFatal)
        #expect(error.code == .validationFailed)
        #expect(error.sourcePath == "age")
        #expect(error.detail == "must be 18 or older")
        #expect(error.underlyingErrors.isEmpty)
        #expect(error.reason == "Could not map from 'age' to '<Unknown>': must be 18 or older")
        #expect(Probe.outcome(mapper.mapping(12)) == .failure)
    }

    @Test func thrownFatalMappingErrorIsPassedOnAsIs() throws {
        let thrown = MappingError(code: .numberOutOfRange, sourceValue: 5, detail: "too big")
        let mapper = Mappers.closure { (_: Int) throws -> Int in throw thrown }
        let error = try #require(mapper.mapping(0).error)
        #expect(error.code == .numberOutOfRange)
        #expect(error.detail == "too big")
        #expect(error.sourceValue?.value as? Int == 5)
    }

    @Test func thrownForeignErrorBecomesInvalidSourceValueWithItAsUnderlying() throws {
        let mapper = Mappers.closure { (_: String) throws -> Int in throw Boom.bang }
        let error = try #require(#expect(throws: MappingError.self) { try mapper.map("x") })
        #expect(error.code == .invalidSourceValue)
        #expect(error.isFatal)
        #expect(error.detail == "the conversion threw an error")
        #expect(error.underlyingErrors.count == 1)
        #expect(error.underlyingErrors.first as? Boom == .bang)
        #expect(error.reason == "Could not map from '<Unknown>' to '<Unknown>': the conversion threw an error")
    }

    @Test func foreignErrorIsListedInTheDescription() throws {
        let foreign = NSError(domain: "Test", code: 7, userInfo: [NSLocalizedDescriptionKey: "boom"])
        let mapper = Mappers.closure { (_: Int) throws -> Int in throw foreign }
        let error = try #require(mapper.mapping(1).error)
        #expect((error.underlyingErrors.first as? NSError)?.code == 7)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceValue) because "Could not map from '<Unknown>' to '<Unknown>': the conversion threw an error"
                  - [Test] (code=7) boom

                """)
        #expect(
            error.recursiveDescription == """
                Hydrant code=1 isFatal=true reason="Could not map from '<Unknown>' to '<Unknown>': the conversion threw an error" underlyingFatalErrors=(
                  - Error Domain=Test Code=7 "boom"
                )
                """)
    }

    /// Decision #12: a fatal error yields no value.
    @Test func failureProducesNoValue() {
        let mapper = Mappers.closure { (text: String) throws -> Int in
            guard let value = Int(text) else { throw Boom.bang }
            return value
        }
        #expect(mapper.mapping("12").value == 12)
        #expect(mapper.mapping("twelve").value == nil)
        #expect(Probe.outcome(mapper.mapping("twelve")) == .failure)
    }

    // MARK: Two closures

    @Test func twoClosuresMapBothWays() throws {
        #expect(try Self.cents.map(12.5) == 1250)
        #expect(try Self.cents.map(0.1) == 10)
        #expect(try Self.cents.reversed.map(1999) == 19.99)
        #expect(try Self.cents.reversed.reversed.map(1.01) == 101)
    }

    @Test func reverseClosureErrorsAreHandledTheSameWay() throws {
        let mapper = Mappers.closure(
            map: { (text: String) in text.count },
            unmap: { (count: Int) throws -> String in
                if count < 0 { throw Boom.bang }
                if count > 100 { throw MappingError(code: .validationFailed, isFatal: false, detail: "too long") }
                return String(repeating: "x", count: count)
            })
        #expect(try mapper.reversed.map(2) == "xx")
        let foreign = try #require(mapper.reversed.mapping(-1).error)
        #expect(foreign.code == .invalidSourceValue)
        #expect(foreign.underlyingErrors.first as? Boom == .bang)
        let mapping = try #require(mapper.reversed.mapping(101).error)
        #expect(mapping.code == .validationFailed)
        #expect(mapping.isFatal)
    }

    @Test func roundTripsGeneratedCents() throws {
        var rng = SplitMix64(seed: 0xC3)
        for _ in 0..<500 {
            let cents = Int.random(in: -10_000_000...10_000_000, using: &rng)
            #expect(try Self.cents.map(Self.cents.reversed.map(cents)) == cents)
        }
    }

    // MARK: Both ways

    @Test func bothWaysUsesTheSameClosureInEachDirection() throws {
        let reverse = Mappers.reversibleClosure(bothWays: { (text: String) in String(text.reversed()) })
        #expect(try reverse.map("abc") == "cba")
        #expect(try reverse.reversed.map("abc") == "cba")
    }

    @Test func bothWaysRoundTripsAnInvolution() throws {
        var rng = SplitMix64(seed: 0xB07)
        let negate = Mappers.reversibleClosure(bothWays: { (value: Int) in ~value })
        for _ in 0..<300 {
            let value = Int.random(in: .min ... .max, using: &rng)
            #expect(try negate.reversed.map(negate.map(value)) == value)
        }
    }

    @Test func bothWaysErrorsAreFatalInEachDirection() throws {
        let mapper = Mappers.reversibleClosure(bothWays: { (value: Int) throws -> Int in
            guard value != 0 else { throw Boom.bang }
            return 100 / value
        })
        #expect(try mapper.map(4) == 25)
        #expect(mapper.mapping(0).error?.code == .invalidSourceValue)
        #expect(mapper.reversed.mapping(0).error?.code == .invalidSourceValue)
    }
}
