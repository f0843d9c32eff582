// Internal helpers for mappers that read a document in place.

extension JSONNode {
    /// Calls `body` with the document's input bytes.
    @inlinable @inline(__always)
    package func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        storage.bytes.withUnsafeBufferPointer(body)
    }

    /// The number of elements, if this value is an array.
    @inlinable
    package var arrayCount: Int? {
        let entry = entry
        return entry.kindBits == TapeEntry.kArray ? Int(entry.a) : nil
    }

    /// The number of members, if this value is an object.
    @inlinable
    package var objectCount: Int? {
        let entry = entry
        return entry.kindBits == TapeEntry.kObject ? Int(entry.a) : nil
    }

    /// Whether this value is an object.
    @inlinable
    package var isObject: Bool {
        entry.kindBits == TapeEntry.kObject
    }
}

extension TapeReader {
    /// The text of a number entry.
    @inlinable @inline(__always)
    package static func lexeme(_ entry: TapeEntry, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = Int(entry.a)
        return UnsafeBufferPointer(rebasing: bytes[start..<start + Int(entry.b)])
    }
}
