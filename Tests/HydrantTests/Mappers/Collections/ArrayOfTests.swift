import Hydrant
import Testing

/// `Mappers.array(of:)` with an element mapper of JSON values: Hydrant §5.2 `HYDMapCollectionOf` and
/// the fatality rules of §9.
@Suite("Mappers.array(of:)")
struct ArrayOfTests {
    static let ints = Mappers.array(of: Mappers.value(Int.self))
    /// A reversible element mapper whose reverse can fail: "a" ↔ 1, "b" ↔ 2.
    static let letters = Mappers.value(String.self).then(Mappers.enumeration(["a": 1, "b": 2]))

    // MARK: Good input

    @Test(
        arguments: [
            ([], []),
            ([1], [1]),
            ([3, 1, 2], [3, 1, 2]),
            ([0, -7, 2.0, 1e3], [0, -7, 2, 1000]),
        ] as [(JSON, [Int])])
    func mapsEveryElementInOrder(json: JSON, expected: [Int]) {
        let result = Self.ints.mapping(json)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == expected)
    }

    @Test func typeCheckedOverloadIsChosenForJSONElementMappers() {
        let mapper = Mappers.array(of: Mappers.value(Int.self))
        #expect(type(of: mapper) == Mappers.ArrayOf<Mappers.Value<Int>>.self)
        #expect(type(of: mapper.reversed) == Mappers.Reversed<Mappers.ArrayOf<Mappers.Value<Int>>>.self)
    }

    // MARK: Wrong input

    @Test(
        arguments: [
            (.null, "expected an array, got null"),
            (true, "expected an array, got a boolean"),
            (1, "expected an array, got a number"),
            ("[1]", "expected an array, got a string"),
            (["0": 1], "expected an array, got an object"),
            ([:], "expected an array, got an object"),
        ] as [(JSON, String)])
    func nonArraysAreFatalInvalidSourceType(json: JSON, detail: String) throws {
        let trace = Probe.run(Self.ints, json)
        let error = try #require(trace.fatal)
        #expect(error.code == .invalidSourceType)
        #expect(error.isFatal)
        #expect(error.detail == detail)
        #expect(error.sourceValue?.value as? JSON == json)
        #expect(error.sourcePath == nil)
        #expect(error.underlyingErrors.isEmpty)
        #expect(trace.recorded.isEmpty)
    }

    /// The original's collection rule: an element that comes out nil with a non-fatal error is left
    /// out; a nil without an error is kept (as `null` there, `nil` here).
    @Test func aNilFallbackElementIsDroppedAndACleanNilIsKept() throws {
        let mapper = Mappers.array(of: Mappers.nonFatally(Mappers.value(Int?.self)))
        let result = mapper.mapping([1, "x", nil, 3])
        #expect(result.value == [1, nil, 3])
        guard case .successWithErrors(_, let error) = result else {
            Issue.record("the dropped element's error is non-fatal")
            return
        }
        #expect(error.underlyingMappingErrors.map(\.sourcePath?.description) == ["1"])
        #expect(error.underlyingMappingErrors.map(\.code) == [.invalidSourceType])
        #expect(Mappers.set(of: Mappers.nonFatally(Mappers.value(Int?.self))).mapping([1, "x", 1]).value == [1])
    }

    /// The original replaced an element error's source object with the element: an error from
    /// inside an element carries the element, read from a tree or in place.
    @Test func anElementsErrorCarriesTheElementAsItsSourceValue() throws {
        let people = Mappers.array(of: Mappers.object({ (name: String) in name }) { Field("name", \String.self) })
        let input: JSON = [["name": "Ada"], ["name": 7]]
        for result in [people.mapping(input), people.mapping(parsing: #"[{"name":"Ada"},{"name":7}]"#)] {
            let element = try #require(result.error?.underlyingMappingErrors.first)
            #expect(element.sourcePath?.description == "1")
            #expect(element.sourceValue?.value as? JSON == ["name": 7])
            // The field's error inside it carries the field's value.
            #expect(element.underlyingMappingErrors.first?.sourceValue?.value as? JSON == 7)
        }
        let tags = Mappers.dictionary(of: Mappers.value(Int.self))
        let member = try #require(tags.mapping(parsing: #"{"a":1,"b":"x"}"#).error?.underlyingMappingErrors.first)
        #expect(member.sourceValue?.value as? JSON == "x")
    }

    @Test func missingArrayNeedsOptionally() throws {
        let optional = Mappers.optionally(Self.ints)
        let missing = optional.mapping(nil)
        #expect(Probe.outcome(missing) == .successWithErrors)
        #expect(missing.value == .some(nil))
        #expect(missing.error?.code == .missingValue)
        let null = optional.mapping(.null)
        #expect(null.value == .some(nil))
        #expect(null.error?.code == .nullValue)
        #expect(optional.mapping([1, 2]).value == [1, 2])
    }

    // MARK: Element errors

    @Test func elementErrorIsWrappedWithItsIndex() throws {
        let trace = Probe.run(Self.ints, [1, 2, 3, "four"])
        let error = try #require(trace.fatal)
        #expect(error.code == .multipleErrors)
        #expect(error.isFatal)
        #expect(error.sourceValue?.value as? JSON == [1, 2, 3, "four"])
        #expect(error.sourcePath == nil)
        let element = try #require(error.underlyingMappingErrors.first)
        #expect(error.underlyingErrors.count == 1)
        #expect(element.sourcePath == "3")
        #expect(element.destinationPath == "3")
        #expect(element.code == .invalidSourceType)
        #expect(element.isFatal)
        #expect(element.sourceValue?.value as? JSON == "four")
        #expect(trace.recorded.isEmpty)
    }

    @Test func fatalErrorRenderings() throws {
        let error = try #require(Self.ints.mapping([1, "x"]).error)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=1, total=1)")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '1' to '1': expected a number, got a string (invalidSourceType)

                """)
        #expect(error.fullDescription == error.fatalDescription)
        #expect(
            error.recursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=1)" underlyingFatalErrors=(
                  - Hydrant code=\(MappingError.Code.invalidSourceType.rawValue) isFatal=true reason="Could not map from '1' to '1': expected a number, got a string"
                )
                """)
        #expect(!Probe.renderingsContain(error, "\"x\""))
    }

    @Test func everyElementIsAttempted() throws {
        let error = try #require(Self.ints.mapping(["a", 1, nil, 2]).error)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=2, total=2)")
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["0", "2"])
        #expect(
            error.underlyingMappingErrors.map(\.detail) == [
                "expected a number, got a string", "expected a number, got null",
            ])
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from '0' to '0': expected a number, got a string (invalidSourceType)
                  - Could not map from '2' to '2': expected a number, got null (invalidSourceType)

                """)
    }

    @Test func elementMapperIsCalledOncePerElement() {
        let element = Probe.Scripted<JSON, Int>.failing(.validationFailed, tag: "bad")
        let trace = Probe.run(Mappers.array(of: element), [1, 2, 3, 4, 5])
        #expect(element.calls.count == 5)
        #expect(trace.fatal?.underlyingErrors.count == 5)
        #expect(trace.fatal?.underlyingMappingErrors.map(\.sourcePath) == ["0", "1", "2", "3", "4"])
    }

    // MARK: Fatality rules

    @Test func nonFatalElementErrorsKeepTheValues() throws {
        let lenient = Mappers.array(of: Mappers.nonFatally(Mappers.value(Int.self), default: 0))
        let trace = Probe.run(lenient, [1, "two", 3, true])
        #expect(trace.value == [1, 0, 3, 0])
        #expect(trace.fatal == nil)
        #expect(trace.recorded.count == 1)
        let error = try #require(trace.recorded.first)
        #expect(error.code == .multipleErrors)
        #expect(!error.isFatal)
        #expect(error.sourceValue?.value as? JSON == [1, "two", 3, true])
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["1", "3"])
        #expect(error.underlyingMappingErrors.allSatisfy { !$0.isFatal })
        #expect(
            error.fatalDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"

                """)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"
                  - Could not map from '1' to '1': expected a number, got a string (invalidSourceType)
                  - Could not map from '3' to '3': expected a number, got a boolean (invalidSourceType)

                """)
    }

    @Test func anyFatalElementFailsTheArrayAndListsTheNonFatalOnesToo() throws {
        let mixed = Mappers.array(
            of: Mappers.first {
                Mappers.value(Int.self)
                Mappers.value(Bool.self).then(
                    Mappers.nonFatally(
                        Mappers.closure { (_: Bool) -> Int in
                            throw MappingError(code: .validationFailed, detail: "booleans are not counts")
                        }, default: -1))
            })
        #expect(try mixed.map([1, true]) == [1, -1])
        let error = try #require(mixed.mapping([true, "x", 2]).error)
        #expect(error.isFatal)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=1, total=2)")
        #expect(error.underlyingMappingErrors.map(\.isFatal) == [false, true])
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["0", "1"])
    }

    @Test func severalNonFatalErrorsOfOneElementBecomeOneError() throws {
        let element = Probe.Scripted<JSON, Int>.succeeding(7, tag: "twice", nonFatal: [.validationFailed, .nullValue])
        let trace = Probe.run(Mappers.array(of: element), [1, 2])
        #expect(trace.value == [7, 7])
        let error = try #require(trace.recorded.first)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=0, total=2)")
        let first = try #require(error.underlyingMappingErrors.first)
        #expect(first.code == .multipleErrors)
        #expect(first.sourcePath == "0")
        #expect(first.underlyingMappingErrors.map(\.code) == [.validationFailed, .nullValue])
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"
                  - Could not map from '0' to '0': twice (validationFailed)
                  - Could not map from '0' to '0': twice (nullValue)
                  - Could not map from '1' to '1': twice (validationFailed)
                  - Could not map from '1' to '1': twice (nullValue)

                """)
    }

    @Test func aFatalElementErrorReplacesTheElementsOwnNonFatalErrors() throws {
        let element = Probe.Scripted<JSON, Int>.failing(.invalidSourceValue, tag: "no", nonFatal: [.nullValue])
        let error = try #require(Probe.run(Mappers.array(of: element), [1]).fatal)
        #expect(error.underlyingMappingErrors.map(\.code) == [.invalidSourceValue])
    }

    @Test func eachElementGetsAFreshContextAndTheCallerGetsOneError() throws {
        var context = MappingContext()
        context.recordNonFatal(MappingError(code: .validationFailed, isFatal: false, detail: "earlier"))
        let counts = try Mappers.array(of: ContextSpy()).map([1, 2, 3], context: &context)
        #expect(counts == [0, 0, 0])
        #expect(context.nonFatalErrors.map(\.code) == [.validationFailed, .multipleErrors])
        #expect(context.nonFatalErrors.last?.underlyingErrors.count == 3)
    }

    // MARK: Nesting

    @Test func nestedArraysJoinThePaths() throws {
        let matrix = Mappers.array(of: Self.ints)
        #expect(try matrix.map([[1, 2], [], [3]]) == [[1, 2], [], [3]])
        let error = try #require(matrix.mapping([[1], ["x", 2], [3, nil]]).error)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=2, total=2)")
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["1", "2"])
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from '1.0' to '1.0': expected a number, got a string (invalidSourceType)
                  - Could not map from '2.1' to '2.1': expected a number, got null (invalidSourceType)

                """)
        let notAnArray = try #require(matrix.mapping([[1], 2]).error)
        #expect(
            notAnArray.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '1' to '1': expected an array, got a number (invalidSourceType)

                """)
    }

    // MARK: Reverse

    @Test func reverseWritesAJSONArray() throws {
        #expect(try Self.ints.reversed.map([]) == [])
        let json = try Self.ints.reversed.map([3, -1, 0])
        #expect(identical(json, [3, -1, 0]))
        #expect(Probe.outcome(Self.ints.reversed.mapping([1])) == .success)
    }

    @Test func reverseFollowsTheSameErrorRules() throws {
        let mapper = Mappers.array(of: Self.letters)
        #expect(try mapper.map(["b", "a"]) == [2, 1])
        #expect(try mapper.reversed.map([2, 1]) == ["b", "a"])
        let trace = Probe.run(mapper.reversed, [1, 7, 2, 9])
        let error = try #require(trace.fatal)
        #expect(error.isFatal)
        #expect(error.sourceValue == nil)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["1", "3"])
        #expect(error.underlyingMappingErrors.map(\.destinationPath) == ["1", "3"])
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from '1' to '1': the value is not one of the 2 known values (invalidSourceValue)
                  - Could not map from '3' to '3': the value is not one of the 2 known values (invalidSourceValue)

                """)
    }

    @Test func reverseRecordsNonFatalElementErrors() throws {
        let lenient = Mappers.array(of: Self.letters.nonFatally(default: 0, reverseDefault: "?"))
        let trace = Probe.run(lenient.reversed, [1, 5])
        #expect(trace.value == ["a", "?"])
        #expect(trace.recorded.count == 1)
        #expect(trace.recorded.first?.underlyingMappingErrors.map(\.sourcePath) == ["1"])
    }

    @Test func reversedTwiceBehavesLikeTheOriginal() {
        let twice = Mappers.array(of: Self.letters).reversed.reversed
        #expect(
            type(of: twice)
                == Mappers.ArrayOf<Mappers.Then<Mappers.Value<String>, Mappers.Enumeration<String, Int>>>.self)
        #expect(twice.mapping(["a", "b"]).value == [1, 2])
        #expect(twice.mapping(["a", "c"]).error?.underlyingMappingErrors.map(\.sourcePath) == ["1"])
    }

    @Test func nestedArraysRoundTrip() throws {
        let matrix = Mappers.array(of: Self.ints)
        let values = [[1, 2], [], [3]]
        #expect(try matrix.map(matrix.reversed.map(values)) == values)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomArraysRoundTrip(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let strings = Mappers.array(of: Mappers.value(String.self))
        for _ in 0..<100 {
            let ints = (0..<Int.random(in: 0...20, using: &rng)).map { _ in
                Int.random(in: Int.min...Int.max, using: &rng)
            }
            let json = try Self.ints.reversed.map(ints)
            #expect(try Self.ints.map(json) == ints)
            #expect(identical(try Self.ints.reversed.map(Self.ints.map(json)), json))

            let texts = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Probe.randomString(&rng) }
            #expect(try strings.map(strings.reversed.map(texts)) == texts)
        }
    }

    @Test(arguments: [7, 8] as [UInt64])
    func randomBadElementsAreAllReported(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<100 {
            var elements: [JSON] = []
            var bad: [MappingPath] = []
            for index in 0..<Int.random(in: 1...12, using: &rng) {
                if Bool.random(using: &rng) {
                    elements.append(.number(JSONNumber(Int.random(in: -999...999, using: &rng))))
                } else {
                    elements.append(.string(Probe.randomString(&rng)))
                    bad.append(.index(index))
                }
            }
            let result = Self.ints.mapping(.array(elements))
            if bad.isEmpty {
                #expect(Probe.outcome(result) == .success)
            } else {
                #expect(result.error?.isFatal == true)
                #expect(result.error?.underlyingMappingErrors.map(\.sourcePath) == bad)
            }
        }
    }
}

/// An element mapper that returns how many errors its context held when it was called, then
/// records one.
private struct ContextSpy: JSONMapper {
    func read(_ source: some JSONSource, context: inout MappingContext) -> Int {
        let count = context.nonFatalErrors.count
        context.recordNonFatal(MappingError(code: .validationFailed, isFatal: false, detail: "spied"))
        return count
    }
}
