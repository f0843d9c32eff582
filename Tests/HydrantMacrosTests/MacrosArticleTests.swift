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

/// The examples of the Declaring Models with Macros article (Hydrant.docc/DeclaringModelsWithMacros.md).
@Suite("Declaring Models with Macros article")
struct MacrosArticleTests {
    @Test func theOverviewsModelMapsBothWays() throws {
        let data = Data(#"{"given_name":"Ada","last_name":"Lovelace","age":36,"height":140,"password":"x","tags":[],"address":{"city":"London"}}"#.utf8)
        let person = ArticlePerson(
            firstName: "Ada", lastName: "Lovelace", age: 36, height: 140, password: "x", nickname: nil, tags: [],
            address: ArticleAddress(city: "London"))
        let result = ArticlePerson.mapper.mapping(parsing: data)
        #expect(result.value == person)
        let text = try ArticlePerson.mapper.reversed.string(from: person)
        #expect(try ArticlePerson.mapper.map(parsing: text) == person)
        #expect(ArticlePerson.mapper.mapping(parsing: #"{"given_name":"A","last_name":"L","height":200,"password":"x","tags":[],"address":{"city":"P"}}"#)
            .error?.underlyingMappingErrors.map(\.code) == [.missingValue, .validationFailed])
    }

    /// The expansion the article shows: the same behaviour as the hand-written mapper.
    @Test func whatTheMacroWritesBehavesAsWritten() throws {
        let account = try ArticleAccount.mapper.map(parsing: #"{"given_name":"Ada","password":"12345678"}"#)
        #expect(account == ArticleAccount(firstName: "Ada", age: 0, nickname: nil, password: "12345678"))
        #expect(try ArticleAccount.mapper.reversed.string(from: account) == #"{"given_name":"Ada","age":0,"password":"12345678","initial":"A"}"#)
        #expect(ArticleAccount.mapper.mapping(parsing: #"{"given_name":"Ada","age":1,"password":"short"}"#).error?.isFatal == true)
    }
}
