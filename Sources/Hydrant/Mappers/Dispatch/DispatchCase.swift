extension Mappers {
    /// One case of a ``Dispatch``: the key that chooses it, the mapper of its payload, and how the
    /// payload becomes the dispatched value (`embed`) and is found in it again for the reverse
    /// (`extract`).
    ///
    /// The payload mapper reads the whole input (the object with its discriminator, or the value of
    /// the chosen kind). For an enum, `embed` is the case constructor and `extract` pattern-matches:
    ///
    /// ```swift
    /// Mappers.DispatchCase("circle", circle, embed: Shape.circle,
    ///                      extract: { if case .circle(let c) = $0 { c } else { nil } })
    /// ```
    ///
    /// For a protocol existential or a class hierarchy, `embed` is the conversion `{ $0 }` and
    /// `extract` is a cast (`as?`), which the shorter initialiser provides:
    ///
    /// ```swift
    /// Mappers.DispatchCase("dog", dog, embed: { $0 })    // Dog → any Animal, and back with `as? Dog`
    /// ```
    public struct DispatchCase<Key: Hashable & Sendable, Value: Sendable, Payload: JSONMapper>: Sendable {
        /// The key that chooses this case.
        ///
        /// ```swift
        /// Mappers.DispatchCase("dog", dog, embed: { $0 }).key   // "dog"
        /// ```
        public let key: Key
        /// The mapper of the payload, applied to the whole input.
        ///
        /// ```swift
        /// try dogCase.payload.map(["name": "Rex"])   // Dog(name: "Rex")
        /// ```
        public let payload: Payload
        @usableFromInline let embed: @Sendable (Payload.Output) -> Value
        @usableFromInline let extract: @Sendable (Value) -> Payload.Output?

        /// Creates a case from its key, its payload mapper and the two conversions.
        ///
        /// ```swift
        /// Mappers.DispatchCase("square", square, embed: Shape.square,
        ///                      extract: { if case .square(let s) = $0 { s } else { nil } })
        /// ```
        ///
        /// - Parameters:
        ///   - key: The discriminator value (or JSON kind) that chooses this case.
        ///   - payload: The mapper of the payload.
        ///   - embed: Makes the dispatched value from the payload (an enum case constructor).
        ///   - extract: Finds the payload in a value for the reverse; `nil` when the value is not
        ///     this case.
        public init(
            _ key: Key, _ payload: Payload,
            embed: @escaping @Sendable (Payload.Output) -> Value,
            extract: @escaping @Sendable (Value) -> Payload.Output?
        ) {
            self.key = key
            self.payload = payload
            self.embed = embed
            self.extract = extract
        }

        /// Creates a case for a protocol existential or a class hierarchy: the payload is
        /// extracted with a cast (`as? Payload.Output`).
        ///
        /// ```swift
        /// Mappers.DispatchCase("cat", cat, embed: { $0 })   // Cat → any Animal
        /// ```
        ///
        /// For an enum, pass `extract` as well: a cast from an enum to its payload always fails.
        public init(_ key: Key, _ payload: Payload, embed: @escaping @Sendable (Payload.Output) -> Value) {
            self.init(key, payload, embed: embed, extract: { $0 as? Payload.Output })
        }

        /// The payload read from `source` and embedded, when `key` is this case's.
        @inlinable
        func read(
            _ source: some JSONSource, key: Key, context: inout MappingContext
        ) throws(MappingError) -> Value? {
            guard key == self.key else { return nil }
            return embed(try payload.read(source, context: &context))
        }
    }

    /// The cases of a ``Dispatch``, in declaration order: what a ``DispatchBuilder`` block makes
    /// of its lines. Each case keeps its own payload mapper's type, so that the dispatch reads and
    /// writes through them without erasing them, and is reversible exactly when every payload
    /// mapper is a ``JSONCodec``.
    public struct DispatchCaseList<Key: Hashable & Sendable, Value: Sendable, each Payload: JSONMapper>: Sendable {
        /// The cases.
        @usableFromInline let cases: (repeat DispatchCase<Key, Value, each Payload>)

        /// The list of `cases`, in order.
        @inlinable
        init(_ cases: repeat DispatchCase<Key, Value, each Payload>) {
            self.cases = (repeat each cases)
        }

        /// The cases' keys, in declaration order.
        var keys: [Key] {
            var keys: [Key] = []
            for dispatchCase in repeat each cases {
                keys.append(dispatchCase.key)
            }
            return keys
        }

        /// The value of the first case with `key`, read from `source`; `nil` when no case has it.
        @inlinable
        func read(_ source: some JSONSource, key: Key, context: inout MappingContext) throws(MappingError) -> Value? {
            for dispatchCase in repeat each cases {
                if let value = try dispatchCase.read(source, key: key, context: &context) { return value }
            }
            return nil
        }
    }
}

extension Mappers.DispatchCase where Payload: JSONCodec {
    /// This case's key and the payload's JSON, written back by the payload mapper, if `value` is
    /// this case; `nil` otherwise.
    @inlinable
    func unmap(_ value: Value, context: inout MappingContext) throws(MappingError) -> (key: Key, json: JSON)? {
        guard let payloadValue = extract(value) else { return nil }
        var tree = JSONTreeBuilder(options: JSONWritingOptions(maxDepth: .max))
        try payload.write(payloadValue, to: &tree, context: &context)
        return (key, JSON(written: tree.value))
    }
}

extension Mappers.DispatchCaseList where repeat each Payload: JSONCodec {
    /// Maps `value` back with the first case that extracts it, in declaration order: its key and
    /// its payload's JSON; `nil` when no case extracts the value.
    @inlinable
    func unmap(_ value: Value, context: inout MappingContext) throws(MappingError) -> (key: Key, json: JSON)? {
        for dispatchCase in repeat each cases {
            if let found = try dispatchCase.unmap(value, context: &context) { return found }
        }
        return nil
    }
}

/// Builds the cases of a ``Mappers/Dispatch`` from the lines of a closure, one
/// ``Mappers/DispatchCase`` a line, in order.
///
/// The key and value types come from the enclosing ``Mappers/dispatch(on:to:fallbackFactory:_:)``
/// call, so a line can write its key as a literal (`"circle"`, `42`) or a kind (`.number`) and
/// its conversions as closures of the dispatched type.
///
/// ```swift
/// let shapes = Mappers.dispatch(on: "type", to: Shape.self) {
///     Mappers.DispatchCase("circle", circle, embed: Shape.circle,
///                          extract: { if case .circle(let c) = $0 { c } else { nil } })
///     Mappers.DispatchCase("square", square, embed: Shape.square,
///                          extract: { if case .square(let s) = $0 { s } else { nil } })
/// }
/// ```
@resultBuilder
public enum DispatchBuilder<Key: Hashable & Sendable, Value: Sendable> {
    /// A line: one case, whose key and value types are the builder's.
    ///
    /// ```swift
    /// Mappers.DispatchCase("circle", circle, embed: Shape.circle, extract: { … })   // "circle" is a JSON key
    /// ```
    @inlinable
    public static func buildExpression<Payload>(
        _ dispatchCase: Mappers.DispatchCase<Key, Value, Payload>
    ) -> Mappers.DispatchCase<Key, Value, Payload> {
        dispatchCase
    }

    /// The cases, in order.
    ///
    /// ```swift
    /// Mappers.dispatch(on: "type", to: Shape.self) { circleCase; squareCase }
    /// ```
    @inlinable
    public static func buildBlock<each Payload>(
        _ cases: repeat Mappers.DispatchCase<Key, Value, each Payload>
    ) -> Mappers.DispatchCaseList<Key, Value, repeat each Payload> {
        Mappers.DispatchCaseList(repeat each cases)
    }
}
