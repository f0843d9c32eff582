/// A transformer made of two closures. Hydrant's `HYDBlockValueTransformer`; always reversible.
///
/// ```swift
/// let cents = BlockTransformer(transform: { (euros: Double) in Int((euros * 100).rounded()) },
///                              reverse: { (cents: Int) in Double(cents) / 100 })
/// try Mappers.transform(cents).map(1.5)   // 150
/// ```
public struct BlockTransformer<Input: Sendable, Output: Sendable>: ReversibleValueTransforming {
    private let forward: @Sendable (Input) throws -> Output
    private let backward: @Sendable (Output) throws -> Input

    /// Creates the transformer from its two directions.
    public init(
        transform: @escaping @Sendable (Input) throws -> Output, reverse: @escaping @Sendable (Output) throws -> Input
    ) {
        self.forward = transform
        self.backward = reverse
    }

    /// Calls the forward closure.
    public func transform(_ value: Input) throws -> Output { try forward(value) }

    /// Calls the reverse closure.
    public func reverseTransform(_ value: Output) throws -> Input { try backward(value) }
}

/// A transformer that returns its input in both directions. Hydrant's `HYDIdentityValueTransformer`.
///
/// ```swift
/// try IdentityTransformer<String>().transform("same")   // "same"
/// ```
public struct IdentityTransformer<Value: Sendable>: ReversibleValueTransforming {
    /// Creates the transformer.
    public init() {}

    /// Returns `value`.
    public func transform(_ value: Value) -> Value { value }

    /// Returns `value`.
    public func reverseTransform(_ value: Value) -> Value { value }
}

/// A reversible transformer with its directions swapped. Hydrant's `HYDReversedValueTransformer`.
///
/// Only reversible transformers can be swapped; a one-way one is rejected at compile time (Hydrant
/// raised an exception at construction).
///
/// ```swift
/// let toCamel = ReversedTransformer(CamelCaseToSnakeCase())
/// try toCamel.transform("first_name")   // "firstName"
/// ```
public struct ReversedTransformer<Base: ReversibleValueTransforming>: ReversibleValueTransforming {
    /// The transformer whose directions are swapped.
    public let base: Base

    /// Creates the swapped transformer.
    public init(_ base: Base) {
        self.base = base
    }

    /// The base's reverse transformation.
    public func transform(_ value: Base.Output) throws -> Base.Input { try base.reverseTransform(value) }

    /// The base's forward transformation.
    public func reverseTransform(_ value: Base.Input) throws -> Base.Output { try base.transform(value) }
}
