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
        let compared = left.withContiguousByteView { left in
            right.withContiguousByteView { right in left.hasSameBytes(as: right) }
        }
        if case .some(.some(let equal)) = compared { return equal }
        return left.elementsEqual(right)
    }

    /// Whether this string comes before `other` in the order of their UTF-8 bytes (the order of
    /// their Unicode scalars), the order sorted keys are written in: one `memcmp` for native
    /// strings, where `utf8.lexicographicallyPrecedes` compared byte by byte through the generic
    /// sequence path (6.5 % of encoding citm_catalog, whose dictionaries are written sorted).
    @inlinable @_effects(releasenone)
    package func precedesInUTF8(_ other: String) -> Bool {
        let ordered = utf8.withContiguousByteView { left in
            other.utf8.withContiguousByteView { right in left.precedes(right) }
        }
        if case .some(.some(let precedes)) = ordered { return precedes }
        return utf8.lexicographicallyPrecedes(other.utf8)
    }
}
