import Foundation
import Hydrant
import Testing

@Suite("JSONOutput")
struct JSONOutputTests {
    static let sample: JSON = [
        "name": "Ada / Łódź \"quoted\"\n",
        "langs": ["en", 1.5, nil, [true, false], [:], []],
        "address": ["city": "London", "zip": nil, "geo": ["lat": 51.5, "lon": -0.12]],
        "b": [:],
        "a": [],
    ]

    /// Writes `value` with the output's value and container calls (not `write(_: JSON)`).
    static func writeByParts(_ value: JSON, to output: inout JSONOutput) {
        switch value {
        case .null: output.writeNull()
        case .bool(let flag): output.write(flag)
        case .number(let number): output.write(number)
        case .string(let string): output.write(string)
        case .array(let elements):
            output.beginArray()
            for element in elements { writeByParts(element, to: &output) }
            output.endArray()
        case .object(let object):
            output.beginObject()
            for member in object {
                output.writeKey(member.key)
                writeByParts(member.value, to: &output)
            }
            output.endObject()
        }
    }

    @Test(
        "values and containers give JSONWriter's text",
        arguments: [
            JSONWritingOptions.compact, .pretty, JSONWritingOptions(prettyPrinted: true, indentation: 0),
            JSONWritingOptions(escapesForwardSlashes: true), JSONWritingOptions(escapesNonASCII: true),
        ])
    func partsMatchWriter(options: JSONWritingOptions) throws {
        var output = JSONOutput(options: options)
        Self.writeByParts(Self.sample, to: &output)
        #expect(output.writingError == nil)
        #expect(output.bytes == (try JSONWriter(options: options).write(Self.sample)))
    }

    /// Integers are written two digits at a time, after counting their digits from their bit
    /// length: every power of ten, its neighbours and the extremes spell as `description` does.
    @Test("integers are spelled as their description, at every digit count")
    func integersAreSpelledExactly() {
        var values: [Int64] = [0, 1, -1, 9, -9, 99, 100, 101, Int64.max, Int64.min, Int64.min + 1]
        var power: Int64 = 1
        for _ in 1...18 {
            power *= 10
            values += [power - 1, power, power + 1, -(power - 1), -power, 7 * power + 3]
        }
        for value in values {
            var output = JSONOutput()
            output.write(integer: value)
            #expect(String(decoding: output.bytes, as: UTF8.self) == value.description)
        }
        var unsigned = JSONOutput()
        unsigned.write(integer: UInt64.max)
        #expect(String(decoding: unsigned.bytes, as: UTF8.self) == UInt64.max.description)
    }

    /// Compact decimals keep their point and leading zeros.
    @Test(
        "decimal numbers keep their point and leading zeros",
        arguments: ["0.05", "-0.5", "12.340", "0.0", "123456789.987654321"])
    func decimalsAreSpelledAsRead(text: String) throws {
        var output = JSONOutput()
        output.write(try #require(JSONNumber(text)))
        #expect(String(decoding: output.bytes, as: UTF8.self) == text)
    }

    @Test(
        "a tree written inside a container is indented at its depth", arguments: [JSONWritingOptions.compact, .pretty])
    func treeInsideContainer(options: JSONWritingOptions) throws {
        var output = JSONOutput(options: options)
        output.beginObject()
        output.writeKey("inner")
        output.write(Self.sample)
        output.writeKey("next")
        output.write(["x": [1]] as JSON)
        output.endObject()
        let expected = try JSONWriter(options: options).write(["inner": Self.sample, "next": ["x": [1]]])
        #expect(output.bytes == expected)
    }

    @Test("an output grows in place, and a copy keeps its own text while either grows", arguments: [0, 64, 100_000])
    func growingAndCopying(reserved: Int) throws {
        var output = JSONOutput()
        output.reserveCapacity(reserved)
        output.beginArray()
        let element = String(repeating: "x", count: 1000)
        for _ in 0..<300 { output.write(element) }
        var copy = output
        // Each grows past its block: the copy first (the block is shared, so it gets one of its own),
        // then the original (its block is its alone again, so it is grown in place).
        for _ in 0..<300 { copy.write(integer: 1) }
        copy.endArray()
        for _ in 0..<300 { output.write(element) }
        output.endArray()
        let texts = Array(repeating: "\"\(element)\"", count: 300)
        #expect(
            String(decoding: copy.bytes, as: UTF8.self) == "["
                + (texts + Array(repeating: "1", count: 300)).joined(separator: ",") + "]")
        #expect(String(decoding: output.bytes, as: UTF8.self) == "[" + (texts + texts).joined(separator: ",") + "]")
    }

    @Test("a rollback removes the text and restores the separators")
    func rollBack() {
        var output = JSONOutput()
        output.beginArray()
        output.write(JSONNumber(1))
        let checkpoint = output.checkpoint
        output.write(JSONNumber(2))
        output.beginObject()
        output.writeKey("k")
        output.rollBack(to: checkpoint)
        output.write(JSONNumber(3))
        output.endArray()
        #expect(String(decoding: output.bytes, as: UTF8.self) == "[1,3]")
    }

    @Test("the depth limit is remembered as JSONWriter throws it, and rolled back with the text")
    func depthLimit() throws {
        let options = JSONWritingOptions(maxDepth: 2)
        let deep: JSON = [[[1]]]
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: 2))) {
            try JSONWriter(options: options).write(deep)
        }

        var byParts = JSONOutput(options: options)
        Self.writeByParts(deep, to: &byParts)
        #expect(byParts.writingError == JSONWritingError(reason: .depthLimitExceeded(limit: 2)))

        var tree = JSONOutput(options: options)
        tree.beginArray()
        let checkpoint = tree.checkpoint
        tree.write([[1]] as JSON)
        #expect(tree.writingError == JSONWritingError(reason: .depthLimitExceeded(limit: 2)))
        tree.rollBack(to: checkpoint)
        #expect(tree.writingError == nil)
        tree.write([1] as JSON)
        tree.endArray()
        #expect(tree.writingError == nil)
        #expect(String(decoding: tree.bytes, as: UTF8.self) == "[[1]]")
    }

    @Test("an empty array is a level too")
    func emptyContainerDepth() {
        var output = JSONOutput(options: JSONWritingOptions(maxDepth: 0))
        output.beginArray()
        output.endArray()
        #expect(output.writingError == JSONWritingError(reason: .depthLimitExceeded(limit: 0)))
    }
}

extension JSONOutputTests {
    /// `count` distinct-looking ASCII characters, so that a byte copied to the wrong place shows.
    static func text(count: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return String((0..<count).map { alphabet[$0 % alphabet.count] })
    }

    // Strings and keys of up to 32 bytes are copied without `memcpy`, in words that overlap
    // (OutputBytes.copyShort): every length around the word sizes, with and without an escape
    // splitting the string into runs, into the output's memory and into a caller's region.
    @Test("short strings and their runs between escapes are copied exactly", arguments: 0...40)
    func shortStrings(count: Int) {
        let plain = Self.text(count: count)
        let split = count < 2 ? plain : String(plain.prefix(count / 2)) + "\"" + String(plain.dropFirst(count / 2))
        for value in [plain, split] {
            let expected = "\"" + value.replacingOccurrences(of: "\"", with: "\\\"") + "\""
            var output = JSONOutput()
            output.write(value)
            #expect(String(decoding: output.bytes, as: UTF8.self) == expected)
            // A region of 3 bytes: the string overflows it into a block of the output's own.
            let region = UnsafeMutableRawBufferPointer.allocate(byteCount: 3, alignment: 1)
            defer { region.deallocate() }
            var inRegion = JSONOutput(writingInto: region)
            inRegion.write(value)
            #expect(String(decoding: inRegion.bytes, as: UTF8.self) == expected)
        }
    }

    // Texts are checked sixteen bytes at a time, then eight, and the end of a string (fewer than
    // eight bytes) as one word too: the last eight bytes, or two overlapping halves for a text of
    // four to seven. A byte that needs escaping at any position of any text up to three blocks
    // long must still be found, with each writing option, and escaped as JSON says (checked
    // against an escaper that looks at one scalar at a time).
    @Test("a byte that needs escaping is found at every position of a text", arguments: 1...40)
    func escapeAtEveryPosition(count: Int) throws {
        let specials: [Character] = ["\"", "\\", "\u{1}", "\u{1F}", "/", "é", "🎉", "\u{7F}", " ", "\n"]
        for options in WritingPaths.options + [JSONWritingOptions(escapesNonASCII: true)] {
            for special in specials {
                for position in 0..<count {
                    var characters = Array(Self.text(count: count))
                    characters[position] = special
                    let value = String(characters)
                    var output = JSONOutput(options: options)
                    output.write(value)
                    let expected = try JSONWriter(options: options).write(.string(value))
                    #expect(output.bytes == expected, "\(value.debugDescription) \(options)")
                    #expect(
                        String(decoding: output.bytes, as: UTF8.self) == Self.escapedOneByOne(value, options),
                        "\(value.debugDescription) \(options)")
                }
            }
        }
    }

    /// `value` as a JSON string, escaped one scalar at a time: the reference for the word and
    /// vector loops.
    static func escapedOneByOne(_ value: String, _ options: JSONWritingOptions) -> String {
        func hex(_ unit: UInt16) -> String {
            let digits = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "/" where options.escapesForwardSlashes: text += "\\/"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{8}": text += "\\b"
            case "\u{C}": text += "\\f"
            case _ where scalar.value < 0x20: text += hex(UInt16(scalar.value))
            case _ where scalar.value >= 0x80 && options.escapesNonASCII:
                for unit in String(scalar).utf16 { text += hex(unit) }
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    @Test("an object mapping's prepared keys of every short length are written exactly", arguments: 1...40)
    func shortKeys(count: Int) throws {
        struct Named: Sendable { let name: String }
        let key = Self.text(count: count)
        let mapping = Mappers.object(Named.init) { Field(Accessors.key(key), \.name) }
        let bytes = try mapping.reversed.bytes(from: Named(name: "x"))
        #expect(String(decoding: bytes, as: UTF8.self) == "{\"\(key)\":\"x\"}")
    }
}

@Suite("JSONConvertible.writeJSON")
struct JSONConvertibleWritingTests {
    static let values: [any JSONConvertible] = [
        "plain", "esc\"aped\\ \u{1} / é 🎉", "", true, false,
        0, -1, Int.min, Int.max, UInt64.max, Int8.min, UInt8.max,
        1.0, -0.0, 0.1, 1e-05, 1.7976931348623157e+308, Double.infinity, -Double.infinity, Double.nan,
        Float(1.5), Float.infinity, Decimal(string: "3.14159") ?? 0, Decimal.nan,
        JSONNumber("1e400") ?? 0, Int?.none, Int?.some(3),
        [1, 2, 3], [String](), [[1.5], []], ["b": 1, "a": 2, "é": 3, "Z": 4], [String: [Int?]](),
        ["x": [nil, 1]] as [String: [Int?]], ["k": [1, "two", nil]] as JSON,
    ]

    @Test("writes what JSONWriter writes for the value's JSON", arguments: values.indices)
    func matchesJSON(index: Int) throws {
        let value = Self.values[index]
        for options in WritingPaths.options {
            var output = JSONOutput(options: options)
            value.writeJSON(to: &output)
            #expect(output.bytes == (try JSONWriter(options: options).write(value.json)), "\(value) \(options)")
        }
    }

    @Test("floating-point values: every bit pattern class writes JSONNumber's text")
    func floatingPoint() throws {
        var generator = SplitMix64(seed: 0x5EED)
        var doubles: [Double] = [
            .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.leastNormalMagnitude, 1e21, 1e22, 1.2345678901234568e20,
            0.000001, 1e-7,
        ]
        var floats: [Float] = [.leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-7, 16777216, 0.1]
        for _ in 0..<2000 {
            doubles.append(Double(bitPattern: generator.next()))
            doubles.append(Double(Int64(bitPattern: generator.next()) >> 20) / 1e6)
            floats.append(Float(bitPattern: UInt32(truncatingIfNeeded: generator.next())))
        }
        for value in doubles {
            var output = JSONOutput()
            value.writeJSON(to: &output)
            #expect(output.bytes == (try JSONWriter().write(value.json)), "\(value)")
        }
        for value in floats {
            var output = JSONOutput()
            value.writeJSON(to: &output)
            #expect(output.bytes == (try JSONWriter().write(value.json)), "\(value)")
        }
    }
}
