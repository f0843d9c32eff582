import Foundation
import Hydrant
import Testing

// Every writing mapper against the tree path: the same text byte for byte, the same errors
// (rendered, with codes, paths and fatality) and the same outcome, under every option of
// `WritingPaths.options`.

@Suite("Writing values directly")
struct ValueWritingTests {
    @Test("Mappers.value(_:).reversed", arguments: WritingPaths.options)
    func representation(options: JSONWritingOptions) {
        WritingPaths.expectSame(Mappers.value(String.self).reversed, "a/é\"", options: options)
        WritingPaths.expectSame(Mappers.value([[Double]].self).reversed, [[1.5, .infinity], []], options: options)
        WritingPaths.expectSame(Mappers.value([String: Int?].self).reversed, ["b": nil, "a": 1], options: options)
        WritingPaths.expectSame(Mappers.value(JSON.self).reversed, [[["deep": 1]]], options: options)
    }

    @Test("Then writes the second step's result", arguments: WritingPaths.options)
    func then(options: JSONWritingOptions) {
        let doubled = Mappers.value(Int.self).then(Mappers.closure(map: { $0 * 2 }, unmap: { $0 / 2 }))
        #expect(WritingPaths.text(WritingPaths.expectSame(doubled.reversed, 8, options: options)) == "4")
        let checked = Checked().then(Mappers.closure(map: { String($0) }, unmap: { Int($0) ?? -1 }))
        WritingPaths.expectSame(checked.reversed, "7", options: options)
        WritingPaths.expectSame(checked.reversed, "x", options: options)
        WritingPaths.expectSame(checked.reversed, "700", options: options)
    }

    @Test("a custom writing mapper: good, failing, non-fatal", arguments: [3, -1, 300])
    func custom(value: Int) {
        for options in WritingPaths.options {
            WritingPaths.expectSame(CheckedReversed(), value, options: options)
        }
    }
}

@Suite("Writing optional values directly")
struct OptionalWritingTests {
    /// An object with one field converted by `mapper`, so that writing nothing shows as a
    /// missing key.
    struct Box<Value: Sendable>: Sendable {
        let value: Value
        let after: Int
    }

    static func box<M: JSONCodec>(_ mapper: M) -> Mappers.Reversed<Mappers.Object<Box<M.Output>, M.Output, Int>>
    where M.Input == JSON?, M.Output: Sendable {
        Mappers.object(Box<M.Output>.init) {
            Field("value", \.value, mapper)
            Field("after", \.after)
        }.reversed
    }

    @Test("Nullable: nil writes nothing, values and errors as the inner mapper", arguments: [nil, 3, -1, 300])
    func nullable(value: Int?) {
        let mapper = Mappers.nullable(Checked())
        for options in WritingPaths.options {
            WritingPaths.expectSame(Self.box(mapper), Box(value: value, after: 1), options: options)
        }
    }

    @Test(
        "Optionally: nil writes nothing, a failing value is dropped or defaulted with a non-fatal error",
        arguments: [nil, 3, -1, 300])
    func optionally(value: Int?) {
        let dropping = Mappers.optionally(Checked())
        let defaulting = Mappers.optionally(Checked(), default: 0, reverseDefault: ["fallback"])
        for options in WritingPaths.options {
            WritingPaths.expectSame(Self.box(dropping), Box(value: value, after: 1), options: options)
            if let value {
                WritingPaths.expectSame(Self.box(defaulting), Box(value: value, after: 1), options: options)
            }
        }
    }

    @Test("a codec of optional JSON writes nothing for a missing value")
    func optionalProtocol() throws {
        let nickname = Mappers.nullable(Mappers.value(String.self)).reversed
        var output = JSONOutput()
        var context = MappingContext()
        let start = output.checkpoint
        try nickname.write(nil, to: &output, context: &context)
        #expect(output.checkpoint == start)
        #expect(output.bytes.isEmpty)
        try nickname.write("Jo", to: &output, context: &context)
        #expect(output.checkpoint != start)
        #expect(String(decoding: output.bytes, as: UTF8.self) == "\"Jo\"")
    }
}

@Suite("Writing collections directly")
struct CollectionWritingTests {
    static let arrays: [[Int]] = [[], [1, 2, 3], [1, -2, 3], [1, 200, 3], [-1, 200, -3], [-1]]

    @Test("ArrayOf: a failing element leaves no text and fails the array", arguments: arrays)
    func array(values: [Int]) {
        for options in WritingPaths.options {
            WritingPaths.expectSame(Mappers.array(of: Checked()).reversed, values, options: options)
        }
    }

    @Test("CompactArrayOf: failing elements are dropped with a non-fatal error", arguments: arrays)
    func compactArray(values: [Int]) {
        for options in WritingPaths.options {
            WritingPaths.expectSame(Mappers.array(of: Mappers.optionally(Checked())).reversed, values, options: options)
        }
    }

    static let dictionaries: [[String: Int]] = [
        [:], ["b": 1, "a": 2, "é/": 3], ["b": -1, "a": 2], ["a": 300, "c": -3],
    ]

    @Test("DictionaryOf: members sorted by key; a failing member leaves no key", arguments: dictionaries)
    func dictionary(values: [String: Int]) {
        for options in WritingPaths.options {
            WritingPaths.expectSame(Mappers.dictionary(of: Checked()).reversed, values, options: options)
        }
    }

    @Test("CompactDictionaryOf: failing members are dropped with a non-fatal error", arguments: dictionaries)
    func compactDictionary(values: [String: Int]) {
        for options in WritingPaths.options {
            WritingPaths.expectSame(
                Mappers.dictionary(of: Mappers.optionally(Checked())).reversed, values, options: options)
        }
    }

    @Test("nested collections of objects", arguments: WritingPaths.options)
    func nested(options: JSONWritingOptions) {
        let mapper = Mappers.array(of: Mappers.dictionary(of: Mappers.array(of: Checked())))
        WritingPaths.expectSame(mapper.reversed, [["a": [1, 2], "b": []], [:]], options: options)
        WritingPaths.expectSame(mapper.reversed, [["a": [1, -2], "b": [300]], ["c": [-1]]], options: options)
    }
}

@Suite("Writing objects directly")
struct ObjectWritingTests {
    /// A model with a checked score, an optional nickname under an escaped key, tags and an optional extra.
    struct Player: Sendable, Equatable {
        let name: String
        let nickname: String?
        let score: Int
        let tags: [String]
        let extra: Int?
    }

    static func person(
        _ nilValues: NilWritingPolicy
    ) -> Mappers.Reversed<Mappers.Object<Player, String, String?, Int, [String], Int?>> {
        Mappers.object(Player.init) {
            Field("name", \.name)
            Field("nick/name é", \.nickname)
            Field("score", \.score, Checked())
            Field("tags", \.tags)
            Field("extra", \.extra, Mappers.nullable(Checked()))
        }.nilValues(nilValues).reversed
    }

    static let people: [Player] = [
        Player(name: "Ada", nickname: "A", score: 3, tags: ["x"], extra: 4),
        Player(name: "Ada", nickname: nil, score: 3, tags: [], extra: nil),
        Player(name: "Ada", nickname: nil, score: -3, tags: [], extra: -4),
        Player(name: "Ada", nickname: "A", score: 300, tags: ["x"], extra: 400),
        Player(name: "Ada", nickname: nil, score: -3, tags: [], extra: 400),
    ]

    @Test("members, omitted nil, failing and non-fatal members", arguments: people.indices)
    func members(index: Int) {
        for options in WritingPaths.options {
            WritingPaths.expectSame(Self.person(.omit), Self.people[index], options: options)
            WritingPaths.expectSame(Self.person(.writeNull), Self.people[index], options: options)
        }
    }

    @Test("a failing member is rolled back: its key and partial text are gone")
    func rollback() throws {
        let result = WritingPaths.expectSame(Self.person(.omit), Self.people[2])
        #expect(result.error?.isFatal == true)
        let mapper = Mappers.object(Player.init) {
            Field("name", \.name)
            Field("nickname", \.nickname)
            Field("score", \.score, Mappers.optionally(Checked(), default: 0))
            Field("tags", \.tags)
            Field("extra", \.extra, Mappers.optionally(Checked()))
        }.reversed
        let lenient = WritingPaths.expectSame(mapper, Self.people[2])
        #expect(WritingPaths.text(lenient) == #"{"name":"Ada","tags":[]}"#)
        #expect(lenient.error?.isFatal == false)
    }

    struct Nested: Sendable {
        let a: Int
        let b: String
        var sum: Int { a + 1 }
    }

    @Test("objects the direct path builds as trees: nested key paths, computed fields", arguments: WritingPaths.options)
    func treeObjects(options: JSONWritingOptions) {
        let nestedPaths = Mappers.object(Nested.init) {
            Field("x.a", \.a)
            Field("x.b", \.b)
        }.reversed
        WritingPaths.expectSame(nestedPaths, Nested(a: 1, b: "b"), options: options)
        let computed = Mappers.object(Nested.init) {
            Field("a", \.a)
            Field("b", \.b)
            Field("sum", \.sum).encodeOnly()
        }.reversed
        WritingPaths.expectSame(computed, Nested(a: 1, b: "b"), options: options)
        let sameKey = Mappers.object(Nested.init) {
            Field("a", \.a)
            Field("b", \.b).decodeOnly()
        }.reversed
        WritingPaths.expectSame(sameKey, Nested(a: 1, b: "b"), options: options)
    }

    @Test("a field whose mapper does not write directly writes its JSON value", arguments: [3, -3, 300])
    func fallbackField(score: Int) {
        let mapper = Mappers.object(Player.init) {
            Field("name", \.name)
            Field("nickname", \.nickname)
            Field("score", \.score, CheckedTreeOnly())
            Field("tags", \.tags)
            Field("extra", \.extra, Mappers.nullable(Mappers.value(JSON.self).then(CheckedTreeOnly())))
        }.reversed
        for options in WritingPaths.options {
            WritingPaths.expectSame(
                mapper, Player(name: "A", nickname: nil, score: score, tags: [], extra: score), options: options)
        }
        // A mapper of trees after `Mappers.value(JSON.self)` writes the JSON value it makes.
        let array = Mappers.array(of: Mappers.value(JSON.self).then(CheckedTreeOnly())).reversed
        WritingPaths.expectSame(array, [score])
        let object = Mappers.object(Player.init) {
            Field("name", \.name)
            Field("nickname", \.nickname)
            Field("score", \.score)
            Field("tags", \.tags)
            Field(
                "extra", \.extra,
                Mappers.array(of: Mappers.value(JSON.self).then(CheckedTreeOnly())).then(
                    Mappers.closure(map: { $0.first }, unmap: { [$0 ?? 0] })))
        }.reversed
        WritingPaths.expectSame(object, Player(name: "A", nickname: nil, score: 1, tags: [], extra: score))
    }
}

@Suite("Writing recursive values directly")
struct RecursiveWritingTests {
    final class Comment: Sendable {
        let text: String
        let score: Int
        let replies: [Comment]

        init(text: String, score: Int, replies: [Comment]) {
            self.text = text
            self.score = score
            self.replies = replies
        }
    }

    static let comment = Mappers.recursive { comment in
        Mappers.object(Comment.init) {
            Field("text", \.text)
            Field("score", \.score, Checked())
            Field("replies", \.replies, Mappers.array(of: comment))
        }
    }

    /// A thread `depth` replies deep, whose deepest comment has `score`.
    static func thread(depth: Int, score: Int) -> Comment {
        var comment = Comment(text: "leaf", score: score, replies: [])
        for level in 0..<depth {
            comment = Comment(
                text: "level \(level)", score: level,
                replies: [comment, Comment(text: "sibling", score: 1, replies: [])])
        }
        return comment
    }

    @Test("recursive values, with errors deep inside", arguments: [1, 300, -1])
    func recursive(score: Int) {
        for options in WritingPaths.options + [JSONWritingOptions(maxDepth: 9), JSONWritingOptions(maxDepth: 10)] {
            WritingPaths.expectSame(Self.comment.reversed, Self.thread(depth: 3, score: score), options: options)
        }
    }

    @Test("the depth limit: writeFailed as on the tree, and only when the mapping succeeds")
    func depthLimit() throws {
        let options = JSONWritingOptions(maxDepth: 10)
        let deep = WritingPaths.expectSame(Self.comment.reversed, Self.thread(depth: 6, score: 1), options: options)
        #expect(deep.error?.code == .writeFailed)
        #expect(
            deep.error?.underlyingErrors.first as? JSONWritingError
                == JSONWritingError(reason: .depthLimitExceeded(limit: 10)))
        #expect(throws: MappingError.self) {
            try Self.comment.reversed.bytes(from: Self.thread(depth: 6, score: 1), options: options)
        }
        let failing = WritingPaths.expectSame(Self.comment.reversed, Self.thread(depth: 6, score: -1), options: options)
        #expect(failing.error?.code == .multipleErrors)
        let shallow = WritingPaths.expectSame(Self.comment.reversed, Self.thread(depth: 4, score: 1), options: options)
        #expect(shallow.error == nil)
    }
}

@Suite("Mapping to JSON text")
struct MapperWritingEntryPointTests {
    @Test("bytes, data and string on a writing mapper and on a tree-only mapper")
    func entryPoints() throws {
        let direct = Mappers.array(of: Checked()).reversed
        #expect(try direct.bytes(from: [1, 2]) == Array("[[1],[2]]".utf8))
        #expect(try direct.data(from: [1]) == Data("[[1]]".utf8))
        #expect(try direct.string(from: [1], options: .pretty) == "[\n  [\n    1\n  ]\n]")
        let tree = CheckedTreeOnlyReversed()
        #expect(try tree.string(from: 5) == "[5]")
        #expect(throws: MappingError.self) { try tree.bytes(from: -5) }
        let wrongDepth = tree.mappingBytes(from: 5, options: JSONWritingOptions(maxDepth: 0))
        #expect(
            WritingPaths.summary(wrongDepth)
                == WritingPaths.summary(
                    .failure(WritingPaths.writingError(JSONWritingError(reason: .depthLimitExceeded(limit: 0))))))
    }

    @Test("the three outcomes", arguments: [[1], [300], [-1]])
    func outcomes(values: [Int]) {
        let direct = Mappers.array(of: Checked()).reversed
        let result = direct.mappingBytes(from: values)
        #expect(
            WritingPaths.summary(result) == WritingPaths.summary(WritingPaths.tree(direct, values, options: .compact)))
        switch values[0] {
        case 1: #expect(WritingPaths.text(result) == "[[1]]" && result.error == nil)
        case 300: #expect(WritingPaths.text(result) == "[[100]]" && result.error?.isFatal == false)
        default: #expect(result.value == nil && result.error?.isFatal == true)
        }
    }
}

@Suite("Writing Backward directly")
struct BackwardWritingTests {
    @Test("key paths are written as nested objects; other walks through a tree", arguments: [3, -1, 300])
    func backward(value: Int) {
        let walks: [Accessors.Path] = ["a", "a.b.c", "a/b.é", "items.1", "1", Accessors.Path([.index(1), .key("x")])]
        for options in WritingPaths.options {
            for walk in walks {
                WritingPaths.expectSame(Mappers.backward(walk, CheckedReversed()), value, options: options)
                WritingPaths.expectSame(Mappers.backward(walk, CheckedTreeOnlyReversed()), value, options: options)
                let optional = Mappers.nullable(Checked()).reversed
                WritingPaths.expectSame(Mappers.backward(walk, optional), value, options: options)
                WritingPaths.expectSame(Mappers.backward(walk, optional), nil, options: options)
            }
        }
    }

    @Test("the documented example")
    func example() throws {
        let account = Mappers.backward("person.account", Mappers.value(String.self).reversed)
        #expect(try account.string(from: "John") == #"{"person":{"account":"John"}}"#)
    }
}
