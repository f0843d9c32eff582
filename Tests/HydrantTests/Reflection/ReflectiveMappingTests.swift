import Foundation
import Hydrant
import Testing

/// The manual's reflective mappers: a child mapper that leaves out `children`, and a parent that
/// maps `children` with it.
private let childMapper = Mappers.reflective(ReflectedPerson.self)
    .keyTransformer(Mappers.camelCaseToSnakeCase())
    .except(["children"])
private let personMapper = Mappers.reflective(ReflectedPerson.self)
    .keyTransformer(Mappers.camelCaseToSnakeCase())
    .customMapping {
        Field("children", \.children, Mappers.array(of: childMapper))
    }

private let johnJSON: JSON = [
    "first_name": "John", "last_name": "Doe", "age": 23, "birth_date": "2014-01-14T14:35:23Z",
    "children": [["first_name": "Jane", "last_name": "Doe", "age": 2]],
]

private let john = ReflectedPerson(
    firstName: "John", lastName: "Doe", age: 23,
    children: [ReflectedPerson(firstName: "Jane", lastName: "Doe", age: 2, children: [], birthDate: nil)],
    birthDate: Date(timeIntervalSince1970: 1_389_710_123))

@Suite("Reflective mapping")
struct ReflectiveMappingTests {
    // MARK: The manual's examples

    @Test func manualExampleMapsSnakeCaseKeysAndChildren() throws {
        #expect(try personMapper.map(johnJSON) == john)
    }

    @Test func manualExampleReversesToSnakeCaseKeys() throws {
        let json = try personMapper.reversed.map(john)
        #expect(
            try JSONWriter().writeString(json) == """
                {"first_name":"John","last_name":"Doe","age":23,"birth_date":"2014-01-14T14:35:23.000Z",\
                "children":[{"first_name":"Jane","last_name":"Doe","age":2}]}
                """)
        #expect(try personMapper.map(json) == john)
    }

    @Test func explicitDateMapperDecidesTheFormatBothWays() throws {
        let mapper = Mappers.reflective(ReflectedPerson.self)
            .keyTransformer(Mappers.camelCaseToSnakeCase())
            .except(["children"])
            .mapType(Date.self, Mappers.date(.rfc3339))
        let person = try mapper.map([
            "first_name": "A", "last_name": "B", "age": 1, "birth_date": "2014-01-14T14:35:23Z",
        ])
        #expect(person.birthDate == Date(timeIntervalSince1970: 1_389_710_123))
        #expect(try mapper.reversed.map(person)["birth_date"] == "2014-01-14T14:35:23Z")
        // The explicit format is the only one accepted now.
        #expect(throws: MappingError.self) {
            try mapper.map(["first_name": "A", "last_name": "B", "age": 1, "birth_date": 1_389_710_123])
        }
    }

    // MARK: Errors

    @Test func everyFailedPropertyIsReportedWithFullPaths() {
        let json: JSON = [
            "first_name": true, "last_name": "Doe", "birth_date": true,
            "children": [["first_name": "Jane", "last_name": "Doe", "Age": 2]],
        ]
        let result = personMapper.mapping(json)
        guard case .failure(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=4, total=4)"
                  - Could not map from 'first_name' to 'firstName': expected a string or a number, got a boolean (invalidSourceType)
                  - Could not map from 'age' to 'age': the value is missing (missingValue)
                  - Could not map from 'children.0.age' to 'children.0.age': the value is missing; did you mean 'Age'? (missingValue)
                  - Could not map from 'birth_date' to 'birthDate': expected a string or a number, got a boolean (invalidSourceType)

                """)
    }

    @Test func notAnObjectIsOneFatalError() {
        #expect(throws: MappingError.self) { try personMapper.map("John") }
        do {
            _ = try personMapper.map([1, 2])
        } catch {
            #expect(error.code == .invalidSourceType)
            #expect(error.detail == "expected an object, got an array")
        }
    }

    @Test func requiredPropertyMissingOrNullHasDistinctCodes() throws {
        let mapper = Mappers.reflective(CodableBox<String>.self)
        #expect(mapper.mapping([:]).error?.underlyingMappingErrors.first?.code == .missingValue)
        #expect(mapper.mapping(["value": nil]).error?.underlyingMappingErrors.first?.code == .nullValue)
        #expect(try mapper.map(["value": "x"]) == CodableBox(value: "x"))
    }

    @Test func optionalPropertyAcceptsMissingAndNullButNotWrongTypes() throws {
        let mapper = Mappers.reflective(CodableOptionalBox<Int>.self)
        #expect(try mapper.map([:]) == CodableOptionalBox(value: nil))
        #expect(try mapper.map(["value": nil]) == CodableOptionalBox(value: nil))
        #expect(try mapper.map(["value": 4]) == CodableOptionalBox(value: 4))
        #expect(
            mapper.mapping(["value": [1]]).error?.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'value' to 'value': expected a number or a numeric string, got an array (invalidSourceType)

                """)
    }

    @Test func invalidEnumValueNeverEchoesTheValue() {
        let mapper = Mappers.reflective(CodableBox<Temper>.self)
        let error = mapper.mapping(["value": "sk_live_SECRET"]).error
        #expect(error?.code == .multipleErrors)
        let leaf = error?.underlyingMappingErrors.first
        #expect(leaf?.code == .invalidSourceValue)
        #expect(leaf?.detail == "Temper rejected the value")
        for text in [error?.fatalDescription, error?.fullRecursiveDescription, error.map { String(reflecting: $0) }] {
            #expect(text?.contains("SECRET") == false)
        }
        var dumped = ""
        dump(error, to: &dumped)
        #expect(!dumped.contains("SECRET"))
    }

    @Test func nestedTypesArraysAndDictionariesUseTheSameStrategies() throws {
        let mapper = Mappers.reflective(FamilyRecord.self).keyTransformer(Mappers.camelCaseToSnakeCase())
        let json: JSON = [
            "family_name": "Doe",
            "members": [["given_name": "Jane", "birth_year": "1990"]],
            "pets_by_name": ["Rex Dog": ["animal_kind": "dog"]],
            "mood": "happy",
            "address": ["street_name": "Main", "homepage": "https://example.com"],
        ]
        let household = try mapper.map(json)
        #expect(
            household
                == FamilyRecord(
                    familyName: "Doe", members: [FamilyMember(givenName: "Jane", birthYear: 1990)],
                    petsByName: ["Rex Dog": FamilyPet(animalKind: "dog")], mood: .happy,
                    address: FamilyAddress(streetName: "Main", homepage: URL(string: "https://example.com")!)))
        let back = try mapper.reversed.map(household)
        #expect(
            try JSONWriter().writeString(back) == """
                {"family_name":"Doe","members":[{"given_name":"Jane","birth_year":1990}],\
                "pets_by_name":{"Rex Dog":{"animal_kind":"dog"}},"mood":"happy",\
                "address":{"street_name":"Main","homepage":"https://example.com"}}
                """)
        #expect(try mapper.map(back) == household)
    }

    @Test func errorsInsideArraysAndDictionariesCarryTheirIndexAndKey() {
        let mapper = Mappers.reflective(FamilyRecord.self).keyTransformer(Mappers.camelCaseToSnakeCase())
        let json: JSON = [
            "family_name": "Doe",
            "members": [["given_name": "Jane", "birth_year": 1990], ["given_name": "Joe", "birth_year": 1e40]],
            "pets_by_name": ["Rex": ["animal_kind": false]],
            "mood": "sad",
        ]
        #expect(
            mapper.mapping(json).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=3, total=3)"
                  - Could not map from 'members.1.birth_year' to 'members.1.birthYear': the number is out of range for Int (numberOutOfRange)
                    |- [HydrantErrorDomain.number] (code=2) the number is out of range for Int
                  - Could not map from 'pets_by_name.<key>.animal_kind' to 'petsByName.<key>.animalKind': expected a string or a number, got a boolean (invalidSourceType)
                  - Could not map from 'mood' to 'mood': Temper rejected the value (invalidSourceValue)
                    |- [Hydrant.RedactedCodingError] (code=1) DecodingError (message not shown: it may quote the value)

                """)
    }

    // MARK: Thread safety

    @Test func oneMapperIsSharedSafelyAcrossTasks() async throws {
        let results = try await withThrowingTaskGroup(of: ReflectedPerson.self) { group in
            for _ in 0..<16 {
                group.addTask { try personMapper.map(johnJSON) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == john })
    }
}
