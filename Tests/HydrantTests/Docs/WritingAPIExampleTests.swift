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

    @Test func callerMemory() throws {
        var storage = [UInt8](repeating: 0, count: 64)
        let written = storage.withUnsafeMutableBytes { region in
            var output = JSONOutput(writingInto: region)
            output.write(["id": 7, "tags": ["a"]] as JSON)
            #expect(output.withOverflow { $0.isEmpty })
            return output.countInRegion
        }
        #expect(written == 21)
        #expect(String(decoding: storage[..<written], as: UTF8.self) == #"{"id":7,"tags":["a"]}"#)

        var counted = JSONOutput()
        counted.write("hi")
        #expect(counted.count == 4)
        #expect(counted.countInRegion == 0)

        let tags = Mappers.array(of: Mappers.value(String.self)).reversed
        var output = JSONOutput()
        #expect(try tags.write(["a", "b"], to: &output) == nil)
        #expect(String(decoding: output.bytes, as: UTF8.self) == #"["a","b"]"#)

        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = try buffer.withUnsafeMutableBytes { region in
            var output = JSONOutput(writingInto: region)
            try tags.write(["a", "b"], to: &output)
            return output.countInRegion
        }
        #expect(count == 9)
    }
}
