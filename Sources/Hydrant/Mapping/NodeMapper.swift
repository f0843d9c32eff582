/// A mapper of JSON values that can also read them in place from a parsed document.
///
/// Reading bytes into a ``/HydrantJSON/JSON`` tree allocates every string, array and object before a mapper
/// sees them. A `NodeMapper` reads a ``/HydrantJSON/JSONNode`` instead — a position in a ``/HydrantJSON/JSONDocument``'s
/// tape — and decodes only what it keeps. Hydrant's value, collection, object and optional mappers
/// conform, so a mapping built from them maps bytes straight to models: `map(parsing:options:)`
/// and ``map(document:)`` take this path.
///
/// The two paths give the same results: the same values, and the same errors with the same codes,
/// paths and source values (an error's source value is the ``/HydrantJSON/JSON`` value of the node, built only
/// when the error happens). Mappers that do not conform still work inside a mapping of nodes: they
/// receive the node's ``/HydrantJSON/JSON`` value.
///
/// ```swift
/// let ages = Mappers.array(of: Mappers.value(Int.self))
/// let document = try JSONDocument(parsing: "[1, 2, 3]")
/// try ages.map(document: document)    // [1, 2, 3]
/// ```
@available(
    *, deprecated, message: "conform to JSONMapper: its read(_:context:) reads documents in place and trees alike"
)
public protocol NodeMapper<Output>: Mapper where Input == JSON {
    /// Maps a value read in place from a document, exactly as ``Mapper/map(_:context:)`` maps the
    /// node's ``/HydrantJSON/JSON`` value.
    ///
    /// - Parameters:
    ///   - node: The value to map.
    ///   - context: Collects non-fatal errors; pass it on to child mappers.
    /// - Returns: The mapped value.
    /// - Throws: A fatal ``MappingError`` when no usable value can be produced.
    func map(node: JSONNode, context: inout MappingContext) throws(MappingError) -> Output
}

/// A mapper of JSON values that may be missing (input `JSON?`) that can also read them in place
/// from a parsed document; `nil` stands for a missing value, as for ``Mapper/map(_:context:)``.
///
/// ``Mappers/Optionally`` and ``Mappers/Nullable`` conform when their inner mapper is a
/// ``NodeMapper``.
@available(
    *, deprecated,
    message:
        "conform to JSONMapper with input JSON?: its read(_:context:) and readMissing(context:) read documents in place and trees alike"
)
public protocol OptionalNodeMapper<Output>: Mapper where Input == JSON? {
    /// Maps a value read in place from a document (`nil` when it is missing), exactly as
    /// ``Mapper/map(_:context:)`` maps the node's ``/HydrantJSON/JSON`` value.
    func map(node: JSONNode?, context: inout MappingContext) throws(MappingError) -> Output
}

extension JSONMapper where Input == JSON {
    /// Maps the root of a document, returning the value or throwing the fatal error.
    ///
    /// - Throws: The mapping's fatal ``MappingError``.
    @inlinable
    public func map(document: JSONDocument) throws(MappingError) -> Output {
        var context = MappingContext()
        return try read(document.root, context: &context)
    }

    /// Maps the root of a document and reports all three outcomes.
    @inlinable
    public func mapping(document: JSONDocument) -> MappingResult<Output> {
        var context = MappingContext()
        do {
            let value = try read(document.root, context: &context)
            if let error = context.combinedError { return .successWithErrors(value, error) }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }
}

@available(*, deprecated, message: "conform to JSONMapper: its read(_:context:) reads documents in place")
extension NodeMapper {
    /// Maps the root of a document, returning the value or throwing the fatal error.
    ///
    /// - Throws: The mapping's fatal ``MappingError``.
    @inlinable
    public func map(document: JSONDocument) throws(MappingError) -> Output {
        var context = MappingContext()
        return try map(node: document.root, context: &context)
    }

    /// Maps the root of a document and reports all three outcomes.
    public func mapping(document: JSONDocument) -> MappingResult<Output> {
        var context = MappingContext()
        do {
            let value = try map(node: document.root, context: &context)
            if let error = context.combinedError { return .successWithErrors(value, error) }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }
}
