import Foundation

// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// The input of a ``JSONDocument``: the bytes its tape points into, kept as the caller gave them.
///
/// `Data` is read in place rather than copied into an array, so a document read from `Data` costs
/// its tape and nothing else (`docs/Performance.md`). The bytes are reached through a pointer taken
/// once: reading `Data` through `withUnsafeBytes` for every string and number cost a dynamic
/// exclusivity check each time (`Data`'s storage is a class with a `var`): 8 % of the instructions of
/// mapping twitter.json.
///
/// The pointer stays valid because the owner is kept, never mutated, and keeps its bytes in a heap
/// block that does not move: an array's buffer, or the storage object of a `Data` larger than its
/// inline representation (`Data` of up to 14 bytes lives inside the value itself, so small `Data`
/// is copied into an array first).
///
/// Invariant (1): views of the bytes are used only while this value (or a copy) lives.
@safe
@usableFromInline
package struct DocumentBytes: @unchecked Sendable {
    /// The first byte.
    @usableFromInline let base: UnsafePointer<UInt8>
    /// The number of bytes.
    @usableFromInline let count: Int
    /// What keeps the bytes alive.
    private let owner: Owner

    private enum Owner {
        case array([UInt8])
        case data(Data)
    }

    /// Below this size `Data` may hold its bytes inline, so it is copied.
    private static let smallDataLimit = 64

    init(_ bytes: [UInt8]) {
        count = bytes.count
        // An empty array has no buffer of its own; one byte that is never read stands in.
        let kept = bytes.isEmpty ? [0] : bytes
        owner = .array(kept)
        unsafe base = kept.withUnsafeBufferPointer { unsafe $0.baseAddress.unsafelyUnwrapped }
    }

    init(_ data: Data) {
        if data.count < Self.smallDataLimit {
            self.init([UInt8](data))
        } else {
            self.init(largeData: data)
        }
    }

    private init(largeData data: Data) {
        count = data.count
        owner = .data(data)
        unsafe base = data.withUnsafeBytes {
            unsafe $0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
        }
    }

    /// The bytes, while this value lives.
    @inlinable
    package var view: ByteView {
        @inline(__always) get { unsafe ByteView(UnsafeBufferPointer(start: base, count: count)) }
    }

    /// What `body` returns with the bytes.
    @inlinable @inline(__always)
    package func withView<Result>(_ body: (ByteView) throws -> Result) rethrows -> Result {
        try body(view)
    }
}
