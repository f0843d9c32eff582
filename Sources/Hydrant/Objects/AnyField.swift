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
/// A class, so that the ``Field`` that makes it holds it as one reference: a `Field` is then six
/// stored values, which Swift copies inline in the module that writes the mapping, where fourteen
/// were copied and destroyed through the metadata of `Field<Model, Value>`, built from its mangled
/// name for every pair of model and value types at a cold start.
@usableFromInline
final class AnyField: Sendable {
    /// Where the field is read and written, kept by reference (see ``SharedAccessor``).
    let sharedSource: SharedAccessor
    var source: any Accessor { sharedSource.base }
    /// The property's key path (of a ``Field``, a `KeyPath<Model, Value>`).
    let keyPath: any AnyKeyPath & Sendable
    let propertyName: PropertyName
    /// Whether the field is read, written, or both.
    let direction: FieldDirection
    /// Whether the field is a ``ComputedField`` rather than an initializer parameter.
    let isComputed: Bool
    /// Writes the field of the model at the pointer into a JSON object with its accessor.
    let write: FieldWriter
    /// The JSON to write for the property of the model at the pointer (see ``FieldEncoding``).
    let encode: FieldJSONEncoder
    /// `encode` writing straight into JSON text; returns whether it wrote a value.
    let encodeText: FieldTextEncoder
    /// `encode` writing into a tree being built.
    let encodeTree: FieldTreeEncoder
    /// The writers for the field's other directions: `write`, `encode`, `encodeText` and
    /// `encodeTree` of a decode-only field write nothing, and these are what a ``Field`` made to
    /// write again would use.
    private let writers: Writers
    /// Reads and converts the field for an initializer parameter (see ``Field``'s `decode`);
    /// never called for a computed field.
    let decode: FieldDecoder
    /// The size and alignment of the property's values (zero and one for a computed field).
    let valueLayout: (size: Int, alignment: Int)
    /// Makes the closure that reads the field from a source object and assigns it to a model; it
    /// makes `nil` when the key path is not writable (see ``Field``'s `makeAssigner`).
    /// The closure's arguments are the object read, the field's position in the mapping and the
    /// model.
    let makeAssigner: @Sendable () -> FieldAssigner?
    /// Makes the field's conversions with its value type erased, for a reflective mapping's custom
    /// fields; `nil` for a computed field. Made when asked for, not kept: the conversions are
    /// closures of the field's value type, kept in the ``Field`` itself.
    let erasedConversions: (@Sendable () -> ErasedConversions)?

    /// A field's writers, whatever its direction.
    struct Writers: Sendable {
        let write: FieldWriter
        let encode: FieldJSONEncoder
        let encodeText: FieldTextEncoder
        let encodeTree: FieldTreeEncoder

        /// Writers that write nothing: a decode-only field's.
        static let none = Writers(
            write: { _, _, _, _ in }, encode: { _, _, _ in nil }, encodeText: { _, _, _, _ in false },
            encodeTree: { _, _, _, _ in false })
    }

    init(
        source: SharedAccessor, keyPath: any AnyKeyPath & Sendable, propertyName: PropertyName,
        direction: FieldDirection, isComputed: Bool, writers: Writers, decode: @escaping FieldDecoder,
        valueLayout: (size: Int, alignment: Int), makeAssigner: @escaping @Sendable () -> FieldAssigner?,
        erasedConversions: (@Sendable () -> ErasedConversions)?
    ) {
        self.sharedSource = source
        self.keyPath = keyPath
        self.propertyName = propertyName
        self.direction = direction
        self.isComputed = isComputed
        self.writers = writers
        let effective = direction == .decodeOnly ? Writers.none : writers
        self.write = effective.write
        self.encode = effective.encode
        self.encodeText = effective.encodeText
        self.encodeTree = effective.encodeTree
        self.decode = decode
        self.valueLayout = valueLayout
        self.makeAssigner = makeAssigner
        self.erasedConversions = erasedConversions
    }

    /// The field of a ``Field``: its accessor, its key path and property name, and the closures it
    /// built specialised for its types. Not generic: the closures are built by the ``Field``.
    @usableFromInline
    convenience init(
        source: SharedAccessor, keyPath: any AnyKeyPath & Sendable, propertyName: PropertyName,
        encode: @escaping FieldJSONEncoder, encodeText: @escaping FieldTextEncoder,
        encodeTree: @escaping FieldTreeEncoder, decode: @escaping FieldDecoder,
        valueLayout: (size: Int, alignment: Int), makeAssigner: @escaping @Sendable () -> FieldAssigner?,
        erasedConversions: @escaping @Sendable () -> ErasedConversions
    ) {
        let writers = Writers(
            write: Self.writer(encode: encode, source: source, propertyName: propertyName), encode: encode,
            encodeText: encodeText, encodeTree: encodeTree)
        self.init(
            source: source, keyPath: keyPath, propertyName: propertyName, direction: .both, isComputed: false,
            writers: writers, decode: decode, valueLayout: valueLayout, makeAssigner: makeAssigner,
            erasedConversions: erasedConversions)
    }

    /// The same field, read or written as `direction` says.
    func with(direction: FieldDirection) -> AnyField {
        AnyField(
            source: sharedSource, keyPath: keyPath, propertyName: propertyName, direction: direction,
            isComputed: isComputed, writers: writers, decode: decode, valueLayout: valueLayout,
            makeAssigner: makeAssigner, erasedConversions: erasedConversions)
    }

    /// The writers whatever the direction (what an encode-only copy of a field writes with).
    var encodingWriters: Writers { writers }
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

// These run unspecialised when a mapping is first built: they read the fields in place, by
// index (see ``ObjectPlan``).
extension Array {
    /// The fields, then `other`'s, without `+` (see ``ObjectPlan``).
    func appending(_ other: Self) -> Self where Element == AnyField {
        var all = self
        all.reserveCapacity(count + other.count)
        other.withUnsafeBufferPointer { other in
            for index in 0..<other.count { all.append(other[index]) }
        }
        return all
    }

    /// Checks, when a mapping is built, that no two fields write the same property.
    ///
    /// Key paths are compared where their hashes are equal, not put in a `Set<AnyKeyPath>`, whose
    /// type a cold start would build (and check `AnyKeyPath: Hashable` for) just for this.
    func checkDistinctDestinations(of root: Any.Type) where Element == AnyField {
        withUnsafeBufferPointer { fields in
            var hashes: [Int] = []
            var seen: [Int] = []
            for index in 0..<fields.count where !fields[index].isComputed {
                let keyPath = fields[index].keyPath
                let hash = keyPath.hashValue
                for (position, earlier) in seen.enumerated() where hashes[position] == hash {
                    precondition(
                        fields[earlier].keyPath != keyPath,
                        "object mapping of \(root): two fields write the property '\(fields[index].propertyName.value)'"
                    )
                }
                hashes.append(hash)
                seen.append(index)
            }
        }
    }

    /// The source keys the fields read, or `nil` if any field's accessor does not say.
    func consumedKeys() -> Set<String>? where Element == AnyField {
        withUnsafeBufferPointer { fields in
            var keys = Set<String>(minimumCapacity: fields.count)
            for index in 0..<fields.count where fields[index].direction != .encodeOnly {
                guard let first = fields[index].sharedSource.base.topLevelKeys else { return nil }
                keys.formUnion(first)
            }
            return keys
        }
    }
}
