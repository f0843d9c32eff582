/// One field of an object mapping: where its value is read in the source (an accessor), which
/// property it becomes (a key path), and how it is converted (a mapper).
///
/// ```swift
/// Field("first_name", \Person.firstName)                          // required String, type-checked
/// Field("nickname", \Person.nickname)                             // String?: missing or null → nil
/// Field("age", \Person.age, Mappers.optionally(Mappers.value(Int.self), default: 0))
/// Field(Accessors.fields("date", "time"), \Person.joinedAt, joinDate)  // two fields → one property
/// ```
///
/// Without a mapper, the field is **required** and type-checked against the property's type
/// (through ``JSONConvertible``): a missing value is ``MappingError/Code/missingValue``, `null` is
/// ``MappingError/Code/nullValue``, a value of the wrong kind ``MappingError/Code/invalidSourceType``.
/// An `Optional` property accepts a missing value and `null` as `nil` without an error; a present
/// value of the wrong type is still fatal (wrap the field's mapper in `Mappers.optionally(_:)`, an
/// ``Mappers/Optionally``, to make it non-fatal).
///
/// A mapper whose input is `JSON` is required in the same way (missing and `null` fail before it
/// runs); one whose input is `JSON?` (``Mappers/Optionally``, say) receives `nil` for a missing
/// value and decides itself.
public struct Field<Root, Value>: Sendable {
    /// Where the value is read in the source, and written in the reverse.
    public var source: any Accessor { erased.sharedSource.base }
    /// The property the value becomes.
    ///
    /// The initializers take the key path as an autoclosure and make it when it is first needed —
    /// to write the field, name it in an error, or assign it in a mutable mapping — so that
    /// decoding into an initializer never pays for it. Reading this property makes it.
    public var keyPath: any KeyPath<Root, Value> & Sendable { makeKeyPath() }
    /// Makes ``keyPath``.
    @usableFromInline var makeKeyPath: @Sendable () -> any KeyPath<Root, Value> & Sendable {
        let make = erased.makeKeyPath
        // The field was made with a closure that makes this key path, kept erased: both are one
        // reference to the same `KeyPath<Root, Value>` object, without witness tables. A cast
        // would look the class up by its mangled name. Only code that builds mappings reads it
        // (`keyPath`, `validated`); mapping input never does.
        return { typedKeyPath(make(), as: KeyPath<Root, Value>.self) }
    }
    /// The property's name, for error paths (`firstName`).
    public var propertyName: String { name.value }
    /// `source`, kept by reference (see ``SharedAccessor``).
    @usableFromInline var sharedSource: SharedAccessor { erased.sharedSource }
    /// The property's name, worked out when first needed.
    @usableFromInline var name: PropertyName { erased.propertyName }
    /// Whether the field is read, written, or both (see ``decodeOnly()``).
    @usableFromInline var direction: FieldDirection {
        get { erased.direction }
        set { erased = erased.with(direction: newValue) }
    }
    /// The field as object mappings keep it: its accessor, key path and name, and the closures
    /// that read it from a document and write it, which take the model by pointer (see
    /// ``AnyField``).
    ///
    /// A `Field` is this reference and four closures — two to read (from a tree and from a
    /// document) and two to write (into text and into a tree), since a closure cannot be generic
    /// over the source or the sink: five stored values, which Swift copies inline. More (it was fourteen) are copied and destroyed through the metadata of
    /// `Field<Root, Value>`, which a cold start would build from its mangled name for every pair
    /// of root and value types, in every builder block that lists the field.
    @usableFromInline var erased: AnyField
    @usableFromInline let forward: @Sendable (JSON?, inout MappingContext) throws(MappingError) -> Value
    /// `forward` for a value read in place from a document (`nil`: missing).
    @usableFromInline let forwardNode: @Sendable (JSONNode?, inout MappingContext) throws(MappingError) -> Value
    /// Writes the value into text; returns whether it wrote one (`nil` of an optional property
    /// writes nothing).
    @usableFromInline let backwardText:
        @Sendable (Value, inout JSONOutput, inout MappingContext) throws(MappingError) -> Bool
    /// Writes the value into a tree being built; returns whether it wrote one.
    @usableFromInline let backwardTree:
        @Sendable (Value, inout JSONTreeBuilder, inout MappingContext) throws(MappingError) -> Bool
    /// Reads and converts the field from the object a reader reads (the field's number is the
    /// `Int`) and stores the value at the pointer; returns whether it stored one (see
    /// ``FieldDecoding``).
    @usableFromInline var decode: FieldDecoder { erased.decode }
    /// Makes the closure that reads and converts the field like `decode` and assigns the value to
    /// the model's property; it makes `nil` when the key path is not writable. A `nil` fallback
    /// leaves the property as it was.
    ///
    /// Made when a mutable object mapping is built, not with the field: finding out whether the key
    /// path is writable builds the `WritableKeyPath` class of the root and value types, about
    /// 15,000 instructions per pair at a cold start, which mappings that call an initializer
    /// never need.
    @usableFromInline var makeAssigner: @Sendable () -> FieldAssigner? { erased.makeAssigner }
    /// The JSON to write for the property of the model a pointer points to (see
    /// ``FieldEncoding``).
    @usableFromInline var encode: FieldJSONEncoder { erased.encodingWriters.encode }

    /// The field's value as a ``/HydrantJSON/JSON`` value, written by ``backwardTree``; `nil` when
    /// it writes nothing.
    @usableFromInline var backward: @Sendable (Value, inout MappingContext) throws(MappingError) -> JSON? {
        Self.tree(writtenBy: backwardTree)
    }

    /// The JSON value `tree` writes for a value; `nil` when it writes nothing.
    @inlinable
    static func tree(
        writtenBy tree:
            @escaping @Sendable (Value, inout JSONTreeBuilder, inout MappingContext) throws(MappingError) ->
            Bool
    ) -> @Sendable (Value, inout MappingContext) throws(MappingError) -> JSON? {
        { value, context throws(MappingError) in
            var builder = JSONTreeBuilder(options: JSONWritingOptions(maxDepth: .max))
            guard try tree(value, &builder, &context) else { return nil }
            return builder.value
        }
    }

    /// A field, from its two readers and its two writers. Inlinable, like the public
    /// initializers, so that the closures are specialised for the property's type where the
    /// mapping is written.
    @inlinable
    init(
        source: any Accessor, keyPath: @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable,
        forward: @escaping @Sendable (JSON?, inout MappingContext) throws(MappingError) -> Value,
        forwardNode: @escaping @Sendable (JSONNode?, inout MappingContext) throws(MappingError) -> Value,
        backwardText: @escaping @Sendable (Value, inout JSONOutput, inout MappingContext) throws(MappingError) -> Bool,
        backwardTree:
            @escaping @Sendable (Value, inout JSONTreeBuilder, inout MappingContext) throws(MappingError) ->
            Bool,
        plainType: PlainType? = nil,
        describe: (@Sendable (inout JSONSchema.Context) -> JSONSchema)? = nil
    ) {
        let sharedSource = SharedAccessor(source)
        // One closure, shared by the name and the erased field.
        let makeErasedKeyPath: @Sendable () -> any AnyKeyPath & Sendable = { keyPath() }
        let name = PropertyName(keyPath: makeErasedKeyPath)
        self.forward = forward
        self.forwardNode = forwardNode
        self.backwardText = backwardText
        self.backwardTree = backwardTree
        // Built from the parameters, not from the stored properties: a closure read back from a
        // generic property and stored again is wrapped in one more reabstraction thunk per layer,
        // and every field of every object would call through them.
        let decoding = FieldDecoding(
            source: sharedSource, propertyName: name, forward: forward, forwardNode: forwardNode)
        let makeAssigner: @Sendable () -> FieldAssigner? = {
            let made = keyPath()
            guard let writable = made as? WritableKeyPath<Root, Value> else { return nil }
            // A stored property of a struct is assigned at its offset: setting through a key path
            // at run time costs an allocation.
            let offset = MemoryLayout<Root>.offset(of: writable)
            return { reader, ordinal, model, errors in
                guard let (value, isFallback) = decoding.mappedValue(from: reader, ordinal: ordinal, errors: &errors)
                else { return }
                // A `nil` fallback leaves the model's value as it was (Hydrant: "nil fallback ⇒
                // field untouched").
                if isFallback, let optional = value as? any OptionalProtocol, optional.wrappedAny == nil { return }
                if let offset {
                    model.assign(value, offset: offset)
                } else if let writable = made as? WritableKeyPath<Root, Value> {
                    // Cast again: the writable key path is not known to be Sendable.
                    model.update(as: Root.self) { $0[keyPath: writable] = value }
                }
            }
        }
        // A JSON value of the field (an object written as a tree of values, a reflective
        // mapping's custom field) is what the tree writer writes.
        let backward = Self.tree(writtenBy: backwardTree)
        // The writers need the key path: they are made when the mapping's reverse is first used.
        let makeWriters: @Sendable () -> AnyField.Writers = {
            let encoding = FieldEncoding(source: sharedSource, keyPath: keyPath(), propertyName: name)
            // A plain property is written without the closures when it is stored in a struct.
            let plain = plainType.flatMap { plainType in encoding.offset.map { PlainField(type: plainType, offset: $0) }
            }
            return AnyField.Writers(
                encode: { root, nilPolicy, errors in
                    encoding.json(at: root, with: backward, nilPolicy: nilPolicy, errors: &errors)
                },
                encodeText: { root, output, nilPolicy, errors in
                    encoding.write(of: root, to: &output, with: backwardText, nilPolicy: nilPolicy, errors: &errors)
                },
                encodeTree: { root, builder, nilPolicy, errors in
                    encoding.write(of: root, to: &builder, with: backwardTree, nilPolicy: nilPolicy, errors: &errors)
                },
                plain: plain, source: sharedSource, propertyName: name)
        }
        self.erased = AnyField(
            source: sharedSource, makeKeyPath: makeErasedKeyPath, propertyName: name, makeWriters: makeWriters,
            decode: { reader, ordinal, errors, destination in
                decoding.store(from: reader, ordinal: ordinal, errors: &errors, into: destination)
            },
            valueLayout: (MemoryLayout<Value>.size, MemoryLayout<Value>.alignment, ObjectIdentifier(Value.self)),
            makeAssigner: makeAssigner,
            erasedConversions: { ErasedConversions(forward: forward, backward: backward) }, plainType: plainType,
            describe: describe)
    }

    /// How the field reads and converts values.
    @usableFromInline
    var decoding: FieldDecoding<Value> {
        FieldDecoding(source: sharedSource, propertyName: name, forward: forward, forwardNode: forwardNode)
    }
}

extension Field where Value: JSONConvertible {

    /// A required, type-checked field read at a key path string or with any accessor.
    @inlinable
    public init(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable
    ) {
        // Whether the property is optional is decided once, here, not on every value, from the
        // type's kind: a cast to a protocol (`is any OptionalProtocol.Type`) that fails searches
        // every conformance in the process, about 0.02 ms per property type at a cold start.
        let isOptional = _isOptional(Value.self)
        self.init(
            source: source, keyPath: keyPath,
            forward: { json, _ throws(MappingError) in
                try Self.convert(json, isOptional: isOptional)
            },
            forwardNode: { node, _ throws(MappingError) in
                try Self.convert(node, isOptional: isOptional)
            },
            backwardText: { value, output, _ in
                Self.writeConverted(value, isOptional: isOptional, to: &output)
            },
            backwardTree: { value, tree, _ in
                Self.writeConverted(value, isOptional: isOptional, to: &tree)
            },
            plainType: PlainType.of(Value.self), describe: { Value.jsonSchema(in: &$0) })
    }

    /// Writes the value of a field without a mapper; `nil` of an optional property writes nothing.
    @inlinable
    static func writeConverted(_ value: Value, isOptional: Bool, to sink: inout some JSONSink) -> Bool {
        if isOptional, let optional = value as? any OptionalProtocol, optional.wrappedAny == nil { return false }
        value.writeJSON(to: &sink)
        return true
    }

    /// The value of a field without a mapper: `nil` for a missing value or `null` when the property
    /// is optional, else a fatal error for them; otherwise the type-checked value.
    @inlinable
    static func convert(_ source: (some JSONSource)?, isOptional: Bool) throws(MappingError) -> Value {
        guard let source else {
            if isOptional { return try Value(json: .null) }
            throw MappingError(code: .missingValue)
        }
        if !isOptional, source.isNull {
            throw MappingError(code: .nullValue, sourceValue: JSON.null)
        }
        return try Value(source: source)
    }
}

extension Field where Value: MapperProvider, Value.ProvidedMapper: JSONCodec, Value.ProvidedMapper.Output == Value {
    /// A required field of a type that provides its own mapper (a `@Mappable` model), read with a
    /// key path string or any accessor: mapped with `Value.mapper`.
    @inlinable
    public init(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable
    ) {
        self.init(source, makingKeyPath: keyPath, Value.mapper)
    }
}

extension Field {
    /// An `Optional` property of a type that provides its own mapper: a missing value and `null`
    /// are `nil`, without an error.
    @inlinable
    public init<Wrapped: MapperProvider>(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable
    )
    where Value == Wrapped?, Wrapped.ProvidedMapper: JSONCodec, Wrapped.ProvidedMapper.Output == Wrapped {
        self.init(source, makingKeyPath: keyPath, Mappers.nullable(Wrapped.mapper))
    }
}

extension Field where Value: RawRepresentable & Sendable, Value.RawValue: JSONConvertible {
    /// A required field of a `RawRepresentable` type that provides no mapper of its own (an
    /// `enum Kind: String` not marked `@Mappable`), read at a key path string or with any accessor: mapped through its
    /// raw values, ``Mappers/rawValue(_:)``.
    @inlinable
    @_disfavoredOverload
    public init(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable
    ) {
        self.init(source, makingKeyPath: keyPath, Mappers.RawValue<Value>())
    }
}

extension Field {
    /// An `Optional` property of a `RawRepresentable` type that provides no mapper of its own: a
    /// missing value and `null` are `nil`, without an error.
    @inlinable
    @_disfavoredOverload
    public init<Wrapped: RawRepresentable & Sendable>(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable
    ) where Value == Wrapped?, Wrapped.RawValue: JSONConvertible {
        self.init(source, makingKeyPath: keyPath, Mappers.nullable(Mappers.RawValue<Wrapped>()))
    }

    /// A field of a type without a default mapper: a compile error that says what to do.
    @available(
        *, unavailable,
        message:
            "this type has no default mapper: mark the type @Mappable, or give the property @Map(mapper) (a Field, a mapper); free-form JSON is JSON or [String: JSON], not Any"
    )
    @_disfavoredOverload
    public init(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable
    ) {
        // Never runs: `unavailable` makes every call a compile error, whose message is the point.
        fatalError("unavailable")
    }
}

extension Field {

    /// A field converted by a mapper of JSON, read at a key path string or with any accessor.
    ///
    /// A mapper of present values (whose `Input` is ``/HydrantJSON/JSON``) makes the field required:
    /// a missing value is a fatal ``MappingError/Code/missingValue`` and `null` a fatal
    /// ``MappingError/Code/nullValue``, before the mapper runs. A mapper that also maps a missing
    /// value (whose `Input` is `JSON?`, such as the ``Mappers/Optionally`` that
    /// `Mappers.optionally(_:)` makes) decides itself what a missing value and `null` give.
    @inlinable
    public init<M: JSONCodec>(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable,
        _ mapper: M
    ) where M.Output == Value {
        self.init(source, makingKeyPath: keyPath, mapper)
    }

    /// A field converted by a mapper of JSON, with the closure that makes its key path (what the
    /// public initializers' autoclosures are passed on as).
    @inlinable
    init<M: JSONCodec>(
        _ source: some Accessor, makingKeyPath keyPath: @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable,
        _ mapper: M
    ) where M.Output == Value {
        self.init(
            source: source, keyPath: keyPath,
            forward: { json, context throws(MappingError) in
                try Self.read(json, with: mapper, context: &context)
            },
            forwardNode: { node, context throws(MappingError) in
                try Self.read(node, with: mapper, context: &context)
            },
            backwardText: { value, output, context throws(MappingError) in
                try Self.write(value, with: mapper, to: &output, context: &context)
            },
            backwardTree: { value, tree, context throws(MappingError) in
                try Self.write(value, with: mapper, to: &tree, context: &context)
            }, describe: { mapper.describe(.anything, in: &$0) })
    }

    /// An `Optional` property converted by a mapper of present values, read at a key path string or with any accessor: a
    /// missing value and `null` are `nil` without an error.
    @inlinable
    public init<M: JSONCodec>(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable,
        _ mapper: M
    )
    where M.Input == JSON, Value == M.Output? {
        self.init(source, keyPath(), Mappers.nullable(mapper))
    }

    /// A field converted by a mapper from a Swift value that JSON holds, read at a key path string or with any accessor.
    @_disfavoredOverload
    @inlinable
    public init<M: ReversibleMapper>(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable,
        _ mapper: M
    )
    where M.Input: JSONConvertible, M.Output == Value {
        self.init(source, keyPath(), Mappers.value(M.Input.self).then(mapper))
    }

    /// A decode-only field converted by a one-way mapper of JSON, read at a key path string or with
    /// any accessor; required as with a codec (see `init(_:_:_:)`) unless the mapper maps missing
    /// values.
    @inlinable
    public init<M: JSONMapper>(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable,
        decoding mapper: M
    )
    where M.Output == Value {
        self.init(
            source: source, keyPath: keyPath,
            forward: { json, context throws(MappingError) in
                try Self.read(json, with: mapper, context: &context)
            },
            forwardNode: { node, context throws(MappingError) in
                try Self.read(node, with: mapper, context: &context)
            },
            // Decode-only: never written.
            backwardText: { _, _, _ in false }, backwardTree: { _, _, _ in false },
            describe: { mapper.describe(.anything, in: &$0) })
        direction = .decodeOnly
    }

    /// A decode-only field converted by a one-way mapper from a Swift value that JSON holds, read
    /// at a key path string or with any accessor.
    @_disfavoredOverload
    @inlinable
    public init<M: Mapper>(
        _ source: some Accessor, _ keyPath: @autoclosure @escaping @Sendable () -> any KeyPath<Root, Value> & Sendable,
        decoding mapper: M
    )
    where M.Input: JSONConvertible, M.Output == Value {
        self.init(source, keyPath(), decoding: Mappers.value(M.Input.self).then(mapper))
    }

    /// The value `mapper` reads. For a mapper of present values (`Input` is ``/HydrantJSON/JSON``: the
    /// comparison is decided when the function is specialised), a missing value or `null` is a fatal
    /// error before `mapper` runs; a mapper of `JSON?` makes what it will of a missing value.
    @inlinable
    static func read<M: JSONMapper>(
        _ source: (some JSONSource)?, with mapper: M, context: inout MappingContext
    ) throws(MappingError) -> M.Output {
        let isRequired = M.Input.missing == nil
        guard let source else {
            if isRequired { throw MappingError(code: .missingValue) }
            return try mapper.readMissing(context: &context)
        }
        if isRequired, source.isNull { throw MappingError(code: .nullValue, sourceValue: JSON.null) }
        return try mapper.read(source, context: &context)
    }

    /// Writes `value` with `mapper`; returns whether it wrote anything.
    @inlinable
    static func write<M: JSONCodec>(
        _ value: M.Output, with mapper: M, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) -> Bool {
        let start = sink.checkpoint
        try mapper.write(value, to: &sink, context: &context)
        return sink.checkpoint != start
    }
}
