import Foundation
import Hydrant
import Testing

private struct SignUp: Sendable, Equatable {
    let name: String
    let age: Int
    let role: String
    let nickname: String?
    let tags: [String]
}

private let signUp = Mappers.object(SignUp.init) {
    Field("name", \.name).validated(.minLength(2), .maxLength(5), .matches("[a-z]+"))
    Field("age", \.age).validated(.range(0...150))
    Field("role", \.role).validated(.oneOf(["admin", "user"]))
    Field("nickname", \.nickname).validated(.maxLength(3))
    Field("tags", \.tags).validated(.maxLength(2))
}

private let goodSignUp: JSON = ["name": "ada", "age": 36, "role": "admin", "nickname": "al", "tags": ["x"]]

extension Validator where Value: BinaryInteger {
    /// A custom rule, as the documentation shows.
    fileprivate static var even: Validator { Validator("even", requirement: "must be even") { $0 % 2 == 0 } }
}

@Suite("Mappers.Validate, Mapper.validated and Field.validated: running rules")
struct ValidationTests {
    @Test func validValuesPassThroughAnObject() throws {
        let value = try signUp.map(goodSignUp)
        #expect(value == SignUp(name: "ada", age: 36, role: "admin", nickname: "al", tags: ["x"]))
    }

    /// "Every failed rule in an object is reported, not just the first": every field is attempted,
    /// and every rule of a field is checked.
    @Test func everyBrokenRuleOfEveryFieldIsReported() {
        let input: JSON = ["name": "A", "age": 200, "role": "root", "nickname": "long", "tags": ["a", "b", "c"]]
        #expect(
            signUp.mapping(input).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=5, total=5)"
                  - Could not map from 'name' to 'name': failed minLength: must have at least 2 characters (validationFailed)
                  - Could not map from 'name' to 'name': failed matches: must match /[a-z]+/ (validationFailed)
                  - Could not map from 'age' to 'age': failed range: must be between 0 and 150 (validationFailed)
                  - Could not map from 'role' to 'role': failed oneOf: must be one of "admin", "user" (validationFailed)
                  - Could not map from 'nickname' to 'nickname': failed maxLength: must have at most 3 characters (validationFailed)
                  - Could not map from 'tags' to 'tags': failed maxLength: must have at most 2 elements (validationFailed)

                """)
    }

    @Test func severalBrokenRulesOfOneValueAreCollectedInOrder() throws {
        let name = Mappers.value(String.self).validated(.minLength(2), .maxLength(5), .matches("[a-z]+"))
        let error = try #require(name.mapping("ABCDEFG").error)
        #expect(error.code == .multipleErrors)
        #expect(error.isFatal)
        #expect(
            error.underlyingMappingErrors.map(\.detail) == [
                "failed maxLength: must have at most 5 characters", "failed matches: must match /[a-z]+/",
            ])
        #expect(error.sourceValue?.value as? String == "ABCDEFG")
    }

    @Test func oneBrokenRuleIsThrownAsIs() throws {
        let error = try #require(Mappers.value(Int.self).validated(.min(0)).mapping(-1).error)
        #expect(error.code == .validationFailed)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=validationFailed) because "Could not map from '<Unknown>' to '<Unknown>': failed min: must be at least 0"

                """)
    }

    @Test func optionallyMakesAFailedValidationNonFatal() {
        let age = Mappers.optionally(Mappers.value(Int.self).validated(.range(0...150)), default: 0)
        let result = age.mapping(200)
        #expect(result.value == 0)
        #expect(result.error?.isFatal == false)
        #expect(result.error?.code == .validationFailed)
    }

    @Test func aFieldWrappedInOptionallyKeepsTheObject() {
        struct Profile: Sendable { let age: Int? }
        let profile = Mappers.object(Profile.init) {
            Field("age", \.age, Mappers.optionally(Mappers.value(Int.self).validated(.min(0))))
        }
        let result = profile.mapping(["age": -3])
        #expect(result.value?.age == nil)
        #expect(
            result.error?.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from 'age' to 'age': failed min: must be at least 0 (validationFailed)

                """)
    }

    @Test func theValueIsRedactedUnlessRevealingIsAskedFor() throws {
        let secret = Mappers.value(String.self).validated(.minLength(12))
        let hidden = try #require(secret.mapping("hunter2").error)
        #expect(!hidden.description.contains("hunter2"))
        #expect(!hidden.fullRecursiveDescription.contains("hunter2"))
        #expect(hidden.sourceValue?.description == "<redacted>")

        let revealing = Mappers.value(String.self).validated(.minLength(12), options: .revealingValues)
        #expect(
            revealing.mapping("hunter2").error?.detail
                == #"failed minLength: must have at least 12 characters; got "hunter2""#)
        let json = Mappers.validate(JSON.self, .oneOf([1, 2]), options: .revealingValues)
        #expect(json.mapping(["a": 3]).error?.detail == #"failed oneOf: must be one of 1, 2; got {"a":3}"#)
    }

    @Test func theReverseIsUncheckedUnlessAskedFor() throws {
        let lenient = Mappers.value(Int.self).validated(.max(10))
        #expect(try lenient.reversed.map(99) == 99)
        let strict = Mappers.value(Int.self).validated(.max(10), options: .inReverse)
        #expect(strict.reversed.mapping(99).error?.detail == "failed max: must be at most 10")
        #expect(try strict.reversed.map(5) == 5)
        // Reversing twice gives the forward check back.
        #expect(lenient.reversed.reversed.mapping(99).error?.code == .validationFailed)
    }

    @Test func aFieldChecksInReverseOnlyWhenAskedFor() throws {
        struct Count: Sendable { let n: Int }
        let lenient = Mappers.object(Count.init) { Field("n", \.n).validated(.max(3)) }
        let strict = Mappers.object(Count.init) { Field("n", \.n).validated(.max(3), options: .inReverse) }
        #expect(try lenient.reversed.map(Count(n: 9)) == ["n": 9])
        #expect(
            strict.reversed.mapping(Count(n: 9)).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'n' to 'n': failed max: must be at most 3 (validationFailed)

                """)
    }

    @Test func customRulesComposeWithBuiltInOnes() {
        let pairs = Mappers.value(Int.self).validated(.even, .range(0...100))
        #expect(pairs.mapping(42).value == 42)
        #expect(
            pairs.mapping(101).error?.underlyingMappingErrors.map(\.detail) == [
                "failed even: must be even", "failed range: must be between 0 and 100",
            ])
        let optionalPairs = Mappers.optionally(Mappers.value(Int.self)).validated(.ifPresent(.even))
        #expect(optionalPairs.mapping(nil).error?.isFatal == false)
        #expect(optionalPairs.mapping(3).error?.detail == "failed even: must be even")
    }

    @Test func aRuleCanSayWhyAValueBreaksIt() {
        let word = Validator<String>("word", requirement: "must be one word") { text in
            text.contains(" ") ? "must be one word, without spaces" : nil
        }
        #expect(word.error(for: "one") == nil)
        #expect(word.error(for: "two words")?.detail == "failed word: must be one word, without spaces")
        #expect(
            word.error(for: "two words", revealingValue: true)?.detail
                == #"failed word: must be one word, without spaces; got "two words""#)
    }

    @Test func mappersValidateChecksValuesOfAnyType() throws {
        let percent = Mappers.value(Int.self).then(Mappers.validate(Int.self, .range(0...100)))
        #expect(try percent.map(50) == 50)
        #expect(percent.mapping(101).error?.detail == "failed range: must be between 0 and 100")
        #expect(Mappers.validate(Int.self, .min(1)).validators.map(\.name) == ["min"])
    }
}

@Suite("Validator: details of the built-in rules")
struct ValidatorDetailTests {
    /// Strings count characters as a reader sees them, not UTF-16 units as CTXPropertyMapper did.
    @Test func stringLengthsCountCharacters() {
        let one = Validator<String>.length(1)
        #expect(one.error(for: "👍🏽") == nil)
        #expect(one.error(for: "é") == nil)
        #expect(one.error(for: "ab")?.detail == "failed length: must have exactly 1 character")
    }

    @Test func collectionLengthsCountElements() {
        #expect(
            Validator<[Int]>.length(in: 1...2).error(for: [])?.detail
                == "failed lengthRange: must have between 1 and 2 elements")
        #expect(Validator<[Int]>.minLength(1).error(for: [3]) == nil)
    }

    /// CTXPropertyMapper wanted exactly one match anywhere; the whole string must match here.
    @Test(arguments: [
        ("b", "abc", false), ("b", "b", true), (".*b.*", "abcb", true), ("[a-z]+", "abc\n", false),
        ("a|ab", "ab", true), ("(?i)abc", "ABC", true),
    ])
    func patternsMatchTheWholeString(pattern: String, text: String, matches: Bool) {
        #expect((Validator<String>.matches(pattern).error(for: text) == nil) == matches)
    }

    @Test func patternOptionsApply() {
        let spaced = Validator<String>.matches("a b # letters", options: [.allowCommentsAndWhitespace])
        #expect(spaced.error(for: "ab") == nil)
        #expect(Validator<String>.matches("abc", options: [.caseInsensitive]).error(for: "aBc") == nil)
    }

    @Test func boundsCompareTheMappedType() {
        #expect(Validator<Double>.min(3).error(for: 2.9)?.detail == "failed min: must be at least 3.0")
        #expect(Validator<Double>.range(0...1).error(for: 0.5) == nil)
        #expect(Validator<String>.max("m").error(for: "z")?.detail == #"failed max: must be at most "m""#)
    }

    @Test func optionalValuesPassWhenAbsent() {
        #expect(Validator<Int?>.range(1...2).error(for: nil) == nil)
        #expect(Validator<Int?>.range(1...2).error(for: 3)?.detail == "failed range: must be between 1 and 2")
        #expect(Validator<String?>.oneOf(["a"]).error(for: nil) == nil)
        #expect(Validator<String?>.equal(to: "a").error(for: "b")?.detail == #"failed equalTo: must equal "a""#)
        #expect(Validator<JSON?>.oneOf([1]).error(for: .some(.null))?.detail == "failed oneOf: must be one of 1")
        #expect(Validator<String?>.matches("x").error(for: nil) == nil)
        #expect(Validator<[Int]?>.length(0).error(for: [1])?.detail == "failed length: must have exactly 0 elements")
    }

    @Test func anEmptyListAllowsNothing() {
        #expect(Validator<Int>.oneOf([]).error(for: 1)?.detail == "failed oneOf: must be one of no value at all")
    }
}

/// Validations, one-way fields and hooks behave the same when a document is mapped in place
/// (`map(parsing:)`, the tape path) as when a `JSON` tree is mapped.
@Suite("Validations and one-way fields read in place")
struct InPlaceValidationTests {
    struct Login: Sendable, Equatable {
        var user: String
        var password: String
    }

    let login = Mappers.object(Login.init) {
        Field("user", \.user).validated(.minLength(3))
        Field("password", \.password).decodeOnly()
    }

    @Test func brokenRulesAreReportedInPlaceAsFromATree() {
        let text = #"{"user": "al", "password": "secret"}"#
        let inPlace = login.mapping(parsing: text).error?.fatalDescription
        let fromTree = (try? JSON(parsing: text)).map { login.mapping($0).error?.fatalDescription }
        #expect(inPlace == fromTree ?? nil)
        #expect(inPlace?.contains("failed minLength: must have at least 3 characters (validationFailed)") == true)
    }

    @Test func decodeOnlyFieldsAreReadInPlaceAndNeverWritten() throws {
        let value = try login.map(parsing: #"{"user": "alice", "password": "secret"}"#)
        #expect(value == Login(user: "alice", password: "secret"))
        #expect(try login.reversed.map(value) == ["user": "alice"])
    }
}
