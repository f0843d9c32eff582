import Foundation
import Hydrant
import Testing

@Suite("Mappers.number: strings to numbers in JSON syntax")
struct StringToNumberTests {
    static func code<T>(_ result: MappingResult<T>) -> MappingError.Code? {
        if case .failure(let error) = result { return error.code }
        return nil
    }

    static func detail<T>(_ result: MappingResult<T>) -> String? {
        if case .failure(let error) = result { return error.detail }
        return nil
    }

    @Test func readsIntegers() throws {
        #expect(try Mappers.number(Int.self).map("42") == 42)
        #expect(try Mappers.number(Int.self).map("-7") == -7)
        #expect(try Mappers.number(Int.self).map("0") == 0)
        #expect(try Mappers.number(Int.self).map("-0") == 0)
        #expect(try Mappers.number(Int.self).map("1e3") == 1000)
        #expect(try Mappers.number(Int.self).map("2.0") == 2)
        #expect(Probe.outcome(Mappers.number(Int.self).mapping("42")) == .success)
    }

    @Test(arguments: [
        ("127", true), ("-128", true), ("128", false), ("-129", false),
    ])
    func int8Boundaries(text: String, accepted: Bool) {
        let result = Mappers.number(Int8.self).mapping(.string(text))
        if accepted {
            #expect(result.value != nil)
        } else {
            #expect(Self.code(result) == .numberOutOfRange)
            #expect(Self.detail(result)?.contains("out of range for Int8") == true)
        }
    }

    @Test func uint8Boundaries() throws {
        #expect(try Mappers.number(UInt8.self).map("255") == 255)
        #expect(try Mappers.number(UInt8.self).map("0") == 0)
        #expect(Self.code(Mappers.number(UInt8.self).mapping("256")) == .numberOutOfRange)
        #expect(Self.code(Mappers.number(UInt8.self).mapping("-1")) == .numberOutOfRange)
        #expect(Self.detail(Mappers.number(UInt8.self).mapping("300"))?.contains("UInt8") == true)
    }

    @Test func sixtyFourBitBoundaries() throws {
        #expect(try Mappers.number(Int64.self).map("9223372036854775807") == Int64.max)
        #expect(try Mappers.number(Int64.self).map("-9223372036854775808") == Int64.min)
        #expect(try Mappers.number(UInt64.self).map("18446744073709551615") == UInt64.max)
        #expect(Self.code(Mappers.number(Int64.self).mapping("9223372036854775808")) == .numberOutOfRange)
        #expect(Self.code(Mappers.number(Int64.self).mapping("-9223372036854775809")) == .numberOutOfRange)
        #expect(Self.code(Mappers.number(UInt64.self).mapping("18446744073709551616")) == .numberOutOfRange)
    }

    @Test(arguments: [
        "123456789012345678901", "-99999999999999999999999", "100000000000000000000000000000000000000000000", "1e30",
    ])
    func manyDigitsAreOutOfRange(text: String) {
        #expect(Self.code(Mappers.number(Int.self).mapping(.string(text))) == .numberOutOfRange)
        #expect(Self.code(Mappers.number(UInt64.self).mapping(.string(text))) == .numberOutOfRange)
    }

    @Test(arguments: ["1.5", "-0.1", "1e-3", "12.0001"])
    func fractionsAreNotIntegers(text: String) {
        let result = Mappers.number(Int.self).mapping(.string(text))
        #expect(Self.code(result) == .invalidSourceValue)
        #expect(Self.detail(result)?.contains("not an integer") == true)
    }

    /// Strict JSON syntax: no `+`, whitespace, grouping, leading zeros, or words.
    @Test(arguments: [
        "", " ", "abc", "+1", " 1", "1 ", "01", ".5", "1.", "1,234", "1,234.5", "NaN", "Infinity", "-", "1e", "0x10",
        "１",
    ])
    func rejectsTextThatIsNotAJSONNumber(text: String) {
        for result in [
            Self.code(Mappers.number(Int.self).mapping(.string(text))),
            Self.code(Mappers.number(Double.self).mapping(.string(text))),
            Self.code(Mappers.number(Decimal.self).mapping(.string(text))),
        ] {
            #expect(result == .invalidSourceValue)
        }
        #expect(
            Self.detail(Mappers.number(Int.self).mapping(.string(text)))
                == "the string is not a decimal number in JSON syntax")
    }

    @Test func errorsNeverContainTheValue() throws {
        let secret = "12345.678secret"
        guard case .failure(let error) = Mappers.number(Int.self).mapping(.string(secret)) else {
            Issue.record("expected a failure")
            return
        }
        #expect(!error.fullDescription.contains("secret"))
        #expect(!(error.detail ?? "").contains("12345"))
        #expect(error.sourceValue != nil)
    }

    @Test(arguments: [
        (JSON.number(42), "expected a string, got a number"),
        (JSON.bool(true), "expected a string, got a boolean"),
        (JSON.null, "expected a string, got null"),
        (JSON.array([]), "expected a string, got an array"),
        (JSON.object([:]), "expected a string, got an object"),
    ])
    func wrongKindsAreFatal(input: JSON, detail: String) {
        let result = Mappers.number(Int.self).mapping(input)
        #expect(Self.code(result) == .invalidSourceType)
        #expect(Self.detail(result) == detail)
    }

    @Test func nullAndMissingThroughOptionally() {
        let mapper = Mappers.optionally(Mappers.number(Int.self))
        let missing = mapper.mapping(nil)
        #expect(missing.value == .some(nil))
        #expect(Probe.outcome(missing) == .successWithErrors)
        let null = mapper.mapping(.null)
        #expect(null.value == .some(nil))
        #expect(Probe.outcome(null) == .successWithErrors)
        let bad = mapper.mapping("x")
        #expect(bad.value == .some(nil))
        #expect(Probe.outcome(bad) == .successWithErrors)
        #expect(mapper.mapping("5").value == .some(5))
    }

    @Test func doublesRoundToNearest() throws {
        #expect(try Mappers.number(Double.self).map("0.1") == 0.1)
        #expect(try Mappers.number(Double.self).map("2.5e-3") == 0.0025)
        #expect(try Mappers.number(Double.self).map("-0").sign == .minus)
        #expect(try Mappers.number(Double.self).map("9007199254740993") == 9007199254740992)
        #expect(try Mappers.number(Double.self).map("1.7976931348623157e308") == .greatestFiniteMagnitude)
        #expect(Self.code(Mappers.number(Double.self).mapping("1e400")) == .numberOutOfRange)
        #expect(try Mappers.number(Double.self).map("1e-400") == 0)
    }

    @Test func decimalsAreExact() throws {
        #expect(
            try Mappers.number(Decimal.self).map("0.1")
                == Decimal(string: "0.1", locale: Locale(identifier: "en_US_POSIX")))
        let digits38 = "12345678901234567890123456789012345678"
        #expect(
            try Mappers.number(Decimal.self).map(.string(digits38))
                == Decimal(string: digits38, locale: Locale(identifier: "en_US_POSIX")))
        #expect(
            try Mappers.number(Decimal.self).reversed.map(Mappers.number(Decimal.self).map(.string(digits38)))
                == .string(digits38))
        let digits39 = digits38 + "9"
        #expect(Self.code(Mappers.number(Decimal.self).mapping(.string(digits39))) == .numberOutOfRange)
        #expect(
            Self.code(Mappers.number(Decimal.self).mapping("1.23456789012345678901234567890123456789"))
                == .numberOutOfRange)
    }

    @Test func reverseWritesJSONSyntax() throws {
        #expect(try Mappers.number(Int.self).reversed.map(-42) == "-42")
        #expect(try Mappers.number(UInt64.self).reversed.map(.max) == "18446744073709551615")
        #expect(try Mappers.number(Int64.self).reversed.map(.min) == "-9223372036854775808")
        #expect(try Mappers.number(Double.self).reversed.map(0.1) == "0.1")
        #expect(try Mappers.number(Double.self).reversed.map(1e-5) == "1e-05")
        #expect(
            try Mappers.number(Decimal.self).reversed.map(
                Decimal(string: "-12.50", locale: Locale(identifier: "en_US_POSIX"))!) == "-12.5")
        #expect(Self.code(Mappers.number(Double.self).reversed.mapping(.infinity)) == .invalidSourceValue)
        #expect(Self.code(Mappers.number(Double.self).reversed.mapping(.nan)) == .invalidSourceValue)
        #expect(Self.code(Mappers.number(Decimal.self).reversed.mapping(.nan)) == .invalidSourceValue)
    }

    @Test func integersRoundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<2_000 {
            let int64 = Int64(bitPattern: random.next())
            let mapper = Mappers.number(Int64.self)
            #expect(try mapper.map(mapper.reversed.map(int64)) == int64)
            let int8 = Int8(truncatingIfNeeded: random.next())
            #expect(try Mappers.number(Int8.self).map(Mappers.number(Int8.self).reversed.map(int8)) == int8)
            let uint64 = random.next()
            #expect(try Mappers.number(UInt64.self).map(Mappers.number(UInt64.self).reversed.map(uint64)) == uint64)
        }
    }

    @Test func doublesRoundTripBitForBit() throws {
        var random = SplitMix64(seed: 0x5EED_0002)
        let mapper = Mappers.number(Double.self)
        var checked = 0
        while checked < 2_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            checked += 1
            #expect(try mapper.map(mapper.reversed.map(value)).bitPattern == value.bitPattern)
        }
    }

    @Test func decimalsRoundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_0003)
        let mapper = Mappers.number(Decimal.self)
        for _ in 0..<1_000 {
            let digits = String(random.next() % 1_000_000_000_000)
            let exponent = Int(random.next() % 20) - 10
            let text = random.next() % 2 == 0 ? digits : "-" + digits
            guard let value = Decimal(string: "\(text)e\(exponent)", locale: Locale(identifier: "en_US_POSIX")) else {
                continue
            }
            #expect(try mapper.map(mapper.reversed.map(value)) == value)
        }
    }
}
