/// The fields of an object mapping, in declaration order, as written in a ``FieldsBuilder`` block.
///
/// The value types (`each Value`) are the initializer's parameters, checked where the mapping is
/// written; the fields themselves are kept with their value types erased. A list that kept each
/// ``Field`` with its type, as a tuple, would make every mapping type's layout depend on a pack of
/// generic types, which Swift works out at run time: each copy of a mapping would go through its
/// type metadata, and the first would demangle the mapping's whole type name (most of a cold
/// start, see docs/Performance.md).
public struct FieldList<Root, each Value>: Sendable {
    /// The fields that are initializer parameters, in order: one per `Value`.
    @usableFromInline let parameters: [AnyField]
    /// The ``ComputedField``s, which are not initializer parameters, in order.
    @usableFromInline let computed: [AnyField]

    @inlinable
    init(parameters: [AnyField], computed: [AnyField] = []) {
        self.parameters = parameters
        self.computed = computed
    }

    /// The fields without their value types, in order, then the computed fields.
    var erased: [AnyField] {
        parameters.appending(computed)
    }
}

/// Builds the fields of an object mapping from the lines of a closure.
///
/// ```swift
/// Mappers.object(Person.init) {
///     Field("first_name", \.firstName)
///     Field("age", \.age)
/// }
/// ```
@resultBuilder
public enum FieldsBuilder<Root> {
    /// Lets each line infer its key path's root from the mapping.
    @inlinable
    public static func buildExpression<Value>(_ field: Field<Root, Value>) -> Field<Root, Value> {
        field
    }

    /// The first field.
    @inlinable
    public static func buildPartialBlock<Value>(first: Field<Root, Value>) -> FieldList<Root, Value> {
        FieldList(parameters: [first.erased])
    }

    /// The fields so far, then the next.
    ///
    /// Inlinable, so that it is specialised where the mapping is written, and the list's array
    /// grows in place.
    @inlinable
    public static func buildPartialBlock<each Value, Next>(
        accumulated: consuming FieldList<Root, repeat each Value>, next: Field<Root, Next>
    ) -> FieldList<Root, repeat each Value, Next> {
        var parameters = accumulated.parameters
        parameters.append(next.erased)
        return FieldList(parameters: parameters, computed: accumulated.computed)
    }
}
