public import Foundation

/// The input of a ``JSONDocument``: the bytes its tape points into, kept as the caller gave them.
///
/// `Data` is read in place rather than copied into an array: a document read from `Data` costs its
/// tape and nothing else (`docs/Performance.md`).
@usableFromInline
enum DocumentBytes: Sendable {
    case array([UInt8])
    case data(Data)

    /// Calls `body` with the bytes.
    @inlinable @inline(__always)
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch self {
        case .array(let bytes):
            try bytes.withUnsafeBufferPointer(body)
        case .data(let data):
            try data.withUnsafeBytes { try body($0.assumingMemoryBound(to: UInt8.self)) }
        }
    }
}
