import Foundation
import Hydrant
import Testing

@Suite("JSONNumber")
struct JSONNumberTests {
    /// The fixed-width integer types the conversion tables target.
    enum IntegerTarget: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case int8 = "Int8", uint8 = "UInt8", int16 = "Int16", uint16 = "UInt16"
        case int32 = "Int32", uint32 = "UInt32", int64 = "Int64", uint64 = "UInt64"
        case int = "Int", uint = "UInt"

        var testDescription: String { rawValue }

        /// Converts `number` to this type, rendering a success as the value's decimal text.
        func convert(_ number: JSONNumber) -> Result<String, JSONNumber.ConversionError> {
            switch self {
            case .int8: Self.attempt(number, Int8.self)
            case .uint8: Self.attempt(number, UInt8.self)
            case .int16: Self.attempt(number, Int16.self)
            case .uint16: Self.attempt(number, UInt16.self)
            case .int32: Self.attempt(number, Int32.self)
            case .uint32: Self.attempt(number, UInt32.self)
            case .int64: Self.attempt(number, Int64.self)
            case .uint64: Self.attempt(number, UInt64.self)
            case .int: Self.attempt(number, Int.self)
            case .uint: Self.attempt(number, UInt.self)
            }
        }

        /// What converting the integer `value` must give: the value, or out of range.
        func reference(_ value: Int64) -> String? {
            switch self {
            case .int8: Int8(exactly: value).map { String($0) }
            case .uint8: UInt8(exactly: value).map { String($0) }
            case .int16: Int16(exactly: value).map { String($0) }
            case .uint16: UInt16(exactly: value).map { String($0) }
            case .int32: Int32(exactly: value).map { String($0) }
            case .uint32: UInt32(exactly: value).map { String($0) }
            case .int64: String(value)
            case .uint64: UInt64(exactly: value).map { String($0) }
            case .int: Int(exactly: value).map { String($0) }
            case .uint: UInt(exactly: value).map { String($0) }
            }
        }

        private static func attempt<T: FixedWidthInteger>(
            _ number: JSONNumber, _ type: T.Type
        ) -> Result<String, JSONNumber.ConversionError> {
            do {
                return .success(String(try number.integer(T.self)))
            } catch {
                return .failure(error)
            }
        }
    }

    // MARK: Grammar

    @Test(arguments: [
        "0", "-0", "1", "-1", "10", "1234567890", "0.0", "0.5", "-0.5", "1.25", "123.4560",
        "1e5", "1E5", "1e+5", "1e-5", "1E+05", "1e00001", "0e0", "-0e-0", "0.0e0", "1.5e10",
        "-1.0E-400", "1e400", "0.000001", "9007199254740993", "9999999999999999999",
        "123456789012345678901234567890", "-123456789012345678901234567890.000000000001e-99",
    ])
    func validLexemesAreAccepted(text: String) throws {
        let number = try #require(JSONNumber(text))
        #expect(number.text == text)
    }

    @Test(arguments: [
        "", "-", "+", "+1", "+0", "01", "-01", "00", "-00", "01.5", "1.", "-1.", "0.", ".5", "-.5",
        "1.e5", "1e", "1E", "1e+", "1e-", "1e+-5", "e5", "-e5", "1ee5", "1e5e5", "1e5.0",
        "1.5.2", "--1", "1-", "1+", " 1", "1 ", "\t1", "1\n", "NaN", "nan", "-NaN", "Infinity",
        "-Infinity", "inf", "0x1F", "1_000", "1,5", "1.0f", "1d", "true", "null", "\"1\"",
        "1\u{0}", "\u{FF11}", "\u{0661}", "²", "1e\u{FF15}", "０",
    ])
    func invalidLexemesAreRejected(text: String) {
        #expect(JSONNumber(text) == nil)
    }

    // MARK: Exact text

    @Test(arguments: [
        // Stored compactly (no exponent, at most 19 digits).
        "0", "-0", "0.0", "-0.0", "1.0", "1.50", "0.10", "100", "-42", "0.000001", "123.4560",
        "0.000000000000000001", "1234567890.123456789", "9223372036854775807",
        "9999999999999999999", "-9999999999999999999", "-0.000000000000000000",
        // Stored as text (exponent or more than 19 digits).
        "10000000000000000000", "18446744073709551615", "18446744073709551616",
        "123456789012345678901234567890", "-123456789012345678901234567890",
        "0.1234567890123456789", "0.0000000000000000001", "12345678901234567890.5",
        "1e5", "1E+05", "-1.5e-10", "1e400", "0e0", "-0E-0", "123.4560e0",
    ])
    func textIsKeptExactly(text: String) throws {
        let number = try #require(JSONNumber(text))
        #expect(number.text == text)
        #expect(number.description == text)
        #expect(number.debugDescription == "JSONNumber(\(text))")
        // Reading the number from a document keeps the same text.
        let read = try JSON(parsing: "[\(text)]")
        #expect(read[0]?.number?.text == text)
    }

    @Test(arguments: [
        ("0", true), ("-0", true), ("12", true), ("-12", true), ("12345678901234567890123", true),
        ("12.0", false), ("0.0", false), ("1e3", false), ("1E3", false), ("-1.5", false),
        ("12345678901234567890123.0", false), ("12345678901234567890123e0", false),
    ])
    func isWrittenAsInteger(text: String, expected: Bool) throws {
        #expect(try #require(JSONNumber(text)).isWrittenAsInteger == expected)
    }

    @Test(arguments: [
        ("0", false), ("-0", true), ("-0.0", true), ("1", false), ("-1", true), ("-1e-5", true),
        ("1e-5", false), ("-123456789012345678901234567890", true), ("123456789012345678901234567890", false),
    ])
    func isNegative(text: String, expected: Bool) throws {
        #expect(try #require(JSONNumber(text)).isNegative == expected)
    }

    @Test func literals() throws {
        let five: JSONNumber = 5
        let half: JSONNumber = 0.5
        let minusZero: JSONNumber = -0.0
        #expect(five.text == "5")
        #expect(half.text == "0.5")
        #expect(minusZero.text == "-0.0")
        #expect(minusZero.isNegative)
        #expect(try minusZero.double().sign == .minus)
    }

    // MARK: Creating from Swift values

    @Test func integerInitializersWriteDecimalText() {
        #expect(JSONNumber(0 as Int).text == "0")
        #expect(JSONNumber(0 as UInt8).text == "0")
        #expect(JSONNumber(-1 as Int).text == "-1")
        #expect(JSONNumber(Int8.min).text == "-128")
        #expect(JSONNumber(Int8.max).text == "127")
        #expect(JSONNumber(UInt8.max).text == "255")
        #expect(JSONNumber(Int64.min).text == "-9223372036854775808")
        #expect(JSONNumber(Int64.max).text == "9223372036854775807")
        #expect(JSONNumber(UInt64.max).text == "18446744073709551615")
        #expect(JSONNumber(Int.min).isWrittenAsInteger)
        #expect(JSONNumber(Int.min).isNegative)
        #expect(!JSONNumber(0 as Int).isNegative)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    @Test func integersWiderThan64Bits() throws {
        let max = JSONNumber(UInt128.max)
        let min = JSONNumber(Int128.min)
        #expect(max.text == "340282366920938463463374607431768211455")
        #expect(min.text == "-170141183460469231731687303715884105728")
        #expect(try max.integer(UInt128.self) == UInt128.max)
        #expect(try min.integer(Int128.self) == Int128.min)
        #expect(try JSONNumber(Int128.max).integer(Int128.self) == Int128.max)
        #expect(throws: JSONNumber.ConversionError(reason: .outOfRange, targetType: "Int128")) {
            try max.integer(Int128.self)
        }
        #expect(throws: JSONNumber.ConversionError(reason: .outOfRange, targetType: "UInt128")) {
            try min.integer(UInt128.self)
        }
        #expect(throws: JSONNumber.ConversionError(reason: .outOfRange, targetType: "UInt128")) {
            try JSONNumber("340282366920938463463374607431768211456")!.integer(UInt128.self)
        }
        #expect(throws: JSONNumber.ConversionError(reason: .outOfRange, targetType: "Int128")) {
            try JSONNumber("-170141183460469231731687303715884105729")!.integer(Int128.self)
        }
        #expect(try JSONNumber("3.40282366920938463463374607431768211455e38")!.integer(UInt128.self) == UInt128.max)
        #expect(throws: JSONNumber.ConversionError(reason: .outOfRange, targetType: "UInt128")) {
            try JSONNumber("1e39")!.integer(UInt128.self)
        }
    }

    @Test(
        arguments: [
            (1.0, "1.0"), (1e-5, "1e-05"), (0.1, "0.1"), (0.3, "0.3"), (-0.0, "-0.0"), (0.0, "0.0"),
            (1e20, "1e+20"), (1e16, "1e+16"), (123456.789, "123456.789"), (100, "100.0"),
            (-2.5, "-2.5"), (1.0 / 3.0, "0.3333333333333333"), (9007199254740992, "9007199254740992.0"),
            (.leastNonzeroMagnitude, "5e-324"), (2.2250738585072014e-308, "2.2250738585072014e-308"),
            (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (-Double.greatestFiniteMagnitude, "-1.7976931348623157e+308"),
            (0.1 + 0.2, "0.30000000000000004"),
        ] as [(Double, String)])
    func doubleInitializerWritesShortestRoundTripText(value: Double, expected: String) throws {
        let number = try #require(JSONNumber(value))
        #expect(number.text == expected)
        #expect(try number.double().bitPattern == value.bitPattern)
    }

    @Test(arguments: [Double.nan, -Double.nan, .signalingNaN, .infinity, -.infinity])
    func doubleInitializerRejectsNonFiniteValues(value: Double) {
        #expect(JSONNumber(value) == nil)
    }

    @Test func floatInitializer() throws {
        #expect(JSONNumber(Float(0.1))?.text == "0.1")
        #expect(JSONNumber(Float(1e-5))?.text == "1e-05")
        #expect(JSONNumber(Float.infinity) == nil)
        #expect(JSONNumber(Float.nan) == nil)
        // Shortest for Float: "3.4028235e+38", which reads back as the same Float.
        let max = try #require(JSONNumber(Float.greatestFiniteMagnitude))
        #expect(max.text == "3.4028235e+38")
        #expect(Float(try max.double()) == Float.greatestFiniteMagnitude)
    }

    @Test func decimalInitializerWritesPlainText() throws {
        #expect(JSONNumber(Decimal(0))?.text == "0")
        #expect(JSONNumber(Decimal(-42))?.text == "-42")
        #expect(JSONNumber(Decimal(sign: .minus, exponent: -20, significand: 12345))?.text == "-0.00000000000000012345")
        #expect(JSONNumber(Decimal(sign: .plus, exponent: 5, significand: 15))?.text == "1500000")
        #expect(JSONNumber(Decimal.nan) == nil)
        let max = try #require(Decimal(string: "99999999999999999999999999999999999999"))
        #expect(JSONNumber(max)?.text == "99999999999999999999999999999999999999")
    }

    // MARK: Equality and hashing

    static let equalGroups: [[String]] = [
        ["1", "1.0", "1e0", "10e-1", "0.1e1", "100E-2", "1.000000000000000000000000", "0.0000000001e10", "1E+0"],
        ["0", "-0", "0.0", "-0.0", "0e0", "-0e-5", "0.000e99", "0e99999999999999999999999"],
        ["-1", "-1.0", "-1e0", "-10e-1", "-0.01e2"],
        ["1000", "1e3", "1E+3", "10e2", "1000.000", "0.001e6"],
        ["123.456", "123.4560", "1.23456e2", "123456e-3", "0.123456E+3"],
        ["12345678901234567890", "1.234567890123456789e19", "12345678901234567890.0"],
        ["0.000001", "1e-6", "0.0000010", "10e-7"],
        ["18446744073709551616", "1.8446744073709551616e19", "18446744073709551616.00"],
        ["9999999999999999999", "9.999999999999999999e18", "99999999999999999990e-1"],
        ["1e400", "10e399", "1.0e400", "0.1e401"],
        ["-1e-400", "-10e-401", "-0.00001e-395"],
        ["0.1"], ["0.10000000000000001"], ["0.01"], ["10"], ["-1000"], ["-0.000001"], ["1e401"],
        ["123456789012345678901234567890"], ["123456789012345678901234567891"],
    ]

    static let equalPairs: [(String, String)] = equalGroups.flatMap { group in
        group.flatMap { a in group.map { b in (a, b) } }
    }

    @Test(arguments: equalPairs)
    func equalValuesAreEqualAndHashAlike(lhs: String, rhs: String) throws {
        let a = try #require(JSONNumber(lhs))
        let b = try #require(JSONNumber(rhs))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        // The spelling is kept even though the values are equal.
        #expect(a.text == lhs)
        #expect(b.text == rhs)
    }

    @Test func differentValuesAreNotEqual() throws {
        for (i, group) in Self.equalGroups.enumerated() {
            for (j, other) in Self.equalGroups.enumerated() where i != j {
                for lhs in group {
                    for rhs in other {
                        let a = try #require(JSONNumber(lhs))
                        let b = try #require(JSONNumber(rhs))
                        #expect(a != b, "\(lhs) should differ from \(rhs)")
                    }
                }
            }
        }
    }

    @Test(arguments: [
        ("1e99999999999999999999", "1.0e99999999999999999999"),
        ("1e99999999999999999999", "10e99999999999999999998"),
        ("1e99999999999999999999", "1e099999999999999999999"),
        ("-1.5e-99999999999999999999", "-15e-100000000000000000000"),
    ])
    func numbersWithExponentsBeyondIntCompareByValue(lhs: String, rhs: String) throws {
        // Same decimal value, different spelling; the exponents do not fit in 64 bits.
        let a = try #require(JSONNumber(lhs))
        let b = try #require(JSONNumber(rhs))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        // Different values with such exponents are still different.
        #expect(a != JSONNumber(a.isNegative ? "-1" : "1")!)
    }

    @Test func setsDeduplicateByValue() throws {
        let numbers = try Self.equalGroups.joined().map { try #require(JSONNumber($0)) }
        #expect(Set(numbers).count == Self.equalGroups.count)
    }

    @Test func integerAndDoubleInitializersAgreeWithText() {
        #expect(JSONNumber(1 as Int) == JSONNumber(1.0 as Double)!)
        #expect(JSONNumber(0 as UInt) == JSONNumber(-0.0 as Double)!)
        #expect(JSONNumber(100_000_000_000_000_000_000.0 as Double)! == JSONNumber("1e20")!)
        #expect(JSONNumber(1e-5 as Double)! == JSONNumber("0.00001")!)
        #expect(JSONNumber(0.1 as Double)! != JSONNumber(0.1 + 0.2 - 0.2 as Double)!)
    }

    // MARK: Integer conversions

    struct IntegerCase: Sendable, CustomTestStringConvertible {
        enum Expected: Sendable, Equatable {
            case value(String)
            case failure(JSONNumber.ConversionError.Reason)
        }

        var text: String
        var target: IntegerTarget
        var expected: Expected

        init(_ text: String, _ target: IntegerTarget, _ value: String) {
            self.text = text
            self.target = target
            self.expected = .value(value)
        }

        init(_ text: String, _ target: IntegerTarget, _ reason: JSONNumber.ConversionError.Reason) {
            self.text = text
            self.target = target
            self.expected = .failure(reason)
        }

        var testDescription: String { "\(text) as \(target.rawValue)" }
    }

    static let integerSuccesses: [IntegerCase] = [
        IntegerCase("0", .int8, "0"), IntegerCase("-0", .uint8, "0"), IntegerCase("-0.0", .uint64, "0"),
        IntegerCase("0.0", .int, "0"), IntegerCase("0e400", .int8, "0"), IntegerCase("-0e-400", .uint, "0"),
        IntegerCase("127", .int8, "127"), IntegerCase("-128", .int8, "-128"),
        IntegerCase("255", .uint8, "255"), IntegerCase("-32768", .int16, "-32768"),
        IntegerCase("32767", .int16, "32767"), IntegerCase("65535", .uint16, "65535"),
        IntegerCase("2147483647", .int32, "2147483647"), IntegerCase("-2147483648", .int32, "-2147483648"),
        IntegerCase("4294967295", .uint32, "4294967295"),
        IntegerCase("9223372036854775807", .int64, "9223372036854775807"),
        IntegerCase("-9223372036854775808", .int64, "-9223372036854775808"),
        IntegerCase("-9223372036854775808", .int, "-9223372036854775808"),
        IntegerCase("18446744073709551615", .uint64, "18446744073709551615"),
        IntegerCase("18446744073709551615", .uint, "18446744073709551615"),
        IntegerCase("1e3", .int, "1000"), IntegerCase("1E3", .int16, "1000"), IntegerCase("1e+3", .uint16, "1000"),
        IntegerCase("2.0", .int8, "2"), IntegerCase("-2.50e1", .int8, "-25"), IntegerCase("100e-2", .uint8, "1"),
        IntegerCase("1.27e2", .int8, "127"), IntegerCase("-1.28E+2", .int8, "-128"),
        IntegerCase("12.5e1", .int, "125"), IntegerCase("255.0", .uint8, "255"), IntegerCase("-128.00", .int8, "-128"),
        IntegerCase("4.0e0", .uint, "4"), IntegerCase("1e18", .int64, "1000000000000000000"),
        IntegerCase("1e19", .uint64, "10000000000000000000"),
        IntegerCase("1.8446744073709551615e19", .uint64, "18446744073709551615"),
        IntegerCase("-9.223372036854775808e18", .int64, "-9223372036854775808"),
        IntegerCase("9223372036854775807.000", .int64, "9223372036854775807"),
        IntegerCase("18446744073709551615.0", .uint64, "18446744073709551615"),
        IntegerCase("0.00000000000000000000000000000000000000000001e44", .int8, "1"),
        IntegerCase("100000000000000000000000000000000000000000000e-44", .uint8, "1"),
    ]

    static let integerFailures: [IntegerCase] = [
        // Out of range, at every boundary; never wraps.
        IntegerCase("128", .int8, .outOfRange), IntegerCase("-129", .int8, .outOfRange),
        IntegerCase("256", .uint8, .outOfRange), IntegerCase("-1", .uint8, .outOfRange),
        IntegerCase("-1", .uint64, .outOfRange), IntegerCase("-1.0", .uint, .outOfRange),
        IntegerCase("-1e0", .uint32, .outOfRange), IntegerCase("-9223372036854775808", .uint64, .outOfRange),
        IntegerCase("32768", .int16, .outOfRange), IntegerCase("-32769", .int16, .outOfRange),
        IntegerCase("65536", .uint16, .outOfRange), IntegerCase("2147483648", .int32, .outOfRange),
        IntegerCase("-2147483649", .int32, .outOfRange), IntegerCase("4294967296", .uint32, .outOfRange),
        IntegerCase("9223372036854775808", .int64, .outOfRange),
        IntegerCase("9223372036854775808", .int, .outOfRange),
        IntegerCase("-9223372036854775809", .int64, .outOfRange),
        IntegerCase("-9223372036854775809", .int, .outOfRange),
        IntegerCase("18446744073709551616", .uint64, .outOfRange),
        IntegerCase("18446744073709551616", .uint, .outOfRange),
        IntegerCase("-18446744073709551616", .int64, .outOfRange),
        IntegerCase("99999999999999999999", .uint64, .outOfRange),
        IntegerCase("9999999999999999999", .int64, .outOfRange),
        IntegerCase("1e3", .int8, .outOfRange), IntegerCase("1e19", .int64, .outOfRange),
        IntegerCase("1e20", .uint64, .outOfRange), IntegerCase("1.28e2", .int8, .outOfRange),
        IntegerCase("-1.29e2", .int8, .outOfRange), IntegerCase("128.0", .int8, .outOfRange),
        IntegerCase("256.000", .uint8, .outOfRange),
        IntegerCase("9.223372036854775808e18", .int64, .outOfRange),
        IntegerCase("123456789012345678901234567890", .int64, .outOfRange),
        IntegerCase("-123456789012345678901234567890", .int64, .outOfRange),
        IntegerCase("1e400", .int, .outOfRange), IntegerCase("-1e400", .int, .outOfRange),
        IntegerCase("1e99999999999999999999", .int, .outOfRange),
        // Not a whole number.
        IntegerCase("1.5", .int, .notAnInteger), IntegerCase("-0.5", .int8, .notAnInteger),
        IntegerCase("0.1", .uint8, .notAnInteger), IntegerCase("1e-1", .int, .notAnInteger),
        IntegerCase("1.25e1", .int, .notAnInteger), IntegerCase("127.5", .int8, .notAnInteger),
        IntegerCase("1e-400", .int, .notAnInteger), IntegerCase("1e-99999999999999999999", .int, .notAnInteger),
        IntegerCase("12345678901234567890.5", .uint64, .notAnInteger),
        IntegerCase("1.0000000000000000000001", .int, .notAnInteger),
        IntegerCase("9223372036854775807.5", .int64, .notAnInteger),
    ]

    @Test(arguments: integerSuccesses + integerFailures)
    func integerConversion(testCase: IntegerCase) throws {
        let number = try #require(JSONNumber(testCase.text))
        let result = testCase.target.convert(number)
        switch (result, testCase.expected) {
        case let (.success(value), .value(expected)):
            #expect(value == expected)
        case let (.failure(error), .failure(reason)):
            #expect(error.reason == reason)
            #expect(error.targetType == testCase.target.rawValue)
        default:
            Issue.record(
                "\(testCase.text) as \(testCase.target.rawValue): got \(result), expected \(testCase.expected)")
        }
    }

    @Test func integerConversionMatchesSwiftForRandomIntegers() throws {
        var rng = SplitMix64(seed: 0x1234_5678)
        var values: [Int64] = [
            0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 65535, 65536,
            .max, .min, .max - 1, .min + 1, Int64(Int32.max), Int64(Int32.min), Int64(UInt32.max),
        ]
        for _ in 0..<2000 {
            // Spread the magnitudes over every width.
            let bits = Int.random(in: 1...64, using: &rng)
            let raw = Int64(bitPattern: rng.next() >> UInt64(64 - bits))
            values.append(rng.next() % 2 == 0 ? raw : 0 &- raw)
        }
        for value in values {
            var spellings = ["\(value)", "\(value).0", "\(value)e0", "\(value).000E+0"]
            if value != 0 { spellings += ["\(value)0e-1", "\(value)00e-2"] }
            for text in spellings {
                let number = try #require(JSONNumber(text), "\(text)")
                for target in IntegerTarget.allCases {
                    let result = target.convert(number)
                    if let expected = target.reference(value) {
                        #expect(result == .success(expected), "\(text) as \(target.rawValue)")
                    } else {
                        #expect(
                            result == .failure(.init(reason: .outOfRange, targetType: target.rawValue)),
                            "\(text) as \(target.rawValue)")
                    }
                }
            }
        }
    }

    @Test func randomUInt64RoundTrip() throws {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<2000 {
            let value = rng.next() >> UInt64.random(in: 0...63, using: &rng)
            #expect(try JSONNumber(value).integer(UInt64.self) == value)
            #expect(try JSONNumber(String(value))!.integer(UInt64.self) == value)
            #expect(try JSONNumber(String(value) + ".0")!.integer(UInt64.self) == value)
        }
    }

    @Test func conversionErrorDescriptions() throws {
        #expect(
            JSONNumber.ConversionError(reason: .outOfRange, targetType: "Int8").description
                == "the number is out of range for Int8")
        #expect(
            JSONNumber.ConversionError(reason: .notAnInteger, targetType: "Int").description
                == "the number is not an integer, so it cannot be represented as Int")
        #expect(
            JSONNumber.ConversionError(reason: .tooManyDigits, targetType: "Decimal").description
                == "the number has more significant digits than Decimal can hold exactly")

        let error = #expect(throws: JSONNumber.ConversionError.self) {
            try JSONNumber(300).integer(UInt8.self)
        }
        #expect(error?.reason == .outOfRange)
        #expect(error?.targetType == "UInt8")
        #expect(error?.description == "the number is out of range for UInt8")
    }

    // MARK: Double conversion

    @Test(
        arguments: [
            ("0", 0.0), ("-0", -0.0), ("0.0", 0.0), ("-0.0e5", -0.0), ("1", 1.0), ("0.1", 0.1), ("-2.5", -2.5),
            ("1e22", 1e22), ("1e23", 1e23), ("0.30000000000000004", 0.30000000000000004),
            ("1.7976931348623157e308", .greatestFiniteMagnitude),
            ("1.7976931348623158e308", .greatestFiniteMagnitude),
            ("-1.7976931348623157E+308", -.greatestFiniteMagnitude),
            ("2.2250738585072014e-308", .leastNormalMagnitude),
            ("4.9406564584124654e-324", .leastNonzeroMagnitude),
            ("2.4703282292062328e-324", .leastNonzeroMagnitude),
            ("-2.4703282292062328e-324", -.leastNonzeroMagnitude),
            ("2.4703282292062327e-324", 0.0),
            ("1e-400", 0.0), ("-1e-400", -0.0), ("1e-99999999999999999999", 0.0), ("-1e-99999999999999999999", -0.0),
            ("9007199254740992", 9007199254740992), ("9007199254740993", 9007199254740992),
            ("9007199254740995", 9007199254740996), ("-9007199254740993", -9007199254740992),
            ("123456789012345678901234567890", 1.2345678901234568e29),
            ("0.1000000000000000055511151231257827021181583404541015625", 0.1),
            // Exactly halfway between 1 and the next Double: ties to even.
            ("1.00000000000000011102230246251565404236316680908203125", 1.0),
            ("1.00000000000000011102230246251565404236316680908203126", 1.0.nextUp),
            ("0.0000000000000000000000001", 1e-25), ("1234567890123456789", 1234567890123456789.0),
            ("1.234567890123456789", 1.234567890123456789),
        ] as [(String, Double)])
    func doubleConversion(text: String, expected: Double) throws {
        let number = try #require(JSONNumber(text))
        let value = try number.double()
        #expect(value.bitPattern == expected.bitPattern, "\(text) gave \(value), expected \(expected)")
    }

    @Test(arguments: [
        "1e400", "-1e400", "2e308", "1.7976931348623159e308", "-1.7976931348623159e308",
        "1e99999999999999999999",
        "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497792",
    ])
    func doubleConversionOverflowIsOutOfRange(text: String) throws {
        let number = try #require(JSONNumber(text))
        #expect(throws: JSONNumber.ConversionError(reason: .outOfRange, targetType: "Double")) {
            try number.double()
        }
    }

    /// Finite doubles spread over the whole range: random bit patterns (every exponent, both signs),
    /// subnormals, small integers, "ordinary" decimals, and the extremes.
    private static func randomDoubles(count: Int, seed: UInt64) -> [Double] {
        var rng = SplitMix64(seed: seed)
        var values: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1.0 / 3.0, 2.0 / 3.0, .pi, -.pi, 1e22, 1e23, 1e-5, 1e16, 1e21,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, -.leastNormalMagnitude,
            .leastNormalMagnitude.nextDown, .leastNormalMagnitude.nextUp,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .greatestFiniteMagnitude.nextDown,
            9007199254740992, 9007199254740992.0.nextUp, 9007199254740991, -9007199254740991,
            Double(Int64.max), Double(Int64.min), Double(UInt64.max), Double(bitPattern: 3),
            Double(bitPattern: 0x000F_FFFF_FFFF_FFFF),
        ]
        for exponent in -325...308 {
            let power = Double("1e\(exponent)")!
            values += [power, power.nextUp, power.nextDown]
        }
        while values.count < count {
            let kind = rng.next() % 5
            let value: Double
            switch kind {
            case 0:  // any bit pattern
                value = Double(bitPattern: rng.next())
            case 1:  // subnormal
                value = Double(bitPattern: rng.next() & 0x800F_FFFF_FFFF_FFFF)
            case 2:  // integer-valued
                value = Double(Int64(bitPattern: rng.next()) >> Int64(rng.next() % 64))
            case 3:  // ordinary magnitudes
                value = Double.random(in: -1e6...1e6, using: &rng)
            default:  // few decimal digits
                value =
                    Double(Int(rng.next() % 100_000)) / Double([1, 10, 100, 1000, 1e4, 1e5, 1e10][Int(rng.next() % 7)])
            }
            if value.isFinite { values.append(value) }
        }
        return values
    }

    @Test func doubleRoundTripIsBitForBit() throws {
        for value in Self.randomDoubles(count: 20_000, seed: 0xD0_0B1E) {
            let number = try #require(JSONNumber(value), "\(value)")
            // The shortest round-trip spelling.
            #expect(number.text == value.description)
            let back = try number.double()
            #expect(back.bitPattern == value.bitPattern, "\(number.text) read back as \(back)")
            // Re-reading the written text gives the same Double.
            let reread = try #require(JSONNumber(number.text))
            #expect(try reread.double().bitPattern == value.bitPattern, "\(number.text)")
            #expect(reread == number)
        }
    }

    @Test func doubleRoundTripThroughADocument() throws {
        let values = Self.randomDoubles(count: 3000, seed: 7)
        let array = JSON.array(try values.map { try #require(JSON($0)) })
        let text = try JSONWriter().writeString(array)
        let read = try #require(try JSON(parsing: text).array)
        #expect(read.count == values.count)
        for (element, value) in zip(read, values) {
            let number = try #require(element.number)
            #expect(try number.double().bitPattern == value.bitPattern, "\(number.text)")
        }
    }

    @Test func doubleConversionIsCorrectlyRoundedForRandomDecimalText() throws {
        // Both the fast path (few digits) and the slow path, checked against the standard
        // library's correctly rounded parser.
        var rng = SplitMix64(seed: 2024)
        for _ in 0..<10_000 {
            let digitCount = Int(rng.next() % 25) + 1
            var digits = String(rng.next() % 9 + 1)
            for _ in 1..<digitCount { digits.append(String(rng.next() % 10)) }
            let point = Int(rng.next() % UInt64(digitCount + 1))
            var text = digits
            if point > 0 && point < digitCount {
                text.insert(".", at: text.index(text.startIndex, offsetBy: point))
            } else if point == 0 {
                text = "0." + digits
            }
            if rng.next() % 2 == 0 { text = "-" + text }
            if rng.next() % 3 == 0 { text += "e\(Int(rng.next() % 80) - 40)" }
            let number = try #require(JSONNumber(text), "\(text)")
            let expected = try #require(Double(text))
            #expect(try number.double().bitPattern == expected.bitPattern, "\(text)")
        }
    }

    // MARK: Decimal conversion

    @Test(
        arguments: [
            ("0", "0"), ("-0", "0"), ("0.000", "0"), ("0e999", "0"), ("0e99999999999999999999", "0"),
            ("1.5", "1.5"), ("-0.00012", "-0.00012"), ("123.4560", "123.456"), ("1e3", "1000"),
            ("-2.5E-3", "-0.0025"),
            ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
            ("-1234567890123456789.0123456789012345678", "-1234567890123456789.0123456789012345678"),
            ("99999999999999999999999999999999999999", "99999999999999999999999999999999999999"),
            (
                "0.00000000000000000000000000000000000000000099999999999999999999999999999999999999",
                "0.00000000000000000000000000000000000000000099999999999999999999999999999999999999"
            ),
            ("1.0000000000000000000000000000000000000000", "1"),
            ("1e127", "1" + String(repeating: "0", count: 127)),
            ("12e126", "12" + String(repeating: "0", count: 126)),
            ("1e-128", "0." + String(repeating: "0", count: 127) + "1"),
            ("100e-130", "0." + String(repeating: "0", count: 127) + "1"),
        ] as [(String, String)])
    func decimalConversion(text: String, expected: String) throws {
        let number = try #require(JSONNumber(text))
        let value = try number.decimal()
        #expect(value.description == expected)
        // And back: the decimal's number equals the original.
        #expect(JSONNumber(value) == number)
    }

    /// Significands of up to 19 digits are read without Foundation's parser, longer ones with it:
    /// both give the `Decimal` Foundation parses from the number's text (its value and its text).
    @Test func decimalsAgreeWithFoundationsParser() throws {
        var rng = SplitMix64(seed: 0xDEC1_3A2)
        let posix = Locale(identifier: "en_US_POSIX")
        for index in 0..<4000 {
            let count = 1 + Int(rng.next() % 24)
            var digits = String(1 + rng.next() % 9)
            for _ in 1..<count { digits += String(rng.next() % 10) }
            if index % 5 == 0 { digits += "000" }
            let exponent = Int(rng.next() % 60) - 30
            let text = (index % 2 == 0 ? "-" : "") + digits + "e" + String(exponent)
            let number = try #require(JSONNumber(text))
            guard let value = try? number.decimal() else { continue }
            let foundation = try #require(Decimal(string: text, locale: posix))
            #expect(value == foundation, "\(text)")
            #expect(value.description == foundation.description, "\(text)")
        }
    }

    @Test(
        arguments: [
            ("123456789012345678901234567890123456789", JSONNumber.ConversionError.Reason.tooManyDigits),
            ("0.123456789012345678901234567890123456789", .tooManyDigits),
            ("1.00000000000000000000000000000000000001", .tooManyDigits),
            ("-1234567890123456789012345678901234567890e-5", .tooManyDigits),
            ("1e128", .outOfRange), ("1e-129", .outOfRange), ("-1e-129", .outOfRange),
            ("1e400", .outOfRange), ("-1e-400", .outOfRange),
            ("1e99999999999999999999", .outOfRange), ("1e-99999999999999999999", .outOfRange),
        ] as [(String, JSONNumber.ConversionError.Reason)])
    func decimalConversionFailures(text: String, reason: JSONNumber.ConversionError.Reason) throws {
        let number = try #require(JSONNumber(text))
        #expect(throws: JSONNumber.ConversionError(reason: reason, targetType: "Decimal")) {
            try number.decimal()
        }
    }

    @Test func decimalRoundTrip() throws {
        var rng = SplitMix64(seed: 0xDEC1_3A1)
        var values: [Decimal] = [0, 1, -1, Decimal(string: "0.1")!, Decimal(UInt64.max), Decimal(Int64.min)]
        for _ in 0..<3000 {
            let significand = rng.next() >> (rng.next() % 64)
            let exponent = Int(rng.next() % 81) - 40
            let sign: FloatingPointSign = significand != 0 && rng.next() % 2 == 0 ? .minus : .plus
            values.append(Decimal(sign: sign, exponent: exponent, significand: Decimal(significand)))
        }
        for _ in 0..<500 {
            // 38 significant digits, the most a Decimal holds.
            var digits = String(rng.next() % 9 + 1)
            for _ in 1..<38 { digits.append(String(rng.next() % 10)) }
            let significand = try #require(Decimal(string: digits, locale: Locale(identifier: "en_US_POSIX")))
            let exponent = Int(rng.next() % 61) - 30
            values.append(
                Decimal(sign: rng.next() % 2 == 0 ? .minus : .plus, exponent: exponent, significand: significand))
        }
        for value in values {
            let number = try #require(JSONNumber(value), "\(value)")
            #expect(number.text == value.description)
            #expect(try number.decimal() == value, "\(number.text)")
            let reread = try #require(JSONNumber(number.text))
            #expect(try reread.decimal() == value, "\(number.text)")
            #expect(reread == number)
        }
    }

    // `JSONNumber(Double)` and `JSONNumber(Float)` spell the value into a stack buffer: the text
    // is still Swift's shortest round-trip spelling, for short and long spellings alike.
    @Test(
        "a Double's number has its description as text",
        arguments: [
            0.0, -0.0, 1, 0.1, 1e-5, 1e20, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -65.613616999999977,
            123_456_789.012_345_67, -2.2250738585072014e-308,
        ])
    func doubleSpelling(value: Double) throws {
        let number = try #require(JSONNumber(value))
        #expect(number.text == value.description)
        #expect(try number.double() == value)
    }

    // A number made from a `Double` keeps the value and spells it when asked: it must behave
    // exactly as the number read from that spelling (equality, hash, sign, integer-ness,
    // conversions, and the bytes written, directly and through a tree).
    @Test(
        "a Double's number behaves as the number read from its spelling",
        arguments: [
            0.0, -0.0, 1, -1, 2.5, 100, 0.1, 1e-5, 1e16, 1e20, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            -65.613616999999977, 9_007_199_254_740_992, -2.2250738585072014e-308,
        ])
    func doubleNumberMatchesItsSpelling(value: Double) throws {
        let number = try #require(JSONNumber(value))
        let read = try #require(JSONNumber(value.description))
        #expect(number == read)
        #expect(number.hashValue == read.hashValue)
        #expect(number.isNegative == read.isNegative)
        #expect(number.isWrittenAsInteger == read.isWrittenAsInteger)
        #expect(try number.double() == read.double())
        #expect((try? number.integer(Int64.self)) == (try? read.integer(Int64.self)))
        #expect((try? number.decimal()) == (try? read.decimal()))
        #expect(try JSONWriter().write(.number(number)) == Array(value.description.utf8))
        var output = JSONOutput()
        output.write(JSON.number(number))
        #expect(output.bytes == Array(value.description.utf8))
    }

    @Test("numbers made from Doubles compare by value with each other and with integers")
    func doubleNumbersCompareByValue() throws {
        // Values of type `Double`, so that `JSONNumber(_:)` is the failable initializer, not the
        // float literal's.
        let (zero, minusZero, hundred, big, half): (Double, Double, Double, Double, Double) = (0, -0.0, 100, 1e20, 0.5)
        let zeroNumber = try #require(JSONNumber(zero))
        let minusZeroNumber = try #require(JSONNumber(minusZero))
        #expect(zeroNumber == minusZeroNumber)
        #expect(zeroNumber.hashValue == minusZeroNumber.hashValue)
        #expect(JSONNumber(hundred) == JSONNumber(100))
        #expect(JSONNumber(hundred)?.hashValue == JSONNumber(100).hashValue)
        #expect(JSONNumber(big) == JSONNumber("100000000000000000000"))
        #expect(JSONNumber(half) != JSONNumber(1))
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(-Double.infinity) == nil)
    }

    @Test(
        "a Float's number has its description as text",
        arguments: [Float(0.1), -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 16_777_216])
    func floatSpelling(value: Float) throws {
        let number = try #require(JSONNumber(value))
        #expect(number.text == value.description)
    }
}
