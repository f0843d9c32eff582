import Foundation
import Hydrant
import HydrantDemo
import Testing

/// The examples of the Describing Your API article (Hydrant.docc/DescribingYourAPI.md): the schema
/// it shows is the one the Getting Started mapper gives, verbatim.
@Suite("Describing Your API article")
struct DescribingYourAPIArticleTests {
    /// The article's text, read from the repository next to this file.
    static func article() throws -> String {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("Sources/Hydrant/Hydrant.docc/DescribingYourAPI.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The article's one ```json block.
    static func shownSchema() throws -> String {
        let text = try article()
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func theArticleShowsTheGettingStartedSchema() throws {
        // The article's `person` and `child` are the Getting Started article's.
        let schema = try JSONWriter(options: .pretty).writeString(GettingStartedArticleTests.person.jsonSchema().json)
        #expect(try Self.shownSchema() == schema)
    }

    @Test func theWritingSchemaLeavesTheOptionalHomepageOut() throws {
        let writing = GettingStartedArticleTests.person.jsonSchema(.writing)
        let person = try #require(writing["$defs"]?.object?["Person"]?.object)
        #expect(person["required"] == ["first_name", "last_name", "age", "children"])
        #expect(person["additionalProperties"] == nil)
    }

    struct Percent: JSONCodec {
        func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int {
            let value = try Int(source: source)
            guard (0...100).contains(value) else {
                throw MappingError(
                    code: .validationFailed, sourceValue: source.errorSourceValue, detail: "not a percentage")
            }
            return value
        }
        func write(_ value: Int, to sink: inout some JSONSink, context: inout MappingContext) {
            sink.write(integer: value)
        }
        func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
            JSONSchema(["type": "integer", "minimum": 0, "maximum": 100])
        }
    }

    @Test func aCustomMapperDescribesItself() {
        #expect(
            Mappers.array(of: Percent()).jsonSchema().description
                == #"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"array","items":{"type":"integer","minimum":0,"maximum":100}}"#
        )
    }
}
