import Foundation
import Hydrant
import Testing

/// The examples in the documentation comments of the direct-writing API, as written there.
@Suite("Direct-writing API examples")
struct WritingAPIExampleTests {
    @Test func jsonOutputOverview() {
        var output = JSONOutput()
        output.beginObject()
        output.writeKey("name")
        output.write("Ada")
        output.writeKey("langs")
        output.write(["en", "fr"] as JSON)
        output.endObject()
        #expect(String(decoding: output.bytes, as: UTF8.self) == #"{"name":"Ada","langs":["en","fr"]}"#)
    }

    @Test func jsonOutputMembers() {
        var output = JSONOutput(options: .init(maxDepth: 1))
        output.write([[1]] as JSON)
        #expect(output.writingError == JSONWritingError(reason: .depthLimitExceeded(limit: 1)))

        var checked = JSONOutput()
        let checkpoint = checked.checkpoint
        checked.write("partial")
        checked.rollBack(to: checkpoint)
        #expect(checked.bytes.isEmpty)

        var values = JSONOutput()
        values.write(true)
        #expect(values.bytes == Array("true".utf8))
        var text = JSONOutput()
        text.write("say \"hi\"")
        #expect(String(decoding: text.bytes, as: UTF8.self) == #""say \"hi\"""#)

        var objects = JSONOutput()
        objects.beginArray()
        objects.write(JSONNumber(1))
        objects.endArray()
        objects.beginObject()
        objects.writeKey("id")
        objects.write(JSONNumber(7))
        objects.endObject()
        #expect(String(decoding: objects.bytes, as: UTF8.self) == #"[1],{"id":7}"#)

        var numbers = JSONOutput()
        [1, 2].writeJSON(to: &numbers)
        #expect(String(decoding: numbers.bytes, as: UTF8.self) == "[1,2]")
    }

    @Test func entryPoints() throws {
        let ages = Mappers.array(of: Mappers.value(Int.self))
        #expect(String(decoding: try ages.reversed.bytes(from: [1, 2, 3]), as: UTF8.self) == "[1,2,3]")
        let tags = Mappers.array(of: Mappers.value(String.self)).reversed
        #expect(try tags.bytes(from: ["a", "b"]) == Array(#"["a","b"]"#.utf8))
        #expect(try Mappers.value(Int.self).reversed.data(from: 42) == Data("42".utf8))
        #expect(try Mappers.value(String.self).reversed.string(from: "Ada") == "\"Ada\"")
        let lenient = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self))).reversed
        #expect(lenient.mappingBytes(from: [1, 2]).value == Array("[1,2]".utf8))
    }
}
