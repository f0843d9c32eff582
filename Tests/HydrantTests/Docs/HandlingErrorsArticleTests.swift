import Foundation
import Hydrant
import Testing

/// The examples of the Handling Errors article (Hydrant.docc/HandlingErrors.md), so that it cannot
/// drift: every rendering the article shows is compared character for character.
@Suite("Handling Errors article")
struct HandlingErrorsArticleTests {
    struct Name: Sendable {
        let firstName: String
        let lastName: String?
    }

    static let name = Mappers.object(Name.init) {
        Field("name.first", \.firstName)
        Field("name.last", \.lastName, Mappers.optionally(Mappers.value(String.self)))
    }

    static var nameError: MappingError {
        name.mapping(["name": ["first": 1, "last": 2]]).error!
    }

    @Test func threeOutcomes() throws {
        let retries = Mappers.optionally(Mappers.value(Int.self), default: 3)
        guard case .success(5) = retries.mapping(5) else {
            Issue.record("expected .success(5)")
            return
        }
        guard case .successWithErrors(3, let warning) = retries.mapping("five") else {
            Issue.record("expected .successWithErrors(3, …)")
            return
        }
        #expect(!warning.isFatal)
        #expect(warning.reason == "Could not map from '<Unknown>' to '<Unknown>': expected a number, got a string")
        guard case .failure(let error) = Mappers.value(Int.self).mapping("five") else {
            Issue.record("expected .failure")
            return
        }
        #expect(error.isFatal)
        #expect(throws: MappingError.self) { try Mappers.value(Int.self).map("five") }
        #expect(retries.mapping("five").value == 3)
        #expect(try retries.mapping("five").get() == 3)
        #expect(retries.mapping(5).error == nil)
    }

    @Test func switchingOverTheOutcomes() {
        var used: [Int] = []
        var reported: [MappingError] = []
        func use(_ value: Int) { used.append(value) }
        func report(_ error: MappingError) { reported.append(error) }
        let mapper = Mappers.optionally(Mappers.value(Int.self), default: 3)
        for json: JSON in [5, "five"] {
            switch mapper.mapping(json) {
            case .success(let value), .successWithErrors(let value, _):
                use(value)
            case .failure(let error):
                report(error)
            }
        }
        #expect(used == [5, 3])
        #expect(reported.isEmpty)
    }

    @Test func optionallyRecordsTheInnerError() {
        let homepage = Mappers.optionally(Mappers.url())
        guard case .successWithErrors(nil, let error) = homepage.mapping(1) else {
            Issue.record("expected .successWithErrors(nil, …)")
            return
        }
        #expect(
            "\(error)" == """
                1 non-fatal error
                at the top level
                  expected a string, got a number [invalidSourceType, default used]
                """)
        #expect(
            error.fatalDescription == """
                [non-fatal] Hydrant (code=invalidSourceType) because "Could not map from '<Unknown>' to '<Unknown>': expected a string, got a number"

                """)
    }

    @Test func fourRenderings() {
        let error = Self.nameError
        #expect(
            "\(error)" == """
                2 errors, 1 fatal
                name.first → firstName
                  expected a string, got a number [invalidSourceType, fatal]
                name.last → lastName
                  expected a string, got a number [invalidSourceType, default used]
                """)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from 'name.first' to 'firstName': expected a string, got a number (invalidSourceType)

                """)
        #expect(
            error.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from 'name.first' to 'firstName': expected a string, got a number (invalidSourceType)
                  - Could not map from 'name.last' to 'lastName': expected a string, got a number (invalidSourceType)

                """)
        #expect(
            error.recursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingFatalErrors=(
                  - Hydrant code=2 isFatal=true reason="Could not map from 'name.first' to 'firstName': expected a string, got a number"
                )
                """)
        #expect(
            error.fullRecursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingErrors=(
                  - Hydrant code=2 isFatal=true reason="Could not map from 'name.first' to 'firstName': expected a string, got a number"
                  - Hydrant code=2 isFatal=false reason="Could not map from 'name.last' to 'lastName': expected a string, got a number"
                )
                """)
        #expect(String(describing: error) == error.description)
    }

    @Test func readingInformation() {
        let error = Self.nameError
        #expect(error.code == .multipleErrors)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["name.first", "name.last"])
        #expect(error.underlyingMappingErrors.map(\.destinationPath) == ["firstName", "lastName"])
        #expect(error.underlyingFatalErrors.count == 1)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=1, total=2)")
        #expect(error.underlyingMappingErrors.first?.detail == "expected a string, got a number")
        // The codes keep Hydrant's numbers.
        let codes: [MappingError.Code] = [
            .invalidSourceValue, .invalidSourceType, .invalidResultingType, .multipleErrors, .readFailed, .writeFailed,
            .generic,
        ]
        #expect(codes.map(\.rawValue) == [1, 2, 3, 4, 5, 6, 100])
    }

    @Test func valuesAreNeverPrintedButCanBeRead() {
        guard case .failure(let error) = Mappers.value(Int.self).mapping("hunter2") else {
            Issue.record("expected .failure")
            return
        }
        #expect(!error.fatalDescription.contains("hunter2"))
        #expect(!error.fullRecursiveDescription.contains("hunter2"))
        #expect(!String(reflecting: error).contains("hunter2"))
        var dumped = ""
        dump(error, to: &dumped)
        #expect(!dumped.contains("hunter2"))
        #expect(!"\((error as NSError).userInfo)".contains("hunter2"))
        #expect(error.fatalDescription.contains("expected a number, got a string"))
        #expect(error.sourceValue?.value as? JSON == "hunter2")
        #expect(error.sourceValue?.description == "<redacted>")

        enum Status: Sendable { case active, deleted }
        let status = Mappers.enumeration(["active": Status.active, "deleted": Status.deleted])
        #expect(status.mapping("secret").error?.detail == "the value is not one of the 2 known values")
    }

    // MARK: Errors for API clients

    struct Item: Sendable {
        let sku: String
        let quantity: Int
    }

    struct Order: Sendable {
        let customer: String
        let items: [Item]
    }

    static let item = Mappers.object(Item.init) {
        Field("sku", \.sku)
        Field("quantity", \.quantity).validated(.min(1))
    }

    static let order = Mappers.object(Order.init) {
        Field("customer", \.customer)
        Field("items", \.items, Mappers.array(of: item))
    }

    static let body = #"{"items": [{"quantity": 2}, {"sku": "B-2", "quantity": 0}]}"#

    @Test func entriesForAPIClients() throws {
        let error = try #require(Self.order.mapping(parsing: Self.body).error)
        var printed: [String] = []
        for entry in error.entries {
            printed.append("\(entry.pointer) \(entry.code.name) \(entry.message) \(entry.isFatal)")
        }
        #expect(
            printed == [
                "/customer missingValue the value is missing true",
                "/items/0/sku missingValue the value is missing true",
                "/items/1/quantity validationFailed failed min: must be at least 1 true",
            ])
        let last = try #require(error.entries.last)
        #expect(last.sourcePath == [.key("items"), .index(1), .key("quantity")])
        #expect(last.destination == "items.1.quantity")
        #expect(Accessors.key("x.y/z~w").path.jsonPointers() == ["/x.y~1z~0w"])
        #expect(Accessors.keyPath("name.first").path.jsonPointers() == ["/name/first"])
    }

    @Test func entriesAreRedacted() throws {
        struct Tagged: Sendable {
            let tags: [String: Int]
        }
        let tagged = Mappers.object(Tagged.init) {
            Field("tags", \.tags, Mappers.dictionary(of: Mappers.value(Int.self)))
        }
        let error = try #require(tagged.mapping(["tags": ["secret@example.com": "x"]]).error)
        #expect(error.entries.map(\.sourcePath) == [[.key("tags"), .redactedKey]])
        #expect(error.entries.map(\.pointer) == ["/tags"])
        #expect(error.revealingValues().entries.map(\.pointer) == ["/tags/secret@example.com"])
        let strict = Self.order.unmappedKeys(.reject)
        let unmapped = try #require(strict.mapping(["customer": "Ada", "items": [], "extra": 1]).error)
        #expect(unmapped.entries.map(\.pointer) == [""])
        #expect(unmapped.entries.map(\.code) == [.unexpectedKey])
    }

    @Test func problemDetailsDocument() throws {
        let error = try #require(Self.order.mapping(parsing: Self.body).error)
        let problem = error.problemDetails()
        #expect(
            problem.jsonString(options: .pretty) == """
                {
                  "type": "about:blank",
                  "title": "Unprocessable Content",
                  "status": 422,
                  "detail": "The request body is not valid.",
                  "errors": [
                    {
                      "pointer": "/customer",
                      "code": "missingValue",
                      "detail": "the value is missing",
                      "fatal": true
                    },
                    {
                      "pointer": "/items/0/sku",
                      "code": "missingValue",
                      "detail": "the value is missing",
                      "fatal": true
                    },
                    {
                      "pointer": "/items/1/quantity",
                      "code": "validationFailed",
                      "detail": "failed min: must be at least 1",
                      "fatal": true
                    }
                  ]
                }
                """)
    }

    @Test func answeringARequest() {
        struct Response {
            var status: Int
            var contentType = "application/json"
            var body: [UInt8]
        }
        var responses: [Response] = []
        func respond(status: Int, json: JSON) {
            responses.append(Response(status: status, body: Array(json.description.utf8)))
        }
        func respond(status: Int, contentType: String, body: [UInt8]) {
            responses.append(Response(status: status, contentType: contentType, body: body))
        }
        func created(_ order: Order, warnings: JSON = []) -> JSON {
            ["customer": .string(order.customer), "warnings": warnings]
        }
        let lenient = Mappers.object(Order.init) {
            Field("customer", \.customer)
            Field("items", \.items, Mappers.array(of: Mappers.optionally(Self.item)))
        }
        for body in [#"{"customer": "Ada", "items": []}"#, #"{"customer": "Ada", "items": [{"sku": 1}]}"#, Self.body] {
            switch lenient.mapping(parsing: body) {
            case .success(let value):
                respond(status: 201, json: created(value))
            case .successWithErrors(let value, let warnings):
                respond(status: 201, json: created(value, warnings: .array(warnings.entries.map(\.json))))
            case .failure(let error):
                let problem = error.problemDetails()
                respond(
                    status: problem.status, contentType: MappingError.ProblemDetails.contentType,
                    body: problem.jsonBytes())
            }
        }
        #expect(responses.map(\.status) == [201, 201, 422])
        #expect(responses.map(\.contentType) == ["application/json", "application/json", "application/problem+json"])
        #expect(
            String(decoding: responses[1].body, as: UTF8.self) == """
                {"customer":"Ada","warnings":[{"pointer":"/items/0/sku","code":"invalidSourceType",\
                "detail":"expected a string, got a number","fatal":false,"fallback":"droppedElement"},\
                {"pointer":"/items/0/quantity","code":"missingValue","detail":"the value is missing","fatal":false,"fallback":"droppedElement"}]}
                """)
        #expect(
            String(decoding: responses[2].body, as: UTF8.self) == """
                {"type":"about:blank","title":"Unprocessable Content","status":422,"detail":"The request body is not valid.",\
                "errors":[{"pointer":"/customer","code":"missingValue","detail":"the value is missing","fatal":true},\
                {"pointer":"/items/0/sku","code":"missingValue","detail":"the value is missing","fatal":false,"fallback":"droppedElement"},\
                {"pointer":"/items/1/quantity","code":"validationFailed","detail":"failed min: must be at least 1","fatal":false,"fallback":"droppedElement"}]}
                """)
        // The lenient mapping fails only for want of a customer; the dropped items are warnings.
        #expect(lenient.mapping(parsing: Self.body).problemDetails()?.errors.map(\.isFatal) == [true, false, false])
        #expect(Self.order.mapping(parsing: #"{"customer": "Ada", "items": []}"#).problemDetails() == nil)
    }

    @Test func aBodyThatIsNotJSON() throws {
        let error = try #require(Self.order.mapping(parsing: #"{"customer": "#).error)
        #expect(
            error.entries == [
                MappingError.Entry(
                    sourcePath: [], code: .invalidSourceValue,
                    message:
                        "the input is not valid JSON: line 1, column 14 (byte 13): unexpected end of input; expected a value"
                )
            ])
        #expect(error.problemDetails(status: 400).title == "Bad Request")
    }

    @Test func stableCodeNames() {
        let codes: [MappingError.Code] = [
            .invalidSourceValue, .invalidSourceType, .invalidResultingType, .multipleErrors, .readFailed, .writeFailed,
            .missingValue, .nullValue, .numberOutOfRange, .validationFailed, .unexpectedKey, .tooManyErrors,
            .duplicateKey, .generic,
        ]
        #expect(
            codes.map(\.name) == [
                "invalidSourceValue", "invalidSourceType", "invalidResultingType", "multipleErrors", "readFailed",
                "writeFailed", "missingValue", "nullValue", "numberOutOfRange", "validationFailed", "unexpectedKey",
                "tooManyErrors", "duplicateKey", "generic",
            ])
        #expect(codes.map(\.rawValue) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 100])
        #expect(MappingError.Code(rawValue: 1001).name == "code1001")
    }

    @Test func creatingErrors() {
        let tooLong = MappingError(
            code: .validationFailed, sourceValue: "a very long name",
            detail: "longer than 10 characters")
        let field = MappingError(wrapping: tooLong, prependingSourcePath: "name", destinationPath: "name")
        let all = MappingError(collecting: [field])
        #expect(all.isFatal)
        #expect(
            all.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'name' to 'name': longer than 10 characters (validationFailed)

                """)
    }

    @Test func bridgingToNSError() {
        let bridged = Self.nameError as NSError
        #expect(bridged.domain == "HydrantErrorDomain")
        #expect(bridged.code == 4)
        #expect(bridged.userInfo[MappingError.UserInfoKey.isFatal] as? Bool == true)
        #expect(bridged.localizedDescription == "Multiple parsing errors occurred (fatal=1, total=2)")
    }
}
