extension Mappers {
    /// Pairs a mapper with a separate mapper for the reverse direction. Hydrant's `HYDMapSplit`.
    ///
    /// Use it to give a one-way mapper a reverse, or to replace a reverse you do not want.
    /// Reversing a split gives the split the other way round.
    public struct Split<Forward: Mapper, Backward: Mapper>: ReversibleMapper
    where Backward.Input == Forward.Output, Backward.Output == Forward.Input {
        /// The mapper used forward.
        public let forward: Forward
        /// The mapper used in reverse.
        public let backward: Backward

        /// Creates a split from the two directions.
        @inlinable
        public init(_ forward: Forward, reverse backward: Backward) {
            self.forward = forward
            self.backward = backward
        }

        /// Maps with the forward mapper.
        @inlinable
        public func map(_ input: Forward.Input, context: inout MappingContext) throws(MappingError) -> Forward.Output {
            try forward.map(input, context: &context)
        }

        /// The split the other way round.
        @inlinable
        public var reversed: Split<Backward, Forward> {
            Split<Backward, Forward>(backward, reverse: forward)
        }
    }

    /// A mapper that maps with `forward` and whose reverse is `backward`.
    ///
    /// ```swift
    /// let text = Mappers.split(Mappers.toString(), reverse: Mappers.closure { (s: String?) in JSON(s ?? "") })
    /// ```
    @inlinable
    public static func split<Forward, Backward>(
        _ forward: Forward, reverse backward: Backward
    ) -> Split<Forward, Backward> {
        Split(forward, reverse: backward)
    }
}

extension Mappers.Split {
    /// The forward mapper's schema when reading. What the reverse writes comes from the separate
    /// backward mapper, which describes what it reads, not what it writes: the writing schema
    /// names it.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        switch context.direction {
        case .reading: forward.describe(input, in: &context)
        case .writing: input.converted("written by \(Backward.self), which the schema does not describe")
        }
    }
}
