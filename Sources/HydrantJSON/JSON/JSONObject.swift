/// The members of a JSON object, in the order they were written.
///
/// A `JSONObject` is an ordered collection of `(key, value)` members. Looking a key up returns the
/// value of its **first** member; whether a parsed object can contain a key twice at all is decided
/// by ``JSONReadingOptions/duplicateKeys`` when the document is read.
///
/// Keys are compared by their Unicode scalars, code unit by code unit, as RFC 8259 §8.3
/// recommends: `"é"` written precomposed (NFC) and decomposed (NFD) are two different keys.
///
/// ```swift
/// let person: JSONObject = ["name": "Ada", "born": 1815]
/// person["name"]          // .string("Ada")
/// person.keys             // ["name", "born"]
/// ```
///
/// Two objects are equal when they have the same members regardless of order
/// (`{"a":1,"b":2} == {"b":2,"a":1}`); members with the same key keep their relative order in
/// that comparison.
public struct JSONObject: Sendable {
    /// One member of an object: a key and its value.
    public typealias Member = (key: String, value: JSON)

    /// A member as stored: a struct rather than the ``Member`` tuple, because an array of tuples is
    /// copied and destroyed through the run time's generic tuple functions, one call per field of
    /// each member (a tenth of writing twitter.json through a tree went to freeing the tree).
    @usableFromInline
    struct StoredMember: Sendable {
        @usableFromInline var key: String
        @usableFromInline var value: JSON

        @inlinable
        init(key: String, value: JSON) {
            self.key = key
            self.value = value
        }

        @inlinable
        init(_ member: Member) {
            self.init(key: member.key, value: member.value)
        }

        /// The member as the public tuple.
        @inlinable
        var member: Member {
            (key: key, value: value)
        }
    }

    @usableFromInline
    var storage: [StoredMember]

    @inlinable
    init(storage: [StoredMember]) {
        self.storage = storage
    }

    /// Creates an empty object.
    @inlinable
    public init() {
        storage = []
    }

    /// Creates an object with the given members, in order. Members with the same key are kept.
    @inlinable
    public init(members: some Sequence<Member>) {
        storage = members.map(StoredMember.init)
    }

    /// Creates an object with the given members, keeping only the first member with each key.
    public init(uniqueKeysKeepingFirst members: some Sequence<Member>) {
        storage = []
        var seen = Set<KeyBytes>()
        for member in members where seen.insert(KeyBytes(member.key)).inserted {
            storage.append(StoredMember(member))
        }
    }

    /// Creates an object from a dictionary, ordering the members by key so that the result is
    /// deterministic.
    public init(_ dictionary: [String: JSON]) {
        storage = dictionary.sorted { $0.key.precedesInUTF8($1.key) }
            .map { StoredMember(key: $0.key, value: $0.value) }
    }

    /// Reserves room for `capacity` members.
    @inlinable
    public mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity)
    }

    /// The keys of the members, in order.
    public var keys: [String] {
        storage.map(\.key)
    }

    /// The values of the members, in order.
    public var values: [JSON] {
        storage.map(\.value)
    }

    /// The index of the first member with the given key, or `nil`.
    @inlinable
    public func index(forKey key: String) -> Int? {
        storage.firstIndex { $0.key.hasSameUTF8(as: key) }
    }

    /// The value of the first member with the given key; setting a value replaces that member's
    /// value in place, or appends a new member; setting `nil` removes every member with the key.
    @inlinable
    public subscript(key: String) -> JSON? {
        get {
            index(forKey: key).map { storage[$0].value }
        }
        set {
            if let newValue {
                if let index = index(forKey: key) {
                    storage[index].value = newValue
                } else {
                    storage.append(StoredMember(key: key, value: newValue))
                }
            } else {
                storage.removeAll { $0.key.hasSameUTF8(as: key) }
            }
        }
    }

    /// Appends a member, even if a member with the same key exists.
    @inlinable
    public mutating func append(key: String, value: JSON) {
        storage.append(StoredMember(key: key, value: value))
    }

    /// Removes every member with the given key and returns the first one's value.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSON? {
        let first = self[key]
        self[key] = nil
        return first
    }

    /// Whether two or more members share a key.
    public var hasDuplicateKeys: Bool {
        var seen = Set<KeyBytes>()
        return !storage.allSatisfy { seen.insert(KeyBytes($0.key)).inserted }
    }

    /// The members sorted by key (by Unicode scalar values), keeping the relative order of members
    /// with the same key.
    public func sortedByKey() -> JSONObject {
        let sorted = storage.enumerated().sorted { lhs, rhs in
            if lhs.element.key.hasSameUTF8(as: rhs.element.key) { return lhs.offset < rhs.offset }
            return lhs.element.key.precedesInUTF8(rhs.element.key)
        }
        return JSONObject(storage: sorted.map(\.element))
    }
}

extension JSONObject: RandomAccessCollection, MutableCollection {
    /// The position of the first member.
    @inlinable public var startIndex: Int { storage.startIndex }
    /// The position after the last member.
    @inlinable public var endIndex: Int { storage.endIndex }

    /// The member at a position.
    @inlinable
    public subscript(position: Int) -> Member {
        get { storage[position].member }
        set { storage[position] = StoredMember(newValue) }
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object from a dictionary literal, keeping the literal's order.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        storage = elements.map { StoredMember(key: $0.0, value: $0.1) }
    }
}

extension JSONObject: Hashable {
    /// Whether two objects have the same members, regardless of order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // Fast path: same order.
        if zip(lhs.storage, rhs.storage).allSatisfy({ $0.key.hasSameUTF8(as: $1.key) && $0.value == $1.value }) {
            return true
        }
        return zip(lhs.sortedByKey().storage, rhs.sortedByKey().storage).allSatisfy {
            $0.key.hasSameUTF8(as: $1.key) && $0.value == $1.value
        }
    }

    /// Hashes the members regardless of order.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for member in storage {
            var memberHasher = Hasher()
            memberHasher.combine(KeyBytes(member.key))
            memberHasher.combine(member.value)
            combined = combined &+ memberHasher.finalize()
        }
        hasher.combine(storage.count)
        hasher.combine(combined)
    }
}

/// A key compared and hashed by its UTF-8 bytes rather than by canonical equivalence.
@usableFromInline
package struct KeyBytes: Hashable {
    @usableFromInline let key: String

    @usableFromInline
    package init(_ key: String) { self.key = key }

    @usableFromInline
    package static func == (lhs: KeyBytes, rhs: KeyBytes) -> Bool {
        lhs.key.hasSameUTF8(as: rhs.key)
    }

    @usableFromInline
    package func hash(into hasher: inout Hasher) {
        let hashed: Void? = key.utf8.withContiguousByteView { hasher.combine($0) }
        if hashed == nil {
            for byte in key.utf8 { hasher.combine(byte) }
        }
        hasher.combine(0xFF as UInt8)  // terminator: not a UTF-8 byte
    }
}
