import Hydrant
import Testing

/// `Mappers.forward` / `Mappers.backward`: Hydrant's `HYDMapForward` and `HYDMapBackward`
/// (semantics §5.2), with decision #1 (missing and `null` are distinct fatal errors for a required
/// value).
@Suite("Mappers.forward and Mappers.backward")
struct ForwardBackwardTests {
    /// Fails with an error carrying its own paths, so that the prepending can be checked exactly.
    static let failing = Mappers.closure(
        map: { (_: JSON) throws -> Int in
            throw MappingError(
                code: .invalidSourceValue, sourcePath: "inner.key", destinationPath: "property", detail: "bad value")
        },
        unmap: { (_: Int) throws -> JSON in
            throw MappingError(
                code: .invalidSourceValue, sourcePath: "property", destinationPath: "inner.key", detail: "bad value")
        })

    // MARK: Forward: good input

    struct Walk: Sendable, CustomTestStringConvertible {
        var path: Accessors.Path
        var input: JSON
        var expected: Int
        var testDescription: String { path.description }
    }

    static let walks: [Walk] = [
        Walk(path: "a", input: ["a": 1, "b": 2], expected: 1),
        Walk(path: "a.b", input: ["a": ["b": 2, "c": 3]], expected: 2),
        Walk(path: "a.b.c", input: ["a": ["b": ["c": 3]], "z": nil], expected: 3),
        Walk(path: "items.1.id", input: ["items": [["id": 1], ["id": 2]]], expected: 2),
        Walk(path: Accessors.key("a.b"), input: ["a.b": 4, "a": ["b": 5]], expected: 4),
        Walk(path: Accessors.index(1), input: [10, 20, 30], expected: 20),
        Walk(path: Accessors.path(.key("rows"), .index(0), .index(1)), input: ["rows": [[1, 6]]], expected: 6),
    ]

    @Test(arguments: walks)
    func requiredVariantMapsTheValueAtThePath(walk: Walk) {
        let result = Mappers.forward(walk.path, Mappers.value(Int.self)).mapping(walk.input)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == walk.expected)
    }

    @Test(arguments: walks)
    func optionalVariantMapsTheValueAtThePath(walk: Walk) {
        let result = Mappers.forward(walk.path, Mappers.optionally(Mappers.value(Int.self), default: -1)).mapping(
            walk.input)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == walk.expected)
    }

    @Test func innerMapperReceivesOnlyTheSubTree() throws {
        let seen = Mappers.forward("data", Mappers.closure { (json: JSON) in json })
        let value = try seen.map(["data": ["items": [1, 2]], "other": true])
        #expect(identical(value, ["items": [1, 2]]))
    }

    @Test func walksAnyAccessor() throws {
        let both = Mappers.forward(Accessors.fields("date", "time"), Mappers.value([String].self))
        #expect(try both.map(["date": "2024-01-02", "time": "10:00"]) == ["2024-01-02", "10:00"])
        let forward = Mappers.Forward(Accessors.keyPath("a.b"), Mappers.value(Int.self))
        #expect(forward.walk.description == "a.b")
        #expect(try forward.map(["a": ["b": 9]]) == 9)
    }

    // MARK: Forward: missing and null

    @Test(arguments: [["a": [:]], ["a": nil], [:], .null, ["a": ["c": 1]]] as [JSON])
    func optionalVariantReceivesNilForAMissingPath(input: JSON) throws {
        let received = Mappers.forward("a.b", Mappers.closure { (json: JSON?) in json == nil })
        #expect(try received.map(input))
    }

    @Test func optionalVariantReceivesNullAsAValue() throws {
        let received = Mappers.forward("a.b", Mappers.closure { (json: JSON?) in json })
        let value = try #require(try received.map(["a": ["b": nil]]))
        #expect(value.isNull)
    }

    @Test func optionalVariantFallsBackWithAWrappedNonFatalError() throws {
        let input: JSON = ["a": [:]]
        let retries = Mappers.forward("a.b", Mappers.optionally(Mappers.value(Int.self), default: 3))
        let result = retries.mapping(input)
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == 3)
        let error = try #require(result.error)
        #expect(error.code == .missingValue)
        #expect(!error.isFatal)
        #expect(error.sourcePath == "a.b")
        #expect(error.destinationPath == nil)
        #expect(error.sourceValue?.value as? JSON == input)
        #expect(
            error.fatalDescription == """
                [non-fatal] Hydrant (code=missingValue) because "Could not map from 'a.b' to '<Unknown>': the value is missing"

                """)
    }

    @Test(arguments: [["a": [:]], ["a": nil], [:], .null] as [JSON])
    func requiredVariantFailsForAMissingPath(input: JSON) throws {
        let mapper = Mappers.forward("a.b", Mappers.value(Int.self))
        let error = try #require(#expect(throws: MappingError.self) { try mapper.map(input) })
        #expect(error.code == .missingValue)
        #expect(error.isFatal)
        #expect(error.sourcePath == "a.b")
        #expect(error.destinationPath == nil)
        #expect(error.sourceValue?.value as? JSON == input)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=missingValue) because "Could not map from 'a.b' to '<Unknown>': the value is missing"

                """)
    }

    @Test func requiredVariantFailsForNullAtThePath() throws {
        let input: JSON = ["a": ["b": nil]]
        let mapper = Mappers.forward("a.b", Mappers.value(Int?.self))
        let error = try #require(mapper.mapping(input).error)
        #expect(error.code == .nullValue)
        #expect(error.isFatal)
        #expect(error.sourcePath == "a.b")
        #expect(error.sourceValue?.value as? JSON == input)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=nullValue) because "Could not map from 'a.b' to '<Unknown>': the value is null"

                """)
    }

    @Test func requiredInnerMapperIsNotCalledForMissingOrNull() throws {
        let inner = Probe.Scripted<JSON, Int>.succeeding(1, tag: "inner")
        let mapper = Mappers.forward("a", inner)
        #expect(mapper.mapping([:]).error?.code == .missingValue)
        #expect(mapper.mapping(["a": nil]).error?.code == .nullValue)
        #expect(inner.calls.count == 0)
        #expect(try mapper.map(["a": 0]) == 1)
        #expect(inner.calls.count == 1)
    }

    // MARK: Forward: wrong-shaped intermediates

    struct Misshapen: Sendable, CustomTestStringConvertible {
        var path: Accessors.Path
        var input: JSON
        var detail: String
        var testDescription: String { "\(path) in \(input)" }
    }

    static let misshapen: [Misshapen] = [
        Misshapen(path: "a.b", input: ["a": "text"], detail: "expected an object at 'a', found a string"),
        Misshapen(path: "a.b.c", input: ["a": ["b": 3]], detail: "expected an object at 'a.b', found a number"),
        Misshapen(path: "a", input: [1, 2], detail: "expected an object, found an array"),
        Misshapen(
            path: Accessors.path(.key("a"), .index(0)), input: ["a": ["x": 1]],
            detail: "expected an array at 'a', found an object"),
    ]

    @Test(arguments: misshapen)
    func wrongShapedIntermediatesAreTheAccessorsReadFailed(case misshapen: Misshapen) throws {
        let accessorError = try #require(
            #expect(throws: MappingError.self) { try misshapen.path.read(from: misshapen.input) })
        for error in [
            Mappers.forward(misshapen.path, Mappers.value(Int.self)).mapping(misshapen.input).error,
            Mappers.forward(misshapen.path, Mappers.optionally(Mappers.value(Int.self), default: 0)).mapping(
                misshapen.input
            ).error,
        ] {
            let error = try #require(error)
            #expect(error.code == .readFailed)
            #expect(error.isFatal)
            #expect(error.detail == misshapen.detail)
            #expect(error.sourcePath == misshapen.path.path)
            #expect(error.fatalDescription == accessorError.fatalDescription)
            #expect(
                error.fatalDescription == """
                    [FATAL] Hydrant (code=readFailed) because "Could not map from '\(misshapen.path)' to '<Unknown>': \(misshapen.detail)"

                    """)
        }
    }

    // MARK: Forward: inner errors

    @Test func innerFatalErrorGetsTheWalkPrependedToItsSourcePath() throws {
        let input: JSON = ["data": ["x": 1]]
        let error = try #require(Mappers.forward("data", Self.failing).mapping(input).error)
        #expect(error.code == .invalidSourceValue)
        #expect(error.isFatal)
        #expect(error.sourcePath == "data.inner.key")
        #expect(error.destinationPath == "property")
        #expect(error.sourceValue?.value as? JSON == input)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceValue) because "Could not map from 'data.inner.key' to 'property': bad value"

                """)
    }

    @Test func nestedForwardsJoinTheirWalks() throws {
        let input: JSON = ["a": ["b": ["c": "three"]]]
        let nested = Mappers.forward("a", Mappers.forward("b.c", Mappers.value(Int.self)))
        let error = try #require(nested.mapping(input).error)
        #expect(error.code == .invalidSourceType)
        #expect(error.sourcePath == "a.b.c")
        #expect(error.destinationPath == nil)
        #expect(error.sourceValue?.value as? JSON == input)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceType) because "Could not map from 'a.b.c' to '<Unknown>': expected a number, got a string"

                """)
        #expect(try nested.map(["a": ["b": ["c": 3]]]) == 3)
    }

    @Test func innerNonFatalErrorsAreWrapped() throws {
        let input: JSON = ["a": ["b": "x"]]
        let mapper = Mappers.forward("a.b", Mappers.optionally(Mappers.value(Int.self), default: 0))
        let result = mapper.mapping(input)
        #expect(result.value == 0)
        let error = try #require(result.error)
        #expect(error.code == .invalidSourceType)
        #expect(!error.isFatal)
        #expect(error.sourcePath == "a.b")
        #expect(error.sourceValue?.value as? JSON == input)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=invalidSourceType) because "Could not map from 'a.b' to '<Unknown>': expected a number, got a string"

                """)
    }

    @Test func everyRecordedErrorIsWrappedInOrder() throws {
        let inner = Probe.Scripted<JSON, Int>.succeeding(7, tag: "step", nonFatal: [.generic, .validationFailed])
        let trace = Probe.run(Mappers.forward("x.y", inner), ["x": ["y": 1]])
        #expect(trace.value == 7)
        #expect(trace.recordedCodes == [.generic, .validationFailed])
        #expect(trace.recorded.map(\.sourcePath) == ["x.y", "x.y"])
        #expect(trace.recorded.allSatisfy { !$0.isFatal && $0.destinationPath == nil })
        #expect(
            trace.recorded.map(\.reason) == [
                "Could not map from 'x.y' to '<Unknown>': step", "Could not map from 'x.y' to '<Unknown>': step",
            ])
    }

    @Test func nonFatalErrorsRecordedBeforeAFatalOneAreKeptWrapped() throws {
        let inner = Probe.Scripted<JSON, Int>.failing(.invalidSourceValue, tag: "boom", nonFatal: [.generic])
        let trace = Probe.run(Mappers.forward("k", inner), ["k": 1])
        #expect(trace.value == nil)
        #expect(trace.fatal?.sourcePath == "k")
        #expect(trace.fatal?.reason == "Could not map from 'k' to '<Unknown>': boom")
        #expect(trace.recordedCodes == [.generic])
        #expect(trace.recorded.first?.sourcePath == "k")
    }

    @Test func multipleErrorsFromTheInnerMapperListTheirPathsUnderTheWalk() throws {
        let inner = Mappers.closure { (_: JSON) throws -> Int in
            throw MappingError(collecting: [
                MappingError(code: .missingValue, sourcePath: "first"),
                MappingError(code: .nullValue, sourcePath: "last"),
            ])
        }
        let error = try #require(Mappers.forward("person", inner).mapping(["person": [:]]).error)
        #expect(error.code == .multipleErrors)
        #expect(error.sourcePath == "person")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'person.first' to '<Unknown>': the value is missing (missingValue)
                  - Could not map from 'person.last' to '<Unknown>': the value is null (nullValue)

                """)
    }

    // MARK: Backward

    @Test func backwardWritesTheResultAtThePath() throws {
        let mapper = Mappers.backward("a.b.c", Mappers.value(Int.self).reversed)
        let result = mapper.mapping(3)
        #expect(Probe.outcome(result) == .success)
        #expect(identical(try #require(result.value), ["a": ["b": ["c": 3]]]))
    }

    @Test func backwardOfNilLeavesTheKeyOut() throws {
        let mapper = Mappers.backward("a.b", Mappers.closure { (text: String?) in text.map(JSON.string) })
        #expect(identical(try mapper.map(nil), [:]))
        #expect(identical(try mapper.map("x"), ["a": ["b": "x"]]))
    }

    @Test func backwardOfNullWritesNull() throws {
        let mapper = Mappers.backward("a", Mappers.value(Int?.self).reversed)
        #expect(identical(try mapper.map(nil), ["a": nil]))
    }

    @Test func backwardWithAnIndexPathBuildsAnArray() throws {
        let second = Mappers.backward(Accessors.index(1), Mappers.value(Int.self).reversed)
        #expect(identical(try second.map(7), [nil, 7]))
        #expect(try second.reversed.map(second.map(7)) == 7)
        let missing = Mappers.backward(Accessors.index(0), Mappers.closure { (n: Int?) in n.map(JSON.init) })
        #expect(identical(try missing.map(nil), []))
        let nested = Mappers.backward(Accessors.path(.key("rows"), .index(0)), Mappers.value(Int.self).reversed)
        #expect(identical(try nested.map(5), ["rows": [5]]))
    }

    @Test func innerErrorGetsTheWalkPrependedToItsDestinationPath() throws {
        let mapper = Mappers.forward("out.value", Self.failing).reversed
        let error = try #require(mapper.mapping(1).error)
        #expect(error.code == .invalidSourceValue)
        #expect(error.isFatal)
        #expect(error.sourcePath == "property")
        #expect(error.destinationPath == "out.value.inner.key")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceValue) because "Could not map from 'property' to 'out.value.inner.key': bad value"

                """)
    }

    @Test func backwardKeepsTheInnerErrorsSourceValue() throws {
        let mapper = Mappers.backward(
            "n",
            Mappers.closure { (n: Int) throws -> JSON in
                throw MappingError(code: .numberOutOfRange, sourceValue: n)
            })
        let error = try #require(mapper.mapping(12).error)
        #expect(error.sourceValue?.value as? Int == 12)
        #expect(error.destinationPath == "n")
        #expect(error.reason == "Could not map from '<Unknown>' to 'n'")
    }

    @Test func backwardWrapsNonFatalErrorsWithTheDestinationPath() throws {
        let inner = Probe.Scripted<Int, JSON>.succeeding(1, tag: "fallback", nonFatal: [.invalidSourceValue])
        let trace = Probe.run(Mappers.backward("a.b", inner), 0)
        #expect(trace.value.map { identical($0, ["a": ["b": 1]]) } == true)
        #expect(trace.recordedCodes == [.invalidSourceValue])
        let error = try #require(trace.recorded.first)
        #expect(!error.isFatal)
        #expect(error.destinationPath == "a.b")
        #expect(error.sourcePath == nil)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=invalidSourceValue) because "Could not map from '<Unknown>' to 'a.b': fallback"

                """)
    }

    @Test func reverseOfOptionallyWrapsItsNonFatalErrors() throws {
        let strict = Mappers.closure(
            map: { (json: JSON) in try Int(json: json) },
            unmap: { (n: Int) throws -> JSON in
                guard n >= 0 else { throw MappingError(code: .validationFailed, detail: "negative") }
                return JSON(n)
            })
        let mapper = Mappers.forward("a.b", Mappers.optionally(strict, default: 0)).reversed
        let result = mapper.mapping(-1)
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(identical(try #require(result.value), [:]))
        #expect(result.error?.destinationPath == "a.b")
        #expect(result.error?.reason == "Could not map from '<Unknown>' to 'a.b': negative")
    }

    @Test func aFailedWriteIsTheAccessorsWriteFailed() throws {
        let mapper = Mappers.backward(Accessors.fields("date", "time"), Mappers.value([String].self).reversed)
        #expect(identical(try mapper.map(["d", "t"]), ["date": "d", "time": "t"]))
        let error = try #require(mapper.mapping(["d"]).error)
        #expect(error.code == .writeFailed)
        #expect(error.isFatal)
        #expect(error.destinationPath == ["date", "time"])
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=writeFailed) because "Could not map from '<Unknown>' to '[date, time]': expected an array of 2 values, one per field, got an array of 1"

                """)
    }

    // MARK: Reverse

    @Test func forwardAndBackwardReverseEachOther() throws {
        let forward = Mappers.forward("a.b", Mappers.value(Int.self))
        let backward: Mappers.Backward<Mappers.Reversed<Mappers.Value<Int>>> = forward.reversed
        let again: Mappers.Forward<Mappers.Value<Int>> = backward.reversed
        #expect(backward.walk.description == "a.b")
        #expect(identical(try backward.map(4), ["a": ["b": 4]]))
        #expect(try again.map(["a": ["b": 4]]) == 4)
        #expect(again.mapping(["a": nil]).error?.code == .missingValue)
    }

    @Test func optionalVariantRoundTripsMissingValues() throws {
        let nickname = Mappers.forward("profile.nickname", Mappers.optionally(Mappers.value(String.self)))
        #expect(identical(try nickname.reversed.map(nil), [:]))
        #expect(identical(try nickname.reversed.map("Jo"), ["profile": ["nickname": "Jo"]]))
        #expect(try nickname.map(nickname.reversed.map("Jo")) == "Jo")
        #expect(try nickname.reversed.reversed.map([:]) == nil)
    }

    @Test(arguments: walks)
    func valuesRoundTripThroughBackwardThenForward(walk: Walk) throws {
        let mapper = Mappers.forward(walk.path, Mappers.value(Int.self))
        #expect(try mapper.map(mapper.reversed.map(walk.expected)) == walk.expected)
    }

    @Test func forwardThenBackwardKeepsOnlyThePath() throws {
        let mapper = Mappers.forward("a.b.c", Mappers.value(JSON.self))
        let input: JSON = ["a": ["b": ["c": [1, ["d": nil]], "sibling": 1], "x": "dropped"], "y": true]
        #expect(identical(try mapper.reversed.map(mapper.map(input)), ["a": ["b": ["c": [1, ["d": nil]]]]]))
    }

    /// Property: for any JSON value `v` nested at a random key path among random siblings,
    /// `reversed.map(map(x))` is exactly the nesting of `v` along the path.
    @Test func generatedDocumentsLoseEverythingOutsideThePath() throws {
        var rng = SplitMix64(seed: 0xF0_BA)
        for _ in 0..<200 {
            let keys = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                "k" + String(Int.random(in: 0...999, using: &rng))
            }
            let value = Probe.randomJSON(&rng)
            var expected = value
            for key in keys.reversed() { expected = .object([key: expected]) }
            var input = expected
            // Siblings at every level, under keys that cannot be on the path.
            for level in 0..<keys.count {
                let prefix = keys[..<level]
                let sibling = Accessors.Path(prefix.map { Accessors.Component.key($0) } + [.key("other\(level)")])
                try sibling.write(Probe.randomJSON(&rng, depth: 1), into: &input)
            }
            let mapper = Mappers.forward(Accessors.keyPath(keys.joined(separator: ".")), Mappers.identity(JSON?.self))
            let output = try mapper.reversed.map(mapper.map(input))
            #expect(identical(output, expected), "\(keys)")
        }
    }

    @Test func forwardIsNotReversibleWhenItsInnerMapperIsNot() {
        let oneWay = Mappers.forward("a", Mappers.closure { (json: JSON) in json.kind })
        let twoWay = Mappers.forward("a", Mappers.value(Int.self))
        #expect(!isReversible(oneWay))
        #expect(isReversible(twoWay))
        #expect(isReversible(twoWay.reversed))
    }

    private func isReversible(_ mapper: some Mapper) -> Bool {
        mapper is any ReversibleMapper
    }
}
