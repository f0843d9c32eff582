// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// Where the members ``MemberKeys/findMembers(of:into:)`` found are: one slot per wanted key, in
/// memory its owner provides (an object mapping's stack buffer).
///
/// Invariant (3): valid while that memory is (it is made only by ``withTemporary(count:_:)`` and by
/// an object mapping's argument buffer); a slot number is below ``count`` (checked in debug
/// builds).
@safe
@usableFromInline
package struct MemberSlots {
    @usableFromInline package let start: UnsafeMutablePointer<Int32>
    /// The number of slots.
    @usableFromInline package let count: Int

    /// The `count` slots at `start`, which stay valid while this is used.
    @unsafe
    @inlinable
    package init(start: UnsafeMutablePointer<Int32>, count: Int) {
        unsafe self.start = start
        self.count = count
    }

    /// What `body` returns with `count` slots on the stack.
    @inlinable @inline(__always)
    package static func withTemporary<Result, Failure>(
        count: Int, _ body: (MemberSlots) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try unsafe withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) {
            (buffer) throws(Failure) -> Result in
            try body(unsafe MemberSlots(start: buffer.baseAddress.unsafelyUnwrapped, count: count))
        }
    }

    /// Empties every slot.
    @inlinable
    package func clear() {
        unsafe start.initialize(repeating: -1, count: count)
    }

    /// Slot number `slot`: where the member's value is, or a negative number.
    @inlinable
    package subscript(slot: Int) -> Int32 {
        get { unsafe start[slot] }
        nonmutating set { unsafe start[slot] = newValue }
    }

    /// The value of the member found for wanted key `slot` of `object`, or `nil` when it has none.
    @inlinable
    package func value(_ slot: Int, of object: JSONNode) -> JSONNode? {
        let index = Int(self[slot])
        return index < 0 ? nil : JSONNode(storage: object.storage, index: index)
    }
}
