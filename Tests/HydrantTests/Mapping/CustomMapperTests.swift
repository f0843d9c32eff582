import Foundation
import Hydrant
import Testing

// The manual's "Writing Your Own Mappers", as code: a mapper that never traps on bad input, throws
// fatal errors when there is no usable value, records non-fatal ones when it falls back, composes
// with the built-in mappers, and offers its reverse.

/// Reads a JSON string without its surrounding whitespace; the result must not be empty.
///
/// Missing (`nil`), `null`, non-strings and blank strings are fatal. Surrounding whitespace is
/// recoverable: it is removed and reported as a non-fatal error.
private struct TrimmedNonEmptyString: ReversibleMapper {
    func map(_ input: JSON?, context: inout MappingContext) throws(MappingError) -> String {
        guard let json = input else {
            throw MappingError(code: .missingValue)
        }
        guard case .string(let text) = json else {
            if json.isNull { throw MappingError(code: .nullValue, sourceValue: json) }
            throw MappingError(
                code: .invalidSourceType, sourceValue: json, detail: "expected a string, got \(json.kind)")
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw MappingError(
                code: .validationFailed, sourceValue: json, detail: "expected a non-empty string after trimming")
        }
        if trimmed != text {
            context.recordNonFatal(
                MappingError(
                    code: .invalidSourceValue, isFatal: false, sourceValue: json, destinationValue: trimmed,
                    detail: "surrounding whitespace was removed"))
        }
        return trimmed
    }

    var reversed: TrimmedStringWriter { TrimmedStringWriter() }
}

/// The reverse: writes a trimmed, non-empty string as JSON.
private struct TrimmedStringWriter: ReversibleMapper {
    func map(_ input: String, context: inout MappingContext) throws(MappingError) -> JSON? {
        guard !input.isEmpty, input.trimmingCharacters(in: .whitespacesAndNewlines) == input else {
            throw MappingError(
                code: .invalidSourceValue, sourceValue: input, detail: "expected a trimmed, non-empty string")
        }
        return .string(input)
    }

    var reversed: TrimmedNonEmptyString { TrimmedNonEmptyString() }
}

private struct FullName: Equatable {
    var first: String
    var last: String
}

/// A container mapper: maps two members of an object with child mappers, wraps the children's
/// errors with the members' paths, and collects them ("an error from several errors").
private struct FullNameMapper: Mapper {
    let field = TrimmedNonEmptyString()

    func map(_ input: JSON?, context: inout MappingContext) throws(MappingError) -> FullName {
        guard let json = input, case .object = json else {
            throw MappingError(code: .invalidSourceType, sourceValue: input, detail: "expected an object")
        }
        var fatal: [any Error] = []
        var nonFatal: [MappingError] = []
        func member(_ key: String, to destination: MappingPath) -> String {
            var child = MappingContext()
            defer {
                nonFatal += child.takeErrors().map {
                    MappingError(wrapping: $0, prependingSourcePath: .key(key), destinationPath: destination)
                }
            }
            do {
                return try field.map(json[key], context: &child)
            } catch {
                fatal.append(
                    MappingError(wrapping: error, prependingSourcePath: .key(key), destinationPath: destination))
                return ""
            }
        }
        let name = FullName(first: member("first", to: "firstName"), last: member("last", to: "lastName"))
        guard fatal.isEmpty else {
            throw MappingError(collecting: fatal + nonFatal, sourceValue: json)
        }
        nonFatal.forEach { context.recordNonFatal($0) }
        return name
    }
}

private enum Role: String, Hashable, Sendable {
    case admin, guest
}

@Suite("Writing your own mappers")
struct CustomMapperTests {
    // MARK: Every input gives a value or an error

    @Test(arguments: [
        (JSON?.none, MappingError.Code.missingValue),
        (JSON?.some(.null), .nullValue),
        (JSON?.some(true), .invalidSourceType),
        (JSON?.some(12), .invalidSourceType),
        (JSON?.some([]), .invalidSourceType),
        (JSON?.some([:]), .invalidSourceType),
        (JSON?.some(""), .validationFailed),
        (JSON?.some(" \n\t "), .validationFailed),
    ])
    func badInputsAreFatalErrors(input: JSON?, code: MappingError.Code) {
        let error = #expect(throws: MappingError.self) { try TrimmedNonEmptyString().map(input) }
        #expect(error?.code == code)
        #expect(error?.isFatal == true)
        #expect(TrimmedNonEmptyString().mapping(input).value == nil)
    }

    @Test func aCleanStringIsASuccess() {
        guard case .success(let value) = TrimmedNonEmptyString().mapping("Jo") else {
            Issue.record("expected .success")
            return
        }
        #expect(value == "Jo")
    }

    @Test func surroundingWhitespaceIsRecoverable() throws {
        guard case .successWithErrors(let value, let error) = TrimmedNonEmptyString().mapping("  Jo \n") else {
            Issue.record("expected .successWithErrors")
            return
        }
        #expect(value == "Jo")
        #expect(error.code == .invalidSourceValue)
        #expect(!error.isFatal)
        #expect(error.destinationValue?.value as? String == "Jo")
        #expect(
            error.fatalDescription
                == #"[non-fatal] Hydrant (code=invalidSourceValue) because "Could not map from '<Unknown>' to '<Unknown>': surrounding whitespace was removed""#
                + "\n")
        // map(_:) keeps the value and drops the non-fatal error.
        #expect(try TrimmedNonEmptyString().map("  Jo \n") == "Jo")
    }

    @Test func errorMessagesNameKindsNotValues() {
        let error = #expect(throws: MappingError.self) { try TrimmedNonEmptyString().map(["secret-in-array"]) }
        #expect(error?.reason == "Could not map from '<Unknown>' to '<Unknown>': expected a string, got an array")
        #expect(error?.fullDescription.contains("secret-in-array") == false)
    }

    // MARK: Reverse

    @Test(arguments: ["Jo", "hello world", "é", "a\u{0301}", "日本"])
    func roundTrips(text: String) throws {
        let mapper = TrimmedNonEmptyString()
        let written = try mapper.reversed.map(text)
        #expect(written == .string(text))
        #expect(try mapper.map(written) == text)
        #expect(try mapper.reversed.reversed.map(mapper.reversed.map(text)) == text)
    }

    @Test(arguments: ["", " x", "x\n"])
    func theReverseRejectsWhatTheForwardNeverProduces(text: String) {
        let error = #expect(throws: MappingError.self) { try TrimmedNonEmptyString().reversed.map(text) }
        #expect(error?.code == .invalidSourceValue)
        #expect(error?.reason == "Could not map from '<Unknown>' to '<Unknown>': expected a trimmed, non-empty string")
    }

    @Test func randomStringsRoundTripAfterTrimming() throws {
        var generator = SplitMix64(seed: 0x5EED_0F_C0FFEE)
        let alphabet = Array(" \t\nab c\u{00E9}\u{1F600}z")
        let mapper = TrimmedNonEmptyString()
        for _ in 0..<500 {
            let length = Int.random(in: 0...8, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            switch mapper.mapping(.string(text)) {
            case .success(let value):
                #expect(value == text)
                #expect(!trimmed.isEmpty && trimmed == text)
            case .successWithErrors(let value, let error):
                #expect(value == trimmed)
                #expect(trimmed != text && !trimmed.isEmpty)
                #expect(!error.isFatal)
            case .failure(let error):
                #expect(trimmed.isEmpty)
                #expect(error.code == .validationFailed)
                continue
            }
            #expect(try mapper.map(mapper.reversed.map(trimmed)) == trimmed)
        }
    }

    // MARK: Composition

    @Test func composesWithThen() throws {
        let role = TrimmedNonEmptyString().then(Mappers.enumeration(["admin": Role.admin, "guest": Role.guest]))
        #expect(try role.map("admin") == .admin)
        guard case .successWithErrors(let value, let error) = role.mapping(" guest ") else {
            Issue.record("expected .successWithErrors")
            return
        }
        #expect(value == .guest)
        #expect(error.detail == "surrounding whitespace was removed")
        let unknown = #expect(throws: MappingError.self) { try role.map("root") }
        #expect(unknown?.code == .invalidSourceValue)
        #expect(unknown?.isFatal == true)
        let blank = #expect(throws: MappingError.self) { try role.map("  ") }
        #expect(blank?.code == .validationFailed)
        // The chain reverses, step by step in the opposite order.
        #expect(try role.reversed.map(.admin) == "admin")
        #expect(try role.map(role.reversed.map(.guest)) == .guest)
    }

    @Test func composesWithOptionally() throws {
        let nickname = Mappers.optionally(TrimmedNonEmptyString(), default: "anonymous")
        #expect(nickname.mapping(.some("Jo")).value == "Jo")
        let cases: [(JSON??, MappingError.Code)] = [
            (.none, .missingValue),  // the member is absent
            (.some(.some(.null)), .nullValue),
            (.some(.none), .missingValue),  // thrown by the custom mapper itself
            (.some(.some(5)), .invalidSourceType),
            (.some(.some("   ")), .validationFailed),
        ]
        for (input, code) in cases {
            guard case .successWithErrors(let value, let error) = nickname.mapping(input) else {
                Issue.record("expected .successWithErrors for \(String(describing: input))")
                continue
            }
            #expect(value == "anonymous")
            #expect(error.code == code)
            #expect(!error.isFatal)
        }
        // A recoverable case inside an optional mapping is still reported, once.
        guard case .successWithErrors(let trimmed, let error) = nickname.mapping(.some(" Jo ")) else {
            Issue.record("expected .successWithErrors")
            return
        }
        #expect(trimmed == "Jo")
        #expect(error.code == .invalidSourceValue)
        #expect(error.underlyingErrors.isEmpty)

        let optional = TrimmedNonEmptyString().optionally()
        #expect(try optional.map(.some("x")) == "x")
        #expect(try optional.map(nil) == nil)
        #expect(try optional.map(.some(.some(.null))) == nil)
    }

    @Test func optionallyReverses() throws {
        let nickname = Mappers.optionally(TrimmedNonEmptyString(), default: "anonymous")
        #expect(try nickname.reversed.map("Jo") == .some(.some("Jo")))
        guard case .successWithErrors(let value, let error) = nickname.reversed.mapping(" untrimmed") else {
            Issue.record("expected .successWithErrors")
            return
        }
        #expect(value == nil)
        #expect(error.code == .invalidSourceValue)
        #expect(!error.isFatal)
    }

    // MARK: Container mappers and the three error constructors

    @Test func aContainerMapperWrapsAndCollectsChildErrors() {
        let mapper = FullNameMapper()
        #expect(mapper.mapping(["first": "Jo", "last": "Doe"]).value == FullName(first: "Jo", last: "Doe"))

        guard case .successWithErrors(let name, let nonFatal) = mapper.mapping(["first": " Jo", "last": "Doe "]) else {
            Issue.record("expected .successWithErrors")
            return
        }
        #expect(name == FullName(first: "Jo", last: "Doe"))
        #expect(
            nonFatal.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"
                  - Could not map from 'first' to 'firstName': surrounding whitespace was removed (invalidSourceValue)
                  - Could not map from 'last' to 'lastName': surrounding whitespace was removed (invalidSourceValue)

                """)

        guard case .failure(let error) = mapper.mapping(["first": 1, "last": "  Doe"]) else {
            Issue.record("expected .failure")
            return
        }
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from 'first' to 'firstName': expected a string, got a number (invalidSourceType)

                """)
        #expect(
            error.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from 'first' to 'firstName': expected a string, got a number (invalidSourceType)
                  - Could not map from 'last' to 'lastName': surrounding whitespace was removed (invalidSourceValue)

                """)
        #expect(
            error.fullRecursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingErrors=(
                  - Hydrant code=2 isFatal=true reason="Could not map from 'first' to 'firstName': expected a string, got a number"
                  - Hydrant code=1 isFatal=false reason="Could not map from 'last' to 'lastName': surrounding whitespace was removed"
                )
                """)

        let missing = #expect(throws: MappingError.self) { try mapper.map([:]) }
        #expect(
            missing?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'first' to 'firstName': the value is missing (missingValue)
                  - Could not map from 'last' to 'lastName': the value is missing (missingValue)

                """)
    }

    /// "A new error, an error re-wrapped with accessors prepended, an error from several errors."
    @Test func theThreeConstructorsRenderExactly() {
        let new = MappingError(
            code: .validationFailed, sourceValue: JSON.string("   "), sourcePath: "name",
            destinationPath: "displayName",
            detail: "expected a non-empty string after trimming")
        let rewrapped = MappingError(wrapping: new, prependingSourcePath: "user", destinationPath: "profile")
        let recovered = MappingError(
            code: .missingValue, isFatal: false, sourcePath: "nickname", destinationPath: "nickname")
        let several = MappingError(
            collecting: [rewrapped, recovered], sourceValue: JSON.object([:]), sourcePath: .index(0),
            destinationPath: .index(0))

        #expect(
            new.fatalDescription == """
                [FATAL] Hydrant (code=validationFailed) because "Could not map from 'name' to 'displayName': expected a non-empty string after trimming"

                """)
        #expect(
            rewrapped.fatalDescription == """
                [FATAL] Hydrant (code=validationFailed) because "Could not map from 'user.name' to 'profile.displayName': expected a non-empty string after trimming"

                """)
        #expect(
            several.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from '0.user.name' to '0.profile.displayName': expected a non-empty string after trimming (validationFailed)

                """)
        #expect(
            several.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from '0.user.name' to '0.profile.displayName': expected a non-empty string after trimming (validationFailed)
                  - Could not map from '0.nickname' to '0.nickname': the value is missing (missingValue)

                """)
        #expect(
            several.recursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingFatalErrors=(
                  - Hydrant code=10 isFatal=true reason="Could not map from 'user.name' to 'profile.displayName': expected a non-empty string after trimming"
                )
                """)
        #expect(
            several.fullRecursiveDescription == """
                Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingErrors=(
                  - Hydrant code=10 isFatal=true reason="Could not map from 'user.name' to 'profile.displayName': expected a non-empty string after trimming"
                  - Hydrant code=7 isFatal=false reason="Could not map from 'nickname' to 'nickname': the value is missing"
                )
                """)
    }
}
