import Hydrant
import Testing

/// A model with one property, so that every rule runs inside a real field.
private struct Holder<Value: Sendable>: Sendable {
    let value: Value
}

/// One built-in rule, checked through a required field and through an optional one.
struct RuleCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Maps `{"v": …}` (or `{}` for `nil`) with a required field; the error, if any.
    let required: @Sendable (JSON) -> MappingError?
    /// The same with an optional field.
    let optional: @Sendable (JSON) -> MappingError?
    let valid: JSON
    let invalid: JSON
    let reason: String
    let wrongType: JSON
    let wrongTypeReason: String

    var testDescription: String { name }

    init<Value: JSONConvertible>(
        _ name: String, _ rule: Validator<Value>, _ optionalRule: Validator<Value?>,
        valid: JSON, invalid: JSON, reason: String, wrongType: JSON, wrongTypeReason: String
    ) {
        let requiredMapper = Mappers.object(Holder<Value>.init) { Field("v", \.value).validated(rule) }
        let optionalMapper = Mappers.object(Holder<Value?>.init) { Field("v", \.value).validated(optionalRule) }
        self.name = name
        self.required = { requiredMapper.mapping($0).error }
        self.optional = { optionalMapper.mapping($0).error }
        self.valid = valid
        self.invalid = invalid
        self.reason = reason
        self.wrongType = wrongType
        self.wrongTypeReason = wrongTypeReason
    }
}

private let expectedNumber = "expected a number, got a string"
private let expectedString = "expected a string, got a number"

private let rules: [RuleCase] = [
    RuleCase(
        "matches", Validator<String>.matches("[a-z]+"), .matches("[a-z]+"), valid: "abc", invalid: "ab1",
        reason: "failed matches: must match /[a-z]+/", wrongType: 12, wrongTypeReason: expectedString),
    RuleCase(
        "length", Validator<String>.length(3), .length(3), valid: "abc", invalid: "abcd",
        reason: "failed length: must have exactly 3 characters", wrongType: 3, wrongTypeReason: expectedString),
    RuleCase(
        "minLength", Validator<String>.minLength(2), .minLength(2), valid: "ab", invalid: "a",
        reason: "failed minLength: must have at least 2 characters", wrongType: 2, wrongTypeReason: expectedString),
    RuleCase(
        "maxLength", Validator<String>.maxLength(1), .maxLength(1), valid: "a", invalid: "ab",
        reason: "failed maxLength: must have at most 1 character", wrongType: 1, wrongTypeReason: expectedString),
    RuleCase(
        "lengthRange", Validator<String>.length(in: 2...3), .length(in: 2...3), valid: "abc", invalid: "abcd",
        reason: "failed lengthRange: must have between 2 and 3 characters", wrongType: 2,
        wrongTypeReason: expectedString),
    RuleCase(
        "oneOf", Validator<String>.oneOf(["a", "b"]), .oneOf(["a", "b"]), valid: "b", invalid: "c",
        reason: #"failed oneOf: must be one of "a", "b""#, wrongType: 1, wrongTypeReason: expectedString),
    RuleCase(
        "equalTo", Validator<String>.equal(to: "yes"), .equal(to: "yes"), valid: "yes", invalid: "no",
        reason: #"failed equalTo: must equal "yes""#, wrongType: true,
        wrongTypeReason: "expected a string, got a boolean"),
    RuleCase(
        "min", Validator<Int>.min(1), .min(1), valid: 1, invalid: 0,
        reason: "failed min: must be at least 1", wrongType: "1", wrongTypeReason: expectedNumber),
    RuleCase(
        "max", Validator<Int>.max(10), .max(10), valid: 10, invalid: 11,
        reason: "failed max: must be at most 10", wrongType: "10", wrongTypeReason: expectedNumber),
    RuleCase(
        "range", Validator<Int>.range(1...10), .range(1...10), valid: 5, invalid: 11,
        reason: "failed range: must be between 1 and 10", wrongType: [5],
        wrongTypeReason: "expected a number, got an array"),
]

/// The description of an object mapping that failed on its one field `v`.
private func fieldFailure(_ line: String) -> String {
    """
    [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
      - Could not map from 'v' to 'value': \(line)

    """
}

@Suite("Validator: the built-in rules, each passing, failing, missing, null and with the wrong type")
struct ValidatorRuleTests {
    @Test(arguments: rules)
    func aValidValuePasses(_ rule: RuleCase) {
        #expect(rule.required(["v": rule.valid]) == nil)
        #expect(rule.optional(["v": rule.valid]) == nil)
    }

    @Test(arguments: rules)
    func anInvalidValueFailsWithTheRuleAndThePath(_ rule: RuleCase) throws {
        for map in [rule.required, rule.optional] {
            let error = try #require(map(["v": rule.invalid]))
            #expect(error.isFatal)
            #expect(error.underlyingMappingErrors.first?.code == .validationFailed)
            #expect(error.fatalDescription == fieldFailure("\(rule.reason) (validationFailed)"))
        }
    }

    @Test(arguments: rules)
    func aMissingValueFailsARequiredFieldAndPassesAnOptionalOne(_ rule: RuleCase) {
        #expect(rule.required([:])?.fatalDescription == fieldFailure("the value is missing (missingValue)"))
        #expect(rule.optional([:]) == nil)
    }

    @Test(arguments: rules)
    func aNullValueFailsARequiredFieldAndPassesAnOptionalOne(_ rule: RuleCase) {
        #expect(rule.required(["v": nil])?.fatalDescription == fieldFailure("the value is null (nullValue)"))
        #expect(rule.optional(["v": nil]) == nil)
    }

    /// CTXPropertyMapper crashed here (a number given to `minLength`); the type check runs first.
    @Test(arguments: rules)
    func aValueOfTheWrongTypeFailsTheTypeCheckBeforeTheRule(_ rule: RuleCase) {
        #expect(
            rule.required(["v": rule.wrongType])?.fatalDescription
                == fieldFailure("\(rule.wrongTypeReason) (invalidSourceType)"))
        #expect(
            rule.optional(["v": rule.wrongType])?.fatalDescription
                == fieldFailure("\(rule.wrongTypeReason) (invalidSourceType)"))
    }
}

@Suite("Validator.required")
struct RequiredValidatorTests {
    private let nickname = Mappers.object(Holder<String?>.init) { Field("v", \.value).validated(.required) }
    private let anything = Mappers.optionally(JSON.self).validated(.required)

    @Test func aPresentValuePasses() throws {
        #expect(try nickname.map(["v": "jo"]).value == "jo")
        #expect(try anything.map("x") == "x")
    }

    /// A field of an optional type maps both to `nil`, so the rule cannot tell them apart.
    @Test(arguments: [[:], ["v": nil]] as [JSON])
    func aMissingOrNullOptionalFails(_ input: JSON) {
        #expect(
            nickname.mapping(input).error?.fatalDescription
                == fieldFailure("failed required: the value is missing or null (validationFailed)"))
    }

    @Test func aNullJSONValueFailsWithItsOwnReason() {
        let json = Mappers.validate(JSON.self, .required)
        #expect(
            json.mapping(.null).error?.fatalDescription == """
                [FATAL] Hydrant (code=validationFailed) because "Could not map from '<Unknown>' to '<Unknown>': failed required: the value is null"

                """)
    }

    /// `Mappers.optionally` turns missing and null into `nil` with a non-fatal error; `required`
    /// then rejects the `nil`.
    @Test func requiredAfterOptionallyRejectsTheFallback() {
        let result = anything.mapping(nil)
        #expect(result.error?.isFatal == true)
        #expect(result.error?.code == .validationFailed)
        #expect(result.error?.detail == "failed required: the value is missing or null")
    }

    @Test func aValueOfTheWrongTypeFailsTheTypeCheck() {
        #expect(
            nickname.mapping(["v": 1]).error?.fatalDescription
                == fieldFailure("expected a string, got a number (invalidSourceType)"))
    }

    @Test func itDescribesItself() {
        let rule = Validator<String?>.required
        #expect(rule.name == "required")
        #expect(rule.requirement == "must be present and not null")
    }
}
