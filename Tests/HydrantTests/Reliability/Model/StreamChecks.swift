// The rule of streams, as a check the fuzz target "streams" (Fuzz/, through a symbolic link to this
// file) and the unit tests (StreamRuleTests) run: for any bytes, any options and any chunking, a
// stream reads what the same bytes read as one document. Public API only: the oracle is built from
// `JSONReader` reading whole documents, never from the stream's own code.
import Foundation
import Hydrant

/// The stream rule (docs/Reliability.md, "Streams read what a document reads"):
///
/// - **JSON Lines**: after one byte order mark at the start of the input, each line — its `\n`
///   and the `\r` before it removed — is read as a document: the same value, or the same error
///   placed in the stream. Lines of whitespace alone are skipped; a byte order mark at the start of
///   any other line is an error (only the input may start with one).
/// - **An array**: the stream's values are the elements of the whole array, and its first error
///   is the whole array's error, in the same place. After an element's error the stream goes on
///   (the document stops).
///
/// Its limits: `maxInputBytes` bounds each value, not the stream — a line (without its line
/// break), an element from its first byte to its last that is not whitespace; a longer element
/// ends an array stream with `inputTooLarge` at its start. A stream of an array needs an array:
/// when the first byte that is not whitespace or a comment is not `[`, the stream's error is
/// "expected '[' (a JSON array)" there.
public enum StreamChecks {
    /// A stream to check: its bytes, layout, options, and the size of the chunks the source
    /// hands out.
    public struct Case: Sendable, CustomStringConvertible {
        public var bytes: [UInt8]
        public var layout: JSONStreamLayout
        public var options: JSONReadingOptions
        public var chunkSize: Int

        public init(
            bytes: [UInt8], layout: JSONStreamLayout, options: JSONReadingOptions = .default, chunkSize: Int = 1
        ) {
            self.bytes = bytes
            self.layout = layout
            self.options = options
            self.chunkSize = chunkSize
        }

        public var description: String {
            "\(layout) \(bytes.map { String($0, radix: 16) }) comments \(options.allowsComments) trailing commas "
                + "\(options.allowsTrailingCommas) limit \(options.maxInputBytes) depth \(options.maxDepth) chunks \(chunkSize)"
        }
    }

    /// The limits the fuzz target picks from: a few bytes around typical values, and the defaults.
    static let limits = [2, 4, 8, 9, 10, 16, 64, 4096]
    static let depths = [1, 2, 3, 4, 5, 8, 16, 128]
    static let policies: [DuplicateKeyPolicy] = [.preserve, .reject, .useFirst, .useLast]

    /// A case from a fuzzer's input: two bytes of settings, then the stream.
    public static func decode(_ input: [UInt8]) -> Case? {
        guard input.count >= 2 else { return nil }
        let settings = input[0]
        let more = input[1]
        let options = JSONReadingOptions(
            maxDepth: depths[Int(more >> 4 & 7)], maxInputBytes: limits[Int(settings >> 5)],
            duplicateKeys: policies[Int(settings >> 3 & 3)], allowsTrailingCommas: settings & 4 != 0,
            allowsComments: settings & 2 != 0)
        return Case(
            bytes: Array(input[2...]), layout: settings & 1 == 0 ? .array : .lines, options: options,
            chunkSize: Int(more & 15) + 1)
    }

    /// Fuzz target "streams": the rule on the case a fuzzer's input describes.
    public static func streams(_ input: [UInt8]) -> String? {
        decode(input).flatMap(check)
    }

    /// Whether `testCase` keeps the rule: the serial stream against the oracle, the same bytes cut
    /// into chunks and read asynchronously, and mapped on two threads, against the serial stream.
    /// It waits for the asynchronous reading on the calling thread: call it outside Swift
    /// concurrency (a fuzz target); tests call ``checkSerially(_:)`` and ``asynchronous(_:)``.
    public static func check(_ testCase: Case) -> String? {
        if let issue = checkSerially(testCase) { return issue }
        let done = DispatchSemaphore(value: 0)
        let box = Box()
        Task {
            box.lines = await asynchronous(testCase)
            done.signal()
        }
        done.wait()
        return compareChunked(box.lines, testCase)
    }

    /// The serial stream against the oracle, and mapped on two threads against mapped serially.
    public static func checkSerially(_ testCase: Case) -> String? {
        if let issue = compare(serial(testCase), with: expected(testCase)) { return issue }
        let identity = Mappers.identity(JSON.self)
        let stream = { JSONStream(testCase.bytes, layout: testCase.layout, options: testCase.options) }
        let one = Array(identity.results(of: stream()).map(describe))
        let two = Array(identity.results(of: stream(), concurrency: 2).map(describe))
        guard one == two else { return "mapped on two threads: \(two), serially: \(one)" }
        return nil
    }

    /// Whether the elements read `chunkSize` bytes at a time are the serial stream's.
    public static func compareChunked(_ chunked: [String], _ testCase: Case) -> String? {
        let serial = serial(testCase)
        guard chunked == serial else {
            return "read \(testCase.chunkSize) bytes at a time: \(chunked), whole: \(serial)"
        }
        return nil
    }

    /// The serial stream's elements, one line each.
    public static func serial(_ testCase: Case) -> [String] {
        summary(JSONStream(testCase.bytes, layout: testCase.layout, options: testCase.options))
    }

    // MARK: What the stream gives

    /// One line per element: `index@offset:line:column value` or `index error@offset:line:column message`.
    static func summary(_ elements: some Sequence<JSONStreamElement>) -> [String] {
        elements.map { element in
            switch element.document {
            case .success(let document):
                return "\(element.index)@\(element.offset):\(element.line):\(element.column) \(document.root.json)"
            case .failure(let error as JSONReadingError):
                return "\(element.index) \(describe(error))"
            case .failure(let error):
                return "\(element.index) error \(error)"
            }
        }
    }

    static func describe(_ error: JSONReadingError) -> String {
        "error@\(error.offset):\(error.line):\(error.column) \(error.message)"
    }

    static func describe(_ streamed: StreamedResult<JSON>) -> String {
        "\(streamed.index)@\(streamed.line):\(streamed.column) \(streamed.result)"
    }

    /// The elements of `testCase` read from an `AsyncSequence` that hands out `chunkSize` bytes
    /// at a time.
    public static func asynchronous(_ testCase: Case) async -> [String] {
        let chunks = stride(from: 0, to: testCase.bytes.count, by: testCase.chunkSize).map {
            Array(testCase.bytes[$0..<min($0 + testCase.chunkSize, testCase.bytes.count)])
        }
        var elements: [JSONStreamElement] = []
        do {
            for try await element in AsyncJSONStream(Chunks(chunks), layout: testCase.layout, options: testCase.options)
            {
                elements.append(element)
            }
        } catch {
            return ["threw \(error)"]
        }
        return summary(elements)
    }

    private final class Box: @unchecked Sendable {
        // Written by the task before it signals, read after the wait.
        var lines: [String] = []
    }

    private struct Chunks: AsyncSequence, Sendable {
        typealias Element = [UInt8]
        let chunks: [[UInt8]]
        init(_ chunks: [[UInt8]]) { self.chunks = chunks }
        struct AsyncIterator: AsyncIteratorProtocol {
            var remaining: ArraySlice<[UInt8]>
            mutating func next() async -> [UInt8]? { remaining.popFirst() }
        }
        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: chunks[...]) }
    }

    // MARK: What the same bytes read as one document

    /// What the stream must give: every element (JSON Lines), or the elements up to and including
    /// the first error (an array), where an element cut by the limit may end the stream instead.
    struct Expectation {
        var lines: [String]
        /// Whether the stream must give exactly `lines`, or may go on after an error in them.
        var complete: Bool
        /// Another last line the stream may give instead of `lines.last` (an element that the
        /// limit cuts before the error the document has in it).
        var alternative: String?
    }

    static func compare(_ actual: [String], with expectation: Expectation) -> String? {
        var actual = actual
        if !expectation.complete, let first = actual.firstIndex(where: { $0.contains(" error@") }) {
            actual = Array(actual[...first])
        }
        if actual == expectation.lines { return nil }
        if let alternative = expectation.alternative, actual == Array(expectation.lines.dropLast(1)) + [alternative] {
            return nil
        }
        return "stream: \(actual), document: \(expectation.lines)"
            + (expectation.alternative.map { " (or last \($0))" } ?? "")
    }

    static func expected(_ testCase: Case) -> Expectation {
        switch testCase.layout {
        case .lines: Expectation(lines: expectedLines(testCase), complete: true)
        case .array: expectedArray(testCase)
        }
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Each line read as a document.
    static func expectedLines(_ testCase: Case) -> [String] {
        let bytes = testCase.bytes
        let limit = testCase.options.maxInputBytes
        var start = bytes.starts(with: byteOrderMark) ? 3 : 0
        var lineNumber = 1
        var index = 0
        var lines: [String] = []
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var line = Array(bytes[start..<end])
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if line.contains(where: { !isWhitespace($0) }) {
                let error: JSONReadingError?
                var value: JSON?
                if line.count > limit {
                    error = JSONReadingError(
                        reason: .inputTooLarge(limit: limit), offset: start + limit, line: lineNumber,
                        column: 1 + line.prefix(limit).count { $0 & 0xC0 != 0x80 })
                } else if line.starts(with: byteOrderMark) {
                    error = JSONReadingError(
                        reason: .unexpectedCharacter(expected: "a value", found: "a non-ASCII character"),
                        offset: start,
                        line: lineNumber, column: 1)
                } else {
                    do {
                        value = try JSONReader(options: testCase.options).document(line).root.json
                        error = nil
                    } catch let lineError {
                        error = JSONReadingError(
                            reason: lineError.reason, offset: start + lineError.offset,
                            line: lineNumber + lineError.line - 1, column: lineError.column)
                    }
                }
                if let error {
                    lines.append("\(index) \(describe(error))")
                } else if let value {
                    lines.append("\(index)@\(start):\(lineNumber):1 \(value)")
                }
                index += 1
            }
            start = end + 1
            lineNumber += 1
        }
        return lines
    }

    /// The line and column of `offset` in `bytes` (a leading byte order mark is no column).
    static func place(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = bytes.starts(with: byteOrderMark) ? 3 : 0
        while index < min(offset, bytes.count) {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// Where the comment at `index` ends (the index after it), or `nil` if no comment starts there.
    static func commentEnd(at index: Int, in bytes: [UInt8], allowed: Bool) -> Int? {
        guard allowed, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
        if bytes[index + 1] == UInt8(ascii: "/") {
            return bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        }
        guard bytes[index + 1] == UInt8(ascii: "*") else { return nil }
        var end = index + 2
        while end + 1 < bytes.count {
            if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/") { return end + 2 }
            end += 1
        }
        return bytes.count
    }

    /// The index of the first byte from `index` on that is not whitespace or a comment.
    static func skipInsignificant(from index: Int, in bytes: [UInt8], comments: Bool) -> Int {
        var index = index
        while index < bytes.count {
            if isWhitespace(bytes[index]) {
                index += 1
            } else if let end = commentEnd(at: index, in: bytes, allowed: comments) {
                index = end
            } else {
                break
            }
        }
        return index
    }

    /// An element the whole array's bytes have before its error: where it starts, its last byte
    /// that is not whitespace, and its delimiter (`nil` if the error or the end comes first).
    struct Located {
        var start: Int
        var last: Int
        var delimiter: Int?
        /// Whether a string or container is open where the scan stopped.
        var open: Bool
    }

    /// The elements of the array that starts at `open`, up to `stop` (the document's error).
    static func locate(from open: Int, upTo stop: Int, in bytes: [UInt8], options: JSONReadingOptions) -> [Located] {
        var elements: [Located] = []
        var index = open + 1
        while true {
            index = skipInsignificant(from: index, in: bytes, comments: options.allowsComments)
            // An element starts before the error, or at it where the splitter would start one.
            guard index < bytes.count, index <= stop, bytes[index] != UInt8(ascii: "]") else { return elements }
            if index == stop,
                bytes[index] == UInt8(ascii: ",") || (options.allowsComments && bytes[index] == UInt8(ascii: "/"))
            {
                return elements
            }
            let start = index
            var depth = 0
            var inString = false
            var escaped = false
            var delimiter: Int?
            scan: while index < stop {
                let byte = bytes[index]
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    index += 1
                    continue
                }
                if let end = commentEnd(at: index, in: bytes, allowed: options.allowsComments) {
                    index = end
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
                    if depth == 0 {
                        delimiter = index
                        break scan
                    }
                    if byte != UInt8(ascii: ",") { depth -= 1 }
                default: break
                }
                index += 1
            }
            let end = delimiter ?? min(stop, bytes.count)
            let last = bytes[start..<end].lastIndex { !isWhitespace($0) } ?? start
            elements.append(
                Located(start: start, last: last, delimiter: delimiter, open: inString || escaped || depth > 0))
            guard let delimiter, bytes[delimiter] == UInt8(ascii: ",") else { return elements }
            index = delimiter + 1
        }
    }

    /// The whole array's elements, then its error.
    static func expectedArray(_ testCase: Case) -> Expectation {
        let bytes = testCase.bytes
        let options = testCase.options
        var whole = options
        whole.maxInputBytes = JSONReadingOptions.maximumInputCeiling
        let document = Result { () throws(JSONReadingError) in try JSONReader(options: whole).document(bytes) }
        var stop = bytes.count
        var wholeError: String?
        if case .failure(let error) = document {
            stop = error.offset
            wholeError = describe(error)
        }
        let first = skipInsignificant(
            from: bytes.starts(with: byteOrderMark) ? 3 : 0, in: bytes, comments: options.allowsComments)
        if first < bytes.count, first <= stop, bytes[first] != UInt8(ascii: "["),
            !(options.allowsComments && bytes[first] == UInt8(ascii: "/"))
        {
            let (line, column) = place(of: first, in: bytes)
            return Expectation(
                lines: [
                    "0 error@\(first):\(line):\(column) expected '[' (a JSON array), found "
                        + describeByte(bytes[first])
                ], complete: false)
        }
        guard first < stop else { return Expectation(lines: ["0 \(wholeError ?? "")"], complete: false) }

        var elementOptions = options
        elementOptions.maxDepth = max(1, options.maxDepth - 1)
        elementOptions.maxInputBytes = JSONReadingOptions.maximumInputCeiling
        let values = (try? document.get())?.root.json.array
        var lines: [String] = []
        for (number, element) in locate(from: first, upTo: stop, in: bytes, options: options).enumerated() {
            let (line, column) = place(of: element.start, in: bytes)
            let tooLarge =
                "\(number) error@\(element.start):\(line):\(column) "
                + JSONReadingError(reason: .inputTooLarge(limit: options.maxInputBytes), offset: 0, line: 1, column: 1)
                .message
            guard let delimiter = element.delimiter, delimiter < stop, bytes[delimiter] != UInt8(ascii: "}") else {
                // The element the document's error is in.
                // The splitter reads it at least to the error, and a byte there that ends no element
                // is the element's.
                let endsElement =
                    !element.open
                    && [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(
                        stop < bytes.count ? bytes[stop] : 0)
                let lastSeen =
                    stop < bytes.count && !isWhitespace(bytes[stop]) && !endsElement
                    ? max(element.last, stop) : element.last
                if lastSeen - element.start + 1 > options.maxInputBytes {
                    return Expectation(lines: lines + [tooLarge], complete: false)
                }
                return Expectation(
                    lines: lines + ["\(number) \(wholeError ?? "")"], complete: false, alternative: tooLarge)
            }
            if element.last - element.start + 1 > options.maxInputBytes {
                return Expectation(lines: lines + [tooLarge], complete: false)
            }
            let value: String
            if let values, number < values.count {
                value = "\(values[number])"
            } else if let alone = try? JSONReader(options: elementOptions).read(bytes[element.start...element.last]) {
                value = "\(alone)"
            } else {
                value = "(the element does not read alone)"
            }
            lines.append("\(number)@\(element.start):\(line):\(column) \(value)")
        }
        if let wholeError { lines.append("\(lines.count) \(wholeError)") }
        return Expectation(lines: lines, complete: false)
    }

    /// A byte as the reader's messages name it. (The reader's own table is internal: the oracle
    /// writes the vocabulary out rather than call the code it checks.)
    static func describeByte(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): "a letter"
        case UInt8(ascii: "0")...UInt8(ascii: "9"): "a digit"
        case UInt8(ascii: "'"): "a single quote (JSON strings use double quotes)"
        case UInt8(ascii: "\""): "'\"'"
        case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        case 0x7F, 0x00..<0x20: "a control character"
        default: "a non-ASCII character"
        }
    }
}
