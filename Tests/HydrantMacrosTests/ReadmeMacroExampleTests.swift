// Runs with the package trait Macros (on by default); skipped without it.
#if Macros
    import HydrantMacros
    import Testing

    @Mappable(keys: .snakeCase)
    private struct Person: Sendable, Equatable {
        let firstName: String
        @Default(0) let age: Int
        let nickname: String?
    }

    /// The README's "30 seconds" example in the macro style, so the README cannot drift from the code.
    @Suite("README example with macros")
    struct ReadmeMacroExampleTests {
        @Test func theMacroStyleMapsLikeTheExplicitOne() throws {
            guard
                case .successWithErrors(let ada, let warning) = Person.mapper.mapping(
                    parsing: #"{"first_name": "Ada", "age": "unknown"}"#)
            else {
                Issue.record("expected success with a non-fatal error")
                return
            }
            #expect(ada == Person(firstName: "Ada", age: 0, nickname: nil))
            #expect(
                warning.fullDescription == """
                    [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                      - Could not map from 'age' to 'age': expected a number, got a string (invalidSourceType)

                    """)
            #expect(
                try Person.mapper.reversed.string(from: Person(firstName: "Ada", age: 36, nickname: nil))
                    == #"{"first_name":"Ada","age":36}"#)
            guard case .failure(let error) = Person.mapper.mapping(parsing: #"{"age": 3}"#) else {
                Issue.record("expected a fatal error")
                return
            }
            #expect(error.fatalDescription.contains("'first_name' to 'firstName': the value is missing"))
        }
    }
#endif
