// Runs with the package trait Macros (on by default); skipped without it.
#if Macros
    import Foundation
    import HydrantMacros
    import Testing

    /// A raw-value enum that is not `@Mappable`: it maps through its raw values anyway.
    enum MacroReviewState: String, Sendable, Equatable, CaseIterable {
        case approved
        case changesRequested = "changes_requested"
    }

    /// Foundation's string-carried types and an unmarked raw-value enum, without a single attribute.
    @Mappable(keys: .snakeCase)
    struct MacroReview: Sendable, Equatable {
        let id: UUID
        let state: MacroReviewState
        let previousState: MacroReviewState?
        let submittedAt: Date
        let dismissedAt: Date?
        let htmlURL: URL
        let editedAt: [Date]
        let score: Decimal
    }

    /// A type declared with `@Mappable` and mapped by hand in the same file: `MacroRepo.init` names
    /// the memberwise initializer alone (the macro's initializer is private to the type).
    @Mappable
    struct MacroRepo: Sendable, Equatable {
        let id: Int
        let name: String
    }

    /// The hand-written mapper beside the macro's, with other keys.
    let handWrittenRepo = Mappers.object(MacroRepo.init) {
        Field("repo_id", \.id)
        Field("full_name", \.name)
    }

    @Suite("@Mappable plain types")
    struct PlainTypesTests {
        static let text = #"""
            {"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","state":"changes_requested","submitted_at":"2011-01-26T19:01:12.5+01:00",
             "html_url":"https://github.com/octocat/Hello-World/pull/1347","edited_at":["2011-01-27T00:00:00Z"],"score":1.25}
            """#
        static let review = MacroReview(
            id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, state: .changesRequested, previousState: nil,
            submittedAt: Date(timeIntervalSince1970: 1_296_064_872.5), dismissedAt: nil,
            htmlURL: URL(string: "https://github.com/octocat/Hello-World/pull/1347")!,
            editedAt: [Date(timeIntervalSince1970: 1_296_086_400)], score: Decimal(string: "1.25")!)

        @Test func datesURLsUUIDsAndRawValueEnumsMapWithoutAttributes() throws {
            let result = MacroReview.mapper.mapping(parsing: Self.text)
            #expect(result.value == Self.review)
            #expect(result.error == nil)
        }

        @Test func theReverseWritesRFC3339InUTCAndLowerCaseUUIDs() throws {
            let text = try MacroReview.mapper.reversed.string(from: Self.review)
            #expect(
                text
                    == #"{"id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","state":"changes_requested","submitted_at":"2011-01-26T18:01:12Z","html_url":"https://github.com/octocat/Hello-World/pull/1347","edited_at":["2011-01-27T00:00:00Z"],"score":1.25}"#
            )
        }

        @Test func optionalsAcceptNullAndMissingKeysAreFatal() throws {
            let nulls = MacroReview.mapper.mapping(
                parsing: #"""
                    {"id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","state":"approved","previous_state":null,"submitted_at":"2011-01-26T19:01:12Z",
                     "dismissed_at":null,"html_url":"mailto:a@b.c","edited_at":[],"score":0}
                    """#)
            #expect(nulls.value?.previousState == nil)
            #expect(nulls.value?.dismissedAt == nil)
            #expect(nulls.error == nil)
            let missing = try #require(MacroReview.mapper.mapping(parsing: "{}").error)
            #expect(missing.isFatal)
            #expect(
                missing.entries.map(\.pointer) == [
                    "/id", "/state", "/submitted_at", "/html_url", "/edited_at", "/score",
                ])
        }

        @Test(arguments: [
            (#""state":"merged""#, "/state", #"expected one of "approved", "changes_requested""#),
            (#""state":null"#, "/state", "the value is null"),
            (#""submitted_at":"2011-01-26""#, "/submitted_at", "not a date in the format RFC 3339"),
            (#""submitted_at":"2011-01-26T19:01:12\u0301Z""#, "/submitted_at", "not a date in the format RFC 3339"),
            (#""id":"e621e1f8c36c495a93fc0c247a3e6e5f""#, "/id", "not a valid UUID"),
            (#""id":42"#, "/id", "expected a string, got a number"),
            (#""html_url":"example.com""#, "/html_url", "not a URL"),
            (#""previous_state":"closed""#, "/previous_state", "expected one of"),
        ])
        func badValuesAreFatalAndSayWhatWasExpected(member: String, path: String, words: String) throws {
            let good = try JSON(parsing: Self.text)
            guard case .object(var object) = good, case .object(let bad) = try JSON(parsing: "{\(member)}") else {
                Issue.record("the fixtures are objects")
                return
            }
            for (key, value) in bad { object[key] = value }
            let error = try #require(MacroReview.mapper.mapping(.object(object)).error)
            #expect(error.isFatal)
            #expect(error.entries.count == 1)
            #expect(error.entries.first?.pointer == path)
            #expect(error.entries.first?.message.contains(words) == true, "\(error.entries.first?.message ?? "")")
        }

        @Test func theAutomaticMapperOfAnUnmarkedRawValueEnumIsItsRawValueMapper() throws {
            let mapper = Mappers.automatic(MacroReviewState.self)
            #expect(try mapper.map("approved") == .approved)
            #expect(try mapper.reversed.map(.changesRequested) == "changes_requested")
            #expect(
                try Mappers.automatic(Date.self).reversed.map(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        }

        @Test func typeInitNamesTheMemberwiseInitializerBesideTheMacro() throws {
            let repo = try handWrittenRepo.map(parsing: #"{"repo_id": 1, "full_name": "octocat/Hello-World"}"#)
            #expect(repo == MacroRepo(id: 1, name: "octocat/Hello-World"))
            #expect(try MacroRepo.mapper.map(parsing: #"{"id": 1, "name": "x"}"#) == MacroRepo(id: 1, name: "x"))
        }
    }

    /// `nil` written as `null` for the whole type, except where a property says otherwise.
    @Mappable(keys: .snakeCase, nilValues: .writeNull)
    struct MacroIssueUpdate: Sendable, Equatable {
        let title: String
        let closedAt: Date?
        @NilValues(.omit) let milestone: String?
    }

    /// `nil` left out (the default), except for the property that asks for `null`.
    @Mappable(keys: .snakeCase)
    struct MacroIssuePatch: Sendable, Equatable {
        let title: String?
        @NilValues(.writeNull) let assignee: String?
    }

    @Suite("@Mappable nil values")
    struct MappableNilValuesTests {
        @Test func theTypesPolicyWritesNullAndAPropertysWins() throws {
            let update = MacroIssueUpdate(title: "Fix", closedAt: nil, milestone: nil)
            #expect(try MacroIssueUpdate.mapper.reversed.string(from: update) == #"{"title":"Fix","closed_at":null}"#)
            #expect(try MacroIssueUpdate.mapper.map(parsing: #"{"title":"Fix","closed_at":null}"#) == update)
        }

        @Test func byDefaultNilIsLeftOutUnlessAPropertyAsksForNull() throws {
            let patch = MacroIssuePatch(title: nil, assignee: nil)
            #expect(try MacroIssuePatch.mapper.reversed.string(from: patch) == #"{"assignee":null}"#)
            let assigned = MacroIssuePatch(title: "x", assignee: "octocat")
            #expect(
                try MacroIssuePatch.mapper.reversed.string(from: assigned) == #"{"title":"x","assignee":"octocat"}"#)
        }
    }
#endif
