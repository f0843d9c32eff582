import Foundation
import Hydrant
import Testing

@Suite("Mappers.value and its reverse")
struct ValueTests {
    /// A JSON value that `Mappers.value(T.self)` must accept, with the expected Swift value.
    struct Acceptance: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// Maps the input, and reports whether the value is the expected one, whether there was no
        /// error at all, and what the reverse wrote.
        let run: @Sendable () -> (matches: Bool, clean: Bool, written: JSON?)
        let input: JSON
        /// Whether writing the value back gives a JSON value equal to the input.
        let writesInputBack: Bool

        static func of<T: JSONConvertible & Equatable>(
            _ type: T.Type, _ input: JSON, _ expected: T, writesInputBack: Bool = true
        ) -> Acceptance {
            Acceptance(
                testDescription: "\(T.self) ← \(input)",
                run: {
                    let mapper = Mappers.value(T.self)
                    let result = mapper.mapping(input)
                    return (
                        result.value == expected, Probe.outcome(result) == .success,
                        result.value.flatMap { try? mapper.reversed.map($0) }
                    )
                },
                input: input, writesInputBack: writesInputBack)
        }
    }

    /// A JSON value that `Mappers.value(T.self)` must reject with a fatal error.
    struct Rejection: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let run: @Sendable () -> MappingResult<Bool>
        let code: MappingError.Code
        let detail: String
        let path: MappingPath?

        static func of<T: JSONConvertible>(
            _ type: T.Type, _ input: JSON, _ code: MappingError.Code, _ detail: String, at path: MappingPath? = nil
        ) -> Rejection {
            Rejection(
                testDescription: "\(T.self) ← \(input)",
                run: {
                    switch Mappers.value(T.self).mapping(input) {
                    case .success: .success(true)
                    case .successWithErrors(_, let error): .successWithErrors(true, error)
                    case .failure(let error): .failure(error)
                    }
                },
                code: code, detail: detail, path: path)
        }
    }

    static func number(_ text: String) -> JSON {
        .number(JSONNumber(text)!)
    }

    static let acceptances: [Acceptance] = [
        .of(String.self, "", ""),
        .of(String.self, "héllo 🎉", "héllo 🎉"),
        .of(String.self, "\"quoted\"\n\u{0}", "\"quoted\"\n\u{0}"),
        .of(Bool.self, true, true),
        .of(Bool.self, false, false),
        .of(Int.self, 0, 0),
        .of(Int.self, number("-0"), 0),
        .of(Int.self, -42, -42),
        .of(Int.self, number("9223372036854775807"), .max),
        .of(Int.self, number("-9223372036854775808"), .min),
        .of(Int.self, number("2.0"), 2),
        .of(Int.self, number("1e3"), 1000),
        .of(Int.self, number("1.5e1"), 15),
        .of(Int.self, number("100e-2"), 1),
        .of(Int8.self, 127, 127),
        .of(Int8.self, -128, -128),
        .of(UInt8.self, 0, 0),
        .of(UInt8.self, 255, 255),
        .of(UInt8.self, number("-0"), 0),
        .of(UInt64.self, number("18446744073709551615"), .max),
        .of(UInt64.self, number("1.8446744073709551615e19"), .max),
        .of(Int64.self, number("-9223372036854775808"), .min),
        .of(Int64.self, number("9223372036854775807"), .max),
        .of(Double.self, number("0.1"), 0.1),
        .of(Double.self, number("-2.5e-3"), -0.0025),
        .of(Double.self, number("1.7976931348623157e308"), .greatestFiniteMagnitude),
        .of(Double.self, number("5e-324"), .leastNonzeroMagnitude),
        .of(Double.self, number("1e-400"), 0, writesInputBack: false),
        .of(Double.self, number("12345678901234567891"), 12_345_678_901_234_567_168, writesInputBack: false),
        .of(Float.self, number("0.1"), 0.1),
        .of(Float.self, number("3.4028235e38"), .greatestFiniteMagnitude),
        .of(Float.self, number("16777217"), 16777216, writesInputBack: false),
        .of(Decimal.self, number("12.50"), Decimal(string: "12.5")!),
        .of(Decimal.self, number("-1e-20"), Decimal(sign: .minus, exponent: -20, significand: 1)),
        .of(
            Decimal.self, number("12345678901234567890123456789012345678"),
            Decimal(string: "12345678901234567890123456789012345678")!),
        .of(
            JSONNumber.self, number("123456789012345678901234567890.5e-7"),
            JSONNumber("123456789012345678901234567890.5e-7")!),
        .of(JSON.self, .null, .null),
        .of(JSON.self, ["a": [1, nil, "x"]], ["a": [1, nil, "x"]]),
        .of([Int].self, [], []),
        .of([Int].self, [1, 2, number("3.0")], [1, 2, 3]),
        .of([String: Int].self, [:], [:]),
        .of([String: Int].self, ["b": 2, "a": 1], ["a": 1, "b": 2]),
        .of(
            [String: Int].self, .object(JSONObject(members: [(key: "a", value: JSON(1)), (key: "a", value: JSON(2))])),
            ["a": 1], writesInputBack: false),
        .of(Int?.self, .null, nil),
        .of(Int?.self, 5, 5),
        .of([Int?].self, [1, nil, 3], [1, nil, 3]),
        .of([[Int]].self, [[1], [], [2, 3]], [[1], [], [2, 3]]),
    ]

    @Test(arguments: acceptances)
    func acceptsGoodValuesWithoutError(_ acceptance: Acceptance) throws {
        let (matches, clean, written) = acceptance.run()
        #expect(matches)
        #expect(clean)
        let json = try #require(written)
        if acceptance.writesInputBack {
            #expect(json == acceptance.input)
        }
    }

    static let rejections: [Rejection] = [
        // Wrong kinds, including null.
        .of(String.self, 1, .invalidSourceType, "expected a string, got a number"),
        .of(String.self, .null, .invalidSourceType, "expected a string, got null"),
        .of(String.self, ["a"], .invalidSourceType, "expected a string, got an array"),
        .of(Bool.self, 1, .invalidSourceType, "expected a boolean, got a number"),
        .of(Bool.self, 0, .invalidSourceType, "expected a boolean, got a number"),
        .of(Bool.self, "true", .invalidSourceType, "expected a boolean, got a string"),
        .of(Bool.self, .null, .invalidSourceType, "expected a boolean, got null"),
        .of(Int.self, "42", .invalidSourceType, "expected a number, got a string"),
        .of(Int.self, .null, .invalidSourceType, "expected a number, got null"),
        .of(Int.self, true, .invalidSourceType, "expected a number, got a boolean"),
        .of(Int.self, [:], .invalidSourceType, "expected a number, got an object"),
        .of(Int8.self, "1", .invalidSourceType, "expected a number, got a string"),
        .of(UInt8.self, .null, .invalidSourceType, "expected a number, got null"),
        .of(UInt64.self, "1", .invalidSourceType, "expected a number, got a string"),
        .of(Int64.self, false, .invalidSourceType, "expected a number, got a boolean"),
        .of(Double.self, "1.5", .invalidSourceType, "expected a number, got a string"),
        .of(Double.self, .null, .invalidSourceType, "expected a number, got null"),
        .of(Float.self, [], .invalidSourceType, "expected a number, got an array"),
        .of(Decimal.self, "1", .invalidSourceType, "expected a number, got a string"),
        .of(JSONNumber.self, "1", .invalidSourceType, "expected a number, got a string"),
        .of(JSONNumber.self, .null, .invalidSourceType, "expected a number, got null"),
        .of([Int].self, ["a": 1], .invalidSourceType, "expected an array, got an object"),
        .of([Int].self, .null, .invalidSourceType, "expected an array, got null"),
        .of([Int].self, "[1]", .invalidSourceType, "expected an array, got a string"),
        .of([String: Int].self, [1], .invalidSourceType, "expected an object, got an array"),
        .of([String: Int].self, .null, .invalidSourceType, "expected an object, got null"),
        .of(Int?.self, "5", .invalidSourceType, "expected a number, got a string"),
        .of([Int?].self, .null, .invalidSourceType, "expected an array, got null"),
        // Fractions are invalid values; magnitudes that do not fit are out of range.
        .of(
            Int.self, number("1.5"), .invalidSourceValue,
            "the number is not an integer, so it cannot be represented as Int"),
        .of(
            Int.self, number("1e-1"), .invalidSourceValue,
            "the number is not an integer, so it cannot be represented as Int"),
        .of(
            Int.self, number("1e-400"), .invalidSourceValue,
            "the number is not an integer, so it cannot be represented as Int"),
        .of(Int.self, number("9223372036854775808"), .numberOutOfRange, "the number is out of range for Int"),
        .of(Int.self, number("1e400"), .numberOutOfRange, "the number is out of range for Int"),
        .of(Int8.self, 128, .numberOutOfRange, "the number is out of range for Int8"),
        .of(Int8.self, -129, .numberOutOfRange, "the number is out of range for Int8"),
        .of(
            Int8.self, number("0.5"), .invalidSourceValue,
            "the number is not an integer, so it cannot be represented as Int8"),
        .of(
            Int8.self, number("300.5"), .invalidSourceValue,
            "the number is not an integer, so it cannot be represented as Int8"),
        .of(UInt8.self, 256, .numberOutOfRange, "the number is out of range for UInt8"),
        .of(UInt8.self, -1, .numberOutOfRange, "the number is out of range for UInt8"),
        .of(
            UInt8.self, number("-1.5"), .invalidSourceValue,
            "the number is not an integer, so it cannot be represented as UInt8"),
        .of(UInt64.self, -1, .numberOutOfRange, "the number is out of range for UInt64"),
        .of(UInt64.self, number("18446744073709551616"), .numberOutOfRange, "the number is out of range for UInt64"),
        .of(
            UInt64.self, number("0.25"), .invalidSourceValue,
            "the number is not an integer, so it cannot be represented as UInt64"),
        .of(Int64.self, number("9223372036854775808"), .numberOutOfRange, "the number is out of range for Int64"),
        .of(Int64.self, number("-9223372036854775809"), .numberOutOfRange, "the number is out of range for Int64"),
        .of(
            Int64.self, number("-1.000001"), .invalidSourceValue,
            "the number is not an integer, so it cannot be represented as Int64"),
        .of(Double.self, number("1e400"), .numberOutOfRange, "the number is out of range for Double"),
        .of(Double.self, number("-1.8e308"), .numberOutOfRange, "the number is out of range for Double"),
        .of(Float.self, number("1e39"), .numberOutOfRange, "the number is out of range for Float"),
        .of(Float.self, number("-3.5e38"), .numberOutOfRange, "the number is out of range for Float"),
        .of(
            Decimal.self, number("123456789012345678901234567890123456789"), .numberOutOfRange,
            "the number has more significant digits than Decimal can hold exactly"),
        .of(Decimal.self, number("1e200"), .numberOutOfRange, "the number is out of range for Decimal"),
        .of(
            Int?.self, number("1.5"), .invalidSourceValue,
            "the number is not an integer, so it cannot be represented as Int"),
        // Element errors carry the index or key.
        .of([Int].self, [1, "x", 3], .invalidSourceType, "expected a number, got a string", at: "1"),
        .of([Int].self, [1, nil], .invalidSourceType, "expected a number, got null", at: "1"),
        .of(
            [Int].self, [number("1.5")], .invalidSourceValue,
            "the number is not an integer, so it cannot be represented as Int", at: "0"),
        .of([UInt8].self, [1, 2, 256], .numberOutOfRange, "the number is out of range for UInt8", at: "2"),
        .of([Int?].self, [nil, "x"], .invalidSourceType, "expected a number, got a string", at: "1"),
        .of(
            [String: Int].self, ["a": 1, "b": "x"], .invalidSourceType, "expected a number, got a string",
            at: .documentKey("b")),
        .of(
            [String: Int].self, ["k": number("1e30")], .numberOutOfRange, "the number is out of range for Int",
            at: .documentKey("k")),
        .of([[Int]].self, [[1], [2, "x"]], .invalidSourceType, "expected a number, got a string", at: "1.1"),
        .of(
            [String: [Int]].self, ["a": [], "b": [1, true]], .invalidSourceType, "expected a number, got a boolean",
            at: MappingPath.index(1).prepending(.documentKey("b"))),
        .of(
            [[String: Int]].self, [["k": 1], ["k": nil]], .invalidSourceType, "expected a number, got null",
            at: MappingPath.documentKey("k").prepending(.index(1))),
        .of([Int].self, [1, "x", true], .invalidSourceType, "expected a number, got a string", at: "1"),
    ]

    @Test(arguments: rejections)
    func rejectsBadValuesWithFatalErrors(_ rejection: Rejection) throws {
        let result = rejection.run()
        #expect(Probe.outcome(result) == .failure)
        #expect(result.value == nil)
        let error = try #require(result.error)
        #expect(error.isFatal)
        #expect(error.code == rejection.code)
        #expect(error.detail == rejection.detail)
        #expect(error.sourcePath == rejection.path)
        #expect(error.destinationPath == rejection.path)
        let at = rejection.path?.description ?? "<Unknown>"
        #expect(error.reason == "Could not map from '\(at)' to '\(at)': \(rejection.detail)")
    }

    @Test func typeMismatchDescriptionIsExact() throws {
        let error = try #require(Mappers.value([String: [Int]].self).mapping(["a": [1, "2"]]).error)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceType) because "Could not map from '<key>.1' to '<key>.1': expected a number, got a string"

                """)
        #expect(error.sourceValue?.value as? JSON == "2")
    }

    @Test func numberErrorsCarryTheConversionError() throws {
        let outOfRange = try #require(Mappers.value(UInt8.self).mapping(300).error)
        #expect(outOfRange.underlyingErrors.count == 1)
        #expect(
            outOfRange.underlyingErrors.first as? JSONNumber.ConversionError
                == JSONNumber.ConversionError(reason: .outOfRange, targetType: "UInt8"))

        let fraction = try #require(Mappers.value(Int.self).mapping(.number(JSONNumber("0.5")!)).error)
        #expect(
            fraction.underlyingErrors.first as? JSONNumber.ConversionError
                == JSONNumber.ConversionError(reason: .notAnInteger, targetType: "Int"))

        let nested = try #require(Mappers.value([Int8].self).mapping([1, 1000]).error)
        #expect(nested.sourcePath == "1")
        #expect(
            nested.underlyingErrors.first as? JSONNumber.ConversionError
                == JSONNumber.ConversionError(reason: .outOfRange, targetType: "Int8"))
    }

    @Test func errorsNeverRenderTheValue() throws {
        let secret = "hunter2-secret"
        let error = try #require(Mappers.value(Int.self).mapping(.string(secret)).error)
        #expect(!Probe.renderingsContain(error, secret))
        let nested = try #require(Mappers.value([String: Int].self).mapping(["password": .string(secret)]).error)
        #expect(!Probe.renderingsContain(nested, secret))
        #expect(nested.sourcePath == "password")
    }

    @Test func jsonAcceptsEveryValue() {
        for json in Probe.randomJSONValues(seed: 0x7A1) {
            let result = Mappers.value(JSON.self).mapping(json)
            #expect(Probe.outcome(result) == .success)
            #expect(result.value.map { identical($0, json) } == true)
        }
    }

    @Test func parsesTextExactly() throws {
        #expect(try Mappers.value(UInt64.self).map(parsing: "18446744073709551615") == .max)
        #expect(try Mappers.value([Int?].self).map(parsing: "[1, null]") == [1, nil])
        #expect(Mappers.value([Int].self).mapping(parsing: #"[1, "2"]"#).error?.sourcePath == "1")
    }

    // MARK: The reverse

    @Test func theReverseIsAReversedValueAndBack() throws {
        let value = Mappers.value([String: Int].self)
        #expect(type(of: value.reversed) == Mappers.Reversed<Mappers.Value<[String: Int]>>.self)
        #expect(type(of: value.reversed.reversed) == Mappers.Value<[String: Int]>.self)
        #expect(try value.reversed.map(["b": 2, "a": 1]).description == #"{"a":1,"b":2}"#)
        #expect(try value.reversed.reversed.map(["a": 1]) == ["a": 1])
    }

    @Test func representationWritesEachType() throws {
        #expect(try Mappers.value(String.self).reversed.map("x") == "x")
        #expect(try Mappers.value(Bool.self).reversed.map(false) == false)
        #expect(try Mappers.value(Int8.self).reversed.map(-128).description == "-128")
        #expect(try Mappers.value(UInt64.self).reversed.map(.max).description == "18446744073709551615")
        #expect(try Mappers.value(Double.self).reversed.map(0.1).description == "0.1")
        #expect(try Mappers.value(Double.self).reversed.map(-0.0).description == "-0.0")
        #expect(try Mappers.value(Decimal.self).reversed.map(Decimal(string: "12.50")!).description == "12.5")
        #expect(try Mappers.value(Int?.self).reversed.map(nil) == .null)
        #expect(try Mappers.value([Int?].self).reversed.map([nil, 1]).description == "[null,1]")
        #expect(try Mappers.value(JSONNumber.self).reversed.map(JSONNumber("1.50e3")!).description == "1.50e3")
    }

    @Test func nonFiniteNumbersAreWrittenAsNullAndDoNotReadBack() throws {
        #expect(try Mappers.value(Double.self).reversed.map(.infinity) == .null)
        #expect(try Mappers.value(Double.self).reversed.map(.nan) == .null)
        #expect(try Mappers.value(Float.self).reversed.map(-.infinity) == .null)
        #expect(try Mappers.value(Decimal.self).reversed.map(.nan) == .null)
        let written = try Mappers.value(Double.self).reversed.map(.infinity)
        #expect(Mappers.value(Double.self).mapping(written).error?.detail == "expected a number, got null")
    }

    @Test func representationNeverFails() {
        var rng = SplitMix64(seed: 0x5E)
        for _ in 0..<200 {
            let double = Double(bitPattern: rng.next())
            #expect(Probe.outcome(Mappers.value(Double.self).reversed.mapping(double)) == .success)
        }
    }

    // MARK: Round trips

    /// Writes every value and reads it back: same value, no error either way.
    func expectRoundTrips<T: JSONConvertible & Equatable>(
        _ values: [T], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let mapper = Mappers.value(T.self)
        for value in values {
            let written = mapper.reversed.mapping(value)
            #expect(Probe.outcome(written) == .success, sourceLocation: sourceLocation)
            let json = try #require(written.value, sourceLocation: sourceLocation)
            let read = mapper.mapping(json)
            #expect(Probe.outcome(read) == .success, sourceLocation: sourceLocation)
            #expect(read.value == value, "\(T.self) \(value) → \(json)", sourceLocation: sourceLocation)
        }
    }

    @Test func roundTripsGeneratedScalars() throws {
        var rng = SplitMix64(seed: 0x7A1_0E)
        let count = 300
        try expectRoundTrips((0..<count).map { _ in Probe.randomString(&rng, maxLength: 20) })
        try expectRoundTrips([true, false])
        try expectRoundTrips((0..<count).map { _ in Int.random(in: .min ... .max, using: &rng) } + [.min, .max, 0])
        try expectRoundTrips((0..<count).map { _ in Int8.random(in: .min ... .max, using: &rng) } + [.min, .max])
        try expectRoundTrips(Array(UInt8.min...UInt8.max))
        try expectRoundTrips((0..<count).map { _ in UInt64.random(in: .min ... .max, using: &rng) } + [.max])
        try expectRoundTrips((0..<count).map { _ in Int64.random(in: .min ... .max, using: &rng) } + [.min, .max])
        try expectRoundTrips((0..<count).map { _ in Probe.randomNumber(&rng) })
    }

    @Test func roundTripsGeneratedDoublesBitForBit() throws {
        var rng = SplitMix64(seed: 0xD0B1E)
        let mapper = Mappers.value(Double.self)
        var values: [Double] = [
            0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.leastNormalMagnitude, 0.1, 1e23,
        ]
        while values.count < 1000 {
            let value = Double(bitPattern: rng.next())
            if value.isFinite { values.append(value) }
        }
        for value in values {
            let json = try mapper.reversed.map(value)
            let back = try mapper.map(json)
            #expect(back.bitPattern == value.bitPattern, "\(value) → \(json) → \(back)")
        }
    }

    @Test func roundTripsGeneratedFloatsBitForBit() throws {
        var rng = SplitMix64(seed: 0xF10A7)
        let mapper = Mappers.value(Float.self)
        var values: [Float] = [0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1]
        while values.count < 1000 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()))
            if value.isFinite { values.append(value) }
        }
        for value in values {
            let json = try mapper.reversed.map(value)
            let back = try mapper.map(json)
            #expect(back.bitPattern == value.bitPattern, "\(value) → \(json) → \(back)")
        }
    }

    @Test func roundTripsGeneratedDecimals() throws {
        var rng = SplitMix64(seed: 0xDEC)
        let decimals = (0..<300).map { _ in
            Decimal(
                sign: Bool.random(using: &rng) ? .minus : .plus,
                exponent: Int.random(in: -30...30, using: &rng),
                significand: Decimal(UInt64.random(in: 0...UInt64.max, using: &rng)))
        }
        try expectRoundTrips(decimals)
    }

    @Test func roundTripsGeneratedContainers() throws {
        var rng = SplitMix64(seed: 0xC0DE)
        let count = 200
        try expectRoundTrips(
            (0..<count).map { _ in
                (0..<Int.random(in: 0...6, using: &rng)).map { _ in Int.random(in: .min ... .max, using: &rng) }
            })
        try expectRoundTrips(
            (0..<count).map { _ in
                Dictionary(
                    (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                        (Probe.randomString(&rng, maxLength: 5), Int.random(in: -1000...1000, using: &rng))
                    }, uniquingKeysWith: { first, _ in first })
            })
        try expectRoundTrips(
            (0..<count).map { _ -> Int? in
                Bool.random(using: &rng) ? nil : Int.random(in: .min ... .max, using: &rng)
            })
        try expectRoundTrips(
            (0..<count).map { _ in
                (0..<Int.random(in: 0...6, using: &rng)).map { _ -> Int? in
                    Bool.random(using: &rng) ? nil : Int.random(in: .min ... .max, using: &rng)
                }
            })
    }

    @Test func roundTripsGeneratedJSONExactly() throws {
        let mapper = Mappers.value(JSON.self)
        for json in Probe.randomJSONValues(seed: 0x150) {
            #expect(identical(try mapper.reversed.map(mapper.map(json)), json))
        }
    }
}
