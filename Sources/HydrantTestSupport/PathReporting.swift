public import Hydrant

// Path reporting: a custom mapper's errors say where they happened, and keep saying it when the
// mapper runs inside containers.

/// Expects `mapper` to reject `invalidInput` with an error at `pointer`, and the same error one step
/// deeper when `invalidInput` is an array's element or an object's member: the mapper reports
/// where its errors happen, relative to the value it is given, so that containers can prepend
/// their steps.
///
/// Three mappings are checked, each of which must fail with a fatal error of code `code` (when
/// given) at the pointer shown:
///
/// - `mapper` on `invalidInput`: at `pointer` (`""`, the default, for a leaf mapper that rejects
///   the whole value; `/2` for a container mapper that rejects its third element);
/// - `Mappers.array(of: mapper)` on `[invalidInput, invalidInput]`: at `/0` + `pointer` and at
///   `/1` + `pointer`;
/// - an object mapping with `Field("value", …, decoding: mapper)` on `{"value": invalidInput}`: at
///   `/value` + `pointer`.
///
/// Each is checked from a `JSON` tree and again from a document read in place.
///
/// ```swift
/// try expectReportsPaths(Percent(), invalidInput: 140, code: .validationFailed)
/// try expectReportsPaths(Mappers.array(of: Percent()), invalidInput: [1, 140], code: .validationFailed, at: "/1")
/// ```
///
/// A mapper that reports an error at the wrong place fails the first mapping: at the value itself
/// when the fault is in one of its elements, because it threw a new error instead of wrapping the
/// element's (`MappingError(wrapping:prependingSourcePath:destinationPath:)`), or at a path of its own
/// making. The other two check that its errors keep their place when the mapper is itself an
/// element or a member.
///
/// - Parameters:
///   - mapper: The mapper to check.
///   - invalidInput: An input the mapper rejects with a fatal error; not `null`, which an object's
///     field rejects before its mapper runs.
///   - code: The code of the expected error; any code when `nil`, the default.
///   - pointer: Where the mapper reports the error in `invalidInput`, as a JSON Pointer.
///   - fileID: The file of the check, for the failure's message; leave the default.
///   - line: The line of the check, for the failure's message; leave the default.
/// - Returns: The error of the mapping of `invalidInput` on its own.
/// - Throws: A ``MappingExpectationFailure`` for the first of the three mappings without the
///   expected error.
@discardableResult
public func expectReportsPaths<M: JSONMapper>(
    _ mapper: M, invalidInput: JSON, code: MappingError.Code? = nil, at pointer: String = "",
    fileID: String = #fileID, line: Int = #line
) throws(MappingExpectationFailure) -> MappingError where M.Input == JSON {
    let element = Mappers.array(of: mapper)
    let member = Mappers.object(Member<M.Output>.init) { Field("value", \Member<M.Output>.value, decoding: mapper) }
    let error = try checkPaths(
        mapper.mapping(invalidInput), inArray: element.mapping([invalidInput, invalidInput]),
        inObject: member.mapping(["value": invalidInput]), code: code, pointer: pointer, fileID: fileID, line: line)
    let text = invalidInput.description
    try checkPaths(
        mapper.mapping(parsing: text), inArray: element.mapping(parsing: "[\(text),\(text)]"),
        inObject: member.mapping(parsing: #"{"value":\#(text)}"#), code: code, pointer: pointer,
        reading: " (read in place from a document)", fileID: fileID, line: line)
    return error
}

/// The one-field model of the object mapping that checks a mapper as an object's member.
private struct Member<Value>: @unchecked Sendable {
    // Unchecked: the model only carries a value from the mapper to the check, on one thread.
    let value: Value
}

/// Checks the three mappings of `expectReportsPaths(_:invalidInput:code:at:)`; returns the error of
/// the first.
@discardableResult
private func checkPaths<Value, Elements, Model>(
    _ alone: MappingResult<Value>, inArray: MappingResult<Elements>, inObject: MappingResult<Model>,
    code: MappingError.Code?, pointer: String, reading: String = "", fileID: String, line: Int
) throws(MappingExpectationFailure) -> MappingError {
    /// The error of `result`, which must have a fatal error (of `code`) at each of `pointers`.
    @discardableResult
    func check<Output>(
        _ result: MappingResult<Output>, at pointers: [String], _ place: String
    ) throws(MappingExpectationFailure) -> MappingError {
        let missing = pointers.filter { pointer in
            !result.errorEntries.contains { $0.isFatal && $0.pointer == pointer && (code == nil || $0.code == code) }
        }
        guard case .failure(let error) = result, missing.isEmpty else {
            let what = (pointers.count == 1 ? "a fatal error" : "fatal errors") + (code.map { " \($0.name)" } ?? "")
            let places = pointers.map { "'\($0)'" }.joined(separator: " and ")
            throw MappingExpectationFailure(
                message: "The mapper \(place)\(reading):\n"
                    + Rendering.mismatch(
                        expected: "failure with \(what) at \(places)", actual: Rendering.outcome(result)),
                fileID: fileID, line: line)
        }
        return error
    }
    let error = try check(alone, at: [pointer], "on the invalid input")
    try check(inArray, at: ["/0" + pointer, "/1" + pointer], "as the elements of an array")
    try check(inObject, at: ["/value" + pointer], "as the member \"value\" of an object")
    return error
}
