import Hydrant

/// Shows that errors cost no text until they are rendered: 1,000 objects mapped through
/// `array(of: optionally(…))`, first all valid, then all invalid, then invalid with the error
/// rendered; the allocations of each are counted.
struct LazyErrorCheck {
    static let objectCount = 1_000

    /// Allocations mapping 1,000 valid objects.
    let valid: UInt64
    /// Allocations mapping 1,000 invalid objects (each dropped with a non-fatal error).
    let invalid: UInt64
    /// Allocations mapping them and rendering the error's `fullRecursiveDescription`.
    let invalidRendered: UInt64
    /// The length of that rendering.
    let renderedLength: Int

    /// Extra allocations per invalid object, and per rendered error.
    var perInvalidObject: Double {
        Double(invalid) / Double(Self.objectCount) - Double(valid) / Double(Self.objectCount)
    }
    var perRenderedError: Double { Double(invalidRendered - invalid) / Double(Self.objectCount) }

    static func run() -> LazyErrorCheck? {
        guard MemoryMeasurement.isAvailable else { return nil }
        // Every one of the 1,000 errors is kept: the default cap (100 per collection) would hide
        // the cost being measured.
        return MappingError.withErrorLimit(objectCount) { measure() }
    }

    private static func measure() -> LazyErrorCheck {
        let mapper = Mappers.array(of: Mappers.optionally(TwitterMappers.size))
        let valid = document(#"{"w":150,"h":100,"resize":"fit"}"#)
        let invalid = document(#"{"w":"wide","h":100,"resize":"fit"}"#)
        // Warm up (lazily initialised statics, metadata) with the very calls counted below: the
        // first `blackHole` of a result instantiates its type's metadata, which `_ =` did not.
        blackHole(mapper.mapping(document: valid))
        blackHole(mapper.mapping(document: invalid).error?.fullRecursiveDescription)
        let validCount = MemoryMeasurement.count { blackHole(mapper.mapping(document: valid)) }.allocations
        var errorCount = 0
        let invalidCount = MemoryMeasurement.count {
            let result = mapper.mapping(document: invalid)
            errorCount = result.error.map(Validation.leafCount) ?? 0
            blackHole(result)
        }.allocations
        guard errorCount == objectCount else {
            fail("lazy error check: \(errorCount) errors for \(objectCount) invalid objects")
        }
        var length = 0
        let renderedCount = MemoryMeasurement.count {
            let result = mapper.mapping(document: invalid)
            length = result.error?.fullRecursiveDescription.utf8.count ?? 0
            blackHole(result)
        }.allocations
        return LazyErrorCheck(
            valid: validCount, invalid: invalidCount, invalidRendered: renderedCount, renderedLength: length)
    }

    private static func document(_ object: String) -> JSONDocument {
        let text = "[" + Array(repeating: object, count: objectCount).joined(separator: ",") + "]"
        do {
            return try JSONDocument(parsing: text)
        } catch {
            fail("lazy error check: cannot read its document: \(error)")
        }
    }
}
