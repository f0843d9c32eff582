import Foundation
import Hydrant
import Testing

private struct Profile: Codable, Equatable, Sendable {
    var firstName: String
    var lastName: String
    var age: Int
    var nickname: String?
}

// Exit-test bodies cannot capture anything, so their models live at file scope.
private struct Link: Codable, Sendable {
    var title: String
    var target: URL
}

private let profileJSON: JSON = ["firstName": "Ada", "lastName": "Lovelace", "age": 36, "nickname": "Countess"]
private let ada = Profile(firstName: "Ada", lastName: "Lovelace", age: 36, nickname: "Countess")

/// What a stopped process wrote to standard error.
private func stderr(_ result: ExitTest.Result?) -> String {
    result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
}

/// Every modifier of `Mappers.reflective` (the manual's `HYDMapReflectively` modifiers).
@Suite("Reflective mapping modifiers")
struct ReflectiveModifierTests {
    // MARK: keyTransformer

    @Test func snakeCaseKeyTransformerBothWays() throws {
        let mapper = Mappers.reflective(Profile.self).keyTransformer(Mappers.camelCaseToSnakeCase())
        let json: JSON = ["first_name": "Ada", "last_name": "Lovelace", "age": 36, "nickname": "Countess"]
        #expect(try mapper.map(json) == ada)
        #expect(try mapper.reversed.map(ada) == json)
    }

    @Test func closureKeyTransformerThatReturnsNilSkipsTheProperty() throws {
        let mapper = Mappers.reflective(Profile.self).keyTransformer { $0 == "nickname" ? nil : $0.uppercased() }
        let profile = try mapper.map(["FIRSTNAME": "Ada", "LASTNAME": "L", "AGE": 36, "nickname": "ignored"])
        #expect(profile == Profile(firstName: "Ada", lastName: "L", age: 36, nickname: nil))
        #expect(try mapper.reversed.map(ada) == ["FIRSTNAME": "Ada", "LASTNAME": "Lovelace", "AGE": 36])
    }

    @Test func mapperKeyTransformerOfStrings() throws {
        let prefixed = Mappers.closure { (name: String) in "p_" + name }
        let mapper = Mappers.reflective(CodableOptionalBox<Int>.self).keyTransformer(prefixed)
        #expect(try mapper.map(["p_value": 3]) == CodableOptionalBox(value: 3))
        #expect(try mapper.map(["value": 3]) == CodableOptionalBox(value: nil))
        #expect(try mapper.reversed.map(CodableOptionalBox(value: 3)) == ["p_value": 3])
        let same = Mappers.reflective(Profile.self).keyTransformer(Mappers.identity())
        #expect(try same.map(profileJSON) == ada)
        #expect(try same.reversed.map(ada) == profileJSON)
    }

    @Test func mapperKeyTransformerReturningNilSkipsTheProperty() throws {
        let prefixed = Mappers.closure { (name: String) -> String? in name == "nickname" ? nil : "p_" + name }
        let mapper = Mappers.reflective(Profile.self).keyTransformer(prefixed)
        let profile = try mapper.map(["p_firstName": "Ada", "p_lastName": "L", "p_age": 36, "nickname": "ignored"])
        #expect(profile == Profile(firstName: "Ada", lastName: "L", age: 36, nickname: nil))
        #expect(try mapper.reversed.map(ada) == ["p_firstName": "Ada", "p_lastName": "Lovelace", "p_age": 36])
    }

    @Test func mapperKeyTransformerThatThrowsSkipsTheProperty() throws {
        struct Rejected: Error {}
        let keys = Mappers.closure { (name: String) throws -> String in
            guard name != "nickname" else { throw Rejected() }
            return name.uppercased()
        }
        let mapper = Mappers.reflective(Profile.self).keyTransformer(keys)
        let profile = try mapper.map(["FIRSTNAME": "Ada", "LASTNAME": "L", "AGE": 36, "NICKNAME": "ignored"])
        #expect(profile == Profile(firstName: "Ada", lastName: "L", age: 36, nickname: nil))
        #expect(try mapper.reversed.map(ada) == ["FIRSTNAME": "Ada", "LASTNAME": "Lovelace", "AGE": 36])
    }

    // MARK: optional / required / withNoRequiredFields

    @Test func optionalPropertiesFailWithoutFailingTheModel() throws {
        let mapper = Mappers.reflective(Profile.self).optional(["age", "nickname"])
        let result = mapper.mapping(["firstName": "Ada", "lastName": "Lovelace", "age": "old", "nickname": 7.5])
        guard case .successWithErrors(let profile, let error) = result else {
            Issue.record("expected non-fatal errors, got \(result)")
            return
        }
        // A non-Optional property falls back to its type's empty value, an Optional one to nil;
        // in lenient mode 7.5 is a fine nickname ("7.5").
        #expect(profile == Profile(firstName: "Ada", lastName: "Lovelace", age: 0, nickname: "7.5"))
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from 'age' to 'age': the string is not a number (invalidSourceValue)

                """)
    }

    @Test func optionalPropertyMissingIsANonFatalError() throws {
        let mapper = Mappers.reflective(Profile.self).optional(["lastName"])
        let result = mapper.mapping(["firstName": "Ada", "age": 36])
        #expect(result.value == Profile(firstName: "Ada", lastName: "", age: 36, nickname: nil))
        #expect(result.error?.isFatal == false)
        #expect(result.error?.underlyingMappingErrors.map(\.code) == [.missingValue])
    }

    @Test func requiredMakesEveryOtherPropertyOptional() throws {
        let mapper = Mappers.reflective(Profile.self).required(["firstName", "nickname"])
        let result = mapper.mapping(["firstName": "Ada", "nickname": "C"])
        #expect(result.value == Profile(firstName: "Ada", lastName: "", age: 0, nickname: "C"))
        #expect(result.error?.isFatal == false)
        // A listed Optional property must be present.
        let missing = mapper.mapping(["firstName": "Ada", "lastName": "L", "age": 1])
        #expect(missing.error?.isFatal == true)
        #expect(missing.error?.underlyingMappingErrors.map(\.code) == [.missingValue])
    }

    @Test func withNoRequiredFieldsMakesEverythingOptional() throws {
        let mapper = Mappers.reflective(Profile.self).withNoRequiredFields()
        let result = mapper.mapping([:])
        #expect(result.value == Profile(firstName: "", lastName: "", age: 0, nickname: nil))
        // Every property is optional, the Optional `nickname` too: each missing one is reported.
        #expect(
            result.error?.underlyingMappingErrors.map(\.destinationPath?.description) == [
                "firstName", "lastName", "age", "nickname",
            ])
        #expect(
            result.error?.underlyingMappingErrors.map(\.code) == [
                .missingValue, .missingValue, .missingValue, .missingValue,
            ])
        #expect(result.error?.isFatal == false)
    }

    /// The original reported the failure of every property listed as optional, whatever its type;
    /// an Optional property that is not listed accepts missing and `null` silently (a Swift
    /// decision), and `null` for a non-Optional number fails.
    @Test func optionalPropertiesOfOptionalTypeReportMissingAndNull() throws {
        let listed = Mappers.reflective(Profile.self).optional(["nickname"])
        let missing = listed.mapping(["firstName": "Ada", "lastName": "L", "age": 1])
        #expect(missing.value == Profile(firstName: "Ada", lastName: "L", age: 1, nickname: nil))
        #expect(missing.error?.isFatal == false)
        #expect(
            missing.error?.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from 'nickname' to 'nickname': the value is missing (missingValue)

                """)
        let null = listed.mapping(["firstName": "Ada", "lastName": "L", "age": 1, "nickname": nil])
        #expect(null.value == Profile(firstName: "Ada", lastName: "L", age: 1, nickname: nil))
        #expect(null.error?.underlyingMappingErrors.map(\.code) == [.nullValue])

        let unlisted = Mappers.reflective(Profile.self)
        let silent = unlisted.mapping(["firstName": "Ada", "lastName": "L", "age": 1, "nickname": nil])
        #expect(Probe.outcome(silent) == .success)
        #expect(silent.value?.nickname == nil)
        let nullAge = unlisted.mapping(["firstName": "Ada", "lastName": "L", "age": nil])
        #expect(nullAge.error?.isFatal == true)
        #expect(nullAge.error?.underlyingMappingErrors.map(\.code) == [.nullValue])
    }

    // MARK: only / except

    @Test func onlyMapsTheListedPropertiesBothWays() throws {
        let mapper = Mappers.reflective(Profile.self).only(["firstName", "nickname"])
        #expect(
            try mapper.map(["firstName": "Ada", "age": "not read"])
                == Profile(firstName: "Ada", lastName: "", age: 0, nickname: nil))
        #expect(try mapper.reversed.map(ada) == ["firstName": "Ada", "nickname": "Countess"])
    }

    @Test func exceptLeavesOutTheListedPropertiesBothWays() throws {
        let mapper = Mappers.reflective(Profile.self).except(["age"])
        #expect(
            try mapper.map(["firstName": "Ada", "lastName": "L", "age": "not read"])
                == Profile(firstName: "Ada", lastName: "L", age: 0, nickname: nil))
        #expect(try mapper.reversed.map(ada) == ["firstName": "Ada", "lastName": "Lovelace", "nickname": "Countess"])
    }

    @Test func excludedPropertyWithoutAnEmptyValueIsAnError() {
        let mapper = Mappers.reflective(Link.self).except(["target"])
        #expect(
            mapper.mapping(["title": "x"]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '<Unknown>' to 'target': the property is not mapped and URL has no empty value; make it Optional or give it a custom mapping (invalidResultingType)

                """)
    }

    // MARK: customMapping

    @Test func customFieldOverridesTheGeneratedOneBothWays() throws {
        let mapper = Mappers.reflective(Profile.self).customMapping {
            Field("years", \.age, Mappers.number(Int.self))
            Field("name.first", \.firstName)
        }
        let json: JSON = ["name": ["first": "Ada"], "lastName": "Lovelace", "years": "36", "nickname": "Countess"]
        #expect(try mapper.map(json) == ada)
        #expect(
            try mapper.reversed.map(ada) == [
                "lastName": "Lovelace", "nickname": "Countess", "name": ["first": "Ada"], "years": "36",
            ])
    }

    /// The original merged custom mappings over the generated ones: a property that `only` or
    /// `except` leaves out is still mapped by its custom field, both ways.
    @Test(arguments: ["except", "only"])
    func customFieldMapsAPropertyLeftOutOfTheGeneratedMapping(selection: String) throws {
        let base =
            selection == "except"
            ? Mappers.reflective(Profile.self).except(["age"])
            : Mappers.reflective(Profile.self).only(["firstName", "lastName", "nickname"])
        let mapper = base.customMapping { Field("years", \.age, Mappers.number(Int.self)) }
        let json: JSON = ["firstName": "Ada", "lastName": "Lovelace", "years": "36", "nickname": "Countess", "age": 1]
        let result = mapper.mapping(json)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == ada)
        #expect(
            try mapper.reversed.map(ada) == [
                "firstName": "Ada", "lastName": "Lovelace", "nickname": "Countess", "years": "36",
            ])
        #expect(mapper.properties.map(\.description)[2] == "age: Int ← years (custom)")
        #expect(
            mapper.mapping(["firstName": "Ada", "lastName": "L"]).error?.underlyingMappingErrors.map(\.code) == [
                .missingValue
            ])
    }

    @Test func customFieldErrorsNameItsAccessor() {
        let mapper = Mappers.reflective(Profile.self).customMapping { Field("years", \.age) }
        #expect(
            mapper.mapping(["firstName": "Ada", "lastName": "L", "Years": 3]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'years' to 'age': the value is missing; did you mean 'Years'? (missingValue)

                """)
    }

    @Test func customFieldForAnOptionalPropertyWritesNil() throws {
        let mapper = Mappers.reflective(Profile.self).customMapping { Field("nick", \.nickname) }
        let plain = Profile(firstName: "A", lastName: "B", age: 1, nickname: nil)
        #expect(try mapper.map(["firstName": "A", "lastName": "B", "age": 1]) == plain)
        #expect(try mapper.reversed.map(plain) == ["firstName": "A", "lastName": "B", "age": 1])
        #expect(
            try mapper.nilValues(.writeNull).reversed.map(plain) == [
                "firstName": "A", "lastName": "B", "age": 1, "nick": nil,
            ])
    }

    // MARK: mapType

    @Test func mapTypeAppliesToEveryValueOfTheType() throws {
        let upper = Mappers.closure(
            map: { (json: JSON) throws -> String in try String(json: json).uppercased() },
            unmap: { (value: String) in JSON.string(value.lowercased()) })
        let mapper = Mappers.reflective(CodableBox<[String: [FamilyMember]]>.self).mapType(String.self, upper)
        let json: JSON = ["value": ["doe": [["givenName": "jane", "birthYear": 1990]]]]
        let box = try mapper.map(json)
        // Dictionary keys are keys, not String values.
        #expect(box.value == ["doe": [FamilyMember(givenName: "JANE", birthYear: 1990)]])
        #expect(try mapper.reversed.map(box) == json)
    }

    @Test func mapTypeAlsoSeesTheRawValuesOfStringEnums() {
        let upper = Mappers.closure(
            map: { (json: JSON) throws -> String in try String(json: json).uppercased() },
            unmap: { (value: String) in JSON.string(value.lowercased()) })
        let mapper = Mappers.reflective(CodableBox<Temper>.self).mapType(String.self, upper)
        #expect(
            mapper.mapping(["value": "happy"]).error?.underlyingMappingErrors.first?.detail
                == "Temper rejected the value")
    }

    // MARK: nilValues

    @Test func nilValuesCanBeWrittenAsNull() throws {
        let plain = Profile(firstName: "A", lastName: "B", age: 1, nickname: nil)
        #expect(
            try Mappers.reflective(Profile.self).reversed.map(plain) == ["firstName": "A", "lastName": "B", "age": 1])
        #expect(
            try Mappers.reflective(Profile.self).nilValues(.writeNull).reversed.map(plain)
                == ["firstName": "A", "lastName": "B", "age": 1, "nickname": nil])
    }

    // MARK: Generated properties

    @Test func propertiesListTheGeneratedMapping() {
        let mapper = Mappers.reflective(Profile.self)
            .keyTransformer(Mappers.camelCaseToSnakeCase())
            .optional(["age"])
            .customMapping { Field("full.first", \.firstName) }
        #expect(
            mapper.properties.map(\.description) == [
                "firstName: String ← full.first (custom)",
                "lastName: String ← \"last_name\" (required)",
                "age: Int ← \"age\" (optional)",
                "nickname: Optional<String> ← \"nickname\" (optional)",
            ])
        #expect(
            Mappers.reflective(Profile.self).only(["age"]).properties.map(\.mapping) == [
                .excluded, .excluded, .generated(sourceKey: "age", isRequired: true), .excluded,
            ])
    }

    // MARK: Configuration errors stop the process when the mapper is built

    @Test func optionalAndRequiredCannotBeCombined() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.reflective(Profile.self).optional(["age"]).required(["firstName"])
        }
        #expect(stderr(result).contains("optional(_:) and required(_:) cannot be combined"))
    }

    @Test func optionalAndWithNoRequiredFieldsCannotBeCombined() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.reflective(Profile.self).withNoRequiredFields().optional(["age"])
        }
    }

    @Test func onlyAndExceptCannotBeCombined() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.reflective(Profile.self).only(["age"]).except(["firstName"])
        }
        #expect(stderr(result).contains("only(_:) and except(_:) cannot be combined"))
    }

    @Test func unknownPropertyNamesAreRejectedWithASuggestion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.reflective(Profile.self).optional(["frstName"])
        }
        #expect(stderr(result).contains("Profile has no property 'frstName'; did you mean 'firstName'?"))
    }

    @Test func customMappingOfANestedPropertyIsRejected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.reflective(FamilyRecord.self).customMapping { Field("street", \.address?.streetName) }
        }
        #expect(stderr(result).contains("a custom mapping must name a property of the model itself"))
    }
}

/// Validations on reflective properties (`validating(_:_:options:)`), the reflective side of the
/// CTX validations.
@Suite("Reflective mapping validations")
struct ReflectiveValidationTests {
    private let mapper = Mappers.reflective(Profile.self)
        .validating(\.firstName, .minLength(2), .maxLength(5))
        .validating(\.age, .range(0...150))
        .validating(\.nickname, .required)

    @Test func validValuesPass() throws {
        #expect(
            try mapper.map(["firstName": "Ada", "lastName": "L", "age": 36, "nickname": "C"])
                == Profile(firstName: "Ada", lastName: "L", age: 36, nickname: "C"))
    }

    @Test func everyBrokenRuleIsReportedWithItsProperty() {
        let result = mapper.mapping(["firstName": "Adelaide", "lastName": "L", "age": 200])
        #expect(
            result.error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=3, total=3)"
                  - Could not map from 'firstName' to 'firstName': failed maxLength: must have at most 5 characters (validationFailed)
                  - Could not map from 'age' to 'age': failed range: must be between 0 and 150 (validationFailed)
                  - Could not map from 'nickname' to 'nickname': failed required: the value is missing or null (validationFailed)

                """)
    }

    @Test func optionalPropertiesMakeBrokenRulesNonFatal() {
        let result = mapper.optional(["age"]).mapping([
            "firstName": "Ada", "lastName": "L", "age": 200, "nickname": "C",
        ])
        #expect(result.value == Profile(firstName: "Ada", lastName: "L", age: 0, nickname: "C"))
        #expect(result.error?.isFatal == false)
        #expect(result.error?.underlyingMappingErrors.map(\.code) == [.validationFailed])
    }

    @Test func customFieldsAreValidatedToo() {
        let custom = Mappers.reflective(Profile.self)
            .customMapping { Field("name", \.firstName).validated(.matches("[A-Z][a-z]+")) }
        #expect(
            custom.mapping(["name": "ada", "lastName": "L", "age": 1]).error?.underlyingMappingErrors.first?.code
                == .validationFailed)
        #expect(custom.mapping(["name": "Ada", "lastName": "L", "age": 1]).value?.firstName == "Ada")
    }
}
