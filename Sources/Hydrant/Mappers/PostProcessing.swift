extension Mappers {
    /// Runs a mapper, then a closure that sees the input and the mapper's result and decides the
    /// final outcome: keep it, change the value, recover from an error, or fail. Hydrant's
    /// `HYDMapWithPostProcessing`.
    ///
    /// The closure comes in two forms:
    ///
    /// - ``Body``, made by ``Mapper/postProcessing(_:reverse:)``, sees the value or the fatal error
    ///   (a `Result`) and returns the value or throws; the inner mapper's non-fatal errors are kept
    ///   as they are.
    /// - ``OutcomeBody``, made by ``Mapper/postProcessing(outcome:reverse:)``, sees the inner
    ///   mapper's whole outcome — a ``MappingResult``, whose non-fatal errors are there too, as the
    ///   original's block received them — and returns the outcome to report: the same one, or one
    ///   that replaces the non-fatal errors, drops them (`.success`), or fails.
    ///
    /// The reverse runs the reversed inner mapper with the reverse closure (and the forward closure
    /// as its own reverse). Without a reverse closure, the reverse keeps the reversed mapper's
    /// outcome.
    public struct PostProcessing<Inner: Mapper>: Mapper {
        /// Decides the value from the input and the inner mapper's result. A thrown
        /// ``MappingError`` is the (fatal) outcome; any other thrown error becomes the underlying
        /// error of a fatal ``MappingError/Code/invalidSourceValue`` error.
        public typealias Body<In, Out> = @Sendable (In, Result<Out, MappingError>) throws -> Out

        /// Decides the outcome from the input and the inner mapper's outcome, non-fatal errors
        /// included. The returned outcome is reported: its value, with its non-fatal error
        /// recorded (`.successWithErrors`), or its fatal error thrown (`.failure`, made fatal).
        /// Returning the non-fatal error it was given keeps the inner mapper's errors exactly as
        /// they were recorded. Thrown errors are treated as ``Body``'s.
        public typealias OutcomeBody<In, Out> = @Sendable (In, MappingResult<Out>) throws -> MappingResult<Out>

        /// The mapper whose result is post-processed.
        public let inner: Inner
        @usableFromInline let body: PostProcessingDecision<Inner.Input, Inner.Output>?
        @usableFromInline let reverseBody: PostProcessingDecision<Inner.Output, Inner.Input>?

        /// Creates the mapper from closures that see the value or the fatal error.
        public init(
            _ inner: Inner,
            _ body: Body<Inner.Input, Inner.Output>?,
            reverse reverseBody: Body<Inner.Output, Inner.Input>? = nil
        ) {
            self.init(
                inner, decision: body.map(PostProcessingDecision.value),
                reverse: reverseBody.map(PostProcessingDecision.value))
        }

        /// Creates the mapper from closures that see the whole outcome, non-fatal errors included.
        public init(
            _ inner: Inner,
            outcome body: OutcomeBody<Inner.Input, Inner.Output>?,
            reverse reverseBody: OutcomeBody<Inner.Output, Inner.Input>? = nil
        ) {
            self.init(
                inner, decision: body.map(PostProcessingDecision.outcome),
                reverse: reverseBody.map(PostProcessingDecision.outcome))
        }

        init(
            _ inner: Inner, decision: PostProcessingDecision<Inner.Input, Inner.Output>?,
            reverse: PostProcessingDecision<Inner.Output, Inner.Input>?
        ) {
            self.inner = inner
            self.body = decision
            self.reverseBody = reverse
        }

        /// Maps `input` with the inner mapper, then lets the closure decide.
        @inlinable
        public func map(_ input: Inner.Input, context: inout MappingContext) throws(MappingError) -> Inner.Output {
            try Self.decide(body, input: { input }, context: &context) { (context) throws(MappingError) in
                try inner.map(input, context: &context)
            }
        }

        /// Runs `run` — the inner mapper, in either direction — and lets `decision` decide the
        /// outcome; `input` is what the closure is shown as the input.
        @inlinable
        static func decide<In, Out>(
            _ decision: PostProcessingDecision<In, Out>?, input: () -> In, context: inout MappingContext,
            run: (inout MappingContext) throws(MappingError) -> Out
        ) throws(MappingError) -> Out {
            switch decision {
            case nil:
                return try run(&context)
            case .value(let body):
                let result: Result<Out, MappingError>
                do {
                    result = .success(try run(&context))
                } catch {
                    result = .failure(error)
                }
                do {
                    return try body(input(), result)
                } catch {
                    throw Mappers.closureError(error)
                }
            case .outcome(let body):
                var innerContext = MappingContext()
                let outcome: MappingResult<Out>
                do {
                    let value = try run(&innerContext)
                    outcome = innerContext.combinedError.map { .successWithErrors(value, $0) } ?? .success(value)
                } catch {
                    outcome = .failure(error)
                }
                let decided: MappingResult<Out>
                do {
                    decided = try body(input(), outcome)
                } catch {
                    throw Mappers.closureError(error)
                }
                switch decided {
                case .success(let value):
                    return value
                case .successWithErrors(let value, let error):
                    if let given = outcome.error, error.storage === given.storage {
                        // Kept as given: the inner mapper's errors, as it recorded them.
                        context.merge(innerContext)
                    } else {
                        context.recordNonFatal(error.withFatality(false))
                    }
                    return value
                case .failure(let error):
                    throw error.withFatality(true)
                }
            }
        }
    }
}

extension Mappers.PostProcessing: JSONMapper where Inner: JSONMapper {
    /// Reads with the inner mapper, then lets the closure decide; the closure sees the source's
    /// ``/HydrantJSON/JSON`` value, built only when there is a closure.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Inner.Output {
        try Self.decide(body, input: { Inner.Input(written: source.json) }, context: &context) {
            (context) throws(MappingError) in
            try inner.read(source, context: &context)
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
    public func write(
        _ value: Inner.Output, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        guard let reverseBody else {
            try inner.write(value, to: &sink, context: &context)
            return
        }
        let written = try Self.decide(reverseBody, input: { value }, context: &context) {
            (context) throws(MappingError) in
            var tree = JSONTreeBuilder(options: JSONWritingOptions(maxDepth: .max))
            try inner.write(value, to: &tree, context: &context)
            return Inner.Input(written: tree.value)
        }
        if let json = written.presentValue {
            sink.write(json)
        }
    }
}

extension Mappers.PostProcessing: ReversibleMapper where Inner: ReversibleMapper {
    /// The reversed inner mapper with the closures swapped.
    public var reversed: Mappers.PostProcessing<Inner.Reversed> {
        Mappers.PostProcessing<Inner.Reversed>(inner.reversed, decision: reverseBody, reverse: body)
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

    /// This mapper, followed by a closure that sees the input and this mapper's whole outcome —
    /// its non-fatal errors too, as the original's block did — and returns the outcome to report.
    ///
    /// ```swift
    /// // A fallback's warning is not worth reporting for this field: drop it.
    /// let quiet = Mappers.optionally(Mappers.value(Int.self), default: 0).postProcessing(outcome: { _, outcome in
    ///     if case .successWithErrors(let value, _) = outcome { return .success(value) }
    ///     return outcome
    /// })
    /// ```
    public func postProcessing(
        outcome body: @escaping Mappers.PostProcessing<Self>.OutcomeBody<Input, Output>,
        reverse: Mappers.PostProcessing<Self>.OutcomeBody<Output, Input>? = nil
    ) -> Mappers.PostProcessing<Self> {
        Mappers.PostProcessing(self, outcome: body, reverse: reverse)
    }
}

/// The closure of a ``Mappers/PostProcessing``, in one of its two forms.
@usableFromInline
enum PostProcessingDecision<In, Out>: Sendable {
    /// Sees the value or the fatal error, and returns the value or throws.
    case value(@Sendable (In, Result<Out, MappingError>) throws -> Out)
    /// Sees the whole outcome and returns the outcome to report.
    case outcome(@Sendable (In, MappingResult<Out>) throws -> MappingResult<Out>)
}

extension Mappers.PostProcessing {
    /// The inner mapper's schema, with a `$comment`: the closure that decides the outcome may
    /// accept or reject values the schema cannot say.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        inner.describe(input, in: &context).converted("post-processed by a closure, which the schema does not describe")
    }
}
