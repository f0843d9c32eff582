/// A mapper that reads JSON from any ``/HydrantJSON/JSONSource``: a document read in place, or a ``/HydrantJSON/JSON`` tree.
///
/// A `JSONMapper` has one body, ``read(_:context:)``, generic over the source. A mapping of bytes
/// (`map(parsing:)`) runs it over the parsed document, reading only what it keeps; a mapping of a
/// ``/HydrantJSON/JSON`` value (``Mapper/map(_:context:)``) runs the same body over the tree. The results are
/// the same: the same values, and the same errors with the same codes, paths and source values.
///
/// Hydrant's value, collection, object, optional and alternative mappers are JSON mappers, and so
/// is every combination of them (conditionally on their parts). Conform your own mapper the same
/// way and it is as fast as a built-in one, everywhere:
///
/// ```swift
/// struct Percent: JSONMapper {
///     func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int {
///         let value = try Int(source: source)
///         guard (0...100).contains(value) else {
///             throw MappingError(code: .validationFailed, sourceValue: source.errorSourceValue, detail: "not a percentage")
///         }
///         return value
///     }
/// }
/// try Percent().map(42)                        // 42, from a tree
/// try Percent().map(parsing: "42")             // 42, read in place
/// ```
///
/// The mapper's `Input` is ``/HydrantJSON/JSON`` for a mapper of present values, or `JSON?` for one that also
/// maps a missing value (``Mappers/Optionally``): ``readMissing(context:)`` says what a missing
/// value maps to. ``Mapper/map(_:context:)`` is implemented for you. Add ``JSONCodec`` to write
/// values back.
public protocol JSONMapper<Output>: Mapper where Input: JSONInput {
    /// ``/HydrantJSON/JSON``, or `JSON?` for a mapper that also maps missing values.
    associatedtype Input = JSON
    /// The type of value the mapper produces (restated so that it is inferred from ``read(_:context:)``).
    associatedtype Output

    /// Maps a present value — possibly `null` — read from `source`.
    ///
    /// - Parameters:
    ///   - source: The value to map: a node of a document, or a ``/HydrantJSON/JSON`` value.
    ///   - context: Collects non-fatal errors; pass it on to child mappers.
    /// - Returns: The mapped value.
    /// - Throws: A fatal ``MappingError`` when no usable value can be produced; give it
    ///   `source.errorSourceValue` as its source value.
    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Output

    /// Maps a missing value (an absent key). The default throws a fatal
    /// ``MappingError/Code/missingValue``; mappers of `JSON?` that accept missing values override
    /// it.
    func readMissing(context: inout MappingContext) throws(MappingError) -> Output
}

extension JSONMapper {
    /// A missing value is a fatal ``MappingError/Code/missingValue``.
    @inlinable
    public func readMissing(context: inout MappingContext) throws(MappingError) -> Output {
        throw MappingError(code: .missingValue)
    }

    /// Reads `input` as a source (the tree is read as it is), or maps a missing value with
    /// ``readMissing(context:)``.
    @inlinable
    public func map(_ input: Input, context: inout MappingContext) throws(MappingError) -> Output {
        if let value = input.presentValue {
            return try read(value, context: &context)
        }
        return try readMissing(context: &context)
    }
}

/// A ``JSONMapper`` that also writes values back.
///
/// ``write(_:to:context:)`` writes into any ``/HydrantJSON/JSONSink``: the reverse of a mapping writes bytes
/// straight into a ``/HydrantJSON/JSONOutput`` (``Mappers/Reversed/bytes(from:options:)``), and builds a
/// ``/HydrantJSON/JSON`` value by writing into a ``/HydrantJSON/JSONTreeBuilder`` (``Mappers/Reversed/map(_:context:)``):
/// every codec's ``reversed`` is a ``Mappers/Reversed``.
///
/// ```swift
/// struct Percent: JSONCodec {
///     func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int {
///         try Int(source: source)
///     }
///
///     func write(_ value: Int, to sink: inout some JSONSink, context: inout MappingContext) {
///         sink.write(integer: value)
///     }
/// }
/// try Percent().reversed.map(42)               // 42 as JSON
/// try Percent().reversed.string(from: 42)      // "42"
/// ```
///
/// ## Conforming
///
/// - **Write one value**, exactly what reading it back gives. A mapper of `JSON?` writes nothing
///   for a value that is missing (an object field is then left out).
/// - **Report as reading does**: throw a fatal ``MappingError``, record non-fatal ones in the
///   context.
/// - **Roll back what a failed child wrote** if you catch its error and go on: take the sink's
///   ``/HydrantJSON/JSONSink/checkpoint`` before calling the child and ``/HydrantJSON/JSONSink/rollBack(to:)`` it in the
///   `catch`. A mapper that throws may leave part of its value behind; its caller rolls back.
public protocol JSONCodec<Output>: JSONMapper {
    /// Writes `value` as JSON into `sink`.
    ///
    /// - Parameters:
    ///   - value: The value to write.
    ///   - sink: Where to write it: text or a tree.
    ///   - context: Collects non-fatal errors; pass it on to child mappers.
    /// - Throws: A fatal ``MappingError`` when the value cannot be written.
    func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
}

extension JSONCodec {
    /// The mapper that writes values back as JSON, with ``write(_:to:context:)``; its own
    /// `reversed` is the codec again.
    @inlinable
    public var reversed: Mappers.Reversed<Self> {
        Mappers.Reversed(self)
    }
}

/// The input of a ``JSONMapper``: ``/HydrantJSON/JSON`` for a mapper of present values, `JSON?` for one that
/// also maps a missing value (`nil`).
public protocol JSONInput: Sendable {
    /// The value, or `nil` when it is missing.
    var presentValue: JSON? { get }
    /// The input that stands for a missing value, if this type has one: `.some(nil)` for `JSON?`,
    /// `nil` for ``/HydrantJSON/JSON``.
    static var missing: Self? { get }
    /// The input for what a ``JSONCodec`` wrote: `nil` when it wrote nothing (`null` for ``/HydrantJSON/JSON``).
    init(written: JSON?)
}

extension JSON: JSONInput {
    /// The value itself.
    @inlinable
    public var presentValue: JSON? {
        self
    }

    /// None: a ``/HydrantJSON/JSON`` value is always present.
    @inlinable
    public static var missing: JSON? {
        nil
    }

    /// The value written, or `null` when nothing was.
    @inlinable
    public init(written: JSON?) {
        self = written ?? .null
    }
}

extension Optional: JSONInput where Wrapped == JSON {
    /// The value, or `nil` when it is missing.
    @inlinable
    public var presentValue: JSON? {
        self
    }

    /// `nil`: the value is missing.
    @inlinable
    public static var missing: JSON?? {
        .some(nil)
    }

    /// The value written, or `nil` when nothing was.
    @inlinable
    public init(written: JSON?) {
        self = written
    }
}
