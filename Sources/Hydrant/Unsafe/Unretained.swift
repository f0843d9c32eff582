// Unsafe code of the mapping layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// A reference to an object that does not keep it alive: using it costs no retain and release, which
/// every object of a large array read or written would pay, and which several threads mapping with
/// one mapping would pass between their cores.
///
/// Invariant (3): something else keeps the object alive for as long as this reference is used —
/// the list, plan or mapping that made it, which outlives every read or write that uses it.
@safe
@frozen
@usableFromInline
struct Unretained<Instance: AnyObject> {
    @usableFromInline let reference: Unmanaged<Instance>

    /// A reference to `object`, which its owner keeps alive.
    @inlinable
    init(_ object: Instance) {
        unsafe reference = Unmanaged.passUnretained(object)
    }

    @inlinable
    init(reference: Unmanaged<Instance>) {
        unsafe self.reference = reference
    }

    /// What `body` returns with the object, which it gets without a retain.
    @inlinable @inline(__always)
    func withObject<Result>(_ body: (Instance) -> Result) -> Result {
        unsafe reference._withUnsafeGuaranteedRef(body)
    }

    /// The object.
    @inlinable
    var object: Instance {
        unsafe reference.takeUnretainedValue()
    }
}

extension Unretained: Sendable where Instance: Sendable {}
