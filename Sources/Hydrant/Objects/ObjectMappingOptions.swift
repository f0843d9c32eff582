/// What an object mapping does with source keys that no field reads.
public enum UnmappedKeyPolicy: Sendable, Hashable {
    /// Ignore them (the default), as Hydrant does.
    case ignore
    /// Report each as a non-fatal ``MappingError/Code/unexpectedKey`` error, with the key as the
    /// source path; the object is still produced.
    case report
    /// Reject the object: each unread key is a fatal ``MappingError/Code/unexpectedKey`` error.
    case reject
}

/// What a reverse object mapping writes for a property that is `nil`.
public enum NilWritingPolicy: Sendable, Hashable {
    /// Leave the key out (the default).
    case omit
    /// Write `null`.
    case writeNull
}
