// Unsafe code of the mapping layer: the invariants are in docs/Architecture.md, "Unsafe code".

public import HydrantJSON

/// The text an object is written into, lent to the code that writes the object's members for the
/// time of one object (``ObjectWriting``), so that the output is neither copied nor moved for each
/// object written.
///
/// Invariant (1): made only by ``with(_:_:)``, so it never outlives the output it lends; the
/// ``ObjectWriting`` that holds it is not copyable and lives inside that call.
@safe
@frozen
@usableFromInline
struct LentOutput {
    @usableFromInline let pointer: UnsafeMutablePointer<JSONOutput>

    @inlinable
    init(_ pointer: UnsafeMutablePointer<JSONOutput>) {
        unsafe self.pointer = pointer
    }

    /// The output lent.
    @inlinable
    var output: JSONOutput {
        unsafeAddress { unsafe UnsafePointer(pointer) }
        nonmutating unsafeMutableAddress { unsafe pointer }
    }

    /// What `body` returns with `output` lent to it.
    @inlinable @inline(__always)
    static func with<Result>(_ output: inout JSONOutput, _ body: (LentOutput) -> Result) -> Result {
        unsafe withUnsafeMutablePointer(to: &output) { pointer in
            body(unsafe LentOutput(pointer))
        }
    }
}
