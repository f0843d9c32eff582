import Foundation
import Hydrant
import Testing

/// `JSONStream` and `AsyncJSONStream`: a top-level array or JSON Lines, split value by value.
@Suite("JSONStream")
struct JSONStreamTests {
    /// What a stream gives, one line per element: `index@line:column value` or `index@line:column error`.
    static func summary(_ elements: some Sequence<JSONStreamElement>) -> [String] {
        elements.map { element in
            let place = "\(element.index)@\(element.line):\(element.column)"
            switch element.document {
            case .success(let document): return "\(place) \(document.root.json)"
            case .failure(let error): return "\(place) error: \(error)"
            }
        }
    }

    static func lines(_ text: String, options: JSONReadingOptions = .default) -> [String] {
        summary(JSONStream(Array(text.utf8), layout: .lines, options: options))
    }

    static func array(_ text: String, options: JSONReadingOptions = .default) -> [String] {
        summary(JSONStream(Array(text.utf8), layout: .array, options: options))
    }

    // MARK: JSON Lines

    @Test func linesAreValuesAndBlankLinesAreSkipped() {
        #expect(
            Self.lines("{\"a\":1}\n\n  \n[2, 3]\r\n\"x\"") == [
                #"0@1:1 {"a":1}"#, "1@4:1 [2,3]", #"2@5:1 "x""#,
            ])
        #expect(Self.lines("") == [])
        #expect(Self.lines("\n\n") == [])
        #expect(Self.lines("\u{FEFF}1\n2\n") == ["0@1:1 1", "1@2:1 2"])
    }

    @Test func anInvalidLineIsItsOwnErrorAndTheStreamGoesOn() {
        #expect(
            Self.lines("1\n{\"a\": tru}\n[3\n4") == [
                "0@1:1 1",
                "1@2:1 error: line 2, column 10 (byte 11): expected 'true', found '}'",
                "2@3:1 error: line 3, column 3 (byte 15): unexpected end of input; expected ',' or ']'",
                "3@4:1 4",
            ])
    }

    @Test func aLineLongerThanTheLimitIsAnErrorAndSkipped() {
        let options = JSONReadingOptions(maxInputBytes: 8)
        #expect(
            Self.lines("1\n[1,2,3,4,5]\n2", options: options) == [
                "0@1:1 1",
                "1@2:1 error: line 2, column 9 (byte 10): the input is larger than the limit of 8 bytes",
                "2@3:1 2",
            ])
    }

    // MARK: A top-level array

    @Test func theElementsOfAnArray() {
        #expect(
            Self.array(#" [ {"a": [1, "]", "\","]}, 2 ,"x\\" , [] ] "#) == [
                #"0@1:4 {"a":[1,"]","\","]}"#, "1@1:28 2", #"2@1:31 "x\\""#, "3@1:39 []",
            ])
        #expect(Self.array("[]") == [])
        #expect(Self.array("[\n1,\n  {\"b\":\n2}]") == ["0@2:1 1", #"1@3:3 {"b":2}"#])
    }

    @Test(arguments: [
        ("", "0@1:1 error: line 1, column 1 (byte 0): the input is empty; expected a JSON value"),
        ("{}", "0@1:1 error: line 1, column 1 (byte 0): expected '[' (a JSON array), found '{'"),
        // The whole array's words, where the whole array's reader says them.
        ("[1 2]", "0@1:2 error: line 1, column 4 (byte 3): expected ',' or ']' after an array element, found a digit"),
        ("[1,]", "1@1:4 error: line 1, column 4 (byte 3): expected a value, found ']'"),
        ("[,1]", "0@1:2 error: line 1, column 2 (byte 1): expected a value, found ','"),
        ("[1] x", "1@1:5 error: line 1, column 5 (byte 4): unexpected content after the end of the JSON value"),
        ("[1, [2", "1@1:5 error: line 1, column 7 (byte 6): unexpected end of input; expected ',' or ']'"),
        ("[1, 2", "1@1:5 error: line 1, column 6 (byte 5): unexpected end of input; expected ',' or ']'"),
    ])
    func aBrokenArrayEndsTheStreamWithAnError(text: String, last: String) {
        let elements = Self.array(text)
        #expect(elements.last == last)
        #expect(elements.dropLast().allSatisfy { !$0.contains("error") })
    }

    @Test func anInvalidElementIsItsOwnErrorAndTheStreamGoesOn() {
        #expect(
            Self.array("[1, {\"a\":\n tru}, 3]") == [
                "0@1:2 1",
                "1@1:5 error: line 2, column 5 (byte 14): expected 'true', found '}'",
                "2@2:8 3",
            ])
    }

    @Test func trailingCommasAndCommentsWhenAllowed() {
        let lenient = JSONReadingOptions(allowsTrailingCommas: true, allowsComments: true)
        #expect(Self.array("[1, /* ] */ {\"a\": 2 // ]\n}, ]", options: lenient) == ["0@1:2 1", #"1@1:13 {"a":2}"#])
    }

    @Test func anElementLongerThanTheLimitEndsTheStream() {
        #expect(
            Self.array("[1, \"0123456789\", 2]", options: JSONReadingOptions(maxInputBytes: 8)) == [
                "0@1:2 1", "1@1:5 error: line 1, column 5 (byte 4): the input is larger than the limit of 8 bytes",
            ])
    }

    // MARK: Sources

    @Test(arguments: [1, 2, 3, 7, 64])
    func chunkBoundariesDoNotMatter(chunkSize: Int) async throws {
        let text = "[{\"a\": \"x\\\"]\"}, 2, [3, {\"b\": null}] , \"é\"]"
        let chunks = stride(from: 0, to: text.utf8.count, by: chunkSize).map {
            Array(Array(text.utf8)[$0..<min($0 + chunkSize, text.utf8.count)])
        }
        var elements: [JSONStreamElement] = []
        for try await element in AsyncJSONStream(Self.Chunks(chunks), layout: .array) {
            elements.append(element)
        }
        #expect(Self.summary(elements) == Self.array(text))
        var lines: [JSONStreamElement] = []
        for try await element in AsyncJSONStream(Self.Chunks(chunks).bytes, layout: .lines) {
            lines.append(element)
        }
        #expect(Self.summary(lines) == Self.lines(text))
    }

    @Test(arguments: [JSONStreamLayout.array, .lines])
    func aByteOrderMarkSplitAcrossChunksIsSkipped(layout: JSONStreamLayout) async throws {
        let text = "\u{FEFF}[1]"
        var elements: [JSONStreamElement] = []
        for try await element in AsyncJSONStream(Self.Chunks(Array(text.utf8).map { [$0] }), layout: layout) {
            elements.append(element)
        }
        #expect(Self.summary(elements) == (layout == .array ? Self.array(text) : Self.lines(text)))
        #expect(Self.summary(elements) == [layout == .array ? "0@1:2 1" : "0@1:1 [1]"])
    }

    @Test func dataAndItsSlicesAreReadInPlace() {
        let data = Data("x1\n[2, 3]\n".utf8)
        #expect(Self.summary(JSONStream(data.dropFirst(), layout: .lines)) == ["0@1:1 1", "1@2:1 [2,3]"])
        #expect(Self.summary(JSONStream(Data("[1, 2]".utf8), layout: .array)) == ["0@1:2 1", "1@1:5 2"])
    }

    @Test func filesAndFileHandles() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hydrant-stream-\(UUID()).jsonl")
        try Data("1\n2\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(Self.summary(try JSONStream(contentsOf: url, layout: .lines)) == ["0@1:1 1", "1@2:1 2"])
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        #expect(Self.summary(JSONStream(reading: handle, layout: .lines)) == ["0@1:1 1", "1@2:1 2"])
        #expect(throws: (any Error).self) {
            try JSONStream(contentsOf: url.appendingPathExtension("missing"), layout: .lines)
        }
        #expect(throws: CocoaError.self) {
            try JSONStream(contentsOf: URL(string: "https://example.com/x")!, layout: .lines)
        }
    }

    @Test func aThrowingBaseSequenceThrows() async {
        await #expect(throws: CancellationError.self) {
            for try await _ in AsyncJSONStream(Self.Failing(), layout: .lines) {}
        }
    }

    /// Chunks handed out one by one, asynchronously.
    struct Chunks: AsyncSequence, Sendable {
        let chunks: [[UInt8]]
        init(_ chunks: [[UInt8]]) { self.chunks = chunks }
        /// The same bytes, one at a time.
        var bytes: Bytes { Bytes(bytes: chunks.flatMap { $0 }) }

        struct AsyncIterator: AsyncIteratorProtocol {
            var remaining: ArraySlice<[UInt8]>
            mutating func next() async -> [UInt8]? { remaining.popFirst() }
        }
        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: chunks[...]) }
    }

    /// Bytes handed out one by one, asynchronously.
    struct Bytes: AsyncSequence, Sendable {
        let bytes: [UInt8]
        struct AsyncIterator: AsyncIteratorProtocol {
            var remaining: ArraySlice<UInt8>
            mutating func next() async -> UInt8? { remaining.popFirst() }
        }
        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: bytes[...]) }
    }

    /// A byte sequence that fails at once.
    struct Failing: AsyncSequence, Sendable {
        struct AsyncIterator: AsyncIteratorProtocol {
            mutating func next() async throws -> UInt8? { throw CancellationError() }
        }
        func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
