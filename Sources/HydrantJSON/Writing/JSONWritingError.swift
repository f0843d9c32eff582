/// Why a value could not be written.
public struct JSONWritingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// Arrays and objects are nested deeper than ``JSONWritingOptions/maxDepth``.
        case depthLimitExceeded(limit: Int)
    }

    /// What went wrong.
    public let reason: Reason

    /// Creates a writing error.
    public init(reason: Reason) {
        self.reason = reason
    }

    /// A sentence that says what went wrong.
    public var description: String {
        switch reason {
        case .depthLimitExceeded(let limit):
            "cannot write JSON: arrays and objects are nested more than \(limit) levels deep"
        }
    }
}
