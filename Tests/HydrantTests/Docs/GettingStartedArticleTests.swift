import Foundation
import Hydrant
import HydrantDemo
import Testing

/// The examples of the Getting Started article (Hydrant.docc/GettingStarted.md), in the article's
/// order, so that the article cannot drift from the code.
@Suite("Getting Started article")
struct GettingStartedArticleTests {
    /// The article's Person, which `HydrantDemo` declares for `hydrant demo` and the tests.
    typealias Person = HydrantDemo.Person

    let json: JSON = [
        "first_name": "John",
        "last_name": "Doe",
        "homepage": "http://example.com",
        "age": 24,
        "children": [
            ["first_name": "Ann", "last_name": "Doe", "Age": 6],
            ["first_name": "Bob", "last_name": "Doe", "age": 6],
        ],
    ]

    /// The article's document with Ann's age under "age".
    static let validJSON: JSON = [
        "first_name": "John", "last_name": "Doe", "homepage": "http://example.com", "age": 24,
        "children": [
            ["first_name": "Ann", "last_name": "Doe", "age": 6],
            ["first_name": "Bob", "last_name": "Doe", "age": 6],
        ],
    ]

    static let child = Mappers.object({ Person(firstName: $0, lastName: $1, homepage: nil, age: $2, children: []) }) {
        Field("first_name", \Person.firstName)
        Field("last_name", \Person.lastName)
        Field("age", \Person.age)
    }

    static let person = Mappers.object(Person.init) {
        Field("first_name", \.firstName)
        Field("last_name", \.lastName)
        Field("homepage", \.homepage, Mappers.url().then(Mappers.Present()))
        Field("age", \.age)
        Field("children", \.children, Mappers.array(of: child))
    }

    static let lenient = Mappers.object(Person.init) {
        Field("first_name", \.firstName)
        Field("last_name", \.lastName)
        Field("homepage", \.homepage, Mappers.optionally(Mappers.url()))
        Field("age", \.age, Mappers.optionally(Mappers.value(Int.self), default: 0))
        Field("children", \.children, Mappers.array(of: Mappers.optionally(child)))
    }

    let bob = Person(firstName: "Bob", lastName: "Doe", homepage: nil, age: 6, children: [])

    /// The article's hand-written parser — the anti-pattern the article warns about. It exists
    /// only here, on fixed test documents; the library has no forced casts.
    static func parseByHand(_ data: Data) throws -> Person {
        let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        return Person(
            firstName: object["first_name"] as! String,
            lastName: object["last_name"] as! String,
            homepage: URL(string: object["homepage"] as! String),
            age: object["age"] as! Int,
            children: (object["children"] as! [[String: Any]]).map { child in
                Person(
                    firstName: child["first_name"] as! String, lastName: child["last_name"] as! String,
                    homepage: nil, age: child["age"] as! Int, children: [])
            })
    }

    @Test func parsingByHandTrapsOnTheArticlesDocument() async {
        // Ann's age is under "Age": the forced cast traps, as the article says.
        await #expect(processExitsWith: .failure) {
            let data = Data(
                #"{"first_name": "John", "last_name": "Doe", "homepage": "http://example.com", "age": 24, "children": [{"first_name": "Ann", "last_name": "Doe", "Age": 6}]}"#
                    .utf8)
            _ = try? GettingStartedArticleTests.parseByHand(data)
        }
    }

    @Test func parsingByHandWorksOnlyForTheExpectedShape() throws {
        let data = Data(
            #"{"first_name": "John", "last_name": "Doe", "homepage": "http://example.com", "age": 24, "children": [{"first_name": "Bob", "last_name": "Doe", "age": 6}]}"#
                .utf8)
        let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let john = try Self.parseByHand(data)
        #expect(
            john
                == Person(
                    firstName: "John", lastName: "Doe", homepage: URL(string: "http://example.com"), age: 24,
                    children: [bob]))
        // The same document is what the article's mapper produces for it.
        #expect(try Self.person.map(parsing: data) == john)
        #expect(try Self.person.map(jsonObject: object) == john)
    }

    @Test func firstMapperReportsTheMissingAge() {
        guard case .failure(let error) = Self.person.mapping(json) else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(
            "\(error)" == """
                1 error
                children.0.age
                  the value is missing; did you mean 'Age'? [missingValue]
                """)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'children.0.age' to 'children.0.age': the value is missing; did you mean 'Age'? (missingValue)

                """)
        #expect(throws: MappingError.self) { try Self.person.map(json) }
        do {
            _ = try Self.person.map(json)
        } catch {
            #expect(error.code == .multipleErrors)
        }
    }

    @Test func firstMapperMapsAValidDocument() throws {
        let valid = Self.validJSON
        let john = try Self.person.map(valid)
        #expect(john.firstName == "John")
        #expect(john.homepage == URL(string: "http://example.com"))
        #expect(john.children.map(\.firstName) == ["Ann", "Bob"])
        guard case .success = Self.person.mapping(valid) else {
            Issue.record("expected .success")
            return
        }
    }

    @Test func lenientMapperDropsAnnAndReportsHer() throws {
        let result = Self.lenient.mapping(json)
        #expect(result.value?.children.map(\.firstName) == ["Bob"])
        guard case .successWithErrors(let john, let error) = result else {
            Issue.record("expected .successWithErrors")
            return
        }
        #expect(
            john
                == Person(
                    firstName: "John", lastName: "Doe", homepage: URL(string: "http://example.com"), age: 24,
                    children: [bob]))
        #expect(
            "\(error)" == """
                1 non-fatal error; 1 element dropped: children.0
                children.0.age
                  the value is missing; did you mean 'Age'? [missingValue, element dropped]
                """)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from 'children.0.age' to 'children.0.age': the value is missing; did you mean 'Age'? (missingValue)

                """)
    }

    @Test func optionalFieldsFallBack() throws {
        let bad: JSON = [
            "first_name": "John", "last_name": "Doe", "homepage": "not a url", "age": "old", "children": [],
        ]
        guard case .successWithErrors(let john, let error) = Self.lenient.mapping(bad) else {
            Issue.record("expected .successWithErrors")
            return
        }
        #expect(john.homepage == nil)
        #expect(john.age == 0)
        #expect(!error.isFatal)
    }

    @Test func whereTheOptionalGoesDecidesWhatFails() throws {
        let named = Mappers.object({ Person(firstName: $0, lastName: "", homepage: nil, age: 0, children: []) }) {
            Field("name", \Person.firstName)
        }
        let people: JSON = [[:], ["name": "John"], ["last": "first"]]

        let dropElements = Mappers.array(of: Mappers.optionally(named)).mapping(people)
        #expect(dropElements.value?.map(\.firstName) == ["John"])
        #expect(dropElements.error?.isFatal == false)

        let dropArray = Mappers.optionally(Mappers.array(of: named)).mapping(people)
        #expect(dropArray.value == .some(nil))
        #expect(dropArray.error?.isFatal == false)

        let fail = Mappers.array(of: named).mapping(people)
        #expect(fail.value == nil)
        #expect(fail.error?.isFatal == true)
    }

    @Test func convertingBackToJSON() throws {
        let john = try Self.lenient.map(json)
        let written = try Self.lenient.reversed.map(john)
        #expect(
            written.description
                == #"{"first_name":"John","last_name":"Doe","homepage":"http://example.com","age":24,"children":[{"first_name":"Bob","last_name":"Doe","age":6}]}"#
        )
    }

    @Test func removingBoilerplate() throws {
        let person = Mappers.object(Person.init) {
            Field("first_name", \.firstName)
            Field("last_name", \.lastName)
            Field("homepage", \.homepage, Mappers.url().then(Mappers.Present()))
            Field("age", \.age)
            Field(
                "children", \.children,
                Mappers.arrayOfObjects({ Person(firstName: $0, lastName: $1, homepage: nil, age: $2, children: []) }) {
                    Field("first_name", \Person.firstName)
                    Field("last_name", \Person.lastName)
                    Field("age", \Person.age)
                })
        }
        #expect(person.mapping(json).error?.fatalDescription == Self.person.mapping(json).error?.fatalDescription)
        let valid = Self.validJSON
        #expect(try person.map(valid) == Self.person.map(valid))

        struct Nicknamed: Sendable, Equatable {
            let name: String
            let nickname: String?
        }
        let nicknamed = Mappers.object(Nicknamed.init) {
            Field("name", \.name)
            Field("nickname", \.nickname)
        }
        guard case .success(let jo) = nicknamed.mapping(["name": "Jo", "nickname": nil]) else {
            Issue.record("expected .success: an Optional property accepts null silently")
            return
        }
        #expect(jo == Nicknamed(name: "Jo", nickname: nil))
        guard case .success = nicknamed.mapping(["name": "Jo"]) else {
            Issue.record("expected .success: an Optional property accepts a missing value silently")
            return
        }
    }
}
