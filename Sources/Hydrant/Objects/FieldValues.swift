import HydrantJSON

extension Mappers {
    /// The values of an object's fields, read one at a time by a direct initializer
    /// (``Mappers/Object/readingDirectly(_:)``).
    ///
    /// A value is asked for by its field's position among the mapping's initializer parameters (the
    /// fields that are neither `encodeOnly()` nor computed, counted from zero in declaration order)
    /// and the type of its property. It is read as the field always reads it (its mapper,
    /// validations and default), or is `nil` when the field cannot give a value cleanly: a fatal
    /// error, a non-fatal one (a fallback's value), a position out of range, or another type than
    /// the field's. A direct initializer then returns `nil` too, and the object is read by the
    /// general path, which reports why.
    ///
    /// A field that does not read cleanly is read once: the general path takes its value (if any)
    /// and its errors as this read left them, so an error deep in a nested document costs no more
    /// than without direct initializers.
    ///
    /// It is lent to the direct initializer for the call, and is not copyable, so it cannot
    /// outlive the call: it reads the object's members and keeps values where the call keeps
    /// them.
    public struct FieldValues: ~Copyable {
        @usableFromInline let reader: ObjectNodeReader
        @usableFromInline let plan: Unretained<ObjectPlan>
        @usableFromInline let reads: PinnedBuffer<DirectRead>.View
        @usableFromInline let count: Int
        /// The buffer the general path reads the object into, where a field that does not read
        /// cleanly keeps its value for it.
        @usableFromInline let buffer: ArgumentBuffer
        /// The fields that did not read cleanly, with their errors, in the order they were read.
        @usableFromInline let failed: FailedReads<FailedRead>

        @inlinable
        init(reader: ObjectNodeReader, plan: ObjectPlan, buffer: ArgumentBuffer, failed: FailedReads<FailedRead>) {
            self.reader = reader
            self.plan = Unretained(plan)
            self.reads = plan.nodePlan.directReads.view
            self.count = plan.nodePlan.directReads.count
            self.buffer = buffer
            self.failed = failed
        }

        /// The value of field number `ordinal` read as `type`, the type of its property; `nil`
        /// when the field gives no clean value of that type (see ``Mappers/FieldValues``).
        ///
        /// A field without a mapper whose property is a `String`, `Int`, `Double` or `Bool` (or an
        /// `Optional` of one) is read straight from the document; any other field through its
        /// mapper.
        @inlinable @inline(__always)
        public func value<Value>(_ ordinal: Int, as type: Value.Type = Value.self) -> Value? {
            guard ordinal >= 0, ordinal < count else { return nil }
            let read = reads[ordinal]
            guard read.type == ObjectIdentifier(Value.self) else { return nil }
            // A field of a plain type without a mapper, read with one key: straight from the tape
            // (the plain type is a constant where the call is specialised), as the general path
            // reads it; anything else through the field's closure.
            if PlainType.of(Value.self) != nil, read.memberSlot >= 0 {
                let member = Int(reader.slots[Int(read.memberSlot)])
                if let value = PlainType.value(Value.self, member: member < 0 ? nil : member, of: reader.object) {
                    return value
                }
            }
            return decode(ordinal, as: Value.self)
        }

        /// Reads field `ordinal` through its closure into its place in the buffer and moves the
        /// value out when it read cleanly; otherwise leaves the value (if any) there, flagged, and
        /// remembers the errors, for the general path (and reads nothing more for the field).
        @usableFromInline
        func decode<Value>(_ ordinal: Int, as type: Value.Type) -> Value? {
            if failed.contains(where: { $0.ordinal == ordinal }) { return nil }
            var errors: [MappingError] = []
            let offset = Int(reads[ordinal].offset)
            let slot = buffer.slot(at: offset)
            let reader = reader
            let stored = plan.withObject { plan in
                plan.values.decoders.withBox(ordinal) { box in box.decode(.node(reader), ordinal, &errors, slot) }
            }
            if stored, errors.isEmpty {
                let value: Value = buffer.take(at: offset)
                return value
            }
            let flags = plan.withObject { plan in plan.values.flagsOffset }
            buffer.setFlag(stored, at: flags + ordinal)
            failed.append(FailedRead(ordinal: ordinal, errors: errors))
            return nil
        }
    }
}

/// A field a direct initializer asked for that did not read cleanly: the general path takes its
/// value from the buffer (when its flag says there is one) and these errors, instead of reading it
/// again.
@usableFromInline
struct FailedRead: Sendable {
    @usableFromInline let ordinal: Int
    @usableFromInline let errors: [MappingError]

    @inlinable
    init(ordinal: Int, errors: [MappingError]) {
        self.ordinal = ordinal
        self.errors = errors
    }
}

/// What ``Mappers/FieldValues`` needs to read one initializer parameter's value, worked out
/// with the mapping.
@usableFromInline
struct DirectRead: BitwiseCopyable, Sendable {
    /// The type of the field's values.
    @usableFromInline let type: ObjectIdentifier
    /// The member slot a plain field without a mapper, read with one key, is found in; -1 for any
    /// other field (read through its closure).
    @usableFromInline let memberSlot: Int32
    /// Where the field's value is kept in the object's argument buffer (``ObjectValues``).
    @usableFromInline let offset: Int32

    init(type: ObjectIdentifier, memberSlot: Int32 = -1, offset: Int32 = 0) {
        self.type = type
        self.memberSlot = memberSlot
        self.offset = offset
    }
}

extension Mappers.Object {
    /// This mapping with a direct initializer: when an object is read from a document with the
    /// unmapped-key policy `ignore`, `initializer` is called first with the object's field values
    /// (``Mappers/FieldValues``), and its model is the result; when it returns `nil` (or any value
    /// it asked for was `nil`), the object is read the general way, which reports why a field
    /// fails.
    ///
    /// `@Mappable` writes one for every struct that reads a property. It builds the model with the
    /// same values the general path would, read without collecting them for the initializer first
    /// (twitter.json's `@Mappable` models decode in 8 % fewer instructions than the same mapping
    /// without: docs/Performance.md, "What each optimisation bought"). Write one by hand only for
    /// a mapping on a hot path; it must return the model the mapping's own initializer would make
    /// from the same values, or `nil`:
    ///
    /// ```swift
    /// let mapper = Mappers.object(Point.init) {
    ///     Field("x", \.x)
    ///     Field("y", \.y)
    /// }
    /// .readingDirectly { fields in
    ///     guard let x = fields.value(0, as: Int.self), let y = fields.value(1, as: Int.self) else { return nil }
    ///     return Point(x: x, y: y)
    /// }
    /// ```
    ///
    /// When the direct initializer gives up, the fields it read cleanly are read again by the
    /// general path (mappers are values without side effects); a field that did not read cleanly
    /// is not. Debug builds check the order of the fields against the mapping's own initializer
    /// only. A tree (`JSON`) is always read the general way.
    @preconcurrency
    public func readingDirectly(_ initializer: @escaping @Sendable (borrowing Mappers.FieldValues) -> Root?) -> Self {
        Self(plan: plan, initializer: self.initializer, direct: initializer)
    }
}
