import Foundation
import Hydrant
import Testing

/// The reader's limits: depth, input size, string size and number length, each with its documented
/// reason and the offset where it is reported.
@Suite("Reader limits")
struct ReaderLimitsTests {
    // MARK: Helpers

    /// `depth` nested arrays: `[[…]]`.
    static func nestedArrays(_ depth: Int) -> [UInt8] {
        Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth)
    }

    /// `depth` nested objects: `{"k":{"k":…{}}}`; each level but the last is 5 bytes long.
    static func nestedObjects(_ depth: Int) -> [UInt8] {
        Array(String(repeating: #"{"k":"#, count: depth - 1).utf8) + Array("{}".utf8)
            + Array(repeating: UInt8(ascii: "}"), count: depth - 1)
    }

    /// The depth of a tree: `[]` and `{}` have depth 1, scalars 0.
    static func depth(of value: JSON) -> Int {
        switch value {
        case .array(let elements): 1 + (elements.map(depth(of:)).max() ?? 0)
        case .object(let object): 1 + (object.values.map(depth(of:)).max() ?? 0)
        default: 0
        }
    }

    // MARK: Defaults

    @Test func defaultLimits() {
        let options = JSONReadingOptions()
        #expect(options.maxDepth == 128)
        #expect(options.maxInputBytes == 64 * 1024 * 1024)
        #expect(options.maxStringBytes == 16 * 1024 * 1024)
        #expect(options.maxNumberLength == 1_000)
        #expect(options.maxTreeBytesPerInputByte == 24)
        #expect(JSONReadingOptions.maximumDepthCeiling >= options.maxDepth)
        #expect(JSONReadingOptions.default == options)
    }

    // MARK: Depth

    static let ceiling = JSONReadingOptions.maximumDepthCeiling

    @Test(arguments: [1, 2, 3, 10, 128, ceiling])
    func arraysExactlyAtTheDepthLimitAreAccepted(limit: Int) throws {
        let options = JSONReadingOptions(maxDepth: limit)
        let bytes = Self.nestedArrays(limit)
        let tree = try JSONReader(options: options).read(bytes)
        #expect(Self.depth(of: tree) == limit)
        #expect(try JSONReader(options: options).document(bytes).root.json == tree)
    }

    @Test(arguments: [1, 2, 3, 10, 128, ceiling])
    func arraysOneLevelBeyondTheDepthLimitAreRejected(limit: Int) {
        let error = expectReadingError(Self.nestedArrays(limit + 1), JSONReadingOptions(maxDepth: limit))
        #expect(error?.reason == .depthLimitExceeded(limit: limit))
        // At the bracket that opens the level too many.
        #expect(error?.offset == limit)
        #expect(error?.line == 1)
        #expect(error?.column == limit + 1)
    }

    @Test(arguments: [1, 2, 3, 10, 128, ceiling])
    func objectsExactlyAtTheDepthLimitAreAccepted(limit: Int) throws {
        let options = JSONReadingOptions(maxDepth: limit)
        let bytes = Self.nestedObjects(limit)
        let tree = try JSONReader(options: options).read(bytes)
        #expect(Self.depth(of: tree) == limit)
        #expect(try JSONReader(options: options).document(bytes).root.json == tree)
    }

    @Test(arguments: [1, 2, 3, 10, 128, ceiling])
    func objectsOneLevelBeyondTheDepthLimitAreRejected(limit: Int) {
        let error = expectReadingError(Self.nestedObjects(limit + 1), JSONReadingOptions(maxDepth: limit))
        #expect(error?.reason == .depthLimitExceeded(limit: limit))
        #expect(error?.offset == limit * 5)
    }

    @Test func theDefaultDepthLimitIs128() throws {
        #expect(Self.depth(of: try JSON(parsing: Self.nestedArrays(128))) == 128)
        #expect(Self.depth(of: try JSON(parsing: Self.nestedObjects(128))) == 128)
        let error = expectReadingError(Self.nestedArrays(129), .default)
        #expect(error?.reason == .depthLimitExceeded(limit: 128))
        #expect(error?.offset == 128)
    }

    @Test func arraysAndObjectsCountTowardsTheSameDepth() throws {
        // Depth 4: array, object, array, object.
        let input = #"[{"a":[{}]}]"#
        #expect(try JSON(parsing: input, options: JSONReadingOptions(maxDepth: 4)) == [["a": [[:]]]])
        let error = #expect(throws: JSONReadingError.self) {
            _ = try JSON(parsing: input, options: JSONReadingOptions(maxDepth: 3))
        }
        #expect(error?.reason == .depthLimitExceeded(limit: 3))
        #expect(error?.offset == 7)  // the innermost '{'
    }

    @Test func depthIsNestingNotTheNumberOfContainers() throws {
        // Many siblings at depth 2 never exceed a limit of 2.
        let input = "[" + Array(repeating: "[]", count: 10_000).joined(separator: ",") + "]"
        let tree = try JSON(parsing: input, options: JSONReadingOptions(maxDepth: 2))
        #expect(tree.count == 10_000)
        // Scalars have no depth.
        #expect(try JSON(parsing: "1", options: JSONReadingOptions(maxDepth: 1)) == 1)
    }

    @Test(arguments: [ceiling + 1, 2 * ceiling, 100_000, Int.max])
    func theDepthLimitIsClampedToTheCeiling(maxDepth: Int) throws {
        let options = JSONReadingOptions(maxDepth: maxDepth)
        #expect(options.maxDepth == maxDepth)  // stored as given…
        // …but applied as the ceiling.
        let tree = try JSONReader(options: options).read(Self.nestedArrays(Self.ceiling))
        #expect(Self.depth(of: tree) == Self.ceiling)
        let error = expectReadingError(Self.nestedArrays(Self.ceiling + 1), options)
        #expect(error?.reason == .depthLimitExceeded(limit: Self.ceiling))
        #expect(error?.offset == Self.ceiling)
        let objectError = expectReadingError(Self.nestedObjects(Self.ceiling + 1), options)
        #expect(objectError?.reason == .depthLimitExceeded(limit: Self.ceiling))
    }

    @Test(arguments: [0, -1, Int.min])
    func aDepthLimitBelowOneIsOne(maxDepth: Int) throws {
        let options = JSONReadingOptions(maxDepth: maxDepth)
        #expect(try JSON(parsing: "[]", options: options) == [])
        #expect(try JSON(parsing: #"{"a":1}"#, options: options) == ["a": 1])
        #expect(try JSON(parsing: "true", options: options) == true)
        let error = expectReadingError(Array("[[]]".utf8), options)
        #expect(error?.reason == .depthLimitExceeded(limit: 1))
        #expect(error?.offset == 1)
    }

    @Test func deeplyNestedMaximumDocumentRoundTripsThroughTheDocument() throws {
        // Alternating arrays and objects at the ceiling depth.
        var text = ""
        for level in 0..<Self.ceiling { text += level.isMultiple(of: 2) ? "[" : #"{"k":"# }
        text += "0"
        for level in (0..<Self.ceiling).reversed() { text += level.isMultiple(of: 2) ? "]" : "}" }
        let options = JSONReadingOptions(maxDepth: Self.ceiling)
        let tree = try JSON(parsing: text, options: options)
        #expect(Self.depth(of: tree) == Self.ceiling)
        let document = try JSONDocument(parsing: text, options: options)
        #expect(document.root.json == tree)
    }

    // MARK: Far beyond the depth limit

    static let millionOpeningBrackets = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)

    @Test(.timeLimit(.minutes(1)), arguments: [128, ceiling])
    func aMillionOpeningBracketsAreRejectedQuickly(limit: Int) {
        let error = expectReadingError(Self.millionOpeningBrackets, JSONReadingOptions(maxDepth: limit))
        #expect(error?.reason == .depthLimitExceeded(limit: limit))
        #expect(error?.offset == limit)
    }

    @Test(.timeLimit(.minutes(1)))
    func aMillionBalancedBracketsAreRejectedQuickly() {
        let error = expectReadingError(Self.nestedArrays(1_000_000), .default)
        #expect(error?.reason == .depthLimitExceeded(limit: 128))
        #expect(error?.offset == 128)
    }

    @Test(.timeLimit(.minutes(1)))
    func aMillionNestedObjectsAreRejectedQuickly() {
        let bytes = Array(String(repeating: #"{"a":"#, count: 1_000_000).utf8)
        let error = expectReadingError(bytes, .default)
        #expect(error?.reason == .depthLimitExceeded(limit: 128))
        #expect(error?.offset == 128 * 5)
    }

    // MARK: Input size

    @Test(arguments: [1, 5, 10, 100])
    func inputExactlyAtTheSizeLimitIsAccepted(limit: Int) throws {
        // A number of `limit` digits is `limit` bytes long.
        let bytes = Array(String(repeating: "7", count: limit).utf8)
        let tree = try JSONReader(options: JSONReadingOptions(maxInputBytes: limit)).read(bytes)
        #expect(tree.number?.text == String(repeating: "7", count: limit))
        #expect(try JSONReader(options: JSONReadingOptions(maxInputBytes: limit)).document(bytes).root.json == tree)
    }

    @Test(arguments: [1, 5, 10, 100])
    func inputOneByteBeyondTheSizeLimitIsRejected(limit: Int) {
        let bytes = Array(String(repeating: "7", count: limit + 1).utf8)
        let error = expectReadingError(bytes, JSONReadingOptions(maxInputBytes: limit))
        #expect(error?.reason == .inputTooLarge(limit: limit))
        #expect(error?.offset == limit)  // the first byte beyond the limit
    }

    @Test func theSizeLimitIsCheckedBeforeAnythingElse() {
        // Even malformed input is reported as too large first; whitespace and the byte order
        // mark count.
        for input in ["[[[[[[[[", "          1", "\u{FEFF}[1]"] {
            let error = expectReadingError(Array(input.utf8), JSONReadingOptions(maxInputBytes: 5))
            #expect(error?.reason == .inputTooLarge(limit: 5))
            #expect(error?.offset == 5)
        }
    }

    @Test func theDefaultSizeLimitIs64MiB() {
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: 64 << 20)
        bytes.append(UInt8(ascii: "1"))
        let error = #expect(throws: JSONReadingError.self) { _ = try JSONReader().read(bytes) }
        #expect(error?.reason == .inputTooLarge(limit: 64 << 20))
        #expect(error?.offset == 64 << 20)
    }

    @Test(arguments: [0, -1])
    func aSizeLimitOfZeroOrLessRejectsEveryNonEmptyInput(limit: Int) {
        let error = expectReadingError(Array("1".utf8), JSONReadingOptions(maxInputBytes: limit))
        #expect(error?.reason == .inputTooLarge(limit: 0))
        #expect(error?.offset == 0)
    }

    // MARK: String size

    @Test(arguments: [0, 1, 5, 64])
    func stringsExactlyAtTheLimitAreAccepted(limit: Int) throws {
        let options = JSONReadingOptions(maxStringBytes: limit)
        let text = String(repeating: "s", count: limit)
        #expect(try JSON(parsing: "\"\(text)\"", options: options) == .string(text))
        #expect(try JSON(parsing: #"{"\#(text)": "\#(text)"}"#, options: options) == [text: .string(text)])
        #expect(try JSONDocument(parsing: #"["\#(text)"]"#, options: options).root[0]?.string == text)
    }

    @Test(arguments: [0, 1, 5, 64])
    func valuesOneByteBeyondTheLimitAreRejectedAtTheirOpeningQuote(limit: Int) {
        let text = String(repeating: "s", count: limit + 1)
        let options = JSONReadingOptions(maxStringBytes: limit)
        let error = expectReadingError(Array(#"[1, "\#(text)"]"#.utf8), options)
        #expect(error?.reason == .stringTooLong(limit: limit))
        #expect(error?.offset == 4)
    }

    @Test(arguments: [0, 1, 5, 64])
    func keysOneByteBeyondTheLimitAreRejectedAtTheirOpeningQuote(limit: Int) {
        let key = String(repeating: "k", count: limit + 1)
        let error = expectReadingError(Array(#"{"\#(key)": 1}"#.utf8), JSONReadingOptions(maxStringBytes: limit))
        #expect(error?.reason == .stringTooLong(limit: limit))
        #expect(error?.offset == 1)
    }

    @Test(arguments: [1, 5, 64])
    func nestedKeysBeyondTheLimitAreRejected(limit: Int) {
        let key = String(repeating: "k", count: limit + 1)
        let error = expectReadingError(Array(#"{"a": {"\#(key)": 1}}"#.utf8), JSONReadingOptions(maxStringBytes: limit))
        #expect(error?.reason == .stringTooLong(limit: limit))
        #expect(error?.offset == 7)
    }

    @Test func stringLengthCountsInputBytesBetweenTheQuotes() throws {
        // "ééé" is 3 characters but 6 bytes of UTF-8.
        let options5 = JSONReadingOptions(maxStringBytes: 5)
        let options6 = JSONReadingOptions(maxStringBytes: 6)
        #expect(try JSON(parsing: #""ééé""#, options: options6) == "ééé")
        #expect(expectReadingError(Array(#""ééé""#.utf8), options5)?.reason == .stringTooLong(limit: 5))
        // Escapes count as written: `\u00e9` is 6 bytes, though it decodes to 2.
        #expect(try JSON(parsing: #""\u00e9""#, options: options6) == "é")
        #expect(expectReadingError(Array(#""\u00e9""#.utf8), options5)?.reason == .stringTooLong(limit: 5))
        #expect(expectReadingError(Array(#""\n\n\n""#.utf8), options5)?.reason == .stringTooLong(limit: 5))
    }

    @Test func theDefaultStringLimitIs16MiB() throws {
        let limit = 16 << 20
        var atLimit = [UInt8](repeating: UInt8(ascii: "x"), count: limit + 2)
        atLimit[0] = UInt8(ascii: "\"")
        atLimit[limit + 1] = UInt8(ascii: "\"")
        let document = try JSONReader().document(atLimit)
        #expect(document.root.string?.utf8.count == limit)

        var beyond = [UInt8](repeating: UInt8(ascii: "x"), count: limit + 3)
        beyond[0] = UInt8(ascii: "\"")
        beyond[limit + 2] = UInt8(ascii: "\"")
        let error = #expect(throws: JSONReadingError.self) { _ = try JSONReader().document(beyond) }
        #expect(error?.reason == .stringTooLong(limit: limit))
        #expect(error?.offset == 0)
    }

    // MARK: Number length

    @Test(arguments: ["12345", "-1234", "1.234", "1e+23", "-1E-2", "0.001"])
    func numbersExactlyAtTheLimitAreAccepted(text: String) throws {
        let options = JSONReadingOptions(maxNumberLength: 5)
        #expect(try JSON(parsing: "[\(text)]", options: options)[0]?.number?.text == text)
        #expect(try JSONDocument(parsing: #"{"n": \#(text)}"#, options: options).root["n"]?.number?.text == text)
    }

    @Test(arguments: ["123456", "-12345", "1.2345", "1e+234", "-1E-23", "0.0001"])
    func numbersOneCharacterBeyondTheLimitAreRejectedAtTheirStart(text: String) {
        let options = JSONReadingOptions(maxNumberLength: 5)
        let error = expectReadingError(Array("[1, \(text)]".utf8), options)
        #expect(error?.reason == .numberTooLong(limit: 5))
        #expect(error?.offset == 4)
        let inObject = expectReadingError(Array(#"{"n": \#(text)}"#.utf8), options)
        #expect(inObject?.reason == .numberTooLong(limit: 5))
        #expect(inObject?.offset == 6)
    }

    @Test func aNumberThatIsTooLongAndMalformedIsReportedAsTooLong() {
        let error = expectReadingError(Array("[123456.]".utf8), JSONReadingOptions(maxNumberLength: 5))
        #expect(error?.reason == .numberTooLong(limit: 5))
        #expect(error?.offset == 1)
    }

    @Test func theDefaultNumberLimitIs1000Characters() throws {
        let thousand = "9" + String(repeating: "0", count: 999)
        #expect(try JSON(parsing: thousand).number?.text == thousand)
        let error = expectReadingError(Array((thousand + "0").utf8), .default)
        #expect(error?.reason == .numberTooLong(limit: 1_000))
        #expect(error?.offset == 0)
    }

    @Test(arguments: [0, -5])
    func aNumberLimitBelowOneIsOne(limit: Int) throws {
        let options = JSONReadingOptions(maxNumberLength: limit)
        #expect(try JSON(parsing: "7", options: options) == 7)
        let error = expectReadingError(Array("-7".utf8), options)
        #expect(error?.reason == .numberTooLong(limit: 1))
        #expect(error?.offset == 0)
    }

    // MARK: Tree memory

    /// `count` groups of `depth` nested arrays in one array: one 64-byte heap block per two input
    /// bytes as a tree, the worst shape.
    static func nestedGroups(_ count: Int, depth: Int) -> [UInt8] {
        let group = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        return Array(("[" + Array(repeating: group, count: count).joined(separator: ",") + "]").utf8)
    }

    @Test func aTreeOfMoreThan24BytesPerInputByteIsRefusedBeforeItIsBuilt() throws {
        let bytes = Self.nestedGroups(2_000, depth: 60)  // 242 KB of text, 7.6 MB as a tree
        let error = try #require(throws: JSONReadingError.self) { try JSON(parsing: bytes) }
        #expect(error.reason == .treeTooLarge(bytesPerInputByte: 24))
        #expect(
            error.description
                == "line 1, column 1 (byte 0): as a JSON tree the document would take more than 24 bytes of memory per input byte; read it as a JSONDocument"
        )
        // The document reads it in place, and mappers read the document.
        let document = try JSONDocument(parsing: bytes)
        #expect(document.root.count == 2_000)
        // A higher limit lets the tree be built.
        let tree = try JSON(parsing: bytes, options: JSONReadingOptions(maxTreeBytesPerInputByte: 40))
        #expect(tree.count == 2_000)
        #expect(tree == document.root.json)
    }

    @Test func everyDocumentGetsOneMebibyte() throws {
        // 256 levels of 64 bytes each, for 512 input bytes: within the 1 MiB every document has.
        #expect(throws: Never.self) {
            try JSON(parsing: Self.nestedArrays(256), options: JSONReadingOptions(maxDepth: 256))
        }
        #expect(throws: Never.self) {
            try JSON(
                parsing: Self.nestedGroups(1_000, depth: 8), options: JSONReadingOptions(maxTreeBytesPerInputByte: 1))
        }
        let error = try #require(throws: JSONReadingError.self) {
            try JSON(
                parsing: Self.nestedGroups(100_000, depth: 4), options: JSONReadingOptions(maxTreeBytesPerInputByte: 0))
        }
        #expect(error.reason == .treeTooLarge(bytesPerInputByte: 1))
    }

    /// Ordinary shapes stay well within the limit, including the dense ones close to it.
    @Test(arguments: [
        "[0]", "[1,2]", "[]", #"{"a":{"b":0}}"#, #""abcdefghijklmnopqrstuvwxyz""#, "12345678901234567890123456789",
    ])
    func ordinaryShapesAreRead(element: String) throws {
        let bytes = Array(("[" + Array(repeating: element, count: 100_000).joined(separator: ",") + "]").utf8)
        #expect(try JSON(parsing: bytes).count == 100_000)
    }

    /// Building a large tree gives back the memory of the tape it has read; the tree is the same
    /// as the one built from a document that keeps its tape.
    @Test func aTreeBuiltWhileTheTapeIsGivenBackIsTheSame() throws {
        var generator = SplitMix64(seed: 0x7A9E)
        var text = "["
        for index in 0..<60_000 {
            if index > 0 { text += "," }
            switch generator.next() % 5 {
            case 0: text += #"{"id": \#(index), "tags": ["a", "bé"], "nested": {"deep": [[1], [2, 3]]}}"#
            case 1: text += "[[[\(index)]], [], {}]"
            case 2: text += #""a string that is longer than fifteen bytes \#(index)""#
            case 3: text += "\(generator.next())e-\(index % 300)"
            default: text += #"{"k\#(index % 7)": null, "dup": 1, "dup": 2}"#
            }
        }
        text += "]"
        let document = try JSONDocument(parsing: text)
        #expect(document.valueCount > 3 * TreeLimitsTapeEntries.perMebibyte)
        #expect(try JSON(parsing: text) == document.root.json)
    }

    @Test func limitsDoNotApplyToLiterals() throws {
        let options = JSONReadingOptions(maxStringBytes: 0, maxNumberLength: 1)
        #expect(try JSON(parsing: "[true, false, null]", options: options) == [true, false, nil])
    }
}

/// How many tape entries make 1 MiB (12 bytes each): the tree builder gives memory back every
/// 1 MiB of entries read, so a test of it needs several times as many.
enum TreeLimitsTapeEntries {
    static let perMebibyte = (1 << 20) / 12
}
