import Foundation
import Hydrant
import Testing

/// The examples of the Streaming Large Inputs article (Hydrant.docc/StreamingLargeInputs.md).
@Suite("Streaming Large Inputs article")
struct StreamingArticleTests {
    /// The article's model (the streaming tests' fixture), with the article's mapper.
    typealias Event = MappingStreamsTests.Event

    static let event = Mappers.object(Event.init) {
        Field("name", \.name)
        Field("count", \.count)
    }

    @Test func theOverviewMapsAFileLineByLine() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hydrant-article-\(UUID()).jsonl")
        try Data("{\"name\": \"a\", \"count\": 1}\n{\"name\": \"b\", \"count\": \"x\"}\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var stored: [Event] = []
        var logged: [String] = []
        for streamed in Self.event.results(of: try JSONStream(contentsOf: url, layout: .lines)) {
            switch streamed.result {
            case .success(let event): stored.append(event)
            case .successWithErrors(let event, _): stored.append(event)
            case .failure(let error): logged.append("line \(streamed.line): \(error)")
            }
        }
        #expect(stored == [Event(name: "a", count: 1)])
        #expect(
            logged == [
                """
                line 2: 1 error
                line 2.count
                  expected a number, got a string [invalidSourceType]
                """
            ])
    }

    @Test func errorsSayWhere() {
        let lines = JSONStream(Array("{\"name\": \"a\", \"count\": 1}\n{\"name\": tru}\n".utf8), layout: .lines)
        let printed: [String] = Self.event.results(of: lines).map { "\($0.line) \($0.result.error?.reason ?? "ok")" }
        #expect(
            printed == [
                "1 ok",
                "2 Could not map from 'line 2' to '1': the input is not valid JSON: line 2, column 13 (byte 38): expected 'true', found '}'",
            ])
    }

    @Test func allCoresGiveTheSameResults() throws {
        let text =
            "["
            + (0..<3_000).map { #"{"name": "e\#($0)", "count": \#($0 % 11 == 0 ? "\"x\"" : "\($0)")}"# }.joined(
                separator: ",") + "]"
        let serial: [String] = Self.event.results(of: JSONStream(Array(text.utf8), layout: .array)).map {
            "\($0.index) \($0.result.value.map { "\($0)" } ?? $0.result.error!.description)"
        }
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let concurrent = Self.event.results(of: JSONStream(Data(text.utf8), layout: .array), concurrency: threads)
            .map { "\($0.index) \($0.result.value.map { "\($0)" } ?? $0.result.error!.description)" }
        #expect(concurrent == serial)
        #expect(serial.count == 3_000)
    }
}
