import Foundation
import Hydrant
import Testing

@Suite("Stack safety")
struct StackSafetyTests {
    static let depth = JSONReadingOptions.default.maxDepth
    static let smallStack = 512 * 1024

    /// `[{"a":[{"a":…1…}]}]` nested to exactly `depth` levels.
    static func nestedDocument(depth: Int) -> String {
        opening(depth: depth) + "1" + String((0..<depth).reversed().map { $0.isMultiple(of: 2) ? "]" : "}" })
    }

    /// The text that opens `depth` levels.
    static func opening(depth: Int) -> String {
        (0..<depth).map { $0.isMultiple(of: 2) ? "[" : #"{"a":"# }.joined()
    }

    @Test func documentAtTheDefaultDepthLimitIsReadWrittenComparedAndReleasedOnASmallStack() {
        let text = Self.nestedDocument(depth: Self.depth)
        let outcome = runOnThread(stackSize: Self.smallStack) { () -> String in
            do {
                let value = try JSON(parsing: text)
                let written = try JSONWriter().writeString(value)
                let reread = try JSON(parsing: written)
                let document = try JSONDocument(parsing: text)
                guard reread == value, document.root.json == value, reread.hashValue == value.hashValue else {
                    return "values differ"
                }
                return written == text ? "ok" : "written text differs"
            } catch {
                return "\(error)"
            }  // every value is released here, still on the small stack
        }
        #expect(outcome == "ok")
    }

    @Test func oneLevelDeeperIsRejectedWithTheDepthLimit() {
        let text = Self.nestedDocument(depth: Self.depth + 1)
        #expect(throws: JSONReadingError.self) { try JSON(parsing: text) }
        do {
            _ = try JSON(parsing: text)
        } catch {
            #expect(error.reason == .depthLimitExceeded(limit: Self.depth))
            // The offending bracket is the one that opens level `depth + 1`.
            #expect(error.offset == Self.opening(depth: Self.depth).utf8.count)
        }
    }

    @Test func writingAValueDeeperThanTheLimitThrowsInsteadOfOverflowingTheStack() {
        var value: JSON = 1
        for _ in 0..<(Self.depth + 1) { value = [value] }
        let captured = value
        let error = runOnThread(stackSize: Self.smallStack) { () -> JSONWritingError? in
            do {
                _ = try JSONWriter().write(captured)
                return nil
            } catch let error as JSONWritingError {
                return error
            } catch {
                return nil
            }
        }
        #expect(error == JSONWritingError(reason: .depthLimitExceeded(limit: Self.depth)))
    }
}

@Suite("Stack safety at the depth ceiling")
struct DepthCeilingStackSafetyTests {
    @Test func documentAtTheDepthCeilingIsHandledOnAOneMebibyteStack() {
        let ceiling = JSONReadingOptions.maximumDepthCeiling
        let text = StackSafetyTests.nestedDocument(depth: ceiling)
        let outcome = runOnThread(stackSize: 1024 * 1024) { () -> String in
            do {
                let options = JSONReadingOptions(maxDepth: ceiling)
                let value = try JSON(parsing: text, options: options)
                let written = try JSONWriter(options: .init(maxDepth: ceiling)).writeString(value)
                let reread = try JSON(parsing: written, options: options)
                return reread == value && reread.hashValue == value.hashValue && written == text ? "ok" : "mismatch"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcome == "ok")
    }
}

// MARK: Mapping at the depth limit

/// A value of the nested test documents: `[…]` is a list, `{"a": …}` a member, the innermost value
/// a text.
indirect enum Nest: Sendable, Equatable {
    case list([Nest])
    case member(Nest)
    case text(String)
}

/// Maps the nested documents level by level through the library's own container mappers (an array
/// mapper for a list, a forward accessor for a member), so a deep document makes a deep chain of
/// mapper calls; the innermost value must be a string.
struct NestMapper: JSONCodec {
    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Nest {
        switch source.kind {
        case .array: .list(try Mappers.array(of: self).read(source, context: &context))
        case .object: .member(try Mappers.forward("a", self).read(source, context: &context))
        default: .text(try Mappers.value(String.self).read(source, context: &context))
        }
    }

    func write(_ value: Nest, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError) {
        switch value {
        case .list(let items): try Mappers.array(of: self).write(items, to: &sink, context: &context)
        case .member(let inner): try Mappers.forward("a", self).write(inner, to: &sink, context: &context)
        case .text(let text): Mappers.value(String.self).write(text, to: &sink, context: &context)
        }
    }
}

@Suite("Stack safety of mapping")
struct MappingStackSafetyTests {
    static let depth = StackSafetyTests.depth

    @Test func aDocumentAtTheDepthLimitIsMappedReversedWrittenAndReleasedOnASmallStack() {
        let text = StackSafetyTests.nestedDocument(depth: Self.depth).replacingOccurrences(of: "1", with: #""x""#)
        let outcome = runOnThread(stackSize: StackSafetyTests.smallStack) { () -> String in
            do {
                let json = try JSON(parsing: text)
                let nest = try NestMapper().map(json)
                let back = try NestMapper().reversed.map(nest)
                let written = try JSONWriter().writeString(back)
                return back == json && written == text ? "ok" : "the reverse differs"
            } catch {
                return "\(error)"
            }  // the document, the Nest value and the reverse are released here, on the small stack
        }
        #expect(outcome == "ok")
    }

    @Test func theErrorsOfADocumentAtTheDepthLimitAreRenderedOnASmallStack() {
        // The innermost value is a number, so the error carries a path through every level.
        let text = StackSafetyTests.nestedDocument(depth: Self.depth)
        let outcome = runOnThread(stackSize: StackSafetyTests.smallStack) { () -> [Int] in
            guard let error = NestMapper().mapping(parsing: text).error else { return [] }
            return FuzzChecks.renderings(of: error).map(\.1.count) + [
                error.revealingValues().fullRecursiveDescription.count
            ]
        }
        #expect(outcome?.count == 12)  // 11 renderings (entries and problem details among them) and one revealed
        #expect(outcome?.allSatisfy { $0 > 0 } == true)
        let error = NestMapper().mapping(parsing: text).error
        let path = Array(repeating: "0.a", count: Self.depth / 2).joined(separator: ".")
        #expect(error?.fatalDescription.contains("Could not map from '\(path)' to '") == true)
        #expect(error?.entries.map(\.pointer) == ["/" + path.replacingOccurrences(of: ".", with: "/")])
    }

    @Test func aValueFarDeeperThanTheLimitIsRejectedByTheWriterAndTornDownIteratively() {
        let depth = 100_000
        var value: JSON = 1
        for _ in 0..<depth { value = [value] }
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: Self.depth))) {
            try JSONWriter().write(value)
        }
        // The writer is iterative: with a limit above the depth it writes the value.
        #expect((try? JSONWriter(options: .init(maxDepth: depth + 1)).write(value))?.count == 2 * depth + 1)
        // Releasing the value the ordinary way would recurse once per level; take it apart instead.
        #expect(tearDown(consume value) == depth + 1)
    }
}

/// Releases a `JSON` value of any depth without recursion: the containers are taken apart one level
/// at a time, so each release frees a container whose elements are still held elsewhere.
///
/// - Returns: The number of values taken apart.
func tearDown(_ value: consuming JSON) -> Int {
    var pending = [value]
    var count = 0
    while let next = pending.popLast() {
        count += 1
        switch consume next {
        case .array(let elements):
            pending.append(contentsOf: elements)
        case .object(let object):
            pending.append(contentsOf: object.map(\.value))
        default:
            break
        }
    }
    return count
}

@Suite("Renderings of deep error trees")
struct DeepErrorRenderingTests {
    /// An error chain `depth` levels deep, as a recursive mapper makes for a deep document.
    static func chain(depth: Int) -> MappingError {
        var error = MappingError(code: .missingValue)
        for level in 0..<depth {
            error = MappingError(collecting: [error], sourcePath: .index(level))
        }
        return error
    }

    @Test func everyRenderingOfADeepChainGrowsPolynomiallyNotExponentially() {
        // Before the fix, the bridged NSError printed each level's first underlying error twice
        // (under NSUnderlyingErrorKey and HydrantUnderlyingErrors): 2^64 copies here.
        let sizes = FuzzChecks.renderings(of: Self.chain(depth: 64)).map(\.1.utf8.count)
        let smaller = FuzzChecks.renderings(of: Self.chain(depth: 32)).map(\.1.utf8.count)
        for (large, small) in zip(sizes, smaller) {
            // Doubling the depth at most multiplies the size by 8 (cubic at worst).
            #expect(large <= 8 * small)
        }
    }
}

// MARK: Reflective mapping at the depth limits

extension DeepModel: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}

/// Reflective mapping recurses through the models' `init(from:)` and `encode(to:)`, several frames
/// a level (see `StackProbe` and `scripts/stack-depth.sh` for the bytes a level takes): recursive
/// classes, structures with arrays of themselves, indirect enumerations and optional links, mapped
/// on the small stacks that the explicit mappers are held to.
@Suite("Stack safety of reflective mapping")
struct ReflectiveStackSafetyTests {
    @Test(arguments: DeepModel.allCases)
    func documentsAreNestedExactlyAsDeepAsAsked(_ model: DeepModel) throws {
        for depth in [8, StackSafetyTests.depth] {
            #expect(throws: JSONReadingError.self) {
                try JSON(parsing: model.document(depth: depth), options: JSONReadingOptions(maxDepth: depth - 1))
            }
            _ = try JSON(parsing: model.document(depth: depth), options: JSONReadingOptions(maxDepth: depth))
        }
    }

    @Test(arguments: DeepModel.allCases)
    func aDocumentAtTheDefaultDepthLimitIsDecodedEncodedAndItsErrorRenderedOnASmallStack(_ model: DeepModel) {
        let outcome = runOnThread(stackSize: StackSafetyTests.smallStack) {
            model.check(depth: StackSafetyTests.depth)
        }
        #expect(outcome == "ok")
    }

    @Test(arguments: DeepModel.allCases)
    func aDocumentAtTheDepthCeilingIsDecodedEncodedAndItsErrorRenderedOnAOneMebibyteStack(_ model: DeepModel) {
        let outcome = runOnThread(stackSize: 1024 * 1024) {
            model.check(depth: JSONReadingOptions.maximumDepthCeiling)
        }
        #expect(outcome == "ok")
    }

    @Test func theFaultyDocumentsErrorNamesEveryLevel() throws {
        let depth = 8
        let error = try #require(
            Mappers.reflective(DeepListNode.self).mapping(
                parsing: DeepModel.linkedList.document(depth: depth, faulty: true)
            ).error)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'next.next.next.next.next.next.next.value' to 'next.next.next.next.next.next.next.value': the string is not a number (invalidSourceValue)

                """)
    }
}
