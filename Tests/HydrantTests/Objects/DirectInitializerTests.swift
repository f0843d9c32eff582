import Hydrant
import Testing

/// A model that remembers which initializer made it, so that a test can tell the direct path
/// (``Mappers/Object/readingDirectly(_:)``) from the general one.
struct DirectReading: Sendable, Equatable {
    var name: String
    var count: Int
    var note: String?
    var place: DirectPlace?
    var madeBy: String = "general"
}

/// A nested object, read through its field's mapper.
struct DirectPlace: Sendable, Equatable {
    var city: String
}

@Suite("Direct initializers: the model built straight from the field values, or the general path")
struct DirectInitializerTests {
    static let place = Mappers.object(DirectPlace.init) { Field("city", \.city) }

    /// The fields every mapping here reads.
    static func general() -> Mappers.Object<DirectReading, String, Int, String?, DirectPlace?> {
        general(count: Mappers.value(Int.self))
    }

    /// The fields, with `count` read by the given mapper.
    static func general<Count: JSONCodec>(
        count: Count
    ) -> Mappers.Object<DirectReading, String, Int, String?, DirectPlace?>
    where Count.Input == JSON, Count.Output == Int {
        Mappers.object({ DirectReading(name: $0, count: $1, note: $2, place: $3) }) {
            Field("name", \.name)
            Field("count", \.count, count)
            Field("note", \.note)
            Field("place", \.place, Mappers.nullable(place))
        }
    }

    /// `general` with the direct initializer `@Mappable` would write, marking what it makes.
    static func direct(
        _ mapping: Mappers.Object<DirectReading, String, Int, String?, DirectPlace?>
    )
        -> Mappers.Object<DirectReading, String, Int, String?, DirectPlace?>
    {
        mapping.readingDirectly { fields in
            guard let name = fields.value(0, as: String.self), let count = fields.value(1, as: Int.self),
                let note = fields.value(2, as: String?.self), let place = fields.value(3, as: DirectPlace?.self)
            else { return nil }
            return DirectReading(name: name, count: count, note: note, place: place, madeBy: "direct")
        }
    }

    /// Documents the direct initializer reads: every field clean, optional ones missing or `null`.
    @Test(arguments: [
        #"{"name": "a", "count": 1, "note": "n", "place": {"city": "Oslo"}}"#,
        #"{"name": "a", "count": 1}"#,
        #"{"name": "a", "count": 1, "note": null, "place": null, "extra": [1, 2]}"#,
        #"{"count": 1, "name": "a\u00e9\n"}"#,
        #"{"name": "a", "count": 2.0}"#,
        #"{"name": "a", "count": 1, "name": "b"}"#,
    ])
    func cleanObjectsAreBuiltDirectlyWithTheGeneralPathsValues(_ document: String) throws {
        let direct = try Self.direct(Self.general()).map(parsing: document)
        var expected = try Self.general().map(parsing: document)
        #expect(direct.madeBy == "direct")
        expected.madeBy = "direct"
        #expect(direct == expected)
    }

    /// Anything that does not read cleanly is left to the general path: the same value and the
    /// same errors, rendered, as the mapping without a direct initializer.
    @Test(arguments: [
        #"{"count": 1}"#,
        #"{"name": null, "count": 1}"#,
        #"{"name": "a", "count": "1"}"#,
        #"{"name": "a", "count": 1e999}"#,
        #"{"name": "a", "count": 99999999999999999999}"#,
        #"{"name": "a", "count": 1, "note": 5}"#,
        #"{"name": "a", "count": 1, "place": {"city": 7}}"#,
        #"{"name": "a", "count": 1, "place": []}"#,
        #"{"name": "\u0000\ud800", "count": 1}"#,
        #"[]"#,
    ])
    func failuresAreReportedByTheGeneralPath(_ document: String) {
        let direct = Self.direct(Self.general()).mapping(parsing: document)
        let general = Self.general().mapping(parsing: document)
        #expect(direct.value == general.value)
        #expect(direct.error?.fullRecursiveDescription == general.error?.fullRecursiveDescription)
        #expect(general.error != nil)
    }

    @Test func aFallbacksValueIsLeftToTheGeneralPathWhichRecordsItsError() throws {
        let lenient = Self.direct(Self.general(count: Mappers.nonFatally(Mappers.value(Int.self), default: 0)))
        let result = lenient.mapping(parsing: #"{"name": "a", "count": "many"}"#)
        #expect(result.value == DirectReading(name: "a", count: 0))
        #expect(
            result.error?.fullRecursiveDescription
                == """
                Hydrant code=4 isFatal=false reason="Multiple parsing errors occurred (fatal=0, total=1)" underlyingErrors=(
                  - Hydrant code=2 isFatal=false reason="Could not map from 'count' to 'count': expected a number, got a string"
                )
                """)
    }

    /// A direct initializer that makes a model although a value was `nil` is overruled: the
    /// general path reads the object, with the failed field's errors.
    @Test func aModelMadeDespiteAFailedValueIsDropped() {
        let stubborn = Self.general().readingDirectly { fields in
            let name = fields.value(0, as: String.self) ?? "?"
            let count = fields.value(1, as: Int.self) ?? -1
            return DirectReading(name: name, count: count, madeBy: "direct")
        }
        for document in [#"{"name": "a", "count": "1"}"#, #"{"count": 1}"#] {
            let direct = stubborn.mapping(parsing: document)
            let general = Self.general().mapping(parsing: document)
            #expect(direct.value == general.value)
            #expect(direct.error?.fullRecursiveDescription == general.error?.fullRecursiveDescription)
        }
    }

    @Test func aTreeIsReadTheGeneralWay() throws {
        let tree: JSON = ["name": "a", "count": 1]
        #expect(try Self.direct(Self.general()).map(tree) == DirectReading(name: "a", count: 1))
    }

    /// A value asked for at a position the mapping lacks, or as another type than its field's, is
    /// `nil`: the object is read the general way rather than misread.
    @Test(arguments: [(-1, "String"), (4, "String"), (1, "String"), (0, "Substring"), (2, "String")])
    func aWrongPositionOrTypeReadsNothing(_ ordinal: Int, _ typeName: String) throws {
        let mapping = Self.general().readingDirectly { fields in
            let found: Bool =
                switch typeName {
                case "Substring": fields.value(ordinal, as: Substring.self) != nil
                default: fields.value(ordinal, as: String.self) != nil
                }
            return found ? DirectReading(name: "?", count: 0, madeBy: "direct") : nil
        }
        #expect(try mapping.map(parsing: #"{"name": "a", "count": 1}"#) == DirectReading(name: "a", count: 1))
    }

    /// With the unmapped-key policy `reject` (or `report`), keys are checked by the general path.
    @Test(arguments: [UnmappedKeyPolicy.reject, .report])
    func unmappedKeysAreCheckedByTheGeneralPath(_ policy: UnmappedKeyPolicy) {
        let mapping = Self.direct(Self.general()).unmappedKeys(policy)
        let clean = mapping.mapping(parsing: #"{"name": "a", "count": 1}"#)
        #expect(clean.value == DirectReading(name: "a", count: 1))
        let document = #"{"name": "a", "count": 1, "colour": "red"}"#
        let extra = mapping.mapping(parsing: document)
        let general = Self.general().unmappedKeys(policy).mapping(parsing: document)
        #expect(extra.value == general.value)
        #expect(extra.error?.fullRecursiveDescription == general.error?.fullRecursiveDescription)
        #expect(extra.error?.underlyingErrors.count == 1)
    }

    @Test func thePoliciesKeepTheDirectInitializer() throws {
        let mapping = Self.direct(Self.general()).nilValues(.writeNull).unmappedKeys(.ignore)
        #expect(try mapping.map(parsing: #"{"name": "a", "count": 1}"#).madeBy == "direct")
        #expect(
            try mapping.reversed.string(from: DirectReading(name: "a", count: 1))
                == #"{"name":"a","count":1,"note":null,"place":null}"#)
    }

    @Test func writingIsUnchanged() throws {
        let model = DirectReading(name: "a", count: 1, note: "n", place: DirectPlace(city: "Oslo"))
        let text = try Self.direct(Self.general()).reversed.string(from: model)
        #expect(text == #"{"name":"a","count":1,"note":"n","place":{"city":"Oslo"}}"#)
        #expect(text == (try Self.general().reversed.string(from: model)))
    }
}
