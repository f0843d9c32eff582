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
        self.init(source: source, keyPath: keyPath, required: mapper, backwardText: ChildWriting.writer(mapper.reversed))
    }

    /// The field of a required mapper that reads documents in place, whose reverse writes with
    /// `backwardText`.
    @inlinable
    init<M: ReversibleMapper & NodeMapper>(
        source: some Accessor, keyPath: any KeyPath<Root, Value> & Sendable, required mapper: M,
        backwardText: @escaping @Sendable (Value, inout JSONOutput, inout MappingContext) throws(MappingError) -> Bool
    ) where M.Output == Value {
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
        }, backwardText: backwardText)
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
        self.init(source: source, keyPath: keyPath, optional: mapper, backwardText: ChildWriting.writer(mapper.reversed))
    }

    /// The field of a mapper that receives `nil` for a missing value and reads documents in
    /// place, whose reverse writes with `backwardText`.
    @inlinable
    init<M: ReversibleMapper & OptionalNodeMapper>(
        source: some Accessor, keyPath: any KeyPath<Root, Value> & Sendable, optional mapper: M,
        backwardText: @escaping @Sendable (Value, inout JSONOutput, inout MappingContext) throws(MappingError) -> Bool
    ) where M.Output == Value {
        let reversed = mapper.reversed
        self.init(source: source, keyPath: keyPath, forward: { json, context throws(MappingError) in
            try mapper.map(json, context: &context)
        }, forwardNode: { node, context throws(MappingError) in
            try mapper.map(node: node, context: &context)
        }, backward: { value, context throws(MappingError) in
            try reversed.map(value, context: &context)
        }, backwardText: backwardText)
    }
}

// Fields whose mapper's reverse also writes JSON text directly (a ``JSONWritingMapper``) keep that
// ability with its type known where the mapping is written, so that writing a model calls the
// reverse mappers directly, specialised for the property's type. These initializers are chosen
// over the ones above whenever the reverse conforms; they behave exactly alike.

extension Field {
    /// A required field converted by a mapper of present JSON values that reads documents in place
    /// and whose reverse writes JSON text directly, read with a key path string.
    @inlinable
    public init<M: ReversibleMapper & NodeMapper>(_ source: String, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Output == Value, M.Reversed: JSONWritingMapper {
        self.init(Accessors.keyPath(source), keyPath, mapper)
    }

    /// A required field converted by a mapper of present JSON values that reads documents in place
    /// and whose reverse writes JSON text directly, read with any accessor.
    @inlinable
    public init<M: ReversibleMapper & NodeMapper>(_ source: some Accessor, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Output == Value, M.Reversed: JSONWritingMapper {
        let reversed = mapper.reversed
        self.init(source: source, keyPath: keyPath, required: mapper, backwardText: { value, output, context throws(MappingError) in
            try reversed.write(value, to: &output, context: &context)
            return true
        })
    }

    /// A field converted by a mapper that receives `nil` for a missing value, reads documents in
    /// place and whose reverse writes JSON text directly, read with a key path string.
    @inlinable
    public init<M: ReversibleMapper & OptionalNodeMapper>(_ source: String, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Output == Value, M.Reversed: OptionalJSONWritingMapper {
        self.init(Accessors.keyPath(source), keyPath, mapper)
    }

    /// A field converted by a mapper that receives `nil` for a missing value, reads documents in
    /// place and whose reverse writes JSON text directly, read with any accessor.
    @inlinable
    public init<M: ReversibleMapper & OptionalNodeMapper>(_ source: some Accessor, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Output == Value, M.Reversed: OptionalJSONWritingMapper {
        let reversed = mapper.reversed
        self.init(source: source, keyPath: keyPath, optional: mapper, backwardText: { value, output, context throws(MappingError) in
            try reversed.write(value, to: &output, context: &context)
        })
    }
}
