import Foundation
import Hydrant
import Testing

/// `Indirect` and `Mappers.indirect`: a struct that holds a value of its own type, mapped by hand,
/// through Codable, and compared.
extension IndirectTests.Post {
    /// The wrapper's storage is mapped as it is: `_quoted` is visible in the type's extensions.
    static let mapper = Mappers.recursive { post in
        Mappers.object(IndirectTests.Post.init(text:storing:)) {
            Field("text", \.text)
            Field("quoted", \IndirectTests.Post._quoted, Mappers.indirect(post))
        }
    }

    /// Keeps the wrapper the mapping made.
    init(text: String, storing quoted: Indirect<IndirectTests.Post>) {
        self.text = text
        self._quoted = quoted
    }
}

@Suite("Indirect")
struct IndirectTests {
    struct Post: Codable, Sendable, Hashable {
        let text: String
        @Indirect var quoted: Post?
    }

    static let post = Post.mapper

    static let nested = Post(text: "a", quoted: Post(text: "b", quoted: nil))

    @Test(arguments: [
        (#"{"text":"a","quoted":{"text":"b"}}"#, Post?.some(nested)),
        (#"{"text":"a","quoted":{"text":"b","quoted":null}}"#, nested),
        (#"{"text":"a"}"#, Post(text: "a", quoted: nil)),
        (#"{"text":"a","quoted":null}"#, Post(text: "a", quoted: nil)),
        (#"{"text":"a","quoted":{"text":2}}"#, nil),
        (#"{"text":"a","quoted":"b"}"#, nil),
    ])
    func mapsFromATreeAndInPlace(text: String, expected: Post?) throws {
        let result = try ThreeWay.expectSameReading(Self.post, text)
        #expect(result.value == expected)
    }

    @Test func errorsNameTheWrappedProperty() {
        #expect(
            Self.post.mapping(parsing: #"{"text":"a","quoted":{"text":2}}"#).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'quoted.text' to 'quoted.text': expected a string, got a number (invalidSourceType)

                """)
    }

    @Test func writesNothingForNil() throws {
        #expect(try Self.post.reversed.string(from: Self.nested) == #"{"text":"a","quoted":{"text":"b"}}"#)
        #expect(try Mappers.indirect(Mappers.value(Int.self)).reversed.map(Indirect(wrappedValue: nil)) == nil)
    }

    @Test func codableSeesTheWrappedValue() throws {
        let decoded = try JSONDecoder().decode(Post.self, from: Data(#"{"text":"a","quoted":{"text":"b"}}"#.utf8))
        #expect(decoded == Self.nested)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(Self.nested), as: UTF8.self) == #"{"quoted":{"text":"b"},"text":"a"}"#)
        #expect(
            try JSONDecoder().decode(Post.self, from: Data(#"{"text":"a","quoted":null}"#.utf8))
                == Post(text: "a", quoted: nil))
        #expect(try JSONDecoder().decode(Indirect<Int>.self, from: Data("7".utf8)).wrappedValue == 7)
        #expect(String(decoding: try encoder.encode(Indirect<Int>(wrappedValue: nil)), as: UTF8.self) == "null")
    }

    @Test func copiesAreIndependentValues() {
        var copy = Self.nested
        #expect(copy == Self.nested)
        #expect(copy.hashValue == Self.nested.hashValue)
        copy.quoted = Post(text: "c", quoted: nil)
        #expect(copy != Self.nested)
        #expect(Self.nested.quoted?.text == "b")
        #expect(Set([Self.nested, copy, Self.nested]).count == 2)
    }
}
