/// A pass over the members of an object node that compares each key with known keys without
/// making a `String` of it: what the code `@Mappable` writes reads an object with, one member at a
/// time, choosing by ``keyByteCount`` and then ``keyIs(_:)``.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"id": 7, "name": "Ada"}"#)
/// var members = document.root.memberCursor
/// var name: JSONNode?
/// while members.next() {
///     if members.keyByteCount == 4, members.keyIs("name") { name = members.value }
/// }
/// name?.string   // "Ada"
/// ```
///
/// Members are visited in document order; a member that the document's duplicate-key policy hides
/// (``DuplicateKeyPolicy``) is skipped, as lookups skip it. Keys are compared
/// by their decoded text, so an escaped key (`"n\u0061me"`) is the key it spells.
public struct JSONMemberCursor {
    @usableFromInline let storage: JSONDocument.Storage
    @usableFromInline let tape: TapeView
    @usableFromInline let bytes: ByteView
    /// The tape index of the next key to visit.
    @usableFromInline var position: Int
    /// The tape index after the object's last member.
    @usableFromInline let end: Int
    /// The tape index of the current member's key (0 before the first ``next()``).
    @usableFromInline var keyIndex: Int
    /// The current key's decoded bytes, when it has escapes (decoded once, in ``next()``).
    @usableFromInline var decodedKey: [UInt8]?

    /// A cursor over the members of `object`; no members for a node of another kind.
    @inlinable
    init(_ object: JSONNode) {
        storage = object.storage
        tape = object.storage.tape
        bytes = object.storage.bytes.view
        let entry = tape[object.index]
        position = object.index &+ 1
        end = entry.kindBits == TapeEntry.kObject ? Int(entry.b) : position
        keyIndex = 0
        decodedKey = nil
    }

    /// Moves to the next member; `false` after the last.
    @inlinable
    public mutating func next() -> Bool {
        while position < end {
            let index = position
            let entry = tape[index]
            position = TapeReader.next(after: index &+ 1, in: tape)
            if entry.has(TapeEntry.fShadowed) { continue }
            keyIndex = index
            decodedKey = entry.has(TapeEntry.fEscaped) ? Self.decode(entry, in: bytes) : nil
            return true
        }
        return false
    }

    /// The number of UTF-8 bytes of the current member's key.
    ///
    /// - Precondition: ``next()`` returned `true`.
    @inlinable
    public var keyByteCount: Int {
        decodedKey?.count ?? Int(tape[keyIndex].b)
    }

    /// Whether the current member's key is `key`.
    ///
    /// - Precondition: ``next()`` returned `true`.
    @inlinable
    public func keyIs(_ key: StaticString) -> Bool {
        key.withByteView { wanted in
            if let decodedKey { return decodedKey.withByteView { $0.hasSameBytes(as: wanted) } }
            let entry = tape[keyIndex]
            let start = Int(entry.a)
            guard Int(entry.b) == wanted.count else { return false }
            return bytes.extracting(start..<start &+ wanted.count).hasSameBytes(as: wanted)
        }
    }

    /// The current member's value.
    ///
    /// - Precondition: ``next()`` returned `true`.
    @inlinable
    public var value: JSONNode {
        JSONNode(storage: storage, index: keyIndex &+ 1)
    }

    /// The decoded bytes of an escaped key.
    @usableFromInline
    static func decode(_ entry: TapeEntry, in bytes: ByteView) -> [UInt8] {
        Array(TapeReader.decodeString(entry, in: bytes).utf8)
    }
}

extension JSONNode {
    /// A cursor over this object's members (see ``JSONMemberCursor``); it visits none when this
    /// node is not an object.
    @inlinable
    public var memberCursor: JSONMemberCursor {
        JSONMemberCursor(self)
    }
}
