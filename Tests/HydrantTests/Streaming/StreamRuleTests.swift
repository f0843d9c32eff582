import Foundation
import Hydrant
import Testing

/// The stream rule (`StreamChecks`, docs/Reliability.md): a stream reads what the same bytes read as
/// one document, whatever the options and wherever the source cuts the bytes — on the three wrong
/// results an independent probe found, and on generated streams.
@Suite("Streams read what a document reads")
struct StreamRuleTests {
    typealias Case = StreamChecks.Case

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A case in every chunk size from 1 to 4 and whole.
    static func everyChunking(_ testCase: Case) -> [Case] {
        [1, 2, 3, 4, 1 << 16].map { size in
            var cut = testCase
            cut.chunkSize = size
            return cut
        }
    }

    static func expectTheRule(_ testCase: Case) async {
        for cut in everyChunking(testCase) {
            #expect(StreamChecks.checkSerially(cut) == nil, "\(cut)")
            #expect(StreamChecks.compareChunked(await StreamChecks.asynchronous(cut), cut) == nil, "\(cut)")
        }
    }

    // MARK: The three wrong results

    /// 1. The limit is checked on a line without its `\r`, as on the line read as a document.
    @Test(arguments: ["\"aaaaaa\"\r\n", "\"aaaaaa\"\r", "1\n\"aaaaaa\"\r\n2"])
    func aLineEndingInACarriageReturnIsMeasuredWithoutIt(text: String) async {
        let options = JSONReadingOptions(maxInputBytes: 8)
        let elements = StreamChecks.serial(Case(bytes: Self.bytes(text), layout: .lines, options: options))
        #expect(elements.contains { $0.hasSuffix(" \"aaaaaa\"") })
        #expect(!elements.contains { $0.contains("error") })
        await Self.expectTheRule(Case(bytes: Self.bytes(text), layout: .lines, options: options))
    }

    @Test func aLineLongerThanTheLimitIsStillRefusedWhereTheDocumentIs() {
        let options = JSONReadingOptions(maxInputBytes: 8)
        #expect(
            StreamChecks.serial(Case(bytes: Self.bytes("\"aaaaaaé\"\r\n1"), layout: .lines, options: options)) == [
                "0 error@8:1:9 the input is larger than the limit of 8 bytes", "1@12:2:1 1",
            ])
    }

    /// 2. A `/` that starts no comment is the whole document's error, not a swallowed byte.
    @Test(arguments: [
        ("[/11]", "0 error@1:1:2 expected '//' or '/*' to start a comment, found '/'"),
        ("[/1]", "0 error@1:1:2 expected '//' or '/*' to start a comment, found '/'"),
        ("[1]/x", "1 error@3:1:4 expected '//' or '/*' to start a comment, found '/'"),
        ("[1]/", "1 error@3:1:4 expected '//' or '/*' to start a comment, found '/'"),
        ("[3] /", "1 error@4:1:5 expected '//' or '/*' to start a comment, found '/'"),
        ("/x[2]", "0 error@0:1:1 expected '//' or '/*' to start a comment, found '/'"),
        ("[1/,2]", "0 error@2:1:3 expected '//' or '/*' to start a comment, found '/'"),
    ])
    func aSlashThatStartsNoCommentIsAnError(text: String, error: String) async {
        let options = JSONReadingOptions(allowsComments: true)
        let testCase = Case(bytes: Self.bytes(text), layout: .array, options: options)
        #expect(StreamChecks.serial(testCase).first { $0.contains("error") } == error)
        await Self.expectTheRule(testCase)
    }

    /// 3. Only the start of the input may be a byte order mark.
    @Test func aByteOrderMarkInsideAStreamIsAnError() async {
        let array = Case(bytes: [0x5B, 0x31, 0x2C, 0xEF, 0xBB, 0xBF, 0x32, 0x5D], layout: .array)
        #expect(
            StreamChecks.serial(array) == [
                "0@1:1:2 1", "1 error@3:1:4 expected a value, found a non-ASCII character",
            ])
        let lines = Case(bytes: [0xEF, 0xBB, 0xBF, 0x31, 0x0A, 0xEF, 0xBB, 0xBF, 0x32, 0x0A, 0x33], layout: .lines)
        #expect(
            StreamChecks.serial(lines) == [
                "0@3:1:1 1", "1 error@5:2:1 expected a value, found a non-ASCII character", "2@10:3:1 3",
            ])
        await Self.expectTheRule(array)
        await Self.expectTheRule(lines)
    }

    // MARK: Other places where the stream and the document once differed

    @Test(arguments: [
        // The whole array's words for what follows an element, and for the end of the input.
        ("[1 2]", "0 error@3:1:4 expected ',' or ']' after an array element, found a digit"),
        ("[1}", "0 error@2:1:3 expected ',' or ']' after an array element, found '}'"),
        ("[1, 2", "1 error@5:1:6 unexpected end of input; expected ',' or ']'"),
        ("[1, [2", "1 error@6:1:7 unexpected end of input; expected ',' or ']'"),
        ("[1,", "1 error@3:1:4 unexpected end of input; expected a value"),
        ("[", "0 error@1:1:2 unexpected end of input; expected a value"),
        ("  ", "0 error@2:1:3 the input is empty; expected a JSON value"),
        // An element cut by a `,` reads what the document reads there.
        ("[tr, 1]", "0 error@3:1:4 expected 'true', found ','"),
        ("[-, 1]", "0 error@2:1:3 invalid number: expected a digit after '-'"),
    ])
    func theDocumentsWordsAtTheSamePlace(text: String, error: String) async {
        let testCase = Case(bytes: Self.bytes(text), layout: .array)
        #expect(StreamChecks.serial(testCase).first { $0.contains("error") } == error)
        await Self.expectTheRule(testCase)
    }

    @Test func anArrayCountsAsALevelOfNesting() async {
        let options = JSONReadingOptions(maxDepth: 2)
        let testCase = Case(bytes: Self.bytes("[[1], [[2]]]"), layout: .array, options: options)
        #expect(
            StreamChecks.serial(testCase) == [
                "0@1:1:2 [1]", "1 error@7:1:8 arrays and objects are nested more than 2 levels deep",
            ])
        await Self.expectTheRule(testCase)
    }

    @Test func whitespaceAfterAnElementDoesNotCountTowardsTheLimit() async {
        let options = JSONReadingOptions(maxInputBytes: 8)
        let pretty = Case(bytes: Self.bytes("[\n  \"aaaaaa\"\n         \n]"), layout: .array, options: options)
        #expect(StreamChecks.serial(pretty) == [#"0@4:2:3 "aaaaaa""#])
        let tooLong = Case(bytes: Self.bytes("[\n  \"aaaaaa\"            x]"), layout: .array, options: options)
        #expect(StreamChecks.serial(tooLong) == ["0 error@4:2:3 the input is larger than the limit of 8 bytes"])
        await Self.expectTheRule(pretty)
        await Self.expectTheRule(tooLong)
    }

    // MARK: Generated streams

    /// Pieces of JSON, of the stream's grammar, and of what breaks them.
    static let fragments: [[UInt8]] =
        [
            "[", "]", ",", "{", "}", ":", "\"a\"", "\"aaaaaa\"", "1", "12", "-", "1.5", "tr", "true", "null", " ",
            "\n", "\r\n", "\r", "\t", "/", "//c\n", "/*c*/", "/*", "*/", "\"\\\"\"", "\"é\"", "\"\\u00e9\"", "x",
            "[1,2]", "{\"k\":1,\"k\":2}", "\"", "\\", "[[[", "]]]", "\"a,b]\"",
        ].map { Array($0.utf8) } + [[0xEF, 0xBB, 0xBF], [0xFF], [0x00], [0xC3]]

    static func generated(seed: UInt64, count: Int) -> [Case] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let layout: JSONStreamLayout = Bool.random(using: &random) ? .array : .lines
            var bytes: [UInt8] = []
            if layout == .array, Int.random(in: 0..<8, using: &random) != 0 { bytes = Array("[".utf8) }
            if Int.random(in: 0..<8, using: &random) == 0 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
            for _ in 0..<Int.random(in: 0..<14, using: &random) {
                bytes += fragments.randomElement(using: &random) ?? []
                if layout == .array, Int.random(in: 0..<3, using: &random) == 0 { bytes += Array(",".utf8) }
            }
            if layout == .array, Int.random(in: 0..<4, using: &random) != 0 { bytes += Array("]".utf8) }
            let options = JSONReadingOptions(
                maxDepth: StreamChecks.depths.randomElement(using: &random) ?? 128,
                maxInputBytes: StreamChecks.limits.randomElement(using: &random) ?? 4096,
                duplicateKeys: StreamChecks.policies.randomElement(using: &random) ?? .preserve,
                allowsTrailingCommas: Bool.random(using: &random), allowsComments: Bool.random(using: &random))
            return Case(
                bytes: bytes, layout: layout, options: options, chunkSize: Int.random(in: 1...5, using: &random))
        }
    }

    @Test(arguments: 0..<8)
    func generatedStreamsKeepTheRule(seed: Int) async {
        for testCase in Self.generated(seed: UInt64(seed), count: 1000) {
            #expect(StreamChecks.checkSerially(testCase) == nil, "\(testCase)")
            #expect(StreamChecks.compareChunked(await StreamChecks.asynchronous(testCase), testCase) == nil)
        }
    }

    /// Split on other threads from batches of a few bytes, the results are the serial results.
    @Test(arguments: [1, 3])
    func batchesOfAFewBytesOnOtherThreads(chunkSize: Int) {
        let identity = Mappers.identity(JSON.self)
        for testCase in Self.generated(seed: 99, count: 200) {
            let stream = { JSONStream(testCase.bytes, layout: testCase.layout, options: testCase.options) }
            let serial: [String] = identity.results(of: stream()).map {
                "\($0.index)@\($0.line):\($0.column) \($0.result)"
            }
            let parallel: [String] = identity.results(of: stream(), concurrency: 2, chunkSize: chunkSize).map {
                "\($0.index)@\($0.line):\($0.column) \($0.result)"
            }
            #expect(parallel == serial, "\(testCase)")
        }
    }
}
