/// The fields of an object mapping, in declaration order, as written in a ``FieldsBuilder`` block.
public struct FieldList<Root, each Value>: Sendable {
    @usableFromInline let fields: (repeat Field<Root, each Value>)
    /// The ``ComputedField``s, which are not initializer parameters, in order.
    @usableFromInline let computed: [AnyField<Root>]

    @inlinable
    init(_ fields: repeat Field<Root, each Value>, computed: [AnyField<Root>] = []) {
        self.fields = (repeat each fields)
        self.computed = computed
    }

    /// The fields without their value types, in order, then the computed fields.
    var erased: [AnyField<Root>] {
        var list: [AnyField<Root>] = []
        for field in repeat each fields {
            list.append(AnyField(field))
        }
        return list + computed
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
        FieldList(first)
    }

    /// The fields so far, then the next.
    ///
    /// Inlinable, so that it is specialised where the mapping is written: run as generic code, each
    /// call looked up the metadata of a list one field longer than the last, which made building
    /// an object mapping of n fields cost in proportion to n².
    @inlinable
    public static func buildPartialBlock<each Value, Next>(
        accumulated: FieldList<Root, repeat each Value>, next: Field<Root, Next>
    ) -> FieldList<Root, repeat each Value, Next> {
        FieldList(repeat each accumulated.fields, next, computed: accumulated.computed)
    }
}

/// A field with its value type erased: what the reverse mapping and mutable models need.
@usableFromInline
struct AnyField<Root>: Sendable {
    let source: any Accessor
    let keyPath: any AnyKeyPath & Sendable
    let propertyName: PropertyName
    /// Whether the field is read, written, or both.
    let direction: FieldDirection
    /// Whether the field is a ``ComputedField`` rather than an initializer parameter.
    let isComputed: Bool
    let write: @Sendable (Root, inout JSON, NilWritingPolicy, inout [MappingError]) -> Void
    /// The JSON to write for the property (see ``FieldEncoding``).
    let encode: @Sendable (Root, NilWritingPolicy, inout [MappingError]) -> JSON??
    /// `encode` writing straight into JSON text; returns whether it wrote a value.
    let encodeText: FieldTextEncoder
    /// `encode` writing into a tree being built.
    let encodeTree: FieldTreeEncoder
    /// Reads the field from a source object and assigns it to a model; `nil` when the key path is
    /// not writable.
    /// Its arguments are the object read, the field's position in the mapping and the model.
    let assign: FieldAssigner?

    init<Value>(_ field: Field<Root, Value>) {
        source = field.source
        keyPath = field.keyPath
        propertyName = field.name
        direction = field.direction
        isComputed = false
        if field.direction == .decodeOnly {
            write = { _, _, _, _ in }
            encode = { _, _, _ in nil }
            encodeText = { _, _, _, _ in false }
            encodeTree = { _, _, _, _ in false }
        } else {
            write = { root, output, policy, errors in
                field.write(from: root, into: &output, nilPolicy: policy, errors: &errors)
            }
            encode = field.encode
            encodeText = field.encodeText
            encodeTree = field.encodeTree
        }
        assign = field.assign
    }
}

extension Array {
    /// Checks, when a mapping is built, that no two fields write the same property.
    func checkDistinctDestinations<Root>() where Element == AnyField<Root> {
        var seen = Set<AnyKeyPath>()
        for field in self where !field.isComputed {
            precondition(
                seen.insert(field.keyPath).inserted,
                "object mapping of \(Root.self): two fields write the property '\(field.propertyName.value)'")
        }
    }

    /// The source keys the fields read, or `nil` if any field's accessor does not say.
    func consumedKeys<Root>() -> Set<String>? where Element == AnyField<Root> {
        var keys = Set<String>()
        for field in self where field.direction != .encodeOnly {
            guard let first = field.source.topLevelKeys else { return nil }
            keys.formUnion(first)
        }
        return keys
    }
}
