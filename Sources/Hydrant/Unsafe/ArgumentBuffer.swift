// Unsafe code of the mapping layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// The stack memory an object mapping reads its fields' values into before it calls the model's
/// initializer, laid out by ``ObjectValues``: the values at their offsets, one flag per field
/// (whether its value is there), and the member slots of ``ObjectNodePlan``.
///
/// Invariant (2): the offsets and sizes used are the layout's, made for this buffer's size and
/// alignment; a value is initialized once, its flag set after, and it is then taken or destroyed
/// exactly once, as the type its field stored.
@safe
@frozen
@usableFromInline
struct ArgumentBuffer {
    @usableFromInline let base: UnsafeMutableRawPointer

    @inlinable
    init(base: UnsafeMutableRawPointer) {
        unsafe self.base = base
    }

    /// What `body` returns with a buffer of `byteCount` bytes aligned to `alignment`, on the stack
    /// when it is small enough.
    @inlinable @inline(__always)
    static func withTemporary<Result, Failure>(
        byteCount: Int, alignment: Int, _ body: (ArgumentBuffer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try unsafe withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: alignment) {
            (raw) throws(Failure) -> Result in
            try body(unsafe ArgumentBuffer(base: raw.baseAddress.unsafelyUnwrapped))
        }
    }

    /// Where the value at `offset` is initialized.
    @inlinable
    func slot(at offset: Int) -> ArgumentSlot {
        unsafe ArgumentSlot(address: base + offset)
    }

    /// Records at `offset` whether a field stored its value.
    @inlinable
    func setFlag(_ flag: Bool, at offset: Int) {
        unsafe (base + offset).storeBytes(of: flag, as: Bool.self)
    }

    /// Whether the field whose flag is at `offset` stored its value.
    @inlinable
    func flag(at offset: Int) -> Bool {
        unsafe (base + offset).load(as: Bool.self)
    }

    /// Moves the value at `offset` out.
    @inlinable @inline(__always)
    func take<Value>(at offset: Int) -> Value {
        unsafe (base + offset).assumingMemoryBound(to: Value.self).move()
    }

    /// Destroys the value at `offset`.
    @inlinable
    func destroy<Value>(_ type: Value.Type, at offset: Int) {
        unsafe (base + offset).assumingMemoryBound(to: Value.self).deinitialize(count: 1)
    }

    /// The `count` member slots at `offset`.
    @inlinable
    func memberSlots(at offset: Int, count: Int) -> MemberSlots {
        unsafe MemberSlots(
            start: (base + offset).bindMemory(to: Int32.self, capacity: count), count: count)
    }
}

/// Where one field's value is initialized in an ``ArgumentBuffer``.
///
/// Invariant (2): initialized once, as the type of the field whose offset it is.
@safe
@frozen
@usableFromInline
struct ArgumentSlot {
    @usableFromInline let address: UnsafeMutableRawPointer

    @inlinable
    init(address: UnsafeMutableRawPointer) {
        unsafe self.address = address
    }

    /// Stores `value` in the slot.
    @inlinable
    func initialize<Value>(to value: Value) {
        unsafe address.initializeMemory(as: Value.self, repeating: value, count: 1)
    }
}
