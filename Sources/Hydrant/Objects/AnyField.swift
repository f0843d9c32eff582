/// A field with its model and value types erased: how object mappings keep their fields.
///
/// An object mapping reads and writes its fields through the closures kept here, which the
/// ``Field`` built specialised for its property's type where the mapping is written; only the
/// initializer's call needs the value types again. Keeping the fields erased keeps a mapping's type
/// layout fixed (see ``FieldList``).
///
/// Not generic, not even over the model: the closures take a pointer to the model, so that what
/// works out an object mapping's plan from its fields, once per model type when the mapping is
/// first built, is compiled once, specialised, and needs no type metadata made for that model type
/// (about 60,000 instructions per model type at a cold start, see ``ObjectPlan``).
///
/// A class, so that the ``Field`` that makes it holds it as one reference: a `Field` is then five
/// stored values, which Swift copies inline in the module that writes the mapping, where fourteen
/// were copied and destroyed through the metadata of `Field<Model, Value>`, built from its mangled
/// name for every pair of model and value types at a cold start.
@usableFromInline
final class AnyField: Sendable {
    /// Where the field is read and written, kept by reference (see ``SharedAccessor``).
    let sharedSource: SharedAccessor
    var source: any Accessor { sharedSource.base }
    /// Makes the property's key path (of a ``Field``, a `KeyPath<Model, Value>`): the key path is
    /// made when first needed — to write the field, to name it in an error, or to assign it in a
    /// mutable mapping — not when the field is, since making one costs about 25,000 instructions
    /// (its class and types are looked up by mangled name), which decoding into an initializer
    /// never needs (see docs/Performance.md, "Cold start"). A key path literal's object is made
    /// once per literal and then returned again.
    let makeKeyPath: @Sendable () -> any AnyKeyPath & Sendable
    let propertyName: PropertyName
    /// Whether the field is read, written, or both.
    let direction: FieldDirection
    /// Whether the field is a ``ComputedField`` rather than an initializer parameter.
    let isComputed: Bool
    /// Makes the field's writers, whatever its direction: made when a mapping's reverse is first
    /// used (see ``LazyObjectWriter``), since they need the key path.
    private let makeWriters: @Sendable () -> Writers
    /// Reads and converts the field for an initializer parameter (see ``Field``'s `decode`);
    /// never called for a computed field.
    let decode: FieldDecoder
    /// The size, alignment and type of the property's values (zero, one and `Void` for a computed
    /// field).
    let valueLayout: (size: Int, alignment: Int, type: ObjectIdentifier)
    /// Makes the closure that reads the field from a source object and assigns it to a model; it
    /// makes `nil` when the key path is not writable (see ``Field``'s `makeAssigner`).
    /// The closure's arguments are the object read, the field's position in the mapping and the
    /// model.
    let makeAssigner: @Sendable () -> FieldAssigner?
    /// Makes the field's conversions with its value type erased, for a reflective mapping's custom
    /// fields; `nil` for a computed field. Made when asked for, not kept: the conversions are
    /// closures of the field's value type, kept in the ``Field`` itself.
    let erasedConversions: (@Sendable () -> ErasedConversions)?
    /// The property's type when it is plain and the field has no mapper: `decode` then converts
    /// as ``PlainType/store(member:of:into:)`` does, which object mappings call first.
    let plainType: PlainType?
    /// The JSON Schema of the field's value (its mapper's, or its type's): what an object
    /// mapping's schema lists under the field's key.
    @usableFromInline let describe: @Sendable (inout JSONSchema.Context) -> JSONSchema
    /// How the field writes `nil` when it says so itself (``Field/nilValues(_:)``), whatever its
    /// mapping's policy; `nil` to follow the mapping.
    let nilValues: NilWritingPolicy?

    /// A field's writers, whatever its direction.
    @usableFromInline
    struct Writers: Sendable {
        /// Writes the field of the model at the pointer into a JSON object with its accessor.
        let write: FieldWriter
        /// The JSON to write for the property of the model at the pointer (see ``FieldEncoding``).
        let encode: FieldJSONEncoder
        /// `encode` writing straight into JSON text; returns whether it wrote a value.
        let encodeText: FieldTextEncoder
        /// `encode` writing into a tree being built.
        let encodeTree: FieldTreeEncoder
        /// How to write the field without the closures, for a field of a plain type without a
        /// mapper; `nil` for any other (and for writers that change what the field's own write).
        let plain: PlainField?

        /// The writers of a field whose JSON `encode` makes: `write` writes it with the field's
        /// accessor.
        @usableFromInline
        init(
            encode: @escaping FieldJSONEncoder, encodeText: @escaping FieldTextEncoder,
            encodeTree: @escaping FieldTreeEncoder, plain: PlainField? = nil, source: SharedAccessor,
            propertyName: PropertyName
        ) {
            self.init(
                write: AnyField.writer(encode: encode, source: source, propertyName: propertyName), encode: encode,
                encodeText: encodeText, encodeTree: encodeTree, plain: plain)
        }

        init(
            write: @escaping FieldWriter, encode: @escaping FieldJSONEncoder,
            encodeText: @escaping FieldTextEncoder, encodeTree: @escaping FieldTreeEncoder, plain: PlainField? = nil
        ) {
            self.write = write
            self.encode = encode
            self.encodeText = encodeText
            self.encodeTree = encodeTree
            self.plain = plain
        }

        /// The same writers with `policy` in place of their mapping's.
        func writing(nilValues policy: NilWritingPolicy) -> Writers {
            let (write, encode, encodeText, encodeTree) = (write, encode, encodeText, encodeTree)
            return Writers(
                write: { root, output, _, errors in write(root, &output, policy, &errors) },
                encode: { root, _, errors in encode(root, policy, &errors) },
                encodeText: { root, output, _, errors in encodeText(root, &output, policy, &errors) },
                encodeTree: { root, builder, _, errors in encodeTree(root, &builder, policy, &errors) })
        }

        /// Writers that write nothing: a decode-only field's.
        static let none = Writers(
            write: { _, _, _, _ in }, encode: { _, _, _ in nil }, encodeText: { _, _, _, _ in false },
            encodeTree: { _, _, _, _ in false })
    }

    init(
        source: SharedAccessor, makeKeyPath: @escaping @Sendable () -> any AnyKeyPath & Sendable,
        propertyName: PropertyName, direction: FieldDirection, isComputed: Bool,
        makeWriters: @escaping @Sendable () -> Writers, decode: @escaping FieldDecoder,
        valueLayout: (size: Int, alignment: Int, type: ObjectIdentifier),
        makeAssigner: @escaping @Sendable () -> FieldAssigner?,
        erasedConversions: (@Sendable () -> ErasedConversions)?, plainType: PlainType? = nil,
        describe: (@Sendable (inout JSONSchema.Context) -> JSONSchema)? = nil, nilValues: NilWritingPolicy? = nil
    ) {
        self.nilValues = nilValues
        self.sharedSource = source
        self.makeKeyPath = makeKeyPath
        self.propertyName = propertyName
        self.direction = direction
        self.isComputed = isComputed
        self.makeWriters = makeWriters
        self.decode = decode
        self.valueLayout = valueLayout
        self.makeAssigner = makeAssigner
        self.erasedConversions = erasedConversions
        self.plainType = plainType
        self.describe = describe ?? { _ in JSONSchema.anything.commented("a field without a described mapper") }
    }

    /// The field of a ``Field``: its accessor, its key path and property name, and the closures it
    /// built specialised for its types. Not generic: the closures are built by the ``Field``.
    @usableFromInline
    convenience init(
        source: SharedAccessor, makeKeyPath: @escaping @Sendable () -> any AnyKeyPath & Sendable,
        propertyName: PropertyName, makeWriters: @escaping @Sendable () -> Writers, decode: @escaping FieldDecoder,
        valueLayout: (size: Int, alignment: Int, type: ObjectIdentifier),
        makeAssigner: @escaping @Sendable () -> FieldAssigner?,
        erasedConversions: @escaping @Sendable () -> ErasedConversions, plainType: PlainType?,
        describe: (@Sendable (inout JSONSchema.Context) -> JSONSchema)?
    ) {
        self.init(
            source: source, makeKeyPath: makeKeyPath, propertyName: propertyName, direction: .both,
            isComputed: false, makeWriters: makeWriters, decode: decode, valueLayout: valueLayout,
            makeAssigner: makeAssigner, erasedConversions: erasedConversions, plainType: plainType,
            describe: describe)
    }

    /// The same field, read or written as `direction` says.
    func with(direction: FieldDirection) -> AnyField {
        AnyField(
            source: sharedSource, makeKeyPath: makeKeyPath, propertyName: propertyName, direction: direction,
            isComputed: isComputed, makeWriters: makeWriters, decode: decode, valueLayout: valueLayout,
            makeAssigner: makeAssigner, erasedConversions: erasedConversions, plainType: plainType,
            describe: describe, nilValues: nilValues)
    }

    /// The same field, described by `describe` in JSON Schemas.
    func with(describe: @escaping @Sendable (inout JSONSchema.Context) -> JSONSchema) -> AnyField {
        AnyField(
            source: sharedSource, makeKeyPath: makeKeyPath, propertyName: propertyName, direction: direction,
            isComputed: isComputed, makeWriters: makeWriters, decode: decode, valueLayout: valueLayout,
            makeAssigner: makeAssigner, erasedConversions: erasedConversions, plainType: plainType,
            describe: describe, nilValues: nilValues)
    }

    /// The same field, writing `nil` as `policy` says whatever its mapping's policy.
    func with(nilValues policy: NilWritingPolicy) -> AnyField {
        let makeWriters = makeWriters
        return AnyField(
            source: sharedSource, makeKeyPath: makeKeyPath, propertyName: propertyName, direction: direction,
            isComputed: isComputed, makeWriters: { makeWriters().writing(nilValues: policy) }, decode: decode,
            valueLayout: valueLayout, makeAssigner: makeAssigner, erasedConversions: erasedConversions,
            plainType: plainType, describe: describe, nilValues: policy)
    }

    /// What the field writes with as its direction says: a decode-only field's writers write
    /// nothing. Makes the key path.
    func writers() -> Writers {
        direction == .decodeOnly ? .none : makeWriters()
    }

    /// The writers whatever the direction (what an encode-only copy of a field writes with).
    var encodingWriters: Writers { makeWriters() }
}

extension AnyField {
    /// Writes a field into a JSON object: `encode` makes its JSON from the model, `source` writes
    /// it; records a failure in the errors.
    static func writer(
        encode: @escaping FieldJSONEncoder, source: SharedAccessor, propertyName: PropertyName
    ) -> FieldWriter {
        { root, output, policy, errors in
            guard case .some(let json) = encode(root, policy, &errors) else { return }
            do throws(MappingError) {
                try source.base.write(json, into: &output)
            } catch {
                // The accessor's error names the accessor already.
                errors.append(
                    MappingError(
                        wrapping: error, prependingSourcePath: MappingPath(fieldNames: [propertyName.value]),
                        destinationPath: nil))
            }
        }
    }
}

// These run when a mapping is first built.
extension Array {
    /// The fields, then `other`'s, without `+` (see ``ObjectPlan``).
    func appending(_ other: Self) -> Self where Element == AnyField {
        var all = self
        all.reserveCapacity(count + other.count)
        for field in other { all.append(field) }
        return all
    }

    /// Checks, when a mapping is built, that no two fields write the same property.
    ///
    /// Key paths are compared where their hashes are equal, not put in a `Set<AnyKeyPath>`, whose
    /// type a cold start would build (and check `AnyKeyPath: Hashable` for) just for this.
    func checkDistinctDestinations(of root: Any.Type) where Element == AnyField {
        var hashes: [Int] = []
        var seen: [Int] = []
        for index in indices where !self[index].isComputed {
            let keyPath = self[index].makeKeyPath()
            let hash = keyPath.hashValue
            for (position, earlier) in seen.enumerated() where hashes[position] == hash {
                precondition(
                    self[earlier].makeKeyPath() != keyPath,
                    "object mapping of \(root): two fields write the property '\(self[index].propertyName.value)'"
                )
            }
            hashes.append(hash)
            seen.append(index)
        }
    }

    /// The source keys the fields read, or `nil` if any field's accessor does not say.
    func consumedKeys() -> Set<String>? where Element == AnyField {
        var keys = Set<String>(minimumCapacity: count)
        for field in self where field.direction != .encodeOnly {
            guard let first = field.sharedSource.base.topLevelKeys else { return nil }
            keys.formUnion(first)
        }
        return keys
    }
}
