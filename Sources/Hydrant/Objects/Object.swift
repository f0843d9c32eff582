extension Mappers {
    /// Maps a JSON object into a Swift type built by an initializer (immutable models with `let`
    /// properties and a memberwise `init`), field by field. Hydrant's `HYDMapObject`.
    ///
    /// ```swift
    /// struct Person: Sendable { let firstName: String; let age: Int; let nickname: String? }
    ///
    /// let person = Mappers.object(Person.init) {
    ///     Field("first_name", \.firstName)
    ///     Field("age", \.age)
    ///     Field("nickname", \.nickname)
    /// }
    /// let ada = try person.map(["first_name": "Ada", "age": 36])
    /// let json = try person.reversed.map(ada)   // {"first_name":"Ada","age":36}
    /// ```
    ///
    /// The fields are listed in the order of the initializer's parameters (the types enforce it,
    /// except between parameters of the same type). Every field is attempted, so one bad field does
    /// not hide the others; each field's error is wrapped with the field's source and destination
    /// paths (`name.first` → `firstName`), and the object's error is "Multiple parsing errors
    /// occurred (fatal=F, total=T)", fatal if any field is, listing the fields in declaration order.
    /// The reverse reads the properties through the key paths and writes a JSON object.
    public struct Object<Root, each Value>: JSONCodec {
        @usableFromInline let initializer: @Sendable (repeat each Value) -> Root
        /// The fields, the options and what is worked out from them, shared by copies of the
        /// mapping (see ``ObjectPlan``).
        @usableFromInline let plan: ObjectPlan
        /// The code that reads a document's object instead of the fields' closures, if any
        /// (``readingDirectly(_:)``).
        @usableFromInline let direct: DirectReader?
        /// What ``readingDirectly(_:)`` takes: reads the object ``ObjectReading`` reads.
        public typealias DirectReader =
            @Sendable (inout ObjectReading, inout MappingContext) throws(MappingError) -> Root
        /// The code that writes an object as text instead of the fields' closures, if any
        /// (``writingDirectly(_:)``).
        @usableFromInline let directWriter: DirectWriting<Root>?
        /// What to do with source keys that no field reads (``UnmappedKeyPolicy/ignore`` by default).
        public var unmappedKeys: UnmappedKeyPolicy { plan.unmappedKeys }
        /// What the reverse writes for `nil` properties (``NilWritingPolicy/omit`` by default).
        public var nilValues: NilWritingPolicy { plan.nilValues }

        init(
            fields: FieldList<Root, repeat each Value>,
            initializer: @escaping @Sendable (repeat each Value) -> Root,
            unmappedKeys: UnmappedKeyPolicy = .ignore,
            nilValues: NilWritingPolicy = .omit
        ) {
            self.initializer = initializer
            self.plan = ObjectPlan(fields, unmappedKeys: unmappedKeys, nilValues: nilValues)
            self.direct = nil
            self.directWriter = nil
        }

        /// The fields, as the mapping was built with them.
        var fieldList: FieldList<Root, repeat each Value> {
            FieldList(parameters: plan.parameters, computed: plan.computed)
        }

        /// Maps a JSON object to a `Root`: a document's object is read in one pass over its
        /// members, a tree's by looking each field up.
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Root {
            switch source.form {
            case .node(let node): try read(node: node, context: &context)
            case .tree(let json): try read(tree: json, context: &context)
            }
        }

        /// Writes `root` as a JSON object: member by member into text (by the direct writer when
        /// there is one, ``writingDirectly(_:)``), as a tree into a tree.
        @inlinable
        public func write(
            _ root: Root, to sink: inout some JSONSink, context: inout MappingContext
        ) throws(MappingError) {
            // Not bound to a constant, which would copy (and retain) the writer for every object.
            if directWriter != nil {
                let wrote = try sink.withTextOutput { (output: inout JSONOutput) throws(MappingError) -> Bool in
                    // Sorted keys are the tree's order.
                    guard !output.options.sortsKeys else { return false }
                    try directWriter?.write(root, to: &output, context: &context)
                    return true
                }
                if wrote == true { return }
            }
            try plan.lazyWriter.write(root, to: &sink, context: &context)
        }

        /// The mapping's schema, under `$defs` with its type's name (see ``JSONSchema``).
        public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
            ObjectSchema(
                fields: plan.fields, unmappedKeys: plan.unmappedKeys, consumedKeys: plan.consumedKeys,
                nilValues: plan.nilValues
            )
            .reference(root: Root.self, identity: ObjectIdentifier(plan), in: &context)
        }

        /// Maps a JSON object of a tree.
        @inlinable
        func read(tree input: JSON, context: inout MappingContext) throws(MappingError) -> Root {
            let object = try ObjectMapping.requireObject(input)
            return try mapFields(
                reader: { _ in .tree(input) }, members: { object }, source: { input }, context: &context)
        }

        /// What mapping a tree and mapping in place share: the fields are read into a stack
        /// buffer (see ``ObjectMapping/readFields(_:reader:buffer:unmappedKeys:consumedKeys:members:source:context:)``),
        /// then moved out of it into the initializer.
        ///
        /// - Parameter reader: Makes the field reader, given the buffer (whose slots a document
        ///   reader uses).
        @inlinable
        func mapFields(
            reader: (ArgumentBuffer) -> FieldReader, members: () -> JSONObject, source: () -> any Sendable,
            context: inout MappingContext
        ) throws(MappingError) -> Root {
            let values = plan.values
            return try ArgumentBuffer.withTemporary(byteCount: values.byteCount, alignment: values.alignment) {
                (buffer) throws(MappingError) -> Root in
                let reader = reader(buffer)
                do throws(MappingError) {
                    try ObjectMapping.readFields(
                        values, reader: reader, buffer: buffer, unmappedKeys: plan.unmappedKeys,
                        consumedKeys: plan.consumedKeys, members: members, source: source, context: &context)
                } catch {
                    var index = 0
                    for type in repeat (each Value).self {
                        values.destroy(type, in: buffer, &index)
                    }
                    throw error
                }
                var index = 0
                return initializer(repeat values.take(from: buffer, &index) as each Value)
            }
        }

        /// The same mapping over the same plan, with another initializer (and direct reader and
        /// writer).
        init(
            plan: ObjectPlan, initializer: @escaping @Sendable (repeat each Value) -> Root,
            direct: DirectReader? = nil, directWriter: DirectWriting<Root>? = nil
        ) {
            self.plan = plan
            self.initializer = initializer
            self.direct = direct
            self.directWriter = directWriter
        }

        /// The mapping as ``Mappers/object(_:fields:)`` hands it out: in debug builds, its
        /// initializer checks the field order of the first object it makes (see
        /// ``FieldOrderCheck``); release builds call the initializer as it is.
        func checkingFieldOrder() -> Self {
            #if DEBUG
                let fields = plan.parameters
                let check = FieldOrderCheck(parameterCount: fields.count)
                return inspecting { root, handed in
                    if check.takeFirst() { FieldOrderCheck.warnIfSwapped(root, handed: handed(), fields: fields) }
                }
            #else
                return self
            #endif
        }

        /// The warning for fields listed in another order than the initializer's parameters, found
        /// by mapping `input` (see ``FieldOrderCheck``); `nil` when there is none, or when `input`
        /// does not map. What `expectFieldOrder(_:reading:)` of HydrantTestSupport checks.
        package func fieldOrderWarning(reading input: JSON) -> String? {
            let fields = plan.parameters
            let found = FieldOrderCheck.Finding()
            var context = MappingContext()
            _ = try? inspecting { root, handed in
                found.warning = FieldOrderCheck.warning(root, handed: handed(), fields: fields)
            }.read(input, context: &context)
            return found.warning
        }

        /// The same mapping over the same plan, whose initializer hands `inspect` each object it
        /// makes and a function that lists the values it was given.
        private func inspecting(_ inspect: @escaping @Sendable (Root, () -> [Any]) -> Void) -> Self {
            let initializer = initializer
            return Self(plan: plan) { (values: repeat each Value) -> Root in
                let root = initializer(repeat each values)
                inspect(root) {
                    var handed: [Any] = []
                    for value in repeat each values { handed.append(value) }
                    return handed
                }
                return root
            }
        }

        /// The same mapping with a different policy for source keys that no field reads.
        public func unmappedKeys(_ policy: UnmappedKeyPolicy) -> Self {
            let plan = ObjectPlan(fieldList, unmappedKeys: policy, nilValues: nilValues)
            return Self(plan: plan, initializer: initializer, direct: direct, directWriter: directWriter?.with(plan))
        }

        /// The same mapping, whose reverse writes `nil` properties as given.
        public func nilValues(_ policy: NilWritingPolicy) -> Self {
            let plan = ObjectPlan(fieldList, unmappedKeys: unmappedKeys, nilValues: policy)
            return Self(plan: plan, initializer: initializer, direct: direct, directWriter: directWriter?.with(plan))
        }
    }

    /// A mapping from a JSON object to a type built by `initializer`, one ``Field`` per parameter,
    /// in order.
    ///
    /// - Precondition: No two fields write the same property (checked when the mapper is built).
    @preconcurrency
    public static func object<Root, each Value>(
        _ initializer: @escaping @Sendable (repeat each Value) -> Root,
        @FieldsBuilder<Root> fields: () -> FieldList<Root, repeat each Value>
    ) -> Object<Root, repeat each Value> {
        Object(fields: fields(), initializer: initializer).checkingFieldOrder()
    }

    /// A mapping from a JSON array of objects to an array of `Root`: `array(of:)`
    /// around ``object(_:fields:)``. Hydrant's `HYDMapArrayOfObjects`.
    ///
    /// ```swift
    /// let people = Mappers.arrayOfObjects(Person.init) {
    ///     Field("name", \.name)
    /// }
    /// ```
    @preconcurrency
    public static func arrayOfObjects<Root, each Value>(
        _ initializer: @escaping @Sendable (repeat each Value) -> Root,
        @FieldsBuilder<Root> fields: () -> FieldList<Root, repeat each Value>
    ) -> ArrayOf<Object<Root, repeat each Value>> {
        ArrayOf(Object(fields: fields(), initializer: initializer).checkingFieldOrder())
    }
}

extension Mappers.Object {
    /// Maps a JSON object read in place from a document, without building its ``/HydrantJSON/JSON`` value
    /// (unless an error needs it).
    @inlinable
    func read(node: JSONNode, context: inout MappingContext) throws(MappingError) -> Root {
        guard node.isObject else { throw ObjectMapping.notAnObject(node) }
        if let direct {
            var reading = ObjectReading(object: node, plan: plan)
            return try direct(&reading, &context)
        }
        let plan = plan.nodePlan
        let values = self.plan.values
        return try mapFields(
            reader: { buffer in plan.reader(of: node, slots: values.slots(in: buffer, count: plan.slotCount)) },
            members: { node.json.object ?? JSONObject() }, source: { DocumentValue(node) }, context: &context)
    }
}

extension Mappers.Object: ReversibleMapper {}
