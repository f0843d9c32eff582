import Hydrant
import HydrantTestSupport
import Testing

@Suite("Mappers.object (immutable models)")
struct ObjectTests {
    @Test func mapsEveryFieldAndReversesToTheSameJSON() throws {
        let json: JSON = ["first_name": "Ada", "age": 36]
        let person = try expectSuccess(Person.mapper.mapping(json), equalTo: .ada)
        #expect(try Person.mapper.reversed.map(person) == json)
        #expect(try Person.mapper.reversed.map(person).description == #"{"first_name":"Ada","age":36}"#)
        try expectRoundTrip(Person.mapper, values: [.ada, .grace])
        try expectRoundTrip(Person.mapper, documents: [#"{"age": 36, "first_name": "Ada"}"#])
    }

    @Test func everyFieldIsAttemptedAndErrorsKeepDeclarationOrder() throws {
        let json: JSON = ["nickname": 2, "age": "old"]
        let error = try expectFailure(
            Person.mapper.mapping(json),
            withErrors: [
                ExpectedError(.missingValue, at: "/first_name"),
                ExpectedError(.invalidSourceType, at: "/age"),
                ExpectedError(.invalidSourceType, at: "/nickname"),
            ])
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=3, total=3)"
                  - Could not map from 'first_name' to 'firstName': the value is missing (missingValue)
                  - Could not map from 'age' to 'age': expected a number, got a string (invalidSourceType)
                  - Could not map from 'nickname' to 'nickname': expected a string, got a number (invalidSourceType)

                """)
    }

    @Test func optionalPropertiesAcceptMissingAndNull() throws {
        let json: JSON = ["first_name": "Ada", "age": 36, "nickname": nil]
        try expectSuccess(Person.mapper.mapping(json), equalTo: .ada)
    }

    @Test func nonObjectInputIsAFatalTypeError() throws {
        let error = try expectFailure(Person.mapper.mapping([1, 2]), code: .invalidSourceType)
        #expect(error.detail == "expected an object, got an array")
    }

    @Test func unmappedKeysCanBeReportedOrRejected() throws {
        let json: JSON = ["first_name": "Ada", "age": 36, "extra": true]
        try expectSuccess(Person.mapper.mapping(json), equalTo: .ada)
        let reported = Person.mapper.unmappedKeys(.report).mapping(json)
        let warning = try #require(reported.error)
        // The key is read from the document, so it is not shown: the pointer stops before it.
        try expectSuccess(reported, equalTo: .ada, withErrors: [ExpectedError(.unexpectedKey, atPath: [.redactedKey])])
        #expect(
            warning.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                """)
        try expectFailure(Person.mapper.unmappedKeys(.reject).mapping(json), code: .unexpectedKey)
    }

    /// Keys are told apart by their bytes when the mapping is built: the precomposed and the
    /// decomposed "café" are two members, read into two fields (from a tree and in place) and
    /// written as two keys.
    @Test func keysThatDifferOnlyInUnicodeSpellingAreTwoMembers() throws {
        let spellings = Mappers.object(Spellings.init) {
            Field(Accessors.key("caf\u{E9}"), \.composed)
            Field(Accessors.key("cafe\u{301}"), \.decomposed)
        }
        let document = #"{"caf\#u{E9}":"one","cafe\#u{301}":"two"}"#
        let expected = Spellings(composed: "one", decomposed: "two")
        try expectSuccess(spellings.mapping(parsing: document), equalTo: expected)
        try expectSuccess(spellings.mapping(try JSON(parsing: document)), equalTo: expected)
        #expect(try spellings.reversed.bytes(from: expected) == Array(document.utf8))
        try expectRoundTrip(spellings, values: [expected])
    }
}

private struct Spellings: Sendable, Equatable {
    let composed: String
    let decomposed: String
}

private struct Settings: Sendable, Equatable {
    var theme = "light"
    var fontSize = 12
}

@Suite("Mappers.object (mutable models)")
struct MutableObjectTests {
    fileprivate static let mapper = Mappers.object(prototype: Settings()) {
        Field("theme", \.theme)
        Field("font_size", \.fontSize, Mappers.optionally(Mappers.value(Int.self), default: 14))
    }

    @Test func assignsThroughWritableKeyPaths() throws {
        #expect(try Self.mapper.map(["theme": "dark", "font_size": 16]) == Settings(theme: "dark", fontSize: 16))
        let result = Self.mapper.mapping(["theme": "dark"])
        #expect(result.value == Settings(theme: "dark", fontSize: 14))
        #expect(result.error?.isFatal == false)
        #expect(try Self.mapper.reversed.map(Settings(theme: "x", fontSize: 9)) == ["theme": "x", "font_size": 9])
    }
}

@Suite("Mappers.reshape (JSON to JSON)")
struct ReshapeTests {
    @Test func nestedDestinationsAndReverse() throws {
        let reshape = Mappers.reshape {
            JSONField("first_name", to: "name.first")
            JSONField("last_name", to: "name.last")
            JSONField("nick", to: "name.nick", Mappers.optionally(JSON.self))
        }
        let source: JSON = ["first_name": "Ada", "last_name": "Lovelace"]
        let shaped = try reshape.map(source)
        #expect(shaped == ["name": ["first": "Ada", "last": "Lovelace"]])
        #expect(try reshape.reversed.map(shaped) == source)
    }
}
