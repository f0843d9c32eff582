// Unsafe code of the mapping layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// A key path made as a `KeyPath<Root, Value>` and kept erased, typed again.
///
/// Invariant (7): `keyPath` is a `KeyPath<Root, Value>` (checked in debug builds): both existentials
/// are then one reference to the same object, without witness tables. A cast would look the class
/// up by its mangled name.
func typedKeyPath<Root, Value>(
    _ keyPath: any AnyKeyPath & Sendable, as type: KeyPath<Root, Value>.Type
) -> any KeyPath<Root, Value> & Sendable {
    assert(keyPath is KeyPath<Root, Value>)
    return unsafe unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}
