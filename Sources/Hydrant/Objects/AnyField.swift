/// A field with its value type erased: how object mappings keep their fields.
///
/// An object mapping reads and writes its fields through the closures kept here, which the
/// ``Field`` built specialised for its property's type where the mapping is written; only the
/// initializer's call needs the value types again. Keeping the fields erased keeps a mapping's type
/// layout fixed (see ``FieldList``).
@usableFromInline
struct AnyField<Root>: Sendable {
    /// Where the field is read and written, kept by reference (see ``SharedAccessor``).
    let sharedSource: SharedAccessor
    var source: any Accessor { sharedSource.base }
    let keyPath: any AnyKeyPath & Sendable
    let propertyName: PropertyName
    /// Whether the field is read, written, or both.
    let direction: FieldDirection
    /// Whether the field is a ``ComputedField`` rather than an initializer parameter.
    let isComputed: Bool
    let write: @Sendable (Root, inout JSON, NilWritingPolicy, inout [MappingError]) -> Void
    /// The JSON to write for the property (see ``FieldEncoding``).
    let encode: @Sendable (Root, NilWritingPolicy, inout [MappingError]) -> JSON??
    /// `encode` writing straight into JSON text; returns whether it wrote a value.
    let encodeText: FieldTextEncoder
    /// `encode` writing into a tree being built.
    let encodeTree: FieldTreeEncoder
    /// Reads and converts the field for an initializer parameter (see ``Field``'s `decode`);
    /// never called for a computed field.
    let decode: FieldDecoder
    /// The size and alignment of the property's values (zero and one for a computed field).
    let valueLayout: (size: Int, alignment: Int)
    /// Reads the field from a source object and assigns it to a model; `nil` when the key path is
    /// not writable.
    /// Its arguments are the object read, the field's position in the mapping and the model.
    let assign: FieldAssigner?
    /// The field with its value type, for what needs it back (a reflective mapping's custom
    /// fields); `nil` for a computed field.
    let typed: (any TypedField<Root>)?

    @usableFromInline
    init<Value>(_ field: Field<Root, Value>) {
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
            write = { root, output, policy, errors in
                field.write(from: root, into: &output, nilPolicy: policy, errors: &errors)
            }
            encode = field.encode
            encodeText = field.encodeText
            encodeTree = field.encodeTree
        }
        decode = field.decode
        valueLayout = (MemoryLayout<Value>.size, MemoryLayout<Value>.alignment)
        assign = field.assign
        typed = field
    }
}

/// A ``Field`` that an ``AnyField`` keeps, with its value type: opening it gives the field back.
protocol TypedField<Root>: Sendable {
    associatedtype Root
    associatedtype Value
    /// The field.
    var field: Field<Root, Value> { get }
}

extension Field: TypedField {
    var field: Self { self }
}

// These run unspecialised when a mapping is first built: they read the fields in place, by
// index (see ``ObjectPlan``).
extension Array {
    /// The fields, then `other`'s, without `+` (see ``ObjectPlan``).
    func appending<Root>(_ other: Self) -> Self where Element == AnyField<Root> {
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
    func checkDistinctDestinations<Root>() where Element == AnyField<Root> {
        withUnsafeBufferPointer { fields in
            var hashes: [Int] = []
            var seen: [Int] = []
            for index in 0..<fields.count where !fields[index].isComputed {
                let keyPath = fields[index].keyPath
                let hash = keyPath.hashValue
                for (position, earlier) in seen.enumerated() where hashes[position] == hash {
                    precondition(
                        fields[earlier].keyPath != keyPath,
                        "object mapping of \(Root.self): two fields write the property '\(fields[index].propertyName.value)'"
                    )
                }
                hashes.append(hash)
                seen.append(index)
            }
        }
    }

    /// The source keys the fields read, or `nil` if any field's accessor does not say.
    func consumedKeys<Root>() -> Set<String>? where Element == AnyField<Root> {
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
