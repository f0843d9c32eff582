/// The types a field without a mapper can have that an object mapping reads into its initializer's
/// arguments and writes from the model without the field's closures: `String`, `Int`, `Double`,
/// `Bool`, and an `Optional` of one (see ``PlainField``).
@usableFromInline
struct PlainType: Sendable {
    @usableFromInline enum Base: UInt8, Sendable {
        case string, int, double, bool
    }

    @usableFromInline let base: Base
    @usableFromInline let isOptional: Bool

    @usableFromInline
    init(_ base: Base, isOptional: Bool) {
        self.base = base
        self.isOptional = isOptional
    }

    /// The plain type `Value` is; `nil` for any other type. Decided where the field is written:
    /// the comparisons of a specialised call are constants.
    @inlinable
    static func of<Value>(_ type: Value.Type) -> PlainType? {
        if Value.self == String.self { return PlainType(.string, isOptional: false) }
        if Value.self == Int.self { return PlainType(.int, isOptional: false) }
        if Value.self == Bool.self { return PlainType(.bool, isOptional: false) }
        if Value.self == Double.self { return PlainType(.double, isOptional: false) }
        if Value.self == String?.self { return PlainType(.string, isOptional: true) }
        if Value.self == Int?.self { return PlainType(.int, isOptional: true) }
        if Value.self == Bool?.self { return PlainType(.bool, isOptional: true) }
        if Value.self == Double?.self { return PlainType(.double, isOptional: true) }
        return nil
    }

    /// Reads a value of this type from the member at tape position `member` of `object`'s document
    /// (`nil`: the member is missing) into `slot`, without making a node, when it converts as the
    /// fast paths of ``/HydrantJSON/JSONSource``'s conversions convert it; returns whether it did.
    /// Anything else (a missing required value, `null` for a required one, a wrong type, a number
    /// beyond the fast paths) is left to the field's `decode` closure, which reads it again, converts
    /// it as the field always does, and reports why it fails.
    @inlinable @inline(__always)
    func store(member: Int?, of object: JSONNode, into slot: ArgumentSlot) -> Bool {
        guard let member else {
            guard isOptional else { return false }
            switch base {
            case .string: slot.initialize(to: String?.none)
            case .int: slot.initialize(to: Int?.none)
            case .double: slot.initialize(to: Double?.none)
            case .bool: slot.initialize(to: Bool?.none)
            }
            return true
        }
        switch base {
        case .string: return Self.store(object.plainString(at: member), member, of: object, isOptional, into: slot)
        case .int:
            return Self.store(object.plainInteger(at: member, as: Int.self), member, of: object, isOptional, into: slot)
        case .double: return Self.store(object.plainDouble(at: member), member, of: object, isOptional, into: slot)
        case .bool: return Self.store(object.plainBool(at: member), member, of: object, isOptional, into: slot)
        }
    }

    /// The value of `Value`, a plain type, read from the member at tape position `member` of
    /// `object`'s document as ``store(member:of:into:)`` reads it: `nil` where that returns
    /// `false` (and for any other type). The comparisons of a specialised call are constants.
    @inlinable @inline(__always)
    static func value<Value>(_ type: Value.Type, member: Int?, of object: JSONNode) -> Value? {
        if Value.self == String.self {
            return cast(member.flatMap(object.plainString(at:)), ifSameTypeAs: Value?.self) ?? nil
        }
        if Value.self == Int.self {
            return cast(member.flatMap { object.plainInteger(at: $0, as: Int.self) }, ifSameTypeAs: Value?.self) ?? nil
        }
        if Value.self == Bool.self {
            return cast(member.flatMap(object.plainBool(at:)), ifSameTypeAs: Value?.self) ?? nil
        }
        if Value.self == Double.self {
            return cast(member.flatMap(object.plainDouble(at:)), ifSameTypeAs: Value?.self) ?? nil
        }
        if Value.self == String?.self {
            return cast(optional(member, of: object, object.plainString(at:)), ifSameTypeAs: Value?.self) ?? nil
        }
        if Value.self == Int?.self {
            let value = optional(member, of: object) { object.plainInteger(at: $0, as: Int.self) }
            return cast(value, ifSameTypeAs: Value?.self) ?? nil
        }
        if Value.self == Bool?.self {
            return cast(optional(member, of: object, object.plainBool(at:)), ifSameTypeAs: Value?.self) ?? nil
        }
        if Value.self == Double?.self {
            return cast(optional(member, of: object, object.plainDouble(at:)), ifSameTypeAs: Value?.self) ?? nil
        }
        return nil
    }

    /// An optional plain value: `.some(nil)` for a missing member or `null`, `nil` when the
    /// member holds neither a value `read` converts nor `null`.
    @inlinable @inline(__always)
    static func optional<Wrapped>(_ member: Int?, of object: JSONNode, _ read: (Int) -> Wrapped?) -> Wrapped?? {
        guard let member else { return .some(nil) }
        if let value = read(member) { return .some(value) }
        return object.isNull(at: member) ? .some(nil) : nil
    }

    /// Stores `value` read from the member at `member` (as a `Value?` when `isOptional`, where
    /// `null` is `nil`); returns `false` when there is no value and it is not an optional's `null`.
    @inlinable @inline(__always)
    static func store<Value>(
        _ value: Value?, _ member: Int, of object: JSONNode, _ isOptional: Bool, into slot: ArgumentSlot
    ) -> Bool {
        if let value {
            if isOptional { slot.initialize(to: Value?.some(value)) } else { slot.initialize(to: value) }
            return true
        }
        guard isOptional, object.isNull(at: member) else { return false }
        slot.initialize(to: Value?.none)
        return true
    }
}

/// A field without a mapper whose property is a stored property of a struct of a plain type
/// (``PlainType``): written by reading the property at its offset and writing it, as the
/// field's own closures would, in the loop over the object's members.
///
/// Writing a field through its closures costs two indirect calls, a context for its errors and a
/// checkpoint to roll back to, for values that can fail in no way: a fifth of writing twitter.json
/// (docs/Performance.md, "What each optimisation bought"). The result is the same text, byte for
/// byte; `PlainFieldTests` compares the two.
@usableFromInline
struct PlainField: Sendable {
    @usableFromInline let type: PlainType
    /// The property's offset in the model (`MemoryLayout<Root>.offset(of:)`).
    @usableFromInline let offset: Int

    @usableFromInline
    init(type: PlainType, offset: Int) {
        self.type = type
        self.offset = offset
    }

    /// Writes the property of `root` as the field's `backwardText` and ``FieldEncoding`` would:
    /// returns whether it wrote a value (`nil` writes nothing, or `null` when `nilValues` says so).
    @inlinable @inline(__always)
    func write(of root: BorrowedModel, to sink: inout some JSONSink, nilValues: NilWritingPolicy) -> Bool {
        if type.isOptional {
            let written: Bool
            switch type.base {
            case .string: written = Self.write(root.stored(at: offset, as: String?.self), to: &sink)
            case .int: written = Self.write(root.stored(at: offset, as: Int?.self), to: &sink)
            case .double: written = Self.write(root.stored(at: offset, as: Double?.self), to: &sink)
            case .bool: written = Self.write(root.stored(at: offset, as: Bool?.self), to: &sink)
            }
            if written { return true }
            guard nilValues == .writeNull else { return false }
            sink.writeNull()
            return true
        }
        switch type.base {
        case .string: root.stored(at: offset, as: String.self).writeJSON(to: &sink)
        case .int: root.stored(at: offset, as: Int.self).writeJSON(to: &sink)
        case .double: root.stored(at: offset, as: Double.self).writeJSON(to: &sink)
        case .bool: root.stored(at: offset, as: Bool.self).writeJSON(to: &sink)
        }
        return true
    }

    /// Writes `value` unless it is `nil`; returns whether it wrote it.
    @inlinable @inline(__always)
    static func write(_ value: (some JSONConvertible)?, to sink: inout some JSONSink) -> Bool {
        guard let value else { return false }
        value.writeJSON(to: &sink)
        return true
    }
}
