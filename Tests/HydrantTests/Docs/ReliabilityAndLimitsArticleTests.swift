import Hydrant
import Testing

/// The examples and claims of the Reliability and Limits article
/// (Hydrant.docc/ReliabilityAndLimits.md).
@Suite("Reliability and Limits article")
struct ReliabilityAndLimitsArticleTests {
    @Test func errorsAreBoundedByTheErrorLimit() {
        let mapper = Mappers.array(of: Mappers.value(Int.self))
        let json = JSON.array(Array(repeating: "x", count: 1000))
        let result = MappingError.withErrorLimit(10) { mapper.mapping(json) }
        let error = result.error
        #expect(error?.underlyingMappingErrors.count == 11)
        #expect(error?.underlyingMappingErrors.last?.code == .tooManyErrors)
        #expect(
            error?.fatalDescription.contains("990 more errors were not kept (fatal=990): the error limit is 10") == true
        )
    }

    @Test func numbersOutOfRangeAreErrorsNotWraps() {
        #expect(Mappers.value(UInt8.self).mapping(300).error?.code == .numberOutOfRange)
    }

    @Test func valuesAreRedactedUnlessRevealedAndSensitiveOnesAlways() {
        let secret = "sk_live_SECRET"
        let error = Mappers.value(Int.self).mapping(.string(secret)).error
        #expect(error?.fullRecursiveDescription.contains(secret) == false)
        #expect(error?.revealingValues().fullRecursiveDescription.contains(secret) == true)
        let hidden = Mappers.value(Int.self).sensitive().mapping(.string(secret)).error
        #expect(hidden?.revealingValues().fullRecursiveDescription.contains(secret) == false)
    }
}
