extension Mappers {
    /// A ``JSONMapper`` made of a mapper that maps ``/HydrantJSON/JSON`` trees only: it reads the source's
    /// ``/HydrantJSON/JSON`` value, building it when the source is a document, and maps it with `base`.
    ///
    /// This is the bridge for mappers of trees (a `Mapper` with input `JSON` or `JSON?`, such as
    /// `Mappers.closure` makes): collections, objects and fields accept them through it, by
    /// name, so that building a tree for every value is never silent. Conform the mapper to
    /// ``JSONMapper`` (and ``JSONCodec``) instead to read in place.
    ///
    /// ```swift
    /// let legacy = Mappers.closure { (json: JSON) in json.string ?? "" }
    /// let bridged = Mappers.TreeMapper(legacy)
    /// try bridged.map(parsing: #""Ada""#)   // "Ada"
    /// ```
    public struct TreeMapper<Base: Mapper>: JSONMapper where Base.Input: JSONInput {
        public typealias Input = Base.Input
        /// The mapper of trees.
        public let base: Base

        /// A JSON mapper that maps the source's tree with `base`.
        @inlinable
        public init(_ base: Base) {
            self.base = base
        }

        /// Maps the source's ``/HydrantJSON/JSON`` value with `base`.
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Base.Output {
            try base.map(Base.Input(written: source.json), context: &context)
        }

        /// Maps a missing value with `base` when its input is `JSON?`; else a fatal
        /// ``MappingError/Code/missingValue``.
        @inlinable
        public func readMissing(context: inout MappingContext) throws(MappingError) -> Base.Output {
            guard let missing = Base.Input.missing else { throw MappingError(code: .missingValue) }
            return try base.map(missing, context: &context)
        }

        /// Maps `input` with `base`.
        @inlinable
        public func map(_ input: Base.Input, context: inout MappingContext) throws(MappingError) -> Base.Output {
            try base.map(input, context: &context)
        }
    }
}

extension Mappers.TreeMapper: ReversibleMapper where Base: ReversibleMapper {}

extension Mappers.TreeMapper: JSONCodec where Base: ReversibleMapper {
    /// Maps `value` back with the reverse of `base` and writes the ``/HydrantJSON/JSON`` value it makes
    /// (nothing when it makes `nil`).
    @inlinable
    public func write(
        _ value: Base.Output, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        if let json = try base.reversed.map(value, context: &context).presentValue {
            sink.write(json)
        }
    }
}
