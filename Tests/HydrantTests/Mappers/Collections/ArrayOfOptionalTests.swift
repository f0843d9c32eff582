import Hydrant
import Testing

/// `Mappers.array(of:)` with an element mapper of optional JSON values (what `Mappers.optionally`
/// builds): the manual's "mapping an array of objects, excluding invalid ones instead of failing
/// entirely".
@Suite("Mappers.array(of: optional element mapper)")
struct ArrayOfOptionalTests {
    static let ints = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self)))
    static let status = Mappers.value(String.self).then(Mappers.enumeration(["on": 1, "off": 0]))

    /// The manual's person, reduced to the name its mapper requires.
    struct NamedPerson: Equatable, Sendable {
        var firstName: String
    }

    /// The manual's person mapper: requires "name" (built from a closure and the core mappers,
    /// since object mappers are not part of this suite).
    static let person = Mappers.closure { (json: JSON) -> JSON? in json["name"] }
        .then(Mappers.notNull(JSON.self))
        .then(Mappers.value(String.self))
        .then(Mappers.closure { (name: String) in NamedPerson(firstName: name) })

    static let people: JSON = [[:], ["name": "John"], ["last": "first"]]

    // MARK: Overloads

    @Test func optionalElementMappersPickTheDroppingOverload() {
        #expect(
            type(of: Self.ints)
                == Mappers.CompactArrayOf<
                    Mappers.Optionally<Mappers.Then<Mappers.Value<Int>, Mappers.Present<Int>>>, Int
                >.self)
        // The output is [Int], not [Int?].
        let values: [Int]? = Self.ints.mapping([1, "x"]).value
        #expect(values == [1])
        // A plain element mapper still gets the failing one.
        #expect(isArray(Mappers.array(of: Self.person), of: Self.person))
        // An optional element mapper with a non-optional result keeps every element.
        let defaults = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self), default: 0))
        let kept: [Int]? = defaults.mapping([1, "x"]).value
        #expect(kept == [1, 0])
    }

    /// Whether `mapper` is the failing ``Mappers/ArrayOf`` of `element`.
    private func isArray<Element: JSONMapper>(_ mapper: some Mapper, of element: Element) -> Bool
    where Element.Input == JSON {
        mapper is Mappers.ArrayOf<Element>
    }

    // MARK: The manual's three behaviours

    @Test func arrayOfOptionallyDropsInvalidElements() throws {
        let result = Mappers.array(of: Mappers.optionally(Self.person)).mapping(Self.people)
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == [NamedPerson(firstName: "John")])
        let error = try #require(result.error)
        #expect(!error.isFatal)
        #expect(error.code == .multipleErrors)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["0", "2"])
        #expect(error.underlyingMappingErrors.map(\.code) == [.missingValue, .missingValue])
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"
                  - Could not map from '0' to '0': the value is missing (missingValue)
                  - Could not map from '2' to '2': the value is missing (missingValue)

                """)
    }

    @Test func optionallyOfArrayDropsTheWholeArray() throws {
        let result = Mappers.optionally(Mappers.array(of: Self.person)).mapping(Self.people)
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == .some(nil))
        let error = try #require(result.error)
        #expect(!error.isFatal)
        #expect(error.code == .multipleErrors)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["0", "2"])
    }

    @Test func plainArrayOfFailsFatally() throws {
        let result = Mappers.array(of: Self.person).mapping(Self.people)
        #expect(Probe.outcome(result) == .failure)
        let error = try #require(result.error)
        #expect(error.isFatal)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from '0' to '0': the value is missing (missingValue)
                  - Could not map from '2' to '2': the value is missing (missingValue)

                """)
        #expect(try Mappers.array(of: Self.person).map([["name": "Ada"]]) == [NamedPerson(firstName: "Ada")])
    }

    // MARK: Dropping

    @Test(
        arguments: [
            ([], [], []),
            ([1, 2], [1, 2], []),
            ([1, "two", nil, 4], [1, 4], ["1", "2"]),
            (["a", "b"], [], ["0", "1"]),
            ([nil], [], ["0"]),
            ([1.5, 1e30, 3], [3], ["0", "1"]),
        ] as [(JSON, [Int], [MappingPath])])
    func dropsElementsThatMapToNil(json: JSON, expected: [Int], dropped: [MappingPath]) {
        let trace = Probe.run(Self.ints, json)
        #expect(trace.value == expected)
        #expect(trace.fatal == nil)
        #expect(trace.recorded.count == (dropped.isEmpty ? 0 : 1))
        #expect((trace.recorded.first?.underlyingMappingErrors.map(\.sourcePath) ?? []) == dropped)
        #expect(trace.recorded.first?.underlyingMappingErrors.allSatisfy { !$0.isFatal } ?? true)
    }

    @Test func droppedElementsKeepTheirCodes() throws {
        let error = try #require(Self.ints.mapping([nil, "x", 1.5]).error)
        #expect(error.underlyingMappingErrors.map(\.code) == [.nullValue, .invalidSourceType, .invalidSourceValue])
        #expect(error.sourceValue?.value as? JSON == [nil, "x", 1.5])
    }

    @Test func nilWithoutAnErrorIsDroppedSilently() {
        let evens = Mappers.array(
            of: Mappers.closure { (json: JSON?) -> Int? in
                guard let number = json?.number, let value = try? number.integer(Int.self), value % 2 == 0 else {
                    return nil
                }
                return value
            })
        let result = evens.mapping([1, 2, 3, 4])
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == [2, 4])
    }

    @Test func elementsArePassedAsPresentValues() {
        // optionally(JSON.self) reports null elements, so a missing value never reaches it.
        let trace = Probe.run(Mappers.array(of: Mappers.optionally(JSON.self)), [1, nil, "x"])
        #expect(trace.value == [1, "x"])
        #expect(trace.recorded.first?.underlyingMappingErrors.map(\.code) == [.nullValue])
    }

    @Test func fatalElementErrorsStillFailTheArray() throws {
        let strict = Mappers.array(
            of: Mappers.closure { (json: JSON?) -> Int? in
                guard let json, json != "boom" else { throw MappingError(code: .validationFailed, detail: "boom") }
                return json.number.flatMap { try? $0.integer(Int.self) }
            })
        #expect(try strict.map([1, "x"]) == [1])
        let error = try #require(strict.mapping(["boom", 1, "boom"]).error)
        #expect(error.isFatal)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["0", "2"])
    }

    @Test func defaultsAreKeptAndReported() throws {
        let counts = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self), default: 0))
        let trace = Probe.run(counts, [1, "x", nil, 4])
        #expect(trace.value == [1, 0, 0, 4])
        let error = try #require(trace.recorded.first)
        #expect(trace.recorded.count == 1)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=0, total=2)")
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["1", "2"])
        #expect(error.underlyingMappingErrors.map(\.code) == [.invalidSourceType, .nullValue])
    }

    @Test(arguments: [.null, 1, "x", [:]] as [JSON])
    func nonArraysAreStillFatal(json: JSON) throws {
        let error = try #require(Self.ints.mapping(json).error)
        #expect(error.isFatal)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == "expected an array, got \(json.kind)")
    }

    @Test func nestedOptionalArraysDropInnerElementsWithFullPaths() throws {
        let matrix = Mappers.array(of: Mappers.optionally(Self.ints))
        let trace = Probe.run(matrix, [[1, "x"], "row", [2]])
        #expect(trace.value == [[1], [2]])
        let error = try #require(trace.recorded.first)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"
                  - Could not map from '0.1' to '0.1': expected a number, got a string (invalidSourceType)
                  - Could not map from '1' to '1': expected an array, got a string (invalidSourceType)

                """)
    }

    // MARK: Reverse

    @Test func reverseWritesTheValues() throws {
        let json = try Self.ints.reversed.map([5, 6])
        #expect(identical(json, [5, 6]))
        #expect(try Self.ints.reversed.map([]) == [])
    }

    @Test func reverseSkipsValuesWhoseReverseIsNil() throws {
        let switches = Mappers.array(of: Mappers.optionally(Self.status))
        #expect(try switches.map(["on", "dim", "off"]) == [1, 0])
        let trace = Probe.run(switches.reversed, [1, 7, 0])
        #expect(trace.value == ["on", "off"])
        let error = try #require(trace.recorded.first)
        #expect(!error.isFatal)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["1"])
        #expect(error.underlyingMappingErrors.map(\.code) == [.invalidSourceValue])
    }

    @Test func reverseOfDefaultsWritesEveryValue() throws {
        let switches = Mappers.array(of: Mappers.optionally(Self.status, default: 0, reverseDefault: "off"))
        let trace = Probe.run(switches.reversed, [1, 7])
        #expect(trace.value == ["on", "off"])
        #expect(trace.recorded.first?.underlyingMappingErrors.map(\.sourcePath) == ["1"])
    }

    @Test func reversedTwiceBehavesLikeTheOriginal() {
        let twice = Self.ints.reversed.reversed
        #expect(type(of: twice) == type(of: Self.ints))
        let result = twice.mapping([1, "x", 3])
        #expect(result.value == [1, 3])
        #expect(result.error?.underlyingMappingErrors.map(\.sourcePath) == ["1"])
    }

    @Test(arguments: [11, 12] as [UInt64])
    func randomMixturesKeepTheGoodElementsInOrder(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<100 {
            var elements: [JSON] = []
            var good: [Int] = []
            var bad: [MappingPath] = []
            for index in 0..<Int.random(in: 0...12, using: &rng) {
                if Bool.random(using: &rng) {
                    let value = Int.random(in: Int.min...Int.max, using: &rng)
                    elements.append(.number(JSONNumber(value)))
                    good.append(value)
                } else {
                    var junk = Probe.randomJSON(&rng, depth: 1)
                    if case .number = junk { junk = .string(Probe.randomString(&rng)) }
                    elements.append(junk)
                    bad.append(.index(index))
                }
            }
            let trace = Probe.run(Self.ints, .array(elements))
            #expect(trace.value == good)
            #expect((trace.recorded.first?.underlyingMappingErrors.map(\.sourcePath) ?? []) == bad)
            #expect(try Self.ints.map(Self.ints.reversed.map(good)) == good)
        }
    }
}
