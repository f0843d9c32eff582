import Foundation
import Hydrant
import Testing

@Suite("Mappers.numberText: JSON numbers to strings")
struct NumberToStringTests {
    static func number(_ text: String) -> JSON {
        .number(JSONNumber(text)!)
    }

    static func code<T>(_ result: MappingResult<T>) -> MappingError.Code? {
        if case .failure(let error) = result { return error.code }
        return nil
    }

    @Test(arguments: ["0", "-0", "12.50", "1e3", "-1.5E-7", "123456789012345678901234567890", "18446744073709551616"])
    func keepsTheExactText(text: String) throws {
        let mapper = Mappers.numberText()
        #expect(try mapper.map(Self.number(text)) == text)
        let back = try mapper.reversed.map(text)
        guard case .number(let number) = back else {
            Issue.record("expected a number")
            return
        }
        #expect(number.text == text)
    }

    @Test(arguments: [
        (JSON.string("12"), "expected a number, got a string"),
        (JSON.bool(false), "expected a number, got a boolean"),
        (JSON.null, "expected a number, got null"),
        (JSON.array([1]), "expected a number, got an array"),
    ])
    func wrongKindsAreFatal(input: JSON, detail: String) {
        let result = Mappers.numberText().mapping(input)
        #expect(Self.code(result) == .invalidSourceType)
        if case .failure(let error) = result { #expect(error.detail == detail) }
    }

    @Test(arguments: ["", "abc", "+1", " 1", "01", "1,5", "NaN", ".5"])
    func reverseRejectsNonNumbers(text: String) {
        let result = Mappers.numberText().reversed.mapping(text)
        #expect(Self.code(result) == .invalidSourceValue)
        if case .failure(let error) = result {
            #expect(error.detail == "the string is not a decimal number in JSON syntax")
        }
    }

    @Test func nullAndMissingThroughOptionally() {
        let mapper = Mappers.optionally(Mappers.numberText())
        #expect(mapper.mapping(nil).value == .some(nil))
        #expect(Probe.outcome(mapper.mapping(nil)) == .successWithErrors)
        #expect(mapper.mapping(.null).value == .some(nil))
        #expect(Probe.outcome(mapper.mapping(.null)) == .successWithErrors)
        #expect(mapper.mapping(7).value == .some("7"))
    }

    /// hydrant-semantics §5.3: the decimal style groups 1235555 as `1,235,555` in en_US.
    @Test func decimalStyleGroupsInUSEnglish() throws {
        let mapper = Mappers.numberText(style: .decimal, locale: Locale(identifier: "en_US"))
        #expect(try mapper.map(1235555) == "1,235,555")
        #expect(try mapper.reversed.map("1,235,555") == 1235555)
    }

    @Test func formattedWithAGivenFormatter() throws {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "de_DE")
        formatter.numberStyle = .decimal
        let mapper = Mappers.numberText(formatter: formatter)
        #expect(try mapper.map(1234.5) == "1.234,5")
        #expect(try mapper.reversed.map("1.234,5") == Self.number("1234.5"))
        #expect(Self.code(mapper.reversed.mapping("abc")) == .invalidSourceValue)
    }

    @Test func formattedIntegersAreExact() throws {
        let mapper = Mappers.numberText(style: .none)
        #expect(try mapper.map(Self.number("9223372036854775807")) == "9223372036854775807")
        #expect(try mapper.map(Self.number("-9223372036854775808")) == "-9223372036854775808")
        #expect(Self.code(mapper.mapping(Self.number("1e400"))) == .numberOutOfRange)
        #expect(Self.code(mapper.mapping("1")) == .invalidSourceType)
    }

    @Test func textRoundTripsGeneratedNumbers() throws {
        var random = SplitMix64(seed: 0x5EED_0004)
        let mapper = Mappers.numberText()
        for _ in 0..<1_000 {
            let whole = Int64(bitPattern: random.next())
            let fraction = random.next() % 1000
            let text = random.next() % 2 == 0 ? String(whole) : "\(whole).\(fraction)e\(Int(random.next() % 40) - 20)"
            let json = Self.number(text)
            let string = try mapper.map(json)
            #expect(string == text)
            #expect(try mapper.reversed.map(string) == json)
        }
    }
}
