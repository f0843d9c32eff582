import Foundation
import Hydrant
import Testing

/// Reflective decoding reads `Double`, `Int`, `String` and `Bool` straight from a document's
/// node, and arrays of them in one loop, when the value (every element) is a plain value of the
/// type, and otherwise as before: both ways must give the same value, the same non-fatal errors
/// and the same failure as decoding the same JSON from a tree (which never reads the node).
@Suite("Plain values in reflective decoding")
struct PlainValueTests {
    /// The outcome of mapping `document` into a `CodableBox<Value>`, from the document's bytes
    /// and from its tree, each described as text: with Hydrant's conversions, or with the
    /// standard Codable representation (`Mappers.codable`).
    static func outcomes<Value: Codable & Sendable>(
        _ type: Value.Type, _ document: String, standard: Bool = false
    ) throws -> (document: String, tree: String) {
        let tree = try JSONReader().read(document)
        if standard {
            let mapper = Mappers.codable(CodableBox<Value>.self)
            return (describe(mapper.mapping(parsing: document)), describe(mapper.mapping(tree)))
        }
        let mapper = Mappers.reflective(CodableBox<Value>.self)
        return (describe(mapper.mapping(parsing: document)), describe(mapper.mapping(tree)))
    }

    static func describe<Value>(_ result: MappingResult<CodableBox<Value>>) -> String {
        switch result {
        case .success(let box): "value \(box.value)"
        case .successWithErrors(let box, let errors): "fallback \(box.value): \(render(errors))"
        case .failure(let error): "error \(render(error))"
        }
    }

    /// Each entry of the error as `code at pointer: message`.
    static func render(_ error: MappingError) -> String {
        error.entries.map { "\($0.code.name) at \($0.pointer): \($0.message)" }.joined(separator: "; ")
    }

    @Test(arguments: [
        (
            #"{"value": [1.5, -65.613616999999977, 0, 1e22, 43.420273000000009]}"#,
            "value [1.5, -65.61361699999998, 0.0, 1e+22, 43.42027300000001]"
        ),
        (#"{"value": []}"#, "value []"),
        (#"{"value": [1, "2.5"]}"#, "value [1.0, 2.5]"),
        (#"{"value": [1, 1e400]}"#, "error numberOutOfRange at /value/1: the number is out of range for Double"),
        (
            #"{"value": [1, true]}"#,
            "error invalidSourceType at /value/1: expected a number or a numeric string, got a boolean"
        ),
        (#"{"value": 3}"#, "error invalidSourceType at /value: expected an array, got a number"),
    ])
    func doubles(document: String, expected: String) throws {
        let outcomes = try Self.outcomes([Double].self, document)
        #expect(outcomes.document == expected)
        #expect(outcomes.tree == expected)
    }

    @Test(arguments: [
        (#"{"value": [1, -2, 9223372036854775807]}"#, "value [1, -2, 9223372036854775807]"),
        (#"{"value": [1, 2.0]}"#, "value [1, 2]"),
        (#"{"value": [1, "3"]}"#, "value [1, 3]"),
        (
            #"{"value": [1, 9223372036854775808]}"#,
            "error numberOutOfRange at /value/1: the number is out of range for Int"
        ),
        (
            #"{"value": [1, 2.5]}"#,
            "error invalidSourceValue at /value/1: the number is not an integer, so it cannot be represented as Int"
        ),
    ])
    func integers(document: String, expected: String) throws {
        let outcomes = try Self.outcomes([Int].self, document)
        #expect(outcomes.document == expected)
        #expect(outcomes.tree == expected)
    }

    @Test(arguments: [
        (#"{"value": ["a", "\u00e9\n", ""]}"#, #"value ["a", "é\n", ""]"#),
        (#"{"value": ["a", 12.50]}"#, #"value ["a", "12.50"]"#),
        (#"{"value": ["a", null]}"#, "error invalidSourceType at /value/1: expected a string or a number, got null"),
    ])
    func strings(document: String, expected: String) throws {
        let outcomes = try Self.outcomes([String].self, document)
        #expect(outcomes.document == expected)
        #expect(outcomes.tree == expected)
    }

    @Test(arguments: [
        (#"{"value": [true, false]}"#, "value [true, false]"),
        (#"{"value": [true, 1]}"#, "error invalidSourceType at /value/1: expected a boolean, got a number"),
    ])
    func booleans(document: String, expected: String) throws {
        let outcomes = try Self.outcomes([Bool].self, document)
        #expect(outcomes.document == expected)
        #expect(outcomes.tree == expected)
    }

    @Test(arguments: [
        (#"{"value": 42}"#, "value 42"),
        (#"{"value": -9223372036854775808}"#, "value -9223372036854775808"),
        (#"{"value": 2.0}"#, "value 2"),
        (#"{"value": "7"}"#, "value 7"),
        (#"{"value": 1e30}"#, "error numberOutOfRange at /value: the number is out of range for Int"),
        (#"{"value": null}"#, "error nullValue at /value: the value is null"),
    ])
    func integer(document: String, expected: String) throws {
        let outcomes = try Self.outcomes(Int.self, document)
        #expect(outcomes.document == expected)
        #expect(outcomes.tree == expected)
    }

    @Test(arguments: [
        (#"{"value": 0.1}"#, "value 0.1"),
        (#"{"value": "0.25"}"#, "value 0.25"),
        (#"{"value": 1e400}"#, "error numberOutOfRange at /value: the number is out of range for Double"),
    ])
    func double(document: String, expected: String) throws {
        let outcomes = try Self.outcomes(Double.self, document)
        #expect(outcomes.document == expected)
        #expect(outcomes.tree == expected)
    }

    @Test(arguments: [
        (#"{"value": "caf\u00e9"}"#, "value café"),
        (#"{"value": 12.50}"#, "value 12.50"),
        (#"{"value": false}"#, "error invalidSourceType at /value: expected a string or a number, got a boolean"),
    ])
    func string(document: String, expected: String) throws {
        let outcomes = try Self.outcomes(String.self, document)
        #expect(outcomes.document == expected)
        #expect(outcomes.tree == expected)
    }

    @Test(arguments: [
        (#"{"value": true}"#, "value true"),
        (#"{"value": "true"}"#, "error invalidSourceType at /value: expected a boolean, got a string"),
    ])
    func bool(document: String, expected: String) throws {
        let outcomes = try Self.outcomes(Bool.self, document)
        #expect(outcomes.document == expected)
        #expect(outcomes.tree == expected)
    }

    @Test func standardConversionsStillRejectNumericStrings() throws {
        let outcomes = try Self.outcomes([Int].self, #"{"value": [1, "2"]}"#, standard: true)
        #expect(outcomes.document == "error invalidSourceType at /value/1: expected a number, got a string")
        #expect(outcomes.tree == outcomes.document)
    }

    @Test func nestedArraysOfPointsMatchJSONDecoder() throws {
        let document = #"{"value": [[[-65.613616999999977, 43.420273000000009], [1, 2]], [], [[0.1, 0.2]]]}"#
        let mapped = try Mappers.reflective(CodableBox<[[[Double]]]>.self).map(parsing: document)
        let decoded = try JSONDecoder().decode(CodableBox<[[[Double]]]>.self, from: Data(document.utf8))
        #expect(mapped.value == decoded.value)
    }
}
