import Foundation
import Hydrant
import Testing

private struct Account: Sendable, Equatable {
    let email: String
    let password: String
    let nickname: String?
    var display: String { nickname ?? email }
}

private let account = Mappers.object(Account.init) {
    Field("email", \.email)
    Field("password", \.password).decodeOnly()
    Field("nickname", \.nickname)
    Field("display", \.display).encodeOnly()
}

private struct Place: Sendable, Equatable {
    var city = ""
    var region = ""
    var continent = ""
    var visits = 0
}

/// One source string fills three properties, and three properties make it again.
private let place = Mappers.object(prototype: Place()) {
    Field("visits", \.visits)
    ComputedField(
        "origin", as: String.self,
        decode: { origin, place in
            let parts = origin.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 3 else {
                throw MappingError(code: .invalidSourceValue, detail: "expected three comma-separated parts")
            }
            (place.city, place.region, place.continent) = (parts[0], parts[1], parts[2])
        },
        encode: { place in
            "\(place.city), \(place.region), \(place.continent)"
        })
}

private func text(_ json: JSON) throws -> String {
    try JSONWriter().writeString(json)
}

// Exit-test bodies cannot capture anything, so their models live at file scope.
private struct Immutable: Sendable {
    let name: String
}

@Suite("Decode-only, encode-only and computed fields; writing nil values")
struct FieldDirectionTests {
    @Test func aDecodeOnlyFieldIsReadButNeverWritten() throws {
        let value = try account.map(["email": "ada@example.com", "password": "secret", "nickname": "ada"])
        #expect(value == Account(email: "ada@example.com", password: "secret", nickname: "ada"))
        #expect(
            try text(account.reversed.map(value)) == #"{"email":"ada@example.com","nickname":"ada","display":"ada"}"#)
    }

    @Test func aDecodeOnlyFieldStaysDecodeOnlyWhenValidatedAndKeepsItsKeyPath() throws {
        let field = Field("password", \Account.password).decodeOnly().validated(.minLength(4))
        #expect(field.keyPath as AnyKeyPath == \Account.password as AnyKeyPath)
        #expect(field.propertyName == "password")
        let strict = Mappers.object(Account.init) {
            Field("email", \.email)
            field
            Field("nickname", \.nickname)
        }
        let value = try strict.map(["email": "ada@example.com", "password": "secret"])
        #expect(value == Account(email: "ada@example.com", password: "secret", nickname: nil))
        #expect(try text(strict.reversed.map(value)) == #"{"email":"ada@example.com"}"#)
        #expect(
            strict.mapping(["email": "a@b.c", "password": "abc"]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'password' to 'password': failed minLength: must have at least 4 characters (validationFailed)

                """)
    }

    @Test func aDecodeOnlyFieldIsStillRequired() {
        #expect(
            account.mapping(["email": "a@b.c"]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'password' to 'password': the value is missing (missingValue)

                """)
    }

    @Test func anEncodeOnlyFieldIsNeverReadAndItsKeyIsNotConsumed() throws {
        let input: JSON = ["email": "a@b.c", "password": "p", "display": "ignored"]
        #expect(try account.map(input).display == "a@b.c")
        let strict = account.unmappedKeys(.report).mapping(input)
        #expect(
            strict.error?.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                """)
    }

    /// With `writeNull`, nil properties are written as `null` — but never a decode-only one.
    @Test func writeNullWritesNilPropertiesButNotDecodeOnlyOnes() throws {
        let value = Account(email: "a@b.c", password: "p", nickname: nil)
        #expect(try text(account.reversed.map(value)) == #"{"email":"a@b.c","display":"a@b.c"}"#)
        #expect(
            try text(account.nilValues(.writeNull).reversed.map(value))
                == #"{"email":"a@b.c","nickname":null,"display":"a@b.c"}"#)
    }

    @Test func aConsumerFillsSeveralPropertiesAndAGeneratorMakesTheValueAgain() throws {
        let input: JSON = ["visits": 2, "origin": "Winterfell, The North, Westeros"]
        let value = try place.map(input)
        #expect(value == Place(city: "Winterfell", region: "The North", continent: "Westeros", visits: 2))
        #expect(try place.reversed.map(value) == input)
    }

    @Test func aConsumersErrorsHaveTheSourcePathAndSelfAsDestination() {
        #expect(
            place.mapping(["visits": 1, "origin": "Winterfell"]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'origin' to 'self': expected three comma-separated parts (invalidSourceValue)

                """)
        #expect(
            place.mapping(["visits": 1, "origin": 3]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'origin' to 'self': expected a string, got a number (invalidSourceType)

                """)
        #expect(
            place.mapping(["visits": 1, "orign": "a, b, c"]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'origin' to 'self': the value is missing; did you mean 'orign'? (missingValue)

                """)
    }

    @Test func anOptionalConsumerAcceptsMissingAndNull() throws {
        struct Note: Sendable { var text = "none" }
        let note = Mappers.object(prototype: Note()) {
            ComputedField("text", as: String?.self, decode: { text, note in note.text = text ?? "empty" })
        }
        #expect(try note.map([:]).text == "empty")
        #expect(try note.map(["text": nil]).text == "empty")
        #expect(try note.map(["text": "hi"]).text == "hi")
        // Without an encode closure, the field is decode-only.
        #expect(try note.reversed.map(Note(text: "hi")) == [:])
    }

    @Test func aGeneratorOnlyFieldWritesAndFollowsTheNilPolicy() throws {
        struct Name: Sendable { let first: String; let last: String? }
        let name = Mappers.object(Name.init) {
            Field("first", \.first)
            Field("last", \.last)
            ComputedField("initials") { (name: Name) -> String? in
                name.last.map { "\(name.first.prefix(1))\($0.prefix(1))" }
            }
        }
        #expect(
            try name.reversed.map(Name(first: "Ada", last: "Lovelace")) == [
                "first": "Ada", "last": "Lovelace", "initials": "AL",
            ])
        #expect(try name.reversed.map(Name(first: "Ada", last: nil)) == ["first": "Ada"])
        #expect(
            try name.nilValues(.writeNull).reversed.map(Name(first: "Ada", last: nil)) == [
                "first": "Ada", "last": nil, "initials": nil,
            ])
        #expect(try name.map(["first": "Ada", "initials": "XX"]).first == "Ada")
    }

    @Test func aGeneratorsErrorHasThePaths() {
        struct Broken: Sendable { var x = 0 }
        let broken = Mappers.object(prototype: Broken()) {
            Field("x", \.x)
            ComputedField("y") { (_: Broken) throws -> Int? in
                throw MappingError(code: .invalidSourceValue, detail: "cannot make y")
            }
        }
        #expect(
            broken.reversed.mapping(Broken()).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'self' to 'y': cannot make y (invalidSourceValue)

                """)
    }

    /// An encode-only and a decode-only field may name the same property under different keys.
    @Test func oneKeyInEachDirectionForTheSameProperty() throws {
        struct Item: Sendable { let title: String }
        let item = Mappers.object(Item.init) {
            Field("legacy_title", \.title).decodeOnly()
            Field("title", \.title).encodeOnly()
        }
        let value = try item.map(["legacy_title": "Old"])
        #expect(try item.reversed.map(value) == ["title": "Old"])
    }

    /// CTXPropertyMapper wrote `{"a": {}}` for a key path whose leaf was omitted.
    @Test func anOmittedNestedValueCreatesNoEmptyParent() throws {
        struct Box: Sendable { let value: Int? }
        let box = Mappers.object(Box.init) { Field("a.b", \.value) }
        #expect(try box.reversed.map(Box(value: nil)) == [:])
        #expect(try box.nilValues(.writeNull).reversed.map(Box(value: nil)) == ["a": ["b": nil]])
    }

    /// Each object mapping has its own nil policy, nested objects and array elements included
    /// (CTXPropertyMapper exported collection elements with the default options).
    @Test func nestedMappingsKeepTheirOwnNilPolicy() throws {
        struct Leaf: Sendable { let note: String? }
        struct Tree: Sendable { let leaves: [Leaf] }
        let leaf = Mappers.object(Leaf.init) { Field("note", \.note) }.nilValues(.writeNull)
        let tree = Mappers.object(Tree.init) { Field("leaves", \.leaves, Mappers.array(of: leaf)) }
        #expect(try tree.reversed.map(Tree(leaves: [Leaf(note: nil)])) == ["leaves": [["note": nil]]])
    }

    @Test func aConsumerInAnInitializerBasedObjectStopsWhenBuilt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.object(Immutable.init) {
                Field("name", \.name)
                ComputedField("other", as: String.self, decode: { _, _ in })
            }
        }
        let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(message.contains("object mapping of Immutable: a ComputedField that decodes needs a mutable model"))
    }

    @Test func anInvalidPatternStopsWhenTheValidatorIsMade() async {
        await #expect(processExitsWith: .failure) {
            _ = Validator<String>.matches("(unclosed")
        }
    }
}
