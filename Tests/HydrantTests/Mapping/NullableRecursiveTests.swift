import Foundation
import Hydrant
import Testing

@Suite("Nullable and recursive mappers")
struct NullableRecursiveTests {
    struct Comment: Sendable, Equatable {
        let text: String
        let replies: [Comment]
        let quote: Box?
    }

    final class Box: Sendable, Equatable {
        let comment: Comment
        init(_ comment: Comment) { self.comment = comment }
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.comment == rhs.comment }
    }

    static let comment = Mappers.recursive { comment in
        Mappers.object(Comment.init) {
            Field("text", \.text)
            Field("replies", \.replies, Mappers.array(of: comment))
            Field(
                "quote", \.quote,
                Mappers.nullable(comment.then(Mappers.closure(map: { Box($0) }, unmap: { (box: Box) in box.comment }))))
        }
    }

    static let thread =
        #"{"text":"a","replies":[{"text":"b","replies":[],"quote":{"text":"c","replies":[]}}],"quote":null}"#

    @Test func recursiveMapperMapsNestedValuesBothWays() throws {
        let value = try Self.comment.map(parsing: Self.thread)
        let quoted = Comment(text: "c", replies: [], quote: nil)
        #expect(value == Comment(text: "a", replies: [Comment(text: "b", replies: [], quote: Box(quoted))], quote: nil))
        let json = try Self.comment.reversed.map(value)
        #expect(
            json
                == (try JSON(
                    parsing: #"{"text":"a","replies":[{"text":"b","replies":[],"quote":{"text":"c","replies":[]}}]}"#)))
        #expect(try Self.comment.map(json) == value)
    }

    @Test func nestedErrorsHaveFullPaths() {
        let result = Self.comment.mapping(parsing: #"{"text":"a","replies":[{"text":1,"replies":[]}]}"#)
        #expect(result.error?.code == .multipleErrors)
        #expect(result.error?.fatalDescription.contains("replies.0.text") == true)
    }

    @Test(arguments: [nil, JSON.null])
    func nullableTurnsMissingAndNullIntoNilWithoutError(input: JSON?) {
        let mapper = Mappers.nullable(Mappers.value(Int.self))
        let result = mapper.mapping(input)
        guard case .success(let value) = result else {
            Issue.record("expected success without errors, got \(result)")
            return
        }
        #expect(value == nil)
    }

    @Test func nullableKeepsTheInnerMappersErrors() {
        let mapper = Mappers.nullable(Mappers.value(Int.self))
        #expect(mapper.mapping(3).value == 3)
        #expect(mapper.mapping(3).error == nil)
        #expect(mapper.mapping("3").error?.detail == "expected a number, got a string")
        #expect(mapper.mapping("3").error?.isFatal == true)
    }

    @Test func nullableReverseWritesNilAsMissing() throws {
        let mapper = Mappers.nullable(Mappers.value(Int.self))
        #expect(try mapper.reversed.map(nil) == nil)
        #expect(try mapper.reversed.map(4) == 4)
    }

    // MARK: Presence required, null allowed (the original's notNull on a nullable property)

    @Test func requiringPresenceFailsOnMissingAndAcceptsNull() throws {
        let middleName = Mappers.nullable(Mappers.value(String.self), requiringPresence: true)
        #expect(try middleName.map(.some(.null)) == nil)
        #expect(try middleName.map(.some("Jo")) == "Jo")
        let missing = try #require(middleName.mapping(nil).error)
        #expect(missing.code == .missingValue)
        #expect(missing.isFatal)
        // The reverse writes nil as null, so that the key is there.
        #expect(try middleName.reversed.map(nil) == .some(.null))
        #expect(try middleName.reversed.map("Jo") == .some("Jo"))
        struct Name: Sendable, Equatable { let middle: String? }
        let name = Mappers.object(Name.init) { Field("middle", \.middle, middleName) }
        #expect(try name.map(parsing: #"{"middle":null}"#) == Name(middle: nil))
        #expect(name.mapping(parsing: "{}").error?.underlyingMappingErrors.map(\.code) == [.missingValue])
        #expect(try name.reversed.string(from: Name(middle: nil)) == #"{"middle":null}"#)
    }
}
