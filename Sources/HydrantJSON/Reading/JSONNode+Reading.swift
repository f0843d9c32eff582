// Internal helpers for mappers that read a document in place.

extension JSONNode {
    /// Calls `body` with the document's input bytes.
    @inlinable @inline(__always)
    package func withBytes<R>(_ body: (ByteView) -> R) -> R {
        body(storage.bytes.view)
    }

    /// The number of elements, if this value is an array.
    @inlinable
    package var arrayCount: Int? {
        let entry = entry
        return entry.kindBits == TapeEntry.kArray ? Int(entry.a) : nil
    }

    /// The number of members, if this value is an object.
    @inlinable
    package var objectCount: Int? {
        let entry = entry
        return entry.kindBits == TapeEntry.kObject ? Int(entry.a) : nil
    }

    /// Whether this value is an object.
    @inlinable
    package var isObject: Bool {
        entry.kindBits == TapeEntry.kObject
    }

    /// Whether this value is a number written without a fraction or an exponent.
    @inlinable
    package var isWrittenAsInteger: Bool {
        entry.has(TapeEntry.fInteger)
    }

    /// The node after this value and everything inside it: the next element of the array or the
    /// next key of the object that holds it (the end of the container after its last value).
    @inlinable
    package var next: JSONNode {
        let entry = entry
        return JSONNode(storage: storage, index: entry.kindBits >= TapeEntry.kArray ? Int(entry.b) : index + 1)
    }

    /// The first element of an array node (its end when it is empty).
    @inlinable
    package var firstChild: JSONNode {
        JSONNode(storage: storage, index: index + 1)
    }
}

extension TapeReader {
    /// The text of a number entry.
    @inlinable @inline(__always)
    package static func lexeme(_ entry: TapeEntry, in bytes: ByteView) -> ByteView {
        let start = Int(entry.a)
        return bytes.extracting(start..<start + Int(entry.b))
    }
}

extension JSONNode {
    /// Looks at the keys of an object node in order, a key given twice once, until `body` returns
    /// `false`: `body` gets the key's length in bytes as written in the input, whether it is
    /// written with escapes, and a closure that decodes it — so that a search of the keys (the
    /// "did you mean" of a missing key) decodes only the keys whose length makes them candidates.
    /// Nothing for other kinds.
    package func forEachKey(_ body: (_ byteCount: Int, _ isEscaped: Bool, _ key: () -> String) -> Bool) {
        guard isObject else { return }
        let tape = storage.tape
        var keyIndex = index + 1
        let end = Int(entry.b)
        while keyIndex < end {
            let keyEntry = tape[keyIndex]
            if !keyEntry.has(TapeEntry.fShadowed) {
                let bytes = storage.bytes.view
                let decode = { TapeReader.decodeString(keyEntry, in: bytes) }
                guard body(Int(keyEntry.b), keyEntry.has(TapeEntry.fEscaped), decode) else { return }
            }
            keyIndex = TapeReader.next(after: keyIndex + 1, in: tape)
        }
    }
}
