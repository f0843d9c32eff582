import Foundation
import Testing

@testable import Hydrant

/// `results(of:concurrency:)` against `results(of:)`: the same values, errors, paths, indices, lines
/// and columns, in the same order, whatever the number of threads and wherever the source is cut
/// into batches (down to one byte each, so that every value, string, escape, line break and error
/// straddles a boundary somewhere).
@Suite("Mapping streams on several threads")
struct ConcurrentStreamTests {
    typealias Event = MappingStreamsTests.Event

    /// An input: its name (for the test's arguments), its text, its layout and reading options.
    struct Input: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let layout: JSONStreamLayout
        var options = JSONReadingOptions.default

        var testDescription: String { name }
        var bytes: [UInt8] { Array(text.utf8) }
        func stream() -> JSONStream { JSONStream(bytes, layout: layout, options: options) }
    }

    /// Each result as one line: where it is, and its value or every error with its paths.
    static func summary(_ results: some Sequence<StreamedResult<Event>>) -> [String] {
        results.map { streamed in
            let place = "\(streamed.index)@\(streamed.line):\(streamed.column)"
            switch streamed.result {
            case .success(let event): return "\(place) \(event.name) \(event.count)"
            case .successWithErrors(let event, let error):
                return "\(place) \(event.name) \(event.count) with \(error.fullDescription)"
            case .failure(let error): return "\(place) failed: \(error.fullDescription)"
            }
        }
    }

    /// Many values, every 7th of the wrong type, every 5th falling back, some of them invalid JSON,
    /// some with strings that hold brackets, commas, quotes, escapes and non-ASCII characters.
    static func generated(_ layout: JSONStreamLayout, count: Int) -> String {
        var text = layout == .array ? "[" : ""
        for index in 0..<count {
            let name =
                switch index % 7 {
                case 3: "\(index)"
                case 5: "\"é,]}\\\"[{\\\\ \(index)\""
                default: "\"e\(index)\""
                }
            let value = index % 5 == 1 ? "\"many\"" : "\(index)"
            let element = index % 97 == 13 ? "{\"name\": tru}" : "{\"name\": \(name), \"count\": \(value)}"
            switch layout {
            case .array: text += element + (index == count - 1 ? "]" : index % 11 == 0 ? ",\n  " : ",")
            case .lines: text += element + (index % 13 == 0 ? "\r\n" : index % 17 == 0 ? "\n\n  \n" : "\n")
            }
        }
        return text
    }

    static let inputs: [Input] = [
        Input(name: "lines", text: MappingStreamsTests.lines, layout: .lines),
        Input(
            name: "lines: CRLF, blank lines, no last line break",
            text: "\r\n{\"name\": \"a\"}\r\n\r\n  \t\r\n{\"name\": \"b\", \"count\": 2}\r\n{\"name\": 1}",
            layout: .lines),
        Input(name: "lines: empty", text: "", layout: .lines),
        Input(name: "lines: only line breaks", text: "\n\r\n\n", layout: .lines),
        Input(
            name: "lines: byte order mark, non-ASCII",
            text: "\u{FEFF}{\"name\": \"ü\"}\n{\"name\": \"日本\", \"count\": \"x\"}\n{\"name\": \"😀\" ,}\n",
            layout: .lines),
        Input(
            name: "lines: longer than the limit",
            text: "{\"name\": \"a\"}\n{\"name\": \"a long name\"}\n{\"name\": \"b\"}\r\n{\"name\": \"abcdefghi\"}\r\n"
                + "{\"name\": \"c\"}\n{\"name\": \"the last one, too long\"}",
            layout: .lines, options: JSONReadingOptions(maxInputBytes: 20)),
        Input(name: "lines: many", text: generated(.lines, count: 700), layout: .lines),
        Input(name: "array", text: #"[{"name": "a"}, {"name": 1}, {"count": 2}]"#, layout: .array),
        Input(
            name: "array: nested, strings with brackets, lines",
            text:
                "\u{FEFF} [\n {\"name\": \"[,]\\\"\", \"count\": 1},\n\t{\"name\": \"é\", \"x\": [[{}], {\"y\": \"}\"}]} ,"
                + "\r\n{\"name\": \"日本\",\n \"count\": [1]}, 3, \"x\" ,{\"name\":\n tru}\n]\n ",
            layout: .array),
        Input(name: "array: empty input", text: "", layout: .array),
        Input(name: "array: blank input", text: " \n ", layout: .array),
        Input(name: "array: empty", text: "[ ]", layout: .array),
        Input(name: "array: not an array", text: "{\"name\": \"a\"}", layout: .array),
        Input(name: "array: values side by side", text: "[{\"name\": \"a\"} {\"name\": \"b\"}, 2]", layout: .array),
        Input(name: "array: trailing comma", text: "[{\"name\": \"a\"},]", layout: .array),
        Input(
            name: "array: trailing comma and comments allowed",
            text: "[{\"name\": \"a\"}, /* ], */ {\"name\": \"b\" // ]\n}, ]",
            layout: .array, options: JSONReadingOptions(allowsTrailingCommas: true, allowsComments: true)),
        Input(
            name: "array: unclosed comment", text: "[1] /* ", layout: .array,
            options: JSONReadingOptions(allowsComments: true)),
        Input(name: "array: double comma", text: "[{\"name\": \"a\"},, 2]", layout: .array),
        Input(name: "array: content after it", text: "[{\"name\": \"a\"}] x", layout: .array),
        Input(name: "array: a brace closes it", text: "[{\"name\": \"a\"}, 2}", layout: .array),
        Input(name: "array: unclosed", text: "[{\"name\": \"a\"}, [2", layout: .array),
        Input(name: "array: unclosed string", text: "[{\"name\": \"a\"}, \"abc", layout: .array),
        Input(name: "array: no closing bracket", text: "[{\"name\": \"a\"}, 2 ", layout: .array),
        Input(
            name: "array: an element longer than the limit",
            text: "[{\"name\": \"a\"}, {\"name\": \"a long name here\"}, {\"name\": \"b\"}]",
            layout: .array, options: JSONReadingOptions(maxInputBytes: 20)),
        Input(name: "array: many", text: generated(.array, count: 700), layout: .array),
    ]

    static let chunkSizes = [1, 2, 3, 7, 64, 1_000, StreamBatch.maximumBytes]

    @Test(arguments: inputs, chunkSizes)
    func theResultsAreTheSerialResults(input: Input, chunkSize: Int) {
        let serial = Self.summary(MappingStreamsTests.event.results(of: input.stream()))
        for concurrency in [1, 2, 4] {
            let concurrent = Self.summary(
                MappingStreamsTests.event.results(of: input.stream(), concurrency: concurrency, chunkSize: chunkSize))
            #expect(concurrent == serial, "\(concurrency) threads")
        }
    }

    @Test(arguments: [JSONStreamLayout.lines, .array], [1, 2, 4])
    func aTreeMapperMapsTheSame(layout: JSONStreamLayout, concurrency: Int) {
        let names = Mappers.closure { (json: JSON) in json["name"]?.string ?? "?" }
        let text = Self.generated(layout, count: 3_000)
        func summary(_ results: some Sequence<StreamedResult<String>>) -> [String] {
            results.map {
                "\($0.index)@\($0.line):\($0.column) \($0.result.value ?? "-") \($0.result.error?.fullDescription ?? "")"
            }
        }
        let serial = summary(names.results(of: JSONStream(Array(text.utf8), layout: layout)))
        let concurrent = summary(
            names.results(of: JSONStream(Array(text.utf8), layout: layout), concurrency: concurrency, chunkSize: 100))
        #expect(concurrent == serial)
        #expect(serial.count == 3_000)
    }

    @Test(arguments: [JSONStreamLayout.lines, .array])
    func aFileMapsTheSame(layout: JSONStreamLayout) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hydrant-concurrent-\(UUID())")
        try Data(Self.generated(layout, count: 20_000).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let serial = Self.summary(
            MappingStreamsTests.event.results(of: try JSONStream(contentsOf: url, layout: layout)))
        let concurrent = Self.summary(
            MappingStreamsTests.event.results(of: try JSONStream(contentsOf: url, layout: layout), concurrency: 2))
        #expect(concurrent == serial)
        #expect(serial.count == 20_000)
    }

    @Test(arguments: [JSONStreamLayout.lines, .array])
    func aSourceThatCannotBeReadIsTheLastResult(layout: JSONStreamLayout) throws {
        // A directory opens, but cannot be read.
        let directory = FileManager.default.temporaryDirectory
        let serial = Self.summary(
            MappingStreamsTests.event.results(of: try JSONStream(contentsOf: directory, layout: layout)))
        let concurrent = Self.summary(
            MappingStreamsTests.event.results(of: try JSONStream(contentsOf: directory, layout: layout), concurrency: 2)
        )
        #expect(concurrent == serial)
        #expect(serial.count == 1)
    }

    @Test func stoppingEarlyLeavesNothingBehind() {
        let text = Self.generated(.lines, count: 5_000)
        let first = Array(
            MappingStreamsTests.event.results(
                of: JSONStream(Array(text.utf8), layout: .lines), concurrency: 2, chunkSize: 64
            )
            .prefix(3))
        #expect(
            Self.summary(first)
                == Array(
                    Self.summary(MappingStreamsTests.event.results(of: JSONStream(Array(text.utf8), layout: .lines)))
                        .prefix(3)))
    }

    @Test func batchesInFlightAreBounded() {
        #expect(StreamBatch.chunksInFlight(concurrency: 1) == 3)
        #expect(StreamBatch.chunksInFlight(concurrency: 2) == 5)
        #expect(StreamBatch.maximumBytes == 256 << 10)
    }
}
