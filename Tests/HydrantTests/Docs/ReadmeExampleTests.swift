import Hydrant
import HydrantTestSupport
import Testing

/// The README's "30 seconds" example, line by line, so the README cannot drift from the code. Its
/// `Person` is the suite's shared one (Support/Fixtures.swift).
@Suite("README example")
struct ReadmeExampleTests {
    @Test func objectMappingExample() throws {
        let person = Mappers.object(Person.init) {
            Field("first_name", \.firstName)
            Field("age", \.age, Mappers.optionally(Mappers.value(Int.self), default: 0))
            Field("nickname", \.nickname)
        }
        let result = person.mapping(parsing: #"{"first_name": "Ada", "age": "unknown"}"#)
        try expectSuccess(
            result, equalTo: Person(firstName: "Ada", age: 0, nickname: nil),
            withErrors: [ExpectedError(.invalidSourceType, at: "/age")])
        #expect(
            result.error?.fullDescription.contains(
                "- Could not map from 'age' to 'age': expected a number, got a string") == true)
        let written = try person.reversed.map(Person(firstName: "Ada", age: 36, nickname: nil))
        #expect(written.description == #"{"first_name":"Ada","age":36}"#)
        let error = try expectFailure(person.mapping(parsing: #"{"age": 3}"#), code: .missingValue, at: "/first_name")
        #expect(error.fatalDescription.contains("'first_name' to 'firstName': the value is missing"))
    }

    @Test func thirtySecondExample() throws {
        let json = try JSON(parsing: #"{"name": "John Doe", "id": 12345678901234567890123, "tags": ["a", null]}"#)
        #expect(json["name"]?.string == "John Doe")
        #expect(json["id"]?.number?.text == "12345678901234567890123")
        #expect(throws: JSONNumber.ConversionError(reason: .outOfRange, targetType: "Int64")) {
            try json["id"]?.number?.integer(Int64.self)
        }
        #expect(json["tags"]?[1]?.isNull == true)

        #expect(throws: JSONReadingError.self) { try JSON(parsing: "{\"name\": \"John\",\n \"age\": tru}") }
        do {
            _ = try JSON(parsing: "{\"name\": \"John\",\n \"age\": tru}")
        } catch {
            #expect(error.description == "line 2, column 12 (byte 28): expected 'true', found '}'")
        }

        #expect(
            try JSONWriter(options: .pretty).writeString(json) == """
                {
                  "name": "John Doe",
                  "id": 12345678901234567890123,
                  "tags": [
                    "a",
                    null
                  ]
                }
                """)

        let retries = Mappers.optionally(Mappers.value(Int.self), default: 3)
        #expect(try retries.map(5) == 5)
        guard case .successWithErrors(3, let warning) = retries.mapping("five") else {
            Issue.record("expected .successWithErrors(3, …)")
            return
        }
        #expect(warning.reason.hasSuffix("expected a number, got a string"))
        #expect(try retries.reversed.map(5) == 5)
        #expect(throws: MappingError.self) { try Mappers.value(UInt8.self).map(300) }
    }
}
