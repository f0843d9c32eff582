// Runs with the package trait Macros (on by default); skipped without it.
#if Macros
    import Foundation
    import HydrantMacros
    import Testing

    @Mappable
    struct ArticleAddress: Sendable, Equatable {
        let city: String
    }

    @Mappable(keys: .snakeCase)
    struct ArticlePerson: Sendable, Equatable {
        @Key("given_name") let firstName: String
        let lastName: String
        @Default(0) let age: Int
        @Validate(.range(0...150)) let height: Int
        @Sensitive let password: String
        let nickname: String?
        let tags: [String]
        let address: ArticleAddress
    }

    @Mappable(keys: .snakeCase)
    struct ArticleAccount: Sendable, Equatable {
        @Key("given_name") let firstName: String
        @Default(0) let age: Int
        @Sensitive var nickname: String?
        @Validate(.minLength(8)) let password: String
        @EncodeOnly var initial: String { String(firstName.prefix(1)) }
    }

    @Mappable
    struct Translation: Sendable, Equatable {
        let text: String
    }

    @Mappable(keys: .snakeCase)
    struct ArticleStatus: Sendable, Equatable {
        @Alias("ID") let id: Int64
        let text: String
        let createdAt: Date
        @Map(Mappers.date(.rfc3339Milliseconds)) let editedAt: Date?
        let replies: [ArticleStatus]
        @Indirect var retweetedStatus: ArticleStatus?
        let byLanguage: [String: Translation]
    }

    @Mappable(keys: .custom { "X-" + $0 })
    struct ArticleHeaders: Sendable, Equatable {
        let requestID: String
    }

    @Mappable
    enum ArticlePullState: String, Sendable, CaseIterable {
        case open, closed
    }

    @Mappable(keys: .snakeCase)
    struct ArticlePullRequest: Sendable, Equatable {
        let number: Int
        let title: String
        var draft: Bool = false
        let state: ArticlePullState
    }

    /// The article's list of pull requests: a top-level array, bad elements dropped, pretty output.
    @Suite("Mapping with Macros article: a list with bad elements")
    struct MacrosArticleListTests {
        static let body = #"""
            [{"number": 1, "title": "Fix the parser", "state": "open"},
             {"number": 2, "title": "Add streams", "state": "merged"},
             {"number": 3, "state": "closed"},
             {"number": 4, "title": "Docs", "draft": true, "state": "open"}]
            """#

        @Test func badElementsAreDroppedAndSaidWhy() throws {
            let pulls = Mappers.array(of: Mappers.optionally(ArticlePullRequest.mapper))
            let result = pulls.mapping(parsing: Self.body)
            #expect(result.value?.map(\.number) == [1, 4])
            #expect(
                "\(result.error!)" == """
                    2 non-fatal errors; 2 elements dropped: 1, 2
                    1.state
                      expected one of "open", "closed" [invalidSourceValue, element dropped]
                    2.title
                      the value is missing [missingValue, element dropped]
                    """)
            let pretty = try pulls.reversed.string(from: result.value!, options: .pretty)
            #expect(
                pretty == """
                    [
                      {
                        "number": 1,
                        "title": "Fix the parser",
                        "draft": false,
                        "state": "open"
                      },
                      {
                        "number": 4,
                        "title": "Docs",
                        "draft": true,
                        "state": "open"
                      }
                    ]
                    """)
        }
    }

    /// The examples of the Mapping with Macros article (Hydrant.docc/MappingWithMacros.md).
    @Suite("Mapping with Macros article")
    struct MacrosArticleTests {
        @Test func theOverviewsModelMapsBothWays() throws {
            let data = Data(
                #"{"given_name":"Ada","last_name":"Lovelace","age":36,"height":140,"password":"x","tags":[],"address":{"city":"London"}}"#
                    .utf8)
            let person = ArticlePerson(
                firstName: "Ada", lastName: "Lovelace", age: 36, height: 140, password: "x", nickname: nil, tags: [],
                address: ArticleAddress(city: "London"))
            let result = ArticlePerson.mapper.mapping(parsing: data)
            #expect(result.value == person)
            let text = try ArticlePerson.mapper.reversed.string(from: person)
            #expect(try ArticlePerson.mapper.map(parsing: text) == person)
            #expect(
                ArticlePerson.mapper.mapping(
                    parsing:
                        #"{"given_name":"A","last_name":"L","height":200,"password":"x","tags":[],"address":{"city":"P"}}"#
                )
                .error?.underlyingMappingErrors.map(\.code) == [.validationFailed])
        }

        /// The expansion the article shows: the same behaviour as the hand-written mapper.
        @Test func whatTheMacroWritesBehavesAsWritten() throws {
            let account = try ArticleAccount.mapper.map(parsing: #"{"given_name":"Ada","password":"12345678"}"#)
            #expect(account == ArticleAccount(firstName: "Ada", age: 0, nickname: nil, password: "12345678"))
            #expect(
                try ArticleAccount.mapper.reversed.string(from: account)
                    == #"{"given_name":"Ada","age":0,"password":"12345678","initial":"A"}"#)
            #expect(
                ArticleAccount.mapper.mapping(parsing: #"{"given_name":"Ada","age":1,"password":"short"}"#).error?
                    .isFatal
                    == true)
        }

        @Test func theAttributesExamplesMapBothWays() throws {
            let text = #"""
                {"ID":1,"text":"a","created_at":"2024-01-02T03:04:05Z","replies":[{"id":2,"text":"b","created_at":"2024-01-02T03:04:05Z",
                 "replies":[],"by_language":{}}],"retweeted_status":{"id":3,"text":"c","created_at":"2024-01-02T03:04:05Z","replies":[],
                 "by_language":{"fr":{"text":"c'est"}}},"by_language":{},"edited_at":"2024-01-02T03:04:06.5+01:00"}
                """#
            let status = try ArticleStatus.mapper.map(parsing: text)
            #expect(status.id == 1)
            #expect(status.replies.map(\.id) == [2])
            #expect(status.retweetedStatus?.byLanguage["fr"]?.text == "c'est")
            #expect(status.createdAt == Date(timeIntervalSince1970: 1_704_164_645))
            #expect(status.editedAt == Date(timeIntervalSince1970: 1_704_161_046.5))
            let written = try ArticleStatus.mapper.reversed.string(from: status)
            #expect(
                written == #"""
                    {"id":1,"text":"a","created_at":"2024-01-02T03:04:05Z","edited_at":"2024-01-02T02:04:06.500Z","replies":[{"id":2,"text":"b","created_at":"2024-01-02T03:04:05Z",\#
                    "replies":[],"by_language":{}}],"retweeted_status":{"id":3,"text":"c","created_at":"2024-01-02T03:04:05Z","replies":[],\#
                    "by_language":{"fr":{"text":"c'est"}}},"by_language":{}}
                    """#)
            #expect(try ArticleStatus.mapper.map(parsing: written) == status)
            #expect(try ArticleHeaders.mapper.map(parsing: #"{"X-requestID":"r"}"#) == ArticleHeaders(requestID: "r"))
            #expect(MappableKeys.snakeCase.key(for: "userID") == "user_id")
            #expect(MappableKeys.snakeCase.key(for: "URLString") == "url_string")
        }
    }
#endif
