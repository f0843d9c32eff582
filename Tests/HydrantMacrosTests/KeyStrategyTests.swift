// Runs with the package trait Macros (on by default); skipped without it.
#if Macros
    import HydrantMacros
    import Testing

    @testable import HydrantMacrosPlugin

    /// The key strategies at run time (`MappableKeys.key(for:)`) make the keys the macro writes.
    @Suite("MappableKeys")
    struct MappableKeysTests {
        @Test(arguments: [
            ("firstName", "first_name", "first-name"),
            ("userID", "user_id", "user-id"),
            ("URLString", "url_string", "url-string"),
            ("page2Count", "page2_count", "page2-count"),
            ("name", "name", "name"),
            ("HTTPResponseCode", "http_response_code", "http-response-code"),
        ])
        func builtInStrategies(name: String, snake: String, kebab: String) {
            #expect(MappableKeys.snakeCase.key(for: name) == snake)
            #expect(MappableKeys.kebabCase.key(for: name) == kebab)
            #expect(MappableKeys.asGiven.key(for: name) == name)
            #expect(KeyStrategy.snakeCase.key(for: name) == snake)
            #expect(KeyStrategy.kebabCase.key(for: name) == kebab)
            #expect(MappableKeys.custom { $0.uppercased() }.key(for: name) == name.uppercased())
        }
    }
#endif
