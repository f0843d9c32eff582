import Foundation

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

/// Bytes read in place: a document's input, a key, a number's text, a chunk of a stream.
///
/// What the reader and the writer read bytes through, so that they are safe Swift: a view is made
/// only by the functions here, over memory that outlives it, and reads inside it.
///
/// Invariant (1): the memory outlives the view (the closure that lends it, or the document whose
/// storage keeps the bytes); indices and ranges are inside the view (checked in debug builds, as
/// an `UnsafeBufferPointer`'s are: the reader checks each index against ``count`` before it
/// reads).
@safe
@frozen
@usableFromInline
package struct ByteView {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>

    /// The bytes of `buffer`, which outlive the view.
    @unsafe
    @inlinable @inline(__always)
    package init(_ buffer: UnsafeBufferPointer<UInt8>) {
        unsafe self.buffer = buffer
    }

    /// No bytes.
    @inlinable
    package static var empty: ByteView { unsafe ByteView(UnsafeBufferPointer(start: nil, count: 0)) }

    /// The number of bytes.
    @inlinable
    package var count: Int {
        @inline(__always) get { unsafe buffer.count }
    }

    /// Byte number `index`.
    @inlinable
    package subscript(index: Int) -> UInt8 {
        @inline(__always) get { unsafe buffer[index] }
    }

    /// The bytes in `range`, as a view of their own (indexed from 0).
    @inlinable @inline(__always)
    package func extracting(_ range: some RangeExpression<Int>) -> ByteView {
        unsafe ByteView(UnsafeBufferPointer(rebasing: buffer[range.relative(to: 0..<count)]))
    }

    /// The bytes from `start`, `count` of them.
    @inlinable @inline(__always)
    package func slice(from start: Int, count: Int) -> ByteView {
        assert(start >= 0 && count >= 0 && start + count <= self.count)
        return unsafe ByteView(UnsafeBufferPointer(start: buffer.baseAddress.map { unsafe $0 + start }, count: count))
    }

    /// The eight bytes at `index` as a little-endian word (the first byte lowest).
    @inlinable @inline(__always)
    package func word64(at index: Int) -> UInt64 {
        assert(index >= 0 && index + 8 <= count)
        return unsafe UInt64(
            littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self))
    }

    /// The four bytes at `index` as a little-endian word.
    @inlinable @inline(__always)
    package func word32(at index: Int) -> UInt32 {
        assert(index >= 0 && index + 4 <= count)
        return unsafe UInt32(
            littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt32.self))
    }

    /// The sixteen bytes at `index`, as a vector.
    @inlinable @inline(__always)
    package func vector16(at index: Int) -> SIMD16<UInt8> {
        assert(index >= 0 && index + 16 <= count)
        return unsafe UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + index).loadUnaligned(
            as: SIMD16<UInt8>.self)
    }

    /// The bytes, copied into an array.
    @inlinable
    package var array: [UInt8] { unsafe Array(buffer) }

    /// Whether the two views hold the same bytes.
    ///
    /// Up to 16 bytes (most keys) are compared as two overlapping words, without calling `memcmp`;
    /// the loads stay inside both views.
    @inlinable
    package func hasSameBytes(as other: ByteView) -> Bool {
        guard count == other.count else { return false }
        guard let base = unsafe buffer.baseAddress, let otherBase = unsafe other.buffer.baseAddress else {
            return count == 0
        }
        let (left, right) = unsafe (UnsafeRawPointer(base), UnsafeRawPointer(otherBase))
        switch count {
        case 8...16:
            let last = count &- 8
            return unsafe left.loadUnaligned(as: UInt64.self) == right.loadUnaligned(as: UInt64.self)
                && left.loadUnaligned(fromByteOffset: last, as: UInt64.self)
                    == right.loadUnaligned(fromByteOffset: last, as: UInt64.self)
        case 4..<8:
            let last = count &- 4
            return unsafe left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
                && left.loadUnaligned(fromByteOffset: last, as: UInt32.self)
                    == right.loadUnaligned(fromByteOffset: last, as: UInt32.self)
        case 0..<4:
            for offset in 0..<count where unsafe base[offset] != otherBase[offset] { return false }
            return true
        default:
            return unsafe memcmp(base, otherBase, count) == 0
        }
    }

    /// Whether these bytes come before `other`'s in lexicographic order of unsigned bytes (which
    /// is the order of Unicode scalars for UTF-8): one `memcmp` of the shorter length.
    @inlinable
    package func precedes(_ other: ByteView) -> Bool {
        let common = Swift.min(count, other.count)
        if common > 0 {
            let order = unsafe memcmp(buffer.baseAddress!, other.buffer.baseAddress!, common)
            if order != 0 { return order < 0 }
        }
        return count < other.count
    }

    /// A `String` of these bytes, which are valid UTF-8 that the scanner has checked, copied
    /// without checking them again.
    ///
    /// `String(decoding:as:)` checks its input, which costs as much as making the string: about
    /// 15 % of decoding twitter.json with explicit mappers went to checking text the scanner had
    /// just checked. `UTF8Span(unchecked:isKnownASCII:)` takes the scanner's word for it, and
    /// `isASCII` (exact: a string marked non-ASCII would compare through Unicode normalisation)
    /// is the scanner's too. Where `UTF8Span` is not available (Apple platforms before 26), the
    /// text is checked again.
    ///
    /// Invariant (2): the bytes are valid UTF-8, and ASCII exactly when `isASCII`.
    @inlinable
    package func string(validatedUTF8 isASCII: Bool) -> String {
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return unsafe String(copying: UTF8Span(unchecked: Span(_unsafeElements: buffer), isKnownASCII: isASCII))
        }
        return unsafe String(decoding: buffer, as: UTF8.self)
    }

    /// A `String` of these bytes, with ill-formed UTF-8 replaced.
    @inlinable
    package var decodedString: String { unsafe String(decoding: buffer, as: UTF8.self) }
}

extension ByteView: RandomAccessCollection {
    @inlinable
    package var startIndex: Int { 0 }

    @inlinable
    package var endIndex: Int {
        @inline(__always) get { count }
    }

    @inlinable
    package var indices: Range<Int> { 0..<count }

    @inlinable
    package func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result? {
        try unsafe body(buffer)
    }
}

extension Array where Element == UInt8 {
    /// What `body` returns with the array's bytes.
    @inlinable @inline(__always)
    package func withByteView<Value, Failure>(_ body: (ByteView) throws(Failure) -> Value) throws(Failure) -> Value {
        try unsafe withUnsafeBufferPointer { (buffer) throws(Failure) -> Value in unsafe try body(ByteView(buffer)) }
    }
}

extension String {
    /// What `body` returns with the string's UTF-8 bytes (made contiguous first if they are not).
    @inlinable
    package func withByteView<Value, Failure>(_ body: (ByteView) throws(Failure) -> Value) throws(Failure) -> Value {
        var text = self
        return try text.withUTF8 { buffer in
            Result { () throws(Failure) -> Value in try body(unsafe ByteView(buffer)) }
        }.get()
    }
}

extension Data {
    /// What `body` returns with the data's bytes.
    @inlinable
    package func withByteView<Value, Failure>(_ body: (ByteView) throws(Failure) -> Value) throws(Failure) -> Value {
        unsafe try withUnsafeBytes { raw in
            Result { () throws(Failure) -> Value in
                try body(unsafe ByteView(raw.assumingMemoryBound(to: UInt8.self)))
            }
        }.get()
    }
}

extension Sequence<UInt8> {
    /// What `body` returns with the sequence's bytes, when they are stored contiguously; `nil`
    /// when they are not.
    @inlinable
    package func withContiguousByteView<Value>(_ body: (ByteView) -> Value) -> Value? {
        withContiguousStorageIfAvailable { buffer in body(unsafe ByteView(buffer)) }
    }
}

extension StaticString {
    /// What `body` returns with the string's UTF-8 bytes.
    @inlinable @inline(__always)
    package func withByteView<Value>(_ body: (ByteView) -> Value) -> Value {
        withUTF8Buffer { buffer in body(unsafe ByteView(buffer)) }
    }
}

extension SIMDMask<SIMD16<Int8>> {
    /// The mask as bytes: 0xFF in a lane that is set, 0 in the others (a reinterpretation between
    /// vector types of one size, fixed by the types whatever the lanes).
    @inlinable @inline(__always)
    package var lanes: SIMD16<UInt8> { unsafe unsafeBitCast(self, to: SIMD16<UInt8>.self) }
}

extension SIMD16<UInt8> {
    /// The sixteen bytes as two words (a reinterpretation between vector types of one size).
    @inlinable @inline(__always)
    package var halves: SIMD2<UInt64> { unsafe unsafeBitCast(self, to: SIMD2<UInt64>.self) }
}

extension Hasher {
    /// Feeds the bytes of `bytes`, in one call.
    @inlinable
    package mutating func combine(_ bytes: ByteView) {
        unsafe combine(bytes: UnsafeRawBufferPointer(bytes.buffer))
    }
}
