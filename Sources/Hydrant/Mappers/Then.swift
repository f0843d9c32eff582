extension Mappers {
    /// Runs one mapper, then another on its result. Hydrant's `HYDMapThread`.
    ///
    /// A fatal error at either step stops the mapping; non-fatal errors of both steps are kept.
    /// The reverse runs the reversed steps in the opposite order.
    public struct Then<First: Mapper, Second: Mapper>: Mapper where First.Output == Second.Input {
        /// The first step.
        public let first: First
        /// The second step, fed with the first step's output.
        public let second: Second

        /// Creates a mapper that runs `first`, then `second`.
        @inlinable
        public init(_ first: First, _ second: Second) {
            self.first = first
            self.second = second
        }

        /// Maps `input` through both steps. A result-type error of the second step that names no
        /// source value gets `input`, when it is JSON (see ``read(_:context:)``).
        @inlinable
        public func map(_ input: First.Input, context: inout MappingContext) throws(MappingError) -> Second.Output {
            let value = try first.map(input, context: &context)
            do {
                return try second.map(value, context: &context)
            } catch  where error.code == .invalidResultingType && error.sourceValue == nil {
                // Only JSON is known to be Sendable here; asked only on this error.
                guard let json = (input as? JSON) ?? (input as? JSON?) ?? nil else { throw error }
                var error = error
                error.sourceValue = RedactedValue(json)
                throw error
            }
        }
    }

    /// Runs the mappers of a ``MapperBuilder`` block one after another, each fed the previous one's
    /// result. Hydrant's `HYDMapThread(m1, m2, …)`.
    ///
    /// ```swift
    /// let count = Mappers.thread {
    ///     Mappers.value(String.self)
    ///     Mappers.closure { (text: String) in text.count }
    /// }
    /// try count.map("four")   // 4
    /// ```
    @inlinable
    public static func thread<M: Mapper>(@MapperBuilder _ steps: () -> M) -> M {
        steps()
    }
}

extension Mappers.Then: ReversibleMapper where First: ReversibleMapper, Second: ReversibleMapper {
    /// The reversed steps in the opposite order.
    @inlinable
    public var reversed: Mappers.Then<Second.Reversed, First.Reversed> {
        Mappers.Then(second.reversed, first.reversed)
    }
}

extension Mapper {
    /// This mapper, then `next` on its result.
    ///
    /// ```swift
    /// let age = Mappers.notNull(JSON.self).then(Mappers.value(Int.self))
    /// ```
    @inlinable
    public func then<Next: Mapper>(_ next: Next) -> Mappers.Then<Self, Next> where Next.Input == Output {
        Mappers.Then(self, next)
    }
}

/// Builds a chain of mappers from the lines of a closure: each line's mapper is fed the previous
/// line's result.
@resultBuilder
public enum MapperBuilder {
    /// The first step.
    @inlinable
    public static func buildPartialBlock<M: Mapper>(first: M) -> M {
        first
    }

    /// The chain so far, then the next step.
    @inlinable
    public static func buildPartialBlock<Chain: Mapper, Next: Mapper>(
        accumulated: Chain, next: Next
    ) -> Mappers.Then<Chain, Next> where Next.Input == Chain.Output {
        Mappers.Then(accumulated, next)
    }
}

extension Mappers.Then: JSONMapper where First: JSONMapper {
    /// Reads with the first mapper and maps its value with the second. A result-type error of the
    /// second mapper (``MappingError/Code/invalidResultingType``, an output check's) that names no
    /// source value gets the source the chain read, as the original's type check recorded its
    /// input.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Second.Output {
        let value = try first.read(source, context: &context)
        do {
            return try second.map(value, context: &context)
        } catch  where error.code == .invalidResultingType && error.sourceValue == nil {
            var error = error
            error.sourceValue = RedactedValue(source.errorSourceValue)
            throw error
        }
    }

    /// Maps what the first mapper makes of a missing value with the second.
    @inlinable
    public func readMissing(context: inout MappingContext) throws(MappingError) -> Second.Output {
        try second.map(first.readMissing(context: &context), context: &context)
    }
}

extension Mappers.Then: JSONCodec where First: JSONCodec, Second: ReversibleMapper {
    /// Maps `value` back with the second mapper's reverse and writes the result with the first.
    @inlinable
    public func write(
        _ value: Second.Output, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        try first.write(second.reversed.map(value, context: &context), to: &sink, context: &context)
    }
}

extension Mappers.Then {
    /// The first mapper's schema, narrowed by the second's (a date parser after a string adds the
    /// date's format).
    ///
    /// When the first mapper makes new JSON that the schema does not describe (a closure or a
    /// reshape of JSON), the second describes that new JSON, not the input: its keywords would
    /// be wrong, so it is only named.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let first = first.describe(input, in: &context)
        if !first.describesValue, First.Output.self == JSON.self || First.Output.self == JSON?.self {
            return first.commented("then mapped by \(Second.self), which reads JSON the schema does not describe")
        }
        return second.describe(first, in: &context).containing(first)
    }
}
