// Unsafe code of the mapping layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// The UTF-8 bytes of a string, read in place by the date parsers.
///
/// Invariant (6): used only inside ``Swift/String/withUTF8Bytes(_:)``; every index is checked.
@safe
struct UTF8Bytes {
    private let bytes: UnsafeBufferPointer<UInt8>

    fileprivate init(_ bytes: UnsafeBufferPointer<UInt8>) {
        unsafe self.bytes = bytes
    }

    /// The number of bytes.
    var count: Int { unsafe bytes.count }

    /// Byte number `index`; traps when `index` is not below ``count``.
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "index out of range")
        return unsafe bytes[index]
    }
}

/// Writes the ASCII bytes of a string of known length, for the date formatters.
///
/// Invariant (6): used only inside ``Swift/String/init(asciiCapacity:_:)``; writing past the
/// capacity traps.
@safe
struct ASCIIWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0

    fileprivate init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        unsafe self.buffer = buffer
    }

    /// Appends `byte`.
    mutating func put(_ byte: UInt8) {
        precondition(unsafe count < buffer.count, "more bytes than the capacity")
        unsafe buffer[count] = byte
        count += 1
    }
}

extension String {
    /// What `body` returns with the string's UTF-8 bytes, read in place (after making the string
    /// contiguous UTF-8 if it is not).
    func withUTF8Bytes<Result>(_ body: (UTF8Bytes) -> Result) -> Result {
        var text = self
        return text.withUTF8 { bytes in body(unsafe UTF8Bytes(bytes)) }
    }

    /// The ASCII string that `body` writes, of at most `capacity` bytes.
    init(asciiCapacity capacity: Int, _ body: (inout ASCIIWriter) -> Void) {
        self = unsafe String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = unsafe ASCIIWriter(buffer)
            body(&writer)
            return writer.count
        }
    }
}
