import Foundation
import Hydrant
import Testing

/// The examples of the "Validations, factories and hooks" article
/// (Hydrant.docc/ValidationsFactoriesAndHooks.md), so it cannot drift.
private struct SignUp: Sendable {
    let name: String
    let age: Int
    let role: String
    let nickname: String?
}

private let signUp = Mappers.object(SignUp.init) {
    Field("name", \.name).validated(.minLength(2), .maxLength(40), .matches("[a-z_]+"))
    Field("age", \.age).validated(.range(0...150))
    Field("role", \.role).validated(.oneOf(["admin", "user"]))
    Field("nickname", \.nickname).validated(.maxLength(12))
}

extension Validator where Value: BinaryInteger {
    fileprivate static var evenNumber: Validator { Validator("even", requirement: "must be even") { $0 % 2 == 0 } }
}

private struct User: Sendable {
    var firstName = ""
    var lastName = ""
    var unmappedKeys: [String] = []
}

@Suite("Validations, factories and hooks article")
struct ValidationsArticleTests {
    @Test func theSignUpErrorListsEveryBrokenRule() {
        let result = signUp.mapping(["name": "A", "age": 151, "role": "user"])
        #expect(
            result.error?.description == """
                3 errors
                name
                  failed minLength: must have at least 2 characters [validationFailed]
                name
                  failed matches: must match /[a-z_]+/ [validationFailed]
                age
                  failed range: must be between 0 and 150 [validationFailed]
                """)
        #expect(
            result.error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'name' to 'name': failed minLength: must have at least 2 characters (validationFailed)
                  - Could not map from 'name' to 'name': failed matches: must match /[a-z_]+/ (validationFailed)
                  - Could not map from 'age' to 'age': failed range: must be between 0 and 150 (validationFailed)

                """)
    }

    @Test(arguments: [
        (Validator<String?>.required.name, "required"), (Validator<String>.matches("[a-z]+").name, "matches"),
        (Validator<String>.length(3).name, "length"), (Validator<String>.minLength(2).name, "minLength"),
        (Validator<String>.maxLength(40).name, "maxLength"), (Validator<String>.length(in: 2...8).name, "lengthRange"),
        (Validator<String>.oneOf(["a", "b"]).name, "oneOf"), (Validator<Int>.equal(to: 2).name, "equalTo"),
        (Validator<Int>.min(0).name, "min"), (Validator<Int>.max(100).name, "max"),
        (Validator<Int>.range(1...10).name, "range"),
    ])
    func theRulesTableNamesEachRuleAsPrinted(name: String, expected: String) {
        #expect(name == expected)
    }

    @Test func customRules() throws {
        let pairs = Mappers.value(Int.self).validated(.evenNumber, .range(0...100))
        let maybe = Mappers.optionally(Mappers.value(Int.self)).validated(.ifPresent(.evenNumber))
        #expect(try pairs.map(4) == 4)
        #expect(try maybe.map(nil) == nil)
        #expect(maybe.mapping(3).error?.detail == "failed even: must be even")
    }

    @Test func finalHooksExample() throws {
        let user = Mappers.object(factory: { User() }) {
            Field("firstName", \.firstName)
            Field("lastName", \.lastName)
        }
        .afterDecoding(keys: .unmapped) { leftovers, user in
            user.unmappedKeys = leftovers.keys
        }
        .afterEncoding { output, user in
            output["fullName"] = .string("\(user.firstName) \(user.lastName)")
        }
        let jon = try user.map(["firstName": "Jon", "lastName": "Snow", "quote": "…"])
        #expect(jon.unmappedKeys == ["quote"])
        #expect(try user.reversed.map(jon) == ["firstName": "Jon", "lastName": "Snow", "fullName": "Jon Snow"])
    }
}
