import Foundation
import Hydrant
import HydrantTestSupport
import Testing

/// A hand-written direct writer (what `@Mappable` writes) writes what the fields write: the keys,
/// the `nil` policies and the errors are the fields', the text is the tree's.
@Suite("ObjectWriting: a direct writer writes as the fields do")
struct DirectObjectWriterTests {
    struct Item: Sendable, Equatable {
        let name: String
        let note: String?
        let deletedAt: String?
        let count: Int
        let token: String
    }

    /// The direct writer of `Item`'s fields, each written as its `Field` is.
    static let write: Mappers.Object<Item, String, String?, String?, Int, String>.DirectWriter = { item, writing in
        writing.write(0, item.name) { value, output, context throws(MappingError) in
            try ObjectWriting.write(
                value, as: String.self, with: Mappers.value(String.self).validated(.maxLength(8), options: .inReverse),
                to: &output, context: &context)
        }
        writing.write(1, item.note) { value, output, context throws(MappingError) in
            try ObjectWriting.write(value, as: String?.self, to: &output, context: &context)
        }
        writing.write(2, item.deletedAt) { value, output, context throws(MappingError) in
            try ObjectWriting.write(value, as: String?.self, to: &output, context: &context)
        }
        writing.write(3, item.count) { value, output, context throws(MappingError) in
            try ObjectWriting.write(value, as: Int.self, to: &output, context: &context)
        }
        // The decode-only `token` is not written.
    }

    /// Keys that need escaping, a field whose `nil` writes `null`, a rule checked in reverse and
    /// a decode-only field.
    static let item = Mappers.object(Item.init) {
        Field("na\"me", \.name, Mappers.value(String.self).validated(.maxLength(8), options: .inReverse))
        Field("note", \.note)
        Field("deleted_é", \.deletedAt).nilValues(.writeNull)
        Field("count", \.count)
        Field("token", \.token).decodeOnly()
    }
    .writingDirectly(write)

    /// The same mapping without the direct writer: its text is the fields'.
    static let byFields = Mappers.object(Item.init) {
        Field("na\"me", \.name, Mappers.value(String.self).validated(.maxLength(8), options: .inReverse))
        Field("note", \.note)
        Field("deleted_é", \.deletedAt).nilValues(.writeNull)
        Field("count", \.count)
        Field("token", \.token).decodeOnly()
    }

    static let items: [Item] = [
        Item(name: "ab", note: "n", deletedAt: "d", count: 1, token: "t"),
        Item(name: "ab", note: nil, deletedAt: nil, count: -1, token: "t"),
        Item(name: "a\u{0}\"\\/\u{2028}", note: "\u{1F}é😀", deletedAt: nil, count: .max, token: ""),
        Item(name: "abcdefghij", note: nil, deletedAt: "d", count: 0, token: "t"),
    ]

    static let options: [JSONWritingOptions] = [
        .compact, .pretty, JSONWritingOptions(escapesForwardSlashes: true, escapesNonASCII: true),
        JSONWritingOptions(sortsKeys: true),
    ]

    static func rendered(_ result: MappingResult<[UInt8]>) -> String {
        "\(result.value.map { String(decoding: $0, as: UTF8.self) } ?? "no value") | \(result.error?.fullDescription ?? "no error")"
    }

    @Test(arguments: items, options)
    func writesTheFieldsText(_ item: Item, _ options: JSONWritingOptions) {
        #expect(Self.item.writesDirectly)
        #expect(!Self.byFields.writesDirectly)
        #expect(
            Self.rendered(Self.item.reversed.mappingBytes(from: item, options: options))
                == Self.rendered(Self.byFields.reversed.mappingBytes(from: item, options: options)))
    }

    @Test func keysArePreparedEscapedAndNilValuesFollowTheirPolicy() throws {
        #expect(
            try Self.item.reversed.string(from: Self.items[1])
                == #"{"na\"me":"ab","deleted_é":null,"count":-1}"#)
        #expect(
            try Self.item.reversed.string(from: Self.items[1], options: .init(escapesNonASCII: true))
                == #"{"na\"me":"ab","deleted_\u00e9":null,"count":-1}"#)
        // The mapping's policy, given after the writer, writes `note`'s `nil` as `null` too.
        #expect(
            try Self.item.nilValues(.writeNull).reversed.string(from: Self.items[1])
                == #"{"na\"me":"ab","note":null,"deleted_é":null,"count":-1}"#)
    }

    @Test func aFieldThatFailsLeavesNothingAndReportsAsTheFields() {
        let result = Self.item.reversed.mappingBytes(from: Self.items[3])
        #expect(result.value == nil)
        #expect(
            result.error?.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'name' to 'na"me': failed maxLength: must have at most 8 characters (validationFailed)

                """)
    }

    /// A key path writes a nested object, and two fields with one key would write it twice: the
    /// fields write such mappings, and the direct writer is never called.
    @Test func mappingsWhoseFieldsDoNotEachWriteOneKeyAreWrittenByTheirFields() throws {
        let nested = Mappers.object(Item.init) {
            Field("a.name", \.name)
            Field("note", \.note)
            Field("deleted", \.deletedAt)
            Field("count", \.count)
            Field("token", \.token)
        }
        .writingDirectly { _, _ in Issue.record("the direct writer was called") }
        #expect(!nested.writesDirectly)
        #expect(
            try nested.reversed.string(from: Self.items[0])
                == #"{"a":{"name":"ab"},"note":"n","deleted":"d","count":1,"token":"t"}"#)
        let twice = Mappers.object(Item.init) {
            Field("name", \.name)
            Field(Accessors.firstPresent("name", "alias"), \.note)
            Field("deleted", \.deletedAt)
            Field("count", \.count)
            Field("token", \.token)
        }
        .writingDirectly { _, _ in Issue.record("the direct writer was called") }
        #expect(!twice.writesDirectly)
    }

    /// A tree is built by the fields, with the same members.
    @Test func aTreeIsBuiltByTheFields() throws {
        #expect(
            try Self.item.reversed.map(Self.items[0]) == ["na\"me": "ab", "note": "n", "deleted_é": "d", "count": 1])
    }
}

/// The example of ``Mappers/Object/writingDirectly(_:)``'s documentation.
@Suite("Mappers.Object.writingDirectly: the documented example")
struct WritingDirectlyExampleTests {
    typealias Point = ReadingDirectlyExampleTests.Point

    static let point = Mappers.object(Point.init) {
        Field("x", \.x)
        Field("y", \.y)
    }
    .writingDirectly { point, writing in
        writing.write(0, point.x) { x, output, context throws(MappingError) in
            try ObjectWriting.write(x, as: Int.self, to: &output, context: &context)
        }
        writing.write(1, point.y) { y, output, context throws(MappingError) in
            try ObjectWriting.write(y, as: Int.self, to: &output, context: &context)
        }
    }

    @Test func writesAsTheFields() throws {
        #expect(Self.point.writesDirectly)
        #expect(try Self.point.reversed.string(from: Point(x: 1, y: 2)) == #"{"x":1,"y":2}"#)
        #expect(
            try Mappers.array(of: Self.point).reversed.string(
                from: [Point(x: 1, y: 2), Point(x: 3, y: 4)], options: .pretty)
                    == """
                    [
                      {
                        "x": 1,
                        "y": 2
                      },
                      {
                        "x": 3,
                        "y": 4
                      }
                    ]
                    """)
    }
}
