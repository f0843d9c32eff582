import Foundation

/// How an object mapping finds its fields' values in a document, worked out once when the mapping
/// is built.
///
/// Fields whose accessor starts with a key share one pass over the object's members: each member
/// key is compared with the key expected next (fields are usually declared in document order, so
/// this is most often the only comparison), else with every wanted key, and the first member with
/// each key wins, as for a lookup. Other accessors read the node (`Accessors.Path`), or the
/// object's ``/HydrantJSON/JSON`` value (custom accessors).
@usableFromInline
struct ObjectNodePlan: Sendable {
    /// How one field is read.
    enum FieldRead: Sendable {
        /// The value of the member with wanted key `key`; the rest of `path` (from step 1) is read
        /// from there.
        case key(Int, path: Accessors.Path?)
        /// A path that starts with an index: read from the object node.
        case path(Accessors.Path)
        /// Any other accessor: read from the object's ``/HydrantJSON/JSON`` value.
        case tree(any Accessor)
        /// ``Accessors/FirstPresent``: each path read as above, the first present one wins.
        indirect case firstPresent([FieldRead])
    }

    /// Per field, in declaration order.
    let reads: [FieldRead]
    /// Per field: the slot of a field read with one key (the common case, read without looking at
    /// `reads`), else -1.
    @usableFromInline let directSlots: [Int]
    /// The wanted keys' UTF-8 bytes, one after another, and where each starts and ends.
    let keyBytes: [UInt8]
    let keyBounds: [Range<Int>]

    init<Root>(_ fields: [AnyField<Root>]) {
        var keys: [String] = []
        func read(_ path: Accessors.Path) -> FieldRead {
            guard case .key(let key) = path.components[0] else { return .path(path) }
            let slot =
                keys.firstIndex(where: { $0.utf8.elementsEqual(key.utf8) })
                ?? {
                    keys.append(key)
                    return keys.count - 1
                }()
            return .key(slot, path: path.components.count > 1 ? path : nil)
        }
        let reads = fields.map { field -> FieldRead in
            if let path = field.source as? Accessors.Path { return read(path) }
            if let alternatives = field.source as? Accessors.FirstPresent {
                return .firstPresent(alternatives.paths.map(read))
            }
            return .tree(field.source)
        }
        var bytes: [UInt8] = []
        var bounds: [Range<Int>] = []
        for key in keys {
            let start = bytes.count
            bytes.append(contentsOf: key.utf8)
            bounds.append(start..<bytes.count)
        }
        self.reads = reads
        self.directSlots = reads.map { read in
            if case .key(let slot, nil) = read { slot } else { -1 }
        }
        self.keyBytes = bytes
        self.keyBounds = bounds
    }

    /// The number of slots ``findMembers(of:into:)`` fills: one per wanted key, at least one.
    @usableFromInline
    var slotCount: Int { max(keyBounds.count, 1) }

    /// One pass over the members: `slots[k]` becomes the tape index of the first value whose key
    /// is wanted key `k`, or -1.
    @usableFromInline
    func findMembers(of object: JSONNode, into slots: UnsafeMutableBufferPointer<Int32>) {
        slots.initialize(repeating: -1)
        guard !keyBounds.isEmpty else { return }
        let storage = object.storage
        let tape = storage.tape
        storage.bytes.withUnsafeBufferPointer { bytes in
            keyBytes.withUnsafeBufferPointer { wanted in
                var position = object.index + 1
                let end = Int(tape[object.index].b)
                var expected = 0
                var unfilled = keyBounds.count
                while position < end, unfilled > 0 {
                    let keyEntry = tape[position]
                    if !keyEntry.has(TapeEntry.fShadowed),
                        let slot = match(keyEntry, in: bytes, wanted: wanted, expected: expected),
                        slots[slot] < 0
                    {
                        slots[slot] = Int32(position + 1)
                        unfilled -= 1
                        expected = slot + 1 == keyBounds.count ? 0 : slot + 1
                    }
                    position = TapeReader.next(after: position + 1, in: tape)
                }
            }
        }
    }

    /// The wanted key a member key is, trying `expected` first.
    private func match(
        _ keyEntry: TapeEntry, in bytes: UnsafeBufferPointer<UInt8>, wanted: UnsafeBufferPointer<UInt8>, expected: Int
    ) -> Int? {
        JSONNode.withKey(keyEntry, in: bytes) { key in
            func equals(_ slot: Int) -> Bool {
                UnsafeBufferPointer(rebasing: wanted[keyBounds[slot]]).hasSameBytes(as: key)
            }
            if equals(expected) { return expected }
            for slot in keyBounds.indices where slot != expected && equals(slot) {
                return slot
            }
            return nil
        }
    }
}

/// The members an object mapping reads, found in one pass (see ``ObjectNodePlan``).
@usableFromInline
struct ObjectNodeReader {
    @usableFromInline let object: JSONNode
    @usableFromInline let plan: ObjectNodePlan
    @usableFromInline let slots: UnsafeBufferPointer<Int32>

    @inlinable
    init(object: JSONNode, plan: ObjectNodePlan, slots: UnsafeBufferPointer<Int32>) {
        self.object = object
        self.plan = plan
        self.slots = slots
    }

    /// Reads field number `ordinal`.
    @inlinable
    func read(_ ordinal: Int) throws(MappingError) -> FieldInput {
        let slot = plan.directSlots[ordinal]
        guard slot < 0 else {
            let index = Int(slots[slot])
            return .node(index < 0 ? nil : JSONNode(storage: object.storage, index: index))
        }
        return try readThroughPath(ordinal)
    }

    /// Reads a field whose accessor is more than one key.
    @usableFromInline
    func readThroughPath(_ ordinal: Int) throws(MappingError) -> FieldInput {
        try read(plan.reads[ordinal])
    }

    /// Reads a field as `read` says.
    private func read(_ read: ObjectNodePlan.FieldRead) throws(MappingError) -> FieldInput {
        switch read {
        case .firstPresent(let reads):
            for alternative in reads {
                switch try self.read(alternative) {
                case .node(nil), .json(nil): continue
                case let present: return present
                }
            }
            return .node(nil)
        case .key(let slot, let path):
            let index = Int(slots[slot])
            guard index >= 0 else { return .node(nil) }
            let value = JSONNode(storage: object.storage, index: index)
            guard let path else { return .node(value) }
            return .node(try path.read(from: value, startingAt: 1))
        case .path(let path):
            return .node(try path.read(from: object))
        case .tree(let accessor):
            return .json(try accessor.read(from: object.json))
        }
    }
}

/// Where an object mapping reads its fields: a ``/HydrantJSON/JSON`` object, or an object read in place.
@usableFromInline
enum FieldReader {
    case tree(JSON)
    case node(ObjectNodeReader)

    /// The value of field number `ordinal`, whose accessor is `accessor`: a ``/HydrantJSON/JSON``
    /// value from a tree (its node's value from a document); `nil` when it is missing.
    func json(of ordinal: Int, accessor: any Accessor) throws(MappingError) -> JSON? {
        switch self {
        case .tree(let object):
            return try accessor.read(from: object)
        case .node(let reader):
            switch try reader.read(ordinal) {
            case .json(let json): return json
            case .node(let node): return node?.json
            }
        }
    }

    /// The object read, as a ``/HydrantJSON/JSON`` value (built for a document).
    var objectJSON: JSON {
        switch self {
        case .tree(let object): object
        case .node(let reader): reader.object.json
        }
    }

    /// The object read, as errors keep it.
    @usableFromInline
    var sourceValue: any Sendable {
        switch self {
        case .tree(let object): object
        case .node(let reader): DocumentValue(reader.object)
        }
    }
}
