public import Foundation

/// What a failed expectation of `HydrantTestSupport` throws: a readable account of what was
/// expected, what happened instead and the error's full rendering.
///
/// The checks of this module throw it rather than calling a test framework, so they work the same
/// from Swift Testing and from XCTest: call them with `try` in a test marked `throws`, and a failed
/// expectation fails the test with ``description`` as its message.
///
/// ```swift
/// @Test func readsAda() throws {
///     try expectSuccess(person.mapping(["first_name": "Ada", "age": 36]), equalTo: ada)
/// }
/// ```
public struct MappingExpectationFailure: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong, over several lines: `Expected: …`, then `Actual: …`, then the error's
    /// entries and its tree (`MappingError.fullRecursiveDescription`) when there is an
    /// error.
    public let message: String
    /// The file of the failed check, as `#fileID` gives it (`MyTests/PersonTests.swift`).
    public let fileID: String
    /// The line of the failed check.
    public let line: Int

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - message: What went wrong.
    ///   - fileID: The file of the failed check.
    ///   - line: The line of the failed check.
    public init(message: String, fileID: String, line: Int) {
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    /// The location of the check, then the message: `MyTests/PersonTests.swift:12: Expected: …`.
    public var description: String {
        "\(fileID):\(line): \(message)"
    }

    /// The same as ``description``, so that `localizedDescription` is readable too.
    public var errorDescription: String? {
        description
    }
}
