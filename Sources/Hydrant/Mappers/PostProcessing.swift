extension Mappers {
    /// Runs a mapper, then a closure that sees the input and the mapper's result (value or fatal
    /// error) and decides the final outcome: keep it, change the value, recover from an error, or
    /// fail. Hydrant's `HYDMapWithPostProcessing`.
    ///
    /// The reverse runs the reversed inner mapper with the reverse closure (and the forward closure
    /// as its own reverse). Without a reverse closure, the reverse keeps the reversed mapper's
    /// outcome.
    public struct PostProcessing<Inner: Mapper>: Mapper {
        /// Decides the outcome from the input and the inner mapper's result. A thrown
        /// ``MappingError`` is the (fatal) outcome; any other thrown error becomes the underlying
        /// error of a fatal ``MappingError/Code/invalidSourceValue`` error.
        public typealias Body<In, Out> = @Sendable (In, Result<Out, MappingError>) throws -> Out

        /// The mapper whose result is post-processed.
        public let inner: Inner
        @usableFromInline let body: Body<Inner.Input, Inner.Output>?
        @usableFromInline let reverseBody: Body<Inner.Output, Inner.Input>?

        /// Creates the mapper.
        public init(
            _ inner: Inner,
            _ body: Body<Inner.Input, Inner.Output>?,
            reverse reverseBody: Body<Inner.Output, Inner.Input>? = nil
        ) {
            self.inner = inner
            self.body = body
            self.reverseBody = reverseBody
        }

        /// Maps `input` with the inner mapper, then lets the closure decide.
        @inlinable
        public func map(_ input: Inner.Input, context: inout MappingContext) throws(MappingError) -> Inner.Output {
            let result: Result<Inner.Output, MappingError>
            do {
                result = .success(try inner.map(input, context: &context))
            } catch {
                result = .failure(error)
            }
            guard let body else { return try result.get() }
            do {
                return try body(input, result)
            } catch {
                throw Mappers.closureError(error)
            }
        }
    }
}

extension Mappers.PostProcessing: JSONMapper where Inner: JSONMapper {
    /// Reads with the inner mapper, then lets the closure decide; the closure sees the source's
    /// ``/HydrantJSON/JSON`` value, built only when there is a closure.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Inner.Output {
        let result: Result<Inner.Output, MappingError>
        do {
            result = .success(try inner.read(source, context: &context))
        } catch {
            result = .failure(error)
        }
        guard let body else { return try result.get() }
        do {
            return try body(Inner.Input(written: source.json), result)
        } catch {
            throw Mappers.closureError(error)
        }
    }

    /// Maps a missing value as ``map(_:context:)`` does.
    @inlinable
    public func readMissing(context: inout MappingContext) throws(MappingError) -> Inner.Output {
        guard let missing = Inner.Input.missing else { throw MappingError(code: .missingValue) }
        return try map(missing, context: &context)
    }
}

extension Mappers.PostProcessing: JSONCodec where Inner: JSONCodec {
    /// Writes with the inner mapper; with a reverse closure, the closure sees the inner mapper's
    /// ``/HydrantJSON/JSON`` result and its value is written.
    @inlinable
    public func write(_ value: Inner.Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError) {
        guard let reverseBody else {
            try inner.write(value, to: &sink, context: &context)
            return
        }
        let result: Result<Inner.Input, MappingError>
        do {
            var tree = JSONTreeBuilder(options: JSONWritingOptions(maxDepth: .max))
            try inner.write(value, to: &tree, context: &context)
            result = .success(Inner.Input(written: tree.value))
        } catch {
            result = .failure(error)
        }
        let written: Inner.Input
        do {
            written = try reverseBody(value, result)
        } catch {
            throw Mappers.closureError(error)
        }
        if let json = written.presentValue {
            sink.write(json)
        }
    }
}

extension Mappers.PostProcessing: ReversibleMapper where Inner: ReversibleMapper {
    /// The reversed inner mapper with the closures swapped.
    public var reversed: Mappers.PostProcessing<Inner.Reversed> {
        Mappers.PostProcessing<Inner.Reversed>(inner.reversed, reverseBody, reverse: body)
    }
}

extension Mapper {
    /// This mapper, followed by a closure that sees the input and this mapper's result and decides
    /// the final outcome.
    ///
    /// ```swift
    /// let adult = Mappers.value(Int.self).postProcessing { _, result in
    ///     let age = try result.get()
    ///     guard age >= 18 else {
    ///         throw MappingError(code: .validationFailed, sourceValue: age, detail: "must be 18 or older")
    ///     }
    ///     return age
    /// }
    /// ```
    public func postProcessing(
        _ body: @escaping Mappers.PostProcessing<Self>.Body<Input, Output>,
        reverse: Mappers.PostProcessing<Self>.Body<Output, Input>? = nil
    ) -> Mappers.PostProcessing<Self> {
        Mappers.PostProcessing(self, body, reverse: reverse)
    }
}
