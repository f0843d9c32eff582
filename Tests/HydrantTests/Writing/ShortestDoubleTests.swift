import Hydrant
import Testing

/// A `Double` written by a writer (``JSONOutput``, ``JSONWriter``, a `JSONNumber`'s text) is spelled
/// by Hydrant's own shortest-spelling algorithm: the same bytes as Swift's `description`, which is
/// the reference here, on every kind of value.
@Suite("Shortest Double spelling")
struct ShortestDoubleTests {
    /// The text a writer writes for `value`.
    static func written(_ value: Double) -> String {
        var output = JSONOutput()
        output.write(floatingPoint: value)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    @Test(
        "the edges: zeros, subnormals, powers of two and ten, the positional range's bounds",
        arguments: [
            0.0, -0.0, .leastNonzeroMagnitude, 1e-323, 1.5e-323, 2e-323, 2.5e-323, 8e-323, 1e-322,
            2.2250738585072009e-308, 2.2250738585072014e-308,
            1.7976931348623157e308, 1.0, 0.1, 0.2, 0.3, 1e-4, 9.9e-5, 0.00012, 1e15, 1e16, 9007199254740992.0,
            9007199254740994.0, 18014398509481988.0, 1e21, 1e22, 1e23, 123.0, 100.0, 12345678.9, 2.5e-05,
            0.5, 0.25, 4503599627370497.0, 4503599627370496.5, 1.2345678901234568e20, -1.5, 3.141592653589793,
        ])
    func edges(value: Double) {
        #expect(Self.written(value) == value.description)
    }

    @Test("every power of two and of ten, and their neighbours")
    func powers() {
        var failures: [Double] = []
        var values: [Double] = []
        for exponent in -1074...1023 { values.append(Double(sign: .plus, exponent: exponent, significand: 1)) }
        for exponent in -323...308 {
            if let value = Double("1e\(exponent)") { values.append(value) }
        }
        for value in values {
            for candidate in [value, value.nextUp, value.nextDown, -value] where candidate.isFinite {
                if Self.written(candidate) != candidate.description { failures.append(candidate) }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).map { ($0, Self.written($0), $0.description) })")
    }

    @Test("random bit patterns and random decimals of every length", arguments: 0..<4)
    func random(seed: UInt64) {
        var generator = SplitMix64(seed: 0xD0_0B1E &+ seed)
        var failures: [Double] = []
        for _ in 0..<100_000 {
            let value = Double(bitPattern: generator.next())
            if value.isFinite, Self.written(value) != value.description { failures.append(value) }
            // A decimal of 1 to 17 digits at a random exponent: the shortest spelling has them.
            let digits = generator.next() % 100_000_000_000_000_000
            let exponent = Int(generator.next() % 40) - 20
            if let decimal = Double("\(digits)e\(exponent)"), decimal.isFinite,
                Self.written(decimal) != decimal.description
            {
                failures.append(decimal)
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).map { ($0, Self.written($0), $0.description) })")
    }

    @Test("the smallest subnormals, one by one, and random ones")
    func subnormals() {
        var generator = SplitMix64(seed: 0x5AB)
        var failures: [Double] = []
        let smallest = (1...20_000).map { UInt64($0) }
        let random = (0..<20_000).map { _ in generator.next() & (1 << 52 - 1) }
        for fraction in smallest + random {
            let value = Double(bitPattern: fraction)
            if Self.written(value) != value.description { failures.append(value) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).map { ($0, Self.written($0), $0.description) })")
    }

    @Test("a JSONNumber of a Double has the same text, and reads back as the same value")
    func number() throws {
        for value in [0.1, -0.0, 1e-7, 1.7976931348623157e308, .leastNonzeroMagnitude, 123.0] {
            let number = try #require(JSONNumber(value))
            #expect(number.text == value.description)
            #expect(try JSON(parsing: Array(number.text.utf8)) == .number(number))
            #expect(Double(number.text) == value)
        }
    }
}
