/// One entry of a parsed document's tape.
///
/// A document is read into a flat array of these entries, one per value, in document order (an
/// object's members appear as key, value, key, value…). Nothing is allocated per value: strings and
/// numbers are byte ranges of the input, decoded only when someone asks for them, and every array
/// or object entry records where its last descendant ends, so a reader can skip a whole subtree in
/// one step. See `docs/Architecture.md`.
@usableFromInline
package struct TapeEntry: Sendable {
    /// The kind in the low three bits (see the `TapeEntry.k…` constants) and flags above.
    @usableFromInline var tag: UInt32
    /// Strings and numbers: byte offset of the text. Containers: number of elements or members.
    /// `null`, `true`, `false`: byte offset.
    @usableFromInline package var a: UInt32
    /// Strings and numbers: byte length of the text. Containers: index of the entry after the
    /// container's last descendant.
    @usableFromInline package var b: UInt32

    @inlinable @inline(__always)
    init(tag: UInt32, a: UInt32, b: UInt32) {
        self.tag = tag
        self.a = a
        self.b = b
    }

    @usableFromInline static let kNull: UInt32 = 0
    @usableFromInline static let kFalse: UInt32 = 1
    @usableFromInline static let kTrue: UInt32 = 2
    @usableFromInline package static let kNumber: UInt32 = 3
    @usableFromInline static let kString: UInt32 = 4
    @usableFromInline package static let kArray: UInt32 = 5
    @usableFromInline static let kObject: UInt32 = 6

    /// A string that contains at least one backslash escape.
    @usableFromInline package static let fEscaped: UInt32 = 1 << 3
    /// A number written without fraction or exponent.
    @usableFromInline package static let fInteger: UInt32 = 1 << 4
    /// A key whose member is hidden by the duplicate-key policy.
    @usableFromInline package static let fShadowed: UInt32 = 1 << 5
    /// A string with a character above U+007F, written as UTF-8 or as a `\u` escape; without it,
    /// the string is ASCII.
    @usableFromInline package static let fNonASCII: UInt32 = 1 << 6

    @inlinable @inline(__always)
    package var kindBits: UInt32 { tag & 7 }

    @inlinable @inline(__always)
    package func has(_ flag: UInt32) -> Bool { tag & flag != 0 }

    @inlinable
    var kind: JSONKind {
        switch kindBits {
        case Self.kNull: .null
        case Self.kFalse, Self.kTrue: .bool
        case Self.kNumber: .number
        case Self.kString: .string
        case Self.kArray: .array
        default: .object
        }
    }
}
