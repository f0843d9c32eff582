import Foundation

/// An initializer-based object mapping's ``ObjectWriter``, made when the mapping's reverse is first
/// used rather than when the mapping is built.
///
/// Writing needs the fields' key paths, and making a key path costs about 25,000 instructions (its
/// class and types are looked up by mangled name): for a model of twenty fields, more than working
/// out the rest of the mapping. A program that only decodes into initializers never makes them,
/// and one that encodes makes them once per mapping, on its first encode (see docs/Performance.md,
/// "Cold start"). That is also when release builds check that no two fields write the same
/// property (``Swift/Array/checkDistinctDestinations(of:)``); debug builds check it when the
/// mapping is built, too.
///
/// Every object written asks for the writer, so that takes no lock once it is made
/// (``PublishedOnce``).
@usableFromInline
final class LazyObjectWriter: Sendable {
    private let fields: [AnyField]
    private let nilValues: NilWritingPolicy
    /// The model type, for the message of a configuration error.
    private let root: Any.Type
    /// The writer once made.
    @usableFromInline let writer = PublishedOnce<ObjectWriter>()

    init(fields: [AnyField], nilValues: NilWritingPolicy, root: Any.Type) {
        self.fields = fields
        self.nilValues = nilValues
        self.root = root
    }

    /// Writes `root` with the writer, made on the first call: once it is made, without retaining
    /// it (``writer`` keeps it for as long as this object lives, and the mapping that calls keeps
    /// this object), which every object written would otherwise pay for.
    ///
    /// - Precondition: No two fields write the same property (checked when the writer is made).
    @inlinable
    func write<Root>(_ root: Root, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError) {
        guard let made = writer.published else {
            try makeWriter().write(root, to: &sink, context: &context)
            return
        }
        var failure: MappingError?
        made.withObject { writer in
            do throws(MappingError) {
                try writer.write(root, to: &sink, context: &context)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Makes the writer unless another thread has, and publishes it.
    @usableFromInline
    func makeWriter() -> ObjectWriter {
        writer.makeOnce {
            fields.checkDistinctDestinations(of: root)
            return ObjectWriter(fields: fields, nilValues: nilValues)
        }
    }
}
