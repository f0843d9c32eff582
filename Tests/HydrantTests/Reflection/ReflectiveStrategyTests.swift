import Foundation
import Hydrant
import Testing

/// One row of the strategy table: a JSON value given to a property of some type, and what the
/// property gets ("value …") or the error's code.
struct StrategyCase: Sendable, CustomStringConvertible {
    let description: String
    let run: @Sendable () -> String

    /// A case mapping `json` into a `CodableBox<Value>` with `mapper`, described by its outcome.
    static func box<Value: Codable & Sendable>(
        _ type: Value.Type, _ json: JSON, standard: Bool = false, _ label: String
    ) -> StrategyCase {
        StrategyCase(description: label) {
            let mapper = standard ? Mappers.codable(CodableBox<Value>.self) : Mappers.reflective(CodableBox<Value>.self)
            switch mapper.mapping(["value": json]) {
            case .success(let box): return "value \(box.value)"
            case .successWithErrors(let box, _): return "fallback \(box.value)"
            case .failure(let error): return "error \(error.underlyingMappingErrors.first?.code ?? error.code)"
            }
        }
    }
}

/// A JSON number written exactly as `text`.
private func number(_ text: String) -> JSON {
    JSONNumber(text).map(JSON.number) ?? .null
}

private let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

/// The manual's reflective strategies, property type by property type, and the standard (Codable)
/// representation for comparison.
@Suite("Reflective strategies")
struct ReflectiveStrategyTests {
    static let cases: [(StrategyCase, String)] = [
        // Strings: numbers become their exact text; nothing else.
        (.box(String.self, "a", "String ← string"), "value a"),
        (.box(String.self, number("12.50"), "String ← number"), "value 12.50"),
        (.box(String.self, true, "String ← bool"), "error invalidSourceType"),
        (.box(String.self, [1], "String ← array"), "error invalidSourceType"),
        (.box(String.self, 12, standard: true, "String ← number (standard)"), "error invalidSourceType"),
        // Numbers: exact; numeric strings in lenient mode; out of range is an error.
        (.box(Int.self, 42, "Int ← number"), "value 42"),
        (.box(Int.self, "42", "Int ← numeric string"), "value 42"),
        (.box(Int.self, "4x", "Int ← other string"), "error invalidSourceValue"),
        (.box(Int.self, 4.5, "Int ← fraction"), "error invalidSourceValue"),
        (.box(UInt8.self, 300, "UInt8 ← 300"), "error numberOutOfRange"),
        (.box(Int.self, "42", standard: true, "Int ← numeric string (standard)"), "error invalidSourceType"),
        (.box(Double.self, "0.1", "Double ← numeric string"), "value 0.1"),
        (.box(Double.self, number("1e400"), "Double ← 1e400"), "error numberOutOfRange"),
        (.box(Float.self, 1e300, "Float ← 1e300"), "error numberOutOfRange"),
        (.box(Decimal.self, "12345678901234567890.5", "Decimal ← numeric string"), "value 12345678901234567890.5"),
        (.box(Bool.self, true, "Bool ← bool"), "value true"),
        (.box(Bool.self, 1, "Bool ← number"), "error invalidSourceType"),
        // Dates: any of Hydrant's formats, or seconds since 1970.
        (.box(Date.self, "2014-01-14T14:35:23.123Z", "Date ← RFC 3339"), "value 2014-01-14 14:35:23 +0000"),
        (.box(Date.self, "/Date(1389710123000)/", "Date ← .NET"), "value 2014-01-14 14:35:23 +0000"),
        (.box(Date.self, "Tue, 14 Jan 2014 14:35:23 GMT", "Date ← RFC 822"), "value 2014-01-14 14:35:23 +0000"),
        (.box(Date.self, 1_389_710_123, "Date ← seconds since 1970"), "value 2014-01-14 14:35:23 +0000"),
        (.box(Date.self, "yesterday", "Date ← other string"), "error invalidSourceValue"),
        (.box(Date.self, 0, standard: true, "Date ← number (standard: since 2001)"), "value 2001-01-01 00:00:00 +0000"),
        // URLs, UUIDs, Data.
        (.box(URL.self, "https://example.com/a", "URL ← string"), "value https://example.com/a"),
        (.box(URL.self, "no scheme", "URL ← no scheme"), "error invalidSourceValue"),
        (.box(URL.self, 3, "URL ← number"), "error invalidSourceType"),
        (
            .box(UUID.self, "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "UUID ← string"),
            "value E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        ),
        (.box(UUID.self, "not-a-uuid", "UUID ← other string"), "error invalidSourceValue"),
        (.box(Data.self, "aGk=", "Data ← base64"), "value 2 bytes"),
        (.box(Data.self, "!!", "Data ← not base64"), "error invalidSourceValue"),
        // JSON as it is; arrays and optionals of strategies.
        (.box(JSON.self, ["a": [1, nil]], "JSON ← anything"), #"value {"a":[1,null]}"#),
        (.box([Int].self, [1, "2", 3], "[Int] ← mixed"), "value [1, 2, 3]"),
        (.box([Int].self, [1, "x"], "[Int] ← bad element"), "error multipleErrors"),
        (.box([Int?].self, [1, nil], "[Int?] ← null element"), "value [Optional(1), nil]"),
        (.box([String: Int].self, ["a": "1"], "[String: Int] ← numeric string"), #"value ["a": 1]"#),
        // Missing and null for a required property.
        (.box(Temper.self, "grumpy", "enum ← raw value"), "value grumpy"),
        (.box(Temper.self, "cheerful", "enum ← unknown raw value"), "error invalidSourceValue"),
        (.box(Int.self, nil, "Int ← null"), "error nullValue"),
    ]

    @Test(arguments: cases)
    func strategy(_ row: StrategyCase, expected: String) {
        #expect(row.run() == expected)
    }

    @Test func missingRequiredValueIsMissing() {
        #expect(
            Mappers.reflective(CodableBox<Int>.self).mapping([:]).error?.underlyingMappingErrors.first?.code
                == .missingValue)
    }

    @Test(arguments: [
        (CodableBox<Date>(value: Date(timeIntervalSince1970: 0.5)), #"{"value":"1970-01-01T00:00:00.500Z"}"#)
    ])
    func datesReverseToRFC3339WithMilliseconds(box: CodableBox<Date>, expected: String) throws {
        #expect(try JSONWriter().writeString(Mappers.reflective(CodableBox<Date>.self).reversed.map(box)) == expected)
    }

    @Test func otherTypesReverseToTheirNaturalJSON() throws {
        struct Everything: Codable, Equatable, Sendable {
            var url: URL
            var id: UUID
            var data: Data
            var amount: Decimal
            var ratio: Float
            var small: Int8
            var big: UInt64
            var json: JSON
            // Integer types met again, alone and in an array (the encoding remembers which types
            // are integers).
            var again: Int8
            var more: [Int16]
        }
        let value = Everything(
            url: URL(string: "https://example.com")!, id: uuid, data: Data("hi".utf8),
            amount: Decimal(string: "0.1")!, ratio: 0.5, small: -3, big: .max, json: [true], again: 7,
            more: [-1, 2])
        let mapper = Mappers.reflective(Everything.self)
        let json = try mapper.reversed.map(value)
        #expect(
            try JSONWriter().writeString(json) == """
                {"url":"https://example.com","id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","data":"aGk=","amount":0.1,\
                "ratio":0.5,"small":-3,"big":18446744073709551615,"json":[true],"again":7,"more":[-1,2]}
                """)
        #expect(try mapper.map(json) == value)
    }

    // An encoding remembers the kind of the first 16 types it meets in a list and of the others
    // in a dictionary: a model of more than 16 types that are not built in writes all of them.
    @Test func manyTypesReverseToTheirNaturalJSON() throws {
        struct Many: Codable, Equatable, Sendable {
            var a: [Int8], b: [Int16], c: [Int32], d: [UInt8], e: [UInt16], f: [UInt32], g: [UInt64]
            var h: [UInt], i: [[Int]], j: [[String]], k: [[Bool]], l: [[Double]], m: [String: Int8]
            var n: [String: [Int16]], o: [[Int8]], p: [[UInt8]], q: [String: UInt]
        }
        let value = Many(
            a: [1], b: [2], c: [3], d: [4], e: [5], f: [6], g: [7], h: [8], i: [[9]], j: [["x"]], k: [[true]],
            l: [[0.5]], m: ["m": 10], n: ["n": [11]], o: [[12]], p: [[13]], q: ["q": 14])
        let mapper = Mappers.reflective(Many.self)
        let json = try mapper.reversed.map(value)
        #expect(
            try JSONWriter().writeString(json) == """
                {"a":[1],"b":[2],"c":[3],"d":[4],"e":[5],"f":[6],"g":[7],"h":[8],"i":[[9]],"j":[["x"]],\
                "k":[[true]],"l":[[0.5]],"m":{"m":10},"n":{"n":[11]},"o":[[12]],"p":[[13]],"q":{"q":14}}
                """)
        #expect(try mapper.map(json) == value)
    }

    @Test func nonFiniteNumbersCannotBeWritten() {
        let error = Mappers.reflective(CodableBox<Double>.self).reversed.mapping(CodableBox(value: .nan)).error
        #expect(error?.underlyingMappingErrors.first?.detail == "JSON cannot represent infinity or NaN")
        #expect(error?.underlyingMappingErrors.first?.sourcePath == "value")
    }
}
