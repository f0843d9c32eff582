import Foundation
import Hydrant
import Testing

/// A value nested 100,000 levels deep, built once and never released: releasing it walks the
/// recursive enum's destructors one level per stack frame, which can overflow a thread's stack.
private enum DeepValues {
    static let depth = 100_000

    /// `[[[ ... [null] ... ]]]`, 100,000 arrays deep.
    static let deepArray: JSON = {
        var value: JSON = nil
        for _ in 0..<depth { value = .array([value]) }
        return value
    }()

    /// `{"a":{"a": ... {"a":null} ... }}`, 100,000 objects deep.
    static let deepObject: JSON = {
        var value: JSON = nil
        for _ in 0..<depth { value = .object(["a": value]) }
        return value
    }()
}

@Suite("JSONWriter")
struct JSONWriterTests {
    private static func compact(_ value: JSON) throws -> String {
        try JSONWriter().writeString(value)
    }

    private static func pretty(_ value: JSON, indentation: Int = 2, sortsKeys: Bool = false) throws -> String {
        try JSONWriter(options: .init(prettyPrinted: true, indentation: indentation, sortsKeys: sortsKeys)).writeString(
            value)
    }

    /// `levels` arrays nested around `innermost`.
    private static func nestedArrays(_ levels: Int, around innermost: JSON) -> JSON {
        var value = innermost
        for _ in 0..<levels { value = .array([value]) }
        return value
    }

    static let sample: JSON = [
        "name": "Ada",
        "langs": ["en", 1.5, nil, [true, false], [:], []],
        "address": ["city": "London", "zip": nil, "geo": ["lat": 51.5, "lon": -0.12]],
        "empty": [:],
        "none": [],
    ]

    // MARK: Compact and pretty output

    @Test func compactOutput() throws {
        #expect(
            try Self.compact(Self.sample)
                == #"{"name":"Ada","langs":["en",1.5,null,[true,false],{},[]],"address":{"city":"London","zip":null,"geo":{"lat":51.5,"lon":-0.12}},"empty":{},"none":[]}"#
        )
    }

    @Test func prettyOutput() throws {
        let expected = """
            {
              "name": "Ada",
              "langs": [
                "en",
                1.5,
                null,
                [
                  true,
                  false
                ],
                {},
                []
              ],
              "address": {
                "city": "London",
                "zip": null,
                "geo": {
                  "lat": 51.5,
                  "lon": -0.12
                }
              },
              "empty": {},
              "none": []
            }
            """
        #expect(try Self.pretty(Self.sample) == expected)
        #expect(try JSONWriter(options: .pretty).writeString(Self.sample) == expected)
    }

    @Test func prettyOutputWithFourSpaces() throws {
        let value: JSON = ["a": [1, ["b": 2]]]
        let expected = """
            {
                "a": [
                    1,
                    {
                        "b": 2
                    }
                ]
            }
            """
        #expect(try Self.pretty(value, indentation: 4) == expected)
    }

    @Test func prettyOutputWithNoIndentation() throws {
        let value: JSON = ["a": [1, 2]]
        #expect(try Self.pretty(value, indentation: 0) == "{\n\"a\": [\n1,\n2\n]\n}")
    }

    @Test(
        arguments: [
            (nil, "null", "null"),
            (true, "true", "true"),
            (false, "false", "false"),
            (-12, "-12", "-12"),
            ("s", #""s""#, #""s""#),
            ([], "[]", "[]"),
            ([:], "{}", "{}"),
            ([[]], "[[]]", "[\n  []\n]"),
            ([[:]], "[{}]", "[\n  {}\n]"),
            (["a": []], #"{"a":[]}"#, "{\n  \"a\": []\n}"),
            ([1], "[1]", "[\n  1\n]"),
            ([[1, 2], [3]], "[[1,2],[3]]", "[\n  [\n    1,\n    2\n  ],\n  [\n    3\n  ]\n]"),
            (["a": 1, "b": "x"], #"{"a":1,"b":"x"}"#, "{\n  \"a\": 1,\n  \"b\": \"x\"\n}"),
            (
                ["k": ["k": ["k": nil]]], #"{"k":{"k":{"k":null}}}"#,
                "{\n  \"k\": {\n    \"k\": {\n      \"k\": null\n    }\n  }\n}"
            ),
        ] as [(JSON, String, String)])
    func compactAndPrettyTable(value: JSON, compact: String, pretty: String) throws {
        #expect(try Self.compact(value) == compact)
        #expect(try Self.pretty(value) == pretty)
    }

    #if os(macOS) || os(Linux) || os(Windows)
        @Test func negativeIndentationDoesNotCrash() async {
            // `maxDepth` below zero is clamped; `indentation` below zero must not trap either.
            await #expect(processExitsWith: .success) {
                let writer = JSONWriter(options: .init(prettyPrinted: true, indentation: -1))
                _ = try? writer.write([1, ["a": 2]])
            }
        }
    #endif

    @Test func writeStringAndWriteDataMatchWrite() throws {
        let writer = JSONWriter(options: .pretty)
        let bytes = try writer.write(Self.sample)
        #expect(try writer.writeString(Self.sample) == String(decoding: bytes, as: UTF8.self))
        #expect(try writer.writeData(Self.sample) == Data(bytes))
        #expect(try JSONWriter().write("é") == [0x22, 0xC3, 0xA9, 0x22])
    }

    @Test func defaultOptions() {
        let options = JSONWritingOptions()
        #expect(options == .compact)
        #expect(!options.prettyPrinted)
        #expect(options.indentation == 2)
        #expect(!options.sortsKeys)
        #expect(!options.escapesForwardSlashes)
        #expect(!options.escapesNonASCII)
        #expect(options.maxDepth == JSONReadingOptions.default.maxDepth)
        #expect(JSONWriter().options == .compact)
        #expect(JSONWritingOptions.pretty == JSONWritingOptions(prettyPrinted: true))
    }

    @Test func descriptionMatchesCompactWriter() throws {
        #expect(Self.sample.description == (try Self.compact(Self.sample)))
    }

    // MARK: Sorted keys

    @Test func sortsKeysAtEveryLevel() throws {
        let value: JSON = ["b": 1, "a": ["z": 1, "y": [["d": 1, "c": 2]]], "B": nil]
        let writer = JSONWriter(options: .init(sortsKeys: true))
        #expect(try writer.writeString(value) == #"{"B":null,"a":{"y":[{"c":2,"d":1}],"z":1},"b":1}"#)
        // Without the option the members stay in order.
        #expect(try Self.compact(value) == #"{"b":1,"a":{"z":1,"y":[{"d":1,"c":2}]},"B":null}"#)
    }

    @Test func sortsKeysByUnicodeScalarsAndKeepsDuplicatesInOrder() throws {
        let object = JSONObject(members: [
            (key: "😀", value: 1), (key: "\u{FF61}", value: 2), (key: "b", value: 3), (key: "a", value: 4),
            (key: "b", value: 5), (key: "\u{E9}", value: 6), (key: "e\u{301}", value: 7),
        ])
        let writer = JSONWriter(options: .init(sortsKeys: true))
        #expect(
            try writer.writeString(.object(object))
                == "{\"a\":4,\"b\":3,\"b\":5,\"e\u{301}\":7,\"\u{E9}\":6,\"\u{FF61}\":2,\"😀\":1}")
    }

    @Test func prettySortedOutput() throws {
        let value: JSON = ["b": 1, "a": [true]]
        let expected = """
            {
              "a": [
                true
              ],
              "b": 1
            }
            """
        #expect(try Self.pretty(value, sortsKeys: true) == expected)
    }

    // MARK: Escaping

    @Test(
        arguments: [
            ("", #""""#),
            ("plain text", #""plain text""#),
            ("\"", #""\"""#),
            ("\\", #""\\""#),
            ("\n", #""\n""#),
            ("\r", #""\r""#),
            ("\t", #""\t""#),
            ("\u{8}", #""\b""#),
            ("\u{C}", #""\f""#),
            ("\u{0}", #""\u0000""#),
            ("\u{1}", #""\u0001""#),
            ("\u{B}", #""\u000b""#),
            ("\u{1B}", #""\u001b""#),
            ("\u{1F}", #""\u001f""#),
            ("\u{7F}", "\"\u{7F}\""),
            (" ~", #"" ~""#),
            ("/", #""/""#),
            ("</script>", #""</script>""#),
            ("é", "\"é\""),
            ("😀", "\"😀\""),
            ("\u{2028}\u{2029}", "\"\u{2028}\u{2029}\""),
            ("a\"b\\c\n\u{0}d", #""a\"b\\c\n\u0000d""#),
            ("\r\n", #""\r\n""#),
            ("'", #""'""#),
        ] as [(String, String)])
    func defaultEscaping(string: String, expected: String) throws {
        #expect(try Self.compact(.string(string)) == expected)
        // Keys are escaped the same way.
        #expect(try Self.compact(["\(string)": 1]) == "{\(expected):1}")
    }

    @Test(
        arguments: [
            ("/", #""\/""#),
            ("a/b//c", #""a\/b\/\/c""#),
            ("</script>", #""<\/script>""#),
            ("\\/", #""\\\/""#),
        ] as [(String, String)])
    func forwardSlashEscaping(string: String, expected: String) throws {
        let writer = JSONWriter(options: .init(escapesForwardSlashes: true))
        #expect(try writer.writeString(.string(string)) == expected)
        #expect(try writer.writeString(["\(string)": 1]) == "{\(expected):1}")
    }

    @Test(
        arguments: [
            ("é", #""\u00e9""#),
            ("e\u{301}", #""e\u0301""#),
            ("a€b", #""a\u20acb""#),
            ("😀", #""\ud83d\ude00""#),
            ("x😀y", #""x\ud83d\ude00y""#),
            ("\u{FFFF}", #""\uffff""#),
            ("\u{10FFFF}", #""\udbff\udfff""#),
            ("\u{80}", #""\u0080""#),
            ("日本", #""\u65e5\u672c""#),
            ("\u{7F}", "\"\u{7F}\""),
            ("\n\u{1F}\"/", #""\n\u001f\"/""#),
            ("👨‍👩‍👧", #""\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67""#),
        ] as [(String, String)])
    func nonASCIIEscaping(string: String, expected: String) throws {
        let writer = JSONWriter(options: .init(escapesNonASCII: true))
        let bytes = try writer.write(.string(string))
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(bytes.allSatisfy { $0 < 0x80 })
        #expect(try writer.writeString(["\(string)": 1]) == "{\(expected):1}")
        // The escapes read back as the original scalars.
        let reread = try JSON(parsing: bytes)
        #expect(reread.string.map { Array($0.unicodeScalars) } == Array(string.unicodeScalars))
    }

    @Test func allEscapingOptionsTogether() throws {
        let writer = JSONWriter(options: .init(escapesForwardSlashes: true, escapesNonASCII: true))
        #expect(try writer.writeString(["ключ/": "é/\u{1}"]) == #"{"\u043a\u043b\u044e\u0447\/":"\u00e9\/\u0001"}"#)
    }

    @Test func everyControlCharacterIsEscaped() throws {
        let shortForms: [UInt8: String] = [0x08: #"\b"#, 0x09: #"\t"#, 0x0A: #"\n"#, 0x0C: #"\f"#, 0x0D: #"\r"#]
        for byte in UInt8(0)..<0x20 {
            let string = String(Character(Unicode.Scalar(byte)))
            let expected = shortForms[byte] ?? String(format: "\\u%04x", Int(byte))
            #expect(try Self.compact(.string(string)) == "\"\(expected)\"", "byte \(byte)")
        }
        // Everything else in ASCII is written as is, except the quote and the backslash.
        for byte in UInt8(0x20)...0x7F where byte != 0x22 && byte != 0x5C {
            #expect(try JSONWriter().write(.string(String(Character(Unicode.Scalar(byte))))) == [0x22, byte, 0x22])
        }
    }

    // MARK: Numbers

    @Test(arguments: [
        "0", "-0", "0.0", "-0.0", "1.0", "1.50", "123.4560", "0.000001", "0.000000000000000001",
        "-0.000000000000000000", "9999999999999999999", "-9223372036854775808", "18446744073709551615",
        "12345678901234567890123", "-12345678901234567890.123456789", "1e5", "1E+05", "-1.5e-10",
        "1e400", "0e0", "1234567890.123456789", "0.1234567890123456789",
    ])
    func numbersAreWrittenExactlyAsTheirText(text: String) throws {
        let number = try #require(JSONNumber(text))
        #expect(try Self.compact(.number(number)) == text)
        #expect(try Self.compact([.number(number), ["n": .number(number)]]) == "[\(text),{\"n\":\(text)}]")
        #expect(try Self.pretty(.number(number)) == text)
    }

    @Test func numbersFromSwiftValues() throws {
        let value: JSON = [
            .number(JSONNumber(Int64.min)), .number(JSONNumber(UInt64.max)), JSON(0.1 as Double)!,
            JSON(1e-5 as Double)!, JSON(1e20 as Double)!,
            JSON(-0.0 as Double)!, JSON(100.0 as Double)!, .number(JSONNumber(Decimal(string: "-12.340")!)!),
        ]
        #expect(
            try Self.compact(value) == "[-9223372036854775808,18446744073709551615,0.1,1e-05,1e+20,-0.0,100.0,-12.34]")
    }

    // MARK: Depth

    @Test(arguments: [1, 2, 3, 10, 128])
    func exactlyMaxDepthIsWrittenAndOneMoreThrows(maxDepth: Int) throws {
        let writer = JSONWriter(options: .init(maxDepth: maxDepth))
        let atLimit = Self.nestedArrays(maxDepth, around: 1)
        let expected = String(repeating: "[", count: maxDepth) + "1" + String(repeating: "]", count: maxDepth)
        #expect(try writer.writeString(atLimit) == expected)

        let tooDeep = Self.nestedArrays(maxDepth + 1, around: 1)
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: maxDepth))) {
            try writer.write(tooDeep)
        }
    }

    @Test(arguments: [1, 2, 3, 10, 128])
    func emptyContainersCountAsALevel(maxDepth: Int) throws {
        // The reader counts `[]` as depth 1 and `[[]]` as depth 2; the writer must agree, so that
        // whatever it writes with a limit reads back with the same limit.
        let writer = JSONWriter(options: .init(maxDepth: maxDepth))
        let atLimit = Self.nestedArrays(maxDepth - 1, around: [])
        let expected = String(repeating: "[", count: maxDepth) + String(repeating: "]", count: maxDepth)
        #expect(try writer.writeString(atLimit) == expected)

        let tooDeep = Self.nestedArrays(maxDepth, around: [:])
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: maxDepth))) {
            try writer.write(tooDeep)
        }
    }

    @Test func depthCountsObjectsAndArraysAlike() throws {
        let writer = JSONWriter(options: .init(maxDepth: 4))
        let atLimit: JSON = ["a": [["b": [1]]]]
        #expect(try writer.writeString(atLimit) == #"{"a":[{"b":[1]}]}"#)
        let tooDeep: JSON = ["a": [["b": [["c": 1]]]]]
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: 4))) {
            try writer.write(tooDeep)
        }
        // A deep branch after a shallow one is still caught.
        let lateDeep: JSON = [1, [2], ["x": [[[[3]]]]]]
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: 4))) {
            try writer.write(lateDeep)
        }
    }

    @Test func prettyWriterHasTheSameDepthLimit() throws {
        let writer = JSONWriter(options: .init(prettyPrinted: true, maxDepth: 2))
        #expect(try writer.writeString([[1]]) == "[\n  [\n    1\n  ]\n]")
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: 2))) {
            try writer.write([[[1]]])
        }
    }

    @Test func whatTheWriterAcceptsTheReaderReadsBack() throws {
        for maxDepth in [1, 2, 5, 64, 128] {
            let writer = JSONWriter(options: .init(maxDepth: maxDepth))
            let readerOptions = JSONReadingOptions(maxDepth: maxDepth)
            for innermost in [1, [], [:]] as [JSON] {
                for levels in max(0, maxDepth - 2)...(maxDepth + 1) {
                    let value = Self.nestedArrays(levels, around: innermost)
                    guard let bytes = try? writer.write(value) else { continue }
                    #expect(throws: Never.self, "\(levels) levels around \(innermost), limit \(maxDepth)") {
                        _ = try JSON(parsing: bytes, options: readerOptions)
                    }
                }
            }
        }
    }

    @Test func defaultDepthLimitIsTheReadersDefault() throws {
        let writer = JSONWriter()
        let atLimit = Self.nestedArrays(128, around: nil)
        let bytes = try writer.write(atLimit)
        #expect(try JSON(parsing: bytes) == atLimit)
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: 128))) {
            try writer.write(Self.nestedArrays(129, around: nil))
        }
    }

    @Test func depthErrorDescription() {
        let error = JSONWritingError(reason: .depthLimitExceeded(limit: 128))
        #expect(error.description == "cannot write JSON: arrays and objects are nested more than 128 levels deep")
    }

    @Test func scalarsAreWrittenAtAnyLimit() throws {
        let writer = JSONWriter(options: .init(maxDepth: 0))
        #expect(try writer.writeString("x") == #""x""#)
        #expect(try writer.writeString(1) == "1")
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: 0))) {
            try writer.write([1])
        }
    }

    @Test func valueNestedOneHundredThousandLevelsIsRejectedNotCrashed() throws {
        let deep = DeepValues.deepArray
        #expect(deep.kind == .array)
        #expect(deep.count == 1)
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: 128))) {
            try JSONWriter().write(deep)
        }
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: 1024))) {
            try JSONWriter(options: .init(prettyPrinted: true, maxDepth: 1024)).write(deep)
        }
        #expect(deep.description == "<JSON nested too deeply to print>")
        #expect(deep.debugDescription == "JSON: <JSON nested too deeply to print>")
        // With a high enough limit the writer does write it, without recursion.
        let bytes = try JSONWriter(options: .init(maxDepth: DeepValues.depth)).write(deep)
        #expect(bytes.count == 2 * DeepValues.depth + 4)
        #expect(bytes.prefix(3) == [0x5B, 0x5B, 0x5B])
        #expect(bytes[DeepValues.depth..<DeepValues.depth + 4] == Array("null".utf8)[...])
    }

    @Test func objectNestedOneHundredThousandLevelsIsRejectedNotCrashed() throws {
        let deep = DeepValues.deepObject
        #expect(deep.kind == .object)
        #expect(throws: JSONWritingError(reason: .depthLimitExceeded(limit: 128))) {
            try JSONWriter(options: .init(sortsKeys: true)).write(deep)
        }
        #expect(deep.description == "<JSON nested too deeply to print>")
        #expect(JSONObject(members: [(key: "deep", value: deep)]).description == "<JSON nested too deeply to print>")
    }
}
