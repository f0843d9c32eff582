// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// Bytes being written in scratch memory: an escaped string being decoded, a number being spelled.
///
/// Invariant (3): made only by ``withScratchBytes(capacity:_:)`` and used only inside its body;
/// indices are below ``count`` (checked in debug builds).
@safe
@frozen
@usableFromInline
package struct ScratchBytes {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>

    @inlinable @inline(__always)
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        unsafe self.buffer = buffer
    }

    /// The number of bytes of room.
    @inlinable
    package var count: Int {
        @inline(__always) get { unsafe buffer.count }
    }

    /// Byte number `index`.
    @inlinable
    package subscript(index: Int) -> UInt8 {
        @inline(__always) get { unsafe buffer[index] }
        @inline(__always) nonmutating set { unsafe buffer[index] = newValue }
    }

    /// Copies `source` to `offset`.
    @inlinable @inline(__always)
    package func copy(_ source: ByteView, to offset: Int) {
        assert(offset >= 0 && offset + source.count <= count)
        guard source.count > 0 else { return }
        unsafe (buffer.baseAddress.unsafelyUnwrapped + offset).update(
            from: source.buffer.baseAddress.unsafelyUnwrapped, count: source.count)
    }

    /// The first `count` bytes, to read.
    @inlinable @inline(__always)
    package func prefix(_ count: Int) -> ByteView {
        assert(count >= 0 && count <= self.count)
        return unsafe ByteView(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
}

/// What `body` returns with `capacity` bytes of scratch memory: on the stack up to
/// `stackLimit` bytes, so that it adds a bounded amount to the stack, else on the heap.
@inlinable @inline(__always)
package func withScratchBytes<Result>(
    capacity: Int, stackLimit: Int = 1024, _ body: (ScratchBytes) -> Result
) -> Result {
    guard capacity > stackLimit else {
        return unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 1)) { buffer in
            body(unsafe ScratchBytes(buffer))
        }
    }
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
    defer { unsafe buffer.deallocate() }
    return body(unsafe ScratchBytes(buffer))
}
