import Foundation
import Hydrant
import Testing

/// The Performance article's example: writing a model to bytes directly and through a tree.
@Suite("Performance article")
struct PerformanceArticleTests {
    // The article's Person is the suite's shared one (Support/Fixtures.swift).
    static let person = Mappers.object(Person.init) {
        Field("first_name", \.firstName)
        Field("age", \.age)
        Field("nickname", \.nickname)
    }

    @Test("bytes(from:) writes what JSONWriter writes for the mapped tree")
    func writingModelsToBytes() throws {
        let person = Self.person
        let ada = Person(firstName: "Ada", age: 36, nickname: nil)
        let bytes = try person.reversed.bytes(from: ada)  // direct
        let same = try JSONWriter().write(try person.reversed.map(ada))  // through a tree
        #expect(bytes == same)
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"first_name":"Ada","age":36}"#)
        #expect(
            try person.reversed.string(from: ada, options: JSONWritingOptions(sortsKeys: true))
                == #"{"age":36,"first_name":"Ada"}"#)
    }
}
