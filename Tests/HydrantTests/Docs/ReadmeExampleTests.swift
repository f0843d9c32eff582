import Hydrant
import Testing

/// The README's "30 seconds" example, line by line, so the README cannot drift from the code.
@Suite("README example")
struct ReadmeExampleTests {
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

        #expect(try JSONWriter(options: .pretty).writeString(json) == """
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
