#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// The growable tape a ``Scanner`` writes, in one `malloc` block.
///
/// A document's tape lives as long as its nodes, next to the models being built, so its size is
/// peak memory: it grows by `realloc` (large blocks are remapped, not copied) from an estimate of
/// one entry per 12 input bytes, and is trimmed to its final length when the scan ends
/// (`docs/Performance.md`). Entries are read and written without bounds checks.
///
/// Invariant (5): the scanner only touches entries it has appended (below ``count``).
@safe
struct TapeBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<TapeEntry>
    private(set) var count: Int
    private var capacity: Int

    /// An empty tape with room for `capacity` entries (at least 16).
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        self.count = 0
        unsafe self.base = Self.resize(nil, to: self.capacity)
    }

    deinit {
        unsafe free(base)
    }

    /// The entry at `index` (`0 ..< count`).
    subscript(index: Int) -> TapeEntry {
        @inline(__always) get { unsafe base[index] }
        @inline(__always) nonmutating set { unsafe base[index] = newValue }
    }

    /// Appends an entry, growing the block when it is full.
    @inline(__always)
    mutating func append(_ entry: TapeEntry) {
        if count == capacity { grow() }
        unsafe (base + count).initialize(to: entry)
        count += 1
    }

    private mutating func grow() {
        capacity *= 2
        unsafe base = Self.resize(base, to: capacity)
    }

    /// Gives up the block, trimmed to `count` entries, to the ``TapeBlock`` that frees it.
    consuming func release() -> TapeBlock {
        let trimmed = unsafe count == capacity ? base : Self.resize(base, to: max(count, 1))
        let block = unsafe TapeBlock(UnsafeBufferPointer(start: trimmed, count: count))
        discard self
        return block
    }

    /// `realloc`, trapping when memory is exhausted (as every Swift allocation does).
    private static func resize(
        _ pointer: UnsafeMutablePointer<TapeEntry>?, to entries: Int
    ) -> UnsafeMutablePointer<TapeEntry> {
        let (bytes, overflow) = entries.multipliedReportingOverflow(by: MemoryLayout<TapeEntry>.stride)
        guard !overflow, let raw = unsafe realloc(pointer, bytes) else {
            preconditionFailure("Hydrant: out of memory for a tape of \(entries) entries")
        }
        return unsafe raw.bindMemory(to: TapeEntry.self, capacity: entries)
    }
}

/// A finished tape's block, freed with this object: what a document's storage keeps.
///
/// Invariant (4): views of the entries are used only while this block lives.
@safe
@usableFromInline
package final class TapeBlock: @unchecked Sendable {
    // Safe to share: the entries are never written after the scan.
    private let block: UnsafeBufferPointer<TapeEntry>

    @unsafe
    init(_ block: UnsafeBufferPointer<TapeEntry>) {
        unsafe self.block = block
    }

    deinit {
        unsafe free(UnsafeMutableRawPointer(mutating: block.baseAddress))
    }

    /// The entries, for as long as this block lives.
    @usableFromInline
    package var entries: TapeView { unsafe TapeView(block) }

    /// Gives the memory of entries `start ..< end` back to the system, keeping the block: those
    /// entries read as zeros afterwards, and are never read again.
    ///
    /// - Precondition: nothing else reads this block — it is not a document's — so that no reader
    ///   meets the zeroed entries (which read as memory, not garbage, but would send a walk of the
    ///   tape back to its start). Only whole pages inside the
    /// range are given back, so the block's own header is never touched. Used while a tree is
    /// built from a tape that is freed right after (see `TreeBuilder`).
    func discard(from start: Int, before end: Int) {
        #if os(Linux)
            guard let base = unsafe block.baseAddress, end > start else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            guard page > 0 else { return }
            let first = unsafe (Int(bitPattern: base + start) + page - 1) / page * page
            let last = unsafe Int(bitPattern: base + end) / page * page
            guard last > first, let pointer = unsafe UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = unsafe madvise(pointer, last - first, MADV_DONTNEED)
        #endif
    }
}
