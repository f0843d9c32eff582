import Hydrant
import Testing

/// `Mappers.set(of:)`: a JSON array into a `Set`, with the rules of `Mappers.array(of:)`.
@Suite("Mappers.set(of:)")
struct SetOfTests {
    static let ints = Mappers.set(of: Mappers.value(Int.self))
    static let letters = Mappers.value(String.self).then(Mappers.enumeration(["a": 1, "b": 2]))

    /// The elements of a JSON array, as a set.
    static func members(_ json: JSON) -> Set<JSON>? {
        json.array.map(Set.init)
    }

    @Test(
        arguments: [
            ([], []),
            ([1], [1]),
            ([3, 1, 2], [1, 2, 3]),
            ([1, 1, 1.0, 1e0, 2], [1, 2]),
        ] as [(JSON, Set<Int>)])
    func mapsTheElementsIntoASet(json: JSON, expected: Set<Int>) {
        let result = Self.ints.mapping(json)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == expected)
    }

    @Test(
        arguments: [
            (.null, "expected an array, got null"),
            (false, "expected an array, got a boolean"),
            (0, "expected an array, got a number"),
            ("1,2", "expected an array, got a string"),
            (["a": 1], "expected an array, got an object"),
        ] as [(JSON, String)])
    func nonArraysAreFatalInvalidSourceType(json: JSON, detail: String) throws {
        let error = try #require(Probe.run(Self.ints, json).fatal)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == detail)
        #expect(error.sourceValue?.value as? JSON == json)
    }

    @Test func missingSetNeedsOptionally() {
        let result = Mappers.optionally(Self.ints).mapping(nil)
        #expect(result.value == .some(nil))
        #expect(result.error?.code == .missingValue)
        #expect(result.error?.isFatal == false)
    }

    @Test func elementErrorsNameTheIndexAndEveryElementIsAttempted() throws {
        let error = try #require(Self.ints.mapping([1, "x", 1, nil]).error)
        #expect(error.isFatal)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from '1' to '1': expected a number, got a string (invalidSourceType)
                  - Could not map from '3' to '3': expected a number, got null (invalidSourceType)

                """)
    }

    @Test func nonFatalElementErrorsKeepTheValues() throws {
        let lenient = Mappers.set(of: Mappers.nonFatally(Mappers.value(Int.self), default: 0))
        let trace = Probe.run(lenient, [1, "x", 2, "y"])
        #expect(trace.value == [0, 1, 2])
        #expect(trace.recorded.count == 1)
        #expect(trace.recorded.first?.isFatal == false)
        #expect(trace.recorded.first?.underlyingMappingErrors.map(\.sourcePath) == ["1", "3"])
    }

    @Test func optionalElementMappersDropInvalidElements() throws {
        let ids = Mappers.set(of: Mappers.optionally(Mappers.value(Int.self)))
        let members: Set<Int>? = ids.mapping([1, "x", 1, nil, 3]).value
        #expect(members == [1, 3])
        let error = try #require(ids.mapping([1, "x", 1, nil, 3]).error)
        #expect(!error.isFatal)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["1", "3"])
        #expect(error.underlyingMappingErrors.map(\.code) == [.invalidSourceType, .nullValue])
    }

    @Test func optionalElementMappersWithDefaultsKeepEveryElement() throws {
        let counts = Mappers.set(of: Mappers.optionally(Mappers.value(Int.self), default: 0))
        let trace = Probe.run(counts, [5, "x"])
        #expect(trace.value == [0, 5])
        #expect(trace.recorded.first?.underlyingMappingErrors.map(\.sourcePath) == ["1"])
    }

    @Test func optionallyOfSetDropsTheWholeSet() {
        let result = Mappers.optionally(Self.ints).mapping([1, "x"])
        #expect(result.value == .some(nil))
        #expect(result.error?.isFatal == false)
        #expect(result.error?.code == .multipleErrors)
    }

    @Test func setsOfArraysJoinThePaths() throws {
        let rows = Mappers.set(of: Mappers.array(of: Mappers.value(Int.self)))
        #expect(try rows.map([[1, 2], [1, 2], []]) == [[1, 2], []])
        let error = try #require(rows.mapping([[1], [2, "x"]]).error)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '1.1' to '1.1': expected a number, got a string (invalidSourceType)

                """)
    }

    // MARK: Reverse

    @Test func reverseWritesTheMembersInSomeOrder() throws {
        let json = try Self.ints.reversed.map([3, 1, 2])
        #expect(json.array?.count == 3)
        #expect(Self.members(json) == [1, 2, 3])
        #expect(try Self.ints.reversed.map([]) == [])
    }

    @Test func reverseFollowsTheSameErrorRules() throws {
        let mapper = Mappers.set(of: Self.letters)
        #expect(try mapper.map(["a", "b", "a"]) == [1, 2])
        #expect(Self.members(try mapper.reversed.map([1, 2])) == ["a", "b"])
        let error = try #require(mapper.reversed.mapping([1, 7, 9]).error)
        #expect(error.isFatal)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=2, total=2)")
        #expect(error.underlyingMappingErrors.allSatisfy { $0.code == .invalidSourceValue })
        // The indices are positions in the set's iteration order.
        let paths = error.underlyingMappingErrors.compactMap { $0.sourcePath?.description }
        #expect(Set(paths).isSubset(of: ["0", "1", "2"]))
        #expect(paths.count == 2)
    }

    @Test func reverseOfOptionalElementsSkipsValuesWhoseReverseIsNil() throws {
        let mapper = Mappers.set(of: Mappers.optionally(Self.letters))
        let trace = Probe.run(mapper.reversed, [1, 7])
        #expect(trace.value?.array == ["a"])
        #expect(trace.recorded.first?.underlyingMappingErrors.map(\.code) == [.invalidSourceValue])
    }

    @Test func reversedTwiceBehavesLikeTheOriginal() {
        let twice = Self.ints.reversed.reversed
        #expect(type(of: twice) == type(of: Self.ints))
        #expect(twice.mapping([2, 2, 3]).value == [2, 3])
        #expect(twice.mapping([2, "x"]).error?.underlyingMappingErrors.map(\.sourcePath) == ["1"])
    }

    @Test(arguments: [21, 22, 23] as [UInt64])
    func randomSetsRoundTrip(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let strings = Mappers.set(of: Mappers.value(String.self))
        for _ in 0..<100 {
            let ints = Set((0..<Int.random(in: 0...20, using: &rng)).map { _ in Int.random(in: -50...50, using: &rng) })
            let json = try Self.ints.reversed.map(ints)
            #expect(json.array?.count == ints.count)
            #expect(try Self.ints.map(json) == ints)

            let texts = Set(
                (0..<Int.random(in: 0...8, using: &rng)).map { _ in Probe.randomString(&rng, maxLength: 3) })
            #expect(try strings.map(strings.reversed.map(texts)) == texts)
        }
    }
}
