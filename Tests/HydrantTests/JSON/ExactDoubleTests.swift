import Foundation
import Hydrant
import Testing

@testable import HydrantJSON

/// The integer-only `Double` conversion must round exactly as the standard library's
/// `Double(String)` (correctly rounded) does, in `JSONNumber.double()` and when reading a document.
@Suite("Exact Double conversion")
struct ExactDoubleTests {
    /// Both conversions of `text`, and the standard library's.
    static func conversions(_ text: String) throws -> (number: Double, node: Double, expected: Double?) {
        let number = try #require(JSONNumber(text)).double()
        let node = try Double(source: JSONDocument(parsing: text).root)
        return (number, node, Double(text))
    }

    @Test(arguments: [
        "0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "0.3", "1.5", "2.5e-3", "-65.613616999999977", "9007199254740993",
        "9007199254740992.5", "1.7976931348623157e308", "2.2250738585072014e-308", "4.9e-324", "123456789012345678",
        "1234567890123456789", "0.000000000000000000123", "12345678901234567890e-19", "9999999999999999999e-19",
        "1e22", "1e23", "8.98846567431158e307", "0.30000000000000004",
        "2.225073858507201136057409796709131975934819546351645648e-308",
    ])
    func edgeCasesRoundLikeTheStandardLibrary(text: String) throws {
        let (number, node, expected) = try Self.conversions(text)
        #expect(number.bitPattern == expected?.bitPattern)
        #expect(node.bitPattern == expected?.bitPattern)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomDecimalsRoundLikeTheStandardLibrary(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            let digits = random.next() % 10_000_000_000_000_000_000
            let fraction = Int(random.next() % 20)
            var text = String(digits)
            if fraction > 0 {
                text = String(repeating: "0", count: max(0, fraction + 1 - text.count)) + text
                text.insert(".", at: text.index(text.endIndex, offsetBy: -fraction))
            }
            if random.next() % 2 == 0 { text = "-" + text }
            let (number, node, expected) = try Self.conversions(text)
            #expect(number.bitPattern == expected?.bitPattern, "\(text)")
            #expect(node.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    @Test(arguments: 1...19)
    func reciprocalsAreTheTopBitsOfTheirDefinition(k: Int) {
        // R = ⌊2^(63 + bits) / 5^k⌋: R · 5^k ≤ 2^(63 + bits) < (R + 1) · 5^k.
        let powerOfFive = ExactDouble.powerOfTen(k) >> k
        let bits = 64 - powerOfFive.leadingZeroBitCount
        let reciprocal = ExactDouble.reciprocalOfPowerOfFive(k)
        let limit = (high: UInt64(1) << (bits - 1), low: UInt64(0))
        let below = reciprocal.multipliedFullWidth(by: powerOfFive)
        let above = (reciprocal + 1).multipliedFullWidth(by: powerOfFive)
        #expect(below.high < limit.high || (below.high == limit.high && below.low <= limit.low))
        #expect(above.high > limit.high || (above.high == limit.high && above.low > limit.low))
        #expect(reciprocal >> 63 == 1)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func productAgreesWithTheQuotientOrDeclines(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var declined = 0
        let count = 20_000
        for _ in 0..<count {
            let k = Int(random.next() % 19) + 1
            let digits =
                random.next() % 2 == 0
                ? random.next() | 1 : random.next() % ExactDouble.powerOfTen(Int(random.next() % 19) + 1) + 1
            guard let product = ExactDouble.product(digits, reciprocalOfPowerOfFive: k) else {
                declined += 1
                continue
            }
            #expect(product == ExactDouble.quotient(digits, ExactDouble.powerOfTen(k)), "\(digits)e-\(k)")
        }
        #expect(declined < count / 50)
    }

    @Test func productDeclinesExactTies() {
        // (2M + 1) · 2^e lies halfway between two doubles when 2^52 ≤ M < 2^53; written with
        // k decimals it is (2M + 1) · 2^(e + k) · 5^k.
        var random = SplitMix64(seed: 5)
        for k in 1...4 {
            for _ in 0..<500 {
                let m = (UInt64(1) << 52) | (random.next() >> 12)
                let tie = (2 * m + 1) * (ExactDouble.powerOfTen(k) >> k)
                #expect(ExactDouble.product(tie, reciprocalOfPowerOfFive: k) == nil, "\(tie)e-\(k)")
                #expect(ExactDouble.value(digits: tie, exponent: -k, negative: false) == Double("\(tie)e-\(k)"))
            }
        }
    }

    @Test func quotientIsCorrectlyRoundedAtHalfwayPoints() {
        // 2^53 + 1 is halfway between two doubles: ties go to even.
        #expect(ExactDouble.quotient(9_007_199_254_740_993, 1) == 9_007_199_254_740_992)
        #expect(ExactDouble.quotient(9_007_199_254_740_995, 1) == 9_007_199_254_740_996)
        #expect(ExactDouble.quotient(1, 3) == 1.0 / 3.0)
    }
}
