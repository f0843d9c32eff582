import Foundation

// Unsafe code of the mapping layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// An object made once, on first use, and then read by every thread without a lock: one acquiring
/// load of the reference, which is stored once, under a lock, by a compare-and-swap that publishes
/// it (the standard library's `_stdlib_atomicAcquiring…ARCRef`, inlined into this module, so no
/// newer runtime is needed).
///
/// Invariant (4): the reference is written once, under the lock, and never changed after; this
/// object keeps what it publishes alive until it is itself destroyed.
@safe
@usableFromInline
final class PublishedOnce<Instance: AnyObject & Sendable>: @unchecked Sendable {
    @usableFromInline let slot: UnsafeMutablePointer<Instance?>
    /// Serialises making the object.
    private let lock = NSLock()

    init() {
        unsafe slot = .allocate(capacity: 1)
        unsafe slot.initialize(to: nil)
    }

    deinit {
        unsafe slot.deinitialize(count: 1)
        unsafe slot.deallocate()
    }

    /// The object, unretained (this one keeps it), if it has been made.
    @inlinable
    var published: Unretained<Instance>? {
        unsafe _stdlib_atomicAcquiringLoadARCRef(object: slot).map { unsafe Unretained(reference: $0) }
    }

    /// The object: made by `make` and published unless another thread has made it already.
    func makeOnce(_ make: () -> Instance) -> Instance {
        lock.withLock {
            if let made = published { return made.object }
            let object = make()
            unsafe _stdlib_atomicAcquiringInitializeARCRef(object: slot, desired: object)
            return object
        }
    }
}
