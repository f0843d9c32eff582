import Foundation
import Hydrant
import Testing

/// `JSONSink`: one generic body writes text (`JSONOutput`) and trees (`JSONTreeBuilder`) alike,
/// rollbacks included; the tree is the one whose text the output holds.
@Suite("JSONSink and JSONTreeBuilder")
struct JSONSinkTests {
    /// The example of `JSONSink`'s documentation.
    static func writeGreeting(to sink: inout some JSONSink) {
        sink.beginObject()
        sink.writeKey("hello")
        sink.write("world")
        sink.endObject()
    }

    @Test func oneBodyWritesTextAndTrees() throws {
        var text = JSONOutput()
        Self.writeGreeting(to: &text)
        #expect(String(decoding: text.bytes, as: UTF8.self) == #"{"hello":"world"}"#)
        var tree = JSONTreeBuilder()
        Self.writeGreeting(to: &tree)
        #expect(tree.value == ["hello": "world"])
    }

    @Test func theBuilderExample() {
        var tree = JSONTreeBuilder()
        tree.beginArray()
        tree.write(1 as JSONNumber)
        tree.write("two")
        tree.endArray()
        #expect(tree.value == [1, "two"])
    }

    @Test func aValueIsThereOnlyOnceEverythingIsClosed() {
        var tree = JSONTreeBuilder()
        #expect(tree.value == nil)
        tree.beginObject()
        tree.writeKey("a")
        tree.beginArray()
        #expect(tree.value == nil)
        tree.endArray()
        tree.endObject()
        #expect(tree.value == ["a": []])
    }

    /// Writes `value` through the sink's calls, one scalar, array or object at a time; now and then
    /// a child is begun, abandoned at a checkpoint and written again, as a container mapper does
    /// when a child fails and it goes on.
    static func write(_ value: JSON, to sink: inout some JSONSink, using generator: inout SplitMix64) {
        if generator.next() % 7 == 0 {
            let checkpoint = sink.checkpoint
            sink.beginArray()
            sink.write("abandoned")
            sink.beginObject()
            sink.rollBack(to: checkpoint)
        }
        switch value {
        case .null: sink.writeNull()
        case .bool(let flag): sink.write(flag)
        case .number(let number): sink.write(number)
        case .string(let string): sink.write(string)
        case .array(let elements):
            if generator.next() % 5 == 0 {
                sink.write(value)
                return
            }
            sink.beginArray()
            for element in elements { write(element, to: &sink, using: &generator) }
            sink.endArray()
        case .object(let object):
            sink.beginObject()
            for member in object {
                sink.writeKey(member.key)
                write(member.value, to: &sink, using: &generator)
            }
            sink.endObject()
        }
    }

    /// A random value up to `depth` levels deep, with repeated keys now and then.
    static func randomValue(depth: Int, using generator: inout SplitMix64) -> JSON {
        let choice = depth == 0 ? generator.next() % 4 : generator.next() % 6
        switch choice {
        case 0: return .null
        case 1: return .bool(generator.next() % 2 == 0)
        case 2: return .number(JSONNumber(Int(generator.next() % 2000) - 1000))
        case 3: return .string(["", "a", "é\"\\", "line\nbreak", "\u{1F600}"][Int(generator.next() % 5)])
        case 4:
            return .array((0..<Int(generator.next() % 4)).map { _ in randomValue(depth: depth - 1, using: &generator) })
        default:
            return .object(
                JSONObject(
                    members: (0..<Int(generator.next() % 4)).map { _ in
                        (
                            key: ["k", "l", "m"][Int(generator.next() % 3)],
                            value: randomValue(depth: depth - 1, using: &generator)
                        )
                    }))
        }
    }

    @Test(arguments: [JSONWritingOptions.compact, JSONWritingOptions(maxDepth: 3)])
    func theTreeIsTheOneWhoseTextTheOutputHolds(options: JSONWritingOptions) throws {
        var generator = SplitMix64(seed: 0x51_4E_4B)
        for _ in 0..<500 {
            let value = Self.randomValue(depth: 5, using: &generator)
            var text = JSONOutput(options: options)
            var textGenerator = generator
            Self.write(value, to: &text, using: &textGenerator)
            var tree = JSONTreeBuilder(options: options)
            Self.write(value, to: &tree, using: &generator)
            #expect(tree.value == value)
            #expect(tree.writingError == text.writingError)
            // Past the depth limit the text is unusable (the output stops writing a nested value);
            // the error is what both report.
            guard text.writingError == nil else { continue }
            let written = try JSONWriter(options: JSONWritingOptions(maxDepth: 64)).write(#require(tree.value))
            #expect(written == text.bytes)
        }
    }

    @Test func aRollbackRestoresTheKeyAndTheTopLevel() {
        var tree = JSONTreeBuilder()
        let start = tree.checkpoint
        tree.write(1 as JSONNumber)
        tree.rollBack(to: start)
        #expect(tree.value == nil)
        tree.beginObject()
        tree.writeKey("kept")
        let member = tree.checkpoint
        tree.beginObject()
        tree.writeKey("inner")
        tree.write(true)
        tree.rollBack(to: member)
        tree.write("value")
        tree.endObject()
        #expect(tree.value == ["kept": "value"])
    }

    @Test func theDepthLimitIsRecordedAsInTheOutput() {
        let options = JSONWritingOptions(maxDepth: 1)
        var tree = JSONTreeBuilder(options: options)
        var text = JSONOutput(options: options)
        for sink in [0, 1] {
            if sink == 0 {
                tree.beginArray()
                tree.write([[1]] as JSON)
                tree.endArray()
            } else {
                text.beginArray()
                text.write([[1]] as JSON)
                text.endArray()
            }
        }
        #expect(tree.writingError == JSONWritingError(reason: .depthLimitExceeded(limit: 1)))
        #expect(tree.writingError == text.writingError)
        #expect(tree.value == [[[1]]])
    }

    @Test func aValueWithoutItsKeyStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            var tree = JSONTreeBuilder()
            tree.beginObject()
            tree.write(1 as JSONNumber)
        }
    }
}
