extension MappingError {
    /// The number of errors one mapping keeps unless told otherwise: 100.
    public static let defaultErrorLimit = 100

    /// The most errors an error collection keeps (at least 1; ``defaultErrorLimit`` by default).
    ///
    /// A hostile document with millions of bad elements would otherwise produce millions of errors.
    /// Every place that collects errors — collection mappers, object mappings, a
    /// ``MappingContext`` — keeps the first errors while the errors they contain (counted as the
    /// errors with no underlying mapping errors, the lines of ``fullDescription``) stay within the
    /// limit, and replaces all the later ones by one ``Code/tooManyErrors`` error that counts them:
    ///
    /// ```
    /// [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1000000, total=1000000)"
    ///   - Could not map from '0' to '0': expected a number, got a string (invalidSourceType)
    ///   …
    ///   - 999900 more errors were not kept (fatal=999900): the error limit is 100 (tooManyErrors)
    /// ```
    ///
    /// The first error of a collection is always kept, so the error of one mapping holds at most
    /// the limit plus one error per level of nesting, however large the document. The limit is a
    /// task-local value: set it for the mappings run inside a closure with ``withErrorLimit(_:_:)``.
    @TaskLocal public static var errorLimit: Int = defaultErrorLimit

    /// Runs `body` with a different ``errorLimit`` for the mappings it runs on this task or
    /// thread.
    ///
    /// ```swift
    /// let result = MappingError.withErrorLimit(10) { mapper.mapping(json) }
    /// ```
    ///
    /// - Parameters:
    ///   - limit: The most errors a collection keeps; values below 1 count as 1.
    ///   - body: The work to run with the limit.
    /// - Returns: What `body` returns.
    public static func withErrorLimit<Value, Failure: Error>(
        _ limit: Int, _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let outcome: Result<Value, Failure> = $errorLimit.withValue(limit) {
            do throws(Failure) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// For a ``Code/tooManyErrors`` error, the number of errors it stands for; 0 for any other
    /// error.
    public var omittedErrorCount: Int {
        omission?.total ?? 0
    }

    /// What a ``Code/tooManyErrors`` error stands for.
    struct Omission: Sendable {
        /// The number of errors not kept.
        var total: Int
        /// How many of them were fatal.
        var fatal: Int
        /// The limit in effect when they were dropped.
        var limit: Int
    }

    /// The limit in effect, at least 1.
    static var effectiveErrorLimit: Int {
        max(1, errorLimit)
    }

    /// A ``Code/tooManyErrors`` error standing for `error`.
    static func omission(of error: any Error, limit: Int) -> MappingError {
        var marker = omission(limit: limit)
        marker.absorb(error)
        return marker
    }

    /// A ``Code/tooManyErrors`` error standing for `error`, a `MappingError`, which needs no cast.
    static func omission(of error: MappingError, limit: Int) -> MappingError {
        var marker = omission(limit: limit)
        marker.absorb(error)
        return marker
    }

    /// A ``Code/tooManyErrors`` error that stands for no error yet.
    private static func omission(limit: Int) -> MappingError {
        var fields = Fields(code: .tooManyErrors, isFatal: false)
        fields.omission = Omission(total: 0, fatal: 0, limit: limit)
        return MappingError(fields: fields)
    }

    /// Counts `error` (or, if it is itself a ``Code/tooManyErrors`` error, the errors it counts) in
    /// this ``Code/tooManyErrors`` error.
    mutating func absorb(_ error: any Error) {
        if let error = error as? MappingError {
            absorb(error)
        } else {
            absorb(total: 1, fatal: 1)
        }
    }

    /// ``absorb(_:)-(any Error)`` for a `MappingError`, which needs no cast.
    mutating func absorb(_ error: MappingError) {
        if let other = error.omission {
            absorb(total: other.total, fatal: other.fatal)
        } else {
            absorb(total: 1, fatal: error.isFatal ? 1 : 0)
        }
    }

    /// Adds `total` errors, `fatal` of them fatal, to the count of this ``Code/tooManyErrors`` error.
    private mutating func absorb(total: Int, fatal: Int) {
        update { fields in
            guard var counts = fields.omission else { return }
            counts.total += total
            counts.fatal += fatal
            fields.omission = counts
            fields.isFatal = counts.fatal > 0
        }
    }

    /// `errors` within the ``errorLimit``: the first errors while their leaves stay within the limit
    /// (the first always), then one ``Code/tooManyErrors`` error counting the rest.
    static func capped(_ errors: [any Error]) -> [any Error] {
        guard errors.count > 1 else { return errors }
        let limit = effectiveErrorLimit
        var kept: [any Error] = []
        var keptLeaves = 0
        var marker: MappingError?
        for error in errors {
            if marker != nil {
                marker?.absorb(error)
                continue
            }
            // One dynamic cast per error (a cast from `any Error` costs about a hundred
            // instructions, a tenth of what an invalid element of canada.json costs).
            let mappingError = error as? MappingError
            if let mappingError, mappingError.omission != nil {
                marker = mappingError
                continue
            }
            let leaves = mappingError?.leafCount ?? 1
            if kept.isEmpty || keptLeaves + leaves <= limit {
                kept.append(error)
                keptLeaves += leaves
            } else {
                marker = omission(of: error, limit: limit)
            }
        }
        if let marker { kept.append(marker) }
        return kept
    }

    /// The fatal and total numbers of underlying errors, counting the errors a
    /// ``Code/tooManyErrors`` error stands for.
    var underlyingErrorCounts: (fatal: Int, total: Int) {
        var fatal = 0
        var total = 0
        func count(_ error: MappingError) {
            if let omission = error.omission {
                fatal += omission.fatal
                total += omission.total
            } else {
                fatal += error.isFatal ? 1 : 0
                total += 1
            }
        }
        switch storage.fields.underlying {
        case .mapping(let errors):
            errors.forEach(count)
        case .general(let errors):
            for error in errors {
                if let error = error as? MappingError {
                    count(error)
                } else {
                    fatal += 1
                    total += 1
                }
            }
        }
        return (fatal, total)
    }
}
