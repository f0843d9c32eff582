extension Mappers {
    /// Maps a JSON object into a mutable model: a starting value (a prototype or one made by a
    /// factory) whose `var` properties are assigned through writable key paths. Hydrant's
    /// `HYDMapObject` for classes with settable properties.
    ///
    /// ```swift
    /// struct Settings: Sendable { var theme = "light"; var fontSize = 12 }
    ///
    /// let settings = Mappers.object(prototype: Settings()) {
    ///     Field("theme", \.theme)
    ///     Field("font_size", \.fontSize, Mappers.optionally(Mappers.value(Int.self), default: 12))
    /// }
    /// ```
    ///
    /// Errors, reverse and options are as for ``Object``. A field whose mapper falls back to `nil`
    /// (a non-fatal failure without a default) keeps the prototype's value; a fallback default is
    /// assigned.
    public struct MutableObject<Root: Sendable>: JSONCodec {
        /// Makes the model the fields are assigned to, given the object read.
        @usableFromInline let makeRoot: @Sendable (FieldReader) throws(MappingError) -> Root
        let fields: [AnyField]
        /// The fields that decode, with their numbers.
        @usableFromInline let assigners: [(ordinal: Int, assign: FieldAssigner)]
        @usableFromInline let consumedKeys: Set<String>?
        /// How the fields are found in a document's object.
        @usableFromInline let nodePlan: ObjectNodePlan
        /// What to do with source keys that no field reads.
        public let unmappedKeys: UnmappedKeyPolicy
        /// What the reverse writes for `nil` properties.
        public let nilValues: NilWritingPolicy
        /// How the model is written, shared with the reverse.
        let writer: ObjectWriter

        init(
            makeRoot: @escaping @Sendable (FieldReader) throws(MappingError) -> Root, fields: [AnyField],
            unmappedKeys: UnmappedKeyPolicy, nilValues: NilWritingPolicy
        ) {
            var assigners: [(ordinal: Int, assign: FieldAssigner)] = []
            for (ordinal, field) in fields.enumerated() {
                let assign = field.makeAssigner()
                precondition(
                    assign != nil || field.direction == .encodeOnly,
                    "object mapping of \(Root.self): the property '\(field.propertyName.value)' is not writable; use Mappers.object(_:fields:) with an initializer"
                )
                if let assign { assigners.append((ordinal, assign)) }
            }
            fields.checkDistinctDestinations(of: Root.self)
            self.makeRoot = makeRoot
            self.fields = fields
            self.assigners = assigners
            self.consumedKeys = unmappedKeys == .ignore ? nil : fields.consumedKeys()
            self.nodePlan = ObjectNodePlan(fields, parameterCount: 0)
            self.unmappedKeys = unmappedKeys
            self.nilValues = nilValues
            self.writer = ObjectWriter(fields: fields, nilValues: nilValues)
        }

        /// Maps a JSON object into a new model: a document's object is read in one pass over its
        /// members, without building its ``/HydrantJSON/JSON`` value (unless an error, a
        /// custom accessor or a factory given the source needs it); a tree's by looking each
        /// field up.
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Root {
            switch source.form {
            case .tree(let input):
                let object = try ObjectMapping.requireObject(input)
                return try assignFields(reader: .tree(input), members: { object }, context: &context)
            case .node(let node):
                guard node.isObject else { throw ObjectMapping.notAnObject(node) }
                let plan = nodePlan
                return try MemberSlots.withTemporary(count: plan.slotCount) {
                    (slots) throws(MappingError) -> Root in
                    try assignFields(
                        reader: plan.reader(of: node, slots: slots), members: { node.json.object ?? JSONObject() },
                        context: &context)
                }
            }
        }

        /// Makes the model and assigns every field read by `reader` to it.
        @inlinable
        func assignFields(
            reader: FieldReader, members: () -> JSONObject, context: inout MappingContext
        ) throws(MappingError) -> Root {
            var root = try makeRoot(reader)
            var errors: [MappingError] = []
            InoutModel.with(&root) { model in
                ObjectMapping.assign(assigners, from: reader, to: model, errors: &errors)
            }
            if unmappedKeys != .ignore {
                ObjectMapping.checkUnmappedKeys(
                    members(), consumed: consumedKeys, policy: unmappedKeys, errors: &errors)
            }
            try ObjectMapping.finish(errors, source: reader.sourceValue, context: &context)
            return root
        }

        /// The same mapping with a different policy for source keys that no field reads.
        public func unmappedKeys(_ policy: UnmappedKeyPolicy) -> Self {
            Self(makeRoot: makeRoot, fields: fields, unmappedKeys: policy, nilValues: nilValues)
        }

        /// The same mapping, whose reverse writes `nil` properties as given.
        public func nilValues(_ policy: NilWritingPolicy) -> Self {
            Self(makeRoot: makeRoot, fields: fields, unmappedKeys: unmappedKeys, nilValues: policy)
        }
    }

    /// A mapping from a JSON object into a copy of `prototype`, assigning its `var` properties.
    ///
    /// - Precondition: Every field's key path is writable, and no two fields write the same
    ///   property (checked when the mapper is built).
    public static func object<Root: Sendable, each Value>(
        prototype: Root,
        @FieldsBuilder<Root> fields: () -> FieldList<Root, repeat each Value>
    ) -> MutableObject<Root> {
        MutableObject(makeRoot: { _ in prototype }, fields: fields().erased, unmappedKeys: .ignore, nilValues: .omit)
    }

    /// A mapping from a JSON object into a model made by `factory` for every mapping, assigning its
    /// `var` properties (use it for classes, so that each mapping gets a new instance).
    public static func object<Root: Sendable, each Value>(
        factory: @escaping @Sendable () -> Root,
        @FieldsBuilder<Root> fields: () -> FieldList<Root, repeat each Value>
    ) -> MutableObject<Root> {
        MutableObject(makeRoot: { _ in factory() }, fields: fields().erased, unmappedKeys: .ignore, nilValues: .omit)
    }
}

extension Mappers.MutableObject {
    /// The mapping's schema, under `$defs` with its type's name (see ``JSONSchema``).
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        ObjectSchema(fields: fields, unmappedKeys: unmappedKeys, consumedKeys: consumedKeys, nilValues: nilValues)
            .reference(root: Root.self, identity: ObjectIdentifier(nodePlan), in: &context)
    }

    /// Writes `root` as a JSON object: member by member into text and into a tree being built.
    public func write(_ root: Root, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError) {
        try writer.write(root, to: &sink, context: &context)
    }
}

extension Mappers.MutableObject: ReversibleMapper {}
