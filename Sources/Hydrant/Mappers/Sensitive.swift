extension Mappers {
    /// Marks the errors of a mapper sensitive: their values, and the keys read from the document on
    /// their paths, never appear in any rendering, not even with
    /// ``MappingError/revealingValues()``.
    ///
    /// Use it for fields that hold secrets (passwords, tokens, personal data), so that turning on
    /// value rendering to debug a mapping cannot leak them. The mapping itself is unchanged; only
    /// the errors (fatal and recorded) are marked with ``MappingError/markedSensitive()``. The
    /// reverse is sensitive too.
    ///
    /// ```swift
    /// let token = Mappers.value(Int.self).sensitive()
    /// let error = token.mapping("sk_live_123").error!
    /// print(error.revealingValues().reason)
    /// // Could not map from '<Unknown>' to '<Unknown>': expected a number, got a string
    /// ```
    public struct Sensitive<Inner: Mapper>: Mapper {
        /// The mapper whose errors are sensitive.
        public let inner: Inner

        /// Wraps `inner`.
        public init(_ inner: Inner) {
            self.inner = inner
        }

        /// Maps `input` with the inner mapper, marking its errors sensitive.
        public func map(_ input: Inner.Input, context: inout MappingContext) throws(MappingError) -> Inner.Output {
            var inner = MappingContext()
            defer {
                for error in inner.takeErrors() {
                    context.recordNonFatal(error.markedSensitive())
                }
            }
            do {
                return try self.inner.map(input, context: &inner)
            } catch {
                throw error.markedSensitive()
            }
        }
    }
}

extension Mappers.Sensitive: JSONMapper where Inner: JSONMapper {
    /// Reads with the inner mapper; its errors are marked sensitive.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Inner.Output {
        try marking(context: &context) { (inner, innerContext) throws(MappingError) in
            try inner.read(source, context: &innerContext)
        }
    }

    /// Maps a missing value with the inner mapper; its errors are marked sensitive.
    @inlinable
    public func readMissing(context: inout MappingContext) throws(MappingError) -> Inner.Output {
        try marking(context: &context) { (inner, innerContext) throws(MappingError) in
            try inner.readMissing(context: &innerContext)
        }
    }

    /// Runs `body` on the inner mapper with a context of its own, and passes its errors on marked
    /// sensitive.
    @inlinable
    func marking<Result>(
        context: inout MappingContext, _ body: (Inner, inout MappingContext) throws(MappingError) -> Result
    ) throws(MappingError) -> Result {
        var innerContext = MappingContext()
        defer {
            for error in innerContext.takeErrors() {
                context.recordNonFatal(error.markedSensitive())
            }
        }
        do {
            return try body(inner, &innerContext)
        } catch {
            throw error.markedSensitive()
        }
    }
}

extension Mappers.Sensitive: JSONCodec where Inner: JSONCodec {
    /// Writes with the inner mapper; its errors are marked sensitive.
    @inlinable
    public func write(
        _ value: Inner.Output, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        try marking(context: &context) { (inner, innerContext) throws(MappingError) in
            try inner.write(value, to: &sink, context: &innerContext)
        }
    }
}

extension Mappers.Sensitive: ReversibleMapper where Inner: ReversibleMapper {
    /// The reversed inner mapper, sensitive too.
    public var reversed: Mappers.Sensitive<Inner.Reversed> {
        Mappers.Sensitive(inner.reversed)
    }
}

extension Mapper {
    /// This mapper, with its errors marked sensitive (see ``Mappers/Sensitive``).
    public func sensitive() -> Mappers.Sensitive<Self> {
        Mappers.Sensitive(self)
    }
}

extension Mappers.Sensitive {
    /// The inner mapper's schema, marked sensitive: an object mapping gives it no `default`, so
    /// that no value of it appears in the schema.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        var schema = inner.describe(input, in: &context)
        schema["default"] = nil
        schema["examples"] = nil
        schema.isSensitive = true
        return schema
    }
}
