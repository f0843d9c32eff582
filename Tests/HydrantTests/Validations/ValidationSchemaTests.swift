import Foundation
import Hydrant
import Testing

/// What each validation rule adds to a schema, and what a rule the schema cannot state says.
@Suite("JSON Schema: validation rules")
struct ValidationSchemaTests {
    static func schema<Value: Sendable>(_ rule: Validator<Value>, on base: JSONSchema) -> String {
        rule.describe(base).description
    }

    static let string = JSONSchema.type("string")
    static let integer = JSONSchema.type("integer")
    static let array = JSONSchema.type("array")
    static let object = JSONSchema.type("object")

    @Test(arguments: [
        (Self.schema(Validator<String>.minLength(2), on: Self.string), #"{"type":"string","minLength":2}"#),
        (Self.schema(Validator<String>.maxLength(40), on: Self.string), #"{"type":"string","maxLength":40}"#),
        (Self.schema(Validator<String>.length(3), on: Self.string), #"{"type":"string","minLength":3,"maxLength":3}"#),
        (
            Self.schema(Validator<String>.length(in: 2...5), on: Self.string),
            #"{"type":"string","minLength":2,"maxLength":5}"#
        ),
        (Self.schema(Validator<[Int]>.minLength(1), on: Self.array), #"{"type":"array","minItems":1}"#),
        // A set counts its members after equal elements became one: no keyword counts that.
        (
            Self.schema(Validator<Set<Int>>.maxLength(3), on: Self.array),
            #"{"type":"array","$comment":"also checked: must have at most 3 elements"}"#
        ),
        (
            Self.schema(Validator<[String: Int]>.maxLength(9), on: Self.object),
            #"{"type":"object","maxProperties":9}"#
        ),
        (Self.schema(Validator<String?>.minLength(2), on: Self.string), #"{"type":"string","minLength":2}"#),
        (Self.schema(Validator<Int>.min(0), on: Self.integer), #"{"type":"integer","minimum":0}"#),
        (Self.schema(Validator<Int>.max(10), on: Self.integer), #"{"type":"integer","maximum":10}"#),
        (Self.schema(Validator<Int>.range(1...5), on: Self.integer), #"{"type":"integer","minimum":1,"maximum":5}"#),
        (
            Self.schema(Validator<Double>.range(0.5...2.5), on: .type("number")),
            #"{"type":"number","minimum":0.5,"maximum":2.5}"#
        ),
        (Self.schema(Validator<Int?>.max(3), on: Self.integer), #"{"type":"integer","maximum":3}"#),
        (
            Self.schema(Validator<String>.oneOf(["red", "green"]), on: Self.string),
            #"{"type":"string","enum":["red","green"]}"#
        ),
        (Self.schema(Validator<Int>.equal(to: 7), on: Self.integer), #"{"type":"integer","const":7}"#),
        (
            Self.schema(Validator<String>.matches("[a-z]+[0-9]?"), on: Self.string),
            #"{"type":"string","pattern":"^(?:[a-z]+[0-9]?)$"}"#
        ),
    ])
    func aRuleAddsItsKeywords(schema: String, expected: String) {
        #expect(schema == expected)
    }

    @Test(arguments: [
        (
            Self.schema(Validator<String>.min("b"), on: Self.string),
            #"{"type":"string","$comment":"also checked: must be at least \"b\""}"#
        ),
        (
            Self.schema(Validator<String>.range("a"..."c"), on: Self.string),
            #"{"type":"string","$comment":"also checked: must be between \"a\" and \"c\""}"#
        ),
        (
            Self.schema(Validator<String>.matches("[a-z]+", options: .caseInsensitive), on: Self.string),
            #"{"type":"string","$comment":"also checked: must match /[a-z]+/ with options"}"#
        ),
        (
            Self.schema(Validator<Int>("even", requirement: "must be even") { $0 % 2 == 0 }, on: Self.integer),
            #"{"type":"integer","$comment":"also checked by even: must be even"}"#
        ),
    ])
    func aRuleTheSchemaCannotStateIsNamed(schema: String, expected: String) {
        #expect(schema == expected)
    }

    struct Signup: Sendable {
        var name: String
        var age: Int
    }

    @Test func aValidatedFieldCarriesItsRules() {
        let signup = Mappers.object(Signup.init) {
            Field("name", \.name).validated(.minLength(2), .maxLength(40))
            Field("age", \.age, Mappers.value(Int.self).validated(.range(13...130)))
        }
        #expect(
            signup.jsonSchema().description
                == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/Signup","$defs":{"Signup":{"type":"object","properties":{"name":{"type":"string","minLength":2,"maxLength":40},"age":{"type":"integer","minimum":13,"maximum":130}},"required":["name","age"]}}}"##
        )
        // The rules are not checked when writing, unless in reverse too.
        #expect(
            signup.jsonSchema(.writing).description
                == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/Signup","$defs":{"Signup":{"type":"object","properties":{"name":{"type":"string"},"age":{"type":"integer"}},"required":["name","age"]}}}"##
        )
    }

    /// A pattern in syntax that only ICU has is named, not written as a `pattern` JSON Schema
    /// would read otherwise; ECMA-262's own constructs are kept.
    @Test(arguments: [
        ("(?i)abc", true), (#"\Aabc"#, true), (#"a*+"#, true), ("(?>ab)c", true), ("[[:alpha:]]", true),
        ("[a-z&&[^aeiou]]", true), (#"\Qa.b\E"#, true),
        ("(?:ab)+", false), ("(?=a)a", false), ("(?<name>a)", false), (#"a\+b"#, false), ("[+*]+", false),
        (#"\d{2}+"#, true), ("a{2}", false), (#"\w+"#, true), (#"\d+"#, true), (#"\x{41}"#, true),
        ("[0-9]+", false),
    ])
    func icuOnlyPatternsAreNamed(pattern: String, isNamed: Bool) {
        let schema = Self.schema(Validator<String>.matches(pattern), on: Self.string)
        #expect(schema.contains("\"pattern\"") == !isNamed, "\(pattern): \(schema)")
        #expect(schema.contains("(ICU syntax)") == isNamed)
    }
}
