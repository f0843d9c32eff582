// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// Entries of a document's tape read in place (see ``TapeEntry``).
///
/// Invariant (4): the entries outlive the view (the document's storage keeps them); indices are
/// below ``count`` (checked in debug builds: the tape's own entries give every index read after
/// the first).
@safe
@frozen
@usableFromInline
package struct TapeView {
    @usableFromInline let entries: UnsafeBufferPointer<TapeEntry>

    @unsafe
    @inlinable @inline(__always)
    init(_ entries: UnsafeBufferPointer<TapeEntry>) {
        unsafe self.entries = entries
    }

    /// The number of entries.
    @inlinable
    package var count: Int {
        @inline(__always) get { unsafe entries.count }
    }

    /// Entry number `index`.
    @inlinable
    package subscript(index: Int) -> TapeEntry {
        @inline(__always) get { unsafe entries[index] }
    }
}

extension TapeView: RandomAccessCollection {
    @inlinable
    package var startIndex: Int { 0 }

    @inlinable
    package var endIndex: Int { count }

    @inlinable
    package var indices: Range<Int> { 0..<count }
}
