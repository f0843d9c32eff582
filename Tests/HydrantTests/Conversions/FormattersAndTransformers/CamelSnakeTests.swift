import Hydrant
import Testing

@Suite("Camel case ↔ snake case")
struct CamelSnakeTests {
    /// Camel → snake, the forward direction of `CamelCaseToSnakeCase`.
    static let camelToSnake: [(String, String)] = [
        ("", ""),
        ("name", "name"),
        ("firstName", "first_name"),
        ("FirstName", "first_name"),
        ("address1", "address_1"),
        ("address12", "address_12"),
        ("page2Of3", "page_2_of_3"),
        ("userID", "user_id"),
        ("UserID", "user_id"),
        ("URLString", "url_string"),
        ("ID", "id"),
        ("userIDToken", "user_id_token"),
        ("_yoDog", "_yo_dog"),
        ("Yo__Dog", "yo__dog"),
        ("already_snake", "already_snake"),
        ("x", "x"),
        ("X", "x"),
        ("éclairÀLaCrème", "éclair_à_la_crème"),
    ]

    /// Snake → camel (lower), Hydrant's reverse rules.
    static let snakeToLowerCamel: [(String, String)] = [
        ("", ""),
        ("name", "name"),
        ("first_name", "firstName"),
        ("user_id", "userId"),
        ("address_1", "address1"),
        ("_yoDog", "Yodog"),
        ("Yo__Dog", "yoDog"),
        ("FIRST_NAME", "firstName"),
        ("trailing_", "trailing"),
        ("_", ""),
    ]

    /// Snake → camel (upper).
    static let snakeToUpperCamel: [(String, String)] = [
        ("", ""),
        ("name", "Name"),
        ("first_name", "FirstName"),
        ("user_id", "UserId"),
        ("address_1", "Address1"),
        ("_yoDog", "Yodog"),
        ("Yo__Dog", "YoDog"),
        ("1st_place", "1stPlace"),
    ]

    @Test(arguments: camelToSnake)
    func camelToSnakeTable(camel: String, snake: String) throws {
        #expect(CamelCaseToSnakeCase().transform(camel) == snake)
        #expect(CamelCaseToSnakeCase(style: .upperCamelCase).transform(camel) == snake)
        #expect(SnakeCaseToCamelCase().reverseTransform(camel) == snake)
        #expect(try Mappers.transform(CamelCaseToSnakeCase()).map(camel) == snake)
        #expect(try Mappers.reverseTransform(SnakeCaseToCamelCase()).map(camel) == snake)
    }

    @Test(arguments: snakeToLowerCamel)
    func snakeToLowerCamelTable(snake: String, camel: String) throws {
        #expect(SnakeCaseToCamelCase().transform(snake) == camel)
        #expect(CamelCaseToSnakeCase().reverseTransform(snake) == camel)
        #expect(try Mappers.transform(CamelCaseToSnakeCase()).reversed.map(snake) == camel)
        #expect(try Mappers.transform(SnakeCaseToCamelCase()).map(snake) == camel)
    }

    @Test(arguments: snakeToUpperCamel)
    func snakeToUpperCamelTable(snake: String, camel: String) throws {
        #expect(SnakeCaseToCamelCase(style: .upperCamelCase).transform(snake) == camel)
        #expect(CamelCaseToSnakeCase(style: .upperCamelCase).reverseTransform(snake) == camel)
    }

    @Test(arguments: [
        "user_id", "first_name", "address_1", "address_12", "page_2_of_3", "sha_256_hash", "id",
        "x_yz", "a_1_b", "1_st_place", "created_at_utc", "", "url_string",
    ])
    func canonicalSnakeRoundTripsInBothStyles(snake: String) {
        for style in [CamelCaseStyle.lowerCamelCase, .upperCamelCase] {
            let transformer = SnakeCaseToCamelCase(style: style)
            #expect(transformer.reverseTransform(transformer.transform(snake)) == snake)
        }
    }

    /// Every canonical snake-case name built from a small alphabet of words round-trips.
    @Test func generatedCanonicalSnakeNamesRoundTrip() {
        let letterWords = ["ab", "id", "url", "name"]
        let digitWords = ["1", "42"]
        var names: [String] = []
        func extend(_ words: [String], lastWasDigits: Bool, depth: Int) {
            if !words.isEmpty { names.append(words.joined(separator: "_")) }
            guard depth > 0 else { return }
            for word in letterWords { extend(words + [word], lastWasDigits: false, depth: depth - 1) }
            if !lastWasDigits {
                for word in digitWords { extend(words + [word], lastWasDigits: true, depth: depth - 1) }
            }
        }
        extend(["x"], lastWasDigits: false, depth: 3)
        extend([], lastWasDigits: false, depth: 3)
        #expect(names.count > 100)
        for style in [CamelCaseStyle.lowerCamelCase, .upperCamelCase] {
            let transformer = SnakeCaseToCamelCase(style: style)
            for name in names {
                #expect(transformer.reverseTransform(transformer.transform(name)) == name, "\(name)")
            }
        }
    }

    /// The documented losses: acronyms lose their capitals on `camel → snake → camel`; non-canonical
    /// snake names are normalised.
    @Test func documentedLosses() {
        let names = CamelCaseToSnakeCase()
        #expect(names.reverseTransform(names.transform("userID")) == "userId")
        #expect(names.transform(names.reverseTransform("x_y_z")) == "x_yz")
        #expect(names.transform(names.reverseTransform("line1")) == "line_1")
        #expect(names.transform(names.reverseTransform("_id")) == "id")
    }

    @Test func camelRoundTripsWithoutAcronyms() {
        for camel in ["firstName", "address1", "page2Of3", "createdAtUtc", "a"] {
            let names = CamelCaseToSnakeCase()
            #expect(names.reverseTransform(names.transform(camel)) == camel)
        }
        let upper = CamelCaseToSnakeCase(style: .upperCamelCase)
        #expect(upper.reverseTransform(upper.transform("FirstName")) == "FirstName")
    }

    @Test func namesAreDirectional() throws {
        #expect(try ReversedTransformer(CamelCaseToSnakeCase()).transform("first_name") == "firstName")
        #expect(SnakeCaseToCamelCase().transform("first_name") == "firstName")
        #expect(CamelCaseToSnakeCase().transform("firstName") == "first_name")
    }
}
