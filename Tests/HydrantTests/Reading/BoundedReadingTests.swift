import Foundation
import Hydrant
import Testing

/// Reading files, file handles and non-contiguous sequences within the input limit: at most
/// `maxInputBytes + 1` bytes are read, so larger input fails with the error the same bytes in
/// memory give, whatever its real size.
@Suite("Bounded reading")
struct BoundedReadingTests {
    // MARK: Helpers

    /// Calls `body` with the URL of a temporary file holding `bytes`, then removes it.
    static func withFile<Result>(_ bytes: [UInt8], _ body: (URL) throws -> Result) throws -> Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hydrant-\(UUID().uuidString).json")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url)
    }

    /// The error reading `body` throws, which must be a `POSIXError`.
    static func posixError<Value>(_ body: () throws -> Value) -> POSIXErrorCode? {
        let error = #expect(throws: POSIXError.self) { _ = try body() }
        return error?.code
    }

    static let documents: [String] = [
        #"{"a": [1, 2.50, "x\u00e9"], "b": null}"#,
        "  7 \n",
        "\u{FEFF}[true]",
        // Larger than one chunk of the reader (64 KiB).
        "[" + Array(repeating: #"{"k": "0123456789"}"#, count: 10_000).joined(separator: ",\n") + "]",
    ]

    // MARK: Within the limit

    @Test("a file is read whole", arguments: documents)
    func filesAreReadWhole(text: String) throws {
        let bytes = Array(text.utf8)
        let expected = try JSONReader().read(bytes)
        try Self.withFile(bytes) { url in
            #expect(try JSONReader().read(contentsOf: url) == expected)
            #expect(try JSONReader().document(contentsOf: url).root.json == expected)
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            #expect(try JSONReader().read(from: handle) == expected)
        }
    }

    @Test func aHandleIsReadFromItsPositionToItsEndAndStaysOpen() throws {
        try Self.withFile(Array("123[4]".utf8)) { url in
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            try handle.seek(toOffset: 3)
            #expect(try JSONReader().document(from: handle).root.json == [4])
            // Nothing is left: an empty input.
            let error = #expect(throws: JSONReadingError.self) { try JSONReader().document(from: handle) }
            #expect(error?.reason == .emptyInput)
        }
    }

    @Test func aPipeIsReadToItsEnd() throws {
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(#"{"piped": [1, 2]}"#.utf8))
        try pipe.fileHandleForWriting.close()
        #expect(try JSONReader().document(from: pipe.fileHandleForReading).root.json == ["piped": [1, 2]])
    }

    // MARK: Beyond the limit

    @Test(
        "a file larger than the limit fails where the same bytes in memory fail", arguments: [0, 1, 5, 1000, 100_000])
    func largeFiles(limit: Int) throws {
        // Lines of `1,`: the error's line and column come from the bytes before the limit.
        let bytes = Array(("[\n" + String(repeating: "1,\n", count: limit)).utf8)
        let reader = JSONReader(options: JSONReadingOptions(maxInputBytes: limit))
        let inMemory = #expect(throws: JSONReadingError.self) { try reader.read(bytes) }
        let expected = try #require(inMemory)
        #expect(expected.reason == .inputTooLarge(limit: limit))
        try Self.withFile(bytes) { url in
            #expect(throws: expected) { try reader.read(contentsOf: url) }
            #expect(throws: expected) { try reader.document(contentsOf: url) }
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
    func anEndlessDeviceIsReadOnlyUpToTheLimit() throws {
        let reader = JSONReader(options: JSONReadingOptions(maxInputBytes: 1000))
        let expected = JSONReadingError(reason: .inputTooLarge(limit: 1000), offset: 1000, line: 1, column: 1001)
        #expect(throws: expected) { try reader.read(contentsOf: URL(fileURLWithPath: "/dev/zero")) }
        let handle = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
        defer { try? handle.close() }
        #expect(throws: expected) { try reader.document(from: handle) }
    }

    // MARK: Files that cannot be read

    @Test func aDirectoryIsEISDIR() {
        #expect(
            Self.posixError { try JSONReader().read(contentsOf: FileManager.default.temporaryDirectory) } == .EISDIR)
        #expect(
            Self.posixError { try JSONReader().document(contentsOf: FileManager.default.temporaryDirectory) } == .EISDIR
        )
    }

    @Test func aMissingFileIsENOENT() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hydrant-missing-\(UUID().uuidString).json")
        #expect(Self.posixError { try JSONReader().read(contentsOf: url) } == .ENOENT)
        #expect(Self.posixError { try JSONReader().document(contentsOf: url) } == .ENOENT)
    }

    @Test func aURLThatIsNotAFileIsNotRead() throws {
        let url = try #require(URL(string: "https://example.com/data.json"))
        let error = #expect(throws: CocoaError.self) { try JSONReader().read(contentsOf: url) }
        #expect(error?.code == .fileReadUnsupportedScheme)
    }

    // MARK: Sequences that are not contiguous

    /// An endless sequence of spaces that counts the bytes taken from it.
    final class Spaces: Sequence, IteratorProtocol {
        var taken = 0

        func next() -> UInt8? {
            taken += 1
            return UInt8(ascii: " ")
        }
    }

    @Test func aSequenceWithinTheLimitIsReadWhole() throws {
        let text = #"{"a": [1, "é"]}"#
        #expect(try JSON(parsing: text.utf8.lazy.map { $0 }) == ["a": [1, "é"]])
    }

    @Test("an endless sequence is read only up to the limit", arguments: [0, 1, 1000])
    func endlessSequences(limit: Int) {
        let spaces = Spaces()
        let expected = JSONReadingError(reason: .inputTooLarge(limit: limit), offset: limit, line: 1, column: limit + 1)
        #expect(throws: expected) { try JSON(parsing: spaces, options: JSONReadingOptions(maxInputBytes: limit)) }
        #expect(spaces.taken == limit + 1)
    }
}
