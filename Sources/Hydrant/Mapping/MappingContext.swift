/// The state a mapping carries down the tree of mappers: the non-fatal errors recorded so far.
///
/// The number of errors kept is bounded by ``MappingError/errorLimit``, so a document with millions
/// of bad values cannot exhaust memory through its errors.
///
/// Container mappers give each child a fresh context and wrap what the child recorded with the
/// child's paths. Creating a context allocates nothing; errors are stored only when they happen.
public struct MappingContext: Sendable {
    /// The non-fatal errors recorded at this level, in order.
    public private(set) var nonFatalErrors: [MappingError] = []

    /// Creates an empty context.
    @inlinable
    public init() {}

    /// Records an error as non-fatal: the mapping goes on with a fallback value.
    ///
    /// The error's ``MappingError/isFatal`` is set to `false`.
    /// Within the ``MappingError/errorLimit``: once the recorded errors reach it, later ones are only
    /// counted, by one ``MappingError/Code/tooManyErrors`` error at the end of ``nonFatalErrors``.
    public mutating func recordNonFatal(_ error: MappingError) {
        MappingError.append(error.withFatality(false), cappedIn: &nonFatalErrors)
    }

    /// Whether any non-fatal error has been recorded.
    @inlinable
    public var hasErrors: Bool {
        !nonFatalErrors.isEmpty
    }

    /// Adds the errors recorded in another context (a child's) to this one, within the
    /// ``MappingError/errorLimit``.
    public mutating func merge(_ other: MappingContext) {
        guard !nonFatalErrors.isEmpty else {
            nonFatalErrors = other.nonFatalErrors
            return
        }
        for error in other.nonFatalErrors {
            MappingError.append(error, cappedIn: &nonFatalErrors)
        }
    }

    /// Takes the recorded errors out of the context, leaving it empty.
    public mutating func takeErrors() -> [MappingError] {
        defer { nonFatalErrors = [] }
        return nonFatalErrors
    }

    /// The recorded errors as one error: `nil` for none, the error itself for one, and a non-fatal
    /// ``MappingError/Code/multipleErrors`` for several.
    public var combinedError: MappingError? {
        switch nonFatalErrors.count {
        case 0: nil
        case 1: nonFatalErrors[0]
        default: MappingError(collecting: nonFatalErrors, isFatal: false)
        }
    }
}
