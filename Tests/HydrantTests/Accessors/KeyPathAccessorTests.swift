import Hydrant
import Testing

/// `Accessors.keyPath`: Hydrant's default accessor (`HYDAccessKeyPath`), a string split on dots.
@Suite("Key-path accessor")
struct KeyPathAccessorTests {
    /// A four-level document with a sibling at every level, so that reads prove they pick the right member.
    static let deep: JSON = [
        "a": [
            "b": [
                "c": ["d": "leaf", "d2": 4],
                "c2": true,
            ],
            "b2": [1, 2],
        ],
        "a2": nil,
    ]

    // MARK: Reading

    @Test(arguments: [
        ("a", #"{"b":{"c":{"d":"leaf","d2":4},"c2":true},"b2":[1,2]}"#),
        ("a2", "null"),
        ("a.b2", "[1,2]"),
        ("a.b", #"{"c":{"d":"leaf","d2":4},"c2":true}"#),
        ("a.b.c2", "true"),
        ("a.b.c", #"{"d":"leaf","d2":4}"#),
        ("a.b.c.d", #""leaf""#),
        ("a.b.c.d2", "4"),
    ])
    func readsTheValueAtDepthOneToFour(keyPath: String, expected: String) throws {
        let value = try Accessors.keyPath(keyPath).read(from: Self.deep)
        #expect(value?.description == expected)
    }

    @Test(arguments: [
        "x",  // missing at level 1
        "a.x",  // missing at level 2
        "a.b.x",  // missing at level 3
        "a.b.c.x",  // missing at level 4
        "x.b.c.d",  // missing at level 1 with more to follow
        "a.x.c.d",  // missing at level 2 with more to follow
        "a.b.x.d",  // missing at level 3 with more to follow
        "A",  // keys are case-sensitive
        "a.b.c.d ",  // and not trimmed
    ])
    func missingKeyAtAnyLevelReadsAsNil(keyPath: String) throws {
        #expect(try Accessors.keyPath(keyPath).read(from: Self.deep) == nil)
    }

    @Test func nullLeafReadsAsNullNotMissing() throws {
        let source: JSON = ["a": ["b": ["c": nil]]]
        let value = try Accessors.keyPath("a.b.c").read(from: source)
        #expect(value == .null)
        #expect(value != nil)
        #expect(try Accessors.keyPath("a2").read(from: Self.deep) == .null)
    }

    @Test(
        arguments: [
            (["a": nil] as JSON, "a.b"),
            (["a": nil], "a.b.c.d"),
            (["a": ["b": nil]], "a.b.c"),
            (["a": ["b": ["c": nil]]], "a.b.c.d"),
            (.null, "a"),
            (.null, "a.b.c"),
        ] as [(JSON, String)])
    func nullOnTheWayReadsAsMissing(source: JSON, keyPath: String) throws {
        #expect(try Accessors.keyPath(keyPath).read(from: source) == nil)
    }

    @Test(
        arguments: [
            // root of the wrong kind
            ("a", "x", "a", "expected an object, found a string"),
            ("a.b", 12, "a.b", "expected an object, found a number"),
            ("a", true, "a", "expected an object, found a boolean"),
            ("a", [1, 2], "a", "expected an object, found an array"),
            // intermediate of the wrong kind
            ("a.b", ["a": "x"], "a.b", "expected an object at 'a', found a string"),
            ("a.b.c", ["a": ["b": 3]], "a.b.c", "expected an object at 'a.b', found a number"),
            ("a.b.c.d", ["a": ["b": ["c": false]]], "a.b.c.d", "expected an object at 'a.b.c', found a boolean"),
            ("a.b.c", ["a": ["b": [1]]], "a.b.c", "expected an object at 'a.b', found an array"),
            // a digit component indexes an array, but not a string
            ("a.0", ["a": "xyz"], "a.0", "expected an object or an array at 'a', found a string"),
        ] as [(String, JSON, String, String)])
    func wrongKindOnTheWayIsAReadFailure(keyPath: String, source: JSON, path: String, detail: String) throws {
        let accessor = Accessors.keyPath(keyPath)
        let error = #expect(throws: MappingError.self) { try accessor.read(from: source) }
        let caught = try #require(error)
        #expect(caught.code == .readFailed)
        #expect(caught.isFatal)
        #expect(caught.sourcePath == MappingPath(fieldNames: [path]))
        #expect(caught.sourcePath?.description == keyPath)
        #expect(caught.destinationPath == nil)
        #expect(caught.detail == detail)
        #expect(caught.reason == "Could not map from '\(keyPath)' to '<Unknown>': \(detail)")
        #expect(caught.underlyingErrors.isEmpty)
    }

    @Test func readFailureKeepsTheValueFoundButNeverPrintsIt() throws {
        let error = #expect(throws: MappingError.self) {
            try Accessors.keyPath("user.name").read(from: ["user": "s3cret-token"])
        }
        let caught = try #require(error)
        #expect(caught.sourceValue?.value as? JSON == "s3cret-token")
        #expect(!caught.description.contains("s3cret"))
        #expect(!caught.fullRecursiveDescription.contains("s3cret"))
    }

    @Test(
        arguments: [
            ("children.1.age", 7 as JSON),
            ("children.0.age", 3),
            ("children.0", ["age": 3]),
            ("children.2", nil as JSON?),  // out of range: missing
            ("children.10.age", nil),
            ("children.1.name", nil),
            ("matrix.1.0", "c"),
            ("matrix.0.1", "b"),
            ("matrix.1.2", nil),
            ("byNumber.1", "one"),  // digits on an object are an ordinary key
            ("byNumber.2", nil),
        ] as [(String, JSON?)])
    func digitComponentsIndexArrays(keyPath: String, expected: JSON?) throws {
        let source: JSON = [
            "children": [["age": 3], ["age": 7]],
            "matrix": [["a", "b"], ["c"]],
            "byNumber": ["1": "one"],
        ]
        #expect(try Accessors.keyPath(keyPath).read(from: source) == expected)
    }

    @Test func digitComponentAtTheRootIndexesATopLevelArray() throws {
        let source: JSON = [["id": 1], ["id": 2]]
        #expect(try Accessors.keyPath("1.id").read(from: source) == 2)
        #expect(try Accessors.keyPath("0").read(from: source) == ["id": 1])
        #expect(try Accessors.keyPath("2.id").read(from: source) == nil)
    }

    @Test func nonDigitKeyOnAnArrayIsAReadFailure() throws {
        let error = #expect(throws: MappingError.self) {
            try Accessors.keyPath("children.first.age").read(from: ["children": [["age": 3]]])
        }
        #expect(error?.code == .readFailed)
        #expect(error?.detail == "expected an object at 'children', found an array")
        #expect(error?.sourcePath == "children.first.age")
    }

    @Test func duplicateKeysReadTheFirstMember() throws {
        let members: [JSONObject.Member] = [
            (key: "a", value: 1), (key: "b", value: ["c": "first"]), (key: "a", value: 2),
            (key: "b", value: ["c": "second"]),
        ]
        let source = JSON.object(JSONObject(members: members))
        #expect(try Accessors.keyPath("a").read(from: source) == 1)
        #expect(try Accessors.keyPath("b.c").read(from: source) == "first")
    }

    @Test func readDoesNotNormaliseUnicode() throws {
        let source: JSON = ["\u{E9}": "precomposed"]
        #expect(try Accessors.keyPath("\u{E9}").read(from: source) == "precomposed")
        #expect(try Accessors.keyPath("e\u{301}").read(from: source) == nil)
    }

    // MARK: Writing

    @Test(arguments: [
        ("a", #"{"a":"v"}"#),
        ("a.b", #"{"a":{"b":"v"}}"#),
        ("a.b.c", #"{"a":{"b":{"c":"v"}}}"#),
        ("a.b.c.d", #"{"a":{"b":{"c":{"d":"v"}}}}"#),
    ])
    func writingIntoAnEmptyObjectCreatesNestedObjects(keyPath: String, expected: String) throws {
        var destination: JSON = [:]
        try Accessors.keyPath(keyPath).write("v", into: &destination)
        #expect(destination.description == expected)
    }

    @Test(arguments: [
        ("a", #"{"a":1}"#),
        ("a.b", #"{"a":{"b":1}}"#),
        ("a.b.c", #"{"a":{"b":{"c":1}}}"#),
    ])
    func writingIntoNullCreatesAnObject(keyPath: String, expected: String) throws {
        var destination: JSON = nil
        try Accessors.keyPath(keyPath).write(1, into: &destination)
        #expect(destination.description == expected)
    }

    @Test func writingReplacesAnExistingMemberInPlaceAndKeepsTheOrder() throws {
        var destination: JSON = ["z": 1, "b": ["y": 1, "x": 2, "w": 3], "a": 3]
        try Accessors.keyPath("b.x").write("new", into: &destination)
        #expect(destination.description == #"{"z":1,"b":{"y":1,"x":"new","w":3},"a":3}"#)
        try Accessors.keyPath("z").write(["deep": true], into: &destination)
        #expect(destination.description == #"{"z":{"deep":true},"b":{"y":1,"x":"new","w":3},"a":3}"#)
    }

    @Test func writingANewMemberAppendsItAfterTheExistingOnes() throws {
        var destination: JSON = ["z": 1, "m": ["k": 1]]
        try Accessors.keyPath("m.j").write(2, into: &destination)
        try Accessors.keyPath("a").write(3, into: &destination)
        #expect(destination.description == #"{"z":1,"m":{"k":1,"j":2},"a":3}"#)
    }

    @Test func writingCreatesOnlyTheMissingPartOfThePath() throws {
        var destination: JSON = ["a": ["keep": 1]]
        try Accessors.keyPath("a.b.c").write(true, into: &destination)
        #expect(destination.description == #"{"a":{"keep":1,"b":{"c":true}}}"#)
    }

    @Test func writingThroughANullIntermediateReplacesItWithAnObject() throws {
        var destination: JSON = ["a": nil, "z": 0]
        try Accessors.keyPath("a.b").write(1, into: &destination)
        #expect(destination.description == #"{"a":{"b":1},"z":0}"#)
    }

    @Test func writingJSONNullStoresNull() throws {
        var destination: JSON = ["a": ["b": 1]]
        try Accessors.keyPath("a.b").write(.null, into: &destination)
        #expect(destination.description == #"{"a":{"b":null}}"#)
        #expect(try Accessors.keyPath("a.b").read(from: destination) == .null)
    }

    @Test func writingNilRemovesOnlyTheLeaf() throws {
        var destination: JSON = ["a": ["b": ["c": 1, "d": 2], "e": 3], "f": 4]
        try Accessors.keyPath("a.b.c").write(nil, into: &destination)
        #expect(destination.description == #"{"a":{"b":{"d":2},"e":3},"f":4}"#)
        try Accessors.keyPath("a.b.d").write(nil, into: &destination)
        #expect(destination.description == #"{"a":{"b":{},"e":3},"f":4}"#)
        try Accessors.keyPath("f").write(nil, into: &destination)
        #expect(destination.description == #"{"a":{"b":{},"e":3}}"#)
    }

    @Test func writingNilForAMissingLeafLeavesTheDestinationAlone() throws {
        var destination: JSON = ["a": ["b": 1]]
        try Accessors.keyPath("a.x").write(nil, into: &destination)
        #expect(destination.description == #"{"a":{"b":1}}"#)
    }

    /// Removing a field that is not there should not build the path to it.
    @Test(
        arguments: [
            ([:] as JSON, "a.b.c"),
            (["a": ["keep": 1]], "a.b.c"),
            (["a": ["keep": 1]], "a.x.y"),
            (["list": [1]], "list.3.id"),
        ] as [(JSON, String)])
    func writingNilThroughMissingIntermediatesLeavesTheDestinationAlone(destination: JSON, keyPath: String) throws {
        var written = destination
        try Accessors.keyPath(keyPath).write(nil, into: &written)
        #expect(identical(written, destination), "write(nil) at \(keyPath) turned \(destination) into \(written)")
    }

    @Test func duplicateKeysWriteTheFirstMemberAndNilRemovesEveryOne() throws {
        var destination = JSON.object(
            JSONObject(members: [(key: "a", value: 1), (key: "b", value: 2), (key: "a", value: 3)]))
        try Accessors.keyPath("a").write("x", into: &destination)
        #expect(destination.description == #"{"a":"x","b":2,"a":3}"#)
        try Accessors.keyPath("a").write(nil, into: &destination)
        #expect(destination.description == #"{"b":2}"#)
    }

    @Test func writingThroughArraysByDigitComponent() throws {
        var destination: JSON = ["children": [["age": 3, "name": "Ann"], ["age": 7]]]
        try Accessors.keyPath("children.1.age").write(8, into: &destination)
        #expect(destination.description == #"{"children":[{"age":3,"name":"Ann"},{"age":8}]}"#)
        try Accessors.keyPath("children.0.name").write(nil, into: &destination)
        #expect(destination.description == #"{"children":[{"age":3},{"age":8}]}"#)
        try Accessors.keyPath("children.3.age").write(1, into: &destination)
        #expect(destination.description == #"{"children":[{"age":3},{"age":8},null,{"age":1}]}"#)
        try Accessors.keyPath("children.1").write(nil, into: &destination)
        #expect(destination.description == #"{"children":[{"age":3},null,null,{"age":1}]}"#)
    }

    @Test func digitComponentWithoutAnArrayWritesAnObjectMember() throws {
        var destination: JSON = [:]
        try Accessors.keyPath("children.1.age").write(8, into: &destination)
        #expect(destination.description == #"{"children":{"1":{"age":8}}}"#)
        #expect(try Accessors.keyPath("children.1.age").read(from: destination) == 8)

        var existing: JSON = ["byNumber": ["1": "one"]]
        try Accessors.keyPath("byNumber.1").write("uno", into: &existing)
        #expect(existing.description == #"{"byNumber":{"1":"uno"}}"#)
    }

    @Test(
        arguments: [
            ("a", JSON("text"), "cannot write a member into a string"),
            ("a.b", 12, "cannot write a member into a number"),
            ("a", [1, 2], "cannot write a member into an array"),
            ("a", false, "cannot write a member into a boolean"),
            ("a.b", ["a": "x"], "cannot write a member into a string at 'a'"),
            ("a.b.c", ["a": ["b": 1]], "cannot write a member into a number at 'a.b'"),
            ("a.b.c.d", ["a": ["b": ["c": true]]], "cannot write a member into a boolean at 'a.b.c'"),
            ("a.b.c", ["a": ["b": [1]]], "cannot write a member into an array at 'a.b'"),
            ("a.1", ["a": "xyz"], "cannot write a member into a string at 'a'"),
        ] as [(String, JSON, String)])
    func wrongShapedDestinationIsAWriteFailure(keyPath: String, destination: JSON, detail: String) throws {
        let accessor = Accessors.keyPath(keyPath)
        var written = destination
        let error = #expect(throws: MappingError.self) { try accessor.write("v", into: &written) }
        let caught = try #require(error)
        #expect(caught.code == .writeFailed)
        #expect(caught.isFatal)
        #expect(caught.destinationPath == MappingPath(fieldNames: [keyPath]))
        #expect(caught.sourcePath == nil)
        #expect(caught.detail == detail)
        #expect(caught.reason == "Could not map from '<Unknown>' to '\(keyPath)': \(detail)")
        #expect(identical(written, destination), "a failed write must leave the destination as it was")
    }

    @Test func writeFailureKeepsTheValueItFoundButNeverPrintsIt() throws {
        var destination: JSON = ["token": "s3cret"]
        let error = #expect(throws: MappingError.self) {
            try Accessors.keyPath("token.value").write("x", into: &destination)
        }
        let caught = try #require(error)
        #expect(caught.destinationValue?.value as? JSON == "s3cret")
        #expect(!caught.fullDescription.contains("s3cret"))
    }

    // MARK: Round trip

    @Test(arguments: [1, 2, 3, 0xC0FFEE, 0xDEAD_BEEF] as [UInt64])
    func readingWhatWasWrittenIntoAFreshDestinationGivesItBack(seed: UInt64) throws {
        var generator = KeyPathGenerator(seed: seed)
        for _ in 0..<200 {
            let keyPath = generator.keyPath()
            let value = generator.value(depth: 2)
            let accessor = Accessors.keyPath(keyPath)
            for start in [JSON.null, [:]] {
                var destination = start
                try accessor.write(value, into: &destination)
                #expect(
                    try accessor.read(from: destination) == value, "seed \(seed): \(keyPath) = \(value) into \(start)")
            }
        }
    }

    @Test(arguments: [7, 8, 9, 0xFACE, 0xBAD_5EED] as [UInt64])
    func readingWhatWasWrittenIntoAGrowingDocumentGivesItBack(seed: UInt64) throws {
        var generator = KeyPathGenerator(seed: seed)
        var destination: JSON = [
            "a": generator.value(depth: 2), "b": generator.value(depth: 2), "0": generator.value(depth: 2),
        ]
        var writes = 0
        for _ in 0..<300 {
            let keyPath = generator.keyPath()
            let accessor = Accessors.keyPath(keyPath)
            let value: JSON? = generator.chance(1, in: 5) ? nil : generator.value(depth: 2)
            let before = destination
            do {
                try accessor.write(value, into: &destination)
            } catch {
                #expect(error.code == .writeFailed)
                #expect(
                    identical(destination, before), "seed \(seed): failed write at \(keyPath) changed the destination")
                continue
            }
            writes += 1
            let read = try accessor.read(from: destination)
            if let value {
                #expect(read == value, "seed \(seed): \(keyPath) = \(value) in \(before)")
            } else {
                // nil removes a key, or sets an array element to null.
                let lastIndexesAnArray = keyPath.split(separator: ".").last.map { $0.allSatisfy(\.isNumber) } ?? false
                #expect(
                    read == nil || (read == .null && lastIndexesAnArray), "seed \(seed): \(keyPath) = nil in \(before)")
            }
        }
        #expect(writes > 50, "the generator should mostly produce writable paths")
    }

    // MARK: Identity

    @Test(arguments: [
        "a", "a.b", "name.first", "children.1.age", "a.b.c.d.e", "0", "w\\hoa", "quo\"te", "名前.姓", "e\u{301}.b",
    ])
    func fieldNamesAreTheKeyPathVerbatim(keyPath: String) {
        let accessor = Accessors.keyPath(keyPath)
        #expect(accessor.fieldNames == [keyPath])
        #expect(accessor.description == keyPath)
        #expect(accessor.path == MappingPath(fieldNames: [keyPath]))
        #expect(accessor.path.description == keyPath)
    }

    @Test func componentsAreTheKeysBetweenTheDots() {
        #expect(Accessors.keyPath("name.first").components == [.key("name"), .key("first")])
        #expect(Accessors.keyPath("children.1.age").components == [.key("children"), .key("1"), .key("age")])
        #expect(Accessors.keyPath("a").components == [.key("a")])
    }

    /// The string is split at its dot bytes, as `componentsSeparatedByString:` split it at its
    /// UTF-16 dots, not at whole characters: a dot followed by a combining mark is one character
    /// (`.́`) but still separates two keys.
    @Test(arguments: [
        ("名前.姓", ["名前", "姓"]),
        ("é.ü", ["é", "ü"]),
        ("a.\u{301}b", ["a", "\u{301}b"]),
        ("e\u{301}", ["e\u{301}"]),
        ("🇫🇷.x.🇩🇪", ["🇫🇷", "x", "🇩🇪"]),
    ])
    func nonASCIIKeysAreSplitAtTheirDotBytes(keyPath: String, keys: [String]) {
        let components = Accessors.keyPath(keyPath).components
        #expect(components == keys.map { .key($0) })
        // The keys keep their bytes: no normalisation.
        #expect(
            components.map { if case .key(let key) = $0 { Array(key.utf8) } else { [] } } == keys.map { Array($0.utf8) }
        )
    }

    @Test func equalityAndHashFollowTheKeyPath() {
        let a1 = Accessors.keyPath("a.b")
        let a2 = Accessors.keyPath("a.b")
        #expect(a1 == a2)
        #expect(a1.hashValue == a2.hashValue)
        #expect(a1 != Accessors.keyPath("a.c"))
        #expect(a1 != Accessors.keyPath("a"))
        #expect(a1 != Accessors.keyPath("a.b.c"))
        #expect(a1 != Accessors.key("a.b"), "a key path is not the literal key with a dot")
        let set: Set<Accessors.Path> = [a1, a2, "a.c", "a.b", Accessors.keyPath("x")]
        #expect(set.count == 3)
        #expect(set.contains("a.c"))
    }

    @Test func stringLiteralIsAKeyPath() throws {
        let a: Accessors.Path = "a.b"
        #expect(a == Accessors.keyPath("a.b"))
        #expect(a.fieldNames == ["a.b"])
        #expect(try a.read(from: ["a": ["b": 5]]) == 5)
        let indexed: Accessors.Path = "children.1"
        #expect(try indexed.read(from: ["children": [0, 1]]) == 1)
    }
}

/// Random key paths and values for the round-trip properties.
private struct KeyPathGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        Int.random(in: 0..<denominator, using: &random) < numerator
    }

    /// One to four components, some of them digits.
    mutating func keyPath() -> String {
        let components = ["a", "b", "c", "name", "x_y", "0", "1", "2", "5"]
        let count = Int.random(in: 1...4, using: &random)
        return (0..<count).map { _ in components.randomElement(using: &random)! }.joined(separator: ".")
    }

    mutating func value(depth: Int) -> JSON {
        let kinds = depth > 0 ? 7 : 5
        switch Int.random(in: 0..<kinds, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return JSON(Int.random(in: -1000...1000, using: &random))
        case 3: return .string(["", "x", "héllo", "a.b", "\"q\""].randomElement(using: &random)!)
        case 4: return JSON(Double(Int.random(in: 0...99, using: &random)) / 8)!
        case 5:
            let count = Int.random(in: 0...3, using: &random)
            return .array((0..<count).map { _ in value(depth: depth - 1) })
        default:
            var object = JSONObject()
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                object[["a", "b", "c", "name", "0", "1"].randomElement(using: &random)!] = value(depth: depth - 1)
            }
            return .object(object)
        }
    }
}
