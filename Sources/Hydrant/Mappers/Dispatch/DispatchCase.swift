/// The cases of a ``Mappers/Dispatch``, in declaration order: what a ``DispatchBuilder`` block
/// produces. A single ``Mappers/DispatchCase`` is a list of one; ``Mappers/DispatchCaseList``
/// appends a case to a list.
///
/// You rarely conform to this protocol yourself; list ``Mappers/DispatchCase`` values in a
/// ``Mappers/dispatch(on:to:fallbackFactory:_:)`` block instead.
///
/// ```swift
/// let shapes = Mappers.dispatch(on: "type", to: Shape.self) {
///     Mappers.DispatchCase("circle", circle, embed: Shape.circle,
///                          extract: { if case .circle(let c) = $0 { c } else { nil } })
///     Mappers.DispatchCase("square", square, embed: Shape.square,
///                          extract: { if case .square(let s) = $0 { s } else { nil } })
/// }
/// shapes.cases.keys    // ["circle", "square"]: a DispatchCaseList of two DispatchCases
/// ```
public protocol DispatchCases<Key, Value>: Sendable {
    /// What a case is chosen by: a ``/HydrantJSON/JSON`` tag, or a ``/HydrantJSON/JSONKind``.
    associatedtype Key: Hashable & Sendable
    /// The type every case produces: an enum, or a protocol existential (`any Animal`).
    associatedtype Value: Sendable

    /// The keys of the cases, in declaration order.
    ///
    /// ```swift
    /// shapes.cases.keys   // ["circle", "square"]
    /// ```
    var keys: [Key] { get }

    /// Maps `input` with the first case whose key is `key`; `nil` when no case has that key.
    ///
    /// ```swift
    /// try shapes.cases.map(["radius": 1], key: "circle", context: &context)   // .circle(…)
    /// ```
    func map(_ input: JSON, key: Key, context: inout MappingContext) throws(MappingError) -> Value?

    /// The value of the case whose key is `key`, read from any source (a document in place, or a
    /// tree); `nil` when no case has the key. The default maps the source's ``/HydrantJSON/JSON``
    /// value with ``map(_:key:context:)``.
    func read(_ source: some JSONSource, key: Key, context: inout MappingContext) throws(MappingError) -> Value?
}

extension DispatchCases {
    /// Maps the source's ``/HydrantJSON/JSON`` value with ``map(_:key:context:)``.
    @inlinable
    public func read(_ source: some JSONSource, key: Key, context: inout MappingContext) throws(MappingError) -> Value?
    {
        try map(source.json, key: key, context: &context)
    }
}

/// Cases that can also map values back: every case's payload mapper is reversible.
///
/// ```swift
/// try shapes.cases.unmap(.circle(Circle(radius: 1)), context: &context)   // ("circle", {"radius":1})
/// ```
public protocol ReversibleDispatchCases<Key, Value>: DispatchCases {
    /// Maps `value` back with the first case that extracts it: that case's key and the JSON its
    /// reversed payload mapper produced; `nil` when no case extracts the value.
    ///
    /// ```swift
    /// try shapes.cases.unmap(.square(Square(side: 2)), context: &context)?.key   // "square"
    /// ```
    func unmap(_ value: Value, context: inout MappingContext) throws(MappingError) -> (key: Key, json: JSON)?
}

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
    public struct DispatchCase<Key: Hashable & Sendable, Value: Sendable, Payload: JSONMapper>: DispatchCases
    where Payload.Input == JSON {
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

        /// This case's key.
        ///
        /// ```swift
        /// Mappers.DispatchCase("dog", dog, embed: { $0 }).keys   // ["dog"]
        /// ```
        public var keys: [Key] { [key] }

        /// Maps `input` with the payload mapper if `key` is this case's key; `nil` otherwise.
        ///
        /// ```swift
        /// try dogCase.map(["type": "dog"], key: "dog", context: &context)   // a Dog, as any Animal
        /// ```
        public func map(_ input: JSON, key: Key, context: inout MappingContext) throws(MappingError) -> Value? {
            try read(input, key: key, context: &context)
        }

        /// The payload read from `source` and embedded, when `key` is this case's.
        @inlinable
        public func read(
            _ source: some JSONSource, key: Key, context: inout MappingContext
        ) throws(MappingError) -> Value? {
            guard key == self.key else { return nil }
            return embed(try payload.read(source, context: &context))
        }
    }

    /// A list of dispatch cases followed by one more; built by ``DispatchBuilder``.
    ///
    /// ```swift
    /// let cases = Mappers.DispatchCaseList(circleCase, squareCase)
    /// cases.keys   // ["circle", "square"]
    /// ```
    public struct DispatchCaseList<Earlier: DispatchCases, Last: DispatchCases>: DispatchCases
    where Earlier.Key == Last.Key, Earlier.Value == Last.Value {
        /// The cases declared before ``last``.
        ///
        /// ```swift
        /// Mappers.DispatchCaseList(circleCase, squareCase).earlier.keys   // ["circle"]
        /// ```
        public let earlier: Earlier
        /// The case declared last.
        ///
        /// ```swift
        /// Mappers.DispatchCaseList(circleCase, squareCase).last.keys   // ["square"]
        /// ```
        public let last: Last

        /// Appends `last` to `earlier`.
        ///
        /// ```swift
        /// Mappers.DispatchCaseList(circleCase, squareCase)
        /// ```
        @inlinable
        public init(_ earlier: Earlier, _ last: Last) {
            self.earlier = earlier
            self.last = last
        }

        /// The keys of ``earlier``, then those of ``last``.
        ///
        /// ```swift
        /// Mappers.DispatchCaseList(circleCase, squareCase).keys   // ["circle", "square"]
        /// ```
        public var keys: [Earlier.Key] { earlier.keys + last.keys }

        /// Maps with the first case whose key is `key`, in declaration order.
        ///
        /// ```swift
        /// try cases.map(["side": 2], key: "square", context: &context)   // .square(…)
        /// ```
        public func map(
            _ input: JSON, key: Earlier.Key, context: inout MappingContext
        ) throws(MappingError) -> Earlier.Value? {
            try read(input, key: key, context: &context)
        }

        /// The value of the first case with `key`, read from `source`.
        @inlinable
        public func read(
            _ source: some JSONSource, key: Earlier.Key, context: inout MappingContext
        ) throws(MappingError) -> Earlier.Value? {
            if let value = try earlier.read(source, key: key, context: &context) { return value }
            return try last.read(source, key: key, context: &context)
        }
    }
}

extension Mappers.DispatchCase: ReversibleDispatchCases where Payload: JSONCodec {
    /// This case's key and the payload written back by the reversed payload mapper, if `value` is
    /// this case; `nil` otherwise.
    ///
    /// ```swift
    /// try circleCase.unmap(.circle(Circle(radius: 1)), context: &context)   // ("circle", {"radius":1})
    /// ```
    @inlinable
    public func unmap(_ value: Value, context: inout MappingContext) throws(MappingError) -> (key: Key, json: JSON)? {
        guard let payloadValue = extract(value) else { return nil }
        var tree = JSONTreeBuilder(options: JSONWritingOptions(maxDepth: .max))
        try payload.write(payloadValue, to: &tree, context: &context)
        return (key, JSON(written: tree.value))
    }
}

extension Mappers.DispatchCaseList: ReversibleDispatchCases
where Earlier: ReversibleDispatchCases, Last: ReversibleDispatchCases {
    /// Maps `value` back with the first case that extracts it, in declaration order.
    ///
    /// ```swift
    /// try cases.unmap(.square(Square(side: 2)), context: &context)?.key   // "square"
    /// ```
    @inlinable
    public func unmap(
        _ value: Earlier.Value, context: inout MappingContext
    ) throws(MappingError) -> (key: Earlier.Key, json: JSON)? {
        if let found = try earlier.unmap(value, context: &context) { return found }
        return try last.unmap(value, context: &context)
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

    /// The first case.
    ///
    /// ```swift
    /// Mappers.dispatch(on: "type", to: Shape.self) { circleCase }   // cases: the case itself
    /// ```
    @inlinable
    public static func buildPartialBlock<First: DispatchCases>(first: First) -> First
    where First.Key == Key, First.Value == Value {
        first
    }

    /// The cases so far, then another.
    ///
    /// ```swift
    /// Mappers.dispatch(on: "type", to: Shape.self) { circleCase; squareCase }   // a DispatchCaseList
    /// ```
    @inlinable
    public static func buildPartialBlock<Earlier: DispatchCases, Next: DispatchCases>(
        accumulated: Earlier, next: Next
    ) -> Mappers.DispatchCaseList<Earlier, Next>
    where Earlier.Key == Key, Earlier.Value == Value, Next.Key == Key, Next.Value == Value {
        Mappers.DispatchCaseList(accumulated, next)
    }
}
