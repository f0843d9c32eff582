import Foundation
import Hydrant
import Testing

@Suite("Mappers.number with a NumberFormatter")
struct NumberFormatterTests {
    static func code<T>(_ result: MappingResult<T>) -> MappingError.Code? {
        if case .failure(let error) = result { return error.code }
        return nil
    }

    static func detail<T>(_ result: MappingResult<T>) -> String? {
        if case .failure(let error) = result { return error.detail }
        return nil
    }

    static func german() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "de_DE")
        formatter.numberStyle = .decimal
        return formatter
    }

    /// DECISIONS.md #9: the default parse is locale-independent and strict.
    @Test func defaultParseIsLocaleIndependent() {
        #expect(Self.code(Mappers.number(Double.self).mapping("1,234.5")) == .invalidSourceValue)
        #expect(Self.code(Mappers.number(Double.self).mapping("1.234,5")) == .invalidSourceValue)
    }

    @Test func givenGermanFormatterParses() throws {
        let mapper = Mappers.number(Double.self, formatter: Self.german())
        #expect(try mapper.map("1.234,5") == 1234.5)
        #expect(try mapper.reversed.map(1234.5) == "1.234,5")
        #expect(try Mappers.number(Int.self, formatter: Self.german()).map("1.234") == 1234)
        #expect(
            try Mappers.number(Decimal.self, formatter: Self.german()).map("12,5")
                == Decimal(string: "12.5", locale: Locale(identifier: "en_US_POSIX")))
    }

    @Test func styleWithExplicitLocale() throws {
        let mapper = Mappers.number(Double.self, style: .decimal, locale: Locale(identifier: "de_DE"))
        #expect(try mapper.map("1.234,5") == 1234.5)
        #expect(try mapper.reversed.map(1234.5) == "1.234,5")
    }

    /// hydrant-semantics §5.3: default decimal style, 1235555 ↔ `1,235,555` in en_US.
    @Test func decimalStyleGroupsInUSEnglish() throws {
        let mapper = Mappers.number(Int.self, style: .decimal, locale: Locale(identifier: "en_US"))
        #expect(try mapper.reversed.map(1235555) == "1,235,555")
        #expect(try mapper.map("1,235,555") == 1235555)
    }

    @Test func styleDefaultsToPOSIXNotTheMachineLocale() throws {
        let mapper = Mappers.number(Double.self, style: .decimal)
        #expect(try mapper.map("1234.5") == 1234.5)
        #expect(try mapper.reversed.map(0.25) == "0.25")
        #expect(
            try Mappers.number(Decimal.self, style: .percent).map("50%")
                == Decimal(string: "0.5", locale: Locale(identifier: "en_US_POSIX")))
    }

    @Test func parseFailuresNameTheStyle() {
        let styled = Mappers.number(Double.self, style: .decimal).mapping("abc")
        #expect(Self.code(styled) == .invalidSourceValue)
        #expect(Self.detail(styled) == "the string is not a number in the decimal style")
        let given = Mappers.number(Double.self, formatter: Self.german()).mapping("abc")
        #expect(Self.code(given) == .invalidSourceValue)
        #expect(Self.detail(given) == "the string is not a number in the given formatter's decimal style")
    }

    @Test func integerTargetsOutOfRangeAreFatal() {
        let mapper = Mappers.number(Int8.self, style: .decimal, locale: Locale(identifier: "en_US"))
        let result = mapper.mapping("1,234")
        #expect(Self.code(result) == .numberOutOfRange)
        #expect(Self.detail(result)?.contains("Int8") == true)
        #expect(Self.code(Mappers.number(UInt8.self, style: .decimal).mapping("-1")) == .numberOutOfRange)
        #expect(
            Self.code(Mappers.number(UInt64.self, style: .decimal).mapping("99999999999999999999999"))
                == .numberOutOfRange)
        #expect(Self.code(Mappers.number(Int.self, style: .decimal).mapping("1.5")) == .invalidSourceValue)
    }

    @Test func sixtyFourBitIntegersAreExact() throws {
        let mapper = Mappers.number(Int64.self, style: .none)
        #expect(try mapper.map("9223372036854775807") == .max)
        #expect(try mapper.reversed.map(.max) == "9223372036854775807")
        #expect(try mapper.reversed.map(.min) == "-9223372036854775808")
    }

    @Test(arguments: [JSON.number(1), .bool(true), .null, .array([]), .object([:])])
    func wrongKindsAreFatal(input: JSON) {
        let result = Mappers.number(Double.self, style: .decimal).mapping(input)
        #expect(Self.code(result) == .invalidSourceType)
        #expect(Self.detail(result)?.hasPrefix("expected a string, got") == true)
    }

    @Test func nullAndMissingThroughOptionally() {
        let mapper = Mappers.optionally(Mappers.number(Int.self, style: .decimal))
        #expect(mapper.mapping(nil).value == .some(nil))
        #expect(Probe.outcome(mapper.mapping(nil)) == .successWithErrors)
        #expect(mapper.mapping(.null).value == .some(nil))
        #expect(Probe.outcome(mapper.mapping(.null)) == .successWithErrors)
        #expect(mapper.mapping("1,234").value == .some(1234))
    }

    @Test func reverseRejectsNonFiniteValues() {
        #expect(Self.code(Mappers.number(Double.self, style: .decimal).reversed.mapping(.nan)) == .invalidSourceValue)
        #expect(
            Self.code(Mappers.number(Double.self, style: .decimal).reversed.mapping(-.infinity)) == .invalidSourceValue)
    }

    @Test func integersRoundTripThroughTheFormatter() throws {
        var random = SplitMix64(seed: 0x5EED_0005)
        let mapper = Mappers.number(Int.self, style: .decimal, locale: Locale(identifier: "de_DE"))
        for _ in 0..<500 {
            let value = Int(truncatingIfNeeded: Int64(bitPattern: random.next()) >> Int(random.next() % 63))
            #expect(try mapper.map(mapper.reversed.map(value)) == value)
        }
    }

    @Test func sharedAcrossTasks() async throws {
        let mapper = Mappers.number(Int.self, style: .decimal, locale: Locale(identifier: "en_US"))
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<32 {
                group.addTask {
                    let value = index * 1_000_003
                    return try mapper.map(mapper.reversed.map(value)) == value
                }
            }
            for try await ok in group { #expect(ok) }
        }
    }
}

@Suite("Number formatter: whole strings only")
struct NumberFormatterWholeStringTests {
    @Test(arguments: ["12abc", " 12 ", "12 ", "1.5x", "abc", "", "12\n"])
    func trailingOrLeadingJunkIsRejected(text: String) {
        let mapper = Mappers.number(Double.self, style: .decimal)
        let error = #expect(throws: MappingError.self) { try mapper.map(.string(text)) }
        #expect(error?.code == .invalidSourceValue)
    }

    @Test(arguments: [("1,234.5", 1234.5), ("-12", -12), ("0.25", 0.25), ("1234", 1234)])
    func wholeNumbersInTheStyleAreAccepted(text: String, value: Double) throws {
        #expect(try Mappers.number(Double.self, style: .decimal).map(.string(text)) == value)
    }
}
