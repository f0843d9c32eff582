#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

extension String {
    /// Whether the two strings have the same UTF-8 bytes: JSON compares keys by Unicode scalars,
    /// not by canonical equivalence as `==` does ("é" precomposed and decomposed are two keys).
    ///
    /// One `memcmp` for native strings; `utf8.elementsEqual` compared byte by byte through the
    /// generic sequence path, the most expensive step of looking a key up.
    ///
    /// `releasenone` (it only reads): called from the Hydrant module, where the optimizer cannot
    /// see this function's effects, it lets a key lookup borrow each member instead of retaining
    /// and releasing it around the call (17 % of mapping citm_catalog from a tree).
    @inlinable @_effects(releasenone)
    package func hasSameUTF8(as other: String) -> Bool {
        let (left, right) = (utf8, other.utf8)
        guard left.count == right.count else { return false }
        let compared = left.withContiguousStorageIfAvailable { left in
            right.withContiguousStorageIfAvailable { right in left.hasSameBytes(as: right) }
        }
        if case .some(.some(let equal)) = compared { return equal }
        return left.elementsEqual(right)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the two buffers hold the same bytes.
    @inlinable
    ///
    /// Up to 16 bytes (most keys) are compared as two overlapping words, without calling
    /// `memcmp`; the loads stay inside both buffers.
    package func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let base = baseAddress, let otherBase = other.baseAddress else { return count == 0 }
        let (left, right) = (UnsafeRawPointer(base), UnsafeRawPointer(otherBase))
        switch count {
        case 8...16:
            let last = count &- 8
            return left.loadUnaligned(as: UInt64.self) == right.loadUnaligned(as: UInt64.self)
                && left.loadUnaligned(fromByteOffset: last, as: UInt64.self)
                    == right.loadUnaligned(fromByteOffset: last, as: UInt64.self)
        case 4..<8:
            let last = count &- 4
            return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
                && left.loadUnaligned(fromByteOffset: last, as: UInt32.self)
                    == right.loadUnaligned(fromByteOffset: last, as: UInt32.self)
        case 0..<4:
            for offset in 0..<count where base[offset] != otherBase[offset] { return false }
            return true
        default:
            return memcmp(base, otherBase, count) == 0
        }
    }
}
