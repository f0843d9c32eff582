import Hydrant
import Testing

/// `Accessors.key`: one key taken literally, dots included (Hydrant's `HYDAccessKey`).
@Suite("Key accessor")
struct KeyAccessorTests {
    static let source: JSON = [
        "user.name": "dotted",
        "user": ["name": "nested"],
        "empty": "",
        "nothing": nil,
        "0": "zero",
        "w\\hoa": "backslash",
    ]

    // MARK: Reading

    @Test func keyWithADotIsOneKeyNotAPath() throws {
        #expect(try Accessors.key("user.name").read(from: Self.source) == "dotted")
        #expect(try Accessors.keyPath("user.name").read(from: Self.source) == "nested")
    }

    @Test func keyWithADotDoesNotFallBackToThePath() throws {
        let source: JSON = ["user": ["name": "nested"]]
        #expect(try Accessors.key("user.name").read(from: source) == nil)
    }

    @Test(
        arguments: [
            ("user", ["name": "nested"] as JSON?),
            ("empty", ""),
            ("nothing", .null),
            ("0", "zero"),
            ("w\\hoa", "backslash"),
            ("missing", nil),
            ("User.Name", nil),
            ("user.name.", nil),
            (".", nil),
        ] as [(String, JSON?)])
    func readsTheMemberWithExactlyThatKey(key: String, expected: JSON?) throws {
        #expect(try Accessors.key(key).read(from: Self.source) == expected)
    }

    @Test func nullMemberIsNullAndMissingMemberIsNil() throws {
        let null = try Accessors.key("nothing").read(from: Self.source)
        #expect(null == .null)
        #expect(null != nil)
        #expect(try Accessors.key("absent").read(from: Self.source) == nil)
    }

    @Test func nullSourceIsMissing() throws {
        #expect(try Accessors.key("a.b").read(from: .null) == nil)
    }

    @Test func digitKeyDoesNotIndexAnArray() throws {
        let error = #expect(throws: MappingError.self) {
            try Accessors.key("0").read(from: ["first", "second"])
        }
        #expect(error?.code == .readFailed)
        #expect(error?.detail == "expected an object, found an array")
        #expect(error?.reason == "Could not map from '0' to '<Unknown>': expected an object, found an array")
    }

    @Test(
        arguments: [
            ("a.b", JSON("text"), #"Could not map from '"a.b"' to '<Unknown>': expected an object, found a string"#),
            ("a", 1, "Could not map from 'a' to '<Unknown>': expected an object, found a number"),
            ("a", true, "Could not map from 'a' to '<Unknown>': expected an object, found a boolean"),
            ("a.b", [["a.b": 1]], #"Could not map from '"a.b"' to '<Unknown>': expected an object, found an array"#),
        ] as [(String, JSON, String)])
    func wrongKindIsAReadFailure(key: String, source: JSON, reason: String) throws {
        let accessor = Accessors.key(key)
        let error = #expect(throws: MappingError.self) { try accessor.read(from: source) }
        let caught = try #require(error)
        #expect(caught.code == .readFailed)
        #expect(caught.isFatal)
        #expect(caught.sourcePath == accessor.path)
        #expect(caught.destinationPath == nil)
        #expect(caught.reason == reason)
        #expect(caught.sourceValue?.value as? JSON == source)
    }

    // MARK: Writing

    @Test func writingAKeyWithADotWritesOneMember() throws {
        var destination: JSON = [:]
        try Accessors.key("user.name").write("Ada", into: &destination)
        #expect(destination.description == #"{"user.name":"Ada"}"#)
        #expect(destination["user.name"] == "Ada")
        #expect(destination["user"] == nil)
    }

    @Test func writingIntoNullCreatesAnObject() throws {
        var destination: JSON = nil
        try Accessors.key("a.b").write(1, into: &destination)
        #expect(destination.description == #"{"a.b":1}"#)
    }

    @Test func writingReplacesInPlaceAndLeavesTheNestedPathAlone() throws {
        var destination: JSON = ["user": ["name": "nested"], "user.name": "old", "z": 0]
        try Accessors.key("user.name").write("new", into: &destination)
        #expect(destination.description == #"{"user":{"name":"nested"},"user.name":"new","z":0}"#)
    }

    @Test func writingNilRemovesTheKeyAndNullStoresNull() throws {
        var destination: JSON = ["a.b": 1, "c": 2]
        try Accessors.key("a.b").write(.null, into: &destination)
        #expect(destination.description == #"{"a.b":null,"c":2}"#)
        try Accessors.key("a.b").write(nil, into: &destination)
        #expect(destination.description == #"{"c":2}"#)
        try Accessors.key("absent").write(nil, into: &destination)
        #expect(destination.description == #"{"c":2}"#)
    }

    @Test(
        arguments: [
            ("a.b", JSON("text"), #"Could not map from '<Unknown>' to '"a.b"': cannot write a member into a string"#),
            ("k", 3, "Could not map from '<Unknown>' to 'k': cannot write a member into a number"),
            ("0", [1], "Could not map from '<Unknown>' to '0': cannot write a member into an array"),
        ] as [(String, JSON, String)])
    func wrongShapedDestinationIsAWriteFailure(key: String, destination: JSON, reason: String) throws {
        let accessor = Accessors.key(key)
        var written = destination
        let error = #expect(throws: MappingError.self) { try accessor.write("v", into: &written) }
        let caught = try #require(error)
        #expect(caught.code == .writeFailed)
        #expect(caught.isFatal)
        #expect(caught.destinationPath == accessor.path)
        #expect(caught.sourcePath == nil)
        #expect(caught.reason == reason)
        #expect(identical(written, destination))
    }

    @Test(arguments: ["a", "a.b", "user.name", ".", "..", "a.", ".a", "0", "w\\hoa", "\"q\".\"r\"", "é.ü", "  "])
    func roundTrip(key: String) throws {
        let accessor = Accessors.key(key)
        for value: JSON in ["text", 0, nil, [1, [2]], ["x.y": true]] {
            var destination: JSON = ["other": 1]
            try accessor.write(value, into: &destination)
            #expect(try accessor.read(from: destination) == value)
            #expect(destination["other"] == 1)
            #expect(destination.count == (key == "other" ? 1 : 2))
        }
        var destination: JSON = [key: 1]
        try accessor.write(nil, into: &destination)
        #expect(try accessor.read(from: destination) == nil)
        #expect(destination == [:])
    }

    // MARK: Identity

    /// Hydrant §3.2: a key containing a dot is quoted, with `\` and `"` escaped; other keys verbatim.
    @Test(arguments: [
        ("that.dog", #""that.dog""#),
        (#"w\hoa"#, #"w\hoa"#),
        (#""\n.o""#, #""\"\\n.o\"""#),
        ("plain", "plain"),
        (#"quo"te"#, #"quo"te"#),
        (#"back\slash"#, #"back\slash"#),
        ("a.b.c", #""a.b.c""#),
        (".", #"".""#),
        (#"a\.b"#, #""a\\.b""#),
        (#"say "hi".now"#, #""say \"hi\".now""#),
        ("0", "0"),
    ])
    func fieldNamesQuoteKeysThatContainADot(key: String, fieldName: String) {
        let accessor = Accessors.key(key)
        #expect(accessor.fieldNames == [fieldName])
        #expect(accessor.description == fieldName)
        #expect(accessor.path.description == fieldName)
    }

    @Test func theSameKeyIsEqualAndHashesTheSame() {
        #expect(Accessors.key("a.b") == Accessors.key("a.b"))
        #expect(Accessors.key("a.b").hashValue == Accessors.key("a.b").hashValue)
        #expect(Accessors.key("a.b") != Accessors.key("a.c"))
        #expect(Accessors.key("a.b") != Accessors.keyPath("a.b"))
        #expect(Accessors.key("a.b").components == [.key("a.b")])
        #expect(Accessors.key("a.b") == Accessors.path(.key("a.b")))
        #expect(Accessors.key("a.b") == Accessors.Path([.key("a.b")]))
    }
}
