/// Reading one property of a model and converting it back to JSON: what ``Field`` does in the
/// reverse of an object mapping, before the value is written with the field's accessor.
///
/// Every ``Field`` keeps an `encode` closure built from one of these where the field is written
/// (the initializers are inlinable), so the conversion is specialised for the property's type.
@usableFromInline
struct FieldEncoding<Root, Value>: Sendable {
    @usableFromInline let sharedSource: SharedAccessor
    /// Where the field is written.
    @inlinable var source: any Accessor { sharedSource.base }
    @usableFromInline let keyPath: any KeyPath<Root, Value> & Sendable
    @usableFromInline let propertyName: PropertyName
    /// The byte offset of the property in `Root` when it is a stored property of a struct, so that
    /// it is read without applying the key path.
    @usableFromInline let offset: Int?

    /// Kept small, without the field's conversions (each closure that writes the field captures
    /// only the conversion it calls): a copy of a struct with many references goes through its
    /// type's metadata, which a cold start would build for every pair of root and value types.
    @inlinable
    init(source: SharedAccessor, keyPath: any KeyPath<Root, Value> & Sendable, propertyName: PropertyName) {
        self.sharedSource = source
        self.keyPath = keyPath
        self.propertyName = propertyName
        self.offset = MemoryLayout<Root>.offset(of: keyPath as PartialKeyPath<Root>)
    }

    /// The property of `root`.
    @inlinable
    func property(of root: BorrowedModel) -> Value {
        root.property(keyPath, offset: offset)
    }

    /// The JSON to write for the property of `root`: `.some(nil)` writes
    /// nothing (or `null`, per `nilPolicy`); `nil` when the conversion failed (the error is
    /// recorded in `errors`, with the property as its source path and the accessor as its
    /// destination path).
    @inlinable
    func json(
        at root: BorrowedModel, with backward: (Value, inout MappingContext) throws(MappingError) -> JSON?,
        nilPolicy: NilWritingPolicy, errors: inout [MappingError]
    ) -> JSON?? {
        var context = MappingContext()
        let json: JSON?
        do {
            json = try backward(property(of: root), &context)
        } catch {
            record(context, failure: error, in: &errors)
            return nil
        }
        if context.hasErrors { record(context, failure: nil, in: &errors) }
        if json == nil, nilPolicy == .writeNull {
            return .some(FieldEncoding.null(for: source))
        }
        return .some(json)
    }

    /// Writes the property of `root` with `backward` into `sink` (JSON
    /// text or a tree being built), after the member's key, as
    /// ``json(at:with:nilPolicy:errors:)`` makes it: returns whether it wrote a value (when it did
    /// not, nothing of it is left in `sink`).
    @inlinable
    func write<Sink: JSONSink>(
        of root: BorrowedModel, to sink: inout Sink,
        with backward: (Value, inout Sink, inout MappingContext) throws(MappingError) -> Bool,
        nilPolicy: NilWritingPolicy, errors: inout [MappingError]
    ) -> Bool {
        var context = MappingContext()
        let checkpoint = sink.checkpoint
        let written: Bool
        do {
            written = try backward(property(of: root), &sink, &context)
        } catch {
            sink.rollBack(to: checkpoint)
            record(context, failure: error, in: &errors)
            return false
        }
        if context.hasErrors { record(context, failure: nil, in: &errors) }
        if !written, nilPolicy == .writeNull {
            sink.write(FieldEncoding.null(for: source))
            return true
        }
        return written
    }

    /// Records the non-fatal errors of a field's context, then its fatal error if any.
    @usableFromInline
    func record(_ context: MappingContext, failure: MappingError?, in errors: inout [MappingError]) {
        FieldErrors(source: sharedSource, propertyName: propertyName).recordWriting(
            context, failure: failure, in: &errors)
    }

    /// `null` for every field the accessor writes: one `null`, or an array of them for a
    /// multi-field accessor.
    @usableFromInline
    static func null(for accessor: any Accessor) -> JSON {
        if let fields = accessor as? Accessors.Fields {
            return .array(Array(repeating: .null, count: fields.paths.count))
        }
        return .null
    }
}

/// Reads a field from the object a reader reads (the field's number is the `Int`) and assigns it
/// to the property of the model: a type without generic parameters, so that the
/// loop over a mutable model's fields needs no type metadata.
@usableFromInline
typealias FieldAssigner = @Sendable (FieldReader, Int, InoutModel, inout [MappingError]) -> Void

/// Writes one field of a model, after the member's key (see
/// ``FieldEncoding/write(of:to:with:nilPolicy:errors:)``): a type without generic parameters, so that
/// the loop over an object's fields needs no type metadata.
@usableFromInline
typealias FieldTextEncoder =
    @Sendable (BorrowedModel, inout JSONOutput, NilWritingPolicy, inout [MappingError]) -> Bool

/// Writes one field of a model into a tree being built, after the member's
/// key: ``FieldTextEncoder`` for trees.
@usableFromInline
typealias FieldTreeEncoder =
    @Sendable (BorrowedModel, inout JSONTreeBuilder, NilWritingPolicy, inout [MappingError]) -> Bool

/// The JSON to write for one field of a model (see
/// ``FieldEncoding/json(at:with:nilPolicy:errors:)``): `.some(nil)` writes nothing (or `null`),
/// `nil` when the conversion failed.
@usableFromInline
typealias FieldJSONEncoder = @Sendable (BorrowedModel, NilWritingPolicy, inout [MappingError]) -> JSON??

/// Writes one field of a model into a JSON object, with the field's accessor.
@usableFromInline
typealias FieldWriter = @Sendable (BorrowedModel, inout JSON, NilWritingPolicy, inout [MappingError]) -> Void
