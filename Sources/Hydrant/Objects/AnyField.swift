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
@usableFromInline
struct AnyField: Sendable {
    /// Where the field is read and written, kept by reference (see ``SharedAccessor``).
    let sharedSource: SharedAccessor
    var source: any Accessor { sharedSource.base }
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
    /// fields; `nil` for a computed field. Made when asked for, not kept: a field kept whole, as an
    /// existential or a closure's capture, is copied through its type's metadata, which a cold
    /// start would build for every pair of root and value types.
    let erasedConversions: (@Sendable () -> ErasedConversions)?

    @usableFromInline
    init<Root, Value>(_ field: Field<Root, Value>) {
        sharedSource = field.sharedSource
        keyPath = field.keyPath
        propertyName = field.name
        direction = field.direction
        isComputed = false
        if field.direction == .decodeOnly {
            write = { _, _, _, _ in }
            encode = { _, _, _ in nil }
            encodeText = { _, _, _, _ in false }
            encodeTree = { _, _, _, _ in false }
        } else {
            write = Self.writer(encode: field.encode, source: field.sharedSource, propertyName: field.name)
            encode = field.encode
            encodeText = field.encodeText
            encodeTree = field.encodeTree
        }
        decode = field.decode
        valueLayout = (MemoryLayout<Value>.size, MemoryLayout<Value>.alignment)
        makeAssigner = field.makeAssigner
        let forward = field.forward
        let backward = field.backward
        erasedConversions = { ErasedConversions(forward: forward, backward: backward) }
    }
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
