/// Builds ``JSON`` trees from a tape, and bounds the memory they take.
///
/// A tree costs more than its text: every non-empty array or object is a heap block of 32 bytes
/// plus its elements (24 bytes each, members 40), every string over 15 bytes a block of its own,
/// and `malloc` rounds each block up to 16 bytes after an 8-byte header. ``treeBytes(of:limit:)``
/// adds these up from the tape before anything is built, so that ``JSONReader`` can refuse a
/// document whose tree would exceed ``JSONReadingOptions/maxTreeBytesPerInputByte``.
///
/// When it builds the tree of a whole document it is about to discard, the builder gives the
/// memory of the tape entries it has read back to the system as it goes (``TapeBlock/discard(from:before:)``),
/// so that the tape and the finished tree are not both held at their full size. It reads each
/// entry only once, in order, and never an entry before the one it is at.
struct TreeBuilder {
    let tape: TapeView
    let bytes: ByteView
    /// The tape's block, when the memory of entries already read is given back (only for a tape
    /// that is discarded once the tree is built).
    private let discarded: TapeBlock?
    /// The index from which entries have not been given back.
    private var kept = 0
    /// The next index at which to give memory back: every ``discardStep`` entries.
    private var nextDiscard: Int

    /// 1 MiB of entries: how much of the tape is read between two returns of memory.
    static let discardStep = (1 << 20) / MemoryLayout<TapeEntry>.stride

    init(tape: TapeView, bytes: ByteView, discarding block: TapeBlock? = nil) {
        self.tape = tape
        self.bytes = bytes
        self.discarded = block
        self.nextDiscard = block != nil ? Self.discardStep : .max
    }

    /// Builds the tree of the value at `index`. Recursion is bounded by the reading depth limit.
    mutating func json(at index: Int) -> JSON {
        let entry = tape[index]
        switch entry.kindBits {
        case TapeEntry.kNull:
            return .null
        case TapeEntry.kFalse:
            return .bool(false)
        case TapeEntry.kTrue:
            return .bool(true)
        case TapeEntry.kNumber:
            return .number(TapeReader.number(entry, in: bytes))
        case TapeEntry.kString:
            return .string(TapeReader.decodeString(entry, in: bytes))
        case TapeEntry.kArray:
            var elements: [JSON] = []
            elements.reserveCapacity(Int(entry.a))
            var child = index + 1
            let end = Int(entry.b)
            while child < end {
                // The next sibling is found before the child is built: afterwards its entry may be gone.
                let next = TapeReader.next(after: child, in: tape)
                elements.append(json(at: child))
                child = next
                if child >= nextDiscard { discard(before: child) }
            }
            return .array(elements)
        default:
            var object = JSONObject()
            object.reserveCapacity(Int(entry.a))
            var key = index + 1
            let end = Int(entry.b)
            while key < end {
                let value = key + 1
                let next = TapeReader.next(after: value, in: tape)
                let keyEntry = tape[key]
                if !keyEntry.has(TapeEntry.fShadowed) {
                    let name = TapeReader.decodeString(keyEntry, in: bytes)
                    object.append(key: name, value: json(at: value))
                }
                key = next
                if key >= nextDiscard { discard(before: key) }
            }
            return .object(object)
        }
    }

    /// Gives back the memory of the entries before `index`.
    private mutating func discard(before index: Int) {
        discarded?.discard(from: kept, before: index)
        kept = index
        nextDiscard = index + Self.discardStep
    }

    /// The heap memory the tree of a whole tape takes, in bytes; `nil` as soon as it exceeds
    /// `limit`.
    static func treeBytes(of tape: TapeView, limit: Int) -> Int? {
        let element = MemoryLayout<JSON>.stride
        let member = MemoryLayout<JSONObject.StoredMember>.stride
        var total = 0
        for entry in tape {
            let count = Int(entry.a)
            switch entry.kindBits {
            case TapeEntry.kArray where count > 0:
                total += block(32 + count * element)
            case TapeEntry.kObject where count > 0:
                total += block(32 + count * member)
            case TapeEntry.kString:
                // Strings longer than 15 bytes are stored on the heap.
                let length = Int(entry.b)
                if length > 15 { total += block(32 + length + 1) }
            case TapeEntry.kNumber:
                // Numbers of up to 19 digits are stored inline; longer ones keep their text. (A
                // short number with a large exponent may keep its text too: at most 64 bytes for 16
                // input bytes, well within any limit.)
                let length = Int(entry.b)
                if length > 21 { total += block(32 + length + 1) }
            default:
                continue
            }
            if total > limit { return nil }
        }
        return total
    }

    /// The memory `malloc` uses for a block of `size` bytes: an 8-byte header, rounded up to 16,
    /// at least 32.
    @inline(__always)
    private static func block(_ size: Int) -> Int {
        max(32, (size + 8 + 15) & ~15)
    }
}
