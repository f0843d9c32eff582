import Foundation
import Hydrant
import HydrantDemo
import HydrantTestSupport
import Testing

/// The manual's Getting Started chapter, step by step, in Swift.
@Suite("Getting Started (the manual's John Doe)")
struct GettingStartedTests {
    /// The manual's JSON, including its `Age` typo in the first child.
    static let johnDoe: JSON = [
        "first_name": "John", "last_name": "Doe", "homepage": "http://example.com", "age": 24,
        "children": [
            ["first_name": "Ann", "last_name": "Doe", "Age": 6],
            ["first_name": "Bob", "last_name": "Doe", "age": 6],
        ],
    ]

    @Test func strictMappingFailsOnTheTypoAndNamesTheKey() {
        guard case .failure(let error) = PersonMappers.strict.mapping(Self.johnDoe) else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'children.0.age' to 'children.0.age': the value is missing; did you mean 'Age'? (missingValue)

                """)
    }

    @Test func strictMappingSucceedsOnGoodData() throws {
        let good: JSON = [
            "first_name": "John", "last_name": "Doe", "homepage": "http://example.com", "age": 24,
            "children": [["first_name": "Bob", "last_name": "Doe", "age": 6]],
        ]
        let john = try PersonMappers.strict.map(good)
        #expect(
            john
                == HydrantDemo.Person(
                    firstName: "John", lastName: "Doe", homepage: URL(string: "http://example.com"), age: 24,
                    children: [HydrantDemo.Person(firstName: "Bob", lastName: "Doe", age: 6)]))
        guard case .success = PersonMappers.strict.mapping(good) else {
            Issue.record("expected no error at all")
            return
        }
    }

    @Test func anArrayInsteadOfAnObjectIsAnErrorNotACrash() {
        let error = #expect(throws: MappingError.self) { try PersonMappers.strict.map([]) }
        #expect(error?.detail == "expected an object, got an array")
    }

    static let nulls: JSON = ["first_name": "John", "last_name": "Doe", "homepage": nil, "age": nil, "children": nil]

    @Test func nullsAreFatalForRequiredFields() {
        guard case .failure(let error) = PersonMappers.strict.mapping(Self.nulls) else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=3, total=3)"
                  - Could not map from 'homepage' to 'homepage': the value is null (nullValue)
                  - Could not map from 'age' to 'age': the value is null (nullValue)
                  - Could not map from 'children' to 'children': the value is null (nullValue)

                """)
    }

    @Test func optionalFieldsFallBackWithNonFatalErrors() {
        let result = PersonMappers.lenient.mapping(Self.nulls)
        #expect(
            result.value == HydrantDemo.Person(firstName: "John", lastName: "Doe", homepage: nil, age: 0, children: []))
        #expect(result.error?.isFatal == false)
        #expect(
            result.error?.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=3)"
                  - Could not map from 'homepage' to 'homepage': the value is null (nullValue)
                  - Could not map from 'age' to 'age': the value is null (nullValue)
                  - Could not map from 'children' to 'children': the value is null (nullValue)

                """)
    }

    @Test func childrenThatFailAreDroppedAndReported() throws {
        let result = PersonMappers.lenient.mapping(Self.johnDoe)
        let john = try expectSuccess(result, withErrors: [ExpectedError(.missingValue, at: "/children/0/age")])
        #expect(john.children.map(\.firstName) == ["Bob"])
        #expect(
            result.error?.fullDescription.contains("'children.0.age' to 'children.0.age': the value is missing") == true
        )
    }

    @Test func convertingItBackToJSON() throws {
        let john = try PersonMappers.lenient.map(Self.johnDoe)
        let json = try PersonMappers.lenient.reversed.map(john)
        #expect(
            json == [
                "first_name": "John", "last_name": "Doe", "homepage": "http://example.com", "age": 24,
                "children": [["first_name": "Bob", "last_name": "Doe", "age": 6]],
            ])
        #expect(try PersonMappers.lenient.map(json) == john)
        try expectRoundTrip(PersonMappers.lenient, values: [john])
        try expectRoundTrip(PersonMappers.strict, documents: [json.description])
    }

    // MARK: Marking fields as optional (the manual's first/last example)

    struct Name: Sendable, Equatable {
        let first: String?
        let last: String
    }

    static let name = Mappers.object(Name.init) {
        Field("first", \.first, Mappers.optionally(Mappers.value(String.self)))
        Field("last", \.last)
    }

    @Test func firstNameOptionalLastNameRequired() {
        #expect(Self.name.mapping(["first": "John"]).error?.isFatal == true)
        let lastOnly = Self.name.mapping(["last": "Doe"])
        #expect(lastOnly.value == Name(first: nil, last: "Doe"))
        #expect(lastOnly.error?.isFatal == false)
        guard case .success(let both) = Self.name.mapping(["first": "John", "last": "Doe"]) else {
            Issue.record("expected no error")
            return
        }
        #expect(both == Name(first: "John", last: "Doe"))
    }

    // MARK: Arrays of optional objects

    struct Named: Sendable, Equatable {
        let firstName: String
    }

    static let named = Mappers.object(Named.init) { Field("name", \.firstName) }
    static let people: JSON = [[:], ["name": "John"], ["last": "first"]]

    @Test func arrayOfOptionallyDropsInvalidElements() {
        let result = Mappers.array(of: Mappers.optionally(Self.named)).mapping(Self.people)
        #expect(result.value == [Named(firstName: "John")])
        #expect(result.error?.isFatal == false)
    }

    @Test func optionallyArrayDropsTheWholeArray() {
        let result = Mappers.optionally(Mappers.array(of: Self.named)).mapping(Self.people)
        #expect(result.value == .some(nil))
        #expect(result.error?.isFatal == false)
    }

    @Test func plainArrayFailsFatally() {
        #expect(Mappers.array(of: Self.named).mapping(Self.people).error?.isFatal == true)
    }

    // MARK: Mapping two fields to one property

    struct Employee: Sendable, Equatable {
        let joinDate: Date
    }

    static let joinDate = Mappers.closure(
        map: { (json: JSON) throws -> Date in
            let parts = try [String](json: json)
            let formatter = ISO8601DateFormatter()
            guard parts.count == 2, let date = formatter.date(from: parts[0] + "T" + parts[1]) else {
                throw MappingError(code: .invalidSourceValue, detail: "not a date and a time")
            }
            return date
        },
        unmap: { (date: Date) -> JSON in
            let text = ISO8601DateFormatter().string(from: date)
            let parts = text.split(separator: "T", maxSplits: 1).map(String.init)
            return .array(parts.map(JSON.string))
        })

    static let employee = Mappers.object(Employee.init) {
        Field(Accessors.fields("date", "time"), \.joinDate, joinDate)
    }

    @Test func twoFieldsToOnePropertyAndBack() throws {
        let json: JSON = ["date": "2014-01-14", "time": "22:35:23Z"]
        let employee = try Self.employee.map(json)
        #expect(employee.joinDate == Date(timeIntervalSince1970: 1_389_738_923))
        #expect(try Self.employee.reversed.map(employee) == json)
    }

    // MARK: hydrant demo

    @Test func demoReportShowsEveryOutcome() {
        let report = DemoReport(document: demoDocument)
        #expect(report.succeeded)
        #expect(report.text.contains("failure: no value"))
        #expect(
            report.text.contains("success with non-fatal errors: John Doe, age 24, homepage none, children: Bob (6)"))
        #expect(report.text.contains("did you mean 'Age'?"))
        #expect(report.text.contains("== Reverse mapping back to JSON"))
    }

    @Test(
        "the report of a value read is the report of its text",
        arguments: [
            demoDocument, #"{"first_name": "Ann", "last_name": "Doe", "age": 6}"#, "[]", #"{"age": "six"}"#,
        ])
    func demoReportOfAValue(document: String) throws {
        let report = DemoReport(json: try JSON(parsing: document))
        let expected = DemoReport(document: document)
        #expect(report.text == expected.text)
        #expect(report.succeeded == expected.succeeded)
    }
}
