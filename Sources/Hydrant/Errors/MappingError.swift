/// What went wrong while mapping, where, and whether a value was still produced.
///
/// Hydrant distinguishes three outcomes of a mapping: success; success with **non-fatal** errors
/// (a fallback produced the value — a default, a dropped array element); and a **fatal** error, when
/// there is no usable value. A `MappingError` carries:
///
/// - ``code``: what kind of failure (``Code``);
/// - ``isFatal``: whether the value is unusable;
/// - ``sourcePath`` and ``destinationPath``: the fields involved on each side, joined as the error
///   travels up through container mappers (`children.1.age` → `children.1.age`);
/// - ``underlyingErrors``: the errors that caused this one — other `MappingError`s (a tree) or any
///   other `Error`;
/// - ``sourceValue`` and ``destinationValue``: the values involved, kept for inspection but not
///   printed (see ``RedactedValue``) unless you opt in with ``revealingValues()``; values marked
///   sensitive (``markedSensitive()``, ``Mappers/Sensitive``) are never printed;
/// - ``detail``: a sentence about the failure that names types and rules, never values.
///
/// Four renderings follow the original Hydrant formats: ``description`` (fatal errors only),
/// ``fullDescription`` (all errors), ``recursiveDescription`` and ``fullRecursiveDescription``
/// (trees).
///
/// ```swift
/// do {
///     _ = try Mappers.notNull(JSON.self).map(nil)
/// } catch {
///     error.code          // .missingValue
///     error.isFatal       // true
///     print(error)        // [FATAL] Hydrant (code=missingValue) because "Could not map from …"
/// }
/// ```
///
/// Nothing in an error is computed until it is asked for: paths are joined lazily and no text is
/// produced until a rendering is requested.
public struct MappingError: Error, Sendable {
    /// The error's fields, as a value.
    @usableFromInline
    struct Fields: Sendable {
        @usableFromInline var code: Code
        @usableFromInline var isFatal: Bool
        var sourcePath: MappingPath?
        var destinationPath: MappingPath?
        var underlying: Underlying
        var sourceValue: RedactedValue?
        var destinationValue: RedactedValue?
        @usableFromInline var lazyDetail: Detail?
        var revealsValues = false
        var isSensitive = false
        @usableFromInline var isAlternatives = false
        @usableFromInline var leafCount = 1
        var omission: Omission?
        var fallback: Fallback?

        init(code: Code, isFatal: Bool, underlying: Underlying = .mapping([])) {
            self.code = code
            self.isFatal = isFatal
            self.underlying = underlying
        }
    }

    /// The error's fields behind one reference, shared by copies of the error until one of them
    /// changes a field. One reference keeps the error small: a function that throws it, and every
    /// caller, sets aside room for the error on the stack, and mappers nest one call per level of
    /// the data.
    ///
    /// The fields are changed only through ``update(_:)``, on storage that no other error shares,
    /// so no two accesses can overlap and no other thread can see the change: the run-time
    /// exclusivity check that every access to a class's `var` would make is switched off.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @safe @exclusivity(unchecked) @usableFromInline var fields: Fields

        @usableFromInline
        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    @usableFromInline var storage: Storage

    /// The error's fields.
    @usableFromInline
    var fields: Fields {
        @inlinable get { storage.fields }
    }

    /// Changes the error's fields in place, after copying them to new storage if another error
    /// shares them. Errors passed on as `consuming` arguments (wrapped, recorded, made non-fatal)
    /// are usually not shared, so a change costs no allocation.
    @inlinable
    mutating func update<Result>(_ body: (inout Fields) -> Result) -> Result {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return body(&storage.fields)
    }

    /// An error with the given fields.
    @usableFromInline
    init(fields: Fields) {
        storage = Storage(fields)
    }

    /// What kind of failure this is.
    public var code: Code {
        @inlinable get { storage.fields.code }
        set { update { $0.code = newValue } }
    }
    /// Whether the mapping produced no usable value. A non-fatal error travels with a value that a
    /// fallback produced.
    public var isFatal: Bool {
        @inlinable get { storage.fields.isFatal }
        set { update { $0.isFatal = newValue } }
    }
    /// The fields read on the source side, or `nil` when unknown.
    public var sourcePath: MappingPath? {
        get { storage.fields.sourcePath }
        set { update { $0.sourcePath = newValue } }
    }
    /// The fields written on the destination side, or `nil` when unknown.
    public var destinationPath: MappingPath? {
        get { storage.fields.destinationPath }
        set { update { $0.destinationPath = newValue } }
    }
    /// The errors that caused this one, in order: `MappingError`s and any other errors.
    ///
    /// An error that collects others keeps at most about ``errorLimit`` of them; the rest are
    /// counted by one ``Code/tooManyErrors`` error at the end of the list.
    public var underlyingErrors: [any Error] {
        get { storage.fields.underlying.errors }
        set {
            let leafCount = Self.leafCount(of: newValue)
            update { fields in
                fields.underlying = .general(newValue)
                fields.leafCount = leafCount
            }
        }
    }
    /// The source value involved, if recorded. Printed only as `<redacted>`.
    public var sourceValue: RedactedValue? {
        get { storage.fields.sourceValue }
        set { update { $0.sourceValue = newValue } }
    }
    /// The destination value involved, if recorded. Printed only as `<redacted>`.
    public var destinationValue: RedactedValue? {
        get { storage.fields.destinationValue }
        set { update { $0.destinationValue = newValue } }
    }
    /// A sentence about the failure, such as "expected a string, got a number"; names types, kinds
    /// and rules, never values. `nil` uses the code's standard wording.
    ///
    /// Hydrant's own errors keep the sentence in parts until it is read, so that an error that is
    /// never printed costs no text.
    public var detail: String? {
        get { lazyDetail?.text }
        set { lazyDetail = newValue.map(Detail.text) }
    }
    /// ``detail``, in parts.
    @usableFromInline var lazyDetail: Detail? {
        get { storage.fields.lazyDetail }
        set { update { $0.lazyDetail = newValue } }
    }
    /// Whether the renderings of this error show source and destination values and the keys read
    /// from the document; set by ``revealingValues()``, for debugging only.
    public internal(set) var revealsValues: Bool {
        get { storage.fields.revealsValues }
        set { update { $0.revealsValues = newValue } }
    }
    /// Whether the values of this error are sensitive: never shown, not even by
    /// ``revealingValues()``. Set by ``markedSensitive()`` and ``Mappers/Sensitive``.
    public internal(set) var isSensitive: Bool {
        get { storage.fields.isSensitive }
        set { update { $0.isSensitive = newValue } }
    }
    /// Set on the error of a ``Mappers/First`` whose alternatives all failed, so that nested
    /// alternatives are listed flat.
    @usableFromInline var isAlternatives: Bool {
        get { storage.fields.isAlternatives }
        set { update { $0.isAlternatives = newValue } }
    }
    /// How many errors without underlying mapping errors this error's tree holds (1 for such an
    /// error itself); what the ``errorLimit`` counts.
    @usableFromInline var leafCount: Int {
        get { storage.fields.leafCount }
        set { update { $0.leafCount = newValue } }
    }
    /// What took the place of the value this error is about, when the mapping went on without it:
    /// a default (``Mappers/Optionally``, ``Mappers/NonFatally``), or nothing, the element being
    /// left out of its collection (`Mappers.array(of: Mappers.optionally(…))`). `nil` when the
    /// error made the mapping fail, or was only reported. ``entries`` give every error under a
    /// fallback its kind, so that a client can tell a dropped element from a defaulted field.
    public var fallback: Fallback? {
        get { storage.fields.fallback }
        set { update { $0.fallback = newValue } }
    }

    /// What a fallback did in place of a value that could not be mapped.
    public enum Fallback: String, Sendable, Hashable {
        /// A default took the value's place.
        case defaultValue
        /// The element was left out of its array or dictionary.
        case droppedElement
    }

    /// For a ``Code/tooManyErrors`` error: what it stands for.
    var omission: Omission? {
        get { storage.fields.omission }
        set { update { $0.omission = newValue } }
    }

    /// Creates an error. Only the code and fatality are required; the more you give, the easier the
    /// error is to trace.
    ///
    /// - Parameters:
    ///   - code: What kind of failure this is.
    ///   - isFatal: Whether the mapping produced no usable value.
    ///   - sourceValue: The value that could not be mapped; kept, never printed.
    ///   - sourcePath: The source fields involved.
    ///   - destinationValue: The value produced, if any; kept, never printed.
    ///   - destinationPath: The destination fields involved.
    ///   - detail: A sentence naming what was expected and found (never the value itself).
    ///   - underlyingErrors: The errors that caused this one.
    public init(
        code: Code,
        isFatal: Bool = true,
        sourceValue: (any Sendable)? = nil,
        sourcePath: MappingPath? = nil,
        destinationValue: (any Sendable)? = nil,
        destinationPath: MappingPath? = nil,
        detail: String? = nil,
        underlyingErrors: [any Error] = []
    ) {
        var fields = Fields(code: code, isFatal: isFatal, underlying: .general(underlyingErrors))
        fields.sourceValue = sourceValue.map(RedactedValue.init)
        fields.sourcePath = sourcePath
        fields.destinationValue = destinationValue.map(RedactedValue.init)
        fields.destinationPath = destinationPath
        fields.lazyDetail = detail.map(Detail.text)
        fields.leafCount = Self.leafCount(of: underlyingErrors)
        self.init(fields: fields)
    }

    /// Wraps an error on its way up through a container mapper: the container's accessors are
    /// prepended to the paths (`name` + `first` → `name.first`), and the fatality is replaced.
    ///
    /// - Parameters:
    ///   - error: The child's error.
    ///   - sourcePath: The container's source accessor, prepended to the error's source path.
    ///   - destinationPath: The container's destination accessor, prepended to the destination path.
    ///   - sourceValue: A replacement source value (the value the container read), or `nil` to keep
    ///     the error's.
    ///   - isFatal: The fatality of the result; `nil` keeps the error's.
    public init(
        wrapping error: consuming MappingError,
        prependingSourcePath sourcePath: MappingPath?,
        destinationPath: MappingPath?,
        sourceValue: (any Sendable)? = nil,
        isFatal: Bool? = nil
    ) {
        self = consume error
        update { fields in
            // A wrapped list of alternatives is one error of its container now, not a list to flatten.
            fields.isAlternatives = false
            let joinedSource = MappingPath.join(sourcePath, fields.sourcePath)
            // An element's path is the same on both sides: join it once.
            if MappingPath.certainlyEqual(sourcePath, destinationPath),
                MappingPath.certainlyEqual(fields.sourcePath, fields.destinationPath)
            {
                fields.destinationPath = joinedSource
            } else {
                fields.destinationPath = MappingPath.join(destinationPath, fields.destinationPath)
            }
            fields.sourcePath = joinedSource
            if let sourceValue { fields.sourceValue = RedactedValue(sourceValue) }
            if let isFatal { fields.isFatal = isFatal }
        }
    }

    /// An error that collects several errors (``Code/multipleErrors``): "Multiple parsing errors
    /// occurred (fatal=F, total=T)".
    ///
    /// The collection keeps the first errors up to the ``errorLimit`` and counts the others in one
    /// ``Code/tooManyErrors`` error at the end, so a document with millions of bad elements cannot
    /// make an error that exhausts memory.
    ///
    /// - Parameters:
    ///   - errors: The collected errors, in the order they happened.
    ///   - isFatal: Whether the collection is fatal; by default, fatal when any of `errors` is
    ///     (errors that are not `MappingError`s count as fatal).
    ///   - sourceValue: The container's source value.
    ///   - sourcePath: The container's source accessor.
    ///   - destinationValue: The partial result, if any.
    ///   - destinationPath: The container's destination accessor.
    public init(
        collecting errors: [any Error],
        isFatal: Bool? = nil,
        sourceValue: (any Sendable)? = nil,
        sourcePath: MappingPath? = nil,
        destinationValue: (any Sendable)? = nil,
        destinationPath: MappingPath? = nil
    ) {
        self.init(
            code: .multipleErrors,
            isFatal: isFatal ?? errors.contains { Self.isFatal($0) },
            sourceValue: sourceValue, sourcePath: sourcePath,
            destinationValue: destinationValue, destinationPath: destinationPath,
            underlyingErrors: Self.capped(errors))
    }

    /// The same error with a different fatality.
    public consuming func withFatality(_ isFatal: Bool) -> MappingError {
        if isFatal != self.isFatal { self.isFatal = isFatal }
        return self
    }

    /// The underlying errors that are fatal: fatal `MappingError`s and every other error.
    public var underlyingFatalErrors: [any Error] {
        switch storage.fields.underlying {
        case .mapping(let errors): errors.filter(\.isFatal)
        case .general(let errors): errors.filter(Self.isFatal)
        }
    }

    /// The underlying errors that are `MappingError`s.
    public var underlyingMappingErrors: [MappingError] {
        switch storage.fields.underlying {
        case .mapping(let errors): errors
        case .general(let errors): errors.compactMap { $0 as? MappingError }
        }
    }

    /// Whether an error counts as fatal: a `MappingError` says so itself; any other error is fatal.
    static func isFatal(_ error: any Error) -> Bool {
        (error as? MappingError)?.isFatal ?? true
    }

    /// The number of leaves in a list of errors: a `MappingError` counts its ``leafCount``, any
    /// other error one; an empty list makes the error that holds it a leaf.
    static func leafCount(of errors: [any Error]) -> Int {
        guard !errors.isEmpty else { return 1 }
        return errors.reduce(0) { $0 + (($1 as? MappingError)?.leafCount ?? 1) }
    }
}
