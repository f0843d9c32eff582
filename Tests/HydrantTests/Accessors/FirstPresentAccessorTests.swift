import Hydrant
import Testing

/// `Accessors.firstPresent`: a key and its aliases — read at the first present path, written at
/// the first.
@Suite("FirstPresent accessor")
struct FirstPresentAccessorTests {
    struct Item: Sendable, Equatable {
        let id: Int
        let name: String
    }

    static let item = Mappers.object(Item.init) {
        Field(Accessors.firstPresent("id", "ID", "meta.identifier"), \.id)
        Field("name", \.name)
    }

    // MARK: Reading and writing

    @Test(arguments: [
        (#"{"id": 1, "ID": 2}"#, JSON?.some(1)),
        (#"{"ID": 2, "id": 1}"#, 1),
        (#"{"ID": 2}"#, 2),
        (#"{"meta": {"identifier": 3}}"#, 3),
        (#"{"id": null, "ID": 2}"#, .some(.null)),  // null is present
        (#"{"other": 1}"#, nil),
        (#"{"meta": null}"#, nil),
    ])
    func readsTheFirstPresentPath(text: String, expected: JSON?) throws {
        let accessor = Accessors.firstPresent("id", "ID", "meta.identifier")
        #expect(try accessor.read(from: JSON(parsing: text)) == expected)
    }

    @Test func writesTheFirstPathOnly() throws {
        let accessor = Accessors.firstPresent("id", "ID")
        var out: JSON = ["ID": 9]
        try accessor.write(7, into: &out)
        #expect(out == ["ID": 9, "id": 7])
        try accessor.write(nil, into: &out)
        #expect(out == ["ID": 9])
        #expect(accessor.fieldNames == ["id"])
        #expect(accessor.description == "id")
        #expect(accessor.topLevelKeys == ["id", "ID"])
        #expect(Accessors.firstPresent([Accessors.key("a.b"), Accessors.index(0)]).topLevelKeys == nil)
    }

    @Test func aWrongShapeOnTheWayIsAReadFailure() {
        let error = #expect(throws: MappingError.self) {
            try Accessors.firstPresent("id.x", "ID").read(from: ["id": "text"])
        }
        #expect(error?.code == .readFailed)
    }

    // MARK: In an object mapping

    @Test(arguments: [
        #"{"id": 1, "name": "a"}"#,
        #"{"name": "a", "ID": 1}"#,
        #"{"meta": {"identifier": 1}, "name": "a"}"#,
        #"{"ID": "x", "name": "a"}"#,
        #"{"name": "a"}"#,
        #"{"Id": 1, "name": "a"}"#,
    ])
    func mapsTheSameFromATreeAndInPlace(text: String) throws {
        try ThreeWay.expectSameReading(Self.item, text)
    }

    @Test func errorsNameTheKeyTheValueWasReadFrom() {
        #expect(
            Self.item.mapping(parsing: #"{"ID": "x", "name": "a"}"#).error?.underlyingMappingErrors.map(\.reason) == [
                "Could not map from 'ID' to 'id': expected a number, got a string"
            ])
        #expect(
            Self.item.mapping(parsing: #"{"meta": {"identifier": true}, "name": "a"}"#).error?.underlyingMappingErrors
                .map(\.reason) == ["Could not map from 'meta.identifier' to 'id': expected a number, got a boolean"])
        // Missing everywhere: reported at the first spelling, with a suggestion for it.
        #expect(
            Self.item.mapping(parsing: #"{"Id": 1, "name": "a"}"#).error?.underlyingMappingErrors.map(\.reason) == [
                "Could not map from 'id' to 'id': the value is missing; did you mean 'Id'?"
            ])
    }

    @Test func aliasesAreNotUnmappedKeysAndTheReverseWritesTheFirstKey() throws {
        let strict = Self.item.unmappedKeys(.reject)
        #expect(try strict.map(parsing: #"{"ID": 4, "name": "b"}"#) == Item(id: 4, name: "b"))
        #expect(
            strict.mapping(parsing: #"{"ID": 4, "id": 5, "name": "b", "x": 0}"#).error?.underlyingMappingErrors.map(
                \.reason)
                == ["Could not map from '<key>' to '<Unknown>': no field reads this key"])
        #expect(try Self.item.reversed.string(from: Item(id: 4, name: "b")) == #"{"id":4,"name":"b"}"#)
        #expect(try Self.item.reversed.map(Item(id: 4, name: "b")) == ["id": 4, "name": "b"])
    }
}
