// Unsafe code of the mapping layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// The model an object mapping writes, lent to its fields' closures for the time of one write.
///
/// A field's closures are not generic over the model (see ``AnyField``): they take the model's
/// address, and the field, which knows the model's type, reads its property there.
///
/// Invariant (1): made only by ``with(_:_:)``, so it never outlives the model it lends, and read
/// only as the model's own type, which the field that made the closure knows.
@safe
@frozen
@usableFromInline
struct BorrowedModel {
    @usableFromInline let address: UnsafeRawPointer

    @inlinable
    init(_ address: UnsafeRawPointer) {
        unsafe self.address = address
    }

    /// What `body` returns with `model` lent to it.
    @inlinable @inline(__always)
    static func with<Root, Result, Failure>(
        _ model: Root, _ body: (BorrowedModel) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try unsafe withUnsafePointer(to: model) { (pointer) throws(Failure) -> Result in
            try body(unsafe BorrowedModel(UnsafeRawPointer(pointer)))
        }
    }

    /// The model, as the field that reads it knows its type.
    @inlinable
    func model<Root>(as type: Root.Type) -> Root {
        unsafe address.assumingMemoryBound(to: Root.self).pointee
    }

    /// The property `keyPath` names; read at `offset` when it is a stored property of a struct
    /// (`MemoryLayout<Root>.offset(of: keyPath)`), without applying the key path.
    @inlinable
    func property<Root, Value>(_ keyPath: KeyPath<Root, Value>, offset: Int?) -> Value {
        guard let offset else { return unsafe address.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath] }
        return unsafe address.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
    }

    /// The stored property at `offset`, a `Value` (`MemoryLayout<Root>.offset(of:)` of a key path
    /// to a `Value`, as ``PlainField`` keeps it).
    @inlinable @inline(__always)
    func stored<Value>(at offset: Int, as type: Value.Type) -> Value {
        unsafe address.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
    }
}

/// The model a mutable object mapping assigns its fields to, lent to their closures for the time of
/// one read.
///
/// Invariant (1), as for ``BorrowedModel``: made only by ``with(_:_:)``, used only as the model's
/// own type.
@safe
@frozen
@usableFromInline
struct InoutModel {
    @usableFromInline let address: UnsafeMutableRawPointer

    @inlinable
    init(_ address: UnsafeMutableRawPointer) {
        unsafe self.address = address
    }

    /// What `body` returns with `model` lent to it to change.
    @inlinable @inline(__always)
    static func with<Root, Result>(_ model: inout Root, _ body: (InoutModel) -> Result) -> Result {
        unsafe withUnsafeMutablePointer(to: &model) { pointer in
            body(unsafe InoutModel(UnsafeMutableRawPointer(pointer)))
        }
    }

    /// Runs `body` on the model, as the field that changes it knows its type.
    @inlinable
    func update<Root, Result>(as type: Root.Type, _ body: (inout Root) throws -> Result) rethrows -> Result {
        try unsafe body(&address.assumingMemoryBound(to: Root.self).pointee)
    }

    /// Assigns `value` to the stored property at `offset` (`MemoryLayout<Root>.offset(of:)` of a
    /// writable key path to a `Value`).
    @inlinable
    func assign<Value>(_ value: Value, offset: Int) {
        unsafe (address + offset).assumingMemoryBound(to: Value.self).pointee = value
    }
}
