/// A value inside a ``JSONDocument``, read in place.
///
/// A node is a position in its document's tape: copying one costs a reference count, and nothing is
/// decoded until a property asks for it. Its API mirrors ``JSON``'s: ``kind``, ``string``,
/// ``number``, key and index subscripts, and the ``elements`` and ``members`` sequences.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"[{"id": 1}, {"id": 2}]"#)
/// for item in document.root.elements {
///     print(item["id"]?.number ?? 0)
/// }
/// ```
public struct JSONNode: Sendable {
    @usableFromInline
    package let storage: JSONDocument.Storage
    @usableFromInline
    package let index: Int

    @inlinable
    package init(storage: JSONDocument.Storage, index: Int) {
        self.storage = storage
        self.index = index
    }

    @inlinable
    package var entry: TapeEntry {
        storage.tape[index]
    }

    /// The kind of this value.
    @inlinable
    public var kind: JSONKind {
        entry.kind
    }

    /// Whether this value is JSON `null`.
    @inlinable
    public var isNull: Bool {
        entry.kindBits == TapeEntry.kNull
    }

    /// The boolean, if this value is `true` or `false`.
    @inlinable
    public var bool: Bool? {
        switch entry.kindBits {
        case TapeEntry.kTrue: true
        case TapeEntry.kFalse: false
        default: nil
        }
    }

    /// The string, if this value is a string (decoded on each access).
    @inlinable
    public var string: String? {
        let entry = entry
        guard entry.kindBits == TapeEntry.kString else { return nil }
        return storage.bytes.withView { TapeReader.decodeString(entry, in: $0) }
    }

    /// The number, if this value is a number.
    @inlinable
    public var number: JSONNumber? {
        let entry = entry
        guard entry.kindBits == TapeEntry.kNumber else { return nil }
        return storage.bytes.withView { TapeReader.number(entry, in: $0) }
    }

    /// The number of elements of an array or members of an object; `nil` for other kinds.
    @inlinable
    public var count: Int? {
        let entry = entry
        return entry.kindBits >= TapeEntry.kArray ? Int(entry.a) : nil
    }

    /// The offset in the input of a string's or number's text, or of a literal; `nil` for arrays and
    /// objects.
    public var byteOffset: Int? {
        let entry = entry
        return entry.kindBits >= TapeEntry.kArray ? nil : Int(entry.a)
    }

    /// The value of the first member with `key`, if this value is an object that has one.
    ///
    /// - Complexity: O(*n*) in the number of members; keys are compared without decoding unless
    ///   they contain escapes.
    public subscript(key: String) -> JSONNode? {
        var hint = 0
        return member(key, hint: &hint)
    }

    /// The value of the first member with `key`, trying first the member whose key entry is at tape
    /// index `hint` (0: none) and leaving in `hint` the index of the key after the one found, so
    /// that reading keys in the document's order finds each at once. The one key lookup on a
    /// document: the subscript and the reflective decoder use it.
    public func member(_ key: String, hint: inout Int) -> JSONNode? {
        let entry = entry
        guard entry.kindBits == TapeEntry.kObject else { return nil }
        // The search reads plain buffers in a static function: closures that captured the node
        // retained and released its document twice per lookup.
        let tape = storage.tape
        let bytes = storage.bytes.view
        let first = index + 1
        let end = Int(entry.b)
        let found =
            key.utf8.withContiguousByteView { wanted in
                Self.keyIndex(of: wanted, from: first, to: end, hint: &hint, tape: tape, bytes: bytes)
            }
            ?? Self.keyIndex(of: Array(key.utf8), from: first, to: end, hint: &hint, tape: tape, bytes: bytes)
        guard let found else { return nil }
        return JSONNode(storage: storage, index: found + 1)
    }

    /// The tape index of the first key entry between `first` and `end` (the members of one
    /// object) whose text is `wanted`, trying `hint` first, as ``member(_:hint:)`` describes.
    static func keyIndex(
        of wanted: ByteView, from first: Int, to end: Int, hint: inout Int,
        tape: TapeView, bytes: ByteView
    ) -> Int? {
        if hint > first, hint < end {
            let keyEntry = tape[hint]
            if !keyEntry.has(TapeEntry.fShadowed), key(keyEntry, in: bytes, equals: wanted) {
                let found = hint
                hint = TapeReader.next(after: found + 1, in: tape)
                return found
            }
        }
        var keyIndex = first
        while keyIndex < end {
            let keyEntry = tape[keyIndex]
            let next = TapeReader.next(after: keyIndex + 1, in: tape)
            if !keyEntry.has(TapeEntry.fShadowed), key(keyEntry, in: bytes, equals: wanted) {
                hint = next
                return keyIndex
            }
            keyIndex = next
        }
        return nil
    }

    /// ``keyIndex(of:from:to:hint:tape:bytes:)`` for a key whose UTF-8 is not contiguous (a bridged
    /// string).
    static func keyIndex(
        of wanted: [UInt8], from first: Int, to end: Int, hint: inout Int,
        tape: TapeView, bytes: ByteView
    ) -> Int? {
        wanted.withByteView {
            keyIndex(of: $0, from: first, to: end, hint: &hint, tape: tape, bytes: bytes)
        }
    }

    /// Whether a key entry's decoded text is exactly `wanted`.
    @inlinable
    static func key(
        _ entry: TapeEntry, in bytes: ByteView, equals wanted: ByteView
    ) -> Bool {
        // An unescaped key of another length is not it: no need to look at its bytes.
        if !entry.has(TapeEntry.fEscaped), Int(entry.b) != wanted.count { return false }
        return withKey(entry, in: bytes) { $0.hasSameBytes(as: wanted) }
    }

    /// Calls `body` with the UTF-8 text of a key entry: the input's bytes themselves, or the key
    /// decoded when it has escapes. Every comparison of a document's keys (``member(_:hint:)``, an
    /// object mapping's one pass over its members) reads keys through this.
    @inlinable
    package static func withKey<Result>(
        _ entry: TapeEntry, in bytes: ByteView, _ body: (ByteView) -> Result
    ) -> Result {
        if entry.has(TapeEntry.fEscaped) {
            return TapeReader.decodeString(entry, in: bytes).withByteView(body)
        }
        let start = Int(entry.a)
        return body(bytes.extracting(start..<start + Int(entry.b)))
    }

    /// The element at `position`, if this value is an array and the position is in bounds.
    ///
    /// - Complexity: O(`position`): siblings are skipped one subtree at a time. Iterate
    ///   ``elements`` to visit every element.
    public subscript(position: Int) -> JSONNode? {
        let entry = entry
        guard entry.kindBits == TapeEntry.kArray, position >= 0, position < Int(entry.a) else { return nil }
        var child = index + 1
        for _ in 0..<position { child = TapeReader.next(after: child, in: storage.tape) }
        return JSONNode(storage: storage, index: child)
    }

    /// The elements of an array, in order; empty for other kinds.
    @inlinable
    public var elements: some Sequence<JSONNode> & Sendable {
        let entry = entry
        let isArray = entry.kindBits == TapeEntry.kArray
        return ElementSequence(storage: storage, start: index + 1, end: isArray ? Int(entry.b) : index + 1)
    }

    /// The members of an object, in order; empty for other kinds.
    public var members: some Sequence<(key: String, value: JSONNode)> & Sendable {
        let entry = entry
        let isObject = entry.kindBits == TapeEntry.kObject
        return MemberSequence(storage: storage, start: index + 1, end: isObject ? Int(entry.b) : index + 1)
    }

    /// Builds the ``JSON`` value of this node and everything inside it.
    public var json: JSON {
        storage.bytes.withView { bytes in
            TapeReader.json(at: index, tape: storage.tape, bytes: bytes)
        }
    }
}

extension JSONNode {
    /// The elements of an array node, in order: what ``elements`` returns.
    @usableFromInline
    struct ElementSequence: Sequence, Sendable {
        @usableFromInline
        let storage: JSONDocument.Storage
        @usableFromInline
        let start: Int
        @usableFromInline
        let end: Int

        @inlinable
        init(storage: JSONDocument.Storage, start: Int, end: Int) {
            self.storage = storage
            self.start = start
            self.end = end
        }

        /// Returns an iterator over the elements.
        @inlinable
        func makeIterator() -> Iterator {
            Iterator(storage: storage, position: start, end: end)
        }

        /// Iterates over the elements of an array node.
        @usableFromInline
        struct Iterator: IteratorProtocol {
            @usableFromInline
            let storage: JSONDocument.Storage
            @usableFromInline
            var position: Int
            @usableFromInline
            let end: Int

            @inlinable
            init(storage: JSONDocument.Storage, position: Int, end: Int) {
                self.storage = storage
                self.position = position
                self.end = end
            }

            /// The next element, or `nil` after the last.
            @inlinable
            mutating func next() -> JSONNode? {
                guard position < end else { return nil }
                let node = JSONNode(storage: storage, index: position)
                position = TapeReader.next(after: position, in: storage.tape)
                return node
            }
        }
    }

    /// The members of an object node, in order: what ``members`` returns.
    struct MemberSequence: Sequence, Sendable {
        let storage: JSONDocument.Storage
        let start: Int
        let end: Int

        /// Returns an iterator over the members.
        func makeIterator() -> Iterator {
            Iterator(storage: storage, position: start, end: end)
        }

        /// Iterates over the members of an object node.
        struct Iterator: IteratorProtocol {
            let storage: JSONDocument.Storage
            var position: Int
            let end: Int

            /// The next member, or `nil` after the last.
            mutating func next() -> (key: String, value: JSONNode)? {
                while position < end {
                    let keyIndex = position
                    let keyEntry = storage.tape[keyIndex]
                    position = TapeReader.next(after: keyIndex + 1, in: storage.tape)
                    if keyEntry.has(TapeEntry.fShadowed) { continue }
                    let key = storage.bytes.withView { TapeReader.decodeString(keyEntry, in: $0) }
                    return (key: key, value: JSONNode(storage: storage, index: keyIndex + 1))
                }
                return nil
            }
        }
    }
}

extension JSONNode {
    /// The elements of an array whose every element is a number that converts exactly by
    /// ``ExactDouble``'s fast paths (almost every number), as `Double`s, read from the tape in one
    /// loop without a node per element; `nil` for anything else, which the caller reads element by
    /// element (and so reports as it always does).
    @inlinable
    package var plainDoubles: [Double]? {
        let entry = entry
        guard entry.kindBits == TapeEntry.kArray else { return nil }
        let tape = storage.tape
        let end = Int(entry.b)
        var result: [Double] = []
        // An array's entry counts its elements.
        result.reserveCapacity(Int(entry.a))
        let converted = storage.bytes.withView { bytes -> Bool in
            var position = index &+ 1
            while position < end {
                let element = tape[position]
                guard element.kindBits == TapeEntry.kNumber,
                    let value = ExactDouble.value(
                        in: bytes, from: Int(element.a), to: Int(element.a) &+ Int(element.b))
                else { return false }
                result.append(value)
                position &+= 1
            }
            return true
        }
        return converted ? result : nil
    }
}

extension JSONNode {
    /// A plain value at position `index` of this node's document (a member an object mapping found),
    /// read without making a node for it: what the fast paths of ``JSONSource``'s `string`,
    /// `integer(as:)`, `double()` and `bool` give, or `nil` where they give nothing or would go to a
    /// slower path (a number with a fraction read as an integer, a number beyond the exact
    /// conversions), which the caller then takes through a node.
    @inlinable
    package func plainString(at index: Int) -> String? {
        let entry = storage.tape[index]
        guard entry.kindBits == TapeEntry.kString else { return nil }
        return storage.bytes.withView { TapeReader.decodeString(entry, in: $0) }
    }

    /// See ``plainString(at:)``.
    @inlinable
    package func plainInteger<T: FixedWidthInteger>(at index: Int, as type: T.Type) -> T? {
        let entry = storage.tape[index]
        guard entry.kindBits == TapeEntry.kNumber, entry.has(TapeEntry.fInteger) else { return nil }
        return storage.bytes.withView { Self.plainInteger(entry, in: $0, as: T.self) }
    }

    /// See ``plainString(at:)``.
    @inlinable
    package func plainDouble(at index: Int) -> Double? {
        let entry = storage.tape[index]
        guard entry.kindBits == TapeEntry.kNumber else { return nil }
        return storage.bytes.withView {
            ExactDouble.value(in: $0, from: Int(entry.a), to: Int(entry.a) &+ Int(entry.b))
        }
    }

    /// See ``plainString(at:)``.
    @inlinable
    package func plainBool(at index: Int) -> Bool? {
        switch storage.tape[index].kindBits {
        case TapeEntry.kTrue: true
        case TapeEntry.kFalse: false
        default: nil
        }
    }

    /// Whether the value at position `index` of this node's document is `null`.
    @inlinable
    package func isNull(at index: Int) -> Bool {
        storage.tape[index].kindBits == TapeEntry.kNull
    }
}
