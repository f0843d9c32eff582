import Hydrant
import Testing

/// Expects both reading paths (a `JSON` tree and a `JSONDocument`) to reject `bytes` with the same
/// error, and returns it.
func expectReadingError(
    _ bytes: [UInt8], _ options: JSONReadingOptions = .default, sourceLocation: SourceLocation = #_sourceLocation
) -> JSONReadingError? {
    let reader = JSONReader(options: options)
    let error = #expect(throws: JSONReadingError.self, sourceLocation: sourceLocation) {
        _ = try reader.read(bytes)
    }
    let documentError = #expect(throws: JSONReadingError.self, sourceLocation: sourceLocation) {
        _ = try reader.document(bytes)
    }
    #expect(documentError == error, sourceLocation: sourceLocation)
    return error
}

/// Expects both reading paths to reject `text` with the same error, and returns it.
func expectReadingError(
    _ text: String, _ options: JSONReadingOptions = .default, sourceLocation: SourceLocation = #_sourceLocation
) -> JSONReadingError? {
    expectReadingError(Array(text.utf8), options, sourceLocation: sourceLocation)
}
