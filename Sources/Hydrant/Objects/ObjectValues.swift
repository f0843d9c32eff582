/// Where an object mapping keeps its fields' values between reading them and calling the model's
/// initializer: one stack buffer per mapping, laid out when the mapping is built.
///
/// Each field's value has an offset; after the values come one flag per field (whether it was
/// stored) and the slots of ``ObjectNodePlan``. Fields are read with their `decode` closures, one
/// after another from a plain array; the initializer then takes the values out of the buffer.
@usableFromInline
struct ObjectValues: Sendable {
    /// Per field, in declaration order: its closure.
    @usableFromInline let decoders: FieldClosures<FieldDecoderBox>
    /// Per field, in declaration order: its plain type, read without the closure when it converts
    /// without an error (see ``PlainType``), or `nil`.
    @usableFromInline let plainTypes: [PlainType?]
    /// Per field, in declaration order: its value's offset.
    @usableFromInline let offsets: [Int]
    @usableFromInline let flagsOffset: Int
    @usableFromInline let slotsOffset: Int
    @usableFromInline let byteCount: Int
    @usableFromInline let alignment: Int

    init(_ parameters: [AnyField], slotCount: Int) {
        var decoders: [FieldDecoderBox] = []
        var offsets: [Int] = []
        var plainTypes: [PlainType?] = []
        var end = 0
        var alignment = MemoryLayout<Int32>.alignment
        for parameter in parameters {
            let (size, fieldAlignment, _) = parameter.valueLayout
            alignment = max(alignment, fieldAlignment)
            let offset = (end + fieldAlignment - 1) / fieldAlignment * fieldAlignment
            offsets.append(offset)
            decoders.append(FieldDecoderBox(parameter.decode))
            plainTypes.append(parameter.plainType)
            end = offset + size
        }
        flagsOffset = end
        let slots = flagsOffset + decoders.count
        slotsOffset =
            (slots + MemoryLayout<Int32>.alignment - 1) / MemoryLayout<Int32>.alignment * MemoryLayout<Int32>.alignment
        byteCount = max(slotsOffset + slotCount * MemoryLayout<Int32>.stride, 1)
        self.alignment = alignment
        self.decoders = FieldClosures(decoders)
        self.offsets = offsets
        self.plainTypes = plainTypes
    }

    /// Reads every field into `buffer` and records their errors; returns whether every field
    /// stored a value.
    ///
    /// A plain field of a document's object is read without its closure when it converts without
    /// an error; the closures are called without retaining them (see ``FieldClosures``).
    @usableFromInline
    func read(
        _ reader: FieldReader, into buffer: ArgumentBuffer, errors: inout [MappingError]
    ) -> Bool {
        var complete = true
        // Taken apart once: a reader copied out of the enum for every field retains the document.
        let document: ObjectNodeReader? =
            switch reader {
            case .node(let object): object
            case .tree: nil
            }
        for ordinal in offsets.indices {
            let slot = buffer.slot(at: offsets[ordinal])
            var stored = false
            if let type = plainTypes[ordinal], let document {
                stored = Self.storePlain(type, of: document, ordinal, into: slot)
            }
            if !stored {
                stored = decoders.withBox(ordinal) { box in box.decode(reader, ordinal, &errors, slot) }
            }
            buffer.setFlag(stored, at: flagsOffset + ordinal)
            complete = complete && stored
        }
        return complete
    }

    /// Stores plain field number `ordinal` of a document's object when it converts without an
    /// error; returns whether it did.
    @inlinable @inline(__always)
    static func storePlain(
        _ type: PlainType, of object: ObjectNodeReader, _ ordinal: Int, into slot: ArgumentSlot
    )
        -> Bool
    {
        // A field read with one key (most): its member's value read from the tape, without a node.
        // Any other accessor is left to the closure (reading it here could build a tree that the
        // closure would build again).
        let direct = object.directSlots[ordinal]
        guard direct >= 0 else { return false }
        let member = Int(object.slots[direct])
        return type.store(member: member < 0 ? nil : member, of: object.object, into: slot)
    }

    /// The node plan's slots in `buffer`.
    @usableFromInline
    func slots(in buffer: ArgumentBuffer, count: Int) -> MemberSlots {
        buffer.memberSlots(at: slotsOffset, count: count)
    }

    /// Moves field number `index`'s value out of `buffer` (and counts it).
    @inlinable @inline(__always)
    func take<Value>(from buffer: ArgumentBuffer, _ index: inout Int) -> Value {
        let value: Value = buffer.take(at: offsets[index])
        index += 1
        return value
    }

    /// Destroys field number `index`'s value if it was stored (and counts it).
    @inlinable
    func destroy<Value>(_ type: Value.Type, in buffer: ArgumentBuffer, _ index: inout Int) {
        if buffer.flag(at: flagsOffset + index) {
            buffer.destroy(type, at: offsets[index])
        }
        index += 1
    }
}
