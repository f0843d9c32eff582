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
        /// Whether a missing value is a fatal ``MappingError/Code/missingValue`` (the key must be
        /// there, its value may be `null`); then the reverse writes `nil` as `null`.
        public let requiresPresence: Bool

        /// Creates the mapper; see `Mappers.nullable(_:requiringPresence:)`.
        @inlinable
        public init(_ inner: Inner, requiringPresence: Bool = false) {
            self.inner = inner
            self.requiresPresence = requiringPresence
        }

        /// `nil` for `null`; otherwise the inner mapper's value.
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Inner.Output?
        {
            if source.isNull { return nil }
            return try inner.read(source, context: &context)
        }

        /// `nil`, without an error; a fatal ``MappingError/Code/missingValue`` when presence is
        /// required.
        @inlinable
        public func readMissing(context: inout MappingContext) throws(MappingError) -> Inner.Output? {
            if requiresPresence { throw MappingError(code: .missingValue) }
            return nil
        }
    }

    /// A mapper that turns a missing value or `null` into `nil` without an error and maps other
    /// values with `inner`; see ``Nullable``.
    @inlinable
    public static func nullable<Inner: JSONMapper>(_ inner: Inner) -> Nullable<Inner> where Inner.Input == JSON {
        Nullable(inner)
    }

    /// A ``Nullable`` that requires the value to be present: a missing key is a fatal
    /// ``MappingError/Code/missingValue``, `null` is `nil` — the original's `notNull` on a nullable
    /// property. Its reverse writes `nil` as `null`, so the key is always there.
    ///
    /// ```swift
    /// let middleName = Mappers.nullable(Mappers.value(String.self), requiringPresence: true)
    /// try middleName.map(.some(.null))    // nil
    /// try middleName.map(nil)             // throws: the value is missing
    /// try middleName.reversed.map(nil)    // null
    /// ```
    public static func nullable<Inner: JSONMapper>(
        _ inner: Inner, requiringPresence: Bool
    ) -> Nullable<Inner> where Inner.Input == JSON {
        Nullable(inner, requiringPresence: requiringPresence)
    }

}

extension Mappers.Nullable: ReversibleMapper where Inner: JSONCodec {}

extension Mappers.Nullable: JSONCodec where Inner: JSONCodec {
    /// Writes nothing for `nil` (a missing value), or `null` when presence is required; otherwise
    /// writes with the inner mapper.
    @inlinable
    public func write(
        _ value: Inner.Output?, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        guard let value else {
            if requiresPresence { sink.writeNull() }
            return
        }
        try inner.write(value, to: &sink, context: &context)
    }
}

extension Mappers.Nullable {
    /// The inner mapper's schema, accepting `null` too.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        inner.describe(input, in: &context).allowingNull()
    }
}
