/// What a field's accessor read: a ``JSON`` value from a tree, or a node read in place from a
/// document; `nil` when the value is missing.
@usableFromInline
enum FieldInput {
    case json(JSON?)
    case node(JSONNode?)
}

// Fields whose mapper reads documents in place (a ``NodeMapper``) keep that ability, so that an
// object mapping of bytes builds no `JSON` tree. These initializers are chosen over the general ones
// whenever the mapper conforms; they behave exactly alike.

extension Field {
    /// A required field converted by a mapper of present JSON values that also reads documents in
    /// place, read with a key path string.
    @inlinable
    public init<M: ReversibleMapper & NodeMapper>(_ source: String, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Output == Value {
        self.init(Accessors.keyPath(source), keyPath, mapper)
    }

    /// A required field converted by a mapper of present JSON values that also reads documents in
    /// place, read with any accessor: a missing value or `null` fails before the mapper runs.
    @inlinable
    public init<M: ReversibleMapper & NodeMapper>(_ source: some Accessor, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Output == Value {
        let reversed = mapper.reversed
        self.init(source: source, keyPath: keyPath, forward: { json, context throws(MappingError) in
            guard let json else { throw MappingError(code: .missingValue) }
            if json.isNull { throw MappingError(code: .nullValue, sourceValue: json) }
            return try mapper.map(json, context: &context)
        }, forwardNode: { node, context throws(MappingError) in
            guard let node else { throw MappingError(code: .missingValue) }
            if node.isNull { throw MappingError(code: .nullValue, sourceValue: JSON.null) }
            return try mapper.map(node: node, context: &context)
        }, backward: { value, context throws(MappingError) in
            try reversed.map(value, context: &context)
        }, backwardText: ChildWriting.writer(reversed))
    }

    /// A field converted by a mapper that receives `nil` for a missing value and also reads
    /// documents in place, read with a key path string.
    @inlinable
    public init<M: ReversibleMapper & OptionalNodeMapper>(_ source: String, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Output == Value {
        self.init(Accessors.keyPath(source), keyPath, mapper)
    }

    /// A field converted by a mapper that receives `nil` for a missing value and also reads
    /// documents in place, read with any accessor.
    @inlinable
    public init<M: ReversibleMapper & OptionalNodeMapper>(_ source: some Accessor, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Output == Value {
        let reversed = mapper.reversed
        self.init(source: source, keyPath: keyPath, forward: { json, context throws(MappingError) in
            try mapper.map(json, context: &context)
        }, forwardNode: { node, context throws(MappingError) in
            try mapper.map(node: node, context: &context)
        }, backward: { value, context throws(MappingError) in
            try reversed.map(value, context: &context)
        }, backwardText: ChildWriting.writer(reversed))
    }
}
