import Foundation
import Hydrant
import Testing

/// The examples of the Conversions and formats article, as written there.
@Suite("Conversions article")
struct ConversionsArticleTests {
    @Test func datesAreWrittenOnlyAsTheSameInstant() throws {
        let farFuture = Date(timeIntervalSince1970: 300_000_000_000)  // year 11476
        let error = try #require(throws: MappingError.self) { try Mappers.date(.rfc3339).reversed.map(farFuture) }
        #expect(error.detail == "the date cannot be written in the format RFC 3339 (yyyy-MM-dd'T'HH:mm:ssXXXXX)")
    }

    @Test func stringsThatNeverReachFoundation() throws {
        let error = try #require(throws: MappingError.self) { try Mappers.date(.rfc822).map("1\u{301}") }
        #expect(error.detail == "not a date in the format RFC 822 (d MMM yyyy HH:mm): the string is not ASCII")
    }

    @Test func formatStylesParseStrictly() throws {
        let count = Mappers.formatted(IntegerFormatStyle<Int>(locale: Locale(identifier: "en_US")))
        #expect(try count.map("1,234") == 1234)
        let partial = try #require(throws: MappingError.self) { try count.map("12abc") }
        #expect(
            partial.detail
                == "the IntegerFormatStyle<Int> format style could not read the string: the style reads only part of the string"
        )
        let fraction = try #require(throws: MappingError.self) { try count.map("12.7") }
        #expect(
            fraction.detail
                == "the IntegerFormatStyle<Int> format style could not read the string: an integer cannot have a fraction"
        )
    }

    @Test func valueTransformersAreMappers() throws {
        let cents = Mappers.closure(
            map: { (euros: Double) in Int((euros * 100).rounded()) },
            unmap: { (cents: Int) in Double(cents) / 100 })
        let price = Mappers.value(Double.self).then(cents)
        #expect(try price.map(1.5) == 150)
        #expect(try price.reversed.map(150) == 1.5)
        let keys = Mappers.camelCaseToSnakeCase()
        #expect(try keys.map("userID") == "user_id")
        #expect(try keys.reversed.map("user_id") == "userId")
    }
}
