import Hydrant
import Testing

/// Every plain type a field without a mapper can have (`String`, `Int`, `Double`, `Bool` and their
/// optionals), as stored properties of a struct: what an object mapping writes straight from the
/// model, without the field's closures.
struct PlainValues: Sendable, Equatable {
    var text: String
    var count: Int
    var ratio: Double
    var flag: Bool
    var note: String?
    var limit: Int?
    var score: Double?
    var seen: Bool?
}

/// The same values in a class: its properties have no offset, so every field is written through
/// its closures. The reference the struct's text is compared with.
final class PlainValuesObject: Sendable {
    let text: String
    let count: Int
    let ratio: Double
    let flag: Bool
    let note: String?
    let limit: Int?
    let score: Double?
    let seen: Bool?

    init(
        text: String, count: Int, ratio: Double, flag: Bool, note: String?, limit: Int?, score: Double?, seen: Bool?
    ) {
        (self.text, self.count, self.ratio, self.flag) = (text, count, ratio, flag)
        (self.note, self.limit, self.score, self.seen) = (note, limit, score, seen)
    }

    convenience init(_ values: PlainValues) {
        self.init(
            text: values.text, count: values.count, ratio: values.ratio, flag: values.flag, note: values.note,
            limit: values.limit, score: values.score, seen: values.seen)
    }
}

@Suite("Plain fields: written straight from the model, as their closures write them")
struct PlainFieldTests {
    static func structMapping(_ nilValues: NilWritingPolicy) -> some JSONCodec<PlainValues> & Mapper<JSON, PlainValues>
    {
        Mappers.object(PlainValues.init) {
            Field("text", \.text)
            Field("count", \.count)
            Field("ratio", \.ratio)
            Field("flag", \.flag)
            Field("note", \.note)
            Field("limit", \.limit)
            Field("score", \.score)
            Field("seen", \.seen)
        }.nilValues(nilValues)
    }

    static func objectMapping(
        _ nilValues: NilWritingPolicy
    ) -> some JSONCodec<PlainValuesObject> & Mapper<JSON, PlainValuesObject> {
        Mappers.object(PlainValuesObject.init) {
            Field("text", \.text)
            Field("count", \.count)
            Field("ratio", \.ratio)
            Field("flag", \.flag)
            Field("note", \.note)
            Field("limit", \.limit)
            Field("score", \.score)
            Field("seen", \.seen)
        }.nilValues(nilValues)
    }

    /// Values at the edges of each type: escapes, non-ASCII text, the integer extremes, `-0.0`,
    /// non-finite doubles (written `null`), and every optional both `nil` and not.
    static let values: [PlainValues] = [
        PlainValues(
            text: "Ada", count: 36, ratio: 0.5, flag: true, note: nil, limit: nil, score: nil, seen: nil),
        PlainValues(
            text: "quote \" backslash \\ newline \n tab \t nul \u{0} bell \u{7}", count: .min, ratio: -0.0,
            flag: false, note: "é 🦆 \u{2028}", limit: .max, score: 1e300, seen: false),
        PlainValues(
            text: "", count: 0, ratio: .infinity, flag: true, note: "", limit: 0, score: .nan, seen: true),
        PlainValues(
            text: String(repeating: "long text, ", count: 200), count: -1, ratio: 1.7976931348623157e308,
            flag: false, note: "</script>", limit: -42, score: -.infinity, seen: nil),
    ]

    @Test(arguments: values, [NilWritingPolicy.omit, .writeNull])
    func aStructsPlainFieldsAreWrittenAsAClassesClosuresWriteThem(
        values: PlainValues, nilValues: NilWritingPolicy
    )
        throws
    {
        let structMapping = Self.structMapping(nilValues)
        let objectMapping = Self.objectMapping(nilValues)
        let object = PlainValuesObject(values)
        let allOptions: [JSONWritingOptions] = [
            .compact, .init(prettyPrinted: true), .init(escapesForwardSlashes: true, escapesNonASCII: true),
        ]
        for options in allOptions {
            let text = try structMapping.reversed.string(from: values, options: options)
            #expect(text == (try objectMapping.reversed.string(from: object, options: options)))
            // The tree the mapping builds is the same as the text, and so is the text written from it.
            let tree = try structMapping.reversed.map(values)
            #expect(try JSONWriter(options: options).writeString(tree) == text)
        }
    }

    @Test func theTextOfTheFirstValuesIsExact() throws {
        #expect(
            try Self.structMapping(.omit).reversed.string(from: Self.values[0])
                == #"{"text":"Ada","count":36,"ratio":0.5,"flag":true}"#)
        #expect(
            try Self.structMapping(.writeNull).reversed.string(from: Self.values[2])
                == #"{"text":"","count":0,"ratio":null,"flag":true,"note":"","limit":0,"score":null,"seen":true}"#)
    }

    @Test(arguments: values)
    func whatIsWrittenReadsBackAsTheSameValues(values: PlainValues) throws {
        let mapping = Self.structMapping(.omit)
        let text = try mapping.reversed.string(from: values)
        // Non-finite doubles are written `null`: a required one cannot be read back, an optional one
        // reads back `nil`.
        guard values.ratio.isFinite else {
            #expect(throws: MappingError.self) { try mapping.map(parsing: text) }
            return
        }
        var expected = values
        if let score = values.score, !score.isFinite { expected.score = nil }
        #expect(try mapping.map(parsing: text) == expected)
    }

    /// Documents whose plain fields take every path of reading them in place: values read from the
    /// tape, missing and `null` optionals, and what goes back to the field's closure (a missing or
    /// `null` required value, a wrong type, an integer written `1e3` or `2.0`, a fraction for an
    /// integer, a number beyond the exact conversions).
    static let documents = [
        #"{"text":"Ada","count":36,"ratio":0.5,"flag":true,"note":"n","limit":3,"score":1.5,"seen":false}"#,
        #"{"text":"é \n","count":-9223372036854775808,"ratio":-0.0,"flag":false}"#,
        #"{"text":"a","count":1,"ratio":1,"flag":true,"note":null,"limit":null,"score":null,"seen":null}"#,
        #"{"text":"a","count":1e3,"ratio":123456789012345678901234567890,"flag":true,"limit":2.0,"score":1e400}"#,
        #"{"text":"a","count":1.5,"ratio":1,"flag":true}"#,
        #"{"text":"a","count":9223372036854775808,"ratio":1,"flag":true}"#,
        #"{"count":1,"ratio":1,"flag":true}"#,
        #"{"text":null,"count":1,"ratio":1,"flag":true}"#,
        #"{"text":1,"count":"1","ratio":true,"flag":"yes","note":2,"limit":"x","score":[],"seen":0}"#,
        #"{"text":"a","count":1,"ratio":1,"flag":true,"note":{}}"#,
    ]

    @Test(arguments: documents)
    func plainFieldsReadInPlaceAsFromATree(text: String) throws {
        let mapping = Self.structMapping(.omit)
        let fromTree = mapping.mapping(try JSON(parsing: text))
        let inPlace = mapping.mapping(document: try JSONDocument(parsing: text))
        #expect(inPlace.value == fromTree.value)
        #expect(inPlace.error?.fullRecursiveDescription == fromTree.error?.fullRecursiveDescription)
        // The first three documents map; every other one has a fatal error.
        #expect((inPlace.value != nil) == (Self.documents.firstIndex(of: text)! < 3))
    }

    @Test func aFieldWithItsOwnNilPolicyIsWrittenByItsClosures() throws {
        let mapping = Mappers.object(PlainValues.init) {
            Field("text", \.text)
            Field("count", \.count)
            Field("ratio", \.ratio)
            Field("flag", \.flag)
            Field("note", \.note).nilValues(.writeNull)
            Field("limit", \.limit)
            Field("score", \.score)
            Field("seen", \.seen).nilValues(.omit)
        }.nilValues(.writeNull)
        #expect(
            try mapping.reversed.string(from: Self.values[0])
                == #"{"text":"Ada","count":36,"ratio":0.5,"flag":true,"note":null,"limit":null,"score":null}"#)
    }
}
