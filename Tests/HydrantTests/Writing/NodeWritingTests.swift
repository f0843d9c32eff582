import Foundation
import Hydrant
import Testing

/// Generates JSON text with few distinct keys (so that objects often repeat a key, spelled the same
/// or with escapes), escapes and non-ASCII in strings, every form of number, and whitespace.
private struct DuplicateKeyDocuments {
    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func below(_ bound: Int) -> Int { Int(rng.next() % UInt64(bound)) }

    /// Keys as written: `a` three ways, `é` precomposed (two ways) and decomposed, and keys that
    /// sort around them.
    static let keys = [
        #""a""#, #""\u0061""#, #""a""#, #""b""#, #""A""#, #""""#, #""aa""#, #""é""#, #""\u00e9""#, #""e\u0301""#,
        #""\"q\"""#, #""😀""#,
    ]
    static let numbers = [
        "0", "-0", "7", "-42", "2.50", "-0.001", "1e10", "2.5E-3", "-6.02e+23", "12345678901234567890123",
    ]
    static let strings = [
        #""""#, #""plain""#, #""\n\t\"\\\/""#, #""\u00e9 é e\u0301""#, #""\ud83d\ude00 😀""#, #""\u0000\u001f""#,
        #""</script>""#, #""日本""#,
    ]
    static let whitespace = ["", "", " ", "\n  ", "\t", "\r\n"]

    mutating func space() -> String { Self.whitespace[below(Self.whitespace.count)] }

    mutating func value(depth: Int) -> String {
        switch below(depth > 0 ? 9 : 5) {
        case 0: return ["null", "true", "false"][below(3)]
        case 1, 2: return Self.numbers[below(Self.numbers.count)]
        case 3, 4: return Self.strings[below(Self.strings.count)]
        case 5, 6:
            return "[" + (0..<below(5)).map { _ in space() + value(depth: depth - 1) + space() }.joined(separator: ",")
                + "]"
        default:
            let members = (0..<below(7)).map { _ in
                space() + Self.keys[below(Self.keys.count)] + space() + ":" + space() + value(depth: depth - 1)
            }
            return "{" + members.joined(separator: ",") + space() + "}"
        }
    }

    /// A document: usually an object or an array, nested up to five levels.
    mutating func document() -> [UInt8] {
        Array((space() + value(depth: 5) + space()).utf8)
    }
}

/// Writing the nodes of a `JSONDocument` (`JSONWriter.write(_: JSONNode)`, its chunked form and
/// `JSONOutput.write(_: JSONNode)`) gives exactly the text of writing the `JSON` tree.
@Suite("Node writing")
struct NodeWritingTests {
    static let options =
        WritingPaths.options + [
            JSONWritingOptions(prettyPrinted: true, sortsKeys: true, escapesNonASCII: true),
            JSONWritingOptions(prettyPrinted: true, indentation: 0, escapesForwardSlashes: true),
        ]

    static let policies: [DuplicateKeyPolicy] = [.preserve, .useFirst, .useLast]

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Expects every way of writing `bytes`' root node to give the text the tree path gives (or the
    /// same error), for every option set.
    static func expectSameAsTree(
        _ bytes: [UInt8], _ policy: DuplicateKeyPolicy, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let reading = JSONReadingOptions(maxDepth: JSONReadingOptions.maximumDepthCeiling, duplicateKeys: policy)
        let document = try JSONReader(options: reading).document(bytes)
        let tree = try JSONReader(options: reading).read(bytes)
        for options in Self.options {
            let writer = JSONWriter(options: options)
            let expected = Result { () throws(JSONWritingError) in text(try writer.write(tree)) }
            let written = Result { () throws(JSONWritingError) in text(try writer.write(document.root)) }
            #expect(written == expected, "\(options)", sourceLocation: sourceLocation)
            let chunked = Result { () throws(JSONWritingError) in
                var pieces: [UInt8] = []
                do {
                    try writer.write(document.root, chunkSize: 16) { pieces.append(contentsOf: $0) }
                } catch let error as JSONWritingError {
                    throw error
                } catch {
                    Issue.record(error, sourceLocation: sourceLocation)
                }
                return text(pieces)
            }
            #expect(chunked == expected, "\(options)", sourceLocation: sourceLocation)
        }
    }

    // MARK: The same text as the tree

    @Test("generated documents with duplicate keys, escapes and every number form", arguments: policies)
    func generatedDocuments(policy: DuplicateKeyPolicy) throws {
        var generator = DuplicateKeyDocuments(seed: 0xD0C5)
        for _ in 0..<150 {
            try Self.expectSameAsTree(generator.document(), policy)
        }
    }

    @Test("the JSONTestSuite files that must be accepted", arguments: JSONTestSuiteTests.yesFiles)
    func testSuiteFiles(name: String) throws {
        try Self.expectSameAsTree(JSONTestSuiteTests.contents(of: name), .preserve)
    }

    @Test(
        "exact texts",
        arguments: [
            (
                #"{"b": [1, 2.50, -0, 12345678901234567890123], "a": "\u00e9"}"#, JSONWritingOptions(sortsKeys: true),
                #"{"a":"é","b":[1,2.50,-0,12345678901234567890123]}"#
            ),
            (#"{"a": 1, "\u0061": 2, "b": {}}"#, .pretty, "{\n  \"a\": 1,\n  \"a\": 2,\n  \"b\": {}\n}"),
            (#"{"b": 1, "a": 2, "b": 3, "a": 4}"#, JSONWritingOptions(sortsKeys: true), #"{"a":2,"a":4,"b":1,"b":3}"#),
            (#" [ [], {}, [[]], "\/é" ] "#, JSONWritingOptions(escapesNonASCII: true), #"[[],{},[[]],"/\u00e9"]"#),
            ("1e-7", .compact, "1e-7"),
        ])
    func exactTexts(input: String, options: JSONWritingOptions, expected: String) throws {
        let document = try JSONDocument(parsing: input)
        #expect(String(decoding: try JSONWriter(options: options).write(document.root), as: UTF8.self) == expected)
    }

    @Test(
        "duplicate keys: the policy's members, where the tree has them",
        arguments: [
            (DuplicateKeyPolicy.preserve, #"{"k":1,"j":2,"k":3}"#),
            (.useFirst, #"{"k":1,"j":2}"#),
            (.useLast, #"{"j":2,"k":3}"#),
        ])
    func duplicateKeyPolicies(policy: DuplicateKeyPolicy, expected: String) throws {
        let document = try JSONDocument(
            parsing: #"{"k": 1, "j": 2, "k": 3}"#, options: JSONReadingOptions(duplicateKeys: policy))
        #expect(String(decoding: try JSONWriter().write(document.root), as: UTF8.self) == expected)
    }

    @Test("a node inside a document is written as its own value", arguments: [JSONWritingOptions.compact, .pretty])
    func innerNode(options: JSONWritingOptions) throws {
        let document = try JSONDocument(parsing: #"{"outer": {"inner": [1, {"x": null}], "s": "t"}}"#)
        let node = try #require(document.root["outer"])
        #expect(try JSONWriter(options: options).write(node) == JSONWriter(options: options).write(node.json))
        let element = try #require(node["inner"]?[1])
        #expect(try JSONWriter(options: options).write(element) == JSONWriter(options: options).write(element.json))
    }

    // MARK: JSONOutput

    @Test("JSONOutput writes a node inside containers at their depth", arguments: options)
    func outputInsideContainers(options: JSONWritingOptions) throws {
        let document = try JSONDocument(parsing: #"{"z": [1, {"b": 2, "a": [true]}], "y": "é"}"#)
        /// `[true, {"k": VALUE}, VALUE]`, with `write` writing VALUE.
        func written(_ write: (inout JSONOutput) -> Void) -> JSONOutput {
            var output = JSONOutput(options: options)
            output.beginArray()
            output.write(true)
            output.beginObject()
            output.writeKey("k")
            write(&output)
            output.endObject()
            write(&output)
            output.endArray()
            return output
        }
        let byNode = written { $0.write(document.root) }
        let byTree = written { $0.write(document.root.json) }
        #expect(byNode.bytes == byTree.bytes)
        #expect(byNode.writingError == byTree.writingError)
    }

    // MARK: Depth

    @Test("nesting deeper than the writer's limit fails as for the tree", arguments: [1, 2, 5])
    func depthLimit(limit: Int) throws {
        let document = try JSONDocument(parsing: "[1, [2, [3, [4, [5, [6]]]]]]")
        let writer = JSONWriter(options: JSONWritingOptions(maxDepth: limit))
        let expected = JSONWritingError(reason: .depthLimitExceeded(limit: limit))
        #expect(throws: expected) { try writer.write(document.root) }
        #expect(throws: expected) { try writer.write(document.root) { _ in } }
        var byNode = JSONOutput(options: writer.options)
        byNode.write(document.root)
        var byTree = JSONOutput(options: writer.options)
        byTree.write(document.root.json)
        #expect(byNode.writingError == expected)
        #expect(byNode.bytes == byTree.bytes)
    }

    @Test func theDepthCeilingIsWrittenWithoutRecursion() throws {
        let depth = JSONReadingOptions.maximumDepthCeiling
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let document = try JSONDocument(parsing: text, options: JSONReadingOptions(maxDepth: depth))
        let written = try JSONWriter(options: JSONWritingOptions(maxDepth: depth)).write(document.root)
        #expect(written == Array(text.utf8))
    }

    // MARK: Pieces

    @Test("the pieces put together are the text", arguments: [1, 7, 100, 1 << 16])
    func piecesMakeTheText(chunkSize: Int) throws {
        var generator = DuplicateKeyDocuments(seed: 7)
        let text =
            "[" + (0..<40).map { _ in String(decoding: generator.document(), as: UTF8.self) }.joined(separator: ",")
            + "]"
        let document = try JSONDocument(parsing: text)
        let writer = JSONWriter(options: .pretty)
        var pieces: [[UInt8]] = []
        try writer.write(document.root, chunkSize: chunkSize) { pieces.append(Array($0)) }
        #expect(pieces.joined().elementsEqual(try writer.write(document.root)))
        #expect(pieces.allSatisfy { !$0.isEmpty })
        // Every piece but the last is handed over once it holds `chunkSize` bytes; it is longer
        // by at most the last thing written (here a string of at most 40 bytes, or a line break
        // and its indentation).
        #expect(pieces.dropLast().allSatisfy { $0.count >= chunkSize && $0.count < chunkSize + 64 })
    }

    @Test func anErrorOfTheReceiverStopsTheWriting() throws {
        struct Full: Error {}
        let document = try JSONDocument(
            parsing: "[" + Array(repeating: "1234567890", count: 100).joined(separator: ",") + "]")
        var calls = 0
        #expect(throws: Full.self) {
            try JSONWriter().write(document.root, chunkSize: 10) { _ in
                calls += 1
                throw Full()
            }
        }
        #expect(calls == 1)
    }
}
