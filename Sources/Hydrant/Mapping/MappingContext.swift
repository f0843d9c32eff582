/// The state a mapping carries down the tree of mappers: the non-fatal errors recorded so far.
///
/// The number of errors kept is bounded by ``MappingError/errorLimit``, so a document with millions
/// of bad values cannot exhaust memory through its errors.
///
/// Container mappers give each child a fresh context and wrap what the child recorded with the
/// child's paths. Creating a context allocates nothing; errors are stored only when they happen.
public struct MappingContext: Sendable {
    /// The one error recorded, while there is exactly one: most contexts that record anything
    /// record one error (an element's, a field's), and keeping it here needs no array.
    @usableFromInline var onlyError: MappingError?
    /// The errors recorded, in order, once there are two or more (empty while ``onlyError`` holds one).
    @usableFromInline var errors: [MappingError] = []

    /// Creates an empty context.
    @inlinable
    public init() {}

    /// The non-fatal errors recorded at this level, in order.
    public var nonFatalErrors: [MappingError] {
        if let onlyError { return [onlyError] }
        return errors
    }

    /// Records an error as non-fatal: the mapping goes on with a fallback value.
    ///
    /// The error's ``MappingError/isFatal`` is set to `false`.
    /// Within the ``MappingError/errorLimit``: once the recorded errors reach it, later ones are only
    /// counted, by one ``MappingError/Code/tooManyErrors`` error at the end of ``nonFatalErrors``.
    public mutating func recordNonFatal(_ error: consuming MappingError) {
        append((consume error).withFatality(false))
    }

    /// Keeps `error`, within the ``MappingError/errorLimit``.
    private mutating func append(_ error: consuming MappingError) {
        if onlyError == nil, errors.isEmpty {
            onlyError = consume error
            return
        }
        if let first = onlyError.take() {
            errors = [first]
        }
        MappingError.append(consume error, cappedIn: &errors)
    }

    /// Whether any non-fatal error has been recorded.
    @inlinable
    public var hasErrors: Bool {
        onlyError != nil || !errors.isEmpty
    }

    /// Adds the errors recorded in another context (a child's) to this one, within the
    /// ``MappingError/errorLimit``.
    public mutating func merge(_ other: MappingContext) {
        guard hasErrors else {
            self = other
            return
        }
        if let error = other.onlyError {
            append(error)
        }
        for error in other.errors {
            append(error)
        }
    }

    /// Takes the recorded errors out of the context, leaving it empty.
    public mutating func takeErrors() -> [MappingError] {
        defer { self = MappingContext() }
        return nonFatalErrors
    }

    /// ``combinedError``, taken out of the context, which is left empty: when one error was
    /// recorded, the caller gets it without a copy to share, and can change it without allocating.
    @usableFromInline
    mutating func takeCombinedError() -> MappingError? {
        if let onlyError = onlyError.take() { return onlyError }
        defer { errors = [] }
        return combinedError
    }

    /// The recorded errors as one error: `nil` for none, the error itself for one, and a non-fatal
    /// ``MappingError/Code/multipleErrors`` for several.
    public var combinedError: MappingError? {
        if let onlyError { return onlyError }
        switch errors.count {
        case 0: return nil
        case 1: return errors[0]
        default: return MappingError(collecting: errors, isFatal: false)
        }
    }
}
