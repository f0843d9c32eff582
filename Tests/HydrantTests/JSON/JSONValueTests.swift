import Hydrant
import Testing

@Suite("JSON values")
struct JSONValueTests {
    // MARK: Literals

    @Test func nilLiteralIsNull() {
        let value: JSON = nil
        guard case .null = value else {
            Issue.record("expected .null, got \(value)")
            return
        }
        #expect(value.isNull)
        #expect(value.kind == .null)
    }

    @Test func booleanLiteralsAreBooleans() {
        let yes: JSON = true
        let no: JSON = false
        guard case .bool(true) = yes, case .bool(false) = no else {
            Issue.record("expected .bool(true) and .bool(false), got \(yes) and \(no)")
            return
        }
        #expect(yes.bool == true)
        #expect(no.bool == false)
    }

    @Test func integerLiteralIsANumberWithItsText() throws {
        let value: JSON = -42
        guard case .number(let number) = value else {
            Issue.record("expected a number, got \(value)")
            return
        }
        #expect(number.text == "-42")
        #expect(number.isWrittenAsInteger)
        #expect(try number.integer(Int.self) == -42)
    }

    @Test func floatLiteralIsANumberInShortestForm() throws {
        let value: JSON = 1.5
        guard case .number(let number) = value else {
            Issue.record("expected a number, got \(value)")
            return
        }
        #expect(number.text == "1.5")
        #expect(!number.isWrittenAsInteger)
        #expect(try number.double() == 1.5)

        let tenth: JSON = 0.1
        #expect(tenth.number?.text == "0.1")
        let one: JSON = 1.0
        #expect(one.number?.text == "1.0")
    }

    @Test func stringLiteralIsAString() {
        let value: JSON = "héllo \"world\""
        guard case .string(let string) = value else {
            Issue.record("expected a string, got \(value)")
            return
        }
        #expect(string == "héllo \"world\"")
    }

    @Test func arrayLiteralKeepsElementsInOrder() {
        let value: JSON = [1, "two", nil, true, [3], ["k": 4]]
        guard case .array(let elements) = value else {
            Issue.record("expected an array, got \(value)")
            return
        }
        #expect(elements.count == 6)
        #expect(elements.map(\.kind) == [.number, .string, .null, .bool, .array, .object])
        #expect(elements[0] == .number(JSONNumber(1)))
        #expect(elements[1] == .string("two"))
        #expect(elements[4] == .array([.number(JSONNumber(3))]))
    }

    @Test func dictionaryLiteralKeepsMemberOrder() {
        let value: JSON = ["z": 1, "a": 2, "m": 3]
        guard case .object(let object) = value else {
            Issue.record("expected an object, got \(value)")
            return
        }
        #expect(object.keys == ["z", "a", "m"])
        #expect(object.values == [1, 2, 3])
    }

    @Test func dictionaryLiteralKeepsDuplicateKeysAndLooksUpTheFirst() {
        let value: JSON = ["a": 1, "b": 2, "a": 3]
        #expect(value.count == 3)
        #expect(value.object?.keys == ["a", "b", "a"])
        #expect(value["a"] == 1)
    }

    @Test func emptyLiterals() {
        let array: JSON = []
        let object: JSON = [:]
        #expect(array == .array([]))
        #expect(object == .object(JSONObject()))
        #expect(array.count == 0)
        #expect(object.count == 0)
        #expect(array != object)
    }

    @Test func initializersFromSwiftValues() {
        #expect(JSON(7 as Int) == .number(JSONNumber(7 as Int)))
        #expect(JSON(UInt64.max).number?.text == "18446744073709551615")
        #expect(JSON(Int8.min).number?.text == "-128")
        #expect(JSON("x") == .string("x"))
        #expect(JSON(true) == .bool(true))
        #expect(JSON(2.5 as Double)?.number?.text == "2.5")
        #expect(JSON(1e-5 as Double)?.number?.text == "1e-05")
    }

    @Test(arguments: [Double.nan, -Double.nan, .signalingNaN, .infinity, -.infinity])
    func doubleInitializerRejectsNonFiniteValues(value: Double) {
        #expect(JSON(value) == nil)
    }

    // MARK: Accessors

    static let oneOfEachKind: [JSON] = [nil, true, 12, "s", [1, 2], ["k": "v"]]

    @Test(arguments: oneOfEachKind)
    func accessorsReturnValueOnlyForTheirOwnKind(value: JSON) {
        #expect(value.isNull == (value.kind == .null))
        #expect((value.bool != nil) == (value.kind == .bool))
        #expect((value.number != nil) == (value.kind == .number))
        #expect((value.string != nil) == (value.kind == .string))
        #expect((value.array != nil) == (value.kind == .array))
        #expect((value.object != nil) == (value.kind == .object))
        #expect((value.count != nil) == (value.kind == .array || value.kind == .object))
        if value.kind != .object { #expect(value["k"] == nil) }
        if value.kind != .array { #expect(value[0] == nil) }
    }

    @Test func accessorsReturnTheirPayloads() {
        #expect(JSON.bool(false).bool == false)
        #expect(JSON.number(JSONNumber("1e3")!).number?.text == "1e3")
        #expect(JSON.string("").string == "")
        #expect(JSON.array([nil, 1]).array == [nil, 1])
        let object: JSONObject = ["a": 1]
        #expect(JSON.object(object).object == object)
    }

    @Test func booleanAccessorIsNilForZeroAndOne() {
        let zero: JSON = 0
        let one: JSON = 1
        #expect(zero.bool == nil)
        #expect(one.bool == nil)
        let yes: JSON = true
        #expect(yes.number == nil)
        let text: JSON = "true"
        #expect(text.bool == nil)
        #expect(JSON.null.bool == nil)
    }

    // MARK: Equality and hashing

    @Test(
        arguments: [
            (true, 1), (false, 0), ("1", 1), ("true", true), ("null", nil), (nil, false), (nil, 0),
            ("", nil), ([], [:]), ([], nil), ([nil], nil), ([1], 1), (["a": 1], [1]),
            ([1, 2], [2, 1]), ([1, 2], [1, 2, 3]), (["a": 1], ["a": 2]), (["a": 1], ["b": 1]),
            ("\u{E9}", "e\u{301}"), ("0", 0), (false, "false"), (1, 2), (1, -1), (0.5, 0.25),
        ] as [(JSON, JSON)])
    func valuesOfDifferentContentsOrKindsAreNotEqual(lhs: JSON, rhs: JSON) {
        #expect(lhs != rhs)
        #expect(rhs != lhs)
    }

    @Test(
        arguments: [
            (1, .number(JSONNumber("1.0")!)),
            (0, .number(JSONNumber("-0")!)),
            (1000, .number(JSONNumber("1e3")!)),
            ([1, [2.5]], .array([.number(JSONNumber("10e-1")!), .array([.number(JSONNumber("25e-1")!)])])),
            (["a": 1, "b": [true, nil]], ["b": [true, nil], "a": 1.0]),
            ("é", "\u{E9}"),
            ([:], .object(JSONObject())),
            (nil, .null),
        ] as [(JSON, JSON)])
    func equalValuesAreEqualAndHashAlike(lhs: JSON, rhs: JSON) {
        #expect(lhs == rhs)
        #expect(rhs == lhs)
        #expect(lhs.hashValue == rhs.hashValue)
        #expect(Set([lhs, rhs]).count == 1)
    }

    @Test func stringsCompareByUnicodeScalarsNotCanonicalEquivalence() {
        // Swift's String considers these equal; JSON does not (RFC 8259 §8.3).
        let precomposed = "\u{E9}"
        let decomposed = "e\u{301}"
        #expect(precomposed == decomposed)
        #expect(JSON.string(precomposed) != JSON.string(decomposed))
        #expect(Set<JSON>([.string(precomposed), .string(decomposed)]).count == 2)
    }

    @Test func setOfMixedValuesKeepsDistinctKinds() {
        let values: [JSON] = [nil, true, false, 0, 1, "0", "1", "true", [], [:], 1.0, "-0", -0.0]
        // 1.0 == 1 and -0.0 == 0; everything else is distinct.
        #expect(Set(values).count == 11)
    }

    // MARK: Subscripts and count

    static let person: JSON = [
        "name": "Ada",
        "langs": ["en", "fr", ["code": "de", "level": 2]],
        "address": ["city": "London", "zip": nil],
        "empty": [],
    ]

    @Test func nestedSubscripts() {
        let person = Self.person
        #expect(person["name"] == "Ada")
        #expect(person["langs"]?[0] == "en")
        #expect(person["langs"]?[2]?["code"] == "de")
        #expect(person["langs"]?[2]?["level"]?.number?.text == "2")
        #expect(person["address"]?["city"]?.string == "London")
        #expect(person["address"]?["zip"] == .null)
        #expect(person["address"]?["zip"]?.isNull == true)
    }

    @Test func subscriptsReturnNilForMissingKeysAndBadIndices() {
        let person = Self.person
        #expect(person["missing"] == nil)
        #expect(person["Name"] == nil)
        #expect(person["langs"]?[3] == nil)
        #expect(person["langs"]?[-1] == nil)
        #expect(person["langs"]?[Int.max] == nil)
        #expect(person["empty"]?[0] == nil)
        #expect(person["name"]?[0] == nil)
        #expect(person["name"]?["name"] == nil)
        #expect(person["langs"]?["0"] == nil)
        #expect(person[0] == nil)
    }

    @Test(
        arguments: [
            ([], 0), ([nil], 1), ([1, 2, 3], 3), ([[1, 2], [3]], 2),
            ([:], 0), (["a": 1], 1), (["a": 1, "a": 2], 2), (["a": [1, 2, 3], "b": nil], 2),
        ] as [(JSON, Int)])
    func countOfContainers(value: JSON, expected: Int) {
        #expect(value.count == expected)
    }

    @Test(arguments: [nil, true, 0, "abc", ""] as [JSON])
    func countIsNilForScalars(value: JSON) {
        #expect(value.count == nil)
    }

    // MARK: Description

    @Test(
        arguments: [
            (nil, "null"),
            (true, "true"),
            (false, "false"),
            (0, "0"),
            (-12, "-12"),
            (1.5, "1.5"),
            (.number(JSONNumber("1E+400")!), "1E+400"),
            (.number(JSONNumber("123.4560")!), "123.4560"),
            ("", #""""#),
            ("a\"b\\c\nd", #""a\"b\\c\nd""#),
            ("é/😀", #""é/😀""#),
            ([], "[]"),
            ([:], "{}"),
            ([1, "two", nil, [true, []], [:]], #"[1,"two",null,[true,[]],{}]"#),
            (
                ["name": "John Doe", "age": 23, "tags": ["admin", nil]],
                #"{"name":"John Doe","age":23,"tags":["admin",null]}"#
            ),
            (["b": 1, "a": ["y": [], "x": [:]]], #"{"b":1,"a":{"y":[],"x":{}}}"#),
            (["a": 1, "a": 2], #"{"a":1,"a":2}"#),
        ] as [(JSON, String)])
    func descriptionIsCompactJSON(value: JSON, expected: String) {
        #expect(value.description == expected)
        #expect("\(value)" == expected)
        #expect(value.debugDescription == "JSON: " + expected)
    }

    @Test func descriptionOfObjectMatchesJSONObjectDescription() {
        let object: JSONObject = ["k": [1, 2], "j": "v"]
        #expect(object.description == #"{"k":[1,2],"j":"v"}"#)
        #expect(JSON.object(object).description == object.description)
    }

    @Test func descriptionReadsBackAsAnEqualValue() throws {
        let value = Self.person
        let reread = try JSON(parsing: value.description)
        #expect(reread == value)
        #expect(reread.description == value.description)
    }

    @Test func descriptionOfADeepButPrintableValue() {
        // The description prints up to the reader's depth ceiling, and no deeper.
        let ceiling = JSONReadingOptions.maximumDepthCeiling
        var value: JSON = 1
        for _ in 0..<ceiling { value = .array([value]) }
        let expected = String(repeating: "[", count: ceiling) + "1" + String(repeating: "]", count: ceiling)
        #expect(value.description == expected)

        let tooDeep: JSON = .array([value])
        #expect(tooDeep.description == "<JSON nested too deeply to print>")
        #expect(tooDeep.debugDescription == "JSON: <JSON nested too deeply to print>")
    }
}
