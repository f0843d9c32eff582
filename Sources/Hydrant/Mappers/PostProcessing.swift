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
