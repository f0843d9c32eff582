import Foundation
import Hydrant
import Testing

/// The bound on the errors one mapping keeps (`MappingError.errorLimit`): a hostile document with
/// many bad elements produces an error of bounded size that says how much it left out.
@Suite("Error limit")
struct ErrorLimitTests {
    static let ints = Mappers.array(of: Mappers.value(Int.self))

    /// `count` strings where numbers are expected.
    static func badArray(_ count: Int) -> JSON {
        .array(Array(repeating: "x", count: count))
    }

    /// Every error in a tree, the root included.
    static func nodeCount(_ error: MappingError) -> Int {
        1 + error.underlyingMappingErrors.reduce(0) { $0 + nodeCount($1) }
    }

    @Test func theDefaultLimitIsOneHundred() {
        #expect(MappingError.defaultErrorLimit == 100)
        #expect(MappingError.errorLimit == 100)
    }

    @Test func aCollectionKeepsTheFirstErrorsAndCountsTheRest() throws {
        let error = try #require(Self.ints.mapping(Self.badArray(1000)).error)
        #expect(error.code == .multipleErrors)
        #expect(error.isFatal)
        #expect(error.underlyingErrors.count == 101)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=1000, total=1000)")
        let marker = try #require(error.underlyingMappingErrors.last)
        #expect(marker.code == .tooManyErrors)
        #expect(marker.isFatal)
        #expect(marker.omittedErrorCount == 900)
        #expect(marker.reason == "900 more errors were not kept (fatal=900): the error limit is 100")
        let lines = error.fatalDescription.split(separator: "\n")
        #expect(lines.count == 102)
        #expect(lines.last == "  - 900 more errors were not kept (fatal=900): the error limit is 100 (tooManyErrors)")
    }

    @Test func theLimitIsConfigurableAndRendered() throws {
        let error = try #require(MappingError.withErrorLimit(2) { Self.ints.mapping(Self.badArray(5)).error })
        #expect(
            error.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=5, total=5)"
                  - Could not map from '0' to '0': expected a number, got a string (invalidSourceType)
                  - Could not map from '1' to '1': expected a number, got a string (invalidSourceType)
                  - 3 more errors were not kept (fatal=3): the error limit is 2 (tooManyErrors)

                """)
        #expect(
            error.recursiveDescription.contains(
                #"Hydrant code=12 isFatal=true reason="3 more errors were not kept (fatal=3): the error limit is 2""#))
        let bridged = error as NSError
        let last = try #require((bridged.userInfo[MappingError.UserInfoKey.underlyingErrors] as? [NSError])?.last)
        #expect(last.code == 12)
        #expect(last.domain == MappingError.errorDomain)
        // Outside the closure the default applies again.
        #expect(MappingError.errorLimit == MappingError.defaultErrorLimit)
    }

    @Test(arguments: [0, -5])
    func limitsBelowOneKeepOneError(limit: Int) throws {
        let error = try #require(MappingError.withErrorLimit(limit) { Self.ints.mapping(Self.badArray(3)).error })
        #expect(error.underlyingErrors.count == 2)
        #expect(error.underlyingMappingErrors.map(\.code) == [.invalidSourceType, .tooManyErrors])
        #expect(error.underlyingMappingErrors.last?.omittedErrorCount == 2)
    }

    @Test func withErrorLimitKeepsTypedThrows() {
        #expect(throws: MappingError.self) {
            try MappingError.withErrorLimit(3) { () throws(MappingError) -> [Int] in
                try Self.ints.map(Self.badArray(10))
            }
        }
    }

    @Test func nestedCollectionsStayWithinTheLimitPlusTheirDepth() throws {
        let grid = Mappers.array(of: Mappers.array(of: Mappers.value(Int.self)))
        let json = JSON.array(Array(repeating: Self.badArray(300), count: 300))
        let error = try #require(MappingError.withErrorLimit(10) { grid.mapping(json).error })
        #expect(error.reason == "Multiple parsing errors occurred (fatal=300, total=300)")
        let lines = error.fullDescription.split(separator: "\n")
        // The first row keeps 10 elements and a marker; the rest of the rows are one marker.
        #expect(lines.count == 1 + 10 + 1 + 1)
        #expect(lines.last == "  - 299 more errors were not kept (fatal=299): the error limit is 10 (tooManyErrors)")
        #expect(
            lines[11]
                == "  - Could not map from '0' to '0': 290 more errors were not kept (fatal=290): the error limit is 10 (tooManyErrors)"
        )
        #expect(Self.nodeCount(error) <= 10 + 2 * 3)
    }

    @Test func nonFatalErrorsAreCappedToo() throws {
        let lenient = Mappers.array(of: Mappers.nonFatally(Mappers.value(Int.self), default: 0))
        let result = MappingError.withErrorLimit(4) { lenient.mapping(Self.badArray(50)) }
        #expect(result.value == Array(repeating: 0, count: 50))
        let error = try #require(result.error)
        #expect(!error.isFatal)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=0, total=50)")
        #expect(
            error.underlyingMappingErrors.map(\.code) == [
                .invalidSourceType, .invalidSourceType,
                .invalidSourceType, .invalidSourceType, .tooManyErrors,
            ])
        #expect(error.underlyingMappingErrors.last?.isFatal == false)
    }

    @Test func aContextKeepsAtMostTheLimit() throws {
        var context = MappingContext()
        for _ in 0..<10_000 {
            context.recordNonFatal(MappingError(code: .validationFailed))
        }
        #expect(context.nonFatalErrors.count == MappingError.defaultErrorLimit + 1)
        let marker = try #require(context.nonFatalErrors.last)
        #expect(marker.code == .tooManyErrors)
        #expect(marker.omittedErrorCount == 10_000 - MappingError.defaultErrorLimit)
        #expect(!marker.isFatal)
        #expect(context.combinedError?.reason == "Multiple parsing errors occurred (fatal=0, total=10000)")
    }

    @Test func mergingContextsAddsTheirCounts() throws {
        var parent = MappingContext()
        var child = MappingContext()
        MappingError.withErrorLimit(3) {
            for _ in 0..<2 { parent.recordNonFatal(MappingError(code: .nullValue)) }
            for _ in 0..<5 { child.recordNonFatal(MappingError(code: .missingValue)) }
            parent.merge(child)
        }
        #expect(child.nonFatalErrors.map(\.code) == [.missingValue, .missingValue, .missingValue, .tooManyErrors])
        #expect(parent.nonFatalErrors.map(\.code) == [.nullValue, .nullValue, .missingValue, .tooManyErrors])
        #expect(parent.nonFatalErrors.last?.omittedErrorCount == 4)
    }

    @Test func unmappedKeysAreCapped() throws {
        let mapper = Mappers.reshape { JSONField("a", to: "a") }.unmappedKeys(.reject)
        var members = JSONObject()
        members.append(key: "a", value: 1)
        for index in 0..<1000 { members.append(key: "k\(index)", value: .null) }
        let error = try #require(mapper.mapping(.object(members)).error)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=1000, total=1000)")
        #expect(error.underlyingErrors.count == MappingError.defaultErrorLimit + 1)
        #expect(error.underlyingMappingErrors.last?.omittedErrorCount == 900)
    }

    @Test func collectingDirectlyIsCappedAndFirstErrorIsAlwaysKept() {
        let big = MappingError(collecting: Array(repeating: MappingError(code: .generic), count: 8))
        let error = MappingError.withErrorLimit(5) {
            MappingError(collecting: [big, MappingError(code: .nullValue), NSError(domain: "d", code: 1)])
        }
        // `big` is larger than the limit but first, so it is kept; the others are counted.
        #expect(error.underlyingErrors.count == 2)
        #expect(error.underlyingMappingErrors.last?.omittedErrorCount == 2)
        #expect(error.reason == "Multiple parsing errors occurred (fatal=3, total=3)")
    }

    /// A collection keeps its element errors within the limit as they happen, without boxing them;
    /// the outcome is the one `MappingError(collecting:)` gives for the same element errors.
    @Test(arguments: [(1, 1), (3, 5), (5, 5), (6, 5), (250, 100), (40, 7)])
    func collectionErrorsMatchCollectingTheSameErrors(count: Int, limit: Int) throws {
        let bad = Self.badArray(count)
        let fromCollection = try #require(MappingError.withErrorLimit(limit) { Self.ints.mapping(bad).error })
        let elementErrors: [any Error] = (0..<count).map { index in
            MappingError(
                wrapping: MappingError(
                    code: .invalidSourceType, sourceValue: JSON.string("x"), detail: "expected a number, got a string"),
                prependingSourcePath: .index(index), destinationPath: .index(index))
        }
        let collected = MappingError.withErrorLimit(limit) { MappingError(collecting: elementErrors) }
        #expect(fromCollection.fullDescription == collected.fullDescription)
        #expect(fromCollection.reason == collected.reason)
        #expect(fromCollection.underlyingErrors.count == collected.underlyingErrors.count)
        let allMappingErrors = fromCollection.underlyingErrors.allSatisfy { $0 is MappingError }
        #expect(allMappingErrors)
        #expect(
            fromCollection.underlyingMappingErrors.last?.omittedErrorCount
                == collected.underlyingMappingErrors.last?.omittedErrorCount)
    }

    /// The errors of a nested collection count as leaves of the error that holds them: a parent
    /// list that reaches the limit through its children's leaves counts the next child.
    @Test func childLeavesCountTowardsTheParentsLimit() throws {
        let grid = Mappers.array(of: Mappers.array(of: Mappers.value(Int.self)))
        let json = JSON.array([Self.badArray(3), Self.badArray(3), Self.badArray(1)])
        let error = try #require(MappingError.withErrorLimit(5) { grid.mapping(json).error })
        #expect(
            error.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=3, total=3)"
                  - Could not map from '0.0' to '0.0': expected a number, got a string (invalidSourceType)
                  - Could not map from '0.1' to '0.1': expected a number, got a string (invalidSourceType)
                  - Could not map from '0.2' to '0.2': expected a number, got a string (invalidSourceType)
                  - 2 more errors were not kept (fatal=2): the error limit is 5 (tooManyErrors)

                """)
    }

    /// Marking an error sensitive marks the errors a collection collected under it, and they read
    /// back as `MappingError`s.
    @Test func collectedErrorsStayMappingErrorsWhenMarkedSensitive() throws {
        let error = try #require(Self.ints.mapping(Self.badArray(3)).error).markedSensitive()
        #expect(error.underlyingMappingErrors.count == 3)
        let allSensitive = error.underlyingMappingErrors.allSatisfy(\.isSensitive)
        #expect(allSensitive)
        #expect(error.underlyingFatalErrors.count == 3)
        var replaced = error
        replaced.underlyingErrors = [NSError(domain: "d", code: 1)]
        #expect(replaced.underlyingMappingErrors.isEmpty)
        #expect(replaced.underlyingFatalErrors.count == 1)
    }
}
