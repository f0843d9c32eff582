import Foundation

/// How an object mapping finds its fields' values in a document, worked out once when the mapping
/// is built.
///
/// Fields whose accessor starts with a key share one pass over the object's members (`MemberKeys`
/// in HydrantJSON). Other accessors read the node (`Accessors.Path`), or the object's
/// ``/HydrantJSON/JSON`` value (custom accessors).
///
/// A class, so that what reads one object holds the plan without retaining it (see
/// ``ObjectNodeReader``): reading an object of a large array copied a struct's four arrays, four
/// retains and releases per object, and with several threads mapping (`results(of:concurrency:)`)
/// their cores passed those shared reference counts back and forth.
///
/// `@unchecked Sendable`: ``directSlots`` is written in the initializer only, and only read after.
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
    /// `reads`), else -1. Pinned, so that a reader can keep a view of it rather than an array to
    /// retain.
    @usableFromInline let directSlots: PinnedBuffer<Int>
    /// The keys the fields start with, found in one pass over an object's members.
    let keys: MemberKeys

    /// The plan of `fields`, whose first `parameterCount` are the initializer's parameters (none
    /// for a mapping that assigns properties).
    init(_ fields: [AnyField], parameterCount: Int) {
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
        var reads: [FieldRead] = []
        reads.reserveCapacity(fields.count)
        for field in fields {
            let source = field.sharedSource.base
            if let path = source as? Accessors.Path {
                reads.append(read(path))
            } else if let alternatives = source as? Accessors.FirstPresent {
                reads.append(.firstPresent(alternatives.paths.map(read)))
            } else {
                reads.append(.tree(source))
            }
        }
        self.reads = reads
        directSlots = PinnedBuffer(count: reads.count, repeating: -1)
        for (index, read) in reads.enumerated() {
            if case .key(let slot, nil) = read { directSlots[index] = slot }
        }
        self.keys = MemberKeys(keys)
    }

    /// The key path of field number `ordinal` when it starts with a key and goes on (read from
    /// step 1 on from that key's member: see ``ObjectReading``); `nil` for a field read with one
    /// key.
    func restOfPath(_ ordinal: Int) -> Accessors.Path? {
        if case .key(_, let path) = reads[ordinal] { return path }
        return nil
    }

    /// The number of slots ``findMembers(of:into:)`` fills: one per wanted key, at least one.
    @usableFromInline
    var slotCount: Int { max(keys.count, 1) }

    /// The reader of the fields of `node`, whose members are searched in one pass into `slots`
    /// (``slotCount`` of them): what every object mapping reads a document's object with.
    ///
    /// - Precondition: `node` is an object.
    @inlinable
    func reader(of node: JSONNode, slots: MemberSlots) -> FieldReader {
        findMembers(of: node, into: slots)
        return .node(ObjectNodeReader(object: node, plan: self, slots: slots))
    }

    /// One pass over the members: slot `k` becomes where the value of the first member with
    /// wanted key `k` is.
    @usableFromInline
    func findMembers(of object: JSONNode, into slots: MemberSlots) {
        keys.findMembers(of: object, into: slots)
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
    @usableFromInline let plan: Unretained<ObjectNodePlan>
    /// The plan's ``ObjectNodePlan/directSlots``.
    @usableFromInline let directSlots: PinnedBuffer<Int>.View
    @usableFromInline let slots: MemberSlots

    @inlinable
    init(object: JSONNode, plan: ObjectNodePlan, slots: MemberSlots) {
        self.object = object
        self.plan = Unretained(plan)
        self.directSlots = plan.directSlots.view
        self.slots = slots
    }

    /// Reads field number `ordinal`, one of the plan's fields.
    @inlinable
    func read(_ ordinal: Int) throws(MappingError) -> FieldInput {
        let slot = directSlots[ordinal]
        guard slot < 0 else { return .node(slots.value(slot, of: object)) }
        return try readThroughPath(ordinal)
    }

    /// Reads a field whose accessor is more than one key.
    @usableFromInline
    func readThroughPath(_ ordinal: Int) throws(MappingError) -> FieldInput {
        try read(plan.object.reads[ordinal])
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
            guard let value = slots.value(slot, of: object) else { return .node(nil) }
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
