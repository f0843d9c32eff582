public import Hydrant

// Round trips of a codec: values through JSON text and back, documents through values
// and back.

/// Expects each of `values` to come back unchanged from its JSON text: written with the mapper's
/// reverse (`mapper.reversed.mappingBytes(from:)`), then read back with the mapper
/// (`mapper.mapping(parsing:)`), both without errors.
///
/// ```swift
/// try expectRoundTrip(person, values: [
///     Person(firstName: "Ada", age: 36, nickname: nil),
///     Person(firstName: "Grace", age: 45, nickname: "Amazing Grace"),
/// ])
/// ```
///
/// - Parameters:
///   - mapper: A codec of JSON: its reverse writes each value (straight into the text), and the
///     codec reads it back (in place).
///   - values: The values to write and read back.
///   - fileID: The file of the check, for the failure's message; leave the default.
///   - line: The line of the check, for the failure's message; leave the default.
/// - Throws: A ``MappingExpectationFailure`` for the first value that cannot be written, cannot be
///   read back, or reads back as another value.
public func expectRoundTrip<M: JSONCodec>(
    _ mapper: M, values: [M.Output], fileID: String = #fileID, line: Int = #line
) throws(MappingExpectationFailure) where M.Input == JSON, M.Output: Equatable {
    try checkRoundTrip(
        values, writing: { mapper.reversed.mappingBytes(from: $0) }, reading: { mapper.mapping(parsing: $0) },
        fileID: fileID, line: line)
}

/// Writes each value and reads it back.
private func checkRoundTrip<Value: Equatable>(
    _ values: [Value], writing: (Value) -> MappingResult<[UInt8]>, reading: (String) -> MappingResult<Value>,
    fileID: String, line: Int
) throws(MappingExpectationFailure) {
    for (index, value) in values.enumerated() {
        let heading = "Round trip of value \(index + 1) of \(values.count), \(Rendering.value(value)), "
        let written = writing(value)
        guard case .success(let bytes) = written else {
            throw MappingExpectationFailure(
                message: heading + "writing it:\n"
                    + Rendering.mismatch(expected: "success without errors", actual: Rendering.outcome(written)),
                fileID: fileID, line: line)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let read = reading(text)
        guard case .success(let back) = read, back == value else {
            throw MappingExpectationFailure(
                message: heading + "reading back \(text):\n"
                    + Rendering.mismatch(
                        expected: "success with the value \(Rendering.value(value))", actual: Rendering.outcome(read)),
                fileID: fileID, line: line)
        }
    }
}

/// Expects each of `documents` to come back unchanged from the value it maps to: read with the
/// mapper, then written back with its reverse (`mapper.reversed`), both without errors, giving
/// an equal document.
///
/// ```swift
/// try expectRoundTrip(person, documents: [
///     #"{"first_name": "Ada", "age": 36}"#,
///     #"{"age": 45, "first_name": "Grace", "nickname": "Amazing Grace"}"#,
/// ])
/// ```
///
/// The documents are compared as `JSON` values: the members of an object in any
/// order, numbers by value (`1.0` equals `1`). A document with members the mapper does not read,
/// or with `null` where the reverse leaves a member out, does not round-trip.
///
/// - Parameters:
///   - mapper: A codec of JSON: its reverse writes each value (straight into the text), and the
///     codec reads it back (in place).
///   - documents: JSON texts to read and write back.
///   - fileID: The file of the check, for the failure's message; leave the default.
///   - line: The line of the check, for the failure's message; leave the default.
/// - Throws: A ``MappingExpectationFailure`` for the first document that is not valid JSON, cannot be
///   mapped, cannot be written back, or is written back as another document.
public func expectRoundTrip<M: JSONCodec>(
    _ mapper: M, documents: [String], fileID: String = #fileID, line: Int = #line
) throws(MappingExpectationFailure) where M.Input == JSON {
    try checkRoundTrip(
        documents, reading: { mapper.mapping($0) }, writing: { mapper.reversed.mapping($0) }, fileID: fileID, line: line
    )
}

/// Reads each document and writes it back.
private func checkRoundTrip<Value>(
    _ documents: [String], reading: (JSON) -> MappingResult<Value>, writing: (Value) -> MappingResult<JSON>,
    fileID: String, line: Int
) throws(MappingExpectationFailure) {
    for (index, text) in documents.enumerated() {
        let heading = "Round trip of document \(index + 1) of \(documents.count), \(text), "
        let document: JSON
        do {
            document = try JSON(parsing: text)
        } catch {
            throw MappingExpectationFailure(
                message: heading + "reading it:\nit is not valid JSON: \(error)", fileID: fileID, line: line)
        }
        let read = reading(document)
        guard case .success(let value) = read else {
            throw MappingExpectationFailure(
                message: heading + "reading it:\n"
                    + Rendering.mismatch(expected: "success without errors", actual: Rendering.outcome(read)),
                fileID: fileID, line: line)
        }
        let written = writing(value)
        guard case .success(let back) = written, back == document else {
            throw MappingExpectationFailure(
                message: heading + "writing back \(Rendering.value(value)):\n"
                    + Rendering.mismatch(
                        expected: "success with the value \(Rendering.value(document))",
                        actual: Rendering.outcome(written)),
                fileID: fileID, line: line)
        }
    }
}
