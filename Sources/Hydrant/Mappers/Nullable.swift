extension Mappers {
    /// Maps a value that may be missing or `null` to an optional: both become `nil` without an
    /// error, and present values are mapped by the inner mapper, whose errors stay as they are (a
    /// fatal error is still fatal). The counterpart of an `Optional` property without a mapper
    /// (see ``Field``) for properties that need one.
    ///
    /// Use `Mappers.optionally(_:)` instead when a missing value should be reported (as a
    /// non-fatal error) or a bad value should become `nil`.
    ///
    /// ```swift
    /// let address = Mappers.nullable(addressMapper)
    /// try address.map(nil)               // nil, no error
    /// try address.map(["city": 3])       // throws: the address mapper's error
    /// ```
    ///
    /// The reverse writes `nil` as a missing value and other values through the reversed inner
    /// mapper.
    public struct Nullable<Inner: JSONMapper>: JSONMapper where Inner.Input == JSON {
        public typealias Input = JSON?
        /// The mapper applied to present, non-null values.
        public let inner: Inner

        /// Creates the mapper; see `Mappers.nullable(_:)`.
        @inlinable
        public init(_ inner: Inner) {
            self.inner = inner
        }

        /// `nil` for `null`; otherwise the inner mapper's value.
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Inner.Output? {
            if source.isNull { return nil }
            return try inner.read(source, context: &context)
        }

        /// `nil`, without an error.
        @inlinable
        public func readMissing(context: inout MappingContext) -> Inner.Output? {
            nil
        }
    }

    /// The reverse of ``Nullable``: `nil` becomes a missing value, anything else goes through the
    /// inner mapper's reverse.
    @available(*, deprecated, renamed: "Reversed", message: "the reverse of every JSON codec is a Mappers.Reversed")
    public typealias NullableReversed<Inner: JSONCodec> = Reversed<Nullable<Inner>> where Inner.Input == JSON

    /// A mapper that turns a missing value or `null` into `nil` without an error and maps other
    /// values with `inner`; see ``Nullable``.
    @inlinable
    public static func nullable<Inner: JSONMapper>(_ inner: Inner) -> Nullable<Inner> where Inner.Input == JSON {
        Nullable(inner)
    }

    /// A ``Nullable`` of a mapper of JSON trees (see ``TreeMapper``).
    public static func nullable<Inner: Mapper>(_ inner: Inner) -> Nullable<TreeMapper<Inner>> where Inner.Input == JSON {
        Nullable(TreeMapper(inner))
    }
}

extension Mappers.Nullable: ReversibleMapper where Inner: JSONCodec {}

extension Mappers.Nullable: JSONCodec where Inner: JSONCodec {
    /// Writes nothing for `nil` (a missing value); otherwise writes with the inner mapper.
    @inlinable
    public func write(_ value: Inner.Output?, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError) {
        guard let value else { return }
        try inner.write(value, to: &sink, context: &context)
    }
}
