internal import HydrantSIMD

// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// Where a document's strings, punctuation and other values start, found sixty-four bytes at a
/// time by a vector kernel (Sources/HydrantSIMD) as the scanner walks them, one chunk ahead.
///
/// Each entry is the offset of a byte the scanner would stop at: outside strings, `{`, `}`, `[`,
/// `]`, `:`, `,` and the first byte of every other run of bytes that are not whitespace (a number,
/// a literal, or something invalid); and both quotes of every string, the closing one with two
/// flags (``isEscaped(_:)``, ``isNonASCII(_:)``). The index is a hint: the scanner checks each entry
/// against the grammar and reads the document byte by byte again when they disagree
/// (`Scanner.scanIndexed()`).
///
/// Its memory is one buffer of ``chunkBytes`` + 64 entries at most, however long the document:
/// a chunk is indexed when the scanner has used the entries of the one before.
///
/// Invariant (11): entries are read below the count the kernel wrote; each call indexes bytes
/// inside the view, in order, and writes at most ``chunkBytes`` + 64 entries.
@safe
struct StructuralIndex: ~Copyable {
    /// The bytes indexed per call of the kernel: 32 KiB, whose entries take 128 KiB at most.
    static let chunkBytes = 1 << 15

    /// The longest input that entries can address: offsets have thirty bits.
    static let maxInputBytes = Int(HYDRANT_INDEX_OFFSET) + 1

    private let bytes: ByteView
    private let entries: UnsafeMutablePointer<UInt32>
    private var state = hydrant_index_state()
    /// The bytes indexed so far.
    private var indexed: Int

    /// Where the scanner is in the current chunk's entries: a local value of the scanner's, so
    /// that it stays in registers (only indexing the next chunk goes through the index).
    @safe
    struct Cursor {
        fileprivate let entries: UnsafePointer<UInt32>
        fileprivate var next = 0
        fileprivate var end = 0
    }

    /// An index of `bytes` from offset `start` on (after a byte order mark, say), and its cursor.
    /// `bytes` has at most ``maxInputBytes``.
    init(_ bytes: ByteView, from start: Int) {
        precondition(bytes.count <= Self.maxInputBytes)
        self.bytes = bytes
        self.indexed = start
        let capacity = min(bytes.count - start, Self.chunkBytes) + 64
        unsafe entries = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
    }

    deinit {
        unsafe entries.deallocate()
    }

    /// A cursor before the first entry.
    var start: Cursor { unsafe Cursor(entries: UnsafePointer(entries)) }

    /// The entry at `cursor`, which moves past it, or `nil` when the whole input has been handed
    /// out.
    @inline(__always)
    mutating func nextEntry(_ cursor: inout Cursor) -> UInt32? {
        if cursor.next == cursor.end {
            guard indexNextChunk(&cursor) else { return nil }
        }
        let entry = unsafe cursor.entries[cursor.next]
        cursor.next &+= 1
        return entry
    }

    /// Indexes chunks until one has entries; `false` at the end of the input.
    @inline(never)
    private mutating func indexNextChunk(_ cursor: inout Cursor) -> Bool {
        while indexed < bytes.count {
            let length = min(bytes.count - indexed, Self.chunkBytes)
            let written = unsafe hydrant_index(
                bytes.buffer.baseAddress.unsafelyUnwrapped + indexed, length, indexed, &state, entries)
            indexed += length
            cursor.next = 0
            cursor.end = written
            if written > 0 { return true }
        }
        return false
    }

    /// Whether the input, taken as a whole, holds a control character in a string or is not UTF-8:
    /// known once ``nextEntry(_:)`` has returned `nil`.
    var foundInvalidBytes: Bool {
        var state = state
        return unsafe hydrant_index_found_invalid_bytes(&state) != 0
    }

    /// The byte offset an entry stands for.
    @inline(__always)
    static func offset(_ entry: UInt32) -> Int {
        Int(entry & HYDRANT_INDEX_OFFSET)
    }

    /// Whether the string a closing-quote entry ends holds a backslash: it is read byte by byte, so
    /// that its escapes are checked and decoded.
    @inline(__always)
    static func isEscaped(_ entry: UInt32) -> Bool {
        entry & HYDRANT_INDEX_ESCAPED != 0
    }

    /// Whether the string a closing-quote entry ends holds a byte above 0x7F (whose UTF-8 the index
    /// checks with the rest of the input).
    @inline(__always)
    static func isNonASCII(_ entry: UInt32) -> Bool {
        entry & HYDRANT_INDEX_NON_ASCII != 0
    }
}
