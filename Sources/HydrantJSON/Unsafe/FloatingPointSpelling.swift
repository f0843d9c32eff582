// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// The spelling a `Float` writes into a stream (`Float.write(to:)`), kept on the stack: a shortest
/// round-trip spelling has at most 24 ASCII bytes, so writing one costs no allocation
/// (`description` allocates a `String` for spellings longer than 15 bytes). A `Double` is spelled
/// by ``ShortestDouble`` instead.
///
/// Invariant (6): bytes are written and read only below the storage's size, and the bytes are lent
/// only during ``withBytes(_:)``.
@safe
struct FloatingPointSpelling: TextOutputStream {
    private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    private var count = 0
    /// Whether the spelling was longer than the storage (then it is not used).
    private var overflowed = false

    mutating func write(_ string: String) {
        for byte in string.utf8 { append(byte) }
    }

    /// What the standard library's floating-point types call: their ASCII spelling, at once.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        let start = count
        guard start + buffer.count <= MemoryLayout.size(ofValue: storage) else {
            overflowed = true
            return
        }
        unsafe withUnsafeMutableBytes(of: &storage) { storage in
            unsafe UnsafeMutableRawBufferPointer(rebasing: storage[start..<start + buffer.count]).copyMemory(
                from: UnsafeRawBufferPointer(buffer))
        }
        count += buffer.count
    }

    private mutating func append(_ byte: UInt8) {
        guard count < MemoryLayout.size(ofValue: storage) else {
            overflowed = true
            return
        }
        let index = count
        unsafe withUnsafeMutableBytes(of: &storage) { unsafe $0[index] = byte }
        count += 1
    }

    /// Whether a whole spelling was written.
    var isComplete: Bool { count > 0 && !overflowed }

    /// Calls `body` with the spelling's bytes.
    func withBytes<Result>(_ body: (ByteView) -> Result) -> Result {
        unsafe withUnsafeBytes(of: storage) { raw in
            body(unsafe ByteView(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[..<count])))
        }
    }
}
