/// The bookkeeping every collection mapper shares: it maps one element at a time with a fresh
/// context, wraps what went wrong with the element's path, and at the end turns the collected errors
/// into the collection's outcome. Hydrant's `HYDMapCollectionOf` rules:
///
/// - every element is attempted, so that one bad element does not hide the others;
/// - an element's error (its fatal error, or the non-fatal errors recorded in its context, combined)
///   is wrapped with the element's path on both sides;
/// - any fatal element error makes the collection fail with a fatal
///   ``MappingError/Code/multipleErrors`` listing every element error in order;
/// - otherwise any element error is recorded as one non-fatal
///   ``MappingError/Code/multipleErrors`` in the caller's context.
///
/// Nothing is allocated while no element fails, and no more errors are kept than the
/// ``MappingError/errorLimit`` allows.
@usableFromInline
struct ElementErrors {
    /// The wrapped element errors, in the order the elements were mapped.
    @usableFromInline var errors = ErrorList()
    /// Whether any element failed fatally.
    @usableFromInline var hasFatal = false
    /// Whether the element last attempted recorded an error, fatal or not.
    @usableFromInline var lastHadErrors = false

    @inlinable
    init() {}

    /// Maps one element with a fresh context.
    ///
    /// - Parameters:
    ///   - path: The element's path (an index or a key), built only when the element has an error.
    ///   - sourceValue: The element read, kept in its error; made only when it has one.
    ///   - body: Maps the element, recording non-fatal errors in the context it is given.
    /// - Returns: The element's value, or `nil` when it failed fatally. Non-fatal errors of an
    ///   element that fails fatally are dropped: only the fatal error says why it has no value.
    @inlinable
    mutating func attempt<Value>(
        at path: () -> MappingPath,
        sourceValue: () -> (any Sendable)? = { nil },
        _ body: (inout MappingContext) throws(MappingError) -> Value
    ) -> Value? {
        var context = MappingContext()
        do {
            let value = try body(&context)
            lastHadErrors = false
            // Checked inline first: most elements record nothing.
            if context.hasErrors, let error = context.takeCombinedError() {
                lastHadErrors = true
                append(consume error, at: path, sourceValue: sourceValue)
            }
            return value
        } catch {
            hasFatal = true
            lastHadErrors = true
            append(consume error, at: path, sourceValue: sourceValue)
            return nil
        }
    }

    /// Records an element's error, wrapped with the element's path on both sides and, when read
    /// from JSON, the element as its source value (the original's replacement source).
    ///
    /// Once the list has reached the ``MappingError/errorLimit``, the error is only counted, so it
    /// is not wrapped: a hostile document's millionth bad element costs no path and no copy of
    /// the element.
    @inlinable
    mutating func append(
        _ error: consuming MappingError, at path: () -> MappingPath, sourceValue: () -> (any Sendable)?
    ) {
        if errors.isCounting {
            errors.append(consume error)
            return
        }
        let path = path()
        errors.append(
            MappingError(
                wrapping: consume error, prependingSourcePath: path, destinationPath: path, sourceValue: sourceValue()))
    }

    /// Marks the error of the element last attempted, if it had one, as the error of an element the
    /// collection left out (``MappingError/Fallback/droppedElement``).
    @inlinable
    mutating func markLastDropped() {
        if lastHadErrors { errors.markLastDropped() }
    }

    /// Ends the mapping of a collection: throws the fatal collection error, records the non-fatal
    /// one in `context`, or does nothing when every element mapped cleanly.
    ///
    /// - Parameter sourceValue: The collection that was mapped, evaluated only on failure.
    @inlinable
    func finish(sourceValue: @autoclosure () -> (any Sendable)?, context: inout MappingContext) throws(MappingError) {
        guard !errors.isEmpty else { return }
        if hasFatal {
            throw MappingError(collecting: errors, isFatal: true, sourceValue: sourceValue())
        }
        context.recordNonFatal(MappingError(collecting: errors, isFatal: false, sourceValue: sourceValue()))
    }
}
