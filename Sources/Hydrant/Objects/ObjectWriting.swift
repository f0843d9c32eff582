/// One object being written as JSON text by the code `@Mappable` writes: the runtime that code
/// calls, as ``ObjectReading`` is for reading. Hand-written mappings use
/// ``Mappers/Object/writingDirectly(_:)``, which writes the same way.
///
/// The generated code writes each stored property with ``write(_:_:_:)``, borrowed from the model,
/// through the `ObjectWriting.write(_:as:to:context:)` overload its ``Field`` takes (specialised for
/// the property's type), in the order of the fields. Everything else is the fields' own, so the text,
/// the errors and their renderings are those of ``Mappers/Object`` written without the generated code:
///
/// - each member's key is the key its field writes, escaped once when the mapping is built;
/// - a property that writes nothing (`nil`) leaves its key out, or writes `null` under
///   ``NilWritingPolicy/writeNull`` (the field's own policy, else the mapping's);
/// - a property whose conversion fails leaves nothing behind, and its error gets the property as
///   its source path and the key as its destination path;
/// - the errors become one: thrown when any is fatal, else recorded in the context.
///
/// It is not copyable and lives for one object written.
public struct ObjectWriting: ~Copyable {
    /// The text being written, lent for the object.
    @usableFromInline let lent: LentOutput
    /// The members' keys and policies, which the mapping holds for the whole write.
    @usableFromInline let members: Unretained<WrittenMembers>
    /// The fields' errors so far, in the order of the fields (empty, allocating nothing, while
    /// every field writes cleanly).
    @usableFromInline var errors: [MappingError] = []

    @usableFromInline
    init(output: LentOutput, members: WrittenMembers) {
        self.lent = output
        self.members = Unretained(members)
    }

    /// Writes the member of the field at `ordinal` (its position among the mapping's fields) for
    /// `value`, the property borrowed from the model, with `write`, which returns whether it wrote
    /// a value (`false` for a `nil` it leaves out). A field that fails leaves nothing behind; its
    /// errors are kept for the end of the object.
    @inlinable @inline(__always)
    public mutating func write<Value>(
        _ ordinal: Int, _ value: Value,
        _ write: (Value, inout JSONOutput, inout MappingContext) throws(MappingError) -> Bool
    ) {
        let checkpoint = lent.output.checkpoint
        writeKey(ordinal)
        var context = MappingContext()
        do {
            let written = try write(value, &lent.output, &context)
            if context.hasErrors { recordFallback(ordinal, context) }
            if !written { endEmpty(ordinal, at: checkpoint) }
        } catch {
            lent.output.rollBack(to: checkpoint)
            recordFailure(ordinal, error, context)
        }
    }
}

extension ObjectWriting {
    /// Writes the key of the field at `ordinal`, prepared when the mapping was built.
    @usableFromInline
    func writeKey(_ ordinal: Int) {
        members.withObject { members in members.writeKey(ordinal, to: &lent.output) }
    }

    /// A field that wrote nothing: `null` after its key when its policy says so, else nothing.
    @usableFromInline
    func endEmpty(_ ordinal: Int, at checkpoint: JSONOutput.Checkpoint) {
        if members.withObject({ $0.writesNull[ordinal] }) {
            lent.output.writeNull()
        } else {
            lent.output.rollBack(to: checkpoint)
        }
    }

    /// Keeps the non-fatal errors of a field that fell back.
    @usableFromInline
    mutating func recordFallback(_ ordinal: Int, _ context: MappingContext) {
        members.withObject { $0.errors(ordinal) }.recordWriting(context, failure: nil, in: &errors)
    }

    /// Keeps the fatal error of a field (and the non-fatal ones before it).
    @usableFromInline
    mutating func recordFailure(_ ordinal: Int, _ error: MappingError, _ context: MappingContext) {
        members.withObject { $0.errors(ordinal) }.recordWriting(context, failure: error, in: &errors)
    }
}

// MARK: - Writing a field's value as its Field writes it

// Each overload mirrors an initializer of ``Field`` that `@Mappable` calls (and the reading overloads
// of ``ObjectReading``), so that the compiler picks for the generated code the conversion it picks
// for the field: a property is written the same way on both paths.

extension ObjectWriting {
    /// Writes the value of a field without a mapper whose type has a JSON representation.
    @inlinable
    public static func write<Value: JSONConvertible>(
        _ value: Value, as type: Value.Type, to output: inout JSONOutput, context: inout MappingContext
    ) throws(MappingError) -> Bool {
        value.writeJSON(to: &output)
        return true
    }

    /// Writes the value of an `Optional` field without a mapper whose type has a JSON
    /// representation: `nil` writes nothing.
    @inlinable
    public static func write<Wrapped: JSONConvertible>(
        _ value: Wrapped?, as type: Wrapped?.Type, to output: inout JSONOutput, context: inout MappingContext
    ) throws(MappingError) -> Bool {
        guard let value else { return false }
        value.writeJSON(to: &output)
        return true
    }

    /// Writes the value of a field of a type that provides its own mapper (a `@Mappable` model).
    @inlinable
    public static func write<Value: MapperProvider>(
        _ value: Value, as type: Value.Type, to output: inout JSONOutput, context: inout MappingContext
    ) throws(MappingError) -> Bool where Value.ProvidedMapper: JSONCodec, Value.ProvidedMapper.Output == Value {
        try Field<Void, Value>.write(value, with: Value.mapper, to: &output, context: &context)
    }

    /// Writes the value of an `Optional` field of a type that provides its own mapper.
    @inlinable
    public static func write<Wrapped: MapperProvider>(
        _ value: Wrapped?, as type: Wrapped?.Type, to output: inout JSONOutput, context: inout MappingContext
    ) throws(MappingError) -> Bool where Wrapped.ProvidedMapper: JSONCodec, Wrapped.ProvidedMapper.Output == Wrapped {
        try Field<Void, Wrapped?>.write(value, with: Mappers.nullable(Wrapped.mapper), to: &output, context: &context)
    }

    /// Writes the value of a field of a `RawRepresentable` type that provides no mapper of its own.
    @inlinable
    @_disfavoredOverload
    public static func write<Value: RawRepresentable & Sendable>(
        _ value: Value, as type: Value.Type, to output: inout JSONOutput, context: inout MappingContext
    ) throws(MappingError) -> Bool where Value.RawValue: JSONConvertible {
        try Field<Void, Value>.write(value, with: Mappers.RawValue<Value>(), to: &output, context: &context)
    }

    /// Writes the value of an `Optional` field of a `RawRepresentable` type that provides no mapper
    /// of its own.
    @inlinable
    @_disfavoredOverload
    public static func write<Wrapped: RawRepresentable & Sendable>(
        _ value: Wrapped?, as type: Wrapped?.Type, to output: inout JSONOutput, context: inout MappingContext
    ) throws(MappingError) -> Bool where Wrapped.RawValue: JSONConvertible {
        try Field<Void, Wrapped?>.write(
            value, with: Mappers.nullable(Mappers.RawValue<Wrapped>()), to: &output, context: &context)
    }

    /// A field of a type without a default mapper: never called in a program that compiles, since
    /// its `Field` is a compile error that names the fix. It is here so that the generated code
    /// adds no second error to that one.
    @available(
        *, deprecated,
        message: "this type has no default mapper: mark the type @Mappable, or give the property @Map(mapper)"
    )
    @_disfavoredOverload
    public static func write<Value>(
        _ value: Value, as type: Value.Type, to output: inout JSONOutput, context: inout MappingContext
    ) throws(MappingError) -> Bool {
        throw MappingError(code: .invalidResultingType, detail: "\(Value.self) has no default mapper")
    }

    /// Writes the value of a field converted by a mapper of JSON.
    @inlinable
    public static func write<Value, M: JSONCodec>(
        _ value: Value, as type: Value.Type, with mapper: M, to output: inout JSONOutput,
        context: inout MappingContext
    ) throws(MappingError) -> Bool where M.Output == Value {
        try Field<Void, Value>.write(value, with: mapper, to: &output, context: &context)
    }

    /// Writes the value of an `Optional` field converted by a mapper of present values.
    @inlinable
    public static func write<M: JSONCodec>(
        _ value: M.Output?, as type: M.Output?.Type, with mapper: M, to output: inout JSONOutput,
        context: inout MappingContext
    ) throws(MappingError) -> Bool where M.Input == JSON {
        try Field<Void, M.Output?>.write(value, with: Mappers.nullable(mapper), to: &output, context: &context)
    }

    /// Writes the value of a field converted by a mapper from a Swift value that JSON holds.
    @inlinable
    @_disfavoredOverload
    public static func write<Value, M: ReversibleMapper>(
        _ value: Value, as type: Value.Type, with mapper: M, to output: inout JSONOutput,
        context: inout MappingContext
    ) throws(MappingError) -> Bool where M.Input: JSONConvertible, M.Output == Value {
        try write(value, as: type, with: Mappers.value(M.Input.self).then(mapper), to: &output, context: &context)
    }
}

// MARK: - The members of a mapping written directly

/// What writing an object of a mapping directly needs besides the model: each field's key as JSON
/// text, whether its `nil` writes `null`, and how its errors are made. Worked out once, when the
/// direct writer is given (``Mappers/Object/writingDirectly(_:)``).
///
/// `@unchecked Sendable`: its pinned buffers are written in the initializer only, and only read
/// after.
@usableFromInline
final class WrittenMembers: @unchecked Sendable {
    /// The fields' keys (a decode-only field's too, never written), for options that escape more
    /// than the defaults.
    let keys: [String]
    /// The keys quoted and escaped with the default options, one after the other, in the order of
    /// the fields; pinned, so that writing a key retains nothing.
    let text: PinnedBuffer<UInt8>
    /// Where each key's text starts in ``text``, and where the last one ends.
    let offsets: PinnedBuffer<Int>
    /// For each field, whether a `nil` writes `null` (its own policy, else the mapping's).
    @usableFromInline let writesNull: PinnedBuffer<Bool>
    /// The fields, for their errors.
    let fields: [AnyField]

    /// The members of a mapping with `plan`; `nil` unless every field that writes writes one
    /// top-level key, and no two the same one.
    init?(plan: ObjectPlan) {
        let fields = plan.fields
        var keys: [String] = []
        for field in fields {
            let source = field.sharedSource.base
            guard let path = (source as? Accessors.Path) ?? (source as? Accessors.FirstPresent)?.paths[0],
                path.components.count == 1, case .key(let key) = path.components[0]
            else { return nil }
            // Keys are compared with those before them rather than put in a `Set` (see
            // ``ObjectWriter``); a decode-only field's key is never written.
            if field.direction != .decodeOnly,
                zip(keys, fields).contains(where: { $1.direction != .decodeOnly && $0.hasSameUTF8(as: key) })
            {
                return nil
            }
            keys.append(key)
        }
        let encoded = EncodedKeys(keys)
        self.keys = keys
        text = PinnedBuffer(count: encoded.text.count, repeating: 0)
        for (index, byte) in encoded.text.enumerated() { text[index] = byte }
        offsets = PinnedBuffer(count: keys.count + 1, repeating: 0)
        for (index, end) in encoded.ends.enumerated() { offsets[index + 1] = end }
        writesNull = PinnedBuffer(count: fields.count, repeating: false)
        for (index, field) in fields.enumerated() {
            writesNull[index] = (field.nilValues ?? plan.nilValues) == .writeNull
        }
        self.fields = fields
    }

    /// Writes the key of the field at `ordinal`.
    func writeKey(_ ordinal: Int, to output: inout JSONOutput) {
        output.writeKey(encoded: text.bytes(offsets[ordinal]..<offsets[ordinal + 1]), key: { keys[ordinal] })
    }

    /// How the field at `ordinal` makes its errors.
    func errors(_ ordinal: Int) -> FieldErrors {
        FieldErrors(source: fields[ordinal].sharedSource, propertyName: fields[ordinal].propertyName)
    }
}

/// A mapping's direct writer (``Mappers/Object/writingDirectly(_:)``) with the members it writes.
@usableFromInline
struct DirectWriting<Root>: Sendable {
    @usableFromInline let write: @Sendable (borrowing Root, inout ObjectWriting) -> Void
    @usableFromInline let members: WrittenMembers

    /// `write` for a mapping with `plan`; `nil` when the fields do not each write one top-level key
    /// (``WrittenMembers``), which the fields then write.
    init?(_ write: @escaping @Sendable (borrowing Root, inout ObjectWriting) -> Void, plan: ObjectPlan) {
        guard let members = WrittenMembers(plan: plan) else { return nil }
        self.write = write
        self.members = members
    }

    /// The same writer for a mapping with another plan (another policy).
    func with(_ plan: ObjectPlan) -> Self? {
        Self(write, plan: plan)
    }

    /// Writes `root` as a JSON object into `output`, then throws or records its fields' errors as
    /// one, as the fields' writer does.
    @inlinable
    func write(_ root: Root, to output: inout JSONOutput, context: inout MappingContext) throws(MappingError) {
        output.beginObject()
        let errors = LentOutput.with(&output) { lent in
            var writing = ObjectWriting(output: lent, members: members)
            write(root, &writing)
            return writing.errors
        }
        output.endObject()
        try ObjectMapping.finish(errors, source: RedactedValue(String(describing: Root.self)), context: &context)
    }
}

extension Mappers.Object {
    /// What ``writingDirectly(_:)`` takes: writes the members of `root` through ``ObjectWriting``.
    public typealias DirectWriter = @Sendable (borrowing Root, inout ObjectWriting) -> Void

    /// This mapping, whose objects are written as JSON text by `write` instead of the fields'
    /// closures: what `@Mappable` writes for every struct, each stored property borrowed from the
    /// model and written by its own mapper specialised for its type.
    ///
    /// `write` must write exactly what the fields write, through ``ObjectWriting`` (which writes
    /// the keys and makes every error as the fields do): each field that writes, in the order of
    /// the fields, with ``ObjectWriting/write(_:_:_:)`` and the `ObjectWriting.write(_:as:to:context:)`
    /// overload its ``Field`` takes. The fields still write trees, text with sorted keys, and every
    /// mapping whose fields do not each write one top-level key of their own (key paths, accessors
    /// of several keys), for which `write` is never called.
    ///
    /// ```swift
    /// let point = Mappers.object(Point.init) {
    ///     Field("x", \.x)
    ///     Field("y", \.y)
    /// }
    /// .writingDirectly { point, writing in
    ///     writing.write(0, point.x) { x, output, context throws(MappingError) in
    ///         try ObjectWriting.write(x, as: Int.self, to: &output, context: &context)
    ///     }
    ///     writing.write(1, point.y) { y, output, context throws(MappingError) in
    ///         try ObjectWriting.write(y, as: Int.self, to: &output, context: &context)
    ///     }
    /// }
    /// ```
    @preconcurrency
    public func writingDirectly(_ write: @escaping DirectWriter) -> Self {
        Self(plan: plan, initializer: initializer, direct: direct, directWriter: DirectWriting(write, plan: plan))
    }

    /// Whether the mapping writes text with a direct writer (``writingDirectly(_:)``).
    package var writesDirectly: Bool {
        directWriter != nil
    }
}
