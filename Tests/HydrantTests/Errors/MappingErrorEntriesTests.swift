import Foundation
import Hydrant
import Testing

/// The models the entry tests map: an order with items, tags, a nickname and a password.
enum EntryModels {
    struct Item: Sendable {
        let sku: String
        let quantity: Int
    }

    struct Order: Sendable {
        let customer: String
        let items: [Item]
    }

    struct Tagged: Sendable {
        let tags: [String: Int]
    }

    struct Profile: Sendable {
        let name: String
        let nickname: String?
    }

    struct Account: Sendable {
        let login: String
        let password: String
    }

    struct Stamp: Sendable {
        let stamp: String
    }

    struct Odd: Sendable {
        let value: Bool
    }

    static let item = Mappers.object(Item.init) {
        Field("sku", \.sku)
        Field("quantity", \.quantity)
    }

    static let order = Mappers.object(Order.init) {
        Field("customer", \.customer)
        Field("items", \.items, Mappers.array(of: item))
    }

    static let tagged = Mappers.object(Tagged.init) {
        Field("tags", \.tags, Mappers.dictionary(of: Mappers.value(Int.self)))
    }

    static let profile = Mappers.object(Profile.init) {
        Field("name", \.name).validated(.minLength(3))
        Field("nickname", \.nickname, Mappers.optionally(Mappers.value(String.self)))
    }

    static let account = Mappers.object(Account.init) {
        Field("login", \.login)
        Field("password", \.password, Mappers.value(String.self).validated(.minLength(12)).sensitive())
    }

    static let stamp = Mappers.object(Stamp.init) {
        Field(Accessors.fields("date", "time"), \.stamp, Mappers.value(String.self))
    }

    static let odd = Mappers.object(Odd.init) {
        Field(Accessors.key("x.y/z~w"), \.value)
    }
}

/// A mapping's error and the entries it must list, hidden and revealed.
struct EntriesCase: Sendable, CustomTestStringConvertible {
    typealias Entry = MappingError.Entry

    let testDescription: String
    let error: @Sendable () -> MappingError?
    let entries: [Entry]
    let revealedEntries: [Entry]

    init(
        _ label: String, _ error: @escaping @Sendable () -> MappingError?, _ entries: [Entry], revealed: [Entry]? = nil
    ) {
        self.testDescription = label
        self.error = error
        self.entries = entries
        self.revealedEntries = revealed ?? entries
    }
}

@Suite("MappingError entries and problem details")
struct MappingErrorEntriesTests {
    typealias Entry = MappingError.Entry
    typealias ProblemDetails = MappingError.ProblemDetails

    static let entries: [EntriesCase] = [
        EntriesCase(
            "a missing field of an object in an array",
            { EntryModels.order.mapping(["customer": "Ada", "items": [["quantity": 1]]]).error },
            [
                Entry(
                    sourcePath: [.key("items"), .index(0), .key("sku")], destination: "items.0.sku",
                    code: .missingValue,
                    message: "the value is missing")
            ]),
        EntriesCase(
            "an array element of the wrong type",
            {
                EntryModels.order.mapping([
                    "customer": "Ada", "items": [["sku": "a", "quantity": 1], ["sku": "b", "quantity": "two"]],
                ]).error
            },
            [
                Entry(
                    sourcePath: [.key("items"), .index(1), .key("quantity")], destination: "items.1.quantity",
                    code: .invalidSourceType, message: "expected a number, got a string")
            ],
            revealed: [
                Entry(
                    sourcePath: [.key("items"), .index(1), .key("quantity")], destination: "items.1.quantity",
                    code: .invalidSourceType, message: #"expected a number, got a string [source value: "two"]"#)
            ]),
        EntriesCase(
            "several errors, in order",
            { EntryModels.order.mapping(["items": [["sku": 7, "quantity": 1], [:]]]).error },
            [
                Entry(
                    sourcePath: [.key("customer")], destination: "customer", code: .missingValue,
                    message: "the value is missing"),
                Entry(
                    sourcePath: [.key("items"), .index(0), .key("sku")], destination: "items.0.sku",
                    code: .invalidSourceType,
                    message: "expected a string, got a number"),
                Entry(
                    sourcePath: [.key("items"), .index(1), .key("sku")], destination: "items.1.sku",
                    code: .missingValue,
                    message: "the value is missing"),
                Entry(
                    sourcePath: [.key("items"), .index(1), .key("quantity")], destination: "items.1.quantity",
                    code: .missingValue, message: "the value is missing"),
            ],
            revealed: [
                Entry(
                    sourcePath: [.key("customer")], destination: "customer", code: .missingValue,
                    message: "the value is missing"),
                Entry(
                    sourcePath: [.key("items"), .index(0), .key("sku")], destination: "items.0.sku",
                    code: .invalidSourceType,
                    message: "expected a string, got a number [source value: 7]"),
                Entry(
                    sourcePath: [.key("items"), .index(1), .key("sku")], destination: "items.1.sku",
                    code: .missingValue,
                    message: "the value is missing"),
                Entry(
                    sourcePath: [.key("items"), .index(1), .key("quantity")], destination: "items.1.quantity",
                    code: .missingValue, message: "the value is missing"),
            ]),
        EntriesCase(
            "a dictionary member's key is hidden unless revealed",
            { EntryModels.tagged.mapping(["tags": ["ok": 1, "secret@example.com": "x"]]).error },
            [
                Entry(
                    sourcePath: [.key("tags"), .redactedKey], destination: "tags.<key>", code: .invalidSourceType,
                    message: "expected a number, got a string")
            ],
            revealed: [
                Entry(
                    sourcePath: [.key("tags"), .key("secret@example.com")], destination: #"tags."secret@example.com""#,
                    code: .invalidSourceType, message: #"expected a number, got a string [source value: "x"]"#)
            ]),
        EntriesCase(
            "a key with a dot, a slash and a tilde",
            { EntryModels.odd.mapping(["x.y/z~w": 1]).error },
            [
                Entry(
                    sourcePath: [.key("x.y/z~w")], destination: "value", code: .invalidSourceType,
                    message: "expected a boolean, got a number")
            ],
            revealed: [
                Entry(
                    sourcePath: [.key("x.y/z~w")], destination: "value", code: .invalidSourceType,
                    message: "expected a boolean, got a number [source value: 1]")
            ]),
        EntriesCase(
            "a multi-field accessor gives one entry per field",
            { EntryModels.stamp.mapping(["date": "2024-01-02", "time": "10:00"]).error },
            [
                Entry(
                    sourcePath: [.key("date")], destination: "stamp", code: .invalidSourceType,
                    message: "expected a string, got an array"),
                Entry(
                    sourcePath: [.key("time")], destination: "stamp", code: .invalidSourceType,
                    message: "expected a string, got an array"),
            ],
            revealed: [
                Entry(
                    sourcePath: [.key("date")], destination: "stamp", code: .invalidSourceType,
                    message: #"expected a string, got an array [source value: ["2024-01-02","10:00"]]"#),
                Entry(
                    sourcePath: [.key("time")], destination: "stamp", code: .invalidSourceType,
                    message: #"expected a string, got an array [source value: ["2024-01-02","10:00"]]"#),
            ]),
        EntriesCase(
            "a non-fatal fallback",
            { EntryModels.profile.mapping(["name": "Ada", "nickname": 5]).error },
            [
                Entry(
                    sourcePath: [.key("nickname")], destination: "nickname", code: .invalidSourceType,
                    message: "expected a string, got a number", isFatal: false, fallback: .defaultValue)
            ],
            revealed: [
                Entry(
                    sourcePath: [.key("nickname")], destination: "nickname", code: .invalidSourceType,
                    message: "expected a string, got a number [source value: 5]", isFatal: false,
                    fallback: .defaultValue)
            ]),
        EntriesCase(
            "the errors of an element a fallback dropped are warnings",
            {
                Mappers.array(of: Mappers.optionally(EntryModels.item)).mapping([
                    ["sku": "a", "quantity": 1], ["sku": 1],
                ]).error
            },
            [
                Entry(
                    sourcePath: [.index(1), .key("sku")], destination: "1.sku", code: .invalidSourceType,
                    message: "expected a string, got a number", isFatal: false, fallback: .droppedElement),
                Entry(
                    sourcePath: [.index(1), .key("quantity")], destination: "1.quantity", code: .missingValue,
                    message: "the value is missing", isFatal: false, fallback: .droppedElement),
            ],
            revealed: [
                Entry(
                    sourcePath: [.index(1), .key("sku")], destination: "1.sku", code: .invalidSourceType,
                    message: "expected a string, got a number [source value: 1]", isFatal: false,
                    fallback: .droppedElement),
                Entry(
                    sourcePath: [.index(1), .key("quantity")], destination: "1.quantity", code: .missingValue,
                    message: "the value is missing", isFatal: false, fallback: .droppedElement),
            ]),
        EntriesCase(
            "a validation error",
            { EntryModels.profile.mapping(["name": "Al", "nickname": "Al"]).error },
            [
                Entry(
                    sourcePath: [.key("name")], destination: "name", code: .validationFailed,
                    message: "failed minLength: must have at least 3 characters")
            ],
            revealed: [
                Entry(
                    sourcePath: [.key("name")], destination: "name", code: .validationFailed,
                    message: #"failed minLength: must have at least 3 characters [source value: "Al"]"#)
            ]),
        EntriesCase(
            "a sensitive field never shows its value",
            { EntryModels.account.mapping(["login": "ada", "password": "hunter2"]).error },
            [
                Entry(
                    sourcePath: [.key("password")], destination: "password", code: .validationFailed,
                    message: "failed minLength: must have at least 12 characters")
            ]),
        EntriesCase(
            "an unexpected key at the top points at the object",
            {
                EntryModels.profile.unmappedKeys(.reject).mapping(["name": "Ada", "nickname": "Addy", "extra": true])
                    .error
            },
            [
                Entry(
                    sourcePath: [.redactedKey], destination: nil, code: .unexpectedKey,
                    message: "no field reads this key")
            ],
            revealed: [
                Entry(
                    sourcePath: [.key("extra")], destination: nil, code: .unexpectedKey,
                    message: "no field reads this key [source value: true]")
            ]),
        EntriesCase(
            "an error without a path is at the value itself",
            { Mappers.value(Int.self).mapping("five").error },
            [
                Entry(
                    sourcePath: [], destination: nil, code: .invalidSourceType,
                    message: "expected a number, got a string")
            ],
            revealed: [
                Entry(
                    sourcePath: [], destination: nil, code: .invalidSourceType,
                    message: #"expected a number, got a string [source value: "five"]"#)
            ]),
        EntriesCase(
            "the error limit's marker is an entry",
            {
                MappingError.withErrorLimit(2) {
                    Mappers.array(of: Mappers.value(Int.self)).mapping([1, "a", "b", "c", "d"]).error
                }
            },
            [
                Entry(
                    sourcePath: [.index(1)], destination: "1", code: .invalidSourceType,
                    message: "expected a number, got a string"),
                Entry(
                    sourcePath: [.index(2)], destination: "2", code: .invalidSourceType,
                    message: "expected a number, got a string"),
                Entry(
                    sourcePath: [], destination: nil, code: .tooManyErrors,
                    message: "2 more errors were not kept (fatal=2): the error limit is 2"),
            ],
            revealed: [
                Entry(
                    sourcePath: [.index(1)], destination: "1", code: .invalidSourceType,
                    message: #"expected a number, got a string [source value: "a"]"#),
                Entry(
                    sourcePath: [.index(2)], destination: "2", code: .invalidSourceType,
                    message: #"expected a number, got a string [source value: "b"]"#),
                Entry(
                    sourcePath: [], destination: nil, code: .tooManyErrors,
                    message: "2 more errors were not kept (fatal=2): the error limit is 2"),
            ]),
    ]

    @Test(arguments: entries)
    func entriesOfAMapping(_ testCase: EntriesCase) throws {
        let error = try #require(testCase.error())
        #expect(error.entries == testCase.entries)
        #expect(error.revealingValues().entries == testCase.revealedEntries)
    }

    // MARK: Codes

    @Test(
        arguments: [
            (.invalidSourceValue, "invalidSourceValue"), (.invalidSourceType, "invalidSourceType"),
            (.invalidResultingType, "invalidResultingType"), (.multipleErrors, "multipleErrors"),
            (.readFailed, "readFailed"),
            (.writeFailed, "writeFailed"), (.missingValue, "missingValue"), (.nullValue, "nullValue"),
            (.numberOutOfRange, "numberOutOfRange"), (.validationFailed, "validationFailed"),
            (.unexpectedKey, "unexpectedKey"),
            (.tooManyErrors, "tooManyErrors"), (.duplicateKey, "duplicateKey"), (.generic, "generic"),
            (MappingError.Code(rawValue: 1001), "code1001"), (MappingError.Code(rawValue: -2), "code-2"),
        ] as [(MappingError.Code, String)])
    func codesHaveStableNames(code: MappingError.Code, name: String) {
        #expect(code.name == name)
    }

    /// The wording of an error that says nothing but its code, for each code.
    @Test(
        arguments: [
            (.invalidSourceValue, "the value is not valid"), (.invalidSourceType, "the value has the wrong type"),
            (.invalidResultingType, "mapper produced nothing from nothing"),
            (.readFailed, "failed to read the value from the source"),
            (.writeFailed, "failed to write the value to the destination"), (.missingValue, "the value is missing"),
            (.nullValue, "the value is null"), (.numberOutOfRange, "the number is out of range"),
            (.validationFailed, "the value is not valid"), (.unexpectedKey, "no field reads this key"),
            (.duplicateKey, "the key appears more than once"), (.generic, "the value could not be mapped"),
            (.tooManyErrors, "the value could not be mapped"),
            (MappingError.Code(rawValue: 1001), "the value could not be mapped"),
            (.multipleErrors, "Multiple parsing errors occurred (fatal=0, total=0)"),
        ] as [(MappingError.Code, String)])
    func messagesWithoutDetail(code: MappingError.Code, message: String) {
        let error = MappingError(code: code, sourcePath: "a.b", destinationPath: "c")
        #expect(
            error.entries == [
                Entry(sourcePath: [.key("a"), .key("b")], destination: "c", code: code, message: message)
            ])
    }

    // MARK: The tree

    struct Foreign: Error, LocalizedError {
        var errorDescription: String? { "foreign trouble" }
    }

    @Test func foreignErrorsBesideMappingErrorsAreEntriesAtTheirContainersPath() {
        let tree = MappingError(
            collecting: [
                MappingError(code: .missingValue, sourcePath: "a"),
                Foreign(),
            ], sourcePath: "box")
        #expect(
            tree.entries == [
                Entry(sourcePath: [.key("box"), .key("a")], code: .missingValue, message: "the value is missing"),
                Entry(
                    sourcePath: [.key("box")], code: .generic,
                    message: "[HydrantTests.MappingErrorEntriesTests.Foreign] (code=1) foreign trouble"),
            ])
        #expect(tree.markedSensitive().entries[1].message == "[HydrantTests.MappingErrorEntriesTests.Foreign] (code=1)")
        // Under a container that a fallback made non-fatal, it is a warning too.
        #expect(tree.withFatality(false).entries.map(\.isFatal) == [false, false])
    }

    @Test func foreignErrorsUnderALeafAreItsCauses() throws {
        let mapper = Mappers.closure { (_: JSON) throws -> Int in throw Foreign() }
        let error = try #require(mapper.mapping(1).error)
        #expect(
            error.entries == [
                Entry(sourcePath: [], code: .invalidSourceValue, message: "the conversion threw an error")
            ])
        // A collection of foreign errors alone lists them.
        #expect(MappingError(collecting: [Foreign()]).entries.map(\.code) == [.generic])
    }

    @Test func nestedContainersJoinTheirPaths() {
        let inner = MappingError(
            collecting: [MappingError(code: .nullValue, sourcePath: .index(2), destinationPath: .index(2))],
            sourcePath: "list", destinationPath: "list")
        let outer = MappingError(collecting: [inner], sourcePath: .documentKey("k"), destinationPath: "map")
        #expect(
            outer.entries == [
                Entry(
                    sourcePath: [.redactedKey, .key("list"), .index(2)], destination: "map.list.2", code: .nullValue,
                    message: "the value is null")
            ])
        #expect(outer.revealingValues().entries[0].pointer == "/k/list/2")
    }

    @Test func deepTreesAreFlattenedWithoutRecursion() {
        var error = MappingError(code: .missingValue)
        for depth in 0..<600 {
            error = MappingError(collecting: [error], sourcePath: .index(depth % 10))
        }
        let entries = error.entries
        #expect(entries.count == 1)
        #expect(entries[0].sourcePath.count == 600)
        #expect(entries[0].pointer == String(repeating: "/9/8/7/6/5/4/3/2/1/0", count: 60))
    }

    // MARK: Pointers

    /// Every key a pointer must escape or keep, read through a dictionary (document keys) and an
    /// object's literal key.
    static let trickyKeys = ["x.y/z~w", "~1", "~01", "/", "a~", " ", "é/ü", "0", "a\"b", "<key>"]

    @Test(arguments: trickyKeys)
    func pointersLeadBackToTheValueThatFailed(key: String) throws {
        func member(_ value: JSON) -> JSON { .object(JSONObject(members: [(key: key, value: value)])) }
        let document: JSON = ["list": [member(1), member("bad")]]
        let dictionary = Mappers.forward("list", Mappers.array(of: Mappers.dictionary(of: Mappers.value(Int.self))))
        let literal = Mappers.forward(
            "list", Mappers.array(of: Mappers.forward(Accessors.key(key), Mappers.value(Int.self))))
        for error in [dictionary.mapping(document).error?.revealingValues(), literal.mapping(document).error] {
            let entries = try #require(error?.entries)
            #expect(entries.map(\.sourcePath) == [[.key("list"), .index(1), .key(key)]])
            #expect(Self.resolve(entries[0].pointer, in: document) == "bad")
            #expect(Self.tokens(of: entries[0].pointer) == ["list", "1", key])
        }
    }

    /// The reference tokens of an RFC 6901 pointer: split on `/`, then `~1` decoded before `~0`.
    static func tokens(of pointer: String) -> [String] {
        pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The value a pointer points at, as RFC 6901 evaluates it.
    static func resolve(_ pointer: String, in document: JSON) -> JSON? {
        var current = document
        for token in tokens(of: pointer) {
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    // MARK: Problem details

    @Test func problemDetailsOfAFailure() throws {
        let result = EntryModels.order.mapping([
            "customer": "Ada", "items": [["sku": "a"], ["sku": "b", "quantity": "two"]],
        ])
        let problem = try #require(result.problemDetails())
        #expect(problem == result.error?.problemDetails())
        #expect(problem.status == 422)
        #expect(
            problem.jsonString() == """
                {"type":"about:blank","title":"Unprocessable Content","status":422,"detail":"The request body is not valid.",\
                "errors":[{"pointer":"/items/0/quantity","code":"missingValue","detail":"the value is missing","fatal":true},\
                {"pointer":"/items/1/quantity","code":"invalidSourceType","detail":"expected a number, got a string","fatal":true}]}
                """)
        #expect(problem.jsonBytes() == Array(problem.jsonString().utf8))
        #expect(ProblemDetails.contentType == "application/problem+json")
    }

    @Test func problemDetailsAreConfigurable() throws {
        let error = try #require(EntryModels.odd.mapping(["x.y/z~w": 1]).error)
        let problem = error.problemDetails(
            type: "https://example.com/problems/invalid-body", title: "Your request is not valid.", status: 400,
            detail: "See errors.", instance: "/orders/7")
        #expect(
            problem.jsonString() == """
                {"type":"https://example.com/problems/invalid-body","title":"Your request is not valid.","status":400,\
                "detail":"See errors.","instance":"/orders/7",\
                "errors":[{"pointer":"/x.y~1z~0w","code":"invalidSourceType","detail":"expected a boolean, got a number","fatal":true}]}
                """)
        // The title defaults to the status's reason phrase; `nil` leaves the detail out.
        #expect(
            error.problemDetails(status: 400, detail: nil).jsonString() == """
                {"type":"about:blank","title":"Bad Request","status":400,\
                "errors":[{"pointer":"/x.y~1z~0w","code":"invalidSourceType","detail":"expected a boolean, got a number","fatal":true}]}
                """)
        #expect(error.problemDetails(status: 299).title == nil)
        #expect(
            error.problemDetails(status: 299, detail: nil).jsonString() == """
                {"type":"about:blank","status":299,\
                "errors":[{"pointer":"/x.y~1z~0w","code":"invalidSourceType","detail":"expected a boolean, got a number","fatal":true}]}
                """)
    }

    @Test func problemDetailsFormattedAndWithinATinyDepth() throws {
        let error = try #require(Mappers.value(Int.self).mapping("five").error)
        let problem = error.problemDetails(detail: nil)
        #expect(
            problem.jsonString(options: JSONWritingOptions(prettyPrinted: true, maxDepth: 1)) == """
                {
                  "type": "about:blank",
                  "title": "Unprocessable Content",
                  "status": 422,
                  "errors": [
                    {
                      "pointer": "",
                      "code": "invalidSourceType",
                      "detail": "expected a number, got a string",
                      "fatal": true
                    }
                  ]
                }
                """)
    }

    /// A GitHub-style list of pull requests, two of them bad: a defaulted field and a dropped
    /// element are told apart in the entries, the problem details and the one-line renderings.
    @Test func droppedElementsAndDefaultsAreToldApart() throws {
        struct Pull: Sendable, Equatable {
            let number: Int
            let title: String
            let draft: Bool
        }
        let pull = Mappers.object(Pull.init) {
            Field("number", \.number)
            Field("title", \.title)
            Field("draft", \.draft, Mappers.defaulted(Mappers.value(Bool.self), to: false))
        }
        let pulls = Mappers.array(of: Mappers.optionally(pull))
        let result = pulls.mapping(
            parsing: #"""
                [{"number": 1, "title": "a"}, {"number": 2, "title": "b", "draft": "yes"},
                 {"number": "3"}, {"number": 4, "title": "d", "draft": null}]
                """#)
        #expect(
            result.value == [
                Pull(number: 1, title: "a", draft: false), Pull(number: 2, title: "b", draft: false),
                Pull(number: 4, title: "d", draft: false),
            ])
        let error = try #require(result.error)
        #expect(
            error.entries.map(\.description) == [
                "[non-fatal] '/1/draft': expected a boolean, got a string (invalidSourceType; default used)",
                "[non-fatal] '/2/number': expected a number, got a string (invalidSourceType; element dropped)",
                "[non-fatal] '/2/title': the value is missing (missingValue; element dropped)",
            ])
        #expect(error.entries.map(\.fallback) == [.defaultValue, .droppedElement, .droppedElement])
        #expect(error.underlyingMappingErrors.map(\.fallback) == [nil, .droppedElement])
        #expect(
            try JSONWriter().writeString(.array(error.entries.map(\.json))) == #"""
                [{"pointer":"/1/draft","code":"invalidSourceType","detail":"expected a boolean, got a string","fatal":false,\#
                "fallback":"defaultValue"},{"pointer":"/2/number","code":"invalidSourceType","detail":"expected a number, \#
                got a string","fatal":false,"fallback":"droppedElement"},{"pointer":"/2/title","code":"missingValue",\#
                "detail":"the value is missing","fatal":false,"fallback":"droppedElement"}]
                """#)
        // A fatal entry has no fallback: nothing took the value's place.
        let fatal = Entry(sourcePath: [], code: .missingValue, message: "x", isFatal: true, fallback: .defaultValue)
        #expect(fatal.fallback == nil)
    }

    @Test func aSuccessWithErrorsHasEntriesButNoProblem() throws {
        let result = EntryModels.profile.mapping(["name": "Ada", "nickname": 5])
        #expect(result.value?.nickname == nil)
        #expect(result.problemDetails() == nil)
        #expect(
            result.errorEntries == [
                Entry(
                    sourcePath: [.key("nickname")], destination: "nickname", code: .invalidSourceType,
                    message: "expected a string, got a number", isFatal: false, fallback: .defaultValue)
            ])
        #expect(
            result.errorEntries.map(\.description) == [
                "[non-fatal] '/nickname': expected a string, got a number (invalidSourceType; default used)"
            ])
        // Its error still makes a document, for a server that answers warnings with one.
        let error = try #require(result.error)
        #expect(
            error.problemDetails(detail: nil).jsonString() == """
                {"type":"about:blank","title":"Unprocessable Content","status":422,\
                "errors":[{"pointer":"/nickname","code":"invalidSourceType","detail":"expected a string, got a number","fatal":false,"fallback":"defaultValue"}]}
                """)
        let success = EntryModels.profile.mapping(["name": "Ada", "nickname": "Addy"])
        #expect(success.error == nil)
        #expect(success.errorEntries == [])
        #expect(success.problemDetails() == nil)
    }

    @Test func aDictionaryKeyIsHiddenInTheDocumentUnlessRevealed() throws {
        let error = try #require(EntryModels.tagged.mapping(["tags": ["secret@example.com": "x"]]).error)
        #expect(
            error.problemDetails(detail: nil).jsonString() == """
                {"type":"about:blank","title":"Unprocessable Content","status":422,\
                "errors":[{"pointer":"/tags","code":"invalidSourceType","detail":"expected a number, got a string","fatal":true}]}
                """)
        #expect(
            error.revealingValues().problemDetails(detail: nil).jsonString() == """
                {"type":"about:blank","title":"Unprocessable Content","status":422,\
                "errors":[{"pointer":"/tags/secret@example.com","code":"invalidSourceType",\
                "detail":"expected a number, got a string [source value: \\"x\\"]","fatal":true}]}
                """)
    }

    @Test func aSensitiveValueNeverAppearsInTheDocument() throws {
        let error = try #require(EntryModels.account.mapping(["login": "ada", "password": "hunter2"]).error)
        for problem in [error.problemDetails(), error.revealingValues().problemDetails()] {
            #expect(
                problem.jsonString() == """
                    {"type":"about:blank","title":"Unprocessable Content","status":422,"detail":"The request body is not valid.",\
                    "errors":[{"pointer":"/password","code":"validationFailed",\
                    "detail":"failed minLength: must have at least 12 characters","fatal":true}]}
                    """)
        }
    }

    @Test func theErrorLimitBoundsTheDocument() throws {
        let error = try #require(
            MappingError.withErrorLimit(2) {
                Mappers.forward("ids", Mappers.array(of: Mappers.value(Int.self))).mapping(["ids": ["a", "b", "c"]])
                    .error
            })
        #expect(
            error.problemDetails(detail: nil).jsonString() == """
                {"type":"about:blank","title":"Unprocessable Content","status":422,"errors":[\
                {"pointer":"/ids/0","code":"invalidSourceType","detail":"expected a number, got a string","fatal":true},\
                {"pointer":"/ids/1","code":"invalidSourceType","detail":"expected a number, got a string","fatal":true},\
                {"pointer":"/ids","code":"tooManyErrors","detail":"1 more errors were not kept (fatal=1): the error limit is 2","fatal":true}]}
                """)
    }

    @Test func anEntryIsJSON() {
        let entry = Entry(
            sourcePath: [.key("a/b"), .index(0)], destination: "ab.0", code: MappingError.Code(rawValue: 1001),
            message: "custom", isFatal: false)
        #expect(entry.pointer == "/a~1b/0")
        #expect(entry.json == ["pointer": "/a~1b/0", "code": "code1001", "detail": "custom", "fatal": false])
        #expect(entry.description == "[non-fatal] '/a~1b/0': custom (code1001)")
    }
}
