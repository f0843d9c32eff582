import Foundation
import Testing

@testable import Hydrant

/// "Did you mean" is bounded whatever the document: a key whose length cannot be within the edit
/// distance costs nothing, and a suggestion looks at a bounded number of keys. (A 60 MB body with
/// one huge key once took 110 s to map reflectively, and 7.9 s per rendering with explicit
/// mappers.) The tree, the in-place document and the reflective mapper agree.
@Suite("Key suggestions")
struct KeySuggestionTests {
    /// A model of one field, so that a rendering holds one suggestion.
    struct AgeOnly: Sendable, Codable, Equatable {
        let age: Int
    }

    static let explicit = Mappers.object(AgeOnly.init) { Field("age", \.age) }
    static let reflective = Mappers.reflective(AgeOnly.self)

    /// The rendering of one missing `age`, with the suggestion the detail gives.
    static func rendering(suggesting key: String?) -> String {
        let reason = key.map { "the value is missing; did you mean '\($0)'?" } ?? "the value is missing"
        return """
            [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
              - Could not map from 'age' to 'age': \(reason) (missingValue)

            """
    }

    /// Maps `text` through the tree, in place and reflectively, and checks each rendering.
    static func expectSuggestion(
        _ key: String?, in text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = rendering(suggesting: key)
        let tree = try JSON(parsing: text, options: JSONReadingOptions(maxInputBytes: 1 << 26, maxStringBytes: 1 << 26))
        #expect(explicit.mapping(tree).error?.fatalDescription == expected, sourceLocation: sourceLocation)
        let options = JSONReadingOptions(maxInputBytes: 1 << 26, maxStringBytes: 1 << 26)
        #expect(
            explicit.mapping(parsing: text, options: options).error?.fatalDescription == expected,
            sourceLocation: sourceLocation)
        #expect(
            reflective.mapping(parsing: text, options: options).error?.fatalDescription == expected,
            sourceLocation: sourceLocation)
        #expect(reflective.mapping(tree).error?.fatalDescription == expected, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        (#"{"Age": 1}"#, "Age"),
        (#"{"aeg": 1}"#, "aeg"),  // "age" is three scalars: one edit allowed, and a swap of neighbours is one
        (#"{"eag": 1}"#, nil),  // two edits
        (#"{"ages": 1, "AGE": 2}"#, "AGE"),  // the same key in another case wins
        (#"{"\u0041ge": 1}"#, "Age"),  // escaped in the input
        (#"{"äge": 1}"#, "äge"),  // one scalar substituted
        (#"{"a\u0308ge": 1}"#, "a\u{308}ge"),  // "a" plus a combining mark: one scalar inserted
    ])
    func suggestsTheNearestKey(text: String, key: String?) throws {
        try Self.expectSuggestion(key, in: text)
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbours count one each; past the limit, the limit plus one.
    @Test(arguments: [
        ("titel", "title", 2, 1), ("title", "title", 2, 0), ("ab", "ba", 1, 1), ("abcd", "badc", 2, 2),
        ("ca", "abc", 2, 3), ("kitten", "sitting", 3, 3), ("flaw", "lawn", 2, 2), ("a", "", 2, 1),
        ("abcdef", "bacdfe", 1, 2), ("abcdef", "badcfe", 2, 3),
    ])
    func editDistanceCountsASwapAsOneEdit(a: String, b: String, limit: Int, distance: Int) {
        #expect(KeySuggestion.editDistance(Array(a), Array(b), limit: limit) == distance)
        #expect(KeySuggestion.editDistance(Array(b), Array(a), limit: limit) == distance)
    }

    @Test func aHugeKeyIsNeverCompared() throws {
        let huge = String(repeating: "a", count: 8 << 20)
        try Self.expectSuggestion(nil, in: #"{"\#(huge)": 1}"#)
        try Self.expectSuggestion("Age", in: #"{"\#(huge)": 1, "Age": 2}"#)
    }

    @Test func manyKeysOfTheRightLengthAreComparedWithinABudget() throws {
        // Keys of the right length that are not close: each is compared until the budget is spent.
        let filler = (0..<1_500).map { #""k\#($0 % 10)x": 0"# }.joined(separator: ", ")
        try Self.expectSuggestion("Age", in: "{\"Age\": 1, \(filler)}")
        try Self.expectSuggestion(nil, in: "{\(filler), \"Age\": 1}")
        // Keys that cannot be close by length are only counted, up to 10,000 of them.
        let short = (0..<20_000).map { #""\#($0 % 10)": 0"# }
        try Self.expectSuggestion("Age", in: "{\(short.prefix(9_999).joined(separator: ", ")), \"Age\": 1}")
        try Self.expectSuggestion(nil, in: "{\(short.joined(separator: ", ")), \"Age\": 1}")
    }
}
