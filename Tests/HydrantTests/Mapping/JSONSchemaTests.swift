import Foundation
import Hydrant
import Testing

/// `JSONSchema` itself and the schemas of the built-in mappers of values and collections.
@Suite("JSON Schema: values and collections")
struct JSONSchemaTests {
    static let dialect = #""$schema":"https://json-schema.org/draft/2020-12/schema""#

    /// A mapper's whole document, without the dialect every document starts with.
    static func schema(_ mapper: some JSONMapper, _ direction: JSONSchema.Direction = .reading) -> String {
        let text = mapper.jsonSchema(direction).description
        let prefix = "{" + dialect
        guard text.hasPrefix(prefix) else { return text }
        let rest = text.dropFirst(prefix.count)
        return rest.hasPrefix(",") ? "{" + rest.dropFirst() : "{" + rest
    }

    // MARK: The schema value

    @Test func aDocumentStartsWithTheDialect() {
        #expect(Mappers.value(JSON.self).jsonSchema().description == "{" + Self.dialect + "}")
    }

    @Test(arguments: [
        (JSONSchema.type("string"), #"{"type":["string","null"]}"#),
        (JSONSchema(["type": ["integer", "string"]]), #"{"type":["integer","string","null"]}"#),
        (JSONSchema(["type": ["integer", "null"]]), #"{"type":["integer","null"]}"#),
        (JSONSchema.type("null"), #"{"type":"null"}"#),
        (JSONSchema.anything, "{}"),
        (JSONSchema(["type": "string", "enum": ["a", "b"]]), #"{"type":["string","null"],"enum":["a","b",null]}"#),
        (JSONSchema(["enum": [1, 2]]), #"{"enum":[1,2,null]}"#),
        (JSONSchema(["$ref": "#/$defs/A"]), ##"{"anyOf":[{"$ref":"#/$defs/A"},{"type":"null"}]}"##),
        (JSONSchema(["type": "string", "const": "v1"]), #"{"type":["string","null"],"enum":["v1",null]}"#),
        (
            JSONSchema(["type": "object", "allOf": [["required": ["a"]]]]),
            #"{"anyOf":[{"type":"object","allOf":[{"required":["a"]}]},{"type":"null"}]}"#
        ),
    ])
    func allowingNull(schema: JSONSchema, expected: String) {
        #expect(schema.allowingNull().description == expected)
    }

    @Test func keywordsAreSetRemovedAndCommented() {
        var schema = JSONSchema.type("string").setting("minLength", 1)
        schema["format"] = "uuid"
        #expect(schema.description == #"{"type":"string","minLength":1,"format":"uuid"}"#)
        schema["minLength"] = nil
        #expect(schema.description == #"{"type":"string","format":"uuid"}"#)
        #expect(
            schema.commented("one").commented("two").description
                == #"{"type":"string","format":"uuid","$comment":"one; two"}"#)
    }

    @Test func definitionsAreReferredToByEscapedNames() {
        var context = JSONSchema.Context()
        let reference = context.reference(to: "Box<a/b~c>") { _ in JSONSchema.type("object") }
        #expect(reference.description == ##"{"$ref":"#/$defs/Box%3Ca~1b~0c%3E"}"##)
        #expect(context.definitions.description == #"{"Box<a/b~c>":{"type":"object"}}"#)
        // A second reference reuses the definition.
        #expect(context.reference(to: "Box<a/b~c>") { _ in .anything } == reference)
        #expect(context.definitions.count == 1)
    }

    // MARK: Values

    @Test(arguments: [
        (Self.schema(Mappers.value(String.self)), #"{"type":"string"}"#),
        (Self.schema(Mappers.value(Bool.self)), #"{"type":"boolean"}"#),
        (Self.schema(Mappers.value(Double.self)), #"{"type":"number"}"#),
        (Self.schema(Mappers.value(Float.self)), #"{"type":"number"}"#),
        (Self.schema(Mappers.value(Decimal.self)), #"{"type":"number"}"#),
        (Self.schema(Mappers.value(JSONNumber.self)), #"{"type":"number"}"#),
        (Self.schema(Mappers.value(JSON.self)), "{}"),
        (Self.schema(Mappers.value(Int8.self)), #"{"type":"integer","minimum":-128,"maximum":127}"#),
        (Self.schema(Mappers.value(UInt16.self)), #"{"type":"integer","minimum":0,"maximum":65535}"#),
        (
            Self.schema(Mappers.value(Int.self)),
            #"{"type":"integer"}"#
        ),
        (Self.schema(Mappers.value(UInt64.self)), #"{"type":"integer","minimum":0}"#),
        (Self.schema(Mappers.value(String?.self)), #"{"type":["string","null"]}"#),
        (Self.schema(Mappers.value([Bool].self)), #"{"type":"array","items":{"type":"boolean"}}"#),
        (
            Self.schema(Mappers.value([String: Bool].self)),
            #"{"type":"object","additionalProperties":{"type":"boolean"}}"#
        ),
        (Self.schema(Mappers.value(Set<String>.self)), #"{"type":"array","items":{"type":"string"}}"#),
        (
            Self.schema(Mappers.value(Set<String>.self), .writing),
            #"{"type":"array","items":{"type":"string"},"uniqueItems":true}"#
        ),
    ])
    func valuesAreDescribedByTheirType(schema: String, expected: String) {
        #expect(schema == expected)
    }

    // MARK: Collections

    @Test(arguments: [
        (Self.schema(Mappers.array(of: Mappers.value(String.self))), #"{"type":"array","items":{"type":"string"}}"#),
        (
            Self.schema(Mappers.array(of: Mappers.array(of: Mappers.value(Bool.self)))),
            #"{"type":"array","items":{"type":"array","items":{"type":"boolean"}}}"#
        ),
        (
            Self.schema(Mappers.dictionary(of: Mappers.value(Bool.self))),
            #"{"type":"object","additionalProperties":{"type":"boolean"}}"#
        ),
        (Self.schema(Mappers.set(of: Mappers.value(String.self))), #"{"type":"array","items":{"type":"string"}}"#),
        (
            Self.schema(Mappers.set(of: Mappers.value(String.self)), .writing),
            #"{"type":"array","items":{"type":"string"},"uniqueItems":true}"#
        ),
        (
            // An optional element mapper makes a compact array, which drops failed elements.
            Self.schema(Mappers.array(of: Mappers.nullable(Mappers.value(String.self)))),
            #"{"type":"array","items":{"type":["string","null"]},"$comment":"an element that fails is dropped, with a non-fatal error"}"#
        ),
    ])
    func collectionsDescribeTheirElements(schema: String, expected: String) {
        #expect(schema == expected)
    }

    // MARK: Conversions and closures

    @Test func aRuleAfterAConversionIsNamedNotApplied() {
        // The rule checks the text `numberText` makes, not the JSON number.
        let text = Mappers.numberText().validated(.oneOf(["1", "2"]))
        #expect(
            Self.schema(text) == #"{"type":"number","$comment":"also checked by oneOf: must be one of \"1\", \"2\""}"#)
        // A closure may change the value before an enumeration looks it up.
        let lowered = Mappers.value(String.self).then(Mappers.closure { (text: String) in text.lowercased() })
            .then(Mappers.enumeration(["a": 1]))
        #expect(
            Self.schema(lowered)
                == #"{"type":"string","$comment":"also mapped by Closure<String, String>, which the schema does not describe; limited to the keys of an enumeration, which the schema does not list"}"#
        )
    }

    @Test func notNullTakesNullAway() {
        #expect(Self.schema(Mappers.value(String?.self).then(Mappers.notNull())) == #"{"type":"string"}"#)
        #expect(Self.schema(Mappers.value(JSON?.self).then(Mappers.notNull())) == #"{"not":{"type":"null"}}"#)
    }

    @Test func anEmptyKindCheckAllowsEveryKind() {
        #expect(Self.schema(Mappers.kinds([])) == "{}")
    }

    @Test func anEnumerationListsItsKeys() {
        let level = Mappers.value(String.self).then(Mappers.enumeration(["low": 1, "high": 3, "mid": 2]))
        #expect(Self.schema(level) == #"{"type":"string","enum":["high","low","mid"]}"#)
        #expect(Self.schema(level, .writing) == #"{"type":"string","enum":["high","low","mid"]}"#)
    }

    enum Role: String, CaseIterable { case admin, user }
    enum Code: Int { case ok = 200, missing = 404 }

    @Test func aRawValueListsItsCasesWhenItCan() {
        #expect(Self.schema(Mappers.rawValue(Role.self)) == #"{"type":"string","enum":["admin","user"]}"#)
        #expect(
            Self.schema(Mappers.rawValue(Code.self))
                == #"{"type":"integer","$comment":"limited to the raw values of Code, which the schema does not list"}"#
        )
    }

    @Test func aClosureIsNamedNotDescribed() {
        let length = Mappers.value(String.self).then(Mappers.closure { (text: String) in text.count })
        #expect(
            Self.schema(length)
                == #"{"type":"string","$comment":"also mapped by Closure<String, Int>, which the schema does not describe"}"#
        )
        struct Opaque: JSONMapper {
            func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int { 1 }
        }
        #expect(
            Self.schema(Opaque())
                == #"{"$comment":"also mapped by Opaque, which the schema does not describe"}"#)
    }

    @Test func optionallyDescribesTheValueItExpects() {
        #expect(
            Self.schema(Mappers.optionally(Mappers.value(Int8.self), default: 0))
                == #"{"type":["integer","null"],"minimum":-128,"maximum":127,"$comment":"any other value becomes the default, with a non-fatal error"}"#
        )
        #expect(
            Self.schema(Mappers.optionally(Mappers.value(Bool.self), default: false), .writing)
                == #"{"type":"boolean"}"#)
    }

    @Test func aSensitiveValueHasNoDefaultOrExamples() {
        struct Described: JSONCodec {
            func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> String { "" }
            func write(_ value: String, to sink: inout some JSONSink, context: inout MappingContext) {}
            func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
                JSONSchema(["type": "string", "default": "hunter2", "examples": ["hunter2"]])
            }
        }
        #expect(Self.schema(Described().sensitive()) == #"{"type":"string"}"#)
    }
}

extension JSONSchemaTests {
    struct Point: Sendable {
        var x: Int
    }

    static let point = Mappers.object(Point.init) { Field("x", \.x) }

    /// OpenAPI components: references under `#/components/schemas/`, and a suffix that keeps a
    /// type's reading and writing schemas apart in one document.
    @Test func referencesCanPointAtOpenAPIComponents() {
        var requests = JSONSchema.Context(
            direction: .reading, referencePrefix: "#/components/schemas/", nameSuffix: "Input")
        let body = Mappers.array(of: Self.point).describe(.anything, in: &requests)
        #expect(body.description == ##"{"type":"array","items":{"$ref":"#/components/schemas/PointInput"}}"##)
        #expect(
            requests.definitions.description
                == #"{"PointInput":{"type":"object","properties":{"x":{"type":"integer"}},"required":["x"]}}"#)
    }

    /// A name given to ``JSONSchema/Context/reference(to:_:)`` is taken: an object mapping of a
    /// type with that name gets another.
    @Test func aNameReferredToByHandIsNotReused() {
        var context = JSONSchema.Context()
        _ = context.reference(to: "Point") { _ in JSONSchema.type("object") }
        let mapped = Self.point.describe(.anything, in: &context)
        #expect(mapped.description == ##"{"$ref":"#/$defs/Point2"}"##)
        #expect(Array(context.definitions.map(\.key)) == ["Point", "Point2"])
    }
}

extension JSONSchemaTests {
    /// The schema of the problem documents an API answers errors with.
    @Test func problemDetailsHaveASchema() {
        #expect(
            MappingError.ProblemDetails.jsonSchema.description
                == #"{"type":"object","properties":{"type":{"type":"string","format":"uri-reference"},"title":{"type":"string"},"status":{"type":"integer","minimum":100,"maximum":599},"detail":{"type":"string"},"instance":{"type":"string","format":"uri-reference"},"errors":{"type":"array","items":{"type":"object","properties":{"pointer":{"type":"string","format":"json-pointer"},"code":{"type":"string"},"detail":{"type":"string"},"fatal":{"type":"boolean"},"fallback":{"enum":["defaultValue","droppedElement"]}},"required":["pointer","code","detail","fatal"]}}},"required":["type","status","errors"]}"#
        )
    }
}
