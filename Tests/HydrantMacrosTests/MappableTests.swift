// Runs with the package trait Macros (on by default); skipped without it.
#if Macros
    import Foundation
    import HydrantMacros
    import Testing

    @Mappable
    struct MacroAddress: Sendable, Equatable {
        let city: String
        let zip: String?
    }

    @Mappable(keys: .snakeCase)
    struct MacroPerson: Sendable, Equatable {
        @Key("given_name") let firstName: String
        let lastName: String
        @Default(0) let age: Int
        @Sensitive let password: String
        let nickname: String?
        let tags: [String]
        let address: MacroAddress
        let previousAddresses: [MacroAddress]
        let office: MacroAddress?
        /// Not mapped: a `let` with a value.
        let kind = "person"
        /// Not mapped: computed.
        var fullName: String { "\(firstName) \(lastName)" }
        /// Not mapped: static.
        static let example = "Ada"
    }

    @Mappable(keys: .kebabCase)
    public struct MacroSettings: Sendable, Equatable {
        public var fontSize: Int
        public var userID: String

        /// An explicit initializer removes the memberwise one; the mapper does not need it.
        public init(size: Int) {
            fontSize = size
            userID = "none"
        }
    }

    /// A pull request as a GitHub-style API sends it: `draft` and `locked` are often left out.
    @Mappable(keys: .snakeCase)
    struct MacroPullRequest: Sendable, Equatable {
        let number: Int
        let title: String
        @Default(false) let draft: Bool
        var locked: Bool = false
        var labels: [String] = []
        var milestone: String? = nil
    }

    /// Defaults: an absent key or `null` with a declared default is no error at all.
    @Suite("@Mappable defaults")
    struct MappableDefaultsTests {
        @Test func absentDefaultedKeysMapWithNoWarning() throws {
            let result = MacroPullRequest.mapper.mapping(parsing: #"{"number": 1, "title": "Fix", "draft": null}"#)
            #expect(result.value == MacroPullRequest(number: 1, title: "Fix", draft: false))
            #expect(result.error == nil)
        }

        @Test func aVarsInitialValueIsItsDefault() throws {
            let result = MacroPullRequest.mapper.mapping(parsing: #"{"number": 2, "title": "Add", "locked": true}"#)
            #expect(result.value == MacroPullRequest(number: 2, title: "Add", draft: false, locked: true))
            #expect(result.error == nil)
            let labelled = MacroPullRequest.mapper.mapping(parsing: #"{"number": 3, "title": "x", "labels": ["bug"]}"#)
            #expect(labelled.value?.labels == ["bug"])
        }

        @Test func aValueThatCannotBeMappedStillWarns() throws {
            let result = MacroPullRequest.mapper.mapping(parsing: #"{"number": 1, "title": "Fix", "locked": "no"}"#)
            #expect(result.value == MacroPullRequest(number: 1, title: "Fix", draft: false))
            #expect(result.error?.fullDescription.contains("Could not map from 'locked' to 'locked'") == true)
        }

        @Test func aRequiredKeyIsStillRequired() throws {
            #expect(MacroPullRequest.mapper.mapping(parsing: #"{"title": "Fix"}"#).value == nil)
        }
    }

    /// Real models declared with the macros, mapped both ways.
    @Suite("@Mappable models")
    struct MappableTests {
        static let adaText = #"""
            {"given_name":"Ada","last_name":"Lovelace","age":36,"password":"hunter2","tags":["math"],
             "address":{"city":"London"},"previous_addresses":[{"city":"Marylebone","zip":"W1"}]}
            """#
        static let ada = MacroPerson(
            firstName: "Ada", lastName: "Lovelace", age: 36, password: "hunter2", nickname: nil, tags: ["math"],
            address: MacroAddress(city: "London", zip: nil),
            previousAddresses: [MacroAddress(city: "Marylebone", zip: "W1")],
            office: nil)

        @Test func mapsADocumentAndBack() throws {
            let result = MacroPerson.mapper.mapping(parsing: Self.adaText)
            #expect(result.value == Self.ada)
            #expect(result.error == nil)
            let text = try MacroPerson.mapper.reversed.string(from: Self.ada)
            #expect(
                text
                    == #"{"given_name":"Ada","last_name":"Lovelace","age":36,"password":"hunter2","tags":["math"],"address":{"city":"London"},"previous_addresses":[{"city":"Marylebone","zip":"W1"}]}"#
            )
            #expect(try MacroPerson.mapper.map(parsing: text) == Self.ada)
        }

        @Test func aDefaultIsANonFatalFallbackForABadValueAndOptionalsAcceptNull() throws {
            let text =
                #"{"given_name":"Ada","last_name":"L","age":"old","password":"x","nickname":null,"tags":[],"address":{"city":"Paris","zip":null},"previous_addresses":[],"office":null}"#
            guard case .successWithErrors(let person, let error) = MacroPerson.mapper.mapping(parsing: text) else {
                Issue.record("a bad age falls back to 0 with a non-fatal error")
                return
            }
            #expect(person.age == 0)
            #expect(person.nickname == nil)
            #expect(person.office == nil)
            #expect(
                error.fullDescription == """
                    [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                      - Could not map from 'age' to 'age': expected a number, got a string (invalidSourceType)

                    """)
        }

        @Test func errorsHaveTheExplicitMappersPathsAndRedaction() throws {
            let text =
                #"{"given_name":7,"last_name":"L","password":12345,"tags":[],"address":{"city":1},"previous_addresses":[]}"#
            let error = try #require(MacroPerson.mapper.mapping(parsing: text).error)
            #expect(error.isFatal)
            #expect(
                error.fatalDescription == """
                    [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=3, total=3)"
                      - Could not map from 'given_name' to 'firstName': expected a string, got a number (invalidSourceType)
                      - Could not map from 'password' to 'password': expected a string, got a number (invalidSourceType)
                      - Could not map from 'address.city' to 'address.city': expected a string, got a number (invalidSourceType)

                    """)
            // The sensitive value is never printed, even when values are revealed.
            #expect(!error.revealingValues().fullRecursiveDescription.contains("12345"))
            // The missing age took its default quietly: no error of its own.
            #expect(
                error.underlyingMappingErrors.map(\.destinationPath?.description) == [
                    "firstName", "password", "address",
                ])
            #expect(error.underlyingMappingErrors.map(\.isFatal) == [true, true, true])
        }

        @Test func aPublicTypeWithItsOwnInitializerAndKebabKeys() throws {
            var settings = MacroSettings(size: 12)
            settings.userID = "u1"
            #expect(try MacroSettings.mapper.reversed.string(from: settings) == #"{"font-size":12,"user-id":"u1"}"#)
            #expect(try MacroSettings.mapper.map(parsing: #"{"font-size":14,"user-id":"u2"}"#).fontSize == 14)
        }
    }

    @Mappable
    struct MacroAccount: Sendable, Equatable {
        @Validate(.minLength(2), .maxLength(8)) let name: String
        @Validate(.range(0...150)) let age: Int
        @Validate(.ifPresent(.matches("^[a-z]+$"))) let handle: String?
        @Map(Mappers.date(.rfc3339)) let joined: Date
        @Map(Mappers.url(schemes: ["https"])) let homepage: URL?
        @DecodeOnly @Sensitive let password: String
        @DecodeOnly @Map(Mappers.closure { (json: JSON) in json.string?.count ?? 0 }) let signupCode: Int
    }

    /// Validation, a mapper per property, and decode-only properties.
    @Suite("@Mappable with @Validate, @Map and @DecodeOnly")
    struct MappableAttributeTests {
        static let text =
            #"{"name":"ada","age":36,"handle":"ada","joined":"2014-01-14T14:35:23Z","homepage":"https://ada.org","password":"hunter2","signup_code":"x","signupCode":"abc"}"#

        @Test func mapsWithTheGivenMappersAndNeverWritesDecodeOnlyProperties() throws {
            let account = try MacroAccount.mapper.map(parsing: Self.text)
            #expect(account.joined == Date(timeIntervalSince1970: 1_389_710_123))
            #expect(account.homepage == URL(string: "https://ada.org"))
            #expect(account.signupCode == 3)
            #expect(account.password == "hunter2")
            #expect(
                try MacroAccount.mapper.reversed.string(from: account)
                    == #"{"name":"ada","age":36,"handle":"ada","joined":"2014-01-14T14:35:23Z","homepage":"https://ada.org"}"#
            )
        }

        @Test func brokenRulesAreTheFieldsErrors() throws {
            let text =
                #"{"name":"a","age":200,"handle":"Ada!","joined":"2014-01-14T14:35:23Z","password":"x","signupCode":"y"}"#
            let error = try #require(MacroAccount.mapper.mapping(parsing: text).error)
            #expect(error.underlyingMappingErrors.map(\.destinationPath?.description) == ["name", "age", "handle"])
            #expect(
                error.underlyingMappingErrors.map(\.code) == [.validationFailed, .validationFailed, .validationFailed])
            #expect(error.underlyingMappingErrors.map(\.isFatal) == [true, true, true])
        }
    }

    @Mappable
    enum MacroStatus: String, Sendable {
        case active, away
    }

    @Mappable(keys: .snakeCase, unmappedKeys: .report)
    struct MacroMember: Sendable, Equatable {
        let firstName: String
        let lastName: String
        let status: MacroStatus
        @EncodeOnly var fullName: String { "\(firstName) \(lastName)" }
        @EncodeOnly let version: Int = 2
    }

    /// Raw-value enums, the unmapped-key policy and encode-only properties.
    @Suite("@Mappable enums, unmapped keys and @EncodeOnly")
    struct MappableOptionsTests {
        @Test func rawValueEnumsMapThroughTheirRawValues() throws {
            #expect(try MacroStatus.mapper.map("away") == .away)
            #expect(MacroStatus.mapper.mapping("gone").error?.code == .invalidSourceValue)
            #expect(try MacroStatus.mapper.reversed.map(.active) == "active")
        }

        @Test func encodeOnlyPropertiesAreWrittenNeverReadAndUnmappedKeysAreReported() throws {
            let result = MacroMember.mapper.mapping(
                parsing:
                    #"{"first_name":"Ada","last_name":"Lovelace","status":"active","full_name":"ignored","extra":1}"#)
            guard case .successWithErrors(let member, let error) = result else {
                Issue.record("the keys no property reads are reported, non-fatally")
                return
            }
            #expect(member == MacroMember(firstName: "Ada", lastName: "Lovelace", status: .active))
            #expect(error.underlyingMappingErrors.map(\.code) == [.unexpectedKey, .unexpectedKey])
            #expect(
                try MacroMember.mapper.reversed.string(from: member)
                    == #"{"first_name":"Ada","last_name":"Lovelace","status":"active","full_name":"Ada Lovelace","version":2}"#
            )
        }
    }

    @Mappable
    struct MacroComment: Sendable, Equatable {
        let text: String
        let replies: [MacroComment]
        let quoted: [MacroComment]?
    }

    /// A type that contains itself maps with a recursive mapper.
    @Suite("@Mappable recursive types")
    struct MappableRecursionTests {
        @Test func aCommentWithRepliesAndAQuoteMapsBothWays() throws {
            let text =
                #"{"text":"a","replies":[{"text":"b","replies":[]},{"text":"c","replies":[],"quoted":[{"text":"d","replies":[]}]}]}"#
            let comment = try MacroComment.mapper.map(parsing: text)
            #expect(comment.replies.map(\.text) == ["b", "c"])
            #expect(comment.replies[1].quoted?.first?.text == "d")
            #expect(try MacroComment.mapper.reversed.string(from: comment) == text)
            let error = try #require(
                MacroComment.mapper.mapping(parsing: #"{"text":"a","replies":[{"text":1,"replies":[]}]}"#).error)
            #expect(
                error.fatalDescription == """
                    [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                      - Could not map from 'replies.0.text' to 'replies.0.text': expected a string, got a number (invalidSourceType)

                    """)
        }
    }

    /// A class: made by its `init()`, then assigned. Sendable as every mutable model of Hydrant must be.
    @Mappable(keys: .snakeCase)
    final class MacroUser: @unchecked Sendable {
        var firstName: String = ""
        var age: Int = 0
        var friends: [MacroUser] = []
        @EncodeOnly var greeting: String { "Hi, \(firstName)" }
        init() {}
    }

    @Suite("@Mappable classes")
    struct MappableClassTests {
        @Test func aClassIsMadeByItsInitializerThenAssignedBothWays() throws {
            let text = #"{"first_name":"Ada","age":36,"friends":[{"first_name":"Charles","age":42,"friends":[]}]}"#
            let user = try MacroUser.mapper.map(parsing: text)
            #expect(user.firstName == "Ada")
            #expect(user.friends.map(\.firstName) == ["Charles"])
            #expect(
                try MacroUser.mapper.reversed.string(from: user)
                    == #"{"first_name":"Ada","age":36,"friends":[{"first_name":"Charles","age":42,"friends":[],"greeting":"Hi, Charles"}],"greeting":"Hi, Ada"}"#
            )
            // Each mapping makes a new instance.
            #expect(try MacroUser.mapper.map(parsing: text) !== user)
            #expect(
                MacroUser.mapper.mapping(parsing: #"{"first_name":1,"age":36,"friends":[]}"#).error?
                    .underlyingMappingErrors
                    .map(\.code) == [.invalidSourceType])
        }
    }

    @Mappable(keys: .custom { "X-" + $0 })
    struct MacroHeaders: Sendable, Equatable {
        @Alias("x-request-id", "requestId") let requestID: String
        let retries: Int?
    }

    @Mappable
    struct MacroLibrary: Sendable, Equatable {
        let shelves: [String: [MacroAddress]]
        let branches: Set<MacroBranch>
        let grid: [[MacroAddress]]?
        let labels: Set<String>
    }

    @Mappable
    struct MacroBranch: Sendable, Hashable {
        let code: String
    }

    /// Aliases, custom key strategies and collections of `@Mappable` types.
    @Suite("@Mappable keys and collections")
    struct MappableKeysAndCollectionsTests {
        @Test func aliasesAreReadAndTheKeyIsWritten() throws {
            let headers = MacroHeaders(requestID: "r1", retries: 2)
            for text in [
                #"{"X-requestID":"r1","X-retries":2}"#, #"{"x-request-id":"r1","X-retries":2}"#,
                #"{"requestId":"r1","X-retries":2}"#,
            ] {
                #expect(try MacroHeaders.mapper.map(parsing: text) == headers)
            }
            #expect(try MacroHeaders.mapper.reversed.string(from: headers) == #"{"X-requestID":"r1","X-retries":2}"#)
            let error = MacroHeaders.mapper.mapping(parsing: #"{"requestId":7}"#).error
            #expect(
                error?.fatalDescription == """
                    [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                      - Could not map from 'requestId' to 'requestID': expected a string, got a number (invalidSourceType)

                    """)
        }

        @Test func anIndirectPropertyMakesAStructRecursive() throws {
            let text = #"{"text":"a","quoted_thread":{"text":"b","quoted_thread":null}}"#
            let thread = try MacroThread.mapper.map(parsing: text)
            #expect(thread == MacroThread(text: "a", quotedThread: MacroThread(text: "b", quotedThread: nil)))
            #expect(
                try MacroThread.mapper.reversed.string(from: thread) == #"{"text":"a","quoted_thread":{"text":"b"}}"#)
            #expect(
                MacroThread.mapper.mapping(parsing: #"{"text":"a","quoted_thread":{"text":1}}"#).error?.fatalDescription
                    == """
                    [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                      - Could not map from 'quoted_thread.text' to 'quotedThread.text': expected a string, got a number (invalidSourceType)

                    """)
            var copy = thread
            copy.quotedThread = nil
            #expect(copy != thread)
            #expect(thread.quotedThread?.text == "b")
        }

        @Test func polymorphicDataThroughADispatchMapper() throws {
            let text =
                #"{"shape":{"type":"circle","radius":1.5},"layers":[{"type":"square","side":2},{"type":"circle","radius":3}]}"#
            let drawing = try MacroDrawing.mapper.map(parsing: text)
            #expect(
                drawing
                    == MacroDrawing(
                        shape: .circle(MacroCircle(radius: 1.5)),
                        layers: [.square(MacroSquare(side: 2)), .circle(MacroCircle(radius: 3))]))
            // The dispatch writes the payload, then its key; a Double is written as one.
            #expect(
                try MacroDrawing.mapper.reversed.string(from: drawing)
                    == #"{"shape":{"radius":1.5,"type":"circle"},"layers":[{"side":2.0,"type":"square"},{"radius":3.0,"type":"circle"}]}"#
            )
            #expect(
                MacroDrawing.mapper.mapping(parsing: #"{"shape":{"type":"hexagon"},"layers":[]}"#).error?.isFatal
                    == true)
        }

        @Test func aTypeThatContainsItselfInADictionaryOrASet() throws {
            let text =
                #"{"name":"a","children":{"b":{"name":"b","children":{}}},"related":[{"name":"c","children":{}}]}"#
            let category = try MacroCategory.mapper.map(parsing: text)
            let leaf = MacroCategory(name: "b", children: [:], related: nil)
            #expect(
                category
                    == MacroCategory(
                        name: "a", children: ["b": leaf],
                        related: [MacroCategory(name: "c", children: [:], related: nil)]))
            #expect(try MacroCategory.mapper.reversed.string(from: category) == text)
            #expect(
                MacroCategory.mapper.mapping(parsing: #"{"name":"a","children":{"b":{"name":1,"children":{}}}}"#).error?
                    .fatalDescription == """
                        [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                          - Could not map from 'children.<key>.name' to 'children.<key>.name': expected a string, got a number (invalidSourceType)

                        """)
        }

        @Test func dictionariesSetsAndNestedArraysOfMappableTypes() throws {
            let text =
                #"{"shelves":{"a":[{"city":"Oslo"}]},"branches":[{"code":"N"},{"code":"N"}],"grid":[[{"city":"Rome","zip":"00100"}]],"labels":["x"]}"#
            let library = try MacroLibrary.mapper.map(parsing: text)
            #expect(
                library
                    == MacroLibrary(
                        shelves: ["a": [MacroAddress(city: "Oslo", zip: nil)]], branches: [MacroBranch(code: "N")],
                        grid: [[MacroAddress(city: "Rome", zip: "00100")]], labels: ["x"]))
            #expect(
                try MacroLibrary.mapper.reversed.string(from: library)
                    == #"{"shelves":{"a":[{"city":"Oslo"}]},"branches":[{"code":"N"}],"grid":[[{"city":"Rome","zip":"00100"}]],"labels":["x"]}"#
            )
            let missing = try MacroLibrary.mapper.map(parsing: #"{"shelves":{},"branches":[],"labels":[]}"#)
            #expect(missing.grid == nil)
            #expect(
                MacroLibrary.mapper.mapping(parsing: #"{"shelves":{"a":[{}]},"branches":[],"labels":[]}"#).error?
                    .fatalDescription == """
                        [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                          - Could not map from 'shelves.<key>.0.city' to 'shelves.<key>.0.city': the value is missing (missingValue)

                        """)
        }
    }

    @Mappable(keys: .snakeCase)
    struct MacroThread: Sendable, Equatable {
        let text: String
        @Indirect var quotedThread: MacroThread?
    }

    @Mappable
    struct MacroCircle: Sendable, Equatable {
        let radius: Double
    }

    @Mappable
    struct MacroSquare: Sendable, Equatable {
        let side: Double
    }

    enum MacroShape: Sendable, Equatable {
        case circle(MacroCircle)
        case square(MacroSquare)

        /// Polymorphic data: the `type` member chooses the case.
        static let mapper = Mappers.dispatch(on: "type", to: MacroShape.self) {
            Mappers.DispatchCase(
                "circle", MacroCircle.mapper, embed: MacroShape.circle,
                extract: { if case .circle(let c) = $0 { c } else { nil } })
            Mappers.DispatchCase(
                "square", MacroSquare.mapper, embed: MacroShape.square,
                extract: { if case .square(let s) = $0 { s } else { nil } })
        }
    }

    @Mappable
    struct MacroDrawing: Sendable, Equatable {
        @Map(MacroShape.mapper) let shape: MacroShape
        @Map(Mappers.array(of: MacroShape.mapper)) let layers: [MacroShape]
    }

    @Mappable
    struct MacroCategory: Sendable, Hashable {
        let name: String
        let children: [String: MacroCategory]
        let related: Set<MacroCategory>?
    }

    @Mappable
    struct MacroIssue: Sendable, Equatable {
        @Key("titel") let title: String
        let state: String
    }

    /// "Did you mean" for a missing key, whether the key is given with `@Key` or derived.
    @Suite("@Mappable key suggestions")
    struct MappableKeySuggestionTests {
        @Test func aGivenKeyThatIsMissingGetsASuggestion() throws {
            let error = try #require(MacroIssue.mapper.mapping(parsing: #"{"title": "x", "stat": "open"}"#).error)
            #expect(
                error.entries.map(\.message) == [
                    "the value is missing; did you mean 'title'?", "the value is missing; did you mean 'stat'?",
                ])
        }
    }

    /// A documented `@Mappable` type: its schema needs no code, and its doc comments are the
    /// properties' descriptions.
    @Mappable(keys: .snakeCase)
    struct MacroPet: Sendable, Equatable {
        /// The name the pet answers to.
        let name: String
        /// Years since birth; 0 when not given.
        @Default(0) let age: Int
        let owner: MacroAddress?
        /// How the pet is shown: written, never read (a documented `@EncodeOnly` property).
        @EncodeOnly var label: String { "\(name), \(age)" }
    }

    @Suite("@Mappable schemas")
    struct MappableSchemaTests {
        @Test func anEncodeOnlyPropertyIsDescribedInTheWritingSchema() {
            #expect(
                MacroPet.mapper.jsonSchema(.writing).description
                    == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/MacroPet","$defs":{"MacroPet":{"type":"object","properties":{"name":{"type":"string","description":"The name the pet answers to."},"age":{"type":"integer","description":"Years since birth; 0 when not given."},"owner":{"anyOf":[{"$ref":"#/$defs/MacroAddress"},{"type":"null"}]},"label":{"type":"string","description":"How the pet is shown: written, never read (a documented `@EncodeOnly` property)."}},"required":["name","age"]},"MacroAddress":{"type":"object","properties":{"city":{"type":"string"},"zip":{"type":["string","null"]}},"required":["city"]}}}"##
            )
        }

        @Test func docCommentsAreDescriptions() {
            #expect(
                MacroPet.mapper.jsonSchema().description
                    == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/MacroPet","$defs":{"MacroPet":{"type":"object","properties":{"name":{"type":"string","description":"The name the pet answers to."},"age":{"type":["integer","null"],"$comment":"any other value becomes the default, with a non-fatal error","description":"Years since birth; 0 when not given.","default":0},"owner":{"anyOf":[{"$ref":"#/$defs/MacroAddress"},{"type":"null"}]}},"required":["name"]},"MacroAddress":{"type":"object","properties":{"city":{"type":"string"},"zip":{"type":["string","null"]}},"required":["city"]}}}"##
            )
        }
    }
#endif
