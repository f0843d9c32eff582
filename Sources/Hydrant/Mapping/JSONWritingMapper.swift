/// A mapper to JSON values that can also write its result straight into JSON text.
///
/// Mapping a model to a ``/HydrantJSON/JSON`` tree and writing the tree allocates every object, array and
/// string of the tree, only to throw it away once written. A `JSONWritingMapper` appends the JSON
/// text of the value it maps to a ``/HydrantJSON/JSONOutput`` instead. The reverses of Hydrant's value,
/// optional, collection, recursive and object mappers conform, so the reverse of a mapping built
/// from them maps models straight to bytes: ``Mapper/bytes(from:options:)`` takes this path.
///
/// The two paths give the same results: the same bytes as ``/HydrantJSON/JSONWriter`` writes for the mapped
/// tree, and the same errors with the same codes, paths and outcomes. Mappers that do not conform
/// still work inside a writing mapper: their ``/HydrantJSON/JSON`` value is written.
///
/// ```swift
/// let ages = Mappers.array(of: Mappers.value(Int.self))
/// let bytes = try ages.reversed.bytes(from: [1, 2, 3])
/// String(decoding: bytes, as: UTF8.self)   // [1,2,3]
/// ```
///
/// ## Conforming
///
/// Write exactly one value, exactly as `output.write(map(input, context: &context))` would, with
/// the same errors and non-fatal errors. A mapper that catches a child's error and goes on rolls
/// the output back to a ``/HydrantJSON/JSONOutput/checkpoint`` taken before the child wrote; a mapper that
/// throws may leave part of its value written (its caller rolls back).
@available(
    *, deprecated,
    message: "conform the forward mapper to JSONCodec: its write(_:to:context:) writes text and trees alike"
)
public protocol JSONWritingMapper<Input>: Mapper where Output == JSON {
    /// Writes the JSON text of the value ``Mapper/map(_:context:)`` maps `input` to.
    ///
    /// - Parameters:
    ///   - input: The value to map.
    ///   - output: The text to append the value to.
    ///   - context: Collects non-fatal errors; pass it on to child mappers.
    /// - Throws: The fatal ``MappingError`` that ``Mapper/map(_:context:)`` throws.
    func write(_ input: Input, to output: inout JSONOutput, context: inout MappingContext) throws(MappingError)
}

/// A mapper to JSON values that may be missing (output `JSON?`) that can also write its result
/// straight into JSON text; `nil` stands for a missing value, which writes nothing.
///
/// ``Mappers/OptionallyReversed`` and ``Mappers/NullableReversed`` conform when their reversed
/// inner mapper is a ``JSONWritingMapper``.
///
/// ```swift
/// let nickname = Mappers.nullable(Mappers.value(String.self)).reversed
/// var output = JSONOutput()
/// var context = MappingContext()
/// try nickname.write(nil, to: &output, context: &context)   // false: nothing written
/// ```
@available(
    *, deprecated,
    message: "conform the forward mapper to JSONCodec: its write(_:to:context:) writes text and trees alike"
)
public protocol OptionalJSONWritingMapper<Input>: Mapper where Output == JSON? {
    /// Writes the JSON text of the value ``Mapper/map(_:context:)`` maps `input` to, or nothing
    /// when it maps it to `nil`.
    ///
    /// - Returns: Whether a value was written.
    /// - Throws: The fatal ``MappingError`` that ``Mapper/map(_:context:)`` throws.
    func write(_ input: Input, to output: inout JSONOutput, context: inout MappingContext) throws(MappingError) -> Bool
}

@available(
    *, deprecated,
    message: "conform the forward mapper to JSONCodec: its write(_:to:context:) writes text and trees alike"
)
extension JSONWritingMapper {
    /// Writes the JSON text of `input` with ``write(_:to:context:)``.
    public func bytes(from input: Input, options: JSONWritingOptions = .compact) throws(MappingError) -> [UInt8] {
        var context = MappingContext()
        return try directBytes(options: options, context: &context) { (output, context) throws(MappingError) in
            try write(input, to: &output, context: &context)
        }
    }
}
