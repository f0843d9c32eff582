// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// `value` as a `T` when `T` is its own type, `nil` otherwise: a dynamic cast (`as? T`) costs a
/// runtime call in unspecialised code (4 % more of canada's encode, whose floating-point writes are
/// not specialised). The types are compared first, so the bit cast is between identical layouts.
///
/// Invariant (7): only between types just compared equal.
@inlinable @inline(__always)
package func cast<Value, T>(_ value: Value, ifSameTypeAs type: T.Type) -> T? {
    guard Value.self == T.self else { return nil }
    return unsafe unsafeBitCast(value, to: T.self)
}
