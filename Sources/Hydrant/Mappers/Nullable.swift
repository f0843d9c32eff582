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
    public struct Nullable<Inner: Mapper>: Mapper where Inner.Input == JSON {
        /// The mapper applied to present, non-null values.
        public let inner: Inner

        /// Creates the mapper; see ``Mappers/nullable(_:)``.
        @inlinable
        public init(_ inner: Inner) {
            self.inner = inner
        }

        /// `nil` for a missing value or `null`; otherwise the inner mapper's value.
        @inlinable
        public func map(_ input: JSON?, context: inout MappingContext) throws(MappingError) -> Inner.Output? {
            guard let input, !input.isNull else { return nil }
            return try inner.map(input, context: &context)
        }
    }

    /// The reverse of ``Nullable``: `nil` becomes a missing value, anything else goes through the
    /// reversed inner mapper.
    public struct NullableReversed<Inner: ReversibleMapper>: ReversibleMapper where Inner.Input == JSON {
        /// The forward mapper.
        public let forward: Nullable<Inner>
        @usableFromInline let reversedInner: Inner.Reversed

        /// Creates the reverse of `forward`.
        @inlinable
        public init(_ forward: Nullable<Inner>) {
            self.forward = forward
            self.reversedInner = forward.inner.reversed
        }

        /// `nil` for `nil`; otherwise the reversed inner mapper's JSON.
        @inlinable
        public func map(_ input: Inner.Output?, context: inout MappingContext) throws(MappingError) -> JSON? {
            guard let input else { return nil }
            return try reversedInner.map(input, context: &context)
        }

        /// The forward ``Nullable``.
        @inlinable
        public var reversed: Nullable<Inner> { forward }
    }

    /// A mapper that turns a missing value or `null` into `nil` without an error and maps other
    /// values with `inner`; see ``Nullable``.
    @inlinable
    public static func nullable<Inner: Mapper>(_ inner: Inner) -> Nullable<Inner> where Inner.Input == JSON {
        Nullable(inner)
    }
}

extension Mappers.Nullable: ReversibleMapper where Inner: ReversibleMapper {
    /// Writes `nil` as missing and other values with the reversed inner mapper.
    @inlinable
    public var reversed: Mappers.NullableReversed<Inner> {
        Mappers.NullableReversed(self)
    }
}

extension Mappers.Nullable: OptionalNodeMapper where Inner: NodeMapper {
    /// `nil` for a missing node or `null`; otherwise the inner mapper's value for the node.
    @inlinable
    public func map(node: JSONNode?, context: inout MappingContext) throws(MappingError) -> Inner.Output? {
        guard let node, !node.isNull else { return nil }
        return try inner.map(node: node, context: &context)
    }
}

extension Mappers.NullableReversed: OptionalJSONWritingMapper where Inner.Reversed: JSONWritingMapper {
    /// Writes nothing for `nil`; otherwise writes with the reversed inner mapper.
    @inlinable
    public func write(_ input: Inner.Output?, to output: inout JSONOutput, context: inout MappingContext) throws(MappingError) -> Bool {
        guard let input else { return false }
        try reversedInner.write(input, to: &output, context: &context)
        return true
    }
}
