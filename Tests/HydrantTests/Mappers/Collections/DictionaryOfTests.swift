import Hydrant
import Testing

/// `Mappers.dictionary(of:)`: a JSON object into `[String: Output]`, member by member, with errors
/// wrapped with the member's key.
@Suite("Mappers.dictionary(of:)")
struct DictionaryOfTests {
    static let ints = Mappers.dictionary(of: Mappers.value(Int.self))
    static let letters = Mappers.value(String.self).then(Mappers.enumeration(["a": 1, "b": 2]))

    /// An object with the members in the given order, duplicates kept.
    static func object(_ members: [(String, JSON)]) -> JSON {
        .object(JSONObject(members: members.map { (key: $0.0, value: $0.1) }))
    }

    // MARK: Good input

    @Test(
        arguments: [
            ([:], [:]),
            (["a": 1], ["a": 1]),
            (["b": 2, "a": 1, "": 0], ["a": 1, "b": 2, "": 0]),
            (["a.b": 1, "x y": 2.0], ["a.b": 1, "x y": 2]),
        ] as [(JSON, [String: Int])])
    func mapsEveryMember(json: JSON, expected: [String: Int]) {
        let result = Self.ints.mapping(json)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == expected)
    }

    @Test(
        arguments: [
            (.null, "expected an object, got null"),
            (true, "expected an object, got a boolean"),
            (1, "expected an object, got a number"),
            ("{}", "expected an object, got a string"),
            ([], "expected an object, got an array"),
            ([["a", 1]], "expected an object, got an array"),
        ] as [(JSON, String)])
    func nonObjectsAreFatalInvalidSourceType(json: JSON, detail: String) throws {
        let trace = Probe.run(Self.ints, json)
        let error = try #require(trace.fatal)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == detail)
        #expect(error.sourceValue?.value as? JSON == json)
        #expect(error.sourcePath == nil)
        #expect(trace.recorded.isEmpty)
    }

    @Test func missingDictionaryNeedsOptionally() {
        let result = Mappers.optionally(Self.ints).mapping(nil)
        #expect(result.value == .some(nil))
        #expect(result.error?.code == .missingValue)
    }

    // MARK: Member errors

    @Test func memberErrorsAreWrappedWithTheirKeys() throws {
        let json: JSON = ["a": 1, "b": "x", "a.b": true, "c": 3]
        let trace = Probe.run(Self.ints, json)
        let error = try #require(trace.fatal)
        #expect(error.isFatal)
        #expect(error.sourceValue?.value as? JSON == json)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == [.key("b"), .key("a.b")])
        #expect(error.underlyingMappingErrors.map(\.destinationPath) == [.key("b"), .key("a.b")])
        // Keys read from the document print as <key> unless the caller opts in.
        #expect(error.underlyingMappingErrors.map { $0.sourcePath?.description } == ["<key>", "<key>"])
        #expect(
            error.underlyingMappingErrors.map { $0.revealingValues().reason } == [
                "Could not map from 'b' to 'b': expected a number, got a string [source value: \"x\"]",
                "Could not map from '\"a.b\"' to '\"a.b\"': expected a number, got a boolean [source value: true]",
            ])
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from '<key>' to '<key>': expected a number, got a string (invalidSourceType)
                  - Could not map from '<key>' to '<key>': expected a number, got a boolean (invalidSourceType)

                """)
        #expect(!Probe.renderingsContain(error, "\"x\""))
    }

    @Test func errorsFollowTheObjectsMemberOrder() throws {
        let json = Self.object([("z", "1"), ("m", 2), ("a", "3"), ("q", nil)])
        let error = try #require(Self.ints.mapping(json).error)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == [.key("z"), .key("a"), .key("q")])
    }

    @Test func everyMemberIsAttempted() {
        let member = Probe.Scripted<JSON, Int>.failing(.validationFailed, tag: "bad")
        let trace = Probe.run(Mappers.dictionary(of: member), ["a": 1, "b": 2, "c": 3])
        #expect(member.calls.count == 3)
        #expect(trace.fatal?.reason == "Multiple parsing errors occurred (fatal=3, total=3)")
    }

    @Test func nonFatalMemberErrorsKeepTheValues() throws {
        let lenient = Mappers.dictionary(of: Mappers.nonFatally(Mappers.value(Int.self), default: -1))
        let trace = Probe.run(lenient, ["a": 1, "b": "x"])
        #expect(trace.value == ["a": 1, "b": -1])
        #expect(trace.recorded.count == 1)
        let error = try #require(trace.recorded.first)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from '<key>' to '<key>': expected a number, got a string (invalidSourceType)

                """)
    }

    @Test func nestedContainersJoinThePaths() throws {
        let groups = Mappers.dictionary(of: Mappers.array(of: Mappers.dictionary(of: Mappers.value(Int.self))))
        #expect(try groups.map(["g": [["a": 1], [:]]]) == ["g": [["a": 1], [:]]])
        let error = try #require(groups.mapping(["g": [["a": 1], ["b.c": "x"]], "h": [1]]).error)
        // Each level's error carries its own part of the path.
        let g = try #require(error.underlyingMappingErrors.first)
        let g1 = try #require(g.underlyingMappingErrors.first)
        let leaf = try #require(g1.underlyingMappingErrors.first)
        #expect([g.sourcePath, g1.sourcePath, leaf.sourcePath] == ["g", "1", .key("b.c")])
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["g", "h"])
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from '<key>.1.<key>' to '<key>.1.<key>': expected a number, got a string (invalidSourceType)
                  - Could not map from '<key>.0' to '<key>.0': expected an object, got a number (invalidSourceType)

                """)
    }

    // MARK: Duplicate keys

    @Test func theFirstOfDuplicatedKeysWins() throws {
        let json = Self.object([("a", 1), ("b", 2), ("a", "x")])
        let result = Self.ints.mapping(json)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == ["a": 1, "b": 2])
        #expect(result.value?["a"] == json["a"].flatMap { try? Int(json: $0) })
    }

    @Test func aFailingFirstMemberIsNotReplacedByALaterDuplicate() throws {
        let member = Probe.Scripted<JSON, Int>.failing(.validationFailed, tag: "bad")
        _ = Probe.run(Mappers.dictionary(of: member), Self.object([("a", 1), ("a", 2)]))
        #expect(member.calls.count == 1)
        let error = try #require(Self.ints.mapping(Self.object([("a", "x"), ("a", 1)])).error)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=1, total=1)")
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["a"])
    }

    @Test func keysThatDifferOnlyInNormalizationAreOneSwiftKey() throws {
        // JSONObject keeps both members; a Swift dictionary cannot, and keeps the first.
        let json = Self.object([("\u{E9}", 1), ("e\u{301}", 2)])
        #expect(json.object?.count == 2)
        let value = try Self.ints.map(json)
        #expect(value.count == 1)
        #expect(value["\u{E9}"] == 1)
    }

    // MARK: Optional member mappers

    @Test func optionalMemberMappersDropInvalidMembers() throws {
        let scores = Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self)))
        #expect(
            type(of: scores)
                == Mappers.CompactDictionaryOf<
                    Mappers.Optionally<Mappers.Then<Mappers.Value<Int>, Mappers.Present<Int>>>, Int
                >.self)
        let trace = Probe.run(scores, ["a": 1, "b": "x", "c": nil, "d.e": 4])
        #expect(trace.value == ["a": 1, "d.e": 4])
        #expect(trace.fatal == nil)
        let error = try #require(trace.recorded.first)
        #expect(trace.recorded.count == 1)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"
                  - Could not map from '<key>' to '<key>': expected a number, got a string (invalidSourceType)
                  - Could not map from '<key>' to '<key>': the value is null (nullValue)

                """)
        #expect(Probe.run(scores, .null).fatal?.detail == "expected an object, got null")
    }

    @Test func aDroppedFirstMemberIsNotReplacedByALaterDuplicate() {
        let scores = Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self)))
        let trace = Probe.run(scores, Self.object([("a", "x"), ("a", 1)]))
        #expect(trace.value == [:])
        #expect(trace.recorded.first?.underlyingErrors.count == 1)
    }

    @Test func optionalMemberMappersWithDefaultsKeepEveryMember() throws {
        let scores = Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self), default: 0))
        let trace = Probe.run(scores, ["a": 1, "b": "x"])
        #expect(trace.value == ["a": 1, "b": 0])
        #expect(trace.recorded.first?.underlyingMappingErrors.map(\.sourcePath) == ["b"])
    }

    @Test func optionallyOfDictionaryDropsTheWholeDictionary() {
        let result = Mappers.optionally(Self.ints).mapping(["a": "x"])
        #expect(result.value == .some(nil))
        #expect(result.error?.isFatal == false)
    }

    // MARK: Reverse

    @Test func reverseWritesAnObjectSortedByKey() throws {
        let json = try Self.ints.reversed.map(["b": 2, "a.b": 0, "a": 1, "\u{E9}": 4, "Z": 3])
        #expect(json.object?.keys == ["Z", "a", "a.b", "b", "\u{E9}"])
        #expect(identical(json, ["Z": 3, "a": 1, "a.b": 0, "b": 2, "\u{E9}": 4]))
        #expect(try Self.ints.reversed.map([:]) == [:])
    }

    @Test func reverseErrorsFollowTheKeyOrder() throws {
        let mapper = Mappers.dictionary(of: Self.letters)
        #expect(try mapper.reversed.map(["x": 1, "y": 2]) == ["x": "a", "y": "b"])
        let error = try #require(mapper.reversed.mapping(["y": 9, "w": 1, "x": 7, "a.b": 8]).error)
        #expect(error.isFatal)
        #expect(error.sourceValue == nil)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == [.key("a.b"), .key("x"), .key("y")])
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=3, total=3)"
                  - Could not map from '<key>' to '<key>': the value is not one of the 2 known values (invalidSourceValue)
                  - Could not map from '<key>' to '<key>': the value is not one of the 2 known values (invalidSourceValue)
                  - Could not map from '<key>' to '<key>': the value is not one of the 2 known values (invalidSourceValue)

                """)
    }

    @Test func reverseOfOptionalMembersSkipsEntriesWhoseReverseIsNil() throws {
        let mapper = Mappers.dictionary(of: Mappers.optionally(Self.letters))
        let trace = Probe.run(mapper.reversed, ["k": 1, "j": 7])
        #expect(trace.value == ["k": "a"])
        #expect(trace.recorded.first?.underlyingMappingErrors.map(\.sourcePath) == ["j"])
        #expect(type(of: mapper.reversed.reversed) == type(of: mapper))
    }

    @Test func reversedTwiceBehavesLikeTheOriginal() {
        let twice = Self.ints.reversed.reversed
        #expect(type(of: twice) == type(of: Self.ints))
        #expect(twice.mapping(["a": 1]).value == ["a": 1])
        #expect(twice.mapping(["a": "x"]).error?.underlyingMappingErrors.map(\.sourcePath) == ["a"])
    }

    @Test(arguments: [31, 32, 33] as [UInt64])
    func randomDictionariesRoundTrip(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let lists = Mappers.dictionary(of: Mappers.array(of: Mappers.value(Int.self)))
        for _ in 0..<100 {
            var value: [String: [Int]] = [:]
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                value[Probe.randomString(&rng, maxLength: 5)] = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                    Int.random(in: Int.min...Int.max, using: &rng)
                }
            }
            let json = try lists.reversed.map(value)
            #expect(json.object?.count == value.count)
            #expect(try lists.map(json) == value)
            // Writing is deterministic: the same dictionary always gives the same members in the
            // same order.
            #expect(identical(try lists.reversed.map(lists.map(json)), json))
        }
    }
}
