import Foundation
import Hydrant
import Testing

/// Runs the reader over the vendored `test_parsing` files of JSONTestSuite
/// (https://github.com/nst/JSONTestSuite, see `Resources/JSONTestSuite/SOURCE.md`).
///
/// `y_` files must be accepted, `n_` files rejected, and every `i_` file (where the JSON
/// specification leaves the choice to the parser) is pinned to the outcome Hydrant chose.
@Suite("JSONTestSuite test_parsing")
struct JSONTestSuiteTests {
    // MARK: Files

    /// `Tests/HydrantTests/Resources/JSONTestSuite/test_parsing`, found from this file's location
    /// (`Tests/HydrantTests/Reading/`), so that nothing outside the repository is read.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Reading
        .deletingLastPathComponent()  // HydrantTests
        .appendingPathComponent("Resources", isDirectory: true)
        .appendingPathComponent("JSONTestSuite", isDirectory: true)
        .appendingPathComponent("test_parsing", isDirectory: true)

    /// The names of the `.json` files whose name starts with `prefix`, sorted.
    static func fileNames(prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    static func contents(of name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name, isDirectory: false)))
    }

    static let yesFiles = fileNames(prefix: "y_")
    static let noFiles = fileNames(prefix: "n_")
    static let implementationDefinedFiles = fileNames(prefix: "i_")

    // MARK: Inventory

    @Test func theVendoredSuiteHasExactlyTheExpectedFiles() {
        #expect(Self.yesFiles.count == 95)
        #expect(Self.noFiles.count == 188)
        #expect(Self.implementationDefinedFiles.count == 35)
        let all = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []
        #expect(all.filter { $0.hasSuffix(".json") }.count == 318)
    }

    @Test func everyImplementationDefinedFileHasAnExpectedOutcome() {
        let pinned = Set(Self.implementationDefinedCases.map(\.name))
        #expect(pinned.count == Self.implementationDefinedCases.count, "a file is pinned twice")
        #expect(pinned == Set(Self.implementationDefinedFiles))
    }

    // MARK: y_ files: accepted

    @Test(arguments: yesFiles)
    func acceptsFileThatMustBeAccepted(name: String) throws {
        let bytes = try Self.contents(of: name)
        let reader = JSONReader()

        let tree: JSON
        do {
            tree = try reader.read(bytes)
        } catch {
            Issue.record("\(name) was rejected: \(error)")
            return
        }

        // Every entry point accepts it and produces the same tree.
        #expect(try reader.read(Data(bytes)) == tree)
        #expect(try JSON(parsing: bytes) == tree)
        if let text = String(validating: bytes, as: UTF8.self) {
            #expect(try reader.read(text) == tree)
        } else {
            Issue.record("\(name) is not valid UTF-8")
        }

        // The same bytes read as a document materialise to the same tree…
        let document = try reader.document(bytes)
        let materialised = document.root.json
        #expect(materialised == tree)
        #expect(identical(materialised, tree), "document and tree differ in order, spelling or scalars")
        #expect(document.root.kind == tree.kind)
        #expect(document.root.count == tree.count)
        #expect(try JSONDocument(parsing: bytes).root.json == tree)
        #expect(try reader.document(Data(bytes)).root.json == tree)
    }

    /// A few `y_` files whose decoded value is easy to state, to show acceptance is not vacuous.
    static let yesValues: [(name: String, value: JSON)] = [
        ("y_string_accepted_surrogate_pair.json", ["\u{10437}"]),
        ("y_string_allowed_escapes.json", ["\"\\/\u{8}\u{C}\n\r\t"]),
        ("y_string_unicodeEscapedBackslash.json", ["\\"]),
        ("y_string_last_surrogates_1_and_2.json", ["\u{10FFFF}"]),
        ("y_object_escaped_null_in_key.json", ["foo\u{0}bar": 42]),
        ("y_object_empty_key.json", ["": 0]),
        ("y_structure_lonely_negative_real.json", -0.1),
        ("y_structure_lonely_true.json", true),
        ("y_structure_lonely_null.json", nil),
        ("y_array_heterogeneous.json", [nil, 1, "1", [:]]),
    ]

    @Test(arguments: yesValues)
    func acceptedFileDecodesToItsValue(name: String, value: JSON) throws {
        let tree = try JSONReader().read(Self.contents(of: name))
        #expect(tree == value)
        #expect(identical(tree, value) || tree.kind == .number)  // numbers may be spelled differently
    }

    @Test func duplicatedKeysOfTheSuiteArePreservedByDefault() throws {
        let tree = try JSONReader().read(Self.contents(of: "y_object_duplicated_key.json"))
        #expect(tree.object?.keys == ["a", "a"])
        #expect(tree["a"] == "b")
        #expect(tree.count == 2)
    }

    @Test func minusZeroKeepsItsSign() throws {
        let tree = try JSONReader().read(Self.contents(of: "y_number_minus_zero.json"))
        #expect(tree[0]?.number?.text == "-0")
        #expect(tree[0]?.number?.isNegative == true)
    }

    // MARK: n_ files: rejected

    @Test(arguments: noFiles)
    func rejectsFileThatMustBeRejected(name: String) throws {
        let bytes = try Self.contents(of: name)
        let reader = JSONReader()

        let treeError = #expect(throws: JSONReadingError.self, "\(name) was accepted") {
            _ = try reader.read(bytes)
        }
        let documentError = #expect(throws: JSONReadingError.self, "\(name) was accepted as a document") {
            _ = try reader.document(bytes)
        }
        let dataError = #expect(throws: JSONReadingError.self) {
            _ = try reader.read(Data(bytes))
        }
        guard let treeError else { return }
        #expect(documentError == treeError)
        #expect(dataError == treeError)
        // The location is inside the input (or at its end).
        #expect((0...bytes.count).contains(treeError.offset))
        #expect(treeError.line >= 1)
        #expect(treeError.column >= 1)
        #expect(
            treeError.description.hasPrefix(
                "line \(treeError.line), column \(treeError.column) (byte \(treeError.offset)): "))
        #expect(!treeError.message.isEmpty)
    }

    // MARK: i_ files: pinned

    /// What Hydrant does with an implementation-defined file.
    enum Outcome: Sendable, CustomStringConvertible {
        /// Accepted; the document is `[number]` and the number keeps exactly this text.
        case acceptNumber(String)
        /// Accepted with this value.
        case accept(JSON)
        /// Rejected for this reason at this byte offset.
        case reject(JSONReadingError.Reason, offset: Int)

        var description: String {
            switch self {
            case .acceptNumber(let text): "accept [\(text.prefix(24))]"
            case .accept(let value): "accept \(value.kind)"
            case let .reject(reason, offset): "reject \(reason) at \(offset)"
            }
        }
    }

    struct ImplementationDefinedCase: Sendable, CustomTestStringConvertible {
        var name: String
        var outcome: Outcome
        var testDescription: String { "\(name): \(outcome)" }
        init(_ name: String, _ outcome: Outcome) {
            self.name = name
            self.outcome = outcome
        }
    }

    static let controlCharacterWhereAValueIsExpected = JSONReadingError.Reason.unexpectedCharacter(
        expected: "a value", found: "a control character")

    static let implementationDefinedCases: [ImplementationDefinedCase] = [
        // Numbers beyond Double or Int64: accepted, text kept exactly.
        .init("i_number_double_huge_neg_exp.json", .acceptNumber("123.456e-789")),
        .init(
            "i_number_huge_exp.json",
            .acceptNumber(
                "0.4e00669999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999969999999006"
            )),
        .init("i_number_neg_int_huge_exp.json", .acceptNumber("-1e+9999")),
        .init("i_number_pos_double_huge_exp.json", .acceptNumber("1.5e+9999")),
        .init("i_number_real_neg_overflow.json", .acceptNumber("-123123e100000")),
        .init("i_number_real_pos_overflow.json", .acceptNumber("123123e100000")),
        .init("i_number_real_underflow.json", .acceptNumber("123e-10000000")),
        .init("i_number_too_big_neg_int.json", .acceptNumber("-123123123123123123123123123123")),
        .init("i_number_too_big_pos_int.json", .acceptNumber("100000000000000000000")),
        .init(
            "i_number_very_big_negative_int.json", .acceptNumber("-237462374673276894279832749832423479823246327846")),

        // Escaped surrogates that do not form a pair: rejected at the backslash of the escape.
        .init("i_object_key_lone_2nd_surrogate.json", .reject(.loneSurrogate, offset: 2)),
        .init("i_string_1st_surrogate_but_2nd_missing.json", .reject(.loneSurrogate, offset: 2)),
        .init("i_string_1st_valid_surrogate_2nd_invalid.json", .reject(.loneSurrogate, offset: 2)),
        .init("i_string_incomplete_surrogate_and_escape_valid.json", .reject(.loneSurrogate, offset: 2)),
        .init("i_string_incomplete_surrogate_pair.json", .reject(.loneSurrogate, offset: 2)),
        .init("i_string_incomplete_surrogates_escape_valid.json", .reject(.loneSurrogate, offset: 2)),
        .init("i_string_invalid_lonely_surrogate.json", .reject(.loneSurrogate, offset: 2)),
        .init("i_string_invalid_surrogate.json", .reject(.loneSurrogate, offset: 2)),
        .init("i_string_inverted_surrogates_U+1D11E.json", .reject(.loneSurrogate, offset: 2)),
        .init("i_string_lone_second_surrogate.json", .reject(.loneSurrogate, offset: 2)),

        // Bytes that are not UTF-8: rejected at the first bad byte.
        .init("i_string_UTF-8_invalid_sequence.json", .reject(.invalidUTF8, offset: 7)),
        .init("i_string_UTF8_surrogate_U+D800.json", .reject(.invalidUTF8, offset: 2)),
        .init("i_string_invalid_utf-8.json", .reject(.invalidUTF8, offset: 2)),
        .init("i_string_iso_latin_1.json", .reject(.invalidUTF8, offset: 2)),
        .init("i_string_lone_utf8_continuation_byte.json", .reject(.invalidUTF8, offset: 2)),
        .init("i_string_not_in_unicode_range.json", .reject(.invalidUTF8, offset: 2)),
        .init("i_string_overlong_sequence_2_bytes.json", .reject(.invalidUTF8, offset: 2)),
        .init("i_string_overlong_sequence_6_bytes.json", .reject(.invalidUTF8, offset: 2)),
        .init("i_string_overlong_sequence_6_bytes_null.json", .reject(.invalidUTF8, offset: 2)),
        .init("i_string_truncated-utf-8.json", .reject(.invalidUTF8, offset: 2)),

        // UTF-16 input: the UTF-16 BOM is not UTF-8; without a BOM the NUL bytes are control
        // characters where a value should start.
        .init("i_string_UTF-16LE_with_BOM.json", .reject(.invalidUTF8, offset: 0)),
        .init("i_string_utf16BE_no_BOM.json", .reject(controlCharacterWhereAValueIsExpected, offset: 0)),
        .init("i_string_utf16LE_no_BOM.json", .reject(controlCharacterWhereAValueIsExpected, offset: 1)),

        // Structure.
        .init("i_structure_500_nested_arrays.json", .reject(.depthLimitExceeded(limit: 128), offset: 128)),
        .init("i_structure_UTF-8_BOM_empty_object.json", .accept([:])),
    ]

    @Test(arguments: implementationDefinedCases)
    func implementationDefinedFileHasItsPinnedOutcome(_ testCase: ImplementationDefinedCase) throws {
        let bytes = try Self.contents(of: testCase.name)
        let reader = JSONReader()
        switch testCase.outcome {
        case .acceptNumber(let text):
            // The table's lexeme is the file's: `[` lexeme `]`.
            #expect(bytes == Array("[\(text)]".utf8))
            let tree = try reader.read(bytes)
            #expect(tree.count == 1)
            #expect(tree[0]?.kind == .number)
            #expect(tree[0]?.number?.text == text)
            let document = try reader.document(bytes)
            #expect(document.root.count == 1)
            #expect(document.root[0]?.number?.text == text)
            #expect(document.root[0]?.json.number?.text == text)
            #expect(document.root.json == tree)

        case .accept(let value):
            let tree = try reader.read(bytes)
            #expect(tree == value)
            #expect(try reader.document(bytes).root.json == value)

        case let .reject(reason, offset):
            let error = #expect(throws: JSONReadingError.self) { _ = try reader.read(bytes) }
            #expect(error?.reason == reason)
            #expect(error?.offset == offset)
            let documentError = #expect(throws: JSONReadingError.self) { _ = try reader.document(bytes) }
            #expect(documentError == error)
        }
    }

    @Test func fiveHundredNestedArraysAreAcceptedWithAHigherDepthLimit() throws {
        let bytes = try Self.contents(of: "i_structure_500_nested_arrays.json")
        #expect(
            bytes == Array(String(repeating: "[", count: 500).utf8) + Array(String(repeating: "]", count: 500).utf8))

        let options = JSONReadingOptions(maxDepth: 500)
        let tree = try JSONReader(options: options).read(bytes)
        var depth = 0
        var current: JSON? = tree
        while let value = current, value.kind == .array {
            depth += 1
            current = value[0]
        }
        #expect(depth == 500)

        let document = try JSONReader(options: options).document(bytes)
        #expect(document.root.json == tree)

        // One level less is one level too few.
        let error = #expect(throws: JSONReadingError.self) {
            _ = try JSONReader(options: JSONReadingOptions(maxDepth: 499)).read(bytes)
        }
        #expect(error?.reason == .depthLimitExceeded(limit: 499))
        #expect(error?.offset == 499)
    }
}
