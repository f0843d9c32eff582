public import Hydrant

/// An error a test expects a mapping to report: its code and where it happened, as a JSON Pointer.
///
/// It is compared with the entries of the mapping's error (`MappingError.entries`): an
/// entry matches when its `MappingError.Entry.code` and
/// `MappingError.Entry.pointer` are the expected ones.
///
/// ```swift
/// try expectSuccess(result, withErrors: [ExpectedError(.invalidSourceType, at: "/age")])
/// ```
public struct ExpectedError: Sendable, Hashable, CustomStringConvertible {
    /// The expected code.
    public let code: MappingError.Code
    /// The expected location as an RFC 6901 JSON Pointer (`/items/0/sku`; `""` for the value the
    /// mapper was given).
    public let pointer: String

    /// Expects an error with `code` at `pointer`.
    ///
    /// - Parameters:
    ///   - code: The expected code.
    ///   - pointer: The expected location as a JSON Pointer; `""`, the default, for the value the
    ///     mapper was given.
    public init(_ code: MappingError.Code, at pointer: String = "") {
        self.code = code
        self.pointer = pointer
    }

    /// Expects an error with `code` at the location given as keys and indices.
    ///
    /// ```swift
    /// ExpectedError(.missingValue, atPath: [.key("items"), .index(0), .key("sku")])   // at "/items/0/sku"
    /// ```
    ///
    /// - Parameters:
    ///   - code: The expected code.
    ///   - path: The expected location, as `MappingError.Entry.sourcePath` gives it.
    public init(_ code: MappingError.Code, atPath path: [MappingPath.Segment]) {
        self.init(code, at: MappingPath.jsonPointer(path))
    }

    /// Whether `entry` has the expected code and pointer.
    ///
    /// - Parameter entry: An entry of a mapping's error.
    /// - Returns: `true` when the code and the pointer are the expected ones.
    public func matches(_ entry: MappingError.Entry) -> Bool {
        entry.code == code && entry.pointer == pointer
    }

    /// The expected error in words: `missingValue at '/first_name'`.
    public var description: String {
        "\(code.name) at '\(pointer)'"
    }
}
