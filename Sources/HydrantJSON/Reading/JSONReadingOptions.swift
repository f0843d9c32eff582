/// How ``JSONReader`` reads a document: its limits, its strictness and its duplicate-key policy.
///
/// The defaults read RFC 8259 JSON strictly, within limits chosen for untrusted input:
///
/// | limit | default | error when exceeded |
/// |---|---|---|
/// | ``maxDepth`` | 128 nested arrays and objects (at most ``maximumDepthCeiling``) | ``JSONReadingError/Reason/depthLimitExceeded(limit:)`` |
/// | ``maxInputBytes`` | 64 MiB | ``JSONReadingError/Reason/inputTooLarge(limit:)`` |
/// | ``maxStringBytes`` | 16 MiB of UTF-8 between the quotes of one string or key | ``JSONReadingError/Reason/stringTooLong(limit:)`` |
/// | ``maxNumberLength`` | 1,000 characters in one number | ``JSONReadingError/Reason/numberTooLong(limit:)`` |
/// | ``maxTreeBytesPerInputByte`` | a ``JSON`` tree of 24 bytes of memory per input byte | ``JSONReadingError/Reason/treeTooLarge(bytesPerInputByte:)`` |
///
/// ```swift
/// var options = JSONReadingOptions()
/// options.maxDepth = 32
/// options.duplicateKeys = .reject
/// let value = try JSONReader(options: options).read(bytes)
/// ```
public struct JSONReadingOptions: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted. `[]` has depth 1 and `[[]]` depth 2;
    /// a document of exactly this depth is accepted.
    ///
    /// Values above ``maximumDepthCeiling`` are treated as the ceiling, so that every recursive
    /// operation on a parsed value (comparison, hashing, release) stays well within a thread's stack.
    public var maxDepth: Int

    /// The largest input accepted, in bytes. The representation addresses at most 4 GiB − 1, which
    /// is also the ceiling for this value.
    public var maxInputBytes: Int

    /// The longest string or key accepted, counted in bytes of the input between its quotes.
    public var maxStringBytes: Int

    /// The longest number accepted, counted in characters of its text (sign, digits, point and
    /// exponent).
    public var maxNumberLength: Int

    /// The most memory a ``JSON`` tree read from a document may take, in bytes per byte of input,
    /// on top of 1 MiB that every document may use: 24 by default, the worst case of serde_json's
    /// tree.
    ///
    /// Most documents need far less (a typical API response 3 to 6 bytes per byte, an array of
    /// numbers 12). The worst shapes are containers of one element: each costs a heap block of 64
    /// bytes, so `[[[…]]]` would take 32 bytes per input byte. The reader works out the tree's size
    /// from the parsed document before building any of it, and rejects a document that would exceed
    /// the limit with ``JSONReadingError/Reason/treeTooLarge(bytesPerInputByte:)``; while it builds
    /// the tree it gives back the memory of the parsed document it has read, so that the input and
    /// the tree are all that remains. A ``JSONDocument`` (what `mapping(parsing:)` reads) needs no
    /// tree: at most 12 bytes per value, 6 per input byte. This limit applies only to reading
    /// ``JSON`` values.
    public var maxTreeBytesPerInputByte: Int

    /// What to do when an object has two members with the same key.
    public var duplicateKeys: DuplicateKeyPolicy

    /// Accept a comma after the last element of an array or the last member of an object
    /// (`[1,2,]`), as Foundation's `JSONSerialization` does. Off by default: RFC 8259 forbids it.
    public var allowsTrailingCommas: Bool

    /// Accept `// line` and `/* block */` comments wherever whitespace is allowed. Off by default:
    /// RFC 8259 has no comments.
    public var allowsComments: Bool

    /// The highest value ``maxDepth`` can take: 512.
    ///
    /// Comparing, hashing and releasing a ``JSON`` tree recurse once per level (about 1.1 KiB of
    /// stack per level in a debug build, less optimised), and so do mappers (reflective mapping of
    /// a recursive model, the deepest, up to about 1.6 KiB): the default depth of 128 is safe on a
    /// 512 KiB thread stack, the ceiling on a 1 MiB one. Scanning and writing never recurse;
    /// building a ``JSON`` tree from a document recurses once per level, within the same bound.
    public static let maximumDepthCeiling = 512

    /// The ceiling of ``maxInputBytes``: the largest input the representation can address.
    public static let maximumInputCeiling = Int(UInt32.max) - 1

    /// Creates reading options; every parameter has the documented default.
    public init(
        maxDepth: Int = 128,
        maxInputBytes: Int = 64 << 20,
        maxStringBytes: Int = 16 << 20,
        maxNumberLength: Int = 1_000,
        maxTreeBytesPerInputByte: Int = 24,
        duplicateKeys: DuplicateKeyPolicy = .preserve,
        allowsTrailingCommas: Bool = false,
        allowsComments: Bool = false
    ) {
        self.maxDepth = maxDepth
        self.maxInputBytes = maxInputBytes
        self.maxStringBytes = maxStringBytes
        self.maxNumberLength = maxNumberLength
        self.maxTreeBytesPerInputByte = maxTreeBytesPerInputByte
        self.duplicateKeys = duplicateKeys
        self.allowsTrailingCommas = allowsTrailingCommas
        self.allowsComments = allowsComments
    }

    /// Strict RFC 8259 with the default limits.
    public static let `default` = JSONReadingOptions()

    /// The limits actually applied: each clamped to its ceiling and to at least 1.
    var effectiveMaxDepth: Int { min(max(maxDepth, 1), Self.maximumDepthCeiling) }
    var effectiveMaxInputBytes: Int { min(max(maxInputBytes, 0), Self.maximumInputCeiling) }
    var effectiveMaxStringBytes: Int { min(max(maxStringBytes, 0), Self.maximumInputCeiling) }
    var effectiveMaxNumberLength: Int { min(max(maxNumberLength, 1), Self.maximumInputCeiling) }
    var effectiveMaxTreeBytesPerInputByte: Int { max(maxTreeBytesPerInputByte, 1) }
}

/// What ``JSONReader`` does when an object has two members with the same key.
///
/// RFC 8259 says keys *should* be unique but lets parsers accept duplicates, and parsers disagree
/// on which value wins (Foundation's `JSONSerialization` keeps the last, `JSONDecoder` the first).
/// Hydrant's default keeps every member and has lookups see the first, so that nothing is lost and a
/// document written back is the document read. Keys are compared by their Unicode scalars.
public enum DuplicateKeyPolicy: Sendable, Hashable, CaseIterable {
    /// Keep every member in order; looking a key up finds the first (the default).
    case preserve
    /// Reject the document with ``JSONReadingError/Reason/duplicateKey`` at the second occurrence:
    /// the offset of the first key in the document that repeats an earlier key of its object.
    case reject
    /// Keep only the first member with each key.
    case useFirst
    /// Keep only the last member with each key, where it was written.
    case useLast
}
