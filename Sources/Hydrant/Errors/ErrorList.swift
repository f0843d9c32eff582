/// The errors one mapping collects (a collection's element errors, a context's non-fatal errors),
/// kept within the ``MappingError/errorLimit`` as the list grows.
///
/// An error is kept while the leaves of the kept errors stay within the limit (the first error
/// always is); every later one is counted in one ``MappingError/Code/tooManyErrors`` error at the
/// end of the list. The list keeps the number of its leaves as it grows, so appending costs the
/// same however many errors it holds, and it reads the task-local limit once, when it first
/// needs it.
@usableFromInline
struct ErrorList: Sendable {
    /// The kept errors, in the order they were appended, then the ``MappingError/Code/tooManyErrors``
    /// error that counts the others, if any.
    private(set) var errors: [MappingError] = []
    /// The number of leaves of ``errors`` (the sum of their ``MappingError/leafCount``).
    private(set) var leaves = 0
    /// The ``MappingError/errorLimit`` in effect, read when the second error is appended; 0 until
    /// then.
    private var limit = 0
    /// Whether the list ends with a ``MappingError/Code/tooManyErrors`` error, so that what is
    /// appended from now on is only counted in it: a caller can skip making an error richer (a
    /// path, a source value) that would not be kept.
    @usableFromInline private(set) var isCounting = false

    /// An empty list.
    @inlinable
    init() {}

    /// A list of `errors`, kept within the limit as if appended one by one.
    init(_ errors: [MappingError]) {
        for error in errors {
            append(error)
        }
    }

    /// The list of `errors`, which a list has already kept within the limit.
    init(kept errors: [MappingError]) {
        self.errors = errors
        self.leaves = errors.reduce(0) { $0 + $1.leafCount }
        self.isCounting = errors.last?.omission != nil
    }

    /// Whether the list holds no error.
    @usableFromInline
    var isEmpty: Bool {
        errors.isEmpty
    }

    /// Marks the error appended last as the error of an element left out of its collection, unless
    /// it was only counted.
    @usableFromInline
    mutating func markLastDropped() {
        guard !isCounting, !errors.isEmpty else { return }
        errors[errors.count - 1].fallback = .droppedElement
    }

    /// Appends `error`, or counts it in the list's ``MappingError/Code/tooManyErrors`` error once
    /// the kept errors reach the limit.
    @usableFromInline
    mutating func append(_ error: consuming MappingError) {
        if isCounting {
            errors[errors.count - 1].absorb(error)
            return
        }
        let errorLeaves = error.leafCount
        guard !errors.isEmpty, error.omission == nil else {
            isCounting = error.omission != nil
            errors.append(error)
            leaves += errorLeaves
            return
        }
        if limit == 0 { limit = MappingError.effectiveErrorLimit }
        if leaves + errorLeaves <= limit {
            errors.append(error)
            leaves += errorLeaves
        } else {
            errors.append(MappingError.omission(of: error, limit: limit))
            leaves += 1
            isCounting = true
        }
    }
}
