import Hydrant
import Testing

/// `Accessors.fields`: several paths read and written as one array value (many-to-one mappings).
@Suite("Fields accessor")
struct FieldsAccessorTests {
    static let person: JSON = [
        "first": "John",
        "middle": "James",
        "last": nil,
        "name": ["given": "Ada", "family": "Lovelace"],
        "tags": ["x", "y"],
    ]

    // MARK: Reading

    @Test func readsOneElementPerFieldInOrder() throws {
        #expect(try Accessors.fields("first", "middle").read(from: Self.person) == ["John", "James"])
        #expect(try Accessors.fields("middle", "first").read(from: Self.person) == ["James", "John"])
        #expect(
            try Accessors.fields("name.family", "name.given", "tags.1").read(from: Self.person) == [
                "Lovelace", "Ada", "y",
            ])
        #expect(try Accessors.fields("first").read(from: Self.person) == ["John"])
        #expect(try Accessors.fields("first", "first").read(from: Self.person) == ["John", "John"])
    }

    /// Hydrant §10.6: `["first","middle","last"]` with `last = null` reads `["John", "James", null]`.
    @Test func nullFieldsReadAsNullInTheirSlot() throws {
        let value = try Accessors.fields("first", "middle", "last").read(from: Self.person)
        #expect(value == ["John", "James", nil])
        #expect(value?.description == #"["John","James",null]"#)
    }

    @Test(arguments: [
        ["first", "missing"],
        ["missing", "first"],
        ["first", "middle", "last", "name.nickname"],
        ["tags.5", "first"],
        ["last.inner", "first"],  // null on the way is missing too
    ])
    func anyMissingFieldMakesTheWholeReadMissing(keyPaths: [String]) throws {
        let accessor = Accessors.fields(keyPaths.map(Accessors.keyPath))
        #expect(try accessor.read(from: Self.person) == nil)
    }

    @Test func nullSourceIsMissing() throws {
        #expect(try Accessors.fields("a", "b").read(from: .null) == nil)
    }

    @Test func wrongKindInAFieldIsThatFieldsReadFailure() throws {
        let error = #expect(throws: MappingError.self) {
            try Accessors.fields("first", "first.x").read(from: Self.person)
        }
        let caught = try #require(error)
        #expect(caught.code == .readFailed)
        #expect(caught.sourcePath == "first.x")
        #expect(
            caught.reason
                == "Could not map from 'first.x' to '<Unknown>': expected an object at 'first', found a string")

        let root = #expect(throws: MappingError.self) { try Accessors.fields("a", "b").read(from: [1, 2]) }
        #expect(root?.reason == "Could not map from 'a' to '<Unknown>': expected an object, found an array")
    }

    @Test func mixesLiteralKeysKeyPathsAndIndices() throws {
        let source: JSON = ["a.b": "literal", "a": ["b": "nested"], "list": [10, 20]]
        let accessor = Accessors.fields([
            Accessors.key("a.b"), Accessors.keyPath("a.b"), Accessors.path(.key("list"), .index(1)),
        ])
        #expect(try accessor.read(from: source) == ["literal", "nested", 20])
    }

    // MARK: Writing

    @Test func writeDistributesTheArrayOverTheFields() throws {
        var destination: JSON = [:]
        try Accessors.fields("first", "name.family", "tags.0").write(["Ada", "Lovelace", "math"], into: &destination)
        #expect(destination.description == #"{"first":"Ada","name":{"family":"Lovelace"},"tags":{"0":"math"}}"#)

        var existing = Self.person
        try Accessors.fields("last", "tags.1").write(["Doe", nil], into: &existing)
        #expect(
            existing.description
                == #"{"first":"John","middle":"James","last":"Doe","name":{"given":"Ada","family":"Lovelace"},"tags":["x",null]}"#
        )
    }

    @Test func writeIntoNullCreatesAnObject() throws {
        var destination: JSON = nil
        try Accessors.fields("a", "b.c").write([1, 2], into: &destination)
        #expect(destination.description == #"{"a":1,"b":{"c":2}}"#)
    }

    @Test(
        arguments: [
            ([1] as JSON, "expected an array of 2 values, one per field, got an array of 1"),
            ([1, 2, 3], "expected an array of 2 values, one per field, got an array of 3"),
            ([], "expected an array of 2 values, one per field, got an array of 0"),
            ("1,2", "expected an array of 2 values, one per field, got a string"),
            (["a": 1, "b": 2], "expected an array of 2 values, one per field, got an object"),
            (.null, "expected an array of 2 values, one per field, got null"),
            (12, "expected an array of 2 values, one per field, got a number"),
        ] as [(JSON, String)])
    func valueThatIsNotAnArrayOfTheRightLengthIsAWriteFailure(value: JSON, detail: String) throws {
        let accessor = Accessors.fields("a", "b")
        var destination: JSON = ["a": "kept"]
        let error = #expect(throws: MappingError.self) { try accessor.write(value, into: &destination) }
        let caught = try #require(error)
        #expect(caught.code == .writeFailed)
        #expect(caught.isFatal)
        #expect(caught.destinationPath == ["a", "b"])
        #expect(caught.sourcePath == nil)
        #expect(caught.detail == detail)
        #expect(caught.reason == "Could not map from '<Unknown>' to '[a, b]': \(detail)")
        #expect(caught.destinationValue?.value as? JSON == value)
        #expect(destination.description == #"{"a":"kept"}"#, "nothing is written")
    }

    @Test func singleFieldStillTakesAnArray() throws {
        var destination: JSON = [:]
        try Accessors.fields("a").write(["x"], into: &destination)
        #expect(destination.description == #"{"a":"x"}"#)
        let error = #expect(throws: MappingError.self) { try Accessors.fields("a").write("x", into: &destination) }
        #expect(
            error?.reason
                == "Could not map from '<Unknown>' to 'a': expected an array of 1 values, one per field, got a string")
    }

    @Test func wrongShapedDestinationIsTheFieldsWriteFailure() throws {
        var destination: JSON = ["a": 1, "b": "text"]
        let error = #expect(throws: MappingError.self) {
            try Accessors.fields("a", "b.c").write([10, 20], into: &destination)
        }
        let caught = try #require(error)
        #expect(caught.code == .writeFailed)
        #expect(caught.destinationPath == "b.c")
        #expect(caught.reason == "Could not map from '<Unknown>' to 'b.c': cannot write a member into a string at 'b'")
    }

    @Test func writingNilRemovesEveryField() throws {
        var destination: JSON = ["date": "2012-02-03", "keep": true, "time": "10:30", "nested": ["t": 1, "u": 2]]
        try Accessors.fields("date", "time", "nested.t").write(nil, into: &destination)
        #expect(destination.description == #"{"keep":true,"nested":{"u":2}}"#)
    }

    @Test func writingNullStoresNullInEveryFieldOfTheArray() throws {
        var destination: JSON = [:]
        try Accessors.fields("a", "b").write([nil, nil], into: &destination)
        #expect(destination.description == #"{"a":null,"b":null}"#)
        #expect(try Accessors.fields("a", "b").read(from: destination) == [nil, nil])
    }

    /// The manual's many-to-one example: `date` and `time` become one `joinDate` value and go back to
    /// two fields when the mapping is reversed.
    @Test func manyToOneDateAndTime() throws {
        let source: JSON = ["name": "John", "date": "2012-02-03", "time": "10:30:00"]
        let dateTime = Accessors.fields("date", "time")

        let joinDate = try #require(try dateTime.read(from: source))
        #expect(joinDate == ["2012-02-03", "10:30:00"])
        let combined = joinDate.array?.compactMap(\.string).joined(separator: "T")
        #expect(combined == "2012-02-03T10:30:00")

        // Back: split the combined value and write it over both fields.
        let parts = try #require(combined?.split(separator: "T").map { JSON(String($0)) })
        var destination: JSON = ["name": "John"]
        try dateTime.write(.array(parts), into: &destination)
        #expect(destination == source)
        #expect(destination.description == #"{"name":"John","date":"2012-02-03","time":"10:30:00"}"#)
        #expect(try dateTime.read(from: destination) == joinDate)

        // A missing half makes the whole value missing.
        #expect(try dateTime.read(from: ["date": "2012-02-03"]) == nil)
    }

    @Test func roundTrip() throws {
        let accessor = Accessors.fields([
            Accessors.keyPath("a.b"), Accessors.key("c.d"), Accessors.path(.key("e"), .index(1)),
        ])
        for value: JSON in [["x", 1, nil], [[], [:], true], [nil, nil, nil]] {
            for start: JSON in [nil, [:], ["a": ["z": 0], "e": [9]]] {
                var destination = start
                try accessor.write(value, into: &destination)
                #expect(try accessor.read(from: destination) == value)
            }
        }
    }

    // MARK: Identity

    @Test func fieldNamesAreFlattenedAndDescriptionIsBracketed() {
        let accessor = Accessors.fields("a", "b")
        #expect(accessor.fieldNames == ["a", "b"])
        #expect(accessor.description == "[a, b]")
        #expect(accessor.path == ["a", "b"])
        #expect(accessor.path.description == "[a, b]")

        let mixed = Accessors.fields([Accessors.keyPath("name.first"), Accessors.key("that.dog"), Accessors.index(2)])
        #expect(mixed.fieldNames == ["name.first", #""that.dog""#, "2"])
        #expect(mixed.description == #"[name.first, "that.dog", 2]"#)
        #expect(mixed.paths == [Accessors.keyPath("name.first"), Accessors.key("that.dog"), Accessors.index(2)])

        #expect(Accessors.fields("only").description == "only")
        #expect(Accessors.fields("only").fieldNames == ["only"])
    }

    @Test func equalityFollowsThePathsInOrder() {
        #expect(Accessors.fields("a", "b") == Accessors.fields("a", "b"))
        #expect(Accessors.fields("a", "b").hashValue == Accessors.fields("a", "b").hashValue)
        #expect(Accessors.fields("a", "b") == Accessors.fields([Accessors.keyPath("a"), "b"]))
        #expect(Accessors.fields("a", "b") == Accessors.Fields(["a", "b"]))
        #expect(Accessors.fields("a", "b") != Accessors.fields("b", "a"))
        #expect(Accessors.fields("a", "b") != Accessors.fields("a"))
        #expect(Accessors.fields("a", "b") != Accessors.fields([Accessors.keyPath("a"), Accessors.key("b.c")]))
    }
}
