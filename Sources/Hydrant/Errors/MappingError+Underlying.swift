extension MappingError {
    /// The errors that caused an error, as it stores them.
    ///
    /// Collection mappers and object mappings collect only `MappingError`s, often thousands in a
    /// bad document. Kept as `[any Error]`, each would be boxed (an allocation, and another to
    /// free), and every count of their leaves or fatal errors would cast each one back; kept as
    /// `[MappingError]`, they need neither. ``MappingError/underlyingErrors`` boxes them only when
    /// it is read.
    @usableFromInline
    enum Underlying: Sendable {
        /// `MappingError`s only; what Hydrant's own mappers collect.
        case mapping([MappingError])
        /// Any errors: what a caller passes to ``MappingError/init(code:isFatal:sourceValue:sourcePath:destinationValue:destinationPath:detail:underlyingErrors:)``
        /// or sets as ``MappingError/underlyingErrors``.
        case general([any Error])

        /// The errors, in order.
        var errors: [any Error] {
            switch self {
            case .mapping(let errors): errors
            case .general(let errors): errors
            }
        }
    }

    /// An error that collects the errors of `list` (``Code/multipleErrors``), already kept within
    /// the ``errorLimit`` by the list: what collection mappers and contexts make, without boxing
    /// each error.
    ///
    /// - Parameters:
    ///   - list: The collected errors.
    ///   - isFatal: Whether the collection is fatal.
    ///   - sourceValue: The container's source value.
    @usableFromInline
    init(collecting list: ErrorList, isFatal: Bool, sourceValue: (any Sendable)? = nil) {
        var fields = Fields(code: .multipleErrors, isFatal: isFatal, underlying: .mapping(list.errors))
        fields.sourceValue = sourceValue.map(RedactedValue.init)
        fields.leafCount = list.isEmpty ? 1 : list.leaves
        self.init(fields: fields)
    }

    /// ``init(collecting:isFatal:sourceValue:sourcePath:destinationValue:destinationPath:)`` for a
    /// list of `MappingError`s, which are kept without boxing each in an `any Error`.
    @usableFromInline
    init(collecting errors: [MappingError], isFatal: Bool? = nil, sourceValue: (any Sendable)? = nil) {
        self.init(
            collecting: ErrorList(errors), isFatal: isFatal ?? errors.contains { $0.isFatal },
            sourceValue: sourceValue)
    }
}
