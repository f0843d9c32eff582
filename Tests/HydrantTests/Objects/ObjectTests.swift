import Hydrant
import Testing

private struct Person: Sendable, Equatable {
    let firstName: String
    let lastName: String
    let age: Int
    let nickname: String?
}

private let personMapper = Mappers.object(Person.init) {
    Field("first_name", \.firstName)
    Field("last_name", \.lastName)
    Field("age", \.age)
    Field("nickname", \.nickname)
}

@Suite("Mappers.object (immutable models)")
struct ObjectTests {
    @Test func mapsEveryFieldAndReversesToTheSameJSON() throws {
        let json: JSON = ["first_name": "Ada", "last_name": "Lovelace", "age": 36]
        let person = try personMapper.map(json)
        #expect(person == Person(firstName: "Ada", lastName: "Lovelace", age: 36, nickname: nil))
        #expect(try personMapper.reversed.map(person) == json)
        #expect(try personMapper.reversed.map(person).description == #"{"first_name":"Ada","last_name":"Lovelace","age":36}"#)
    }

    @Test func everyFieldIsAttemptedAndErrorsKeepDeclarationOrder() {
        let json: JSON = ["first_name": 1, "age": "old", "nickname": 2]
        guard case .failure(let error) = personMapper.mapping(json) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description == """
            [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=4, total=4)"
              - Could not map from 'first_name' to 'firstName': expected a string, got a number (invalidSourceType)
              - Could not map from 'last_name' to 'lastName': the value is missing (missingValue)
              - Could not map from 'age' to 'age': expected a number, got a string (invalidSourceType)
              - Could not map from 'nickname' to 'nickname': expected a string, got a number (invalidSourceType)

            """)
    }

    @Test func optionalPropertiesAcceptMissingAndNull() throws {
        let json: JSON = ["first_name": "A", "last_name": "B", "age": 1, "nickname": nil]
        #expect(try personMapper.map(json).nickname == nil)
        guard case .success = personMapper.mapping(json) else {
            Issue.record("expected no error")
            return
        }
    }

    @Test func nonObjectInputIsAFatalTypeError() {
        let error = #expect(throws: MappingError.self) { try personMapper.map([1, 2]) }
        #expect(error?.code == .invalidSourceType)
        #expect(error?.detail == "expected an object, got an array")
    }

    @Test func unmappedKeysCanBeReportedOrRejected() throws {
        let json: JSON = ["first_name": "A", "last_name": "B", "age": 1, "extra": true]
        #expect(try personMapper.map(json).firstName == "A")
        let reported = personMapper.unmappedKeys(.report).mapping(json)
        #expect(reported.value?.firstName == "A")
        #expect(reported.error?.fullDescription == """
            [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
              - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

            """)
        let rejected = personMapper.unmappedKeys(.reject).mapping(json)
        #expect(rejected.value == nil)
        #expect(rejected.error?.isFatal == true)
    }
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
