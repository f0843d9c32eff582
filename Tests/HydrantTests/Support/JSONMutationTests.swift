import Hydrant
import HydrantTestSupport
import Testing

/// `JSONMutation`: the documents that differ from a valid one in one way, and the schema
/// agreement cases made from them.
@Suite("JSONMutation")
struct JSONMutationTests {
    @Test func everyPlaceIsMutatedOnceWhateverTheArrayLength() {
        let mutations = JSONMutation.mutations(of: ["name": "Ada", "tags": [true, false, true]])
        #expect(
            mutations.map(\.description) == [
                #"removed key at /name: {"tags":[true,false,true]}"#,
                #"removed key at /tags: {"name":"Ada"}"#,
                #"extra key at the root: {"name":"Ada","tags":[true,false,true],"hydrant-extra-key":1}"#,
                #"wrong type at /name: {"name":12345,"tags":[true,false,true]}"#,
                #"null at /name: {"name":null,"tags":[true,false,true]}"#,
                #"out of range at /name: {"name":"","tags":[true,false,true]}"#,
                #"out of range at /name: {"name":""# + String(repeating: "x", count: 1000)
                    + #"","tags":[true,false,true]}"#,
                #"bad value at /name: {"name":"not a valid value ☃","tags":[true,false,true]}"#,
                #"wrong type at /tags: {"name":"Ada","tags":{}}"#,
                #"null at /tags: {"name":"Ada","tags":null}"#,
                #"wrong type at /tags/0: {"name":"Ada","tags":["true",false,true]}"#,
                #"null at /tags/0: {"name":"Ada","tags":[null,false,true]}"#,
            ])
    }

    @Test func numbersGoOutOfRangeAndKeysAreEscapedInPointers() {
        let mutations = JSONMutation.mutations(of: ["a/b~c": 1])
        #expect(
            mutations.filter { $0.kind == .outOfRange }.map(\.document.description) == [
                #"{"a/b~c":-1}"#, #"{"a/b~c":0.5}"#, #"{"a/b~c":18446744073709551616}"#,
            ])
        #expect(Set(mutations.map(\.pointer)) == ["/a~1b~0c", ""])
    }

    @Test func casesCarryTheSchemaAndTheMappingsVerdicts() {
        let age = Mappers.object({ Age(value: $0) }) { Field("age", \Age.value) }
        let lines = schemaAgreementCases("age", age, valid: [["age": 36]])
        // The schema, the valid document, a removed key, an extra key, a wrong type, null and three
        // numbers out of range.
        #expect(lines.count == 9)
        #expect(lines[0]["schema"]?["$defs"]?["Age"]?["required"] == ["age"])
        #expect(
            lines[1].description
                == #"{"subject":"age","mutation":"none","pointer":"","document":{"age":36},"accepted":true,"fallbacks":[]}"#
        )
        #expect(lines[2]["mutation"] == "removed key")
        #expect(lines[2]["accepted"] == false)
        // An extra key is ignored by the mapping (its default policy).
        #expect(lines[3]["mutation"] == "extra key")
        #expect(lines[3]["accepted"] == true)
    }

    struct Age: Sendable {
        var value: Int
    }
}
