/// What an object mapping works out from its fields when it is built: the fields, the keys they
/// read, how they are found in a document's object, where their values are kept while the
/// object is read, and how the model is written.
///
/// Kept by reference, so that a mapping is a few words that copy with a few retains: a generic
/// struct with many reference-counted properties is copied, in a module other than Hydrant,
/// through its type metadata (the compiler's value witnesses), and the first copy of each
/// mapping type built that metadata from the type's mangled name, which every mapper around it
/// (`ArrayOf<Object<…>>`, a field's closures) paid again at a cold start (see docs/Performance.md).
@usableFromInline
final class ObjectPlan<Root>: Sendable {
    /// The fields, initializer parameters first, then the computed fields.
    let fields: [AnyField<Root>]
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
    init<each Value>(_ fields: FieldList<Root, repeat each Value>, nilValues: NilWritingPolicy) {
        let all = fields.erased
        all.checkDistinctDestinations()
        all.checkNoConsumers()
        self.fields = all
        consumedKeys = all.consumedKeys()
        nodePlan = ObjectNodePlan(all)
        values = ObjectValues(fields.parameters, slotCount: nodePlan.slotCount)
        writer = ObjectWriter(fields: all, nilValues: nilValues)
    }
}
