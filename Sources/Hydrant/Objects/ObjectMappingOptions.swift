/// What an object mapping does with source members that no field reads: keys that no field reads,
/// and the repeats of a key that a field reads (a lookup reads the first member with a key, so a
/// later one would be dropped unseen).
public enum UnmappedKeyPolicy: Sendable, Hashable {
    /// Ignore them (the default), as Hydrant does.
    case ignore
    /// Report each as a non-fatal error, with the key as the source path: a
    /// ``MappingError/Code/unexpectedKey`` error for a key that no field reads, a
    /// ``MappingError/Code/duplicateKey`` error for each repeat of a key that a field reads. The
    /// object is still produced, from the first member of a repeated key.
    case report
    /// Reject the object: each unread key is a fatal ``MappingError/Code/unexpectedKey`` error and
    /// each repeat of a key that a field reads a fatal ``MappingError/Code/duplicateKey`` error.
    case reject
}

/// What a reverse object mapping writes for a property that is `nil`: by default nothing (the key
/// is left out). Set it for a whole mapping (``Mappers/Object/nilValues(_:)``,
/// `@Mappable(nilValues: .writeNull)`) or for one field (``Field/nilValues(_:)``,
/// `@NilValues(.writeNull)`), which wins over its mapping's.
///
/// ```swift
/// let person = Mappers.object(Person.init) {
///     Field("name", \.name)
///     Field("nickname", \.nickname).nilValues(.writeNull)   // {"name":"Ada","nickname":null}
///     Field("office", \.office)                             // left out when nil
/// }
/// ```
///
/// A field that writes nothing for another reason (a decode-only field, a mapper that writes
/// nothing) is left out under either policy.
public enum NilWritingPolicy: Sendable, Hashable {
    /// Leave the key out (the default).
    case omit
    /// Write `null`.
    case writeNull
}

extension Field {
    /// The same field, whose `nil` the reverse writes as `policy` says, whatever its mapping's
    /// policy (``NilWritingPolicy``): `.writeNull` writes `null`, `.omit` leaves the key out.
    ///
    /// ```swift
    /// Field("deleted_at", \.deletedAt).nilValues(.writeNull)   // "deleted_at":null when nil
    /// ```
    public func nilValues(_ policy: NilWritingPolicy) -> Field {
        var copy = self
        copy.erased = erased.with(nilValues: policy)
        return copy
    }
}
