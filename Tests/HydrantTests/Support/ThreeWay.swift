import Foundation
import Hydrant
import Testing

/// The equivalence every mapper over JSON must keep whichever way it runs: read from a `JSON`
/// tree, read in place from a `JSONDocument` (or through `mapping(parsing:)`, which picks the
/// in-place path when the mapper has one), and written to text through a tree or directly (the
/// invariant "the same results whichever way" of docs/Architecture.md, "Sources and sinks").
///
/// Overloads choose the fastest path the mapper's type offers, so call them where the mapper's
/// concrete type is known.
enum ThreeWay {
    // MARK: Reading

    /// What a reading says, but for the value (compared with `==`: a set's description depends on
    /// its history): its outcome, error renderings and the source values of every error, as one
    /// comparable text.
    static func summary<Value>(_ result: MappingResult<Value>) -> String {
        func errorSummary(_ error: MappingError) -> String {
            "fatal=\(error.isFatal) code=\(error.code)\n\(error.fullRecursiveDescription)\nsource values: \(sourceValues(error))"
        }
        switch result {
        case .success: return "success"
        case .successWithErrors(_, let error): return "successWithErrors\n\(errorSummary(error))"
        case .failure(let error): return "failure\n\(errorSummary(error))"
        }
    }

    /// The source values of an error tree as JSON text, depth first (`-` where there is none).
    static func sourceValues(_ error: MappingError) -> String {
        let own = (error.sourceValue?.value as? JSON).map { "\($0)" } ?? "-"
        return ([own] + error.underlyingMappingErrors.map(sourceValues)).joined(separator: " ")
    }

    /// Reads `text` from a tree and in place, and expects the same outcome; returns it.
    @discardableResult
    static func expectSameReading<M: JSONMapper>(
        _ mapper: M, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> MappingResult<M.Output> where M.Input == JSON, M.Output: Equatable {
        let fromTree = try treeReading(mapper, text)
        let inPlace = mapper.mapping(document: try JSONDocument(parsing: text))
        #expect(inPlace.value == fromTree.value, sourceLocation: sourceLocation)
        #expect(summary(inPlace) == summary(fromTree), sourceLocation: sourceLocation)
        #expect(summary(mapper.mapping(parsing: text)) == summary(fromTree), sourceLocation: sourceLocation)
        return fromTree
    }

    /// Reads `text` from a tree and through `mapping(parsing:)`, and expects the same outcome
    /// (mappers without an in-place path); returns it.
    @discardableResult
    static func expectSameReading<M: Mapper>(
        _ mapper: M, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> MappingResult<M.Output> where M.Input == JSON, M.Output: Equatable {
        let fromTree = try treeReading(mapper, text)
        let parsed = mapper.mapping(parsing: text)
        #expect(parsed.value == fromTree.value, sourceLocation: sourceLocation)
        #expect(summary(parsed) == summary(fromTree), sourceLocation: sourceLocation)
        return fromTree
    }

    private static func treeReading<M: Mapper>(_ mapper: M, _ text: String) throws -> MappingResult<M.Output>
    where M.Input == JSON {
        mapper.mapping(try JSON(parsing: text))
    }

    // MARK: Writing

    /// Writes `value` through a tree and directly, and expects the same text and errors; returns
    /// the text, or `nil` when writing failed.
    @discardableResult
    static func expectSameWriting<R: ReversibleMapper>(
        _ reverse: R, _ value: R.Input, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? where R.Output == JSON, R.Reversed: JSONCodec {
        WritingPaths.text(WritingPaths.expectSame(reverse, value, sourceLocation: sourceLocation))
    }

    /// Writes `value` through a tree and through `mappingBytes(from:)` (reverses without a direct
    /// path), and expects the same text and errors; returns the text, or `nil`.
    @discardableResult
    static func expectSameWriting<R: Mapper>(
        _ reverse: R, _ value: R.Input, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? where R.Output == JSON {
        let tree = WritingPaths.tree(reverse, value, options: .compact)
        #expect(
            WritingPaths.summary(reverse.mappingBytes(from: value, options: .compact)) == WritingPaths.summary(tree),
            sourceLocation: sourceLocation)
        return WritingPaths.text(tree)
    }

    // MARK: Round trip

    /// Reading what was written without errors gives the value back.
    static func expectRoundTrip<M: Mapper>(
        _ mapper: M, written: String?, _ value: M.Output, sourceLocation: SourceLocation = #_sourceLocation
    ) throws where M.Input == JSON, M.Output: Equatable {
        guard let written else { return }
        #expect(try mapper.map(JSON(parsing: written)) == value, sourceLocation: sourceLocation)
    }
}
