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
/// What works the plan out runs unspecialised, once per model type, when a mapping is first
/// built. It reads its arrays of fields through `withUnsafeBufferPointer`, by index from 0 to
/// `count`, rather than with `for field in fields`, `map`, `+` or `indices`:
/// - a sequence algorithm over `[AnyField<Root>]` needs the array's `Collection` conformance for
///   that `Root`, which the run time finds by searching every conformance in the process (about
///   60,000 instructions per model type), and `indices` its `RandomAccessCollection` witnesses;
/// - the array's subscript copies the whole field through its type metadata (about 500
///   instructions with the copy's destruction), where a buffer's subscript reads one property in
///   place.
@usableFromInline
final class ObjectPlan<Root>: Sendable {
    /// The fields that are initializer parameters, in order.
    let parameters: [AnyField<Root>]
    /// The computed fields, in order.
    let computed: [AnyField<Root>]
    /// What to do with source keys that no field reads.
    @usableFromInline let unmappedKeys: UnmappedKeyPolicy
    /// What the reverse writes for `nil` properties.
    let nilValues: NilWritingPolicy
    /// The source keys the fields read, or `nil` if an accessor does not say.
    @usableFromInline let consumedKeys: Set<String>?
    /// How the fields are found in a document's object.
    @usableFromInline let nodePlan: ObjectNodePlan
    /// Where the initializer parameters' values are kept while an object is read.
    @usableFromInline let values: ObjectValues
    /// How the model is written, shared with the reverse.
    @usableFromInline let writer: ObjectWriter<Root>

    /// The plan of an initializer-based mapping of `fields`.
    ///
    /// - Precondition: No two fields write the same property, and no computed field decodes.
    init<each Value>(
        _ fields: FieldList<Root, repeat each Value>, unmappedKeys: UnmappedKeyPolicy, nilValues: NilWritingPolicy
    ) {
        var parameterCount = 0
        for _ in repeat (each Value).self { parameterCount += 1 }
        // The builder adds one field for each value type; the initializer's call counts on it.
        precondition(fields.parameters.count == parameterCount, "a field list out of step with its value types")
        let all = fields.parameters.appending(fields.computed)
        all.checkDistinctDestinations()
        all.checkNoConsumers()
        parameters = fields.parameters
        computed = fields.computed
        self.unmappedKeys = unmappedKeys
        self.nilValues = nilValues
        consumedKeys = all.consumedKeys()
        nodePlan = ObjectNodePlan(all)
        values = ObjectValues(fields.parameters, slotCount: nodePlan.slotCount)
        writer = ObjectWriter(fields: all, nilValues: nilValues)
    }

    /// The fields, initializer parameters first, then the computed fields (what hooks read).
    var fields: [AnyField<Root>] {
        parameters.appending(computed)
    }
}
