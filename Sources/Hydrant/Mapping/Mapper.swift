/// Converts values of one type into another, reporting precisely what went wrong when it cannot.
///
/// A mapper is a small immutable value. It has one job — ``map(_:context:)`` — and three outcomes:
///
/// - it returns a value: success;
/// - it returns a value and records non-fatal errors in the context: a fallback produced the value
///   (a default, a dropped array element);
/// - it throws a fatal ``MappingError``: there is no usable value.
///
/// Mappers compose into bigger mappers (``then(_:)``, ``Mappers/Optionally``, object and collection
/// mappers), and most can be turned around: see ``ReversibleMapper``. Call a mapper through the
/// conveniences in `Mapper+Mapping.swift`: ``map(_:)`` for the value or the fatal error, and
/// ``mapping(_:)`` for all three outcomes.
///
/// ```swift
/// let age: some Mapper<JSON, Int> = Mappers.value(Int.self)
/// try age.map(23)          // 23
/// try age.map("23")        // throws: expected a number, got a string
/// ```
///
/// ## Writing a mapper
///
/// A mapper of JSON conforms to ``JSONMapper`` (``JSONCodec`` to write values back), which reads
/// a document in place as well as a tree; `Mapper` and ``ReversibleMapper`` are for conversions
/// between Swift values (`String` to `URL`, say), which ``then(_:)`` chains after a mapper of
/// JSON. For those, conform a `Sendable` struct and implement ``map(_:context:)``. Never trap on bad input: every
/// input — missing values, `null`, unexpected kinds — must produce a value or a thrown error. Throw a
/// fatal ``MappingError`` when there is no usable value; call
/// ``MappingContext/recordNonFatal(_:)`` when you fall back to a value. Offer the reverse by also
/// conforming to ``ReversibleMapper``.
public protocol Mapper<Input, Output>: Sendable {
    /// The type of value the mapper reads.
    associatedtype Input
    /// The type of value the mapper produces.
    associatedtype Output

    /// Maps `input` to an output value.
    ///
    /// - Parameters:
    ///   - input: The value to map.
    ///   - context: Collects non-fatal errors; pass it on to child mappers.
    /// - Returns: The mapped value.
    /// - Throws: A fatal ``MappingError`` when no usable value can be produced.
    func map(_ input: Input, context: inout MappingContext) throws(MappingError) -> Output

    /// The JSON Schema of what this mapper accepts, given the schema of what it is given: for a
    /// mapper of JSON, the JSON it reads (`input` is ``JSONSchema/anything`` when it is first);
    /// for a value transformer, `input` narrowed to what it converts (a date parser adds
    /// `format: date-time` to a string's schema). In a context for writing, the JSON the mapper's
    /// reverse writes.
    ///
    /// The default says that the mapper is not described: `input` with a `$comment` naming the
    /// mapper's type. Implement it in a custom mapper to describe what it accepts; never claim
    /// more than it checks.
    ///
    /// ```swift
    /// struct Percent: JSONMapper {
    ///     func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int { … }
    ///     func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
    ///         JSONSchema(["type": "integer", "minimum": 0, "maximum": 100])
    ///     }
    /// }
    /// ```
    func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema
}

extension Mapper {
    /// Says that the mapper is not described: `input`, with a `$comment` naming the mapper's type.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        input.converted("also mapped by \(Self.self), which the schema does not describe")
    }
}

/// A mapper that can also map in the other direction.
///
/// ``reversed`` is a mapper from `Output` back to `Input`. Lossless mappers round-trip:
/// `reversed.map(map(x)) == x`. Lossy ones (defaults, dropped elements) return the closest value
/// they can. A mapper that cannot be reversed, such as a one-way closure, does not conform, so
/// asking for its reverse is a compile-time error rather than a trap.
///
/// ```swift
/// let status = Mappers.enumeration(["active": Status.active, "gone": Status.deleted])
/// try status.map("gone")                   // .deleted
/// try status.reversed.map(.active)         // "active"
/// ```
public protocol ReversibleMapper<Input, Output>: Mapper {
    /// The type of the reverse mapper.
    associatedtype Reversed: ReversibleMapper<Output, Input>

    /// A mapper that maps this mapper's outputs back to inputs.
    var reversed: Reversed { get }
}
