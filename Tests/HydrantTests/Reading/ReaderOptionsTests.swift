import Foundation
import Hydrant
import Testing

/// The reader's options: trailing commas, comments, duplicate keys; and the byte order mark.
@Suite("Reader options")
struct ReaderOptionsTests {
    static let trailingCommas = JSONReadingOptions(allowsTrailingCommas: true)
    static let comments = JSONReadingOptions(allowsComments: true)

    /// Reads `text` as a tree and as a document and checks both give `expected`.
    static func read(
        _ text: String, _ options: JSONReadingOptions, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> JSON {
        let tree = try JSONReader(options: options).read(text)
        let document = try JSONReader(options: options).document(text)
        #expect(document.root.json == tree, sourceLocation: sourceLocation)
        return tree
    }

    @Test func defaultsAreStrict() {
        let options = JSONReadingOptions()
        #expect(options.allowsTrailingCommas == false)
        #expect(options.allowsComments == false)
        #expect(options.duplicateKeys == .preserve)
        #expect(DuplicateKeyPolicy.allCases == [.preserve, .reject, .useFirst, .useLast])
    }

    // MARK: Trailing commas

    static let trailingCommaCases: [(text: String, value: JSON)] = [
        ("[1,]", [1]),
        ("[1, 2 ,\n]", [1, 2]),
        (#"{"a":1,}"#, ["a": 1]),
        (#"{"a": 1, "b": 2 , }"#, ["a": 1, "b": 2]),
        (#"[[1,],{"a":[true,],},]"#, [[1], ["a": [true]]]),
        (#"{"x": {"y": [null,],},}"#, ["x": ["y": [nil]]]),
        (#"[{},[],]"#, [[:], []]),
    ]

    @Test(arguments: trailingCommaCases)
    func trailingCommasAreRejectedByDefault(text: String, value: JSON) {
        let error = expectReadingError(text)
        guard case .unexpectedCharacter(_, let found)? = error?.reason else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(found == "']'" || found == "'}'")
    }

    @Test(arguments: trailingCommaCases)
    func trailingCommasAreAcceptedWithTheOption(text: String, value: JSON) throws {
        let tree = try Self.read(text, Self.trailingCommas)
        #expect(tree == value)
        let document = try JSONReader(options: Self.trailingCommas).document(text)
        #expect(document.root.count == value.count)
    }

    @Test func trailingCommasDoNotAddElements() throws {
        let document = try JSONDocument(parsing: "[1, 2, 3,]", options: Self.trailingCommas)
        #expect(document.root.count == 3)
        #expect(Array(document.root.elements).count == 3)
        #expect(document.root[3] == nil)
        let object = try JSONDocument(parsing: #"{"a":1,"b":2,}"#, options: Self.trailingCommas)
        #expect(object.root.count == 2)
        #expect(object.root.members.map(\.key) == ["a", "b"])
    }

    @Test(arguments: [
        ("[,]", 1), ("[1,,]", 3), ("[,1]", 1), ("[1,,2]", 3), ("{,}", 1), (#"{"a":1,,}"#, 7),
        ("[1,]]", 4), (",", 0), ("1,", 1), (#"{"a":,}"#, 5), ("[1,,", 3),
    ])
    func extraCommasAreRejectedEvenWithTheOption(text: String, offset: Int) {
        let error = expectReadingError(text, Self.trailingCommas)
        #expect(error?.offset == offset)
    }

    @Test func aTrailingCommaStillNeedsTheClosingBracket() {
        let error = expectReadingError("[1,", Self.trailingCommas)
        #expect(error?.reason == .unexpectedEndOfInput(expected: "a value"))
        #expect(error?.offset == 3)
    }

    // MARK: Comments

    static let commentCases: [(text: String, value: JSON)] = [
        ("// leading\n[1]", [1]),
        ("[1] // trailing, no newline", [1]),
        ("/* block */ [1]", [1]),
        ("[1 /* after an element */, 2]", [1, 2]),
        ("[ // line\n 1, /* block */ 2 // end\n]", [1, 2]),
        ("{/*a*/\"a\"/*b*/:/*c*/1/*d*/,//e\n\"b\"//f\n:2}", ["a": 1, "b": 2]),
        ("/**/1/***/", 1),
        ("/* multi\n line\n comment */ true", true),
        ("/* // nested line comment */ null", nil),
        ("[\"/* not a comment */\", \"// nor this\"]", ["/* not a comment */", "// nor this"]),
        ("1 /* a * b / c */", 1),
    ]

    @Test(arguments: commentCases)
    func commentsAreRejectedByDefault(text: String, value: JSON) throws {
        // Strings that merely contain comment markers are fine without the option.
        if text.hasPrefix("[\"") {
            #expect(try JSON(parsing: text) == value)
            return
        }
        let error = expectReadingError(text)
        // Rejected at the first '/': as an unexpected character, or as content after the value.
        switch error?.reason {
        case .unexpectedCharacter(_, let found)?:
            #expect(found == "'/'")
        case .trailingContent?:
            break
        default:
            Issue.record("unexpected error \(String(describing: error))")
        }
        #expect(error?.offset == Array(text.utf8).firstIndex(of: UInt8(ascii: "/")))
    }

    @Test(arguments: commentCases)
    func commentsAreAcceptedWithTheOption(text: String, value: JSON) throws {
        #expect(try Self.read(text, Self.comments) == value)
    }

    @Test(arguments: [
        ("/* never closed", 15),
        ("[1 /* abc", 9),
        ("[1] /*/", 7),
        ("[1] /* *", 8),
        ("{\"a\": /* x", 10),
    ])
    func unterminatedBlockCommentsAreRejected(text: String, offset: Int) {
        let error = expectReadingError(text, Self.comments)
        #expect(error?.reason == .unexpectedEndOfInput(expected: "'*/' to end the comment"))
        #expect(error?.offset == offset)
    }

    @Test func unterminatedBlockCommentDescription() {
        let error = expectReadingError("[1,\n /* abc", Self.comments)
        #expect(
            error?.description
                == "line 2, column 8 (byte 11): unexpected end of input; expected '*/' to end the comment")
    }

    @Test(arguments: [("[1 / 2]", 3), ("/", 0), ("[1]/", 3), ("/x 1", 0)])
    func aSlashThatStartsNoCommentIsRejected(text: String, offset: Int) {
        let error = expectReadingError(text, Self.comments)
        guard case .unexpectedCharacter(_, let found)? = error?.reason else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(found == "'/'")
        #expect(error?.offset == offset)
    }

    @Test func inputOfOnlyCommentsIsEmpty() {
        let error = expectReadingError("// nothing\n/* here */ ", Self.comments)
        #expect(error?.reason == .emptyInput)
    }

    @Test func bothOptionsTogether() throws {
        let text = """
            {
              // settings
              "retries": 3, /* at most */
              "hosts": ["a", "b",], // trailing comma
            }
            """
        let options = JSONReadingOptions(allowsTrailingCommas: true, allowsComments: true)
        #expect(try Self.read(text, options) == ["retries": 3, "hosts": ["a", "b"]])
        #expect(expectReadingError(text, Self.comments) != nil)
        #expect(expectReadingError(text, Self.trailingCommas) != nil)
    }

    @Test func commentsInEmptyContainersAndAroundTrailingCommas() throws {
        let options = JSONReadingOptions(allowsTrailingCommas: true, allowsComments: true)
        #expect(try Self.read("[ /* nothing */ ]", options) == [])
        #expect(try Self.read("{ // nothing\n}", options) == [:])
        #expect(try Self.read("[1, /* last */ ]", options) == [1])
        #expect(try Self.read("{\"a\": 1, // last\n}", options) == ["a": 1])
    }

    @Test(arguments: DuplicateKeyPolicy.allCases)
    func duplicatePoliciesApplyToObjectsWithATrailingComma(policy: DuplicateKeyPolicy) throws {
        let text = #"{"a":1,"a":2,}"#
        let options = JSONReadingOptions(duplicateKeys: policy, allowsTrailingCommas: true)
        switch policy {
        case .reject:
            let error = expectReadingError(text, options)
            #expect(error?.reason == .duplicateKey)
            #expect(error?.offset == 7)
        case .preserve:
            #expect(try Self.read(text, options).object?.values == [1, 2])
        case .useFirst:
            #expect(try Self.read(text, options).object?.values == [1])
            #expect(try JSONDocument(parsing: text, options: options).root.count == 1)
        case .useLast:
            #expect(try Self.read(text, options).object?.values == [2])
            #expect(try JSONDocument(parsing: text, options: options).root.count == 1)
        }
    }

    // MARK: Duplicate keys

    static let duplicates = #"{"a":1,"b":2,"a":3}"#

    static func options(_ policy: DuplicateKeyPolicy) -> JSONReadingOptions {
        JSONReadingOptions(duplicateKeys: policy)
    }

    @Test func preserveKeepsEveryMemberAndLooksUpTheFirst() throws {
        let tree = try JSON(parsing: Self.duplicates, options: Self.options(.preserve))
        #expect(tree.count == 3)
        #expect(tree.object?.keys == ["a", "b", "a"])
        #expect(tree.object?.values == [1, 2, 3])
        #expect(tree["a"] == 1)
        #expect(tree.object?.hasDuplicateKeys == true)
        // The default is to preserve.
        #expect(try JSON(parsing: Self.duplicates).object?.keys == ["a", "b", "a"])

        let root = try JSONDocument(parsing: Self.duplicates, options: Self.options(.preserve)).root
        #expect(root.count == 3)
        #expect(root.members.map(\.key) == ["a", "b", "a"])
        #expect(root.members.map(\.value.json) == [1, 2, 3])
        #expect(root["a"]?.number?.text == "1")
        #expect(root["b"]?.number?.text == "2")
        #expect(root.json.object?.keys == ["a", "b", "a"])
    }

    @Test func rejectThrowsAtTheSecondOccurrence() {
        let error = expectReadingError(Self.duplicates, Self.options(.reject))
        #expect(error?.reason == .duplicateKey)
        #expect(error?.offset == 13)  // the second "a"'s opening quote
        #expect(error?.description == "line 1, column 14 (byte 13): an object has the same key twice")
    }

    @Test(arguments: [
        (#"{"x":{"a":1,"a":2}}"#, 12),
        (#"[{"a":1},{"b":1,"b":2}]"#, 16),
        (#"{"a\u0062":1,"ab":2}"#, 13),
        (#"{"":1,"":2}"#, 6),
        (#"{"a":[{"c":1}],"a":{}}"#, 15),
        ("{\"a\":1,\n \"a\":1}", 9),
        // The first repeated key of the document, although its object closes after one that has
        // a repeated key of its own.
        (#"{"a":1,"a":2,"b":{"c":1,"c":2}}"#, 7),
        (#"{"a":1,"b":{"a":2,"c":[{"d":1,"d":2}]},"b":3}"#, 30),
        (#"{"a":{"b":1,"b":2},"a":{"c":1,"c":2}}"#, 12),
        (#"[{"a":1,"a":{"b":1,"b":2}}]"#, 8),
        (#"{"a":1,"a":2,"b":[{"c":{"d":1,"d":2}}]}"#, 7),
    ])
    func rejectFindsDuplicatesAtAnyDepthAndAfterDecoding(text: String, offset: Int) {
        let error = expectReadingError(text, Self.options(.reject))
        #expect(error?.reason == .duplicateKey)
        #expect(error?.offset == offset)
    }

    @Test func rejectPointsAtTheFirstRepeatedKeyOfTheDocumentNotTheFirstObjectToClose() {
        let text = """
            {
              "id": 1,
              "name": "outer",
              "id": 2,
              "child": {"name": "inner", "name": "again"}
            }
            """
        let error = expectReadingError(text, Self.options(.reject))
        #expect(error?.description == "line 4, column 3 (byte 34): an object has the same key twice")
    }

    @Test func rejectAcceptsTheSameKeyInDifferentObjects() throws {
        let text = #"{"a":{"a":{"a":1}},"b":[{"a":1},{"a":2}]}"#
        let tree = try Self.read(text, Self.options(.reject))
        #expect(tree["a"]?["a"]?["a"] == 1)
        #expect(tree["b"]?[1]?["a"] == 2)
    }

    @Test func useFirstKeepsTheFirstMember() throws {
        let tree = try JSON(parsing: Self.duplicates, options: Self.options(.useFirst))
        #expect(tree.count == 2)
        #expect(tree.object?.keys == ["a", "b"])
        #expect(tree["a"] == 1)
        #expect(tree.object?.hasDuplicateKeys == false)

        let root = try JSONDocument(parsing: Self.duplicates, options: Self.options(.useFirst)).root
        #expect(root.count == 2)
        #expect(root.members.map(\.key) == ["a", "b"])
        #expect(root.members.map(\.value.json) == [1, 2])
        #expect(Array(root.members).count == 2)
        #expect(root["a"]?.number?.text == "1")
        #expect(root.json.object?.keys == ["a", "b"])
    }

    @Test func useLastKeepsTheLastValue() throws {
        let tree = try JSON(parsing: Self.duplicates, options: Self.options(.useLast))
        #expect(tree.count == 2)
        #expect(tree["a"] == 3)
        #expect(tree["b"] == 2)
        #expect(tree.object?.hasDuplicateKeys == false)

        let root = try JSONDocument(parsing: Self.duplicates, options: Self.options(.useLast)).root
        #expect(root.count == 2)
        #expect(Array(root.members).count == 2)
        #expect(root["a"]?.number?.text == "3")
        #expect(root["b"]?.number?.text == "2")
        #expect(Set(root.members.map(\.key)) == ["a", "b"])
    }

    /// `DuplicateKeyPolicy.useLast` is documented as "Keep only the last member with each key (at
    /// the position of the first)".
    @Test func useLastKeepsTheLastMemberWhereItWasWritten() throws {
        let tree = try JSON(parsing: Self.duplicates, options: Self.options(.useLast))
        #expect(tree.object?.keys == ["b", "a"])
        #expect(tree.object?.values == [2, 3])

        let root = try JSONDocument(parsing: Self.duplicates, options: Self.options(.useLast)).root
        #expect(root.members.map(\.key) == ["b", "a"])
        #expect(root.members.map(\.value.json) == [2, 3])
    }

    @Test(arguments: [DuplicateKeyPolicy.useFirst, .useLast])
    func manyDuplicatesCollapseToOneMemberEach(policy: DuplicateKeyPolicy) throws {
        // "k0" … "k9", each three times, with values 0 (first round), 1 (second), 2 (third).
        var members: [String] = []
        for round in 0..<3 {
            for key in 0..<10 { members.append(#""k\#(key)":\#(round)"#) }
        }
        let text = "{" + members.joined(separator: ",") + "}"
        let expected = policy == .useFirst ? 0 : 2

        let tree = try Self.read(text, Self.options(policy))
        #expect(tree.count == 10)
        #expect(Set(tree.object?.keys ?? []) == Set((0..<10).map { "k\($0)" }))
        for key in 0..<10 { #expect(tree["k\(key)"] == JSON(expected)) }

        let root = try JSONDocument(parsing: text, options: Self.options(policy)).root
        #expect(root.count == 10)
        #expect(Array(root.members).count == 10)
        for key in 0..<10 { #expect(root["k\(key)"]?.number?.text == "\(expected)") }
    }

    @Test(arguments: [DuplicateKeyPolicy.useFirst, .useLast])
    func nestedDuplicatesAreCollapsedPerObject(policy: DuplicateKeyPolicy) throws {
        let text = #"{"x":{"a":[1],"a":[2]},"y":[{"b":{"c":1},"b":{"c":2}}],"x":{"z":true}}"#
        let tree = try Self.read(text, Self.options(policy))
        #expect(tree.count == 2)
        let root = try JSONDocument(parsing: text, options: Self.options(policy)).root
        #expect(root.count == 2)
        if policy == .useFirst {
            #expect(tree["x"] == ["a": [1]])
            #expect(tree["y"]?[0]?["b"] == ["c": 1])
            #expect(root["x"]?.count == 1)
            #expect(root["x"]?["a"]?[0]?.number?.text == "1")
            #expect(root["y"]?[0]?["b"]?["c"]?.number?.text == "1")
        } else {
            #expect(tree["x"] == ["z": true])
            #expect(tree["y"]?[0]?["b"] == ["c": 2])
            #expect(root["x"]?.count == 1)
            #expect(root["x"]?["z"]?.bool == true)
            #expect(root["x"]?["a"] == nil)
            #expect(root["y"]?[0]?["b"]?["c"]?.number?.text == "2")
        }
        #expect(root["y"]?[0]?.count == 1)
        #expect(root["y"]?.count == 1)
    }

    @Test(arguments: DuplicateKeyPolicy.allCases)
    func escapedAndRawSpellingsOfAKeyAreTheSameKey(policy: DuplicateKeyPolicy) throws {
        let text = #"{"ab":1,"a\u0062":2}"#
        if policy == .reject {
            #expect(expectReadingError(text, Self.options(policy))?.reason == .duplicateKey)
            return
        }
        let tree = try Self.read(text, Self.options(policy))
        #expect(tree.count == (policy == .preserve ? 2 : 1))
        #expect(tree["ab"] == (policy == .useLast ? 2 : 1))
    }

    @Test(arguments: DuplicateKeyPolicy.allCases)
    func precomposedAndDecomposedKeysAreDistinct(policy: DuplicateKeyPolicy) throws {
        for text in [#"{"\u00e9":1,"e\u0301":2}"#, "{\"\u{E9}\":1,\"e\u{301}\":2}"] {
            let tree = try Self.read(text, Self.options(policy))
            #expect(tree.count == 2)
            #expect(tree.object?.keys.map { Array($0.unicodeScalars) } == [["\u{E9}"], ["e", "\u{301}"]])
            #expect(tree["\u{E9}"] == 1)
            #expect(tree["e\u{301}"] == 2)

            let root = try JSONDocument(parsing: text, options: Self.options(policy)).root
            #expect(root.count == 2)
            #expect(root.members.map { Array($0.key.unicodeScalars) } == [["\u{E9}"], ["e", "\u{301}"]])
            #expect(root["\u{E9}"]?.number?.text == "1")
            #expect(root["e\u{301}"]?.number?.text == "2")
        }
    }

    // MARK: Byte order mark

    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test(arguments: ["{}", "[1, 2]", #""text""#, "0", " true "])
    func oneLeadingByteOrderMarkIsSkipped(text: String) throws {
        let expected = try JSON(parsing: text)
        let bytes = Self.bom + Array(text.utf8)
        #expect(try JSONReader().read(bytes) == expected)
        #expect(try JSONReader().read(Data(bytes)) == expected)
        #expect(try JSONReader().read("\u{FEFF}" + text) == expected)
        #expect(try JSONReader().document(bytes).root.json == expected)
        #expect(try JSONDocument(parsing: "\u{FEFF}" + text).root.json == expected)
    }

    @Test func twoByteOrderMarksAreRejected() {
        let error = expectReadingError(Self.bom + Self.bom + Array("{}".utf8))
        #expect(error?.reason == .unexpectedCharacter(expected: "a value", found: "a non-ASCII character"))
        #expect(error?.offset == 3)
    }

    @Test func aByteOrderMarkAloneIsEmptyInput() {
        let error = expectReadingError(Self.bom)
        #expect(error?.reason == .emptyInput)
        #expect(error?.offset == 3)
        #expect(expectReadingError(Self.bom + Array(" \n".utf8))?.reason == .emptyInput)
    }

    @Test func aByteOrderMarkAnywhereElseIsRejected() {
        #expect(expectReadingError(Array(" ".utf8) + Self.bom + Array("1".utf8))?.offset == 1)
        #expect(expectReadingError(Array("[".utf8) + Self.bom + Array("1]".utf8))?.offset == 1)
        #expect(expectReadingError(Array("1".utf8) + Self.bom)?.reason == .trailingContent)
    }

    @Test func aTruncatedByteOrderMarkIsNotUTF8() {
        let error = expectReadingError([0xEF, 0xBB] + Array("{}".utf8))
        #expect(error?.reason == .invalidUTF8)
        #expect(error?.offset == 0)
    }

    @Test func aByteOrderMarkInsideAStringIsKept() throws {
        let tree = try JSON(parsing: Self.bom + Array("\"".utf8) + Self.bom + Array("x\"".utf8))
        #expect(tree.string?.unicodeScalars.map(\.value) == [0xFEFF, 0x78])
    }

    @Test func errorOffsetsCountTheByteOrderMark() {
        let error = expectReadingError(Self.bom + Array("[x]".utf8))
        #expect(error?.reason == .unexpectedCharacter(expected: "a value", found: "a letter"))
        #expect(error?.offset == 4)
        #expect(error?.line == 1)
    }
}
