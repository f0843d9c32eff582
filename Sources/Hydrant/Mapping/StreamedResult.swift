/// One value of a stream (``/HydrantJSON/JSONStream``, ``/HydrantJSON/AsyncJSONStream``), mapped:
/// its three outcomes, and where the value is in the stream.
///
/// The paths of its errors start with the value's place: the element's index in a top-level array
/// (`3.name` to `3.name`), or the line of JSON Lines (`line 12.name` to `11.name`, the destination
/// being the value's index).
public struct StreamedResult<Value> {
    /// The value's number in the stream, from 0.
    public let index: Int
    /// The line where the value starts, from 1 (0 for an error of the source itself).
    public let line: Int
    /// The column where the value starts, from 1.
    public let column: Int
    /// The mapping's outcome: a value, a value with non-fatal errors, or a fatal error — which is
    /// also how a value that is not valid JSON, or a source that cannot be read, is reported.
    public let result: MappingResult<Value>

    /// The result of mapping `element` with `map` (given the element's document).
    @inlinable
    init(_ element: JSONStreamElement, layout: JSONStreamLayout, map: (JSONDocument) -> MappingResult<Value>) {
        index = element.index
        line = element.line
        column = element.column
        // Made only for an error: a value that maps cleanly costs no path (and no string).
        func prefix(_ error: MappingError) -> MappingError {
            let source: MappingPath = layout == .lines ? .key("line \(element.line)") : .index(element.index)
            return MappingError(wrapping: error, prependingSourcePath: source, destinationPath: .index(element.index))
        }
        switch element.document {
        case .success(let document):
            result =
                switch map(document) {
                case .success(let value): .success(value)
                case .successWithErrors(let value, let error): .successWithErrors(value, prefix(error))
                case .failure(let error): .failure(prefix(error))
                }
        case .failure(let error as JSONReadingError):
            result = .failure(
                prefix(
                    MappingError(
                        code: .invalidSourceValue, detail: "the input is not valid JSON: \(error)",
                        underlyingErrors: [error])))
        case .failure(let error):
            result = .failure(
                prefix(
                    MappingError(
                        code: .readFailed, detail: "the input cannot be read: \(error)", underlyingErrors: [error])))
        }
    }
}

extension StreamedResult: Sendable where Value: Sendable {}
