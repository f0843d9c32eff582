/// An object mapping's fields and options, and what it works out from them when it is built: the
/// keys the fields read, how they are found in a document's object, where their values are kept
/// while the object is read, and how the model is written.
///
/// Kept by reference, so that a mapping is two references: a generic struct of more than six
/// stored values (counting those of the structs it holds) is copied, in a module other than
/// Hydrant, through its type metadata (the compiler's value witnesses), and the first copy of each
/// mapping type built that metadata from the type's mangled name, which every mapper around it
/// (`ArrayOf<Object<…>>`, a field's closures) paid again at a cold start (see docs/Performance.md).
///
/// Neither the plan nor its fields (``AnyField``) are generic, so that what works the plan out, once
/// per model type when a mapping is first built, is compiled once and specialised: when the fields
/// were `AnyField<Root>`, it ran unspecialised and made type metadata for each model type (the
/// plan's class, buffers and arrays of its fields, their `Collection` conformances: about 60,000
/// instructions per model type, found by searching every conformance in the process).
@usableFromInline
final class ObjectPlan: Sendable {
    /// The fields that are initializer parameters, in order.
    let parameters: [AnyField]
    /// The computed fields, in order.
    let computed: [AnyField]
    /// What to do with source keys that no field reads.
    @usableFromInline let unmappedKeys: UnmappedKeyPolicy
    /// What the reverse writes for `nil` properties.
    let nilValues: NilWritingPolicy
    /// The source keys the fields read, or `nil` if an accessor does not say or the policy is
    /// ``UnmappedKeyPolicy/ignore`` (which never looks at them).
    @usableFromInline let consumedKeys: Set<String>?
    /// How the fields are found in a document's object.
    @usableFromInline let nodePlan: ObjectNodePlan
    /// Where the initializer parameters' values are kept while an object is read.
    @usableFromInline let values: ObjectValues
    /// How the model is written, shared with the reverse: made when first used, with the fields'
    /// key paths (see ``LazyObjectWriter``).
    @usableFromInline let lazyWriter: LazyObjectWriter

    /// The plan of an initializer-based mapping of `fields`.
    ///
    /// - Precondition: No two fields write the same property (checked here in debug builds, and
    ///   when the reverse is first used in every build), and no computed field decodes.
    convenience init<Root, each Value>(
        _ fields: FieldList<Root, repeat each Value>, unmappedKeys: UnmappedKeyPolicy, nilValues: NilWritingPolicy
    ) {
        var parameterCount = 0
        for _ in repeat (each Value).self { parameterCount += 1 }
        // The builder adds one field for each value type; the initializer's call counts on it.
        precondition(fields.parameters.count == parameterCount, "a field list out of step with its value types")
        self.init(
            parameters: fields.parameters, computed: fields.computed, root: Root.self, unmappedKeys: unmappedKeys,
            nilValues: nilValues)
    }

    /// The plan of an initializer-based mapping of `root` with these fields.
    private init(
        parameters: [AnyField], computed: [AnyField], root: Any.Type, unmappedKeys: UnmappedKeyPolicy,
        nilValues: NilWritingPolicy
    ) {
        let all = parameters.appending(computed)
        #if DEBUG
            // Release builds check it when the reverse is first used: it needs the key paths,
            // which decoding does not (see ``LazyObjectWriter``).
            all.checkDistinctDestinations(of: root)
        #endif
        all.checkNoConsumers(of: root)
        self.parameters = parameters
        self.computed = computed
        self.unmappedKeys = unmappedKeys
        self.nilValues = nilValues
        // Only a policy other than `ignore` looks at them; changing the policy makes a new plan.
        consumedKeys = unmappedKeys == .ignore ? nil : all.consumedKeys()
        nodePlan = ObjectNodePlan(all, parameterCount: parameters.count)
        values = ObjectValues(parameters, slotCount: nodePlan.slotCount)
        lazyWriter = LazyObjectWriter(fields: all, nilValues: nilValues, root: root)
    }

    /// The fields, initializer parameters first, then the computed fields (what hooks read).
    var fields: [AnyField] {
        parameters.appending(computed)
    }
}
