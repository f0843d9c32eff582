extension Mappers {
    /// Tries a mapper, and if it fails fatally, another with the same input. Hydrant's
    /// `HYDMapFirst`.
    ///
    /// The first alternative that produces a value wins, with no error (its own non-fatal errors
    /// are kept; the failed attempts are forgotten). For mappers of an `Optional`, `nil` is no value:
    /// an alternative that gives `nil` does not end the search, as in the original, whether it gave
    /// it cleanly or as a fallback with non-fatal errors. When no alternative produces a value:
    ///
    /// - if each gave `nil` without an error, the result is `nil` with no error;
    /// - otherwise the result is a fatal ``MappingError/Code/multipleErrors`` listing, in order, the
    ///   error of each alternative that failed or fell back to `nil`.
    ///
    /// ```swift
    /// let nickname = Mappers.first {
    ///     Forward("nickname", Mappers.optionally(Mappers.value(String.self)))   // nil when missing…
    ///     Forward("name", Mappers.optionally(Mappers.value(String.self)))       // …so this is tried
    /// }
    /// ```
    ///
    /// The reverse tries the reversed alternatives in the same order.
    public struct First<Primary: Mapper, Alternative: Mapper>: Mapper
    where Primary.Input == Alternative.Input, Primary.Output == Alternative.Output {
        /// The alternative tried first.
        public let primary: Primary
        /// The alternative tried when the primary fails.
        public let alternative: Alternative

        /// Creates a mapper that tries `primary`, then `alternative`.
        @inlinable
        public init(_ primary: Primary, _ alternative: Alternative) {
            self.primary = primary
            self.alternative = alternative
        }

        /// Maps `input` with the first alternative that succeeds.
        public func map(_ input: Primary.Input, context: inout MappingContext) throws(MappingError) -> Primary.Output {
            try Self.first(
                context: &context,
                { (attempt: inout MappingContext) throws(MappingError) in try primary.map(input, context: &attempt) },
                { (attempt: inout MappingContext) throws(MappingError) in try alternative.map(input, context: &attempt)
                })
        }

        /// The value of `primary`, or else of `alternative`, each run with a context of its own
        /// (merged into `context` on success); both errors, collected, when both fail.
        @inlinable
        static func first<Value>(
            context: inout MappingContext,
            _ primary: (inout MappingContext) throws(MappingError) -> Value,
            _ alternative: (inout MappingContext) throws(MappingError) -> Value
        ) throws(MappingError) -> Value {
            // The errors of the attempts that failed or fell back to nil, and a nil that was given.
            var failures: [any Error] = []
            var nilValue: Value?
            /// Runs one alternative: its value and context when it produced a value; otherwise
            /// records why it did not.
            func produced(_ body: (inout MappingContext) throws(MappingError) -> Value) -> (Value, MappingContext)? {
                var attempt = MappingContext()
                do {
                    let value = try body(&attempt)
                    if !isNilValue(value) { return (value, attempt) }
                    if let error = attempt.combinedError { failures.append(error) }
                    nilValue = value
                } catch {
                    failures += Self.attempts(error)
                }
                return nil
            }
            if let (value, attempt) = produced(primary) {
                context.merge(attempt)
                return value
            }
            if let (value, attempt) = produced(alternative) {
                context.merge(attempt)
                return value
            }
            if failures.isEmpty, let nilValue { return nilValue }
            var failure = MappingError(collecting: failures, isFatal: true)
            failure.isAlternatives = true
            throw failure
        }

        @usableFromInline
        static func attempts(_ error: MappingError) -> [any Error] {
            error.isAlternatives ? error.underlyingErrors : [error]
        }
    }

    /// Reports the failure of a single alternative the way ``First`` reports several: as a fatal
    /// ``MappingError/Code/multipleErrors`` listing the attempt. What a ``FirstBuilder`` block
    /// produces.
    public struct Alternatives<Tried: Mapper>: Mapper {
        /// The alternatives.
        public let tried: Tried

        /// Wraps the alternatives.
        @inlinable
        public init(_ tried: Tried) {
            self.tried = tried
        }

        /// Maps with the alternatives; a failure lists every attempt.
        public func map(_ input: Tried.Input, context: inout MappingContext) throws(MappingError) -> Tried.Output {
            try Self.marking { () throws(MappingError) in try tried.map(input, context: &context) }
        }

        /// The value of `body`, or its error marked as the error of a list of alternatives.
        @inlinable
        static func marking<Value>(_ body: () throws(MappingError) -> Value) throws(MappingError) -> Value {
            do {
                return try body()
            } catch  where error.isAlternatives {
                throw error
            } catch {
                var failure = MappingError(collecting: [error], isFatal: true)
                failure.isAlternatives = true
                throw failure
            }
        }
    }

    /// A mapper that tries the mappers of a ``FirstBuilder`` block in order and returns the result
    /// of the first that succeeds. Hydrant's `HYDMapFirst(m1, m2, …)`.
    ///
    /// ```swift
    /// let id = Mappers.first {
    ///     Mappers.value(Int.self)
    ///     Mappers.value(String.self).then(Mappers.closure { (text: String) in Int(text) ?? 0 })
    /// }
    /// ```
    @inlinable
    public static func first<M: Mapper>(@FirstBuilder _ alternatives: () -> Alternatives<M>) -> Alternatives<M> {
        alternatives()
    }
}

extension Mappers.First: JSONMapper where Primary: JSONMapper, Alternative: JSONMapper {
    /// Reads with the primary mapper, or else with the alternative; the same rules as
    /// ``map(_:context:)``.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Primary.Output {
        try Self.first(
            context: &context,
            { (attempt: inout MappingContext) throws(MappingError) in try primary.read(source, context: &attempt) },
            { (attempt: inout MappingContext) throws(MappingError) in try alternative.read(source, context: &attempt) })
    }

    /// Maps a missing value with the primary mapper, or else with the alternative.
    @inlinable
    public func readMissing(context: inout MappingContext) throws(MappingError) -> Primary.Output {
        try Self.first(
            context: &context,
            { (attempt: inout MappingContext) throws(MappingError) in try primary.readMissing(context: &attempt) },
            { (attempt: inout MappingContext) throws(MappingError) in try alternative.readMissing(context: &attempt) })
    }
}

extension Mappers.First: JSONCodec where Primary: JSONCodec, Alternative: JSONCodec {
    /// Writes with the primary mapper, or else (what it wrote rolled back) with the alternative,
    /// as the reverse of each would.
    @inlinable
    public func write(
        _ value: Primary.Output, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        let checkpoint = sink.checkpoint
        try Self.first(
            context: &context,
            { (attempt: inout MappingContext) throws(MappingError) in
                try primary.write(value, to: &sink, context: &attempt)
            },
            { (attempt: inout MappingContext) throws(MappingError) in
                sink.rollBack(to: checkpoint)
                try alternative.write(value, to: &sink, context: &attempt)
            })
    }
}

extension Mappers.Alternatives: JSONMapper where Tried: JSONMapper {
    /// Reads with the alternatives.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Tried.Output {
        try Self.marking { () throws(MappingError) in try tried.read(source, context: &context) }
    }

    /// Maps a missing value with the alternatives.
    @inlinable
    public func readMissing(context: inout MappingContext) throws(MappingError) -> Tried.Output {
        try Self.marking { () throws(MappingError) in try tried.readMissing(context: &context) }
    }
}

extension Mappers.Alternatives: JSONCodec where Tried: JSONCodec {
    /// Writes with the alternatives.
    @inlinable
    public func write(
        _ value: Tried.Output, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        try Self.marking { () throws(MappingError) in try tried.write(value, to: &sink, context: &context) }
    }
}

extension Mappers.Alternatives: ReversibleMapper where Tried: ReversibleMapper {
    /// The reversed alternatives, in the same order.
    public var reversed: Mappers.Alternatives<Tried.Reversed> {
        Mappers.Alternatives(tried.reversed)
    }
}

extension Mappers.First: ReversibleMapper where Primary: ReversibleMapper, Alternative: ReversibleMapper {
    /// The reversed alternatives, in the same order.
    public var reversed: Mappers.First<Primary.Reversed, Alternative.Reversed> {
        Mappers.First(primary.reversed, alternative.reversed)
    }
}

extension Mapper {
    /// This mapper, or `alternative` when this one fails fatally.
    @inlinable
    public func or<Alternative: Mapper>(_ alternative: Alternative) -> Mappers.First<Self, Alternative>
    where Alternative.Input == Input, Alternative.Output == Output {
        Mappers.First(self, alternative)
    }
}

/// Builds alternatives from the lines of a closure, tried in order.
@resultBuilder
public enum FirstBuilder {
    /// The first alternative.
    @inlinable
    public static func buildPartialBlock<M: Mapper>(first: M) -> M {
        first
    }

    /// The alternatives so far, then another.
    @inlinable
    public static func buildPartialBlock<Tried: Mapper, Next: Mapper>(
        accumulated: Tried, next: Next
    ) -> Mappers.First<Tried, Next> where Next.Input == Tried.Input, Next.Output == Tried.Output {
        Mappers.First(accumulated, next)
    }

    /// The alternatives, reporting a failure as a list of attempts even when there is only one.
    @inlinable
    public static func buildFinalResult<M: Mapper>(_ alternatives: M) -> Mappers.Alternatives<M> {
        Mappers.Alternatives(alternatives)
    }
}

extension Mappers.First {
    /// Either alternative's schema (`anyOf`): the first that maps the value wins, reading and
    /// writing alike.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let first = primary.describe(input, in: &context)
        let second = alternative.describe(input, in: &context)
        if first == second { return first }
        return JSONSchema(["anyOf": [first.json, second.json]]).containing(first, second)
    }
}

extension Mappers.Alternatives {
    /// The alternatives' schema (see ``Mappers/First``).
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        tried.describe(input, in: &context)
    }
}
