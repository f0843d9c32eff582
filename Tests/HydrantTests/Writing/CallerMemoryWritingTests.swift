import Foundation
import Hydrant
import Testing

/// `JSONOutput(writingInto:)`: text written into the caller's memory while it fits, the rest into
/// the overflow; and mappers writing into an output the caller made (`write(_:to:)`).
@Suite("Writing into caller memory")
struct CallerMemoryWritingTests {
    static let sample = JSONOutputTests.sample

    /// Writes `value` into a region of `size` bytes; returns the region's part and the overflow.
    static func write(
        _ value: JSON, regionSize size: Int, options: JSONWritingOptions = .compact
    ) -> (inRegion: [UInt8], overflow: [UInt8], count: Int, bytes: [UInt8]) {
        var storage = [UInt8](repeating: 0xEE, count: size)
        var overflow: [UInt8] = []
        var count = 0
        var bytes: [UInt8] = []
        let inRegion = storage.withUnsafeMutableBytes { region in
            var output = JSONOutput(writingInto: region, options: options)
            output.write(value)
            overflow = output.withOverflow { Array($0) }
            count = output.count
            bytes = output.bytes
            return output.countInRegion
        }
        return (Array(storage[..<inRegion]), overflow, count, bytes)
    }

    @Test("text that fits is all in the region, with no overflow", arguments: [JSONWritingOptions.compact, .pretty])
    func fits(options: JSONWritingOptions) throws {
        let expected = try JSONWriter(options: options).write(Self.sample)
        let written = Self.write(Self.sample, regionSize: expected.count, options: options)
        #expect(written.inRegion == expected)
        #expect(written.overflow.isEmpty)
        #expect(written.count == expected.count)
        #expect(written.bytes == expected)
    }

    @Test("a region too small at any size: the region's part then the overflow are the text")
    func everySize() throws {
        for options in [JSONWritingOptions.compact, .pretty, JSONWritingOptions(escapesNonASCII: true)] {
            let expected = try JSONWriter(options: options).write(Self.sample)
            for size in 0...expected.count {
                let written = Self.write(Self.sample, regionSize: size, options: options)
                #expect(written.inRegion + written.overflow == expected, "size \(size)")
                #expect(written.inRegion.count <= size, "size \(size)")
                #expect(written.count == expected.count, "size \(size)")
                #expect(written.bytes == expected, "size \(size)")
            }
        }
    }

    @Test("a piece that does not fit goes whole into the overflow, and everything after it")
    func wholePieces() {
        // `[`, `"`, `abcdef`, `"`, `,`, `"` fit in 12 bytes; `ghijkl` does not fit in the one left.
        let written = Self.write(["abcdef", "ghijkl"] as JSON, regionSize: 12)
        #expect(String(decoding: written.inRegion, as: UTF8.self) == #"["abcdef",""#)
        #expect(String(decoding: written.overflow, as: UTF8.self) == #"ghijkl"]"#)
    }

    @Test("a rollback past the region's end writes into the region again")
    func rollBackIntoRegion() {
        var storage = [UInt8](repeating: 0, count: 16)
        let (inRegion, overflow, text) = storage.withUnsafeMutableBytes { region in
            var output = JSONOutput(writingInto: region)
            output.beginArray()
            output.write(JSONNumber(1))
            let checkpoint = output.checkpoint
            output.write(String(repeating: "x", count: 40))
            output.rollBack(to: checkpoint)
            output.write(JSONNumber(2))
            output.endArray()
            return (output.countInRegion, output.withOverflow { $0.count }, output.bytes)
        }
        #expect(String(decoding: storage[..<inRegion], as: UTF8.self) == "[1,2]")
        #expect(overflow == 0)
        #expect(String(decoding: text, as: UTF8.self) == "[1,2]")
    }

    @Test("a rollback inside the overflow keeps the region's part")
    func rollBackInOverflow() {
        var storage = [UInt8](repeating: 0, count: 4)
        let (inRegion, overflow) = storage.withUnsafeMutableBytes { region in
            var output = JSONOutput(writingInto: region)
            output.beginArray()
            output.write(JSONNumber(1))
            output.write("long enough")
            let checkpoint = output.checkpoint
            output.write("dropped")
            output.rollBack(to: checkpoint)
            output.endArray()
            return (output.countInRegion, output.withOverflow { Array($0) })
        }
        #expect(String(decoding: storage[..<inRegion], as: UTF8.self) == #"[1,""#)
        #expect(String(decoding: overflow, as: UTF8.self) == #"long enough"]"#)
    }

    @Test("an empty region: everything is overflow")
    func emptyRegion() {
        let written = Self.write([1, 2] as JSON, regionSize: 0)
        #expect(written.inRegion.isEmpty)
        #expect(String(decoding: written.overflow, as: UTF8.self) == "[1,2]")
    }

    @Test("an output of its own: no region, the overflow is the whole text, copies are independent")
    func ownOutput() {
        var output = JSONOutput()
        output.beginArray()
        output.write(JSONNumber(1))
        var copy = output
        output.write(JSONNumber(2))
        copy.write("three")
        output.endArray()
        copy.endArray()
        #expect(output.countInRegion == 0)
        #expect(output.withOverflow { Array($0) } == Array("[1,2]".utf8))
        #expect(String(decoding: copy.bytes, as: UTF8.self) == #"[1,"three"]"#)
        #expect(String(decoding: output.bytes, as: UTF8.self) == "[1,2]")
    }

    @Test("growing far past the first block keeps every byte")
    func growth() throws {
        let value = JSON.array((0..<5000).map { .string("element \($0) é") })
        var output = JSONOutput()
        output.write(value)
        #expect(output.bytes == (try JSONWriter().write(value)))
        #expect(output.count == output.bytes.count)
    }

    // MARK: Mappers

    static let tags = Mappers.array(of: Mappers.value(String.self)).reversed
    @Test("a reverse mapper writes into an output of the caller's, after what it holds")
    func mapperWrite() throws {
        var output = JSONOutput()
        output.beginArray()
        let errors = try Self.tags.write(["a", "b"], to: &output)
        output.endArray()
        #expect(errors == nil)
        #expect(String(decoding: output.bytes, as: UTF8.self) == #"[["a","b"]]"#)
    }

    @Test("a reverse mapper writes into a region, the overflow after it", arguments: [0, 5, 9, 64])
    func mapperRegion(size: Int) throws {
        var storage = [UInt8](repeating: 0, count: size)
        let (inRegion, overflow) = try storage.withUnsafeMutableBytes { region in
            var output = JSONOutput(writingInto: region)
            try Self.tags.write(["a", "b"], to: &output)
            return (output.countInRegion, output.withOverflow { Array($0) })
        }
        #expect(String(decoding: Array(storage[..<inRegion]) + overflow, as: UTF8.self) == #"["a","b"]"#)
    }

    @Test("non-fatal errors are returned; a fatal one is thrown, with part of the text left to roll back")
    func mapperErrors() throws {
        var output = JSONOutput()
        let warnings = try Checked().reversed.write(300, to: &output)
        #expect(String(decoding: output.bytes, as: UTF8.self) == "[100]")
        #expect(warnings?.isFatal == false)
        #expect(warnings?.code == .numberOutOfRange)

        var failing = JSONOutput()
        let checkpoint = failing.checkpoint
        #expect {
            try Checked().reversed.write(-1, to: &failing)
        } throws: { error in
            (error as? MappingError)?.code == .validationFailed
        }
        #expect(String(decoding: failing.bytes, as: UTF8.self) == #"["partial""#)
        failing.rollBack(to: checkpoint)
        #expect(failing.bytes.isEmpty)
    }

    @Test("the tree path (a mapper without a codec) writes the same text")
    func treePath() throws {
        let upper = Mappers.closure { (text: String) in JSON.string(text.uppercased()) }
        var output = JSONOutput()
        try upper.write("abc", to: &output)
        #expect(String(decoding: output.bytes, as: UTF8.self) == #""ABC""#)
    }

    @Test("nesting deeper than the output's limit is a writeFailed error", arguments: [true, false])
    func depth(direct: Bool) {
        let nested = Mappers.value([[Int]].self)
        var output = JSONOutput(options: .init(maxDepth: 1))
        #expect {
            if direct {
                try nested.reversed.write([[1]], to: &output)
            } else {
                try Mappers.closure { (value: [[Int]]) in
                    JSON.array(value.map { .array($0.map { .number(JSONNumber($0)) }) })
                }
                .write([[1]], to: &output)
            }
        } throws: { error in
            (error as? MappingError)?.code == .writeFailed
        }
    }

    /// The overflow is sized by what overflows, not by the region: a 4 MiB region that overflows
    /// by one byte allocates 4 KiB.
    @Test func aLargeRegionThatOverflowsByOneByteAllocatesLittle() {
        let size = 4 << 20
        let value: JSON = [.string(String(repeating: "a", count: size - 3))]  // `["…"]`: size + 1 bytes
        var storage = [UInt8](repeating: 0, count: size)
        storage.withUnsafeMutableBytes { region in
            var output = JSONOutput(writingInto: region)
            output.write(value)
            #expect(output.countInRegion == size)
            #expect(output.withOverflow { Array($0) } == Array("]".utf8))
            #expect(output.buffer.blockCapacity == 4096)
            // More overflow grows it by doubling from there.
            output.write(JSON.string(String(repeating: "b", count: 10_000)))
            #expect(output.withOverflow { $0.count } == output.count - size)
            #expect(
                output.withOverflow { $0.suffix(10_001) } == Array(String(repeating: "b", count: 10_000).utf8) + [0x22])
            #expect(output.buffer.blockCapacity < 40_000)
        }
    }
}
