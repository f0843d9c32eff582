import Foundation
import Hydrant
import Testing

@testable import HydrantJSON

/// The scanner reads strings and indentation eight bytes at a time and jumps to the first byte
/// that matters; documents read from `Data` keep the `Data` instead of a copy. These tests put the
/// byte that matters at every position of the eight-byte word, and check what a document read in
/// place keeps alive.
@Suite("Scanner fast paths")
struct ScannerFastPathTests {
    /// Plain ASCII before the byte that matters: 0 through 17 bytes covers every position in the
    /// first, second and third word.
    static let prefixLengths = Array(0...17)

    @Test(arguments: prefixLengths)
    func stringEndsAtEveryPositionOfAWord(prefix: Int) throws {
        let text = String(repeating: "k", count: prefix)
        let document = try JSONDocument(parsing: "{\"\(text)\": \"\(text)\", \"z\": 1}")
        let members = Array(document.root.members)
        #expect(members.map(\.key) == [text, "z"])
        #expect(members[0].value.string == text)
        #expect(members[1].value.number == 1)
    }

    @Test(arguments: prefixLengths)
    func escapeAtEveryPositionOfAWord(prefix: Int) throws {
        let text = String(repeating: "e", count: prefix)
        let value = try JSON(parsing: "[\"\(text)\\n\(text)\"]")
        #expect(value == [.string(text + "\n" + text)])
    }

    @Test(arguments: prefixLengths)
    func controlCharacterAtEveryPositionOfAWord(prefix: Int) {
        let text = "\"" + String(repeating: "c", count: prefix) + "\u{01}\""
        #expect(throws: JSONReadingError.self) { try JSON(parsing: text) }
        do {
            _ = try JSON(parsing: text)
        } catch {
            #expect(error.reason == .controlCharacterInString)
            #expect(error.offset == 1 + prefix)
        }
    }

    @Test(arguments: prefixLengths)
    func nonASCIIRunAtEveryPositionOfAWord(prefix: Int) throws {
        // A run of three-byte characters, a four-byte one, then ASCII again and the closing quote.
        let text = String(repeating: "a", count: prefix) + "名前日本語😀b"
        let value = try JSON(parsing: "\"\(text)\"")
        #expect(value == .string(text))
    }

    @Test(arguments: prefixLengths)
    func invalidUTF8InsideANonASCIIRun(prefix: Int) {
        // "é" then a lone continuation byte.
        let bytes: [UInt8] = [0x22] + Array(repeating: 0x61, count: prefix) + [0xC3, 0xA9, 0x80, 0x22]
        do {
            _ = try JSON(parsing: bytes)
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.reason == .invalidUTF8)
            #expect(error.offset == 1 + prefix + 2)
        }
    }

    /// Three-byte sequences at the edges of table 3-7, which the scanner checks with one load: the
    /// first and last valid ones around the overlong forms and the surrogates, and the invalid
    /// ones just past them. Each is tested after 0 to 17 ASCII bytes and followed by a character
    /// and the quote, or by the quote alone (fewer than four bytes left for the load).
    static let threeByteSequences: [(bytes: [UInt8], isValid: Bool)] = [
        ([0xE0, 0xA0, 0x80], true),  // U+0800, the first three-byte scalar
        ([0xE0, 0x9F, 0xBF], false),  // overlong U+07FF
        ([0xE0, 0x80, 0x80], false),  // overlong U+0000
        ([0xE1, 0x80, 0x80], true),  // U+1000
        ([0xED, 0x9F, 0xBF], true),  // U+D7FF, the last before the surrogates
        ([0xED, 0xA0, 0x80], false),  // U+D800, a surrogate
        ([0xED, 0xBF, 0xBF], false),  // U+DFFF, a surrogate
        ([0xEE, 0x80, 0x80], true),  // U+E000, the first after them
        ([0xEF, 0xBF, 0xBF], true),  // U+FFFF
        ([0xE5, 0x90, 0x8D], true),  // 名
        ([0xE5, 0x90, 0xC0], false),  // a last byte that is not a continuation
        ([0xE5, 0x20, 0x8D], false),  // a middle byte that is ASCII
        ([0xE5, 0x90, 0x22], false),  // the closing quote where a continuation belongs
    ]

    @Test(arguments: prefixLengths, [true, false])
    func threeByteSequencesAtEveryPositionOfAWord(prefix: Int, followedByText: Bool) {
        for (sequence, isValid) in Self.threeByteSequences {
            let tail: [UInt8] = followedByText ? [0xC3, 0xA9, 0x62, 0x22] : [0x22]
            let bytes: [UInt8] = [0x22] + Array(repeating: 0x61, count: prefix) + sequence + tail
            Self.expectString(bytes, holding: sequence, isValid: isValid, invalidAt: 1 + prefix)
        }
    }

    /// Checks that `bytes`, a string holding `sequence`, is read as its text when `isValid`, and
    /// otherwise fails with `invalidUTF8` at `offset`.
    static func expectString(
        _ bytes: [UInt8], holding sequence: [UInt8], isValid: Bool, invalidAt offset: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            let value = try JSON(parsing: bytes)
            #expect(isValid, "\(sequence) was accepted", sourceLocation: sourceLocation)
            let text = String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
            #expect(value == .string(text), sourceLocation: sourceLocation)
        } catch {
            #expect(!isValid, "\(sequence) was rejected: \(error)", sourceLocation: sourceLocation)
            #expect(error.reason == .invalidUTF8, sourceLocation: sourceLocation)
            #expect(error.offset == offset, sourceLocation: sourceLocation)
        }
    }

    /// The same sequences next to a valid one (名), before it and after it, so that the scanner
    /// checks them as one of a pair of three-byte sequences read with one load, at every position
    /// of a word.
    @Test(arguments: prefixLengths, [true, false])
    func threeByteSequencesInPairs(prefix: Int, validFirst: Bool) {
        let valid: [UInt8] = [0xE5, 0x90, 0x8D]
        for (sequence, isValid) in Self.threeByteSequences {
            let pair = validFirst ? valid + sequence : sequence + valid
            let bytes: [UInt8] = [0x22] + Array(repeating: 0x61, count: prefix) + pair + [0x62, 0x22]
            Self.expectString(bytes, holding: sequence, isValid: isValid, invalidAt: 1 + prefix + (validFirst ? 3 : 0))
        }
    }

    @Test
    func nonASCIIRunAtTheEndOfInputIsUnterminated() {
        let bytes: [UInt8] = [0x22, 0xC3, 0xA9, 0xC3, 0xA9]
        do {
            _ = try JSON(parsing: bytes)
            Issue.record("an unterminated string was accepted")
        } catch {
            #expect(error.reason == .unexpectedEndOfInput(expected: "'\"' to end the string"))
        }
    }

    // MARK: Keys

    /// What may follow a key's closing quote: the colon at once (the value loop reads such a key
    /// a word at a time), or whitespace first (the full path reads it again from its quote).
    static let colonSpellings = [":", " :", "\n\t:", "\r\n  :"]

    @Test(arguments: prefixLengths, colonSpellings)
    func keysOfEveryLengthAndColonSpelling(length: Int, colon: String) throws {
        let key = String(repeating: "k", count: length)
        // Trailing spaces put the second key's end both within the input's last word and far
        // from it.
        for padding in [0, 1, 7, 8, 16] {
            let text = "{\"\(key)\"\(colon) 1, \"\(key)x\"\(colon)\"v\"}" + String(repeating: " ", count: padding)
            let members = Array(try JSONDocument(parsing: text).root.members)
            #expect(members.map(\.key) == [key, key + "x"])
            #expect(members.map { $0.value.number?.text ?? $0.value.string } == ["1", "v"])
        }
    }

    /// Keys the value loop hands to the full path, with the byte that sends them there at every
    /// position of a word: an escape, non-ASCII text, an escaped quote.
    @Test(arguments: prefixLengths)
    func keysThatNeedTheFullPathAtEveryPositionOfAWord(prefix: Int) throws {
        let head = String(repeating: "k", count: prefix)
        for (spelled, key) in [("\\n", "\n"), ("\\u00e9", "é"), ("é", "é"), ("名前", "名前"), ("\\\"", "\"")] {
            let text = "{\"\(head)\(spelled)t\": 1, \"z\": 2}"
            let members = Array(try JSONDocument(parsing: text).root.members)
            #expect(members.map(\.key) == [head + key + "t", "z"], "\(text)")
        }
    }

    /// Errors in and after a key are reported where they are, whichever path read the key.
    @Test(arguments: prefixLengths)
    func keyErrorsAreReportedWhereTheyAre(length: Int) {
        let key = String(repeating: "k", count: length)
        let afterKey = 3 + length
        let cases: [(text: String, reason: JSONReadingError.Reason, offset: Int)] = [
            ("{\"\(key)\"", .unexpectedEndOfInput(expected: "':' after an object key"), afterKey),
            ("{\"\(key)\"1}", .unexpectedCharacter(expected: "':' after an object key", found: "a digit"), afterKey),
            (
                "{\"\(key)\" 1, \"padding\": 0}",
                .unexpectedCharacter(expected: "':' after an object key", found: "a digit"), afterKey + 1
            ),
            ("{\"\(key)\u{01}\": 1}", .controlCharacterInString, 2 + length),
            ("{\"\(key)", .unexpectedEndOfInput(expected: "'\"' to end the string"), 2 + length),
            ("{\"\(key)\":", .unexpectedEndOfInput(expected: "a value"), afterKey + 1),
        ]
        for (text, reason, offset) in cases {
            do {
                _ = try JSONDocument(parsing: text)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.reason == reason, "\(text)")
                #expect(error.offset == offset, "\(text)")
            }
        }
    }

    /// A key longer than the string limit is refused, from either path.
    @Test(arguments: [7, 8, 9, 16, 17])
    func keysLongerThanTheStringLimitAreRefused(limit: Int) throws {
        var options = JSONReadingOptions()
        options.maxStringBytes = limit
        for colon in Self.colonSpellings {
            let fits = String(repeating: "k", count: limit)
            let text = "{\"\(fits)\"\(colon) 1, \"\(fits)x\"\(colon) 2, \"padding after the key\": 0}"
            do {
                _ = try JSONDocument(parsing: text, options: options)
                Issue.record("a key of \(limit + 1) bytes was accepted")
            } catch {
                #expect(error.reason == .stringTooLong(limit: limit))
                #expect(error.offset == limit + colon.utf8.count + 7)
            }
        }
    }

    /// Indentation of 0 through 20 spaces (and a tab mixed in) before every kind of token.
    static let indentations = Array(0...20)

    @Test(arguments: indentations)
    func indentationOfEveryLength(spaces: Int) throws {
        let pad = String(repeating: " ", count: spaces)
        let text =
            "{\n\(pad)\"a\": [\n\(pad)1,\n\(pad)\t\"x\",\n\(pad)true,\n\(pad)null,\n\(pad){}\n\(pad)]\n\(pad)}\n\(pad)"
        let value = try JSON(parsing: text)
        #expect(value == ["a": [1, "x", true, .null, .object(JSONObject())]])
    }

    @Test(arguments: indentations)
    func indentationBeforeAnUnexpectedCharacterReportsItsOffset(spaces: Int) {
        let text = "[\n" + String(repeating: " ", count: spaces) + "x]"
        do {
            _ = try JSON(parsing: text)
            Issue.record("'x' was accepted")
        } catch {
            #expect(error.offset == 2 + spaces)
            #expect(error.line == 2)
            #expect(error.column == spaces + 1)
        }
    }

    /// A key whose UTF-8 is not contiguous (a bridged string) is looked up through a copy of its
    /// bytes; the search and its hint are the same.
    @Test
    func aKeyIsFoundFromACopyOfItsBytes() throws {
        let document = try JSONDocument(parsing: #"{"alpha": 1, "beta": 2, "gamma": 3}"#)
        let root = document.root
        let (tape, bytes) = (root.storage.tape, root.storage.bytes.view)
        let end = Int(root.entry.b)
        var hint = 0
        let beta = JSONNode.keyIndex(of: Array("beta".utf8), from: 1, to: end, hint: &hint, tape: tape, bytes: bytes)
        #expect(beta.map { JSONNode(storage: root.storage, index: $0 + 1).number?.text } == "2")
        // The hint now names "gamma", found first; "delta" is nowhere.
        let gamma = JSONNode.keyIndex(of: Array("gamma".utf8), from: 1, to: end, hint: &hint, tape: tape, bytes: bytes)
        #expect(gamma.map { JSONNode(storage: root.storage, index: $0 + 1).number?.text } == "3")
        #expect(
            JSONNode.keyIndex(of: Array("delta".utf8), from: 1, to: end, hint: &hint, tape: tape, bytes: bytes) == nil)
    }

    // MARK: Documents read from Data

    /// Small `Data` (which may hold its bytes inline) is copied; larger `Data` is kept.
    @Test(arguments: [2, 13, 14, 15, 63, 64, 65, 1_000])
    func documentFromDataOfEverySizeOutlivesTheData(padding: Int) throws {
        let text = "[\"" + String(repeating: "p", count: padding) + "\", 7]"
        let document = try Self.makeDocument(text)
        // The Data value is gone; the document's nodes still read its bytes.
        let elements = Array(document.root.elements)
        #expect(elements[0].string == String(repeating: "p", count: padding))
        #expect(elements[1].number == 7)
        #expect(document.root.json == [.string(String(repeating: "p", count: padding)), 7])
    }

    private static func makeDocument(_ text: String) throws -> JSONDocument {
        let data = Data(text.utf8)
        return try JSONReader().document(data)
    }

    @Test
    func nodesInErrorsOutliveTheDataTheyWereReadFrom() throws {
        let mapper = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self)))
        let result = mapper.mapping(parsing: Data(("[1, \"" + String(repeating: "x", count: 100) + "\", 3]").utf8))
        #expect(result.value == [1, 3])
        // The error's source value is read from the document lazily, after the Data is released.
        let error = try #require(result.error)
        #expect(error.revealingValues().fullRecursiveDescription.contains(String(repeating: "x", count: 100)))
    }

    @Test
    func aSliceOfDataIsReadFromItsOwnBytes() throws {
        let whole = Data(("garbage[" + String(repeating: "1,", count: 40) + "2]trailing").utf8)
        let slice = whole[whole.startIndex + 7..<whole.endIndex - 8]
        let document = try JSONReader().document(slice)
        #expect(document.root.count == 41)
        #expect(Array(document.root.elements).last?.number == 2)
    }

    @Test
    func tapeGrowsPastItsEstimate() throws {
        // One value per two bytes: six times denser than the scanner's first estimate.
        let count = 50_000
        let text = "[" + Array(repeating: "1", count: count).joined(separator: ",") + "]"
        let document = try JSONDocument(parsing: text)
        #expect(document.valueCount == count + 1)
        #expect(document.root.count == count)
        #expect(Array(document.root.elements).allSatisfy { $0.number == 1 })
    }

    /// The counts of a value's arrays and objects, depth first: `[2 · {1 [0]}]` is an array of a
    /// scalar and an object whose one member is an empty array.
    static func counts(of node: JSONNode) -> String {
        switch node.kind {
        case .array: "[\(node.count ?? -1)" + node.elements.map { " " + counts(of: $0) }.joined() + "]"
        case .object: "{\(node.count ?? -1)" + node.members.map { " " + counts(of: $0.value) }.joined() + "}"
        default: "·"
        }
    }

    /// Containers nested in every position, empty and not, closed after a scalar, a container or
    /// a trailing comma, with duplicate keys: the scanner counts the innermost container's
    /// members in a register and keeps an enclosing container's count in its tape entry while a
    /// nested one is open.
    static let nestedDocuments: [(text: String, options: JSONReadingOptions, counts: String)] = [
        (
            #"[[], [1], [1, [2, 3], {}], {"a": [], "b": {"c": [1, 2, 3]}, "d": 4}, 5]"#, .default,
            "[5 [0] [1 ·] [3 · [2 · ·] {0}] {3 [0] {1 [3 · · ·]} ·} ·]"
        ),
        (
            #"{"a": {"b": {"c": {}}}, "e": [[[[]]], [], 1], "f": {"g": 1, "h": [1, 2]}}"#, .default,
            "{3 {1 {1 {0}}} [3 [1 [1 [0]]] [0] ·] {2 · [2 · ·]}}"
        ),
        (#"[1, [2,], {"a": 1,}, [],]"#, JSONReadingOptions(allowsTrailingCommas: true), "[4 · [1 ·] {1 ·} [0]]"),
        (
            #"{"a": 1, "a": [1, 2], "b": {"x": 1, "x": 2, "y": []}}"#, JSONReadingOptions(duplicateKeys: .useFirst),
            "{2 · {2 · [0]}}"
        ),
        ("[]", .default, "[0]"),
        ("{}", .default, "{0}"),
    ]

    @Test(arguments: nestedDocuments.indices)
    func countsOfNestedContainers(index: Int) throws {
        let (text, options, counts) = Self.nestedDocuments[index]
        #expect(Self.counts(of: try JSONDocument(parsing: text, options: options).root) == counts)
    }
}
