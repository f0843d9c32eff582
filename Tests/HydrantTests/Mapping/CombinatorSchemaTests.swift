import Foundation
import Hydrant
import Testing

/// The schemas of the mappers that wrap or replace another's work: paths, fallbacks, closures,
/// hooks, computed fields, formatters and reflective mappings.
@Suite("JSON Schema: wrappers, closures, hooks and computed fields")
struct CombinatorSchemaTests {
    static func schema(_ mapper: some JSONMapper, _ direction: JSONSchema.Direction = .reading) -> String {
        JSONSchemaTests.schema(mapper, direction)
    }

    struct Person: Sendable, Equatable, Codable {
        var name = ""
        var born = 0
        var origin: String? = nil
    }

    static let name = Mappers.value(String.self)
    static let split = Mappers.split(
        Mappers.toString(), reverse: Mappers.closure { (text: String?) in JSON(text ?? "") })

    /// The schema `mapper` gives to any JSON: for mappers that are only ever part of a JSON mapper.
    static func described(_ mapper: some Mapper, _ direction: JSONSchema.Direction = .reading) -> String {
        var context = JSONSchema.Context(direction: direction)
        return mapper.describe(.anything, in: &context).description
    }

    static let cases: [(String, String)] = [
        (
            schema(Mappers.forward("data.name", name)),
            #"{"type":"object","properties":{"data":{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}},"required":["data"]}"#
        ),
        (
            schema(Mappers.forward("data.name", Mappers.optionally(name))),
            #"{"type":["object","null"],"properties":{"data":{"type":["object","null"],"properties":{"name":{"type":["string","null"],"$comment":"any other value becomes the default, with a non-fatal error"}}}}}"#
        ),
        (
            schema(Mappers.forward(Accessors.path(.key("items"), .index(0)), name)),
            #"{"$comment":"read at items.0, which the schema does not describe"}"#
        ),
        (schema(Mappers.toString()), #"{}"#),
        (described(split), #"{}"#),
        (
            described(split, .writing),
            #"{"$comment":"written by Closure<Optional<String>, JSON>, which the schema does not describe"}"#
        ),
        (
            schema(Mappers.nonFatally(Mappers.value(Int.self), default: 80)),
            #"{"type":"integer","$comment":"any other value becomes the default, with a non-fatal error"}"#
        ),
        (schema(Mappers.nonFatally(Mappers.value(Int.self), default: 80), .writing), #"{"type":"integer"}"#),
        (
            schema(Mappers.value(Int.self).postProcessing { _, result in try result.get() }),
            #"{"type":"integer","$comment":"post-processed by a closure, which the schema does not describe"}"#
        ),
        (schema(name.then(Mappers.camelCaseToSnakeCase())), #"{"type":"string"}"#),
        (
            schema(Mappers.formatted(IntegerFormatStyle<Int>(locale: Locale(identifier: "en_US")))),
            #"{"type":"string","$comment":"parsed with the IntegerFormatStyle<Int> format style"}"#
        ),
        (
            schema(Mappers.reflective(Person.self)),
            #"{"$comment":"also mapped by Reflective<Person>, which the schema does not describe"}"#
        ),
        (
            schema(
                Mappers.closure { (json: JSON) in json["data"] ?? .null }.then(
                    Mappers.object(prototype: Person()) { Field("name", \.name) })),
            #"{"$comment":"also mapped by Closure<JSON, JSON>, which the schema does not describe; then mapped by MutableObject<Person>, which reads JSON the schema does not describe"}"#
        ),
    ]

    @Test(arguments: cases)
    func wrappersDescribeWhatTheyRead(schema: String, expected: String) {
        #expect(schema == expected)
    }

    static let person = Mappers.object(prototype: Person()) {
        Field("name", \.name)
        ComputedField("origin", as: String.self, decode: { origin, person in person.origin = origin }, encode: \.origin)
        ComputedField("born_in") { (person: Person) in person.born }
    }

    static let personSchema =
        #""$defs":{"Person":{"type":"object","properties":{"name":{"type":"string"},"origin":{"type":"string"}},"required":["name","origin"]}}}"#
    static let writtenPersonSchema =
        #""$defs":{"Person":{"type":"object","properties":{"name":{"type":"string"},"origin":{"type":"string"},"born_in":{"type":"integer"}},"required":["name"]}}}"#

    @Test func computedFieldsFollowTheirDirection() {
        // Read: the consumer's key as its type says; the encode-only field is not read.
        #expect(Self.schema(Self.person) == ##"{"$ref":"#/$defs/Person","## + Self.personSchema)
        // Written: what the closures make, which may be nothing.
        #expect(Self.schema(Self.person, .writing) == ##"{"$ref":"#/$defs/Person","## + Self.writtenPersonSchema)
    }

    @Test func hooksAreNamedInTheirDirection() {
        let hooked = Self.person.afterDecoding { _, _ in }
        #expect(
            Self.schema(hooked)
                == ##"{"$ref":"#/$defs/Person","$comment":"checked after decoding by hooks the schema does not describe","##
                + Self.personSchema)
        #expect(Self.schema(hooked, .writing) == ##"{"$ref":"#/$defs/Person","## + Self.writtenPersonSchema)
    }

    @Test func anIndirectValueIsTheWrappedOne() {
        #expect(
            Self.schema(Mappers.indirect(Self.person))
                == ##"{"anyOf":[{"$ref":"#/$defs/Person"},{"type":"null"}],"## + Self.personSchema)
    }
}

extension CombinatorSchemaTests {
    final class Node: Sendable {
        let name: String
        let next: Node?
        init(name: String, next: Node?) {
            self.name = name
            self.next = next
        }
    }

    /// A recursive mapper met again under a closure: the closure's `$comment` sits beside the
    /// reference, which still points at the definition.
    @Test func aRecursiveReferenceKeepsTheKeywordsAddedBesideIt() {
        let node = Mappers.recursive { (node: Mappers.Recursive<Node>) in
            Mappers.object(Node.init) {
                Field("name", \.name)
                Field(
                    "next", \.next,
                    Mappers.nullable(node).then(Mappers.closure(map: { (next: Node?) in next }, unmap: { $0 })))
            }
        }
        #expect(
            Self.schema(node)
                == ##"{"$ref":"#/$defs/Node","$defs":{"Node":{"type":"object","properties":{"name":{"type":"string"},"next":{"anyOf":[{"$ref":"#/$defs/Node"},{"type":"null"}],"$comment":"also mapped by ReversibleClosure<Optional<Node>, Optional<Node>>, which the schema does not describe"}},"required":["name"]}}}"##
        )
    }

    struct Raw: Sendable {
        var payload = JSON.null
        var second = 0
    }

    /// A computed field of a type that is not `Optional` is required and never `null`, `JSON`
    /// included; a digit in a key path may be an array index, so the schema leaves it open; a
    /// URL with an empty list of schemes reads nothing, and a scheme with a `-` is matched as
    /// written.
    @Test func computedJSONDigitKeysAndURLSchemes() {
        let raw = Mappers.object(prototype: Raw()) {
            ComputedField("payload", as: JSON.self, decode: { json, raw in raw.payload = json })
            Field("items.1.count", \.second)
        }
        var context = JSONSchema.Context()
        _ = raw.describe(.anything, in: &context)
        #expect(
            context.definitions["Raw"]?.description
                == #"{"type":"object","properties":{"items":{"$comment":"read at items.1.count by index, which the schema does not describe"},"payload":{"not":{"type":"null"}}},"required":["payload"]}"#
        )
        #expect(
            Self.schema(Mappers.url(schemes: []))
                == #"{"not":{},"$comment":"no URL is read: the list of schemes is empty"}"#)
        #expect(Self.schema(Mappers.url(schemes: ["x-foo"])).contains(#""pattern":"^([Xx]-[Ff][Oo][Oo]):"#))
    }
}
