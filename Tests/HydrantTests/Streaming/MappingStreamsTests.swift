import Foundation
import Hydrant
import Testing

/// `results(of:)`: every value of a stream mapped, with its place in every error path; on several
/// threads, the same results in the same order.
@Suite("Mapping streams")
struct MappingStreamsTests {
    struct Event: Sendable, Equatable {
        let name: String
        let count: Int
    }

    static let event = Mappers.object(Event.init) {
        Field("name", \.name)
        Field("count", \.count, Mappers.optionally(Mappers.value(Int.self), default: 0))
    }

    /// Each result as one line: the value, or the errors its full description lists.
    static func summary(_ results: some Sequence<StreamedResult<Event>>) -> [String] {
        results.map { streamed in
            let place = "\(streamed.index)@\(streamed.line)"
            switch streamed.result {
            case .success(let event): return "\(place) \(event.name) \(event.count)"
            case .successWithErrors(let event, let error):
                return "\(place) \(event.name) \(event.count) with \(listed(error).joined(separator: " | "))"
            case .failure(let error): return "\(place) failed: \(listed(error).joined(separator: " | "))"
            }
        }
    }

    /// The errors an error's full description lists, or its reason when it lists none.
    static func listed(_ error: MappingError) -> [String] {
        let items = error.fullDescription.split(separator: "\n").filter { $0.hasPrefix("  - ") }.map {
            String($0.dropFirst(4))
        }
        return items.isEmpty ? [error.reason] : items
    }

    static let lines = """
        {"name": "a", "count": 1}

        {"name": "b", "count": "x"}
        {"name": 3}
        {"name": tru}
        """

    @Test func jsonLinesNameTheLineInEveryPath() {
        let stream = JSONStream(Array(Self.lines.utf8), layout: .lines)
        #expect(
            Self.summary(Self.event.results(of: stream)) == [
                "0@1 a 1",
                "1@3 b 0 with Could not map from 'line 3.count' to '1.count': expected a number, got a string (invalidSourceType)",
                "2@4 failed: Could not map from 'line 4.name' to '2.name': expected a string, got a number (invalidSourceType) | "
                    + "Could not map from 'line 4.count' to '2.count': the value is missing (missingValue)",
                "3@5 failed: [HydrantErrorDomain.reading] (code=79) line 5, column 13 (byte 79): expected 'true', found '}'",
            ])
        // A stream is read once: the last value again, from a new stream.
        let invalid = Array(Self.event.results(of: JSONStream(Array(Self.lines.utf8), layout: .lines))).last?.result
            .error
        #expect(
            invalid?.reason
                == "Could not map from 'line 5' to '3': the input is not valid JSON: line 5, column 13 (byte 79): expected 'true', found '}'"
        )
    }

    @Test func arrayElementsNameTheirIndex() {
        let stream = JSONStream(Array(#"[{"name": "a"}, {"name": 1}, {"count": 2}]"#.utf8), layout: .array)
        #expect(
            Self.summary(Self.event.results(of: stream)) == [
                "0@1 a 0 with Could not map from '0.count' to '0.count': the value is missing (missingValue)",
                "1@1 failed: Could not map from '1.name' to '1.name': expected a string, got a number (invalidSourceType) | "
                    + "Could not map from '1.count' to '1.count': the value is missing (missingValue)",
                "2@1 failed: Could not map from '2.name' to '2.name': the value is missing (missingValue)",
            ])
    }

    @Test func treeMappersStreamToo() {
        let names = Mappers.closure { (json: JSON) in json["name"]?.string ?? "?" }
        let stream = JSONStream(Array("{\"name\": \"a\"}\n{}".utf8), layout: .lines)
        #expect(names.results(of: stream).map(\.result.value) == ["a", "?"])
    }

    @Test func anAsyncStreamMapsTheSame() async throws {
        var results: [StreamedResult<Event>] = []
        let bytes = JSONStreamTests.Chunks([Array(Self.lines.utf8)])
        for try await streamed in Self.event.results(of: AsyncJSONStream(bytes, layout: .lines)) {
            results.append(streamed)
        }
        #expect(
            Self.summary(results)
                == Self.summary(Self.event.results(of: JSONStream(Array(Self.lines.utf8), layout: .lines))))
    }

    /// 10,000 and more elements, every 7th invalid and every 5th a fallback: the concurrent results
    /// are the serial ones, in order, with the right indices.
    @Test(arguments: [JSONStreamLayout.array, .lines], [1, 2, 4])
    func concurrentResultsAreTheSerialResults(layout: JSONStreamLayout, concurrency: Int) {
        let count = 12_345
        var text = layout == .array ? "[" : ""
        for index in 0..<count {
            let name = index % 7 == 3 ? "\(index)" : "\"e\(index)\""
            let value = index % 5 == 1 ? "\"many\"" : "\(index)"
            text +=
                "{\"name\": \(name), \"count\": \(value)}"
                + (layout == .array ? (index == count - 1 ? "]" : ",") : "\n")
        }
        let bytes = Array(text.utf8)
        let serial = Self.summary(Self.event.results(of: JSONStream(bytes, layout: layout)))
        let concurrent = Self.summary(
            Self.event.results(of: JSONStream(bytes, layout: layout), concurrency: concurrency))
        #expect(serial.count == count)
        #expect(concurrent == serial)
        #expect(
            serial[3]
                == "3@\(layout == .array ? 1 : 4) failed: Could not map from '\(layout == .array ? "3" : "line 4").name' to '3.name': expected a string, got a number (invalidSourceType)"
        )
    }

    @Test func aSourceThatCannotBeReadIsTheLastResult() throws {
        // A directory opens, but cannot be read.
        let stream = try JSONStream(contentsOf: FileManager.default.temporaryDirectory, layout: .lines)
        let results = Array(Self.event.results(of: stream))
        #expect(results.count == 1)
        #expect(results.first?.result.error?.code == .readFailed)
    }
}
