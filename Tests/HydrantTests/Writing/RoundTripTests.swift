import Hydrant
import Testing

/// Generates random JSON values of every kind, nested up to ``maxDepth`` arrays and objects.
private struct RandomJSON {
    static let maxDepth = 6

    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func below(_ bound: Int) -> Int { Int(rng.next() % UInt64(bound)) }
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool { below(denominator) < numerator }

    // MARK: Values

    /// A value whose containers are at most `maxDepth - depth` levels deep.
    mutating func value(depth: Int = 0) -> JSON {
        // Containers get rarer with depth, and never appear past the maximum.
        if depth < Self.maxDepth && chance(Self.maxDepth + 1 - depth, in: 12) {
            return chance(1, in: 2) ? array(depth: depth) : object(depth: depth)
        }
        switch below(6) {
        case 0: return nil
        case 1: return .bool(chance(1, in: 2))
        case 2, 3: return .number(number())
        default: return .string(string())
        }
    }

    mutating func array(depth: Int) -> JSON {
        .array((0..<below(5)).map { _ in value(depth: depth + 1) })
    }

    mutating func object(depth: Int) -> JSON {
        var object = JSONObject()
        for _ in 0..<below(5) {
            // Sometimes repeat a key: duplicates are kept in order by the reader and the writer.
            let key = !object.isEmpty && chance(1, in: 6) ? object[below(object.count)].key : string()
            object.append(key: key, value: value(depth: depth + 1))
        }
        return .object(object)
    }

    // MARK: Strings

    /// Scalars a writer must treat specially, or a reader may get wrong.
    static let interestingScalars: [Unicode.Scalar] = [
        "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", " ",
        "\u{80}", "\u{E9}", "\u{301}", "ß", "Ω", "я", "日", "本", "\u{2028}", "\u{2029}", "\u{FEFF}",
        "\u{FFFD}", "\u{FFFF}", "\u{E000}", "\u{200D}", "😀", "👍", "\u{1F3FD}", "𝄞", "\u{10FFFF}", "\u{10000}",
    ]

    mutating func scalar() -> Unicode.Scalar {
        switch below(10) {
        case 0, 1, 2, 3:  // printable ASCII
            return Unicode.Scalar(UInt8(0x20 + below(0x5F)))
        case 4:  // control characters and DEL
            let byte = below(33)
            return Unicode.Scalar(UInt8(byte == 32 ? 0x7F : byte))
        case 5, 6:
            return Self.interestingScalars[below(Self.interestingScalars.count)]
        case 7:  // anywhere in the Basic Multilingual Plane, except surrogates
            return Unicode.Scalar(UInt32(0x80 + below(0xD800 - 0x80)))!
        case 8:
            return Unicode.Scalar(UInt32(0xE000 + below(0x10000 - 0xE000)))!
        default:  // supplementary planes
            return Unicode.Scalar(UInt32(0x10000 + below(0x110000 - 0x10000)))!
        }
    }

    mutating func string() -> String {
        if chance(1, in: 12) {
            // Whole grapheme clusters made of several scalars.
            return ["👨‍👩‍👧", "e\u{301}", "\u{E9}", "🇫🇷", "👍🏽", ""][below(6)]
        }
        var scalars = String.UnicodeScalarView()
        for _ in 0..<below(13) { scalars.append(scalar()) }
        return String(scalars)
    }

    // MARK: Numbers

    mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(below(10)))) })
    }

    /// An integer part without leading zeros.
    mutating func integerPart(maxDigits: Int) -> String {
        if chance(1, in: 4) { return "0" }
        let count = 1 + below(maxDigits)
        return String(1 + below(9)) + digits(count - 1)
    }

    mutating func number() -> JSONNumber {
        let sign = chance(1, in: 3) ? "-" : ""
        switch below(9) {
        case 0:
            return JSONNumber(Int64(bitPattern: rng.next()) >> Int64(below(64)))
        case 1:
            return JSONNumber(rng.next() >> UInt64(below(64)))
        case 2:  // big integers
            return JSONNumber(sign + String(1 + below(9)) + digits(19 + below(50)))!
        case 3:  // decimals, short and long
            return JSONNumber(sign + integerPart(maxDigits: 25) + "." + digits(1 + below(25)))!
        case 4:  // exponents, with either letter, any sign and leading zeros
            var text = sign + integerPart(maxDigits: 20)
            if chance(1, in: 2) { text += "." + digits(1 + below(20)) }
            text += ["e", "E"][below(2)] + ["", "+", "-"][below(3)] + digits(1 + below(4))
            return JSONNumber(text)!
        case 5:  // any finite Double
            while true {
                let value = Double(bitPattern: rng.next())
                if let number = JSONNumber(value) { return number }
            }
        case 6:
            return JSONNumber(Double.random(in: -1e9...1e9, using: &rng))!
        default:
            let special = [
                "0", "-0", "0.0", "-0.0", "0e0", "-0E-00", "0.000001", "123.4560", "1e400", "-1e-400",
                "9999999999999999999", "18446744073709551616", "-9223372036854775809", "1E+308", "5e-324",
            ]
            return JSONNumber(special[below(special.count)])!
        }
    }
}

@Suite("Write and read round trips")
struct RoundTripTests {
    /// Writing options with a name for the test report.
    struct Options: Sendable, CustomTestStringConvertible {
        var name: String
        var options: JSONWritingOptions
        var testDescription: String { name }
    }

    static let optionSets: [Options] = [
        Options(name: "compact", options: .compact),
        Options(name: "pretty", options: .pretty),
        Options(name: "sorted", options: .init(sortsKeys: true)),
        Options(name: "pretty sorted", options: .init(prettyPrinted: true, indentation: 4, sortsKeys: true)),
        Options(name: "escaping", options: .init(escapesForwardSlashes: true, escapesNonASCII: true)),
        Options(
            name: "pretty escaping, no indentation",
            options: .init(prettyPrinted: true, indentation: 0, escapesForwardSlashes: true, escapesNonASCII: true)),
    ]

    static let seeds: [UInt64] = [1, 0xC0FFEE, 0x5EED_2025]

    static let valuesPerSeed = 400

    private static func values(seed: UInt64) -> [JSON] {
        var generator = RandomJSON(seed: seed)
        return (0..<valuesPerSeed).map { _ in generator.value() }
    }

    private static func depth(of value: JSON) -> Int {
        switch value {
        case .array(let elements): 1 + (elements.map(depth(of:)).max() ?? 0)
        case .object(let object): 1 + (object.values.map(depth(of:)).max() ?? 0)
        default: 0
        }
    }

    private static func forEachValue(in value: JSON, _ body: (JSON) -> Void) {
        body(value)
        switch value {
        case .array(let elements): elements.forEach { forEachValue(in: $0, body) }
        case .object(let object): object.values.forEach { forEachValue(in: $0, body) }
        default: break
        }
    }

    @Test func generatorCoversEveryKindAndDepth() {
        var kinds = Set<JSONKind>()
        var maxDepth = 0
        var duplicateKeys = false
        var escapes = false
        var astral = false
        var exponents = false
        var bigIntegers = false
        var nodes = 0
        for seed in Self.seeds {
            for value in Self.values(seed: seed) {
                maxDepth = max(maxDepth, Self.depth(of: value))
                Self.forEachValue(in: value) { node in
                    nodes += 1
                    kinds.insert(node.kind)
                    if let object = node.object, object.hasDuplicateKeys { duplicateKeys = true }
                    if let string = node.string {
                        if string.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\"" || $0 == "\\" }) {
                            escapes = true
                        }
                        if string.unicodeScalars.contains(where: { $0.value > 0xFFFF }) { astral = true }
                    }
                    if let number = node.number {
                        if number.text.contains("e") || number.text.contains("E") { exponents = true }
                        if number.isWrittenAsInteger && number.text.count > 20 { bigIntegers = true }
                    }
                }
            }
        }
        #expect(kinds == Set(JSONKind.allCases))
        #expect(maxDepth == RandomJSON.maxDepth)
        #expect(duplicateKeys)
        #expect(escapes)
        #expect(astral)
        #expect(exponents)
        #expect(bigIntegers)
        #expect(nodes > 5000)
    }

    @Test(arguments: optionSets, seeds)
    func writtenValuesReadBackEqual(options: Options, seed: UInt64) throws {
        let writer = JSONWriter(options: options.options)
        let compact = JSONWriter()
        let compactSorted = JSONWriter(options: .init(sortsKeys: true))
        for value in Self.values(seed: seed) {
            let bytes = try writer.write(value)
            let read = try JSON(parsing: bytes)
            #expect(read == value, "\(options.name): \(value)")
            #expect(read.hashValue == value.hashValue)
            // Also from a String.
            #expect(try JSON(parsing: String(decoding: bytes, as: UTF8.self)) == value)
            // Nothing but the order of members (when sorting) is different: every number's text,
            // every string's scalars and every member's position survive.
            if options.options.sortsKeys {
                #expect(try compactSorted.write(read) == compactSorted.write(value))
            } else {
                #expect(try compact.write(read) == compact.write(value))
            }
            if options.options.escapesNonASCII {
                #expect(bytes.allSatisfy { $0 < 0x80 })
            }
        }
    }

    @Test(arguments: optionSets, seeds)
    func rewritingWhatWasReadGivesTheSameBytes(options: Options, seed: UInt64) throws {
        let writer = JSONWriter(options: options.options)
        for value in Self.values(seed: seed) {
            let first = try writer.write(value)
            let second = try writer.write(JSON(parsing: first))
            #expect(first == second, "\(options.name): \(String(decoding: first, as: UTF8.self))")
        }
    }

    @Test(arguments: seeds)
    func compactOutputIsAFixedPoint(seed: UInt64) throws {
        // write(read(write(v))) == write(v), byte for byte, with the default options.
        let writer = JSONWriter()
        for value in Self.values(seed: seed) {
            let written = try writer.write(value)
            let rewritten = try writer.write(JSON(parsing: written))
            #expect(rewritten == written)
            #expect(String(decoding: written, as: UTF8.self) == value.description)
        }
    }

    @Test(arguments: seeds)
    func differentFormattingsReadBackAsTheSameValue(seed: UInt64) throws {
        let writers = Self.optionSets.map { JSONWriter(options: $0.options) }
        for value in Self.values(seed: seed) {
            let reads = try writers.map { try JSON(parsing: $0.write(value)) }
            for read in reads.dropFirst() {
                #expect(read == reads[0])
            }
        }
    }

    @Test(arguments: [JSONWritingOptions.compact, .init(escapesForwardSlashes: true, escapesNonASCII: true)])
    func randomStringsRoundTripScalarForScalar(options: JSONWritingOptions) throws {
        var generator = RandomJSON(seed: 0x57A1_4650)
        let writer = JSONWriter(options: options)
        for _ in 0..<5000 {
            let string = generator.string()
            let bytes = try writer.write(.string(string))
            let read = try #require(try JSON(parsing: bytes).string)
            #expect(Array(read.unicodeScalars) == Array(string.unicodeScalars))
            // As a key too.
            let keyed = try JSON(parsing: writer.write(.object(JSONObject(members: [(key: string, value: nil)]))))
            #expect(keyed.object?.keys.first.map { Array($0.unicodeScalars) } == Array(string.unicodeScalars))
        }
    }

    @Test func randomNumbersRoundTripTextForText() throws {
        var generator = RandomJSON(seed: 0x4E_0B3E)
        let numbers = (0..<5000).map { _ in generator.number() }
        let bytes = try JSONWriter().write(.array(numbers.map(JSON.number)))
        let read = try #require(try JSON(parsing: bytes).array)
        #expect(read.count == numbers.count)
        for (element, number) in zip(read, numbers) {
            #expect(element.number?.text == number.text)
            #expect(element.number == number)
        }
    }
}
