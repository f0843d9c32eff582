import Foundation
import Hydrant
import Testing

/// A Foundation object built on demand (`Any` is not `Sendable`, so test arguments carry a maker).
struct ObjectCase: Sendable, CustomTestStringConvertible {
    let make: @Sendable () -> Any
    let expected: String
    let testDescription: String

    init(_ label: String, _ make: @escaping @Sendable () -> Any, _ expected: String) {
        self.make = make
        self.expected = expected
        self.testDescription = label
    }
}

@Suite("JSON ⇄ JSONSerialization objects")
struct FoundationBridgingTests {
    static let document =
        #"{"b":true,"f":false,"i":-42,"u":18446744073709551615,"d":1.5,"big":12345678901234567890123,"s":"é\n","n":null,"a":[1,"x",[]],"o":{}}"#

    @Test func jsonSerializationOutputConvertsToTheSameValueAsReading() throws {
        let object = try JSONSerialization.jsonObject(with: Data(Self.document.utf8), options: .fragmentsAllowed)
        let converted = try JSON(jsonObject: object)
        let read = try JSON(parsing: Self.document)
        #expect(converted == read)
    }

    @Test func booleansStayBooleansAndNumbersStayNumbers() throws {
        let object = try JSONSerialization.jsonObject(with: Data("[true, 1, 0, false]".utf8))
        #expect(try JSON(jsonObject: object) == [true, 1, 0, false])
        #expect(try JSON(jsonObject: [NSNumber(value: true), NSNumber(value: 1)] as [Any]) == [true, 1])
    }

    @Test(arguments: [
        ObjectCase("Int8", { Int8(-8) }, "-8"),
        ObjectCase("UInt16", { UInt16(65535) }, "65535"),
        ObjectCase("Int.min", { Int.min }, "-9223372036854775808"),
        ObjectCase("UInt64.max", { UInt64.max }, "18446744073709551615"),
        ObjectCase("Double", { 0.1 }, "0.1"),
        ObjectCase("Float", { Float(0.5) }, "0.5"),
        ObjectCase("Decimal", { Decimal(string: "1234567890.0987654321") ?? 0 }, "1234567890.0987654321"),
        ObjectCase("NSDecimalNumber", { NSDecimalNumber(string: "-0.000123") }, "-0.000123"),
        ObjectCase("NSNumber(UInt64)", { NSNumber(value: UInt64.max) }, "18446744073709551615"),
        ObjectCase("NSNumber(Double)", { NSNumber(value: 2.25) }, "2.25"),
    ])
    func numbersConvertExactly(_ testCase: ObjectCase) throws {
        #expect(try JSON(jsonObject: testCase.make()).number?.text == testCase.expected)
    }

    @Test func optionalsAndNSNullBecomeNull() throws {
        let missing: String? = nil
        let present: String? = "x"
        #expect(try JSON(jsonObject: [missing as Any, present as Any, NSNull()] as [Any]) == [nil, "x", nil])
    }

    @Test func dictionariesAreSortedByKeyBecauseTheyHaveNoOrder() throws {
        let value = try JSON(jsonObject: ["b": 1, "a": 2, "c": 3] as [String: Any])
        #expect(value.object?.keys == ["a", "b", "c"])
    }

    @Test(arguments: [
        ObjectCase(
            "Date", { ["when": Date(timeIntervalSince1970: 0)] },
            "a value of type Date at when has no JSON representation"),
        ObjectCase(
            "NaN", { [1, [Double.nan]] as [Any] }, "an infinite or NaN number at 1.0 has no JSON representation"),
        ObjectCase("Int keys", { [1: "x"] }, "a dictionary at the top level has a key that is not a string"),
        ObjectCase("Data", { Data() }, "a value of type Data at the top level has no JSON representation"),
    ])
    func unsupportedValuesAreErrorsWithAPath(_ testCase: ObjectCase) {
        #expect(throws: JSONConversionError.self) { try JSON(jsonObject: testCase.make()) }
        do {
            _ = try JSON(jsonObject: testCase.make())
        } catch {
            #expect(error.description == testCase.expected)
        }
    }

    @Test func tooDeepATreeIsAnErrorNotACrash() {
        var value: Any = 1
        for _ in 0..<(JSONReadingOptions.maximumDepthCeiling + 1) { value = [value] }
        #expect(throws: JSONConversionError.self) { try JSON(jsonObject: value) }
    }
    @Test func jsonObjectIsAcceptedByJSONSerializationAndReadsBackEqual() throws {
        let value = try JSON(parsing: Self.document)
        let data = try JSONSerialization.data(withJSONObject: value.jsonObject, options: [.fragmentsAllowed])
        #expect(try JSON(parsing: data) == value)
    }

    @Test func jsonObjectKeepsTheFirstOfDuplicateKeys() throws {
        let value = try JSON(parsing: #"{"a":1,"a":2}"#)
        let dictionary = value.jsonObject as? [String: Any]
        #expect(dictionary?["a"] as? Int == 1)
    }

    @Test(arguments: [
        ("1", "Int"), ("-5", "Int"), ("18446744073709551615", "UInt64"), ("1.5", "Double"),
        ("1.23456789012345678901", "NSDecimalNumber"),
    ])
    func jsonObjectNumberTypes(text: String, type: String) throws {
        let object = try JSON(parsing: text).jsonObject
        let name = object is NSDecimalNumber ? "NSDecimalNumber" : String(describing: Swift.type(of: object))
        #expect(name == type)
    }
}

/// The error of converting `object`, or `nil` when it converts.
func conversionError(_ object: Any) -> JSONConversionError? {
    do {
        _ = try JSON(jsonObject: object)
        return nil
    } catch {
        return error
    }
}

@Suite("JSON(jsonObject:) on hostile trees")
struct FoundationBridgingLimitsTests {
    static let ceiling = JSONReadingOptions.maximumDepthCeiling
    /// The path of the container that opens level `ceiling + 1` of a chain of one-element arrays.
    static let tooDeepPath = Array(repeating: "0", count: ceiling).joined(separator: ".")
    static let tooDeep = JSONConversionError(reason: .depthLimitExceeded(limit: ceiling), path: tooDeepPath)

    @Test func theDepthCeilingItselfConverts() throws {
        var value: Any = 1
        for _ in 0..<Self.ceiling { value = [value] }
        var expected: JSON = 1
        for _ in 0..<Self.ceiling { expected = [expected] }
        #expect(try JSON(jsonObject: value) == expected)
    }

    @Test func swiftArraysTenThousandDeepAreTheDepthError() {
        var value: Any = 1
        for _ in 0..<10_000 { value = [value] }
        #expect(conversionError(value) == Self.tooDeep)
        // Take the chain apart one level at a time (releasing it whole would recurse 10,000 times).
        while let array = value as? [Any], let inner = array.first { value = inner }
    }

    @Test func foundationArraysTenThousandDeepAreTheDepthError() {
        var value: Any = 1
        var levels: [NSMutableArray] = []
        for _ in 0..<10_000 {
            let array = NSMutableArray(object: value)
            levels.append(array)
            value = array
        }
        #expect(conversionError(value) == Self.tooDeep)
        while let array = levels.popLast() { array.removeAllObjects() }
    }

    @Test func foundationDictionariesTenThousandDeepAreTheDepthError() {
        var value: Any = 1
        var levels: [NSMutableDictionary] = []
        for _ in 0..<10_000 {
            let dictionary = NSMutableDictionary(object: value, forKey: "a" as NSString)
            levels.append(dictionary)
            value = dictionary
        }
        let path = Array(repeating: "a", count: Self.ceiling).joined(separator: ".")
        #expect(
            conversionError(value) == JSONConversionError(reason: .depthLimitExceeded(limit: Self.ceiling), path: path))
        while let dictionary = levels.popLast() { dictionary.removeAllObjects() }
    }

    @Test(arguments: [1, 3])
    func anArrayThatContainsItselfIsTheDepthError(copies: Int) {
        let array = NSMutableArray()
        for _ in 0..<copies { array.add(array) }
        #expect(conversionError(array) == Self.tooDeep)
        array.removeAllObjects()  // breaks the cycle
    }

    @Test func arraysAndDictionariesThatContainEachOtherAreTheDepthError() {
        let array = NSMutableArray(array: [1, "x"])
        let dictionary = NSMutableDictionary(dictionary: ["list": array, "n": 2])
        array.add(dictionary)
        let path = Array(repeating: "2.list", count: Self.ceiling / 2).joined(separator: ".")
        #expect(
            conversionError(array) == JSONConversionError(reason: .depthLimitExceeded(limit: Self.ceiling), path: path))
        dictionary.removeAllObjects()
    }

    @Test func aDictionaryThatContainsItselfIsTheDepthError() {
        let dictionary = NSMutableDictionary()
        dictionary["self"] = dictionary
        let path = Array(repeating: "self", count: Self.ceiling).joined(separator: ".")
        #expect(
            conversionError(dictionary)
                == JSONConversionError(reason: .depthLimitExceeded(limit: Self.ceiling), path: path))
        dictionary.removeAllObjects()
    }

    @Test func foundationContainersConvertLikeTheirSwiftCounterparts() throws {
        let inner = NSMutableArray(array: [1, "x", NSNull(), true, NSNumber(value: UInt64.max)])
        let object = NSMutableDictionary(dictionary: [
            "b": inner, "a": NSDictionary(dictionary: ["c": NSArray()]), "d": 2.5,
        ])
        let expected: JSON = ["a": ["c": []], "b": [1, "x", nil, true, .number(JSONNumber(UInt64.max))], "d": 2.5]
        #expect(try JSON(jsonObject: object) == expected)
        #expect(try JSON(jsonObject: [object, [inner]] as [Any]) == [expected, [expected["b"]!]])
    }

    @Test func errorsInsideFoundationContainersHaveTheirPath() {
        let object = NSMutableDictionary(dictionary: ["list": NSArray(array: [1, NSDictionary(dictionary: [1: "x"])])])
        #expect(conversionError(object)?.description == "a dictionary at list.1 has a key that is not a string")
        let dated = NSArray(array: [NSArray(array: [Date(timeIntervalSince1970: 0)])])
        #expect(conversionError(dated)?.description == "a value of type Date at 0.0 has no JSON representation")
    }

    /// `{"child":{…},"list":[0,1,…],"n":level,"s":"xx…"}` nested `depth` levels deep, about
    /// `bytes` in all (the keys are in order, as the conversion sorts them).
    static func deepDocument(depth: Int, bytes: Int) -> String {
        let share = bytes / depth
        let list = (0..<(share / 8)).map { String($0 % 10) }.joined(separator: ",")
        let text = String(repeating: "x", count: share * 3 / 4)
        var document = "null"
        for level in (0..<depth).reversed() {
            document = #"{"child":"# + document + #","list":["# + list + #"],"n":\#(level),"s":""# + text + #""}"#
        }
        return document
    }

    @Test func jsonSerializationOutputFiveHundredDeepConverts() throws {
        let text = Self.deepDocument(depth: 500, bytes: 1_000_000)
        #expect(text.utf8.count > 900_000)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let converted = try JSON(jsonObject: object)
        #expect(converted == (try JSON(parsing: text, options: JSONReadingOptions(maxDepth: 512))))
        // The innermost level, reached without recursion.
        var innermost = converted
        while let child = innermost["child"], child != .null { innermost = child }
        #expect(innermost["n"] == 499)
    }
}

@Suite("JSON: Codable")
struct CodableBridgingTests {
    @Test func decodesWithJSONDecoderKeepingKindsAndDigits() throws {
        let text = #"{"t":true,"one":1,"u":18446744073709551615,"dec":0.1,"s":"x","n":null,"a":[1.5,[]]}"#
        let decoded = try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
        let expected = try JSON(parsing: text).object?.sortedByKey()
        #expect(decoded == expected.map(JSON.object))
        #expect(decoded["t"] == true)
        #expect(decoded["one"] == 1)
        #expect(decoded["dec"]?.number?.text == "0.1")
    }

    @Test func encodesWithJSONEncoderKeepingKindsAndDigits() throws {
        let value: JSON = ["z": 1, "a": [true, nil, "s", 2.5], "u": .number(JSONNumber(UInt64.max))]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // keyed containers leave member order to the encoder
        let data = try encoder.encode(value)
        #expect(String(decoding: data, as: UTF8.self) == #"{"a":[true,null,"s",2.5],"u":18446744073709551615,"z":1}"#)
    }

    @Test func roundTripsThroughJSONEncoderAndDecoder() throws {
        let value: JSON = ["list": [1, -2, 3.25, "four", false, nil, ["nested": []]]]
        let decoded = try JSONDecoder().decode(JSON.self, from: JSONEncoder().encode(value))
        #expect(decoded == value)
    }

    @Test func worksAsAPropertyOfACodableType() throws {
        struct Envelope: Codable, Equatable {
            var kind: String
            var payload: JSON
        }
        let envelope = Envelope(kind: "event", payload: ["id": 7, "tags": ["a"]])
        let decoded = try JSONDecoder().decode(Envelope.self, from: JSONEncoder().encode(envelope))
        #expect(decoded == envelope)
    }
}
