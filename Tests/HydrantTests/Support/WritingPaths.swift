import Foundation
import Hydrant
import Testing

/// The two ways of turning a value into JSON text with a reverse mapper: the tree path (map to a
/// `JSON` value, then `JSONWriter`) and the direct path (`JSONCodec.write` into a
/// `JSONOutput`), and the checks that they agree.
enum WritingPaths {
    /// The error mapping to text reports for a value that cannot be written.
    static func writingError(_ error: JSONWritingError) -> MappingError {
        MappingError(
            code: .writeFailed, detail: "the output cannot be written as JSON: \(error)", underlyingErrors: [error])
    }

    /// The tree path: map, then write the tree.
    static func tree<M: Mapper>(_ mapper: M, _ input: M.Input, options: JSONWritingOptions) -> MappingResult<[UInt8]>
    where M.Output == JSON {
        var context = MappingContext()
        let json: JSON
        do {
            json = try mapper.map(input, context: &context)
        } catch {
            return .failure(error)
        }
        let bytes: [UInt8]
        do {
            bytes = try JSONWriter(options: options).write(json)
        } catch {
            return .failure(writingError(error))
        }
        if let error = context.combinedError { return .successWithErrors(bytes, error) }
        return .success(bytes)
    }

    /// The direct path, called as a mapper inside a container would call it.
    static func direct<M: ReversibleMapper>(
        _ mapper: M, _ input: M.Input, options: JSONWritingOptions
    ) -> MappingResult<[UInt8]>
    where M.Output == JSON, M.Reversed: JSONCodec {
        var output = JSONOutput(options: options)
        var context = MappingContext()
        do {
            try mapper.reversed.write(input, to: &output, context: &context)
        } catch {
            return .failure(error)
        }
        if let error = output.writingError { return .failure(writingError(error)) }
        if let error = context.combinedError { return .successWithErrors(output.bytes, error) }
        return .success(output.bytes)
    }

    /// What a result says, for comparing two: its outcome, its text and its error as rendered.
    static func summary(_ result: MappingResult<[UInt8]>) -> String {
        switch result {
        case .success(let bytes):
            "success \(String(decoding: bytes, as: UTF8.self))"
        case .successWithErrors(let bytes, let error):
            "successWithErrors \(String(decoding: bytes, as: UTF8.self)) fatal=\(error.isFatal) code=\(error.code)\n\(error.fullDescription)"
        case .failure(let error):
            "failure fatal=\(error.isFatal) code=\(error.code)\n\(error.fullDescription)\n\(error)"
        }
    }

    /// Checks that the direct path and the entry points give what the tree path gives; returns it.
    @discardableResult
    static func expectSame<M: ReversibleMapper>(
        _ mapper: M, _ input: M.Input, options: JSONWritingOptions = .compact,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> MappingResult<[UInt8]> where M.Output == JSON, M.Reversed: JSONCodec {
        let tree = tree(mapper, input, options: options)
        let expected = summary(tree)
        #expect(summary(direct(mapper, input, options: options)) == expected, sourceLocation: sourceLocation)
        #expect(summary(mapper.mappingBytes(from: input, options: options)) == expected, sourceLocation: sourceLocation)
        return tree
    }

    /// The text of a result, or `nil` for a failure.
    /// For a reverse mapper whose own reverse is no codec: `mappingBytes` (through the tree) and
    /// the tree agree.
    @discardableResult
    static func expectSame<M: Mapper>(
        _ mapper: M, _ input: M.Input, options: JSONWritingOptions = .compact,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> MappingResult<[UInt8]> where M.Output == JSON {
        let tree = tree(mapper, input, options: options)
        #expect(
            summary(mapper.mappingBytes(from: input, options: options)) == summary(tree), sourceLocation: sourceLocation
        )
        return tree
    }

    static func text(_ result: MappingResult<[UInt8]>) -> String? {
        result.value.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The options every comparison is made with.
    static let options: [JSONWritingOptions] = [
        .compact,
        .pretty,
        JSONWritingOptions(prettyPrinted: true, indentation: 4, sortsKeys: true),
        JSONWritingOptions(sortsKeys: true),
        JSONWritingOptions(escapesForwardSlashes: true, escapesNonASCII: true),
        JSONWritingOptions(maxDepth: 2),
    ]
}

/// A mapping from JSON to `Int` whose reverse writes `[n]`, fails for negative numbers (after
/// writing part of its text) and clamps numbers over 100 with a non-fatal error.
struct Checked: JSONCodec {
    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int {
        guard source.kind == .array, source.count == 1, let element = source[0] else {
            throw MappingError(code: .invalidSourceType, detail: "expected [n]")
        }
        return try Int(source: element)
    }

    func write(_ value: Int, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError) {
        sink.beginArray()
        if value < 0 {
            // Part of a value, left behind for the caller to roll back.
            sink.write("partial")
        }
        sink.write(JSONNumber(try Checked.checked(value, context: &context)))
        sink.endArray()
    }

    static func checked(_ value: Int, context: inout MappingContext) throws(MappingError) -> Int {
        if value < 0 { throw MappingError(code: .validationFailed, detail: "negative") }
        if value > 100 {
            context.recordNonFatal(MappingError(code: .numberOutOfRange, detail: "clamped to 100"))
            return 100
        }
        return value
    }
}

/// The reverse of ``Checked``.
typealias CheckedReversed = Mappers.Reversed<Checked>

extension Mappers.Reversed where Forward == Checked {
    init() {
        self.init(Checked())
    }
}

struct CheckedTreeOnly: ReversibleMapper {
    func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> Int {
        try Checked().map(input, context: &context)
    }

    var reversed: CheckedTreeOnlyReversed { CheckedTreeOnlyReversed() }
}

/// The reverse of ``CheckedTreeOnly``: a mapper to `JSON` only.
struct CheckedTreeOnlyReversed: ReversibleMapper {
    func map(_ input: Int, context: inout MappingContext) throws(MappingError) -> JSON {
        [.number(JSONNumber(try Checked.checked(input, context: &context)))]
    }

    var reversed: CheckedTreeOnly { CheckedTreeOnly() }
}
