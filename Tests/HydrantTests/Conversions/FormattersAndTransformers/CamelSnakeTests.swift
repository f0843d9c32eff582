import Hydrant
import Testing

@Suite("Camel case ↔ snake case")
struct CamelSnakeTests {
    /// Camel → snake, the forward direction of `Mappers.camelCaseToSnakeCase()`.
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

    static let styles: [CamelCaseStyle] = [.lowerCamelCase, .upperCamelCase]

    @Test(arguments: camelToSnake)
    func camelToSnakeTable(camel: String, snake: String) throws {
        for style in Self.styles {
            #expect(try Mappers.camelCaseToSnakeCase(style: style).map(camel) == snake)
            #expect(try Mappers.snakeCaseToCamelCase(style: style).reversed.map(camel) == snake)
        }
        #expect(try Mappers.value(String.self).then(Mappers.camelCaseToSnakeCase()).map(JSON(camel)) == snake)
    }

    @Test(arguments: snakeToLowerCamel)
    func snakeToLowerCamelTable(snake: String, camel: String) throws {
        #expect(try Mappers.snakeCaseToCamelCase().map(snake) == camel)
        #expect(try Mappers.camelCaseToSnakeCase().reversed.map(snake) == camel)
        #expect(try Mappers.value(String.self).then(Mappers.camelCaseToSnakeCase().reversed).map(JSON(snake)) == camel)
        #expect(try Mappers.value(String.self).then(Mappers.snakeCaseToCamelCase()).map(JSON(snake)) == camel)
    }

    @Test(arguments: snakeToUpperCamel)
    func snakeToUpperCamelTable(snake: String, camel: String) throws {
        #expect(try Mappers.snakeCaseToCamelCase(style: .upperCamelCase).map(snake) == camel)
        #expect(try Mappers.camelCaseToSnakeCase(style: .upperCamelCase).reversed.map(snake) == camel)
    }

    /// `reversed.reversed` is the conversion itself, in the same style, on every name of the tables.
    @Test func reversedTwiceIsTheSameConversion() throws {
        let names = (Self.camelToSnake + Self.snakeToLowerCamel + Self.snakeToUpperCamel).flatMap { [$0.0, $0.1] }
        for style in Self.styles {
            for mapper in [Mappers.camelCaseToSnakeCase(style: style), Mappers.snakeCaseToCamelCase(style: style)] {
                let twice = mapper.reversed.reversed
                #expect(twice == mapper)
                #expect(twice.style == style)
                for name in names {
                    #expect(try twice.map(name) == mapper.map(name), "\(name)")
                }
            }
        }
    }

    /// Both directions take any string and never fail: `map(_:context:)` does not throw, and no
    /// name gives a non-fatal error.
    @Test func neverFails() {
        let names = (Self.camelToSnake + Self.snakeToLowerCamel + Self.snakeToUpperCamel).flatMap { [$0.0, $0.1] }
        var context = MappingContext()
        for style in Self.styles {
            for mapper in [Mappers.camelCaseToSnakeCase(style: style), Mappers.snakeCaseToCamelCase(style: style)] {
                for name in names + ["__", "1", "é", "🐪Case", "a b"] {
                    _ = mapper.map(name, context: &context)
                    _ = mapper.reversed.map(name, context: &context)
                }
            }
        }
        #expect(context.combinedError == nil)
    }

    @Test(arguments: [
        "user_id", "first_name", "address_1", "address_12", "page_2_of_3", "sha_256_hash", "id",
        "x_yz", "a_1_b", "1_st_place", "created_at_utc", "", "url_string",
    ])
    func canonicalSnakeRoundTripsInBothStyles(snake: String) throws {
        for style in Self.styles {
            let mapper = Mappers.snakeCaseToCamelCase(style: style)
            #expect(try mapper.reversed.map(mapper.map(snake)) == snake)
        }
    }

    /// Every canonical snake-case name built from a small alphabet of words round-trips.
    @Test func generatedCanonicalSnakeNamesRoundTrip() throws {
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
        for style in Self.styles {
            let mapper = Mappers.snakeCaseToCamelCase(style: style)
            for name in names {
                #expect(try mapper.reversed.map(mapper.map(name)) == name, "\(name)")
            }
        }
    }

    /// The documented losses: acronyms lose their capitals on `camel → snake → camel`; non-canonical
    /// snake names are normalised.
    @Test func documentedLosses() throws {
        let names = Mappers.camelCaseToSnakeCase()
        #expect(try names.reversed.map(names.map("userID")) == "userId")
        #expect(try names.map(names.reversed.map("x_y_z")) == "x_yz")
        #expect(try names.map(names.reversed.map("line1")) == "line_1")
        #expect(try names.map(names.reversed.map("_id")) == "id")
    }

    @Test func camelRoundTripsWithoutAcronyms() throws {
        for camel in ["firstName", "address1", "page2Of3", "createdAtUtc", "a"] {
            let names = Mappers.camelCaseToSnakeCase()
            #expect(try names.reversed.map(names.map(camel)) == camel)
        }
        let upper = Mappers.camelCaseToSnakeCase(style: .upperCamelCase)
        #expect(try upper.reversed.map(upper.map("FirstName")) == "FirstName")
    }

    @Test func namesAreDirectional() throws {
        #expect(try Mappers.camelCaseToSnakeCase().reversed.map("first_name") == "firstName")
        #expect(try Mappers.snakeCaseToCamelCase().map("first_name") == "firstName")
        #expect(try Mappers.camelCaseToSnakeCase().map("firstName") == "first_name")
        #expect(try Mappers.snakeCaseToCamelCase().reversed.map("firstName") == "first_name")
        let keys = Mappers.camelCaseToSnakeCase(style: .upperCamelCase)
        #expect(keys.style == .upperCamelCase)
        #expect(keys.reversed == Mappers.snakeCaseToCamelCase(style: .upperCamelCase))
        #expect(keys != Mappers.snakeCaseToCamelCase(style: .upperCamelCase))
        #expect(keys != Mappers.camelCaseToSnakeCase())
        #expect(Mappers.snakeCaseToCamelCase().style == .lowerCamelCase)
        #expect(Mappers.snakeCaseToCamelCase().reversed == Mappers.camelCaseToSnakeCase())
    }
}
