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
