import Hydrant
import Testing

/// The examples of the "error model" article (Hydrant.docc/ErrorModel.md), so it cannot drift.
@Suite("Error model article")
struct ErrorModelArticleTests {
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
    }

    @Test func renderingsShownInTheArticle() {
        let leaf = MappingError(code: .invalidSourceType, sourceValue: JSON(1), detail: "expected a string, got a number")
        let field = MappingError(wrapping: leaf, prependingSourcePath: "name.first", destinationPath: "firstName")
        let optional = MappingError(code: .missingValue, isFatal: false, sourcePath: "name.last", destinationPath: "lastName")
        let object = MappingError(collecting: [field, optional])
        #expect(object.description == """
            [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
              - Could not map from 'name.first' to 'firstName': expected a string, got a number (invalidSourceType)

            """)
        #expect(object.recursiveDescription == """
            Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=2)" underlyingFatalErrors=(
              - Hydrant code=2 isFatal=true reason="Could not map from 'name.first' to 'firstName': expected a string, got a number"
            )
            """)
    }

    @Test func valuesAreNeverPrintedButCanBeRead() {
        guard case .failure(let error) = Mappers.value(Int.self).mapping("hunter2") else {
            Issue.record("expected .failure")
            return
        }
        #expect(!error.description.contains("hunter2"))
        #expect(!error.fullRecursiveDescription.contains("hunter2"))
        #expect(!String(reflecting: error).contains("hunter2"))
        #expect(error.description.contains("expected a number, got a string"))
        #expect(error.sourceValue?.value as? JSON == "hunter2")
    }
}
