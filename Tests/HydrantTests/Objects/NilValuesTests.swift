import Hydrant
import Testing

/// An issue as a PATCH body: `nil` properties either left out or written as `null`.
struct IssuePatch: Sendable, Equatable {
    let title: String?
    let assignee: String?
    let milestone: Int?
}

@Suite("Writing nil: NilWritingPolicy for a mapping and for a field")
struct NilValuesTests {
    static let empty = IssuePatch(title: nil, assignee: nil, milestone: nil)

    /// The mapping's policy, and a field's own.
    static func patch(
        _ mapping: NilWritingPolicy, assignee: NilWritingPolicy?
    )
        -> Mappers.Object<
            IssuePatch, String?, String?, Int?
        >
    {
        let plain = Field("assignee", \IssuePatch.assignee)
        let assigneeField = assignee.map { plain.nilValues($0) } ?? plain
        return Mappers.object(IssuePatch.init) {
            Field("title", \.title)
            assigneeField
            Field("milestone", \.milestone)
        }.nilValues(mapping)
    }

    @Test(arguments: [
        (NilWritingPolicy.omit, NilWritingPolicy?.none, "{}"),
        (.writeNull, nil, #"{"title":null,"assignee":null,"milestone":null}"#),
        (.omit, .writeNull, #"{"assignee":null}"#),
        (.writeNull, .omit, #"{"title":null,"milestone":null}"#),
        (.omit, .omit, "{}"),
    ])
    func aFieldsPolicyWinsOverItsMappings(
        mapping: NilWritingPolicy, field: NilWritingPolicy?, expected: String
    )
        throws
    {
        let mapper = Self.patch(mapping, assignee: field)
        // Into text, into a tree, and back: every writer follows the same policy.
        #expect(try mapper.reversed.string(from: Self.empty) == expected)
        #expect(try mapper.reversed.map(Self.empty) == JSON(parsing: expected))
        #expect(try mapper.map(parsing: expected) == Self.empty)
    }

    @Test func aValueIsWrittenWhateverThePolicy() throws {
        let mapper = Self.patch(.writeNull, assignee: .omit)
        let patch = IssuePatch(title: "Fix", assignee: "octocat", milestone: 3)
        #expect(try mapper.reversed.string(from: patch) == #"{"title":"Fix","assignee":"octocat","milestone":3}"#)
    }

    @Test func aDecodeOnlyFieldWritesNothingEvenAsNull() throws {
        let mapper = Mappers.object(IssuePatch.init) {
            Field("title", \.title).nilValues(.writeNull).decodeOnly()
            Field("assignee", \.assignee).nilValues(.writeNull)
            Field("milestone", \.milestone)
        }
        #expect(try mapper.reversed.string(from: Self.empty) == #"{"assignee":null}"#)
    }
}
