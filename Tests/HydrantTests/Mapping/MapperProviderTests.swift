import Hydrant
import Testing

/// `MapperProvider`, `Mappers.automatic` and the collections of providers: a field of a type that
/// knows its mapper, or of an array, dictionary, set or optional of one, needs no mapper.
@Suite("MapperProvider")
struct MapperProviderTests {
    struct Tag: MapperProvider, Sendable, Hashable {
        let name: String
        static let mapper = Mappers.object(Tag.init) { Field("name", \.name) }
    }

    struct Post: Sendable, Equatable {
        let tags: [Tag]
        let byLanguage: [String: Tag]
        let unique: Set<Tag>
        let grid: [[Tag]]
        let pinned: [Tag]?
        let words: Set<String>
    }

    static let post = Mappers.object(Post.init) {
        Field("tags", \.tags)
        Field("by_language", \.byLanguage)
        Field("unique", \.unique)
        Field("grid", \.grid)
        Field("pinned", \.pinned)
        Field("words", \.words)
    }

    static let text = #"""
        {"tags":[{"name":"a"}],"by_language":{"en":{"name":"b"}},"unique":[{"name":"c"},{"name":"c"}],
         "grid":[[{"name":"d"}],[]],"words":["x","y","x"]}
        """#
    static let value = Post(
        tags: [Tag(name: "a")], byLanguage: ["en": Tag(name: "b")], unique: [Tag(name: "c")],
        grid: [[Tag(name: "d")], []],
        pinned: nil, words: ["x", "y"])

    @Test func collectionsOfProvidersMapWithTheElementsMapper() throws {
        let mapped = try ThreeWay.expectSameReading(Self.post, Self.text)
        #expect(mapped.value == Self.value)
        #expect(mapped.error == nil)
        // The reverse: sets in no particular order, so the one-element sets are compared as text.
        var single = Self.value
        single = Post(
            tags: single.tags, byLanguage: single.byLanguage, unique: single.unique, grid: single.grid,
            pinned: [Tag(name: "e")], words: ["x"])
        #expect(
            try Self.post.reversed.string(from: single) == #"""
                {"tags":[{"name":"a"}],"by_language":{"en":{"name":"b"}},"unique":[{"name":"c"}],"grid":[[{"name":"d"}],[]],"pinned":[{"name":"e"}],"words":["x"]}
                """#)
    }

    @Test(arguments: [
        (
            #"{"tags":[{"name":1}],"by_language":{},"unique":[],"grid":[],"words":[]}"#,
            "Could not map from 'tags.0.name' to 'tags.0.name': expected a string, got a number (invalidSourceType)"
        ),
        (
            #"{"tags":[],"by_language":{"en":{}},"unique":[],"grid":[],"words":[]}"#,
            "Could not map from 'by_language.<key>.name' to 'byLanguage.<key>.name': the value is missing (missingValue)"
        ),
        (
            #"{"tags":[],"by_language":{},"unique":null,"grid":[],"words":[]}"#,
            "Could not map from 'unique' to 'unique': the value is null (nullValue)"
        ),
        (
            #"{"tags":[],"by_language":{},"unique":[],"grid":[[5]],"words":[]}"#,
            "Could not map from 'grid.0.0' to 'grid.0.0': expected an object, got a number (invalidSourceType)"
        ),
        (
            #"{"tags":[],"by_language":{},"unique":[],"grid":[],"words":"x"}"#,
            "Could not map from 'words' to 'words': expected an array, got a string (invalidSourceType)"
        ),
    ])
    func errorsCarryTheElementsPaths(text: String, expected: String) throws {
        let result = try ThreeWay.expectSameReading(Self.post, text)
        #expect(
            result.error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - \(expected)

                """)
    }

    @Test func automaticPicksTheProvidersMapper() throws {
        #expect(try Mappers.automatic([Tag].self).map(parsing: #"[{"name":"a"}]"#) == [Tag(name: "a")])
        #expect(try Mappers.automatic([String: [Tag]].self).map(parsing: #"{"k":[]}"#) == ["k": []])
        #expect(try Mappers.automatic(Set<Int>.self).map(parsing: "[1,1,2]") == [1, 2])
        #expect(try Set<String>(json: ["a", "a"]) == ["a"])
        #expect(try Set<String>(json: ["a"]).json == ["a"])
        #expect(throws: MappingError.self) { try Set<String>(json: [1]) }
    }
}
