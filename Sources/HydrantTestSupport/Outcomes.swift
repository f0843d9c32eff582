public import Hydrant

// Expectations about a mapping's outcome: success, success with non-fatal errors, failure. Each
// throws a `MappingExpectationFailure` that says what was expected and what happened, with the
// error's entries and tree, and returns what a test may want to look at further.

/// Expects `result` to be a success without errors, and returns its value.
///
/// ```swift
/// let ada = try expectSuccess(person.mapping(parsing: #"{"first_name": "Ada", "age": 36}"#))
/// ```
///
/// - Parameters:
///   - result: The outcome of a mapping.
///   - fileID: The file of the check, for the failure's message; leave the default.
///   - line: The line of the check, for the failure's message; leave the default.
/// - Returns: The mapped value.
/// - Throws: A ``MappingExpectationFailure`` when `result` has errors.
@discardableResult
public func expectSuccess<Value>(
    _ result: MappingResult<Value>, fileID: String = #fileID, line: Int = #line
) throws(MappingExpectationFailure) -> Value {
    guard case .success(let value) = result else {
        throw MappingExpectationFailure(
            message: Rendering.mismatch(expected: "success without errors", actual: Rendering.outcome(result)),
            fileID: fileID, line: line)
    }
    return value
}

/// Expects `result` to be a success without errors whose value is `expected`.
///
/// ```swift
/// try expectSuccess(person.mapping(["first_name": "Ada", "age": 36]), equalTo: Person(firstName: "Ada", age: 36, nickname: nil))
/// ```
///
/// - Parameters:
///   - result: The outcome of a mapping.
///   - expected: The value the mapping should produce.
///   - fileID: The file of the check, for the failure's message; leave the default.
///   - line: The line of the check, for the failure's message; leave the default.
/// - Returns: The mapped value.
/// - Throws: A ``MappingExpectationFailure`` when `result` has errors or another value.
@discardableResult
public func expectSuccess<Value: Equatable>(
    _ result: MappingResult<Value>, equalTo expected: Value, fileID: String = #fileID, line: Int = #line
) throws(MappingExpectationFailure) -> Value {
    guard case .success(let value) = result, value == expected else {
        throw MappingExpectationFailure(
            message: Rendering.mismatch(
                expected: "success with the value \(Rendering.value(expected))", actual: Rendering.outcome(result)),
            fileID: fileID, line: line)
    }
    return value
}

/// Expects `result` to be a success whose non-fatal errors are exactly `expected`, in order: a
/// value a fallback produced, with the warnings about it.
///
/// ```swift
/// try expectSuccess(person.mapping(["first_name": "Ada", "age": "old"]),
///                   withErrors: [ExpectedError(.invalidSourceType, at: "/age")])
/// ```
///
/// The errors are compared with the entries of the result's error (`MappingError.entries`),
/// code and pointer; an empty list expects a success without errors.
///
/// - Parameters:
///   - result: The outcome of a mapping.
///   - expected: The errors the mapping should report, in the order of its entries.
///   - fileID: The file of the check, for the failure's message; leave the default.
///   - line: The line of the check, for the failure's message; leave the default.
/// - Returns: The mapped value.
/// - Throws: A ``MappingExpectationFailure`` when `result` is a failure or has other errors.
@discardableResult
public func expectSuccess<Value>(
    _ result: MappingResult<Value>, withErrors expected: [ExpectedError], fileID: String = #fileID, line: Int = #line
) throws(MappingExpectationFailure) -> Value {
    guard let value = result.value, entriesMatch(result, expected) else {
        throw MappingExpectationFailure(
            message: Rendering.mismatch(
                expected: "success with these errors:\n" + Rendering.expected(expected),
                actual: Rendering.outcome(result)),
            fileID: fileID, line: line)
    }
    return value
}

/// Expects `result` to be a success whose value is `expected` and whose non-fatal errors are
/// exactly `errors`, in order.
///
/// ```swift
/// try expectSuccess(person.mapping(["first_name": "Ada", "age": "old"]),
///                   equalTo: Person(firstName: "Ada", age: 0, nickname: nil),
///                   withErrors: [ExpectedError(.invalidSourceType, at: "/age")])
/// ```
///
/// - Parameters:
///   - result: The outcome of a mapping.
///   - expected: The value the mapping should produce.
///   - errors: The errors the mapping should report, in the order of its entries; an empty list
///     expects a success without errors.
///   - fileID: The file of the check, for the failure's message; leave the default.
///   - line: The line of the check, for the failure's message; leave the default.
/// - Returns: The mapped value.
/// - Throws: A ``MappingExpectationFailure`` when `result` is a failure, has another value or
///   other errors.
@discardableResult
public func expectSuccess<Value: Equatable>(
    _ result: MappingResult<Value>, equalTo expected: Value, withErrors errors: [ExpectedError],
    fileID: String = #fileID, line: Int = #line
) throws(MappingExpectationFailure) -> Value {
    guard let value = result.value, value == expected, entriesMatch(result, errors) else {
        throw MappingExpectationFailure(
            message: Rendering.mismatch(
                expected: "success with the value \(Rendering.value(expected)) and these errors:\n"
                    + Rendering.expected(errors),
                actual: Rendering.outcome(result)),
            fileID: fileID, line: line)
    }
    return value
}

/// Expects `result` to be a failure whose errors are exactly `expected`, in order.
///
/// ```swift
/// try expectFailure(person.mapping(["age": "old"]), withErrors: [
///     ExpectedError(.missingValue, at: "/first_name"),
///     ExpectedError(.invalidSourceType, at: "/age"),
/// ])
/// ```
///
/// The errors are compared with every entry of the failure's error (`MappingError.entries`),
/// fatal or not, by code and pointer.
///
/// - Parameters:
///   - result: The outcome of a mapping.
///   - expected: The errors the mapping should report, in the order of its entries.
///   - fileID: The file of the check, for the failure's message; leave the default.
///   - line: The line of the check, for the failure's message; leave the default.
/// - Returns: The failure's error.
/// - Throws: A ``MappingExpectationFailure`` when `result` is a success, or a failure with other
///   errors.
@discardableResult
public func expectFailure<Value>(
    _ result: MappingResult<Value>, withErrors expected: [ExpectedError], fileID: String = #fileID, line: Int = #line
) throws(MappingExpectationFailure) -> MappingError {
    guard case .failure(let error) = result, entriesMatch(result, expected) else {
        throw MappingExpectationFailure(
            message: Rendering.mismatch(
                expected: "failure with these errors:\n" + Rendering.expected(expected),
                actual: Rendering.outcome(result)),
            fileID: fileID, line: line)
    }
    return error
}

/// Expects `result` to be a failure with a fatal error of code `code` at `pointer`, among any
/// others.
///
/// ```swift
/// try expectFailure(person.mapping(["age": 36]), code: .missingValue, at: "/first_name")
/// ```
///
/// - Parameters:
///   - result: The outcome of a mapping.
///   - code: The code of the expected fatal error.
///   - pointer: Where it should be, as a JSON Pointer; `""`, the default, for the value the mapper
///     was given.
///   - fileID: The file of the check, for the failure's message; leave the default.
///   - line: The line of the check, for the failure's message; leave the default.
/// - Returns: The failure's error.
/// - Throws: A ``MappingExpectationFailure`` when `result` is a success, or a failure without such
///   an error.
@discardableResult
public func expectFailure<Value>(
    _ result: MappingResult<Value>, code: MappingError.Code, at pointer: String = "",
    fileID: String = #fileID, line: Int = #line
) throws(MappingExpectationFailure) -> MappingError {
    let expected = ExpectedError(code, at: pointer)
    guard case .failure(let error) = result, error.entries.contains(where: { $0.isFatal && expected.matches($0) })
    else {
        throw MappingExpectationFailure(
            message: Rendering.mismatch(
                expected: "failure with a fatal error \(expected.description)", actual: Rendering.outcome(result)),
            fileID: fileID, line: line)
    }
    return error
}

/// Whether the entries of `result`'s error are `expected`, one for one, in order.
func entriesMatch<Value>(_ result: MappingResult<Value>, _ expected: [ExpectedError]) -> Bool {
    let entries = result.errorEntries
    return entries.count == expected.count && zip(expected, entries).allSatisfy { $0.matches($1) }
}
