import Hydrant
import Testing

/// `Accessors.index` (Hydrant's `HYDAccessIndex`) and paths mixing keys and indices.
@Suite("Index accessor")
struct IndexAccessorTests {
    static let array: JSON = ["zero", 1, nil, ["three": 3]]

    // MARK: Reading

    @Test(
        arguments: [
            (0, "zero" as JSON?),
            (1, 1),
            (2, .null),
            (3, ["three": 3]),
            (4, nil),
            (100, nil),
            (Int.max, nil),
        ] as [(Int, JSON?)])
    func readsTheElementOrNilOutOfRange(index: Int, expected: JSON?) throws {
        #expect(try Accessors.index(index).read(from: Self.array) == expected)
    }

    @Test func nullElementIsNullNotMissing() throws {
        let value = try Accessors.index(2).read(from: Self.array)
        #expect(value == .null)
        #expect(value != nil)
    }

    @Test func emptyArrayAndNullSourceAreMissing() throws {
        #expect(try Accessors.index(0).read(from: []) == nil)
        #expect(try Accessors.index(0).read(from: .null) == nil)
        #expect(try Accessors.index(5).read(from: .null) == nil)
    }

    @Test(
        arguments: [
            (0, ["0": "zero"] as JSON, "expected an array, found an object"),
            (1, "text", "expected an array, found a string"),
            (0, 0, "expected an array, found a number"),
            (2, false, "expected an array, found a boolean"),
        ] as [(Int, JSON, String)])
    func nonArraySourceIsAReadFailure(index: Int, source: JSON, detail: String) throws {
        let accessor = Accessors.index(index)
        let error = #expect(throws: MappingError.self) { try accessor.read(from: source) }
        let caught = try #require(error)
        #expect(caught.code == .readFailed)
        #expect(caught.isFatal)
        #expect(caught.sourcePath == MappingPath(fieldNames: [String(index)]))
        #expect(caught.detail == detail)
        #expect(caught.reason == "Could not map from '\(index)' to '<Unknown>': \(detail)")
        #expect(caught.sourceValue?.value as? JSON == source)
    }

    // MARK: Writing

    @Test func writingPastTheEndPadsWithNull() throws {
        var destination: JSON = ["a"]
        try Accessors.index(3).write("d", into: &destination)
        #expect(destination.description == #"["a",null,null,"d"]"#)
        try Accessors.index(4).write("e", into: &destination)
        #expect(destination.description == #"["a",null,null,"d","e"]"#)
    }

    @Test func writingOverwritesInPlace() throws {
        var destination: JSON = ["a", "b", "c"]
        try Accessors.index(1).write(["x": 1], into: &destination)
        #expect(destination.description == #"["a",{"x":1},"c"]"#)
        try Accessors.index(0).write(.null, into: &destination)
        #expect(destination.description == #"[null,{"x":1},"c"]"#)
    }

    @Test(arguments: [
        (0, "[7]"),
        (2, "[null,null,7]"),
    ])
    func writingIntoNullCreatesAnArray(index: Int, expected: String) throws {
        var destination: JSON = nil
        try Accessors.index(index).write(7, into: &destination)
        #expect(destination.description == expected)
    }

    @Test func writingIntoAnEmptyArray() throws {
        var destination: JSON = []
        try Accessors.index(1).write(true, into: &destination)
        #expect(destination.description == "[null,true]")
    }

    @Test func writingNilSetsTheElementToNullAndKeepsTheLength() throws {
        var destination: JSON = [1, 2, 3]
        try Accessors.index(1).write(nil, into: &destination)
        #expect(destination.description == "[1,null,3]")
        try Accessors.index(2).write(nil, into: &destination)
        #expect(destination.description == "[1,null,null]")
    }

    @Test func writingNilPastTheEndChangesNothing() throws {
        var destination: JSON = [1]
        try Accessors.index(5).write(nil, into: &destination)
        #expect(destination.description == "[1]")
        var null: JSON = nil
        try Accessors.index(0).write(nil, into: &null)
        #expect(null == .null)
    }

    /// Removing an element that is not there should not build the path to it (compare
    /// ``writingNilPastTheEndChangesNothing``).
    @Test(
        arguments: [
            ([:] as JSON, #"{}"#),
            (["keep": 1], #"{"keep":1}"#),
            (["items": nil], #"{"items":null}"#),
        ] as [(JSON, String)])
    func writingNilThroughAMissingArrayLeavesTheDestinationAlone(destination: JSON, expected: String) throws {
        var written = destination
        try Accessors.path(.key("items"), .index(0)).write(nil, into: &written)
        #expect(written.description == expected)
    }

    @Test(
        arguments: [
            (0, [:] as JSON, "Could not map from '<Unknown>' to '0': cannot write an element into an object"),
            (1, "text", "Could not map from '<Unknown>' to '1': cannot write an element into a string"),
            (0, 4, "Could not map from '<Unknown>' to '0': cannot write an element into a number"),
            (3, true, "Could not map from '<Unknown>' to '3': cannot write an element into a boolean"),
        ] as [(Int, JSON, String)])
    func wrongShapedDestinationIsAWriteFailure(index: Int, destination: JSON, reason: String) throws {
        let accessor = Accessors.index(index)
        var written = destination
        let error = #expect(throws: MappingError.self) { try accessor.write(1, into: &written) }
        let caught = try #require(error)
        #expect(caught.code == .writeFailed)
        #expect(caught.isFatal)
        #expect(caught.destinationPath == MappingPath(fieldNames: [String(index)]))
        #expect(caught.sourcePath == nil)
        #expect(caught.reason == reason)
        #expect(caught.destinationValue?.value as? JSON == destination)
        #expect(identical(written, destination))
    }

    @Test(arguments: 0..<6)
    func roundTrip(index: Int) throws {
        let accessor = Accessors.index(index)
        for start: JSON in [nil, [], [1, 2, 3]] {
            for value: JSON in ["s", 1.5, nil, [[]], ["k": nil]] {
                var destination = start
                try accessor.write(value, into: &destination)
                #expect(try accessor.read(from: destination) == value)
                #expect(destination.count == max(start.count ?? 0, index + 1))
            }
        }
    }

    // MARK: Mixed paths

    static let items: JSON = ["items": [["id": 1], ["id": 2], ["id": 3, "tags": ["a", "b"]]]]
    static let itemID = Accessors.path(.key("items"), .index(2), .key("id"))

    @Test func mixedPathReads() throws {
        #expect(try Self.itemID.read(from: Self.items) == 3)
        #expect(try Accessors.path(.key("items"), .index(2), .key("tags"), .index(1)).read(from: Self.items) == "b")
        #expect(try Accessors.path(.key("items"), .index(0), .key("id")).read(from: Self.items) == 1)
        #expect(try Accessors.path(.key("items"), .index(3), .key("id")).read(from: Self.items) == nil)
        #expect(try Accessors.path(.key("items"), .index(1), .key("tags")).read(from: Self.items) == nil)
        #expect(try Self.itemID.read(from: ["items": nil]) == nil)
        #expect(try Self.itemID.read(from: ["items": [1, 2, nil]]) == nil)
        #expect(try Self.itemID.read(from: [:]) == nil)
    }

    @Test(
        arguments: [
            (["items": ["2": ["id": 3]]] as JSON, "expected an array at 'items', found an object"),
            (["items": "none"], "expected an array at 'items', found a string"),
            (["items": [1, 2, 3]], "expected an object at 'items.2', found a number"),
            ([["items": []]], "expected an object, found an array"),
        ] as [(JSON, String)])
    func mixedPathReadFailuresNameWhereTheyHappened(source: JSON, detail: String) throws {
        let error = #expect(throws: MappingError.self) { try Self.itemID.read(from: source) }
        let caught = try #require(error)
        #expect(caught.code == .readFailed)
        #expect(caught.sourcePath == "items.2.id")
        #expect(caught.reason == "Could not map from 'items.2.id' to '<Unknown>': \(detail)")
    }

    @Test func mixedPathWritesCreateObjectsAndArrays() throws {
        var destination: JSON = [:]
        try Self.itemID.write("x", into: &destination)
        #expect(destination.description == #"{"items":[null,null,{"id":"x"}]}"#)
        var null: JSON = nil
        try Accessors.path(.index(1), .key("a"), .index(0)).write(true, into: &null)
        #expect(null.description == #"[null,{"a":[true]}]"#)
    }

    @Test func mixedPathWritesIntoExistingValues() throws {
        var destination = Self.items
        try Self.itemID.write(30, into: &destination)
        #expect(destination.description == #"{"items":[{"id":1},{"id":2},{"id":30,"tags":["a","b"]}]}"#)
        try Accessors.path(.key("items"), .index(2), .key("tags"), .index(0)).write(nil, into: &destination)
        #expect(destination.description == #"{"items":[{"id":1},{"id":2},{"id":30,"tags":[null,"b"]}]}"#)
        try Self.itemID.write(nil, into: &destination)
        #expect(destination.description == #"{"items":[{"id":1},{"id":2},{"tags":[null,"b"]}]}"#)
        try Accessors.path(.key("items"), .index(0)).write(nil, into: &destination)
        #expect(destination.description == #"{"items":[null,{"id":2},{"tags":[null,"b"]}]}"#)
        // Through a null element: an object is created in its place.
        try Accessors.path(.key("items"), .index(0), .key("id")).write(0, into: &destination)
        #expect(destination.description == #"{"items":[{"id":0},{"id":2},{"tags":[null,"b"]}]}"#)
    }

    @Test(
        arguments: [
            (["items": ["2": ["id": 3]]] as JSON, "cannot write an element into an object at 'items'"),
            (["items": [1, 2, 3]], "cannot write a member into a number at 'items.2'"),
            ([], "cannot write a member into an array"),
        ] as [(JSON, String)])
    func mixedPathWriteFailuresNameWhereTheyHappened(destination: JSON, detail: String) throws {
        var written = destination
        let error = #expect(throws: MappingError.self) { try Self.itemID.write(1, into: &written) }
        let caught = try #require(error)
        #expect(caught.code == .writeFailed)
        #expect(caught.destinationPath == "items.2.id")
        #expect(caught.reason == "Could not map from '<Unknown>' to 'items.2.id': \(detail)")
        #expect(identical(written, destination))
    }

    // MARK: Identity

    @Test func fieldNamesAreTheIndexAsANumber() {
        #expect(Accessors.index(0).fieldNames == ["0"])
        #expect(Accessors.index(42).fieldNames == ["42"])
        #expect(Accessors.index(42).description == "42")
        #expect(Self.itemID.fieldNames == ["items.2.id"])
        #expect(Self.itemID.description == "items.2.id")
        #expect(Accessors.path(.index(0), .index(1)).fieldNames == ["0.1"])
        #expect(Accessors.path(.key("a.b"), .index(3), .key("c")).fieldNames == [#""a.b".3.c"#])
    }

    @Test func equalityFollowsTheComponents() {
        #expect(Accessors.index(1) == Accessors.index(1))
        #expect(Accessors.index(1).hashValue == Accessors.index(1).hashValue)
        #expect(Accessors.index(1) != Accessors.index(2))
        #expect(Accessors.index(1) != Accessors.key("1"), "an index is not the key \"1\"")
        #expect(Self.itemID == Accessors.Path([.key("items"), .index(2), .key("id")]))
        #expect(Self.itemID.components == [.key("items"), .index(2), .key("id")])
    }
}

@Suite("Index accessor bounds")
struct IndexAccessorBoundsTests {
    @Test(arguments: [Accessors.Path.maximumArrayPadding + 1, Int.max])
    func writingFarPastTheEndIsAnErrorNotAHugeArray(index: Int) {
        var destination: JSON = [1]
        let error = #expect(throws: MappingError.self) {
            try Accessors.index(index).write(2, into: &destination)
        }
        #expect(error?.code == .writeFailed)
        #expect(error?.detail == "the index is more than 1024 past the end of the array")
        #expect(destination == [1])
    }

    @Test func writingJustWithinThePaddingLimitPadsWithNull() throws {
        var destination: JSON = []
        try Accessors.index(Accessors.Path.maximumArrayPadding - 1).write(true, into: &destination)
        #expect(destination.count == Accessors.Path.maximumArrayPadding)
        #expect(destination[0] == .null)
        #expect(destination[Accessors.Path.maximumArrayPadding - 1] == true)
    }

    @Test(arguments: ["l.99999999999999999999", "l.01"])
    func digitStepsThatAreNotIndicesBehaveConsistently(keyPath: String) throws {
        let source: JSON = ["l": [1, 2]]
        if keyPath.hasSuffix("01") {
            // A leading zero makes it a key, and a key cannot be read from an array.
            #expect(throws: MappingError.self) { try Accessors.keyPath(keyPath).read(from: source) }
        } else {
            // Digits too large for an index: out of range, so missing.
            #expect(try Accessors.keyPath(keyPath).read(from: source) == nil)
        }
    }
}
