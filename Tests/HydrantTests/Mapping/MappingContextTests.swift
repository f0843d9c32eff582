import Hydrant
import Testing

@Suite("MappingContext")
struct MappingContextTests {
    @Test func aNewContextIsEmpty() {
        let context = MappingContext()
        #expect(context.nonFatalErrors.isEmpty)
        #expect(!context.hasErrors)
        #expect(context.combinedError == nil)
    }

    @Test(arguments: [true, false])
    func recordNonFatalAlwaysStoresANonFatalError(isFatal: Bool) {
        var context = MappingContext()
        context.recordNonFatal(MappingError(code: .missingValue, isFatal: isFatal, sourcePath: "age", detail: "d"))
        #expect(context.hasErrors)
        #expect(context.nonFatalErrors.count == 1)
        let stored = context.nonFatalErrors[0]
        #expect(!stored.isFatal)
        #expect(stored.code == .missingValue)
        #expect(stored.sourcePath == "age")
        #expect(stored.detail == "d")
    }

    @Test func recordingKeepsTheOrder() {
        var context = MappingContext()
        context.recordNonFatal(MappingError(code: .missingValue))
        context.recordNonFatal(MappingError(code: .nullValue))
        context.recordNonFatal(MappingError(code: .generic))
        #expect(context.nonFatalErrors.map(\.code) == [.missingValue, .nullValue, .generic])
        #expect(context.nonFatalErrors.allSatisfy { !$0.isFatal })
    }

    @Test func mergeAppendsTheOtherContextsErrors() {
        var parent = MappingContext()
        parent.recordNonFatal(MappingError(code: .missingValue))
        var child = MappingContext()
        child.recordNonFatal(MappingError(code: .nullValue))
        child.recordNonFatal(MappingError(code: .readFailed))
        parent.merge(child)
        #expect(parent.nonFatalErrors.map(\.code) == [.missingValue, .nullValue, .readFailed])
        // The child keeps its own errors.
        #expect(child.nonFatalErrors.map(\.code) == [.nullValue, .readFailed])
        // Merging an empty context changes nothing.
        parent.merge(MappingContext())
        #expect(parent.nonFatalErrors.count == 3)
    }

    @Test func takeErrorsEmptiesTheContext() {
        var context = MappingContext()
        context.recordNonFatal(MappingError(code: .missingValue))
        context.recordNonFatal(MappingError(code: .nullValue))
        let taken = context.takeErrors()
        #expect(taken.map(\.code) == [.missingValue, .nullValue])
        #expect(!context.hasErrors)
        #expect(context.nonFatalErrors.isEmpty)
        #expect(context.combinedError == nil)
        #expect(context.takeErrors().isEmpty)
        // The context is usable again afterwards.
        context.recordNonFatal(MappingError(code: .generic))
        #expect(context.nonFatalErrors.map(\.code) == [.generic])
    }

    @Test func combinedErrorOfOneIsThatError() throws {
        var context = MappingContext()
        context.recordNonFatal(MappingError(code: .nullValue, sourcePath: "a", destinationPath: "b"))
        let combined = try #require(context.combinedError)
        #expect(combined.code == .nullValue)
        #expect(!combined.isFatal)
        #expect(combined.underlyingErrors.isEmpty)
        #expect(
            combined.fatalDescription
                == #"[non-fatal] Hydrant (code=nullValue) because "Could not map from 'a' to 'b': the value is null""#
                + "\n")
    }

    @Test(arguments: [2, 3, 10])
    func combinedErrorOfSeveralIsANonFatalCollection(count: Int) throws {
        var context = MappingContext()
        for index in 0..<count {
            context.recordNonFatal(MappingError(code: .missingValue, sourcePath: .index(index)))
        }
        let combined = try #require(context.combinedError)
        #expect(combined.code == .multipleErrors)
        #expect(!combined.isFatal)
        #expect(combined.underlyingMappingErrors.count == count)
        #expect(combined.underlyingMappingErrors.map { $0.sourcePath?.description } == (0..<count).map { String($0) })
        #expect(combined.reason == "Multiple parsing errors occurred (fatal=0, total=\(count))")
        #expect(combined.sourcePath == nil)
        #expect(combined.destinationPath == nil)
        // Asking does not consume the errors.
        #expect(context.nonFatalErrors.count == count)
    }

    @Test func combinedErrorRendersEveryRecordedErrorInTheFullDescription() throws {
        var context = MappingContext()
        context.recordNonFatal(MappingError(code: .missingValue, sourcePath: "nickname", destinationPath: "nickname"))
        context.recordNonFatal(MappingError(code: .nullValue, sourcePath: "age", destinationPath: "age"))
        let combined = try #require(context.combinedError)
        #expect(
            combined.fatalDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"

                """)
        #expect(
            combined.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=2)"
                  - Could not map from 'nickname' to 'nickname': the value is missing (missingValue)
                  - Could not map from 'age' to 'age': the value is null (nullValue)

                """)
    }

    @Test func mappersRecordIntoTheContextTheyAreGiven() throws {
        let mapper = Mappers.optionally(Mappers.value(Int.self), default: 3)
        var context = MappingContext()
        context.recordNonFatal(MappingError(code: .generic))
        #expect(mapper.map(.string("x"), context: &context) == 3)
        #expect(mapper.map(nil, context: &context) == 3)
        #expect(mapper.map(.null, context: &context) == 3)
        #expect(mapper.map(7, context: &context) == 7)
        #expect(context.nonFatalErrors.map(\.code) == [.generic, .invalidSourceType, .missingValue, .nullValue])
        #expect(context.nonFatalErrors.allSatisfy { !$0.isFatal })
    }
}
