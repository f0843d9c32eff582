import Hydrant
import Testing

/// A codec that logs where it read from (a document in place, or a tree) and what it wrote into
/// (text, or a tree).
private struct PathProbe: JSONCodec {
    let log: Log

    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int {
        log.append(source is JSONNode ? "read in place" : "read a tree")
        return try Int(source: source)
    }

    func write(_ value: Int, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError) {
        log.append(sink is JSONOutput ? "wrote text" : "wrote a tree")
        sink.write(integer: value)
    }
}

/// Decodes through a function that knows only that the mapper maps JSON.
private func decode<M: Mapper<JSON, Output>, Output>(_ mapper: M, _ text: String) throws -> Output {
    try mapper.map(parsing: text)
}

/// The outcome, through a function that knows only that the mapper maps JSON.
private func outcome<M: Mapper<JSON, Output>, Output>(_ mapper: M, _ text: String) -> MappingResult<Output> {
    mapper.mapping(parsing: text)
}

/// Encodes through the constraints a user writes for "a reversible mapper of JSON whose reverse
/// maps back" (issue 40: with them, `reversed` is only known as a `Mapper`).
private func encode<E: ReversibleMapper<JSON, Model> & JSONCodec, Model>(
    _ mapper: E, _ value: Model
) throws
    -> String
where E.Reversed: Mapper<Model, JSON> {
    try mapper.reversed.string(from: value)
}

@Suite("No slow path by overload: generic code maps as the concrete call does")
struct GenericPathTests {
    @Test func aGenericDecodeReadsInPlace() throws {
        let log = Log()
        let numbers = Mappers.array(of: PathProbe(log: log))
        #expect(try decode(numbers, "[1, 2]") == [1, 2])
        #expect(log.all == ["read in place", "read in place"])
        // The same as the concrete call.
        #expect(try numbers.map(parsing: "[3]") == [3])
        #expect(log.all.last == "read in place")
        // A mapper of trees still reads its tree.
        let closure = Mappers.closure { (json: JSON) in json.array?.count ?? 0 }
        #expect(try decode(closure, "[1, 2, 3]") == 3)
    }

    @Test func aGenericMappingReportsTheSameOutcome() throws {
        let log = Log()
        let numbers = Mappers.array(of: PathProbe(log: log))
        let concrete = numbers.mapping(parsing: "[1, \"x\"]")
        #expect(outcome(numbers, "[1, \"x\"]").error?.entries == concrete.error?.entries)
        #expect(concrete.error?.entries.first?.pointer == "/1")
        #expect(log.all.allSatisfy { $0 == "read in place" })
    }

    @Test func aGenericEncodeWritesText() throws {
        let log = Log()
        let numbers = Mappers.array(of: PathProbe(log: log))
        #expect(try encode(numbers, [1, 2]) == "[1,2]")
        #expect(log.all == ["wrote text", "wrote text"])
        #expect(try numbers.reversed.string(from: [3]) == "[3]")
        #expect(log.all.last == "wrote text")
    }
}
