/// The state a mapping carries down the tree of mappers: the non-fatal errors recorded so far.
///
/// The number of errors kept is bounded by ``MappingError/errorLimit``, so a document with millions
/// of bad values cannot exhaust memory through its errors.
///
/// Container mappers give each child a fresh context and wrap what the child recorded with the
/// child's paths. Creating a context allocates nothing; errors are stored only when they happen.
public struct MappingContext: Sendable {
    /// The errors recorded so far.
    @usableFromInline
    enum Recorded: Sendable {
        /// None: what every context starts with, and most keep.
        case none
        /// Exactly one: most contexts that record anything record one error (an element's, a
        /// field's), and keeping it here needs no array.
        case one(MappingError)
        /// Two or more, in order, within the ``MappingError/errorLimit``.
        case several([MappingError])
    }

    /// The errors recorded so far: one word, as small as an array, since a context is made for
    /// every field and element mapped.
    @usableFromInline var recorded = Recorded.none

    /// Creates an empty context.
    @inlinable
    public init() {}

    /// The non-fatal errors recorded at this level, in order.
    public var nonFatalErrors: [MappingError] {
        switch recorded {
        case .none: []
        case .one(let error): [error]
        case .several(let errors): errors
        }
    }

    /// Records an error as non-fatal: the mapping goes on with a fallback value.
    ///
    /// The error's ``MappingError/isFatal`` is set to `false`.
    /// Within the ``MappingError/errorLimit``: once the recorded errors reach it, later ones are only
    /// counted, by one ``MappingError/Code/tooManyErrors`` error at the end of ``nonFatalErrors``.
    public mutating func recordNonFatal(_ error: consuming MappingError) {
        append((consume error).withFatality(false))
    }

    /// Records `error` as the non-fatal error of a value whose default took its place
    /// (``MappingError/Fallback/defaultValue``).
    @usableFromInline
    mutating func recordDefaultUsed(_ error: consuming MappingError) {
        var error = (consume error).withFatality(false)
        error.fallback = .defaultValue
        append(error)
    }

    /// Keeps `error`, within the ``MappingError/errorLimit``.
    ///
    /// Not inlined: inlined into ``merge(_:)``, Swift 6.3's optimiser breaks its own ownership
    /// rules and stops (a "Found ownership error" crash of the compiler).
    @inline(never)
    private mutating func append(_ error: MappingError) {
        switch recorded {
        case .none:
            recorded = .one(error)
        case .one(let first):
            var list = ErrorList()
            list.append(first)
            list.append(error)
            recorded = .several(list.errors)
        case .several(let errors):
            recorded = .none
            var list = ErrorList(kept: errors)
            list.append(error)
            recorded = .several(list.errors)
        }
    }

    /// Whether any non-fatal error has been recorded.
    @inlinable
    public var hasErrors: Bool {
        if case .none = recorded { false } else { true }
    }

    /// Adds the errors recorded in another context (a child's) to this one, within the
    /// ``MappingError/errorLimit``.
    public mutating func merge(_ other: MappingContext) {
        guard hasErrors else {
            recorded = other.recorded
            return
        }
        let errors = other.nonFatalErrors
        for error in errors {
            append(error)
        }
    }

    /// Takes the recorded errors out of the context, leaving it empty.
    public mutating func takeErrors() -> [MappingError] {
        defer { recorded = .none }
        return nonFatalErrors
    }

    /// ``combinedError``, taken out of the context, which is left empty: when one error was
    /// recorded, the caller gets it without a copy to share, and can change it without allocating.
    @usableFromInline
    mutating func takeCombinedError() -> MappingError? {
        guard case .one(let error) = recorded else {
            defer { recorded = .none }
            return combinedError
        }
        recorded = .none
        return error
    }

    /// The recorded errors as one error: `nil` for none, the error itself for one, and a non-fatal
    /// ``MappingError/Code/multipleErrors`` for several.
    public var combinedError: MappingError? {
        switch recorded {
        case .none: nil
        case .one(let error): error
        case .several(let errors): MappingError(collecting: ErrorList(kept: errors), isFatal: false)
        }
    }
}
