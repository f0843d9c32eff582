import Hydrant
import Testing

@testable import HydrantJSON

/// Reading a number's digits eight bytes at a time must give what reading them one at a time
/// gives: the same end of each run of digits, the same value, the same verdict on every lexeme.
@Suite("Digit words")
struct DigitWordTests {
    /// The word of the first eight bytes of `text` (padded with `x`).
    static func word(_ text: String) -> UInt64 {
        var bytes = Array(text.utf8.prefix(8))
        bytes += Array(repeating: UInt8(ascii: "x"), count: 8 - bytes.count)
        return bytes.withByteView { $0.word64(at: 0) }
    }

    @Test(arguments: [
        ("12345678", 8), ("1234567,", 7), ("0.123456", 1), ("-1234567", 0), ("", 0), ("9", 1),
        ("0000000/", 7), ("000000:0", 6), ("12e45678", 2), ("1\u{B0}", 1), ("123 4567", 3),
        ("99999999", 8), ("1234\u{0}678", 4),
    ])
    func leadingDigitsCountsTheDigitsBeforeTheFirstOtherByte(text: String, expected: Int) {
        #expect(DigitWord.leadingDigits(Self.word(text)) == expected)
    }

    @Test func everyByteThatIsNotADigitEndsTheRun() {
        for byte in UInt8.min...UInt8.max {
            let bytes: [UInt8] = [UInt8(ascii: "7"), UInt8(ascii: "3"), byte] + Array("45678".utf8)
            let word = bytes.withByteView { $0.word64(at: 0) }
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            #expect(DigitWord.leadingDigits(word) == (isDigit ? 8 : 2), "byte \(byte)")
        }
    }

    @Test(arguments: 1...8)
    func valueReadsTheFirstDigits(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        for _ in 0..<500 {
            let digits = (0..<8).map { _ in Character(String(random.next() % 10)) }
            let text = String(digits)
            let expected = UInt64(String(digits.prefix(count)))!
            #expect(DigitWord.value(Self.word(text), count: count) == expected, "\(text) × \(count)")
        }
    }

    /// The end of each digit run and the digits' value, read one byte at a time.
    static func expectedRun(in bytes: [UInt8], from start: Int, to end: Int) -> (end: Int, value: UInt64) {
        var index = start
        var value: UInt64 = 0
        while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            value = value &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return (index, value)
    }

    @Test func runsEndWhereTheByteLoopEndsThem() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            // Digits with the odd separator, of every length around the word size.
            let length = Int(random.next() % 40)
            let bytes: [UInt8] = (0..<length).map { _ in
                random.next() % 9 == 0 ? Array(".e-,]x".utf8)[Int(random.next() % 6)] : UInt8(48 + random.next() % 10)
            }
            bytes.withByteView { buffer in
                for start in 0...length {
                    let end = start + Int(random.next() % UInt64(length - start + 1))
                    let expected = Self.expectedRun(in: bytes, from: start, to: end)
                    var value: UInt64 = 0
                    #expect(DigitWord.accumulate(&value, in: buffer, from: start, to: end) == expected.end)
                    #expect(value == expected.value)
                    #expect(
                        DigitWord.endOfDigits(in: buffer, from: start)
                            == Self.expectedRun(in: bytes, from: start, to: length).end)
                }
            }
        }
    }

    /// What the byte-at-a-time scan says of `text`: where the number ends, or why it is invalid.
    static func verdicts(_ text: String) -> (fast: String, detailed: String) {
        Array(text.utf8).withByteView { buffer in
            let fast = NumberLexeme.scanValid(buffer, from: 0).map { "\($0.end) \($0.isInteger)" } ?? "invalid"
            let detailed: String =
                switch NumberLexeme.scanDetailed(buffer, from: 0) {
                case .success(let end):
                    "\(end) \(!text.utf8.prefix(end).contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") })"
                case .failure: "invalid"
                }
            return (fast, detailed)
        }
    }

    @Test(arguments: [
        ("0", "1 true"), ("-0", "2 true"), ("12345678901234567890", "20 true"), ("1.5", "3 false"),
        ("-65.613616999999977,", "19 false"), ("1e5", "3 false"), ("1E+05]", "5 false"), ("2.5e-3", "6 false"),
        ("01", "invalid"), ("-", "invalid"), ("-a", "invalid"), ("1.", "invalid"), ("1.e5", "invalid"),
        ("1e", "invalid"), ("1e+", "invalid"), (".5", "invalid"), ("0.0000000000000000000001", "24 false"),
        ("123456789.123456789e123456789", "29 false"), ("00", "invalid"), ("0x10", "1 true"),
    ])
    func scanningEightBytesAtATimeAgreesWithTheByteLoop(text: String, expected: String) {
        let verdicts = Self.verdicts(text)
        #expect(verdicts.fast == expected)
        #expect(verdicts.detailed == expected)
    }

    @Test func randomLexemesGetTheSameVerdictBothWays() {
        var random = SplitMix64(seed: 11)
        let alphabet = Array("0123456789000111-+.eE,x ")
        for _ in 0..<20_000 {
            let text = String(
                (0..<Int(random.next() % 30)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            let verdicts = Self.verdicts(text)
            #expect(verdicts.fast == verdicts.detailed, "\(text)")
        }
    }

    @Test(arguments: [
        "[1.5,2,0.000123,-65.613616999999977,43.420273000000009]", "[123456789012345678.5e-3]",
        "[0.00000000000000000000012345678901234567]", "[1e22,1e-22,9007199254740993.0]",
        "[12345678,123456789,1234567890123456789]", "[-0.0,0.1,0.12,0.123,0.1234,0.12345678901]",
    ])
    func numbersReadInADocumentRoundLikeTheStandardLibrary(document: String) throws {
        let root = try JSONDocument(parsing: document).root
        let numbers = document.dropFirst().dropLast().split(separator: ",")
        let values = try [Double](source: root)
        #expect(values.map(\.bitPattern) == numbers.map { Double(String($0))!.bitPattern })
    }
}
