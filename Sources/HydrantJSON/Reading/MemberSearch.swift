/// The keys an object mapping reads, worked out once when the mapping is built, so that one pass
/// over an object's members finds them all (``findMembers(of:into:)``).
///
/// Each member key is compared with the key expected next (fields are usually declared in document
/// order, so this is most often the only comparison), else with every wanted key, and the first
/// member with each key wins, as for a lookup.
package struct MemberKeys: Sendable {
    /// The wanted keys' UTF-8 bytes, one after another.
    private let bytes: [UInt8]
    /// Where each wanted key starts in ``bytes``, then where the last one ends: key `k` is
    /// `starts[k]..<starts[k + 1]`. Offsets rather than an array of ranges, whose storage type a
    /// cold start would build (and check `Int: Comparable` for) just for this.
    private let starts: [Int]

    /// The keys to find, in the order their slots are numbered.
    package init(_ keys: [String]) {
        var bytes: [UInt8] = []
        var starts = [0]
        for key in keys {
            bytes.append(contentsOf: key.utf8)
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// The number of wanted keys.
    package var count: Int { starts.count - 1 }

    /// One pass over the members of `object`: slot `k` becomes where the value of the first member
    /// with wanted key `k` is, or stays empty.
    ///
    /// - Precondition: `object` is an object, and `slots` has a slot per wanted key.
    package func findMembers(of object: JSONNode, into slots: MemberSlots) {
        slots.clear()
        let keyCount = count
        guard keyCount > 0 else { return }
        let storage = object.storage
        let tape = storage.tape
        let document = storage.bytes.view
        bytes.withByteView { wanted in
            var position = object.index + 1
            let end = Int(tape[object.index].b)
            var expected = 0
            var unfilled = keyCount
            while position < end, unfilled > 0 {
                let keyEntry = tape[position]
                if !keyEntry.has(TapeEntry.fShadowed),
                    let slot = match(keyEntry, in: document, wanted: wanted, expected: expected),
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

    /// The wanted key a member key is, trying `expected` first.
    private func match(_ keyEntry: TapeEntry, in document: ByteView, wanted: ByteView, expected: Int) -> Int? {
        JSONNode.withKey(keyEntry, in: document) { key in
            func equals(_ slot: Int) -> Bool {
                wanted.extracting(starts[slot]..<starts[slot + 1]).hasSameBytes(as: key)
            }
            if equals(expected) { return expected }
            for slot in 0..<count where slot != expected && equals(slot) {
                return slot
            }
            return nil
        }
    }
}
