import Hydrant
import Testing

/// The JSON Schema of object mappings: properties, required keys, defaults, `null`, nested key
/// paths, aliases, the unmapped-key policy, both directions, and types that contain themselves.
@Suite("JSON Schema: object mappings")
struct ObjectSchemaTests {
    struct Account: Sendable {
        var id: Int
        var name: String
        var nickname: String?
        var tags: [String]
        var city: String
        var token: String
    }

    static let account = Mappers.object(Account.init) {
        Field("id", \.id)
        Field("name", \.name, Mappers.value(String.self))
        Field("nickname", \.nickname)
        Field("tags", \.tags, Mappers.defaulted(Mappers.value([String].self), to: ["new"]))
        Field("address.city", \.city)
        Field("token", \.token, Mappers.defaulted(Mappers.value(String.self), to: "none").sensitive())
    }

    @Test func readingListsRequiredKeysDefaultsAndNestedPaths() {
        #expect(
            Self.account.jsonSchema().description
                == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/Account","$defs":{"Account":{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"},"nickname":{"type":["string","null"]},"tags":{"type":["array","null"],"items":{"type":"string"},"$comment":"any other value becomes the default, with a non-fatal error","default":["new"]},"address":{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]},"token":{"type":["string","null"],"$comment":"any other value becomes the default, with a non-fatal error"}},"required":["id","name","address"]}}}"##
        )
    }

    @Test func writingListsWhatIsAlwaysWritten() {
        #expect(
            Self.account.jsonSchema(.writing).description
                == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/Account","$defs":{"Account":{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"},"nickname":{"type":["string","null"]},"tags":{"type":"array","items":{"type":"string"}},"address":{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]},"token":{"type":"string"}},"required":["id","name","tags","address","token"]}}}"##
        )
    }

    struct Pair: Sendable, Equatable {
        var left: Int
        var right: Int
    }

    @Test func directionsAliasesAndPoliciesShapeTheSchema() {
        let pair = Mappers.object(Pair.init) {
            Field("left", \.left).decodeOnly()
            Field(Accessors.firstPresent("right", "r"), \.right)
        }.unmappedKeys(.reject)
        // Reading: the decode-only field is read; either alias may hold the other; other keys are rejected.
        #expect(
            pair.jsonSchema().description
                == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/Pair","$defs":{"Pair":{"type":"object","properties":{"left":{"type":"integer"},"right":{"type":"integer"},"r":{"$comment":"read as right is, when the paths before it are missing"}},"required":["left"],"additionalProperties":false,"allOf":[{"anyOf":[{"required":["right"]},{"required":["r"]}]}]}}}"##
        )
        // Writing: the decode-only field is not written; the first alias is. Other keys are not
        // excluded: what the mapping is part of may add members.
        #expect(
            pair.jsonSchema(.writing).description
                == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/Pair","$defs":{"Pair":{"type":"object","properties":{"right":{"type":"integer"}},"required":["right"]}}}"##
        )
    }

    struct Bag: Sendable {
        var payload: JSON
    }

    @Test func aFieldThatRejectsNullSaysSo() {
        // A field without a mapper treats `null` as missing, which is fatal for a `JSON` property.
        let bag = Mappers.object(Bag.init) { Field("payload", \.payload) }
        #expect(
            bag.jsonSchema().description
                == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/Bag","$defs":{"Bag":{"type":"object","properties":{"payload":{"not":{"type":"null"}}},"required":["payload"]}}}"##
        )
        #expect(bag.mapping(["payload": nil]).error?.isFatal == true)
        #expect(bag.mapping(["payload": [1]]).error == nil)
    }

    struct Node: Sendable {
        var name: String
        var children: [Node]
    }

    @Test func aRecursiveTypeRefersToItself() {
        let node = Mappers.recursive { node in
            Mappers.object(Node.init) {
                Field("name", \.name)
                Field("children", \.children, Mappers.array(of: node))
            }
        }
        #expect(
            node.jsonSchema().description
                == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/Node","$defs":{"Node":{"type":"object","properties":{"name":{"type":"string"},"children":{"type":"array","items":{"$ref":"#/$defs/Node"}}},"required":["name","children"]}}}"##
        )
    }

    @Test func twoMappingsOfOneTypeGetTwoNames() {
        let strict = Mappers.object(Pair.init) {
            Field("left", \.left)
            Field("right", \.right)
        }.unmappedKeys(.reject)
        let loose = Mappers.object(Pair.init) {
            Field("l", \.left)
            Field("r", \.right)
        }
        struct Both: Sendable { var a: Pair; var b: Pair }
        let both = Mappers.object(Both.init) {
            Field("a", \.a, strict)
            Field("b", \.b, loose)
        }
        #expect(
            both.jsonSchema().description
                == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/Both","$defs":{"Both":{"type":"object","properties":{"a":{"$ref":"#/$defs/Pair"},"b":{"$ref":"#/$defs/Pair2"}},"required":["a","b"]},"Pair":{"type":"object","properties":{"left":{"type":"integer"},"right":{"type":"integer"}},"required":["left","right"],"additionalProperties":false},"Pair2":{"type":"object","properties":{"l":{"type":"integer"},"r":{"type":"integer"}},"required":["l","r"]}}}"##
        )
    }

    struct Owner: Sendable {
        var pet: Account?
    }

    /// A described field keeps its description beside the alternatives when it may be `null`.
    @Test func aDescriptionStaysOutsideTheNullAlternative() {
        let owner = Mappers.object(Owner.init) {
            Field("pet", \.pet, Mappers.nullable(Self.account)).described("The owner's account, if any.")
        }
        var context = JSONSchema.Context()
        _ = owner.describe(.anything, in: &context)
        #expect(
            context.definitions["Owner"]?.description
                == ##"{"type":"object","properties":{"pet":{"anyOf":[{"$ref":"#/$defs/Account"},{"type":"null"}],"description":"The owner's account, if any."}}}"##
        )
    }

    struct Secrets: Sendable {
        var keys: [String]
        var note: String?
        var stamp: Double
    }

    /// Sensitive values give no default, even inside an array; a field's own `nil` policy decides
    /// its writing schema; a default made anew at each reading is not named as a value.
    @Test func sensitiveElementsFieldNilPoliciesAndMadeDefaults() {
        let counter = Counter()
        let secrets = Mappers.object(Secrets.init) {
            Field(
                "keys", \.keys, Mappers.defaulted(Mappers.array(of: Mappers.value(String.self).sensitive()), to: ["k"]))
            Field("note", \.note).nilValues(.writeNull)
            Field("stamp", \.stamp, Mappers.optionally(Mappers.value(Double.self), defaultFactory: { counter.next() }))
        }
        var reading = JSONSchema.Context()
        _ = secrets.describe(.anything, in: &reading)
        #expect(
            reading.definitions["Secrets"]?.description
                == #"{"type":"object","properties":{"keys":{"type":["array","null"],"items":{"type":"string"},"$comment":"any other value becomes the default, with a non-fatal error"},"note":{"type":["string","null"]},"stamp":{"type":["number","null"],"$comment":"any other value becomes the default, with a non-fatal error; missing, a default made when read"}}}"#
        )
        var writing = JSONSchema.Context(direction: .writing)
        _ = secrets.describe(.anything, in: &writing)
        #expect(
            writing.definitions["Secrets"]?.description
                == #"{"type":"object","properties":{"keys":{"type":"array","items":{"type":"string"}},"note":{"type":["string","null"]},"stamp":{"type":"number"}},"required":["keys","note","stamp"]}"#
        )
    }

    /// A default that changes at each reading, as `Date()` would.
    final class Counter: @unchecked Sendable {
        private var value = 0.0
        func next() -> Double {
            value += 1
            return value
        }
    }

    struct Titled: Sendable {
        var name: String
    }

    /// A required field with a nested alias: one of the paths must hold a value, the nested one
    /// through an object (`null` on the way reads as missing).
    @Test func aRequiredFieldWithANestedAliasRequiresOneOfItsPaths() {
        let titled = Mappers.object(Titled.init) { Field(Accessors.firstPresent("meta.name", "title"), \.name) }
        var context = JSONSchema.Context()
        _ = titled.describe(.anything, in: &context)
        #expect(
            context.definitions["Titled"]?.description
                == #"{"type":"object","properties":{"meta":{"type":["object","null"],"properties":{"name":{"type":"string"}}},"title":{"$comment":"read as meta.name is, when the paths before it are missing"}},"allOf":[{"anyOf":[{"required":["meta"],"properties":{"meta":{"type":"object","required":["name"]}}},{"required":["title"]}]}]}"#
        )
    }
}
