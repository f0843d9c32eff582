#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// The growable tape a ``Scanner`` writes, in one `malloc` block.
///
/// A document's tape lives as long as its nodes, next to the models being built, so its size is
/// peak memory: it grows by `realloc` (large blocks are remapped, not copied) from an estimate of
/// one entry per 12 input bytes, and is trimmed to its final length when the scan ends
/// (`docs/Performance.md`). Entries are read and written without bounds checks; the scanner only
/// touches entries it has appended.
struct TapeBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<TapeEntry>
    private(set) var count: Int
    private var capacity: Int

    /// An empty tape with room for `capacity` entries (at least 16).
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        self.count = 0
        self.base = Self.resize(nil, to: self.capacity)
    }

    deinit {
        free(base)
    }

    /// The entry at `index` (`0 ..< count`).
    subscript(index: Int) -> TapeEntry {
        @inline(__always) get { base[index] }
        @inline(__always) nonmutating set { base[index] = newValue }
    }

    /// Appends an entry, growing the block when it is full.
    @inline(__always)
    mutating func append(_ entry: TapeEntry) {
        if count == capacity { grow() }
        (base + count).initialize(to: entry)
        count += 1
    }

    private mutating func grow() {
        capacity *= 2
        base = Self.resize(base, to: capacity)
    }

    /// The entries appended so far.
    var entries: UnsafeBufferPointer<TapeEntry> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// Gives up the block, trimmed to `count` entries; the caller frees it with ``deallocate(_:)``.
    consuming func release() -> UnsafeBufferPointer<TapeEntry> {
        let trimmed = count == capacity ? base : Self.resize(base, to: max(count, 1))
        let result = UnsafeBufferPointer(start: trimmed, count: count)
        discard self
        return result
    }

    /// Frees a block given up by ``release()``.
    static func deallocate(_ entries: UnsafeBufferPointer<TapeEntry>) {
        free(UnsafeMutableRawPointer(mutating: entries.baseAddress))
    }

    /// Gives the memory of entries `from ..< before` of a tape back to the system, keeping the
    /// block: those entries must never be read again (their pages read as zeros afterwards). Only
    /// whole pages inside the range are given back, so the block's own header is never touched.
    /// Used while a tree is built from a tape that is freed right after (see `TreeBuilder`).
    static func discard(_ entries: UnsafeBufferPointer<TapeEntry>, from start: Int, before end: Int) {
        #if os(Linux)
            guard let base = entries.baseAddress, end > start else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            guard page > 0 else { return }
            let first = (Int(bitPattern: base + start) + page - 1) / page * page
            let last = Int(bitPattern: base + end) / page * page
            guard last > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(pointer, last - first, MADV_DONTNEED)
        #endif
    }

    /// `realloc`, trapping when memory is exhausted (as every Swift allocation does).
    private static func resize(
        _ pointer: UnsafeMutablePointer<TapeEntry>?, to entries: Int
    ) -> UnsafeMutablePointer<TapeEntry> {
        let (bytes, overflow) = entries.multipliedReportingOverflow(by: MemoryLayout<TapeEntry>.stride)
        guard !overflow, let raw = realloc(pointer, bytes) else {
            preconditionFailure("Hydrant: out of memory for a tape of \(entries) entries")
        }
        return raw.bindMemory(to: TapeEntry.self, capacity: entries)
    }
}
