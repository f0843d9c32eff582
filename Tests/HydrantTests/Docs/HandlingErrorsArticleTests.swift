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
        #expect(error.description == """
            [non-fatal] Hydrant (code=invalidSourceType) because "Could not map from '<Unknown>' to '<Unknown>': expected a string, got a number"

            """)
    }

    @Test func fourRenderings() {
        let error = Self.nameError
        #expect(error.description == """
            [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
              - Could not map from 'name.first' to 'firstName': expected a string, got a number (invalidSourceType)

            """)
        #expect(error.fullDescription == """
            [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
              - Could not map from 'name.first' to 'firstName': expected a string, got a number (invalidSourceType)
              - Could not map from 'name.last' to 'lastName': expected a string, got a number (invalidSourceType)

            """)
        #expect(error.recursiveDescription == """
            Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingFatalErrors=(
              - Hydrant code=2 isFatal=true reason="Could not map from 'name.first' to 'firstName': expected a string, got a number"
            )
            """)
        #expect(error.fullRecursiveDescription == """
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
        let codes: [MappingError.Code] = [.invalidSourceValue, .invalidSourceType, .invalidResultingType, .multipleErrors, .readFailed, .writeFailed, .generic]
        #expect(codes.map(\.rawValue) == [1, 2, 3, 4, 5, 6, 100])
    }

    @Test func valuesAreNeverPrintedButCanBeRead() {
        guard case .failure(let error) = Mappers.value(Int.self).mapping("hunter2") else {
            Issue.record("expected .failure")
            return
        }
        #expect(!error.description.contains("hunter2"))
        #expect(!error.fullRecursiveDescription.contains("hunter2"))
        #expect(!String(reflecting: error).contains("hunter2"))
        var dumped = ""
        dump(error, to: &dumped)
        #expect(!dumped.contains("hunter2"))
        #expect(!"\((error as NSError).userInfo)".contains("hunter2"))
        #expect(error.description.contains("expected a number, got a string"))
        #expect(error.sourceValue?.value as? JSON == "hunter2")
        #expect(error.sourceValue?.description == "<redacted>")

        enum Status: Sendable { case active, deleted }
        let status = Mappers.enumeration(["active": Status.active, "deleted": Status.deleted])
        #expect(status.mapping("secret").error?.detail == "the value is not one of the 2 known values")
    }

    @Test func creatingErrors() {
        let tooLong = MappingError(code: .validationFailed, sourceValue: "a very long name",
                                   detail: "longer than 10 characters")
        let field = MappingError(wrapping: tooLong, prependingSourcePath: "name", destinationPath: "name")
        let all = MappingError(collecting: [field])
        #expect(all.isFatal)
        #expect(all.description == """
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
