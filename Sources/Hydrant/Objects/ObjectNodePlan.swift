import Foundation

/// How an object mapping finds its fields' values in a document, worked out once when the mapping
/// is built.
///
/// Fields whose accessor starts with a key share one pass over the object's members: each member
/// key is compared with the key expected next (fields are usually declared in document order, so
/// this is most often the only comparison), else with every wanted key, and the first member with
/// each key wins, as for a lookup. Other accessors read the node (`Accessors.Path`), or the
/// object's ``/HydrantJSON/JSON`` value (custom accessors).
///
/// A class, so that what reads one object holds the plan without retaining it (see
/// ``ObjectNodeReader``): reading an object of a large array copied a struct's four arrays, four
/// retains and releases per object, and with several threads mapping (`results(of:concurrency:)`)
/// their cores passed those shared reference counts back and forth.
///
/// `@unchecked Sendable`: ``directSlots`` is written once, in the initializer, and only read after.
@usableFromInline
final class ObjectNodePlan: @unchecked Sendable {
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
    /// `reads`), else -1. Memory of the plan's own, freed with it, so that a reader can hold a
    /// pointer to it rather than an array to retain.
    @usableFromInline let directSlots: UnsafeMutablePointer<Int>
    /// The wanted keys' UTF-8 bytes, one after another.
    let keyBytes: [UInt8]
    /// Where each wanted key starts in ``keyBytes``, then where the last one ends: key `k` is
    /// `keyStarts[k]..<keyStarts[k + 1]`. Offsets rather than an array of ranges, whose storage
    /// type a cold start would build (and check `Int: Comparable` for) just for this.
    let keyStarts: [Int]
    /// The number of wanted keys.
    var keyCount: Int { keyStarts.count - 1 }

    init(_ fields: [AnyField]) {
        var keys: [String] = []
        func read(_ path: Accessors.Path) -> FieldRead {
            guard case .key(let key) = path.components[0] else { return .path(path) }
            let slot =
                keys.firstIndex(where: { $0.hasSameUTF8(as: key) })
                ?? {
                    keys.append(key)
                    return keys.count - 1
                }()
            return .key(slot, path: path.components.count > 1 ? path : nil)
        }
        // The fields read in place, by index, not `map`ped: see ``ObjectPlan``.
        var reads: [FieldRead] = []
        reads.reserveCapacity(fields.count)
        fields.withUnsafeBufferPointer { fields in
            for index in 0..<fields.count {
                let source = fields[index].sharedSource.base
                if let path = source as? Accessors.Path {
                    reads.append(read(path))
                } else if let alternatives = source as? Accessors.FirstPresent {
                    reads.append(.firstPresent(alternatives.paths.map(read)))
                } else {
                    reads.append(.tree(source))
                }
            }
        }
        var bytes: [UInt8] = []
        var starts = [0]
        for key in keys {
            bytes.append(contentsOf: key.utf8)
            starts.append(bytes.count)
        }
        self.reads = reads
        // At least one element, so that a mapping without fields has memory to point to too.
        self.directSlots = .allocate(capacity: max(reads.count, 1))
        for (index, read) in reads.enumerated() {
            (self.directSlots + index).initialize(to: { if case .key(let slot, nil) = read { slot } else { -1 } }())
        }
        self.keyBytes = bytes
        self.keyStarts = starts
    }

    deinit {
        directSlots.deallocate()
    }

    /// The number of slots ``findMembers(of:into:)`` fills: one per wanted key, at least one.
    @usableFromInline
    var slotCount: Int { max(keyCount, 1) }

    /// One pass over the members: `slots[k]` becomes the tape index of the first value whose key
    /// is wanted key `k`, or -1.
    @usableFromInline
    func findMembers(of object: JSONNode, into slots: UnsafeMutableBufferPointer<Int32>) {
        slots.initialize(repeating: -1)
        let keyCount = keyCount
        guard keyCount > 0 else { return }
        let storage = object.storage
        let tape = storage.tape
        storage.bytes.withUnsafeBufferPointer { bytes in
            keyBytes.withUnsafeBufferPointer { wanted in
                var position = object.index + 1
                let end = Int(tape[object.index].b)
                var expected = 0
                var unfilled = keyCount
                while position < end, unfilled > 0 {
                    let keyEntry = tape[position]
                    if !keyEntry.has(TapeEntry.fShadowed),
                        let slot = match(keyEntry, in: bytes, wanted: wanted, expected: expected),
                        slots[slot] < 0
                    {
                        slots[slot] = Int32(position + 1)
                        unfilled -= 1
                        expected = slot + 1 == keyCount ? 0 : slot + 1
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
                UnsafeBufferPointer(rebasing: wanted[keyStarts[slot]..<keyStarts[slot + 1]]).hasSameBytes(as: key)
            }
            if equals(expected) { return expected }
            for slot in 0..<keyCount where slot != expected && equals(slot) {
                return slot
            }
            return nil
        }
    }
}

/// The members an object mapping reads, found in one pass (see ``ObjectNodePlan``).
@usableFromInline
///
/// A reader lives only while its object mapping reads one object, and the mapping holds its plan
/// all that time, so the reader holds the plan unretained: copying it for every object of a large
/// array retained it, and with several threads mapping (`results(of:concurrency:)`) their cores
/// passed its reference count back and forth.
struct ObjectNodeReader {
    @usableFromInline let object: JSONNode
    @usableFromInline let plan: Unmanaged<ObjectNodePlan>
    /// The plan's ``ObjectNodePlan/directSlots``.
    @usableFromInline let directSlots: UnsafePointer<Int>
    @usableFromInline let slots: UnsafeBufferPointer<Int32>

    @inlinable
    init(object: JSONNode, plan: ObjectNodePlan, slots: UnsafeBufferPointer<Int32>) {
        self.object = object
        self.plan = Unmanaged.passUnretained(plan)
        self.directSlots = UnsafePointer(plan.directSlots)
        self.slots = slots
    }

    /// Reads field number `ordinal`, one of the plan's fields.
    @inlinable
    func read(_ ordinal: Int) throws(MappingError) -> FieldInput {
        let slot = directSlots[ordinal]
        guard slot < 0 else {
            let index = Int(slots[slot])
            return .node(index < 0 ? nil : JSONNode(storage: object.storage, index: index))
        }
        return try readThroughPath(ordinal)
    }

    /// Reads a field whose accessor is more than one key.
    @usableFromInline
    func readThroughPath(_ ordinal: Int) throws(MappingError) -> FieldInput {
        try read(plan.takeUnretainedValue().reads[ordinal])
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
