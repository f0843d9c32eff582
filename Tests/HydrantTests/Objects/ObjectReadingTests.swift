import Hydrant
import Testing

/// A model that remembers which code made it, so that a test can tell a direct reader
/// (``Mappers/Object/readingDirectly(_:)``) from the fields' closures.
struct DirectReading: Sendable, Equatable {
    var name: String
    var count: Int
    var note: String?
    var place: DirectPlace?
    var city: String?
    var madeBy: String = "fields"
}

/// A nested object, read through its field's mapper.
struct DirectPlace: Sendable, Equatable {
    var city: String
}

@Suite("ObjectReading: objects read by generated code, with the fields' values and errors")
struct ObjectReadingTests {
    typealias Mapping = Mappers.Object<DirectReading, String, Int, String?, DirectPlace?, String?>

    static let place = Mappers.object(DirectPlace.init) { Field("city", \.city) }

    /// The fields every mapping here reads: one key, a mapper, an optional, a nested object, and
    /// a key path with aliases' cousin, a key path.
    static func fields() -> Mapping {
        fields(count: Mappers.value(Int.self))
    }

    /// The fields, with `count` read by the given mapper.
    static func fields<Count: JSONCodec>(count: Count) -> Mapping where Count.Input == JSON, Count.Output == Int {
        Mappers.object({ DirectReading(name: $0, count: $1, note: $2, place: $3, city: $4) }) {
            Field("name", \.name)
            Field("count", \.count, count)
            Field("note", \.note)
            Field("place", \.place, Mappers.nullable(place))
            Field("place.city", \.city).decodeOnly()
        }
    }

    /// `fields` with the reader `@Mappable` would write (marking what it makes), for `count`'s
    /// mapper.
    static func direct<Count: JSONCodec>(
        _ mapping: Mapping, count: Count
    ) -> Mapping where Count.Input == JSON, Count.Output == Int {
        mapping.readingDirectly { reading, context throws(MappingError) in
            var name: JSONNode?
            var countMember: JSONNode?
            var note: JSONNode?
            var place: JSONNode?
            var members = reading.members
            while members.next() {
                switch members.keyByteCount {
                case 4:
                    if members.keyIs("name") {
                        if name == nil { name = members.value }
                    } else if members.keyIs("note") {
                        if note == nil { note = members.value }
                    }
                case 5:
                    if members.keyIs("count"), countMember == nil { countMember = members.value }
                    if members.keyIs("place"), place == nil { place = members.value }
                default: break
                }
            }
            let value0 = reading.value(0, name) { node, context throws(MappingError) in
                try ObjectReading.read(node, as: String.self, context: &context)
            }
            let value1 = reading.value(1, countMember) { node, context throws(MappingError) in
                try ObjectReading.read(node, as: Int.self, with: count, context: &context)
            }
            let value2 = reading.value(2, note) { node, context throws(MappingError) in
                try ObjectReading.read(node, as: String?.self, context: &context)
            }
            let value3 = reading.value(3, place) { node, context throws(MappingError) in
                try ObjectReading.read(
                    node, as: DirectPlace?.self, with: Mappers.nullable(Self.place), context: &context)
            }
            let value4 = reading.value(4, under: place) { node, context throws(MappingError) in
                try ObjectReading.read(node, as: String?.self, context: &context)
            }
            try reading.finish(context: &context)
            guard let value0, let value1, let value2, let value3, let value4 else { throw reading.incomplete() }
            return DirectReading(
                name: value0, count: value1, note: value2, place: value3, city: value4, madeBy: "direct")
        }
    }

    static func direct() -> Mapping { direct(fields(), count: Mappers.value(Int.self)) }

    /// The result with the marker taken off, to compare with the fields' result.
    static func unmarked(_ result: MappingResult<DirectReading>) -> (DirectReading?, String?) {
        var value = result.value
        value?.madeBy = "fields"
        return (value, result.error?.fullRecursiveDescription)
    }

    /// Clean documents: every field read directly, with the fields' values; escaped and repeated
    /// keys read as lookups read them.
    @Test(arguments: [
        #"{"name": "a", "count": 1, "note": "n", "place": {"city": "Oslo"}}"#,
        #"{"name": "a", "count": 1}"#,
        #"{"name": "a", "count": 1, "note": null, "place": null, "extra": [1, 2]}"#,
        #"{"count": 1, "name": "a\u00e9\n"}"#,
        #"{"n\u0061me": "a", "count": 2.0}"#,
        #"{"name": "a", "count": 1, "name": "b", "place": {"city": "x"}, "place": 5}"#,
    ])
    func cleanObjectsAreReadDirectlyWithTheFieldsValues(_ document: String) throws {
        let direct = try Self.direct().map(parsing: document)
        var expected = try Self.fields().map(parsing: document)
        #expect(direct.madeBy == "direct")
        expected.madeBy = "direct"
        #expect(direct == expected)
    }

    /// Anything that does not read cleanly gives the fields' value and errors, rendered, though
    /// the direct reader made them: missing, `null`, wrong types, out of range, hostile strings,
    /// a key path through a number, a non-object.
    @Test(arguments: [
        #"{"count": 1}"#,
        #"{"name": null, "count": 1}"#,
        #"{"name": "a", "count": "1"}"#,
        #"{"name": "a", "count": 1e999}"#,
        #"{"name": "a", "count": 99999999999999999999}"#,
        #"{"name": "a", "count": 1, "note": 5}"#,
        #"{"name": "a", "count": 1, "place": {"city": 7}}"#,
        #"{"name": "a", "count": 1, "place": []}"#,
        #"{"name": "a", "count": 1, "place": 5}"#,
        #"{"name": "\u0000\ud800", "count": 1}"#,
        #"{"Name": "a", "count": 1}"#,
        #"[]"#,
    ])
    func failuresAreTheFieldsFailures(_ document: String) {
        let direct = Self.unmarked(Self.direct().mapping(parsing: document))
        let fields = Self.unmarked(Self.fields().mapping(parsing: document))
        #expect(direct.0 == fields.0)
        #expect(direct.1 == fields.1)
        #expect(fields.1 != nil)
    }

    @Test func aFallbacksErrorIsRecordedWithItsValue() throws {
        let count = Mappers.nonFatally(Mappers.value(Int.self), default: 0)
        let lenient = Self.direct(Self.fields(count: count), count: count)
        let result = lenient.mapping(parsing: #"{"name": "a", "count": "many"}"#)
        #expect(result.value == DirectReading(name: "a", count: 0, madeBy: "direct"))
        #expect(
            result.error?.fullRecursiveDescription
                == """
                Hydrant code=4 isFatal=false reason="Multiple parsing errors occurred (fatal=0, total=1)" underlyingErrors=(
                  - Hydrant code=2 isFatal=false reason="Could not map from 'count' to 'count': expected a number, got a string"
                )
                """)
    }

    @Test func aTreeIsReadByTheFields() throws {
        let tree: JSON = ["name": "a", "count": 1]
        #expect(try Self.direct().map(tree) == DirectReading(name: "a", count: 1))
    }

    /// The unmapped-key policies apply after the fields, as the fields apply them.
    @Test(arguments: [UnmappedKeyPolicy.reject, .report])
    func unmappedKeysAreChecked(_ policy: UnmappedKeyPolicy) {
        let mapping = Self.direct().unmappedKeys(policy)
        let clean = mapping.mapping(parsing: #"{"name": "a", "count": 1}"#)
        #expect(clean.value == DirectReading(name: "a", count: 1, madeBy: "direct"))
        for document in [#"{"name": "a", "count": 1, "colour": "red"}"#, #"{"count": "x", "colour": "red"}"#] {
            let direct = Self.unmarked(mapping.mapping(parsing: document))
            let fields = Self.unmarked(Self.fields().unmappedKeys(policy).mapping(parsing: document))
            #expect(direct.0 == fields.0)
            #expect(direct.1 == fields.1)
        }
    }

    @Test func thePoliciesKeepTheDirectReader() throws {
        let mapping = Self.direct().nilValues(.writeNull).unmappedKeys(.ignore)
        #expect(try mapping.map(parsing: #"{"name": "a", "count": 1}"#).madeBy == "direct")
        #expect(
            try mapping.reversed.string(from: DirectReading(name: "a", count: 1))
                == #"{"name":"a","count":1,"note":null,"place":null}"#)
    }

    @Test func writingIsUnchanged() throws {
        let model = DirectReading(name: "a", count: 1, note: "n", place: DirectPlace(city: "Oslo"))
        let text = try Self.direct().reversed.string(from: model)
        #expect(text == #"{"name":"a","count":1,"note":"n","place":{"city":"Oslo"}}"#)
        #expect(text == (try Self.fields().reversed.string(from: model)))
    }
}

@Suite("JSONMemberCursor: an object's members, keys compared without making strings")
struct JSONMemberCursorTests {
    /// The keys a cursor visits and whether each is "name": in document order, duplicates the
    /// reading policy hides skipped, escaped keys decoded.
    @Test(arguments: [
        (#"{"name": 1, "x": 2}"#, DuplicateKeyPolicy.useFirst, [(4, true), (1, false)]),
        (#"{"n\u0061me": 1}"#, .useFirst, [(4, true)]),
        (#"{"name": 1, "name": 2}"#, .useFirst, [(4, true)]),
        (#"{"name": 1, "name": 2}"#, .preserve, [(4, true), (4, true)]),
        (#"{"name": 1, "x": 2, "name": 3}"#, .useLast, [(1, false), (4, true)]),
        (#"{"names": 1, "nam": 2, "": 3}"#, .useFirst, [(5, false), (3, false), (0, false)]),
        (#"[1, 2]"#, .useFirst, []),
        (#""name""#, .useFirst, []),
    ])
    func visitsEveryVisibleMember(
        _ text: String, _ duplicates: DuplicateKeyPolicy, _ expected: [(Int, Bool)]
    ) throws {
        let document = try JSONDocument(parsing: text, options: JSONReadingOptions(duplicateKeys: duplicates))
        var members = document.root.memberCursor
        var visited: [(Int, Bool)] = []
        while members.next() {
            visited.append((members.keyByteCount, members.keyIs("name")))
        }
        #expect(visited.map(\.0) == expected.map(\.0))
        #expect(visited.map(\.1) == expected.map(\.1))
    }

    @Test func theValueIsTheMembersValue() throws {
        let document = try JSONDocument(parsing: #"{"a": [1], "b": {"c": "d"}}"#)
        var members = document.root.memberCursor
        var values: [JSON] = []
        while members.next() { values.append(members.value.json) }
        #expect(values == [[1], ["c": "d"]])
    }
}

/// The example of ``Mappers/Object/readingDirectly(_:)``'s documentation, as written there.
@Suite("readingDirectly's documented example")
struct ReadingDirectlyExampleTests {
    struct Point: Sendable, Equatable {
        let x: Int
        let y: Int
    }

    static let point = Mappers.object(Point.init) {
        Field("x", \.x)
        Field("y", \.y)
    }
    .readingDirectly { reading, context throws(MappingError) in
        var x: JSONNode?
        var y: JSONNode?
        var members = reading.members
        while members.next() {
            guard members.keyByteCount == 1 else { continue }
            if members.keyIs("x") { x = x ?? members.value } else if members.keyIs("y") { y = y ?? members.value }
        }
        let xValue = reading.value(0, x) { node, context throws(MappingError) in
            try ObjectReading.read(node, as: Int.self, context: &context)
        }
        let yValue = reading.value(1, y) { node, context throws(MappingError) in
            try ObjectReading.read(node, as: Int.self, context: &context)
        }
        try reading.finish(context: &context)
        guard let xValue, let yValue else { throw reading.incomplete() }
        return Point(x: xValue, y: yValue)
    }

    @Test func readsAndReportsAsTheFields() throws {
        #expect(try Self.point.map(parsing: #"{"y": 2, "x": 1, "z": 3}"#) == Point(x: 1, y: 2))
        #expect(
            Self.point.mapping(parsing: #"{"x": "1"}"#).error?.description
                == """
                2 errors
                x
                  expected a number, got a string [invalidSourceType]
                y
                  the value is missing [missingValue]
                """)
    }
}
