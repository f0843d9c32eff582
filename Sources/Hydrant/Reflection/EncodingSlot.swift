/// What a reflective encoder has written: a value, or the containers its `encode(to:)` filled.
///
/// Nested models hand their slots up as they are, so that a model's reverse is one tree of
/// containers that is written straight into the output once the whole model is encoded (see
/// ``write(to:)``). Before, each level turned its containers into a ``/HydrantJSON/JSON`` tree,
/// which the level above copied into its own, and the whole tree was written and freed at the
/// end: that cost about a third of a reflective encode.
///
/// A slot is complete when the encoder that made it returns: only a custom mapping's write
/// (``KeyedBox/Write``) can still fail, and an encoder that may hold one turns its slot into JSON
/// before it returns (``ValueEncoder/finish(nonFatal:)``), so that its errors are recorded with the others.
enum EncodingSlot {
    case json(JSON)
    case keyed(KeyedBox)
    case unkeyed(UnkeyedBox)
    case encoder(ValueEncoder)

    /// How many members or elements the slot's container holds; 0 for a plain value.
    var containerSize: Int {
        switch self {
        case .keyed(let box): box.entries.count
        case .unkeyed(let box): box.slots.count
        case .json, .encoder: 0
        }
    }

    /// The JSON written. Write errors of custom mappings are recorded in `encoder`'s frame; a slot
    /// that holds none is materialized without one.
    func materialize(errors encoder: ValueEncoder?) -> JSON {
        switch self {
        case .json(let json): json
        case .keyed(let box): box.materialize(errors: encoder)
        case .unkeyed(let box): .array(box.slots.map { $0.materialize(errors: encoder) })
        case .encoder(let nested): nested.materialize()
        }
    }

    /// Writes the value into `sink`: straight into text, or as a tree into any other sink.
    ///
    /// Keys are written in the order the model wrote them; when the output sorts keys, the
    /// slot is written as a tree, which ``/HydrantJSON/JSONOutput`` sorts.
    func write(to sink: inout some JSONSink) {
        let written: Void? = sink.withTextOutput { output in
            if output.options.sortsKeys {
                output.write(materialize(errors: nil))
            } else {
                write(to: &output)
            }
        }
        if written == nil { sink.write(materialize(errors: nil)) }
    }

    /// Writes the value as text. Recursive, one call per level of the model: the model's own
    /// `encode(to:)` went as deep. Once the output's depth limit is exceeded (its
    /// ``/HydrantJSON/JSONOutput/writingError``, which the entry points report), the levels below are
    /// not written.
    private func write(to output: inout JSONOutput) {
        switch self {
        case .json(let json):
            switch json {
            case .string(let string): output.write(string)
            case .number(let number): output.write(number)
            case .bool(let flag): output.write(flag)
            case .null: output.writeNull()
            case .array, .object: output.write(json)
            }
        case .keyed(let box):
            output.beginObject()
            if output.writingError == nil {
                for case .member(let key, let slot) in box.entries {
                    output.writeKey(key)
                    slot.write(to: &output)
                }
            }
            output.endObject()
        case .unkeyed(let box):
            output.beginArray()
            if output.writingError == nil {
                for slot in box.slots { slot.write(to: &output) }
            }
            output.endArray()
        case .encoder(let nested):
            if let storage = nested.storage {
                storage.write(to: &output)
            } else {
                output.beginObject()
                output.endObject()
            }
        }
    }
}

/// The members of a keyed container, in the order written.
final class KeyedBox {
    enum Entry {
        case member(String, EncodingSlot)
        /// A custom mapping's value, written through its accessor.
        case write(Write)
    }

    /// A custom mapping's value and where it goes. A class, so that an ``Entry`` holds no
    /// existential: an entry is copied for each member written, and an enum with an `any Accessor`
    /// case was copied through an outlined value witness (3 % of a reflective encode).
    final class Write {
        let accessor: any Accessor
        let value: JSON?
        let destination: MappingPath

        init(_ accessor: any Accessor, _ value: JSON?, destination: MappingPath) {
            self.accessor = accessor
            self.value = value
            self.destination = destination
        }
    }

    /// Appended to by one writer at a time, never while being read (no run-time exclusivity
    /// check: it cost a `swift_beginAccess` per property).
    @safe @exclusivity(unchecked) var entries: [Entry] = []

    /// An empty container that makes room for `capacity` members (none when 0).
    init(reservingCapacity capacity: Int = 0) {
        if capacity > 0 { entries.reserveCapacity(capacity) }
    }

    /// The members as an object, with the custom mappings' values written into it; their errors
    /// are recorded in `encoder`'s frame.
    func materialize(errors encoder: ValueEncoder?) -> JSON {
        var object = JSONObject()
        object.reserveCapacity(entries.count)
        var hasWrites = false
        for entry in entries {
            if case .member(let key, let slot) = entry {
                object.append(key: key, value: slot.materialize(errors: encoder))
            } else {
                hasWrites = true
            }
        }
        var json = JSON.object(object)
        guard hasWrites else { return json }
        for case .write(let write) in entries {
            do {
                try write.accessor.write(write.value, into: &json)
            } catch {
                encoder?.append(
                    MappingError(wrapping: error, prependingSourcePath: write.destination, destinationPath: nil))
            }
        }
        return json
    }
}

/// The elements of an unkeyed container.
final class UnkeyedBox {
    /// Appended to by one writer at a time, never while being read (see ``KeyedBox/entries``).
    @safe @exclusivity(unchecked) var slots: [EncodingSlot] = []

    /// An empty container that makes room for `capacity` elements, or for four at the first when
    /// `capacity` is 0: most arrays a model writes are short (coordinates, ids), and growing one
    /// element at a time allocated a two-element array twice.
    init(reservingCapacity capacity: Int = 0) {
        if capacity > 0 { slots.reserveCapacity(capacity) }
    }

    /// Appends an element's slot.
    @inline(__always)
    func append(_ slot: EncodingSlot) {
        if slots.capacity == 0 { slots.reserveCapacity(4) }
        slots.append(slot)
    }
}
