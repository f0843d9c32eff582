/// How an object mapping writes a model: worked out once, when the mapping's reverse is first used
/// (see ``LazyObjectWriter``), and shared by the mapping (a ``JSONCodec``) and its reverse.
///
/// Not generic: its closures take a pointer to the model (see ``AnyField``); only the methods that
/// take the model are. A class, so that a mapping hands it to each object it writes as one
/// reference.
@usableFromInline
final class ObjectWriter: Sendable {
    /// The fields' `write` closures, in order: each writes its field with its accessor.
    @usableFromInline let writers: [FieldWriter]
    @usableFromInline let nilValues: NilWritingPolicy
    /// The keys, when every field writes one top-level key and no two write the same one: the
    /// object is then built by appending members, in the order of the fields.
    @usableFromInline let memberKeys: [String]?
    /// The fields' `encode` closures, in order.
    @usableFromInline let encoders: [FieldJSONEncoder]
    /// The member keys' JSON text, prepared once, when the object is written member by member.
    @usableFromInline let encodedKeys: EncodedKeys?
    /// The fields' `encodeText` closures, in order.
    @usableFromInline let textEncoders: FieldClosures<FieldTextEncoderBox>
    /// The fields' `encodeTree` closures, in order.
    @usableFromInline let treeEncoders: FieldClosures<FieldTreeEncoderBox>
    /// For each field, in order, how to write it without its closures (a field of a plain type
    /// without a mapper), or `nil`.
    @usableFromInline let plainFields: [PlainField?]

    /// The writer of `fields`; makes their writers, and so their key paths.
    init(fields: [AnyField], nilValues: NilWritingPolicy) {
        self.nilValues = nilValues
        self.memberKeys = Self.memberKeys(of: fields)
        self.encodedKeys = memberKeys.map(EncodedKeys.init)
        // One loop over the fields rather than four `map`s.
        var writers: [FieldWriter] = []
        var encoders: [FieldJSONEncoder] = []
        var textEncoders: [FieldTextEncoderBox] = []
        var treeEncoders: [FieldTreeEncoderBox] = []
        var plainFields: [PlainField?] = []
        writers.reserveCapacity(fields.count)
        plainFields.reserveCapacity(fields.count)
        encoders.reserveCapacity(fields.count)
        textEncoders.reserveCapacity(fields.count)
        treeEncoders.reserveCapacity(fields.count)
        for field in fields {
            let made = field.writers()
            writers.append(made.write)
            encoders.append(made.encode)
            textEncoders.append(FieldTextEncoderBox(made.encodeText))
            treeEncoders.append(FieldTreeEncoderBox(made.encodeTree))
            plainFields.append(made.plain)
        }
        self.plainFields = plainFields
        self.writers = writers
        self.encoders = encoders
        self.textEncoders = FieldClosures(textEncoders)
        self.treeEncoders = FieldClosures(treeEncoders)
    }

    /// The keys of the fields when each writes one distinct top-level key.
    ///
    /// Keys are compared with those before them rather than put in a `Set`, whose type a cold
    /// start would build just for this; a model has tens of fields, not thousands.
    private static func memberKeys(of fields: [AnyField]) -> [String]? {
        var keys: [String] = []
        for field in fields {
            // Computed and decode-only fields write through their own closures.
            guard !field.isComputed, field.direction == .both else { return nil }
            let source = field.sharedSource.base
            guard let path = (source as? Accessors.Path) ?? (source as? Accessors.FirstPresent)?.paths[0],
                path.components.count == 1,
                case .key(let key) = path.components[0], !keys.contains(where: { $0.hasSameUTF8(as: key) })
            else { return nil }
            keys.append(key)
        }
        return keys
    }

    /// Writes `root` into `sink`: member by member into text and into a tree being built, else as
    /// the tree ``tree(of:context:)`` builds.
    @inlinable
    func write<Root>(_ root: Root, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError) {
        let wroteText: Void? = try sink.withTextOutput { (output: inout JSONOutput) throws(MappingError) in
            try writeText(root, to: &output, context: &context)
        }
        if wroteText != nil { return }
        let wroteTree: Void? = try sink.withTreeBuilder { (tree: inout JSONTreeBuilder) throws(MappingError) in
            try writeTree(root, to: &tree, context: &context)
        }
        if wroteTree != nil { return }
        sink.write(try tree(of: root, context: &context))
    }

    /// Writes `root` as a JSON object into a tree being built, member by member, with the same
    /// members and errors as ``tree(of:context:)``.
    @inlinable
    func writeTree<Root>(
        _ root: Root, to tree: inout JSONTreeBuilder, context: inout MappingContext
    ) throws(MappingError) {
        guard let memberKeys else {
            tree.write(try self.tree(of: root, context: &context))
            return
        }
        let errors = BorrowedModel.with(root) { model in
            ObjectMapping.writeMembers(
                of: model, encoders: treeEncoders, plainFields: plainFields, keys: memberKeys, nilValues: nilValues,
                to: &tree)
        }
        try ObjectMapping.finish(errors, source: RedactedValue(String(describing: Root.self)), context: &context)
    }

    /// Writes `root` as a JSON object, member by member: a field that fails or writes nothing
    /// leaves no key behind. An object whose fields do not each write one distinct top-level key
    /// (nested key paths, several fields per accessor, computed fields), or written with
    /// ``/HydrantJSON/JSONWritingOptions/sortsKeys``, is built as a ``/HydrantJSON/JSON`` value and written.
    @inlinable
    func writeText<Root>(_ root: Root, to output: inout JSONOutput, context: inout MappingContext) throws(MappingError)
    {
        guard let encodedKeys, !output.options.sortsKeys else {
            output.write(try tree(of: root, context: &context))
            return
        }
        let errors = BorrowedModel.with(root) { model in
            ObjectMapping.writeMembers(
                of: model, encoders: textEncoders, plainFields: plainFields, keys: encodedKeys, nilValues: nilValues,
                to: &output)
        }
        try ObjectMapping.finish(errors, source: RedactedValue(String(describing: Root.self)), context: &context)
    }

    /// `root` as a JSON object.
    @inlinable
    func tree<Root>(of root: Root, context: inout MappingContext) throws(MappingError) -> JSON {
        var errors: [MappingError] = []
        let output = BorrowedModel.with(root) { model in tree(of: model, errors: &errors) }
        try ObjectMapping.finish(errors, source: RedactedValue(String(describing: Root.self)), context: &context)
        return output
    }

    /// The model as a JSON object; records the fields' errors in `errors`.
    @usableFromInline
    func tree(of root: BorrowedModel, errors: inout [MappingError]) -> JSON {
        var output: JSON
        if let memberKeys {
            // The same result as writing each member with its accessor, without looking keys up.
            var object = JSONObject()
            object.reserveCapacity(encoders.count)
            for index in encoders.indices {
                if case .some(.some(let json)) = encoders[index](root, nilValues, &errors) {
                    object.append(key: memberKeys[index], value: json)
                }
            }
            output = .object(object)
        } else {
            output = .object(JSONObject())
            for write in writers {
                write(root, &output, nilValues, &errors)
            }
        }
        return output
    }
}

extension ObjectMapping {
    /// Writes every field of `root` after its key, and returns the fields' errors: a plain field
    /// straight from the model, any other with its closure. Not generic, so that the loop needs no
    /// type metadata.
    @usableFromInline
    static func writeMembers(
        of root: BorrowedModel, encoders: FieldClosures<FieldTextEncoderBox>, plainFields: [PlainField?],
        keys: EncodedKeys, nilValues: NilWritingPolicy, to output: inout JSONOutput
    ) -> [MappingError] {
        var errors: [MappingError] = []
        output.writeObject(keys: keys) { index, output in
            if let plain = plainFields[index] { return plain.write(of: root, to: &output, nilValues: nilValues) }
            return encoders.withBox(index) { box in box.encode(root, &output, nilValues, &errors) }
        }
        return errors
    }

    /// Writes every field of `root` after its key into a tree being built, and returns the fields'
    /// errors.
    @usableFromInline
    static func writeMembers(
        of root: BorrowedModel, encoders: FieldClosures<FieldTreeEncoderBox>, plainFields: [PlainField?],
        keys: [String], nilValues: NilWritingPolicy, to tree: inout JSONTreeBuilder
    ) -> [MappingError] {
        var errors: [MappingError] = []
        tree.beginObject(reservingCapacity: encoders.count)
        for index in 0..<encoders.count {
            let checkpoint = tree.checkpoint
            tree.writeKey(keys[index])
            let written =
                if let plain = plainFields[index] {
                    plain.write(of: root, to: &tree, nilValues: nilValues)
                } else {
                    encoders.withBox(index) { box in box.encode(root, &tree, nilValues, &errors) }
                }
            if !written { tree.rollBack(to: checkpoint) }
        }
        tree.endObject()
        return errors
    }
}
