import Foundation
import Hydrant
import Testing

/// A mutable person (a prototype) whose hooks keep what the fields do not read in `extras`.
private struct PersonWithExtras: Sendable, Equatable {
    var first = ""
    var last = ""
    var extras = JSONObject()
}

private let person = Mappers.object(prototype: PersonWithExtras()) {
    Field("name.first", \.first)
    Field("name.last", \.last)
}

private struct HookFailed: Error {}

@Suite("Final hooks: afterDecoding and afterEncoding")
struct ObjectHooksTests {
    @Test func aDecodingHookSeesTheWholeSourceAndChangesTheModel() throws {
        let hooked = person.afterDecoding { source, person in
            person.extras = source
        }
        let input: JSON = ["name": ["first": "Ada", "last": "Lovelace"], "born": 1815]
        let result = try hooked.map(input)
        #expect(result.first == "Ada")
        #expect(JSON.object(result.extras) == input)
    }

    @Test(
        arguments: [
            // Top-level keys read by no field remain.
            (
                ["name": ["first": "A", "last": "B"], "born": 1815, "tags": []] as JSON,
                ["born": 1815, "tags": []] as JSON
            ),
            // A key path removes its last key; what else the object holds remains.
            (["name": ["first": "A", "last": "B", "middle": "C"]] as JSON, ["name": ["middle": "C"]] as JSON),
            // Objects left empty are removed (CTXPropertyMapper kept `{"name": {}}`).
            (["name": ["first": "A", "last": "B"]] as JSON, [:] as JSON),
        ] as [(JSON, JSON)])
    func theUnmappedOptionPassesOnlyWhatNoFieldRead(input: JSON, leftovers: JSON) throws {
        let hooked = person.afterDecoding(keys: .unmapped) { rest, person in
            person.extras = rest
        }
        #expect(try JSON.object(hooked.map(input).extras) == leftovers)
    }

    @Test func unmappedKeysIgnoreEncodeOnlyFieldsAndCountConsumersAndMultiFieldAccessors() throws {
        struct Event: Sendable { var day = ""; var time = ""; var label = ""; var rest = JSONObject() }
        let event = Mappers.object(prototype: Event()) {
            Field(
                Accessors.fields("date.day", "date.time"), \.day,
                Mappers.closure(
                    map: { (json: JSON) throws -> String in try [String](json: json).joined(separator: " ") },
                    unmap: { (text: String) -> JSON in .array(text.split(separator: " ").map { .string(String($0)) }) })
            )
            Field("label", \.label).encodeOnly()
            ComputedField("kind", as: String.self, decode: { _, _ in })
        }
        .afterDecoding(keys: .unmapped) { rest, event in event.rest = rest }
        let result = try event.map([
            "date": ["day": "mon", "time": "10:00"], "label": "x", "kind": "talk", "extra": true,
        ])
        #expect(JSON.object(result.rest) == ["label": "x", "extra": true])
    }

    @Test func anEncodingHookAddsKeysToTheOutput() throws {
        let hooked = person.afterEncoding { output, person in
            output["fullName"] = .string("\(person.first) \(person.last)")
        }
        let json = try hooked.reversed.map(PersonWithExtras(first: "Ada", last: "Lovelace"))
        #expect(
            try JSONWriter().writeString(json)
                == #"{"name":{"first":"Ada","last":"Lovelace"},"fullName":"Ada Lovelace"}"#)
    }

    /// A documented difference: CTXPropertyMapper's final encoder could add and replace keys but not
    /// delete them; an encoding hook here edits the output itself.
    @Test func anEncodingHookMayChangeAndRemoveKeysTheMappingWrote() throws {
        let hooked = person.afterEncoding { output, person in
            output["name"] = nil
            output["initials"] = .string("\(person.first.prefix(1))\(person.last.prefix(1))")
        }
        let json = try hooked.reversed.map(PersonWithExtras(first: "Ada", last: "Lovelace"))
        #expect(try JSONWriter().writeString(json) == #"{"initials":"AL"}"#)
        #expect(
            try hooked.reversed.string(from: PersonWithExtras(first: "Ada", last: "Lovelace")) == #"{"initials":"AL"}"#)
    }

    @Test func hooksRunInOrderAndBothWaysOnOneMapper() throws {
        let log = Log()
        let hooked =
            person
            .afterDecoding { _, _ in log.append("decode 1") }
            .afterEncoding { output, _ in
                log.append("encode 1"); output["a"] = 1
            }
            .afterDecoding(keys: .unmapped) { _, _ in log.append("decode 2") }
            .afterEncoding { output, _ in
                log.append("encode 2"); output["a"] = 2
            }
        let value = try hooked.map(["name": ["first": "A", "last": "B"]])
        let json = try hooked.reversed.map(value)
        #expect(log.all == ["decode 1", "decode 2", "encode 1", "encode 2"])
        #expect(json["a"] == 2)
        #expect(try hooked.reversed.reversed.map(["name": ["first": "C", "last": "D"]]).first == "C")
    }

    /// CTXPropertyMapper silently dropped hooks on a mapper with a custom factory (its CTX-39).
    @Test func hooksWorkWithAFactory() throws {
        let made = Mappers.object(factory: { source in
            PersonWithExtras(first: "", last: "", extras: ["from": source["id"] ?? nil])
        }) {
            Field("name", \.first)
        }
        .afterDecoding { _, person in person.last = "hooked" }
        .afterEncoding { output, _ in output["hooked"] = true }
        let value = try made.map(["id": 3, "name": "Ada"])
        #expect(value == PersonWithExtras(first: "Ada", last: "hooked", extras: ["from": 3]))
        #expect(try made.reversed.map(value) == ["name": "Ada", "hooked": true])
    }

    @Test func hooksWorkOnInitializerBasedObjectsNestedObjectsAndArrayElements() throws {
        struct Tag: Sendable { let name: String; var seen = false }
        let tag = Mappers.object { (name: String) in
            Tag(name: name)
        } fields: {
            Field("name", \.name)
        }
        .afterDecoding { _, tag in tag.seen = true }
        .afterEncoding { output, _ in output["kind"] = "tag" }
        let tags = Mappers.array(of: tag)
        let value = try tags.map([["name": "a"], ["name": "b"]])
        #expect(value.map(\.seen) == [true, true])
        #expect(try tags.reversed.map(value) == [["name": "a", "kind": "tag"], ["name": "b", "kind": "tag"]])
    }

    @Test func hooksDoNotRunWhenTheObjectFails() {
        let log = Log()
        let hooked = person.afterDecoding { _, _ in log.append("ran") }
        #expect(hooked.mapping(["name": ["first": "A"]]).error?.isFatal == true)
        #expect(log.all.isEmpty)
    }

    @Test func hooksRunAfterNonFatalErrorsAndKeepThem() throws {
        struct Counter: Sendable { var count = 0; var hooked = false }
        let counter = Mappers.object(prototype: Counter()) {
            Field("count", \.count, Mappers.optionally(Mappers.value(Int.self), default: 1))
        }
        .afterDecoding { _, counter in counter.hooked = true }
        let result = counter.mapping(["count": "many"])
        #expect(result.value?.hooked == true)
        #expect(result.error?.isFatal == false)
    }

    @Test func anErrorThrownByAHookIsFatal() throws {
        let rejecting = person.afterDecoding { _, person in
            guard person.first != person.last else {
                throw MappingError(code: .validationFailed, detail: "first and last names must differ")
            }
        }
        #expect(
            rejecting.mapping(["name": ["first": "A", "last": "A"]]).error?.fatalDescription == """
                [FATAL] Hydrant (code=validationFailed) because "Could not map from '<Unknown>' to '<Unknown>': first and last names must differ"

                """)
        let failing = person.afterEncoding { _, _ in throw HookFailed() }
        let error = try #require(failing.reversed.mapping(PersonWithExtras()).error)
        #expect(error.code == .generic)
        #expect(error.detail == "the encoding hook threw an error")
        #expect(error.underlyingErrors.first is HookFailed)
        let failingDecode = person.afterDecoding { _, _ in throw HookFailed() }
        #expect(
            failingDecode.mapping(["name": ["first": "A", "last": "B"]]).error?.detail
                == "the decoding hook threw an error")
    }
}
