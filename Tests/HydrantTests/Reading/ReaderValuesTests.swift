import Foundation
import Hydrant
import Testing

/// What the reader produces: decoded strings, exact numbers, member order, kinds, and the
/// `JSONDocument` / `JSONNode` API, which must agree with the `JSON` tree.
@Suite("Reader values")
struct ReaderValuesTests {
    // MARK: Strings

    static let escapes: [(json: String, scalars: [UInt32])] = [
        (#"\""#, [0x22]),
        (#"\\"#, [0x5C]),
        (#"\/"#, [0x2F]),
        (#"\b"#, [0x08]),
        (#"\f"#, [0x0C]),
        (#"\n"#, [0x0A]),
        (#"\r"#, [0x0D]),
        (#"\t"#, [0x09]),
        (#"\u0000"#, [0x00]),
        (#"\u001f"#, [0x1F]),
        (#"\u0041"#, [0x41]),
        (#"\u00e9"#, [0xE9]),
        (#"\u00E9"#, [0xE9]),
        (#"\u20AC"#, [0x20AC]),
        (#"\uFFFF"#, [0xFFFF]),
        (#"\ud83d\ude00"#, [0x1F600]),
        (#"\uD834\uDD1E"#, [0x1D11E]),
        (#"\uDBFF\uDFFF"#, [0x10FFFF]),
        (#"\uD800\uDC00"#, [0x10000]),
    ]

    @Test(arguments: escapes)
    func everyEscapeDecodes(json: String, scalars: [UInt32]) throws {
        // Alone, and surrounded by plain text (the escape at different alignments).
        for (prefix, suffix) in [("", ""), ("a", "z"), ("0123456789abc", "!"), ("é", "😀")] {
            let text = "\"\(prefix)\(json)\(suffix)\""
            let expected = prefix.unicodeScalars.map(\.value) + scalars + suffix.unicodeScalars.map(\.value)
            let tree = try JSON(parsing: text)
            #expect(tree.string?.unicodeScalars.map(\.value) == expected, "\(text)")
            let node = try JSONDocument(parsing: text).root
            #expect(node.string?.unicodeScalars.map(\.value) == expected, "\(text)")
            // As a key too.
            let object = try JSON(parsing: "{\(text): 1}")
            #expect(object.object?.keys.first?.unicodeScalars.map(\.value) == expected, "\(text)")
            for string in [tree.string, node.string, object.object?.keys.first] {
                try expectMadeLikeAnyOtherString(#require(string))
            }
        }
    }

    /// Plain text of 0 to 17 bytes before, between and after two escapes: the decoder copies the
    /// text between escapes a run at a time and finds the next backslash eight bytes at a time,
    /// so every position in and across a word is covered. The text mixes ASCII and CJK.
    @Test(arguments: 0...17)
    func runsBetweenEscapesOfEveryLength(length: Int) throws {
        let pieces = ["", "a", "名", "ab名", "0123456", "01234567", "名前日本語x"]
        let run = String(String(repeating: "abcdefgh名", count: 3).prefix(length))
        for piece in pieces {
            let json = "\"\(run)\\n\(piece)\\u00e9\(run)\\\"\(piece)\""
            let expected = "\(run)\n\(piece)\u{E9}\(run)\"\(piece)"
            #expect(try JSON(parsing: json).string == expected, "\(json)")
            #expect(try JSONDocument(parsing: json).root.string == expected, "\(json)")
        }
    }

    @Test func allEscapesInOneString() throws {
        let text = #""\"\\\/\b\f\n\r\t\u0000\u00e9\ud83d\ude00""#
        let expected = "\"\\/\u{8}\u{C}\n\r\t\u{0}\u{E9}\u{1F600}"
        let tree = try JSON(parsing: text)
        #expect(tree.string?.unicodeScalars.elementsEqual(expected.unicodeScalars) == true)
        #expect(
            try JSONDocument(parsing: text).root.string?.unicodeScalars.elementsEqual(expected.unicodeScalars) == true)
    }

    @Test func escapedNulIsPreserved() throws {
        let tree = try JSON(parsing: #"["a\u0000b", "\u0000"]"#)
        #expect(tree[0]?.string?.utf8.map { $0 } == [0x61, 0x00, 0x62])
        #expect(tree[0]?.string?.utf8.count == 3)
        #expect(tree[1]?.string == "\u{0}")
        #expect(tree[1]?.string?.isEmpty == false)
        let root = try JSONDocument(parsing: #"{"k\u0000": "a\u0000b"}"#).root
        #expect(root["k\u{0}"]?.string?.utf8.map { $0 } == [0x61, 0x00, 0x62])
        #expect(root["k"] == nil)
    }

    static let rawTexts = [
        "é", "naïve café", "日本語のテキスト", "😀👍🏽🇫🇷", "e\u{301}", "\u{FEFF}", "\u{10FFFF}", "\u{7F}", "\u{2028}\u{2029}",
        "mixed ASCII and ü with a long plain run before it: 0123456789 0123456789 ñ",
    ]

    @Test(arguments: rawTexts)
    func rawUTF8TextIsPreservedExactly(text: String) throws {
        let json = "[\"\(text)\"]"
        let tree = try JSON(parsing: json)
        #expect(tree[0]?.string.map { Array($0.utf8) } == Array(text.utf8))
        let node = try JSONDocument(parsing: json).root[0]
        #expect(node?.string.map { Array($0.utf8) } == Array(text.utf8))
        // As a key, found by its exact scalars.
        let root = try JSONDocument(parsing: "{\"\(text)\": 1}").root
        #expect(root[text]?.number?.text == "1")
        #expect(root.members.map { Array($0.key.utf8) } == [Array(text.utf8)])
        try expectMadeLikeAnyOtherString(#require(node?.string))
        try expectMadeLikeAnyOtherString(#require(Array(root.members).first?.key))
    }

    /// Strings are copied from the input without checking their UTF-8 again (the scanner has),
    /// told whether they are ASCII by the scanner: short and long, plain and escaped, and escapes
    /// that stand for ASCII and for other characters.
    @Test(arguments: [
        "", "a", "plain ASCII text", String(repeating: "long ASCII text ", count: 4), #"tab\tand\u0041"#,
        "é", "short é", String(repeating: "long text with é ", count: 4), #"\u00e9"#, #"escaped \u00e9 in a long text"#,
        #"\ud83d\ude00"#, "名前", #"\n名前\n"#, #"\u007f"#, #"\u0080"#,
        // Escaped texts of 1,024 bytes and more are decoded in heap memory rather than on the stack.
        String(repeating: "a", count: 1_022) + #"\n"#, String(repeating: "a", count: 1_023) + #"\n"#,
        String(repeating: "é", count: 600) + #"\u00e9"#, String(repeating: "b", count: 5_000) + #"\t"#,
    ])
    func stringsAreMadeLikeAnyOther(json: String) throws {
        let text = "\"\(json)\""
        let expected = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String)
        for string in [try JSON(parsing: text).string, try JSONDocument(parsing: text).root.string] {
            let string = try #require(string)
            #expect(Array(string.utf8) == Array(expected.utf8))
            try expectMadeLikeAnyOtherString(string)
        }
    }

    @Test func stringsOfEveryLengthAroundTheEightByteFastPath() throws {
        for length in 0...40 {
            for insert in ["", "é", "\\n", "\\\"", "😀"] {
                let plain = String(repeating: "x", count: length)
                let json = "\"" + plain + insert + plain + "\""
                let decodedInsert =
                    switch insert {
                    case "\\n": "\n"
                    case "\\\"": "\""
                    default: insert
                    }
                let expected = plain + decodedInsert + plain
                #expect(try JSON(parsing: json).string.map { Array($0.utf8) } == Array(expected.utf8), "\(json)")
                #expect(try JSONDocument(parsing: json).root.string.map { Array($0.utf8) } == Array(expected.utf8))
            }
        }
    }

    @Test func quoteAfterEightBytesEndsTheString() throws {
        let tree = try JSON(parsing: #"["abcdefgh","ijklmnopqrstuvwx",""]"#)
        #expect(tree == ["abcdefgh", "ijklmnopqrstuvwx", ""])
    }

    // MARK: Numbers

    static let numberTexts = [
        "0", "-0", "1", "-1", "1.50", "-0.0", "0.05", "0.000", "1E+2", "1e2", "1E-2", "-1.5e-10", "1.0e+28",
        "123456789.123456789", "0.123456789012345678", "0.1234567890123456789",
        "9223372036854775807", "9223372036854775808", "18446744073709551615", "18446744073709551616",
        "-9223372036854775808", "1234567890123456789012345678901234567890",
        "-1234567890123456789012345678901234567890.0000000000000000000001",
        "1.000000000000000000", "100", "10e-1",
    ]

    @Test(arguments: numberTexts)
    func numbersKeepTheirExactText(text: String) throws {
        let tree = try JSON(parsing: "[\(text), {\"n\": \(text)}]")
        #expect(tree[0]?.number?.text == text)
        #expect(tree[1]?["n"]?.number?.text == text)
        #expect(try JSON(parsing: text).number?.text == text)

        let root = try JSONDocument(parsing: "[\(text), {\"n\": \(text)}]").root
        #expect(root[0]?.number?.text == text)
        #expect(root[0]?.kind == .number)
        #expect(root[1]?["n"]?.number?.text == text)
        #expect(root.json[0]?.number?.text == text)
        #expect(try JSONDocument(parsing: text).root.number?.text == text)
    }

    @Test func numbersCompareByValueButKeepTheirSpelling() throws {
        let tree = try JSON(parsing: "[1, 1.0, 1e0, 10e-1, 0, -0]")
        #expect(tree[0] == tree[1])
        #expect(tree[0] == tree[2])
        #expect(tree[0] == tree[3])
        #expect(tree[4] == tree[5])
        #expect(tree.array?.compactMap(\.number?.text) == ["1", "1.0", "1e0", "10e-1", "0", "-0"])
        #expect(tree[5]?.number?.isNegative == true)
        #expect(tree[0]?.number?.isWrittenAsInteger == true)
        #expect(tree[1]?.number?.isWrittenAsInteger == false)
        #expect(tree[2]?.number?.isWrittenAsInteger == false)
    }

    @Test func booleansAreNeverNumbers() throws {
        let tree = try JSON(parsing: "[true, false, 1, 0, null]")
        #expect(tree[0]?.kind == .bool)
        #expect(tree[0]?.bool == true)
        #expect(tree[0]?.number == nil)
        #expect(tree[1]?.bool == false)
        #expect(tree[1]?.number == nil)
        #expect(tree[2]?.bool == nil)
        #expect(tree[3]?.bool == nil)
        #expect(tree[0] != tree[2])
        #expect(tree[1] != tree[3])
        #expect(tree[4]?.isNull == true)
        #expect(tree[4]?.bool == nil)

        let root = try JSONDocument(parsing: "[true, false, 1, 0, null]").root
        #expect(root[0]?.kind == .bool)
        #expect(root[0]?.bool == true)
        #expect(root[0]?.number == nil)
        #expect(root[1]?.bool == false)
        #expect(root[1]?.number == nil)
        #expect(root[2]?.bool == nil)
        #expect(root[2]?.number?.text == "1")
        #expect(root[4]?.isNull == true)
        #expect(root[4]?.kind == .null)
        #expect(root[0]?.json == true)
        #expect(root[0]?.json != 1)
    }

    // MARK: Objects

    @Test func objectsKeepMemberOrder() throws {
        let text = #"{"zebra": 1, "apple": 2, "mango": 3, "banana": 4, "10": 5, "2": 6, "": 7}"#
        let order = ["zebra", "apple", "mango", "banana", "10", "2", ""]
        let tree = try JSON(parsing: text)
        #expect(tree.object?.keys == order)
        #expect(tree.object?.values == [1, 2, 3, 4, 5, 6, 7])
        let root = try JSONDocument(parsing: text).root
        #expect(root.members.map(\.key) == order)
        #expect(root.members.compactMap(\.value.number?.text) == ["1", "2", "3", "4", "5", "6", "7"])
        #expect(root.json.object?.keys == order)
    }

    @Test func aThousandMembersKeepTheirOrder() throws {
        let keys = (0..<1_000).map { "k\(($0 * 7_919) % 1_000)" }
        let text = "{" + keys.enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ",") + "}"
        let tree = try JSON(parsing: text)
        #expect(tree.object?.keys == keys)
        let root = try JSONDocument(parsing: text).root
        #expect(root.count == 1_000)
        #expect(root.members.map(\.key) == keys)
        #expect(root[keys[999]]?.number?.text == "999")
    }

    // MARK: JSONDocument nodes

    static let sample = """
        {
          "name": "Hydrant",
          "version": 1.50,
          "tags": ["json", "swift", "fast"],
          "nested": {"deep": [[1, 2], {"x": null}], "empty": {}},
          "flags": [true, false, null],
          "a\\u0062": "escaped key",
          "emptyArray": []
        }
        """

    @Test func nodeKinds() throws {
        let root = try JSONDocument(parsing: Self.sample).root
        #expect(root.kind == .object)
        #expect(root["name"]?.kind == .string)
        #expect(root["version"]?.kind == .number)
        #expect(root["tags"]?.kind == .array)
        #expect(root["nested"]?.kind == .object)
        #expect(root["flags"]?[0]?.kind == .bool)
        #expect(root["flags"]?[2]?.kind == .null)
        #expect(root["name"]?.string == "Hydrant")
        #expect(root["version"]?.number?.text == "1.50")
        #expect(root["name"]?.number == nil)
        #expect(root["version"]?.string == nil)
    }

    @Test func nodeSubscriptsByKeyAndIndex() throws {
        let root = try JSONDocument(parsing: Self.sample).root
        #expect(root["tags"]?[0]?.string == "json")
        #expect(root["tags"]?[2]?.string == "fast")
        #expect(root["nested"]?["deep"]?[0]?[1]?.number?.text == "2")
        #expect(root["nested"]?["deep"]?[1]?["x"]?.isNull == true)
        #expect(root["missing"] == nil)
        #expect(root["Name"] == nil)  // keys are case-sensitive
        #expect(root["nested"]?["missing"] == nil)
        // A key subscript on a non-object and an index subscript on a non-array are nil.
        #expect(root["tags"]?["json"] == nil)
        #expect(root["name"]?["x"] == nil)
        #expect(root[0] == nil)
        #expect(root["name"]?[0] == nil)
        #expect(root["version"]?.count == nil)
    }

    @Test(arguments: [3, 4, 100, -1, Int.min, Int.max])
    func outOfRangeIndicesAreNil(index: Int) throws {
        let root = try JSONDocument(parsing: Self.sample).root
        #expect(root["tags"]?[index] == nil)
        #expect(root["emptyArray"]?[index] == nil)
        #expect(root["emptyArray"]?[0] == nil)
    }

    @Test func nodeCountsAndIteration() throws {
        let root = try JSONDocument(parsing: Self.sample).root
        #expect(root.count == 7)
        #expect(root["tags"]?.count == 3)
        #expect(root["emptyArray"]?.count == 0)
        #expect(root["nested"]?["empty"]?.count == 0)
        #expect(root["nested"]?["deep"]?.count == 2)
        #expect(root["name"]?.count == nil)

        #expect(root.members.map(\.key) == ["name", "version", "tags", "nested", "flags", "ab", "emptyArray"])
        #expect(Array(root.members).count == root.count)
        #expect(root["tags"].map { $0.elements.compactMap(\.string) } == ["json", "swift", "fast"])
        #expect(root["flags"].map { $0.elements.map(\.kind) } == [.bool, .bool, .null])
        #expect(root["emptyArray"].map { Array($0.elements).isEmpty } == true)
        #expect(root["nested"]?["empty"].map { Array($0.members).isEmpty } == true)
        // Elements of a non-array and members of a non-object are empty.
        #expect(Array(root.elements).isEmpty)
        #expect(root["tags"].map { Array($0.members).isEmpty } == true)
        #expect(root["name"].map { Array($0.elements).isEmpty && Array($0.members).isEmpty } == true)
        // Iterating skips whole subtrees: the elements after nested containers are the right ones.
        let deep = try #require(root["nested"]?["deep"])
        #expect(deep.elements.map(\.kind) == [.array, .object])
        #expect(deep.elements.map(\.count) == [2, 1])
    }

    @Test func keysWithEscapesAreFoundByTheirDecodedText() throws {
        let root = try JSONDocument(parsing: Self.sample).root
        #expect(root["ab"]?.string == "escaped key")
        #expect(root["a\\u0062"] == nil)

        let escaped = try JSONDocument(
            parsing:
                #"{"\u0061\u0062": 1, "tab\tkey": 2, "quo\"te": 3, "\ud83d\ude00": 4, "caf\u00e9": 5, "sl\/ash": 6}"#
        ).root
        #expect(escaped["ab"]?.number?.text == "1")
        #expect(escaped["tab\tkey"]?.number?.text == "2")
        #expect(escaped["quo\"te"]?.number?.text == "3")
        #expect(escaped["😀"]?.number?.text == "4")
        #expect(escaped["caf\u{E9}"]?.number?.text == "5")
        #expect(escaped["cafe\u{301}"] == nil)  // scalars, not canonical equivalence
        #expect(escaped["sl/ash"]?.number?.text == "6")
        #expect(escaped.members.map(\.key) == ["ab", "tab\tkey", "quo\"te", "😀", "caf\u{E9}", "sl/ash"])
    }

    @Test func aKeyIsNotFoundByAPrefixOrExtension() throws {
        let root = try JSONDocument(parsing: #"{"abc": 1, "a\u0062cd": 2}"#).root
        #expect(root["ab"] == nil)
        #expect(root["abcde"] == nil)
        #expect(root["abc"]?.number?.text == "1")
        #expect(root["abcd"]?.number?.text == "2")
    }

    /// Keys of 0 to 40 bytes among keys of the same length that differ from them in one byte, at
    /// every position: keys of up to 16 bytes are compared as two words of 4 or 8 bytes that
    /// overlap, longer ones by `memcmp`, so a difference must be seen wherever it is. The mappers'
    /// one pass over members compares keys the same way.
    @Test(arguments: 0...40)
    func keysOfEveryLengthAreToldApart(length: Int) throws {
        let key = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
        let variants = (0..<length).map { position in
            var bytes = Array(key.utf8)
            bytes[position] = UInt8(ascii: "Z")
            return String(decoding: bytes, as: UTF8.self)
        }
        let members = (variants + [key]).enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ")
        let root = try JSONDocument(parsing: "{\(members)}").root
        #expect(root[key]?.number?.text == "\(variants.count)")
        for (index, variant) in variants.enumerated() {
            #expect(root[variant]?.number?.text == "\(index)", "\(variant)")
        }
        #expect(root[key + "x"] == nil)
        guard length > 0 else { return }
        let mapped = Mappers.object({ (value: Int) in KeyedBox(value: value) }) { Field(key, \.value) }
        #expect(try mapped.map(parsing: "{\(members)}").value == variants.count)
    }

    private struct KeyedBox: Equatable {
        let value: Int
    }

    @Test func documentNodesAgreeWithTheTree() throws {
        let document = try JSONDocument(parsing: Self.sample)
        let tree = try JSON(parsing: Self.sample)
        #expect(document.root.json == tree)
        #expect(identical(document.root.json, tree))
        #expect(nodeMatches(document.root, tree))
        #expect(document.root["nested"]?.json == tree["nested"])
        #expect(document.valueCount > 0)
    }

    @Test func valueCountCountsEveryValueAndKey() throws {
        #expect(try JSONDocument(parsing: "[]").valueCount == 1)
        #expect(try JSONDocument(parsing: "7").valueCount == 1)
        // object, key "a", array, 1, 2, key "b", null
        #expect(try JSONDocument(parsing: #"{"a": [1, 2], "b": null}"#).valueCount == 7)
    }

    @Test func byteOffsetsPointIntoTheInput() throws {
        let text = #"[ "ab", 12, true, null, []]"#
        let root = try JSONDocument(parsing: text).root
        #expect(root.byteOffset == nil)
        #expect(root[0]?.byteOffset == 3)  // the string's text, after its opening quote
        #expect(root[1]?.byteOffset == 8)
        #expect(root[2]?.byteOffset == 12)
        #expect(root[3]?.byteOffset == 18)
        #expect(root[4]?.byteOffset == nil)
        // A byte order mark counts as three bytes.
        #expect(try JSONDocument(parsing: "\u{FEFF}" + text).root[1]?.byteOffset == 11)
    }

    @Test func emptyDataIsEmptyInput() {
        let error = #expect(throws: JSONReadingError.self) { _ = try JSON(parsing: Data()) }
        #expect(error?.reason == .emptyInput)
        let documentError = #expect(throws: JSONReadingError.self) { _ = try JSONReader().document(Data()) }
        #expect(documentError?.reason == .emptyInput)
        let bytesError = #expect(throws: JSONReadingError.self) { _ = try JSONDocument(parsing: [UInt8]()) }
        #expect(bytesError?.reason == .emptyInput)
    }

    @Test func nonContiguousInputReadsTheSame() throws {
        let text = Self.sample
        let lazyBytes = text.utf8.lazy.map { $0 }
        #expect(try JSON(parsing: lazyBytes) == JSON(parsing: text))
        #expect(try JSONReader().read(Array(text.utf8)[...]) == JSON(parsing: text))
    }

    // MARK: Generated documents

    @Test(arguments: [1, 2, 3, 42, 2_024, 65_537])
    func generatedDocumentsReadTheSameAsTreeAndDocument(seed: UInt64) throws {
        var generator = DocumentGenerator(seed: seed)
        let (text, expected) = generator.document()
        let bytes = Array(text.utf8)
        #expect(bytes.count > 5_000, "the generated document should be sizeable")

        let tree = try JSONReader().read(bytes)
        #expect(identical(tree, expected), "the tree differs from the generated value")
        #expect(tree == expected)

        let document = try JSONReader().document(bytes)
        #expect(identical(document.root.json, tree))
        #expect(nodeMatches(document.root, tree))
        #expect(try JSONReader().read(Data(bytes)) == tree)
    }
}

// MARK: Helpers

/// Expects `string` to behave like a string made by `String(decoding:as:)` from the same bytes:
/// known to be ASCII exactly when it is, equal to it, with the same hash and character count.
private func expectMadeLikeAnyOtherString(
    _ string: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let copy = String(decoding: Array(string.utf8), as: UTF8.self)
    #expect(string == copy, sourceLocation: sourceLocation)
    #expect(string.hashValue == copy.hashValue, sourceLocation: sourceLocation)
    #expect(string.count == copy.count, sourceLocation: sourceLocation)
    #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            #expect(
                string.utf8Span.isKnownASCII == string.utf8.allSatisfy { $0 < 0x80 }, "\(string.debugDescription)",
                sourceLocation: sourceLocation)
            #expect(string.utf8Span.isKnownASCII == copy.utf8Span.isKnownASCII, sourceLocation: sourceLocation)
        }
    #endif
}

/// Whether a node reads, through the node API alone, as the value.
private func nodeMatches(_ node: JSONNode, _ value: JSON) -> Bool {
    guard node.kind == value.kind, node.count == value.count else { return false }
    switch value {
    case .null:
        return node.isNull
    case .bool(let bool):
        return node.bool == bool
    case .number(let number):
        return node.number?.text == number.text
    case .string(let string):
        return node.string.map { $0.unicodeScalars.elementsEqual(string.unicodeScalars) } ?? false
    case .array(let elements):
        let nodes = Array(node.elements)
        guard nodes.count == elements.count else { return false }
        for (index, element) in elements.enumerated() {
            guard let byIndex = node[index], nodeMatches(byIndex, element), nodeMatches(nodes[index], element) else {
                return false
            }
        }
        return node[elements.count] == nil
    case .object(let object):
        let members = Array(node.members)
        guard members.count == object.count else { return false }
        for (member, expected) in zip(members, object) {
            guard member.key.unicodeScalars.elementsEqual(expected.key.unicodeScalars),
                nodeMatches(member.value, expected.value)
            else { return false }
        }
        // Lookup by key finds the first member with that key.
        for key in object.keys {
            guard let found = node[key], let value = object[key], nodeMatches(found, value) else { return false }
        }
        return true
    }
}

/// A deterministic generator of JSON text together with the value it denotes.
private struct DocumentGenerator {
    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 {
        rng.next()
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func whitespace() -> String {
        ["", "", "", " ", "\n  ", "\t", "\r\n"][below(7)]
    }

    /// A top-level object of a few hundred values.
    mutating func document() -> (String, JSON) {
        var members: [(String, JSON)] = []
        var parts: [String] = []
        for index in 0..<64 {
            let (keyText, key) = string()
            let (valueText, value) = container(depth: 1 + index % 5)
            members.append((key, value))
            parts.append(whitespace() + keyText + whitespace() + ":" + whitespace() + valueText + whitespace())
        }
        let object = JSONObject(members: members.map { (key: $0.0, value: $0.1) })
        return ("{" + parts.joined(separator: ",") + "}", .object(object))
    }

    mutating func value(depth: Int) -> (String, JSON) {
        switch below(depth > 0 ? 8 : 5) {
        case 0: return ("null", nil)
        case 1: return below(2) == 0 ? ("true", true) : ("false", false)
        case 2, 3: return number()
        case 4:
            let (text, decoded) = string()
            return (text, .string(decoded))
        default: return container(depth: depth)
        }
    }

    mutating func container(depth: Int) -> (String, JSON) {
        let count = below(6)
        if below(2) == 0 {
            var texts: [String] = []
            var values: [JSON] = []
            for _ in 0..<count {
                let (text, value) = value(depth: depth - 1)
                texts.append(whitespace() + text + whitespace())
                values.append(value)
            }
            return ("[" + texts.joined(separator: ",") + whitespace() + "]", .array(values))
        } else {
            var texts: [String] = []
            var members: [JSONObject.Member] = []
            for _ in 0..<count {
                let (keyText, key) = string()
                let (text, value) = value(depth: depth - 1)
                texts.append(whitespace() + keyText + ":" + whitespace() + text)
                members.append((key: key, value: value))
            }
            return ("{" + texts.joined(separator: ",") + whitespace() + "}", .object(JSONObject(members: members)))
        }
    }

    static let numberTexts = [
        "0", "-0", "7", "-42", "3.14", "1.50", "-0.001", "1e10", "2.5E-3", "-6.02e+23",
        "12345678901234567890123", "9007199254740993", "0.1000000000000000055511151231257827",
    ]

    mutating func number() -> (String, JSON) {
        let text = Self.numberTexts[below(Self.numberTexts.count)]
        return (text, .number(JSONNumber(text)!))
    }

    /// Pieces of string text and what they decode to.
    static let stringPieces: [(String, String)] = [
        ("plain", "plain"), ("with space", "with space"), (#"\n"#, "\n"), (#"\""#, "\""), (#"\\"#, "\\"),
        (#"\/"#, "/"), (#"\t"#, "\t"), (#"\u00e9"#, "\u{E9}"), ("é", "\u{E9}"), ("e\u{301}", "e\u{301}"),
        (#"\ud83d\ude00"#, "\u{1F600}"), ("😀", "\u{1F600}"), ("日本", "日本"), (#"\u0000"#, "\u{0}"),
        (#"\u001F"#, "\u{1F}"), ("0123456789abcdef", "0123456789abcdef"), ("", ""),
    ]

    mutating func string() -> (String, String) {
        var text = ""
        var decoded = ""
        for _ in 0..<below(5) {
            let (piece, value) = Self.stringPieces[below(Self.stringPieces.count)]
            text += piece
            decoded.unicodeScalars.append(contentsOf: value.unicodeScalars)
        }
        return ("\"" + text + "\"", decoded)
    }
}
