import Foundation
import Hydrant
import Testing

/// The examples of the Design article (Hydrant.docc/Design.md).
@Suite("Design article")
struct DesignArticleTests {
    @Test func reversibilityComposes() throws {
        let status = Mappers.enumeration(["active": 1, "deleted": 2])
        let code = Mappers.value(String.self).then(status)
        #expect(try code.map("deleted") == 2)
        #expect(try code.reversed.map(1) == "active")
    }

    @Test func fieldsDescribeTheMapping() throws {
        struct Book: Sendable {
            let title: String
            let pages: Int
        }
        let book = Mappers.object(Book.init) {
            Field("title", \.title)
            Field("info.pages", \.pages, Mappers.number(Int.self))
        }
        #expect(try book.map(["title": "Dune", "info": ["pages": "412"]]).pages == 412)
        #expect(
            try book.reversed.map(Book(title: "Dune", pages: 412)).description
                == #"{"title":"Dune","info":{"pages":"412"}}"#)
    }

    @Test func fluentSpellings() throws {
        let lenient = Mappers.value(Int.self).optionally(default: 0)
        #expect(try lenient.map("x") == 0)
        let either = Mappers.value(Int.self).or(Mappers.number(Int.self))
        #expect(try either.map("7") == 7)
        #expect(try Mappers.url(schemes: ["https"]).map("https://example.com").scheme == "https")
    }
}
