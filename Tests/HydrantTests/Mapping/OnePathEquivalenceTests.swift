import Foundation
import Hydrant
import Testing

/// Every combinator of the one-path design (docs/Architecture.md, "Sources and sinks"), pinned by
/// `ThreeWay`: read from a tree and in place (or through `mapping(parsing:)` for a mapper of trees),
/// written through a tree and directly (or through `mappingBytes(from:)`), on good input, missing
/// and `null` values, wrong types and hostile strings; and read back.
@Suite("One path: tree, in-place and direct writing agree")
struct OnePathEquivalenceTests {
    enum Role: String, Sendable, Equatable { case admin, user }

    /// An eight-field model, like the benchmark's.
    struct Member: Sendable, Equatable {
        var id = 0
        var name = ""
        var email: String?
        var age = 0
        var score = 0.0
        var tags: [String] = []
        var joined = Date(timeIntervalSince1970: 0)
        var role = Role.user
    }

    static let ada = Member(
        id: 1, name: "Ada", email: "ada@example.com", age: 36, score: 9.5, tags: ["math", "engines"],
        joined: Date(timeIntervalSince1970: 1_389_710_123), role: .admin)
    static let bob = Member(
        id: 2, name: "Bob", email: nil, age: 200, score: -0.25, tags: [], joined: Date(timeIntervalSince1970: 0),
        role: .user)

    /// Documents for the member mappers: good, missing, `null`, wrong types, hostile strings,
    /// repeated and escaped keys, extra keys.
    static let memberTexts: [String] = [
        #"{"id":1,"name":"Ada","email":"ada@example.com","age":36,"score":9.5,"tags":["math","engines"],"joined":"2014-01-14T14:35:23Z","role":"admin"}"#,
        #"{"id":2,"name":"Bob","age":200,"score":-0.25,"tags":[],"joined":"1970-01-01T00:00:00Z","role":"user","extra":[1,{"x":null}]}"#,
        #"{"id":3,"name":"Eve","email":null,"age":20,"score":1,"tags":["a"],"joined":"2014-01-14T14:35:23Z","role":"user"}"#,
        #"{"name":"Ada","age":36}"#,
        #"{"id":null,"name":null,"email":null,"age":null,"score":null,"tags":null,"joined":null,"role":null}"#,
        #"{"id":"1","name":7,"email":[],"age":{},"score":"9.5","tags":[1,"b",null],"joined":12,"role":"chief"}"#,
        #"{"id":1.5,"name":"Ada\u0301","email":"1\u200d","age":1e400,"score":1e999,"tags":["\ud83d\ude00"],"joined":"1\u0301","role":"admin"}"#,
        #"{"id":1,"id":2,"n\u0061me":"Ada","age":36,"score":0,"tags":[],"joined":"2014-01-14T14:35:23Z","role":"user"}"#,
        #"{"Id":1,"nmae":"Ada","age":-1,"score":0,"tags":[],"joined":"2014-01-14T14:35:23.5+05:30","role":"user"}"#,
        #"[]"#, #"null"#, #""member""#,
    ]

    /// The plain mapper of the model.
    static let plain = Mappers.object(Member.init) {
        Field("id", \.id)
        Field("name", \.name)
        Field("email", \.email)
        Field("age", \.age)
        Field("score", \.score)
        Field("tags", \.tags)
        Field("joined", \.joined, Mappers.date(.rfc3339))
        Field("role", \.role, Mappers.rawValue(Role.self))
    }

    /// One field `.sensitive()`.
    static let sensitive = Mappers.object(Member.init) {
        Field("id", \.id)
        Field("name", \.name, Mappers.value(String.self).sensitive())
        Field("email", \.email)
        Field("age", \.age)
        Field("score", \.score)
        Field("tags", \.tags)
        Field("joined", \.joined, Mappers.date(.rfc3339))
        Field("role", \.role, Mappers.rawValue(Role.self))
    }

    /// One field `.validated(…)`.
    static let validated = Mappers.object(Member.init) {
        Field("id", \.id)
        Field("name", \.name)
        Field("email", \.email)
        Field("age", \.age).validated(.range(0...150))
        Field("score", \.score)
        Field("tags", \.tags)
        Field("joined", \.joined, Mappers.date(.rfc3339))
        Field("role", \.role, Mappers.rawValue(Role.self))
    }

    /// One field read by `first`, one by a custom mapper written as the article teaches, hooks.
    static let alternativesAndHooks = Mappers.object(Member.init) {
        Field(
            "id", \.id,
            Mappers.first {
                Mappers.value(Int.self)
                Mappers.number(Int.self)
            })
        Field("name", \.name)
        Field("email", \.email)
        Field("age", \.age, Clamped(range: 0...150))  // the article's custom mapper
        Field("score", \.score)
        Field("tags", \.tags)
        Field("joined", \.joined, Mappers.date(.rfc3339))
        Field("role", \.role, Mappers.rawValue(Role.self))
    }
    .afterDecoding { source, member in
        if source["legacy"] != nil { member.tags.append("legacy") }
    }
    .afterEncoding { json, _ in
        json["version"] = 2
    }

    /// A mutable model filled from a prototype.
    static let prototype = Mappers.object(prototype: Member()) {
        Field("id", \.id)
        Field("name", \.name)
        Field("email", \.email)
        Field("age", \.age)
        Field("score", \.score)
        Field("tags", \.tags)
        Field("joined", \.joined, Mappers.date(.rfc3339))
        Field("role", \.role, Mappers.rawValue(Role.self))
    }

    /// A mutable model made by a factory given the source, with a computed field that decodes, a
    /// key path, a custom accessor and unmapped keys reported.
    static let factory = Mappers.object(factory: { (source: JSON) in
        Member(id: (try? Int(json: source["id"] ?? .null)) ?? -1)
    }) {
        Field("name", \.name)
        Field("email", \.email, Mappers.optionally(Mappers.value(String.self)))
        Field(
            Accessors.fields("age", "score"), \.age,
            Mappers.closure(
                map: { (values: JSON) throws -> Int in try Int(json: values[0] ?? .null) },
                unmap: { (age: Int) -> JSON in [.number(JSONNumber(age)), 0] }))
        Field("tags.0", \.role, Mappers.optionally(Mappers.rawValue(Role.self), default: .user))
        ComputedField("tags", as: [String]?.self, decode: { tags, member in member.tags = tags ?? [] })
    }
    .unmappedKeys(.report)

    @Test(arguments: memberTexts)
    func memberMappersReadAlike(text: String) throws {
        try ThreeWay.expectSameReading(Self.factory, text)
        try ThreeWay.expectSameReading(Self.plain, text)
        try ThreeWay.expectSameReading(Self.sensitive, text)
        try ThreeWay.expectSameReading(Self.validated, text)
        try ThreeWay.expectSameReading(Self.alternativesAndHooks, text)
        try ThreeWay.expectSameReading(Self.prototype, text)
    }

    /// The equivalence is not vacuous: the outcomes are the ones the model's documents call for.
    @Test func theOutcomesAreTheExpectedOnes() throws {
        #expect(try ThreeWay.expectSameReading(Self.plain, Self.memberTexts[0]).value == Self.ada)
        guard
            case .successWithErrors(let clamped, _) = try ThreeWay.expectSameReading(
                Self.alternativesAndHooks, Self.memberTexts[1])
        else {
            Issue.record("a clamped age is a non-fatal error")
            return
        }
        #expect(clamped.age == 150)
        guard
            case .successWithErrors(let made, let unmapped) = try ThreeWay.expectSameReading(
                Self.factory, Self.memberTexts[0])
        else {
            Issue.record("the factory's mapping reports unmapped keys")
            return
        }
        #expect(made == Member(id: 1, name: "Ada", email: "ada@example.com", age: 36, tags: ["math", "engines"]))
        #expect(
            unmapped.underlyingMappingErrors.map(\.code) == [
                .invalidSourceValue, .unexpectedKey, .unexpectedKey, .unexpectedKey,
            ])
        #expect(try ThreeWay.expectSameReading(Self.validated, Self.memberTexts[1]).error?.isFatal == true)
        #expect(
            try ThreeWay.expectSameReading(Self.sensitive, Self.memberTexts[5]).error?.fullRecursiveDescription
                .contains("<Unknown>") == false)
        #expect(
            ThreeWay.expectSameWriting(Self.alternativesAndHooks.reversed, Self.ada)?.hasSuffix(#","version":2}"#)
                == true)
    }

    @Test(arguments: [ada, bob])
    func memberMappersWriteAlikeAndReadBack(member: Member) throws {
        try ThreeWay.expectRoundTrip(
            Self.plain, written: ThreeWay.expectSameWriting(Self.plain.reversed, member), member)
        try ThreeWay.expectRoundTrip(
            Self.sensitive, written: ThreeWay.expectSameWriting(Self.sensitive.reversed, member), member)
        ThreeWay.expectSameWriting(Self.validated.reversed, member)
        ThreeWay.expectSameWriting(Self.alternativesAndHooks.reversed, member)
        try ThreeWay.expectRoundTrip(
            Self.prototype, written: ThreeWay.expectSameWriting(Self.prototype.reversed, member), member)
    }

    // MARK: Standalone combinators

    static let tagSet = Mappers.set(of: Mappers.value(String.self))
    static let coordinates = Mappers.array(of: Mappers.array(of: Mappers.array(of: Mappers.value(Double.self))))
    static let reshape = Mappers.reshape {
        JSONField("name.first", to: "first_name")
        JSONField("age", to: "age")
    }

    struct Circle: Sendable, Equatable { let radius: Double }
    struct Square: Sendable, Equatable { let side: Double }
    enum Shape: Sendable, Equatable {
        case circle(Circle)
        case square(Square)
    }

    static let shape = Mappers.dispatch(on: "type", to: Shape.self) {
        Mappers.DispatchCase(
            "circle", Mappers.object(Circle.init) { Field("radius", \.radius) }, embed: Shape.circle,
            extract: { if case .circle(let c) = $0 { c } else { nil } })
        Mappers.DispatchCase(
            "square", Mappers.object(Square.init) { Field("side", \.side) }, embed: Shape.square,
            extract: { if case .square(let s) = $0 { s } else { nil } })
    }

    @Test(arguments: [
        #"["a","b","a"]"#, #"[]"#, #"[1,"b",null]"#, #"null"#, #"{"a":1}"#, #"["e\u0301","é"]"#,
    ])
    func setsReadAlike(text: String) throws {
        try ThreeWay.expectSameReading(Self.tagSet, text)
    }

    @Test(arguments: [
        #"[[[1,2],[3.5,-4e2]],[[0,0]]]"#, #"[]"#, #"[[[]]]"#, #"[[[1,"2"],null],[[true]]]"#, #"[[1]]"#,
        #"{"type":"Polygon"}"#,
    ])
    func nestedArraysReadAlike(text: String) throws {
        try ThreeWay.expectSameReading(Self.coordinates, text)
    }

    @Test(arguments: [
        #"{"type":"circle","radius":1}"#, #"{"type":"square","side":2.5}"#, #"{"type":"hexagon"}"#, #"{"radius":1}"#,
        #"{"type":null}"#, #"{"type":"circle","radius":"big"}"#, #"[]"#,
    ])
    func dispatchReadsAlike(text: String) throws {
        try ThreeWay.expectSameReading(Self.shape, text)
    }

    @Test(arguments: [
        #"{"name":{"first":"Ada"},"age":36}"#, #"{"name":"Ada"}"#, #"{"age":null}"#, #"[]"#,
        #"{"name":{"first":null},"extra":1}"#,
    ])
    func reshapeReadsAlike(text: String) throws {
        try ThreeWay.expectSameReading(Self.reshape, text)
    }

    /// Scalar inputs for the conversions: good, `null`, wrong kinds and hostile strings.
    static let scalarTexts = [
        #""2014-01-14T14:35:23Z""#, #""https://example.com/a?b=1""#, #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#,
        #""42""#, #"42"#, #"12.50"#, #"null"#, #"[]"#, #""1\u0301""#, #""""#, #""\u0000""#, #"1389710123"#,
    ]

    @Test(arguments: scalarTexts)
    func conversionsReadAlike(text: String) throws {
        try ThreeWay.expectSameReading(Mappers.url(), text)
        try ThreeWay.expectSameReading(Mappers.uuid(), text)
        try ThreeWay.expectSameReading(Mappers.date(.rfc3339), text)
        try ThreeWay.expectSameReading(Mappers.date(), text)
        try ThreeWay.expectSameReading(Mappers.anyDate(), text)
        try ThreeWay.expectSameReading(Mappers.number(Int.self), text)
        try ThreeWay.expectSameReading(Mappers.numberText(), text)
        try ThreeWay.expectSameReading(Mappers.formatted(Date.ISO8601FormatStyle()), text)
        try ThreeWay.expectSameReading(Mappers.rawValue(Role.self), text)
    }

    @Test func conversionsWriteAlikeAndReadBack() throws {
        let date = Date(timeIntervalSince1970: 1_389_710_123)
        try ThreeWay.expectRoundTrip(
            Mappers.url(),
            written: ThreeWay.expectSameWriting(Mappers.url().reversed, URL(string: "https://example.com")!),
            URL(string: "https://example.com")!)
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        try ThreeWay.expectRoundTrip(
            Mappers.uuid(), written: ThreeWay.expectSameWriting(Mappers.uuid().reversed, id), id)
        try ThreeWay.expectRoundTrip(
            Mappers.date(.rfc3339), written: ThreeWay.expectSameWriting(Mappers.date(.rfc3339).reversed, date), date)
        try ThreeWay.expectRoundTrip(
            Mappers.date(), written: ThreeWay.expectSameWriting(Mappers.date().reversed, date), date)
        try ThreeWay.expectRoundTrip(
            Mappers.anyDate(), written: ThreeWay.expectSameWriting(Mappers.anyDate().reversed, date), date)
        try ThreeWay.expectRoundTrip(
            Mappers.number(Int.self), written: ThreeWay.expectSameWriting(Mappers.number(Int.self).reversed, 42), 42)
        try ThreeWay.expectRoundTrip(
            Mappers.numberText(), written: ThreeWay.expectSameWriting(Mappers.numberText().reversed, "12.50"), "12.50")
        let iso = Mappers.formatted(Date.ISO8601FormatStyle())
        try ThreeWay.expectRoundTrip(iso, written: ThreeWay.expectSameWriting(Mappers.Reversed(iso), date), date)
        try ThreeWay.expectRoundTrip(
            Mappers.rawValue(Role.self),
            written: ThreeWay.expectSameWriting(Mappers.rawValue(Role.self).reversed, .admin), .admin)
        // A reverse that fails fails alike on both paths.
        #expect(
            ThreeWay.expectSameWriting(Mappers.url(schemes: ["https"]).reversed, URL(string: "ftp://example.com")!)
                == nil)
        #expect(ThreeWay.expectSameWriting(Mappers.date(.rfc3339).reversed, Date(timeIntervalSince1970: -1e12)) == nil)
    }

    @Test func standaloneReversesWriteAlike() throws {
        try ThreeWay.expectRoundTrip(
            Self.tagSet, written: ThreeWay.expectSameWriting(Self.tagSet.reversed, ["a"]), ["a"])
        let points: [[[Double]]] = [[[1, 2], [3.5, -400]], [[0, 0]], []]
        try ThreeWay.expectRoundTrip(
            Self.coordinates, written: ThreeWay.expectSameWriting(Self.coordinates.reversed, points), points)
        for value in [Shape.circle(Circle(radius: 1)), .square(Square(side: 2.5))] {
            try ThreeWay.expectRoundTrip(
                Self.shape, written: ThreeWay.expectSameWriting(Self.shape.reversed, value), value)
        }
        ThreeWay.expectSameWriting(Self.reshape.reversed, ["first_name": "Ada", "age": 36])
        ThreeWay.expectSameWriting(Self.reshape.reversed, ["age": nil])
    }
}
