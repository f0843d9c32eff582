/// A JSON number, kept exactly as it was written.
///
/// JSON numbers have arbitrary precision; Swift's numeric types do not. `JSONNumber` stores the
/// number's text (its *lexeme*) so that nothing is lost when a document is read and written again:
/// integers beyond 64 bits, decimals with many digits and `-0` survive unchanged.
/// Conversions to Swift types are explicit and either exact or a thrown
/// ``JSONNumber/ConversionError`` — see ``integer(_:)``, ``double()`` and ``decimal()``.
///
/// ```swift
/// let big: JSONNumber = JSONNumber("123456789012345678901234567890")!
/// big.text                       // "123456789012345678901234567890"
/// try big.integer(Int64.self)    // throws ConversionError.outOfRange
/// try JSONNumber(42).integer(Int.self)   // 42
/// ```
///
/// Two numbers are equal when they denote the same decimal value, whatever their spelling:
/// `1`, `1.0`, `1e0` and `10e-1` are equal (and hash alike), and so are `0` and `-0`. The
/// original spelling is still what ``text`` returns and what a writer emits.
public struct JSONNumber: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        /// A lexeme of the form `-?(0|[1-9][0-9]*)(\.[0-9]+)?` with at most 19 digits in all,
        /// stored as its digits and the number of digits after the decimal point. Avoids a heap
        /// allocation for the common case.
        case compact(digits: UInt64, fractionDigits: UInt8, negative: Bool)
        /// Any other valid lexeme.
        case text(String)
        /// A finite `Double`, whose text is its shortest round-trip spelling (as a writer's
        /// ``JSONSink/write(floatingPoint:)`` writes it). Kept as the value: a number made from a
        /// `Double` to be written (a reflective encode, a tree built by a mapper's reverse) is then
        /// spelled once, into the output, instead of being spelled, parsed into digits and
        /// written again from them (a seventh of encoding canada.json reflectively).
        case double(Double)
    }

    @usableFromInline
    let storage: Storage

    @inlinable
    init(storage: Storage) {
        self.storage = storage
    }

    /// Creates a number from its JSON text, or returns `nil` if `text` is not a valid JSON number.
    ///
    /// The grammar is RFC 8259's: an optional minus sign, an integer part without leading zeros,
    /// an optional fraction and an optional exponent. `+1`, `01`, `.5`, `1.` and `NaN` are not
    /// numbers.
    public init?(_ text: String) {
        let valid = text.withByteView { buffer -> Bool in
            NumberLexeme.scan(buffer, from: 0) == buffer.count && !buffer.isEmpty
        }
        guard valid else { return nil }
        self.init(validatedLexeme: text)
    }

    /// Creates a number from a lexeme that is known to be valid.
    init(validatedLexeme text: String) {
        if let storage = text.withByteView({ NumberLexeme.compactStorage($0) }) {
            self.storage = storage
        } else {
            self.storage = .text(text)
        }
    }

    /// Creates a number from a lexeme in a buffer of UTF-8 bytes that is known to be valid.
    @usableFromInline
    init(validatedLexeme bytes: ByteView) {
        if let storage = NumberLexeme.compactStorage(bytes) {
            self.storage = storage
        } else {
            self.storage = .text(bytes.decodedString)
        }
    }

    /// Creates a number with the value of an integer.
    @inlinable
    public init<T: BinaryInteger>(_ value: T) {
        if let magnitude = UInt64(exactly: value.magnitude) {
            storage = .compact(digits: magnitude, fractionDigits: 0, negative: value < 0)
        } else {
            storage = .text(String(value))
        }
    }

    /// Creates a number with the value of a `Double`, written in the shortest form that reads back
    /// as the same `Double`; returns `nil` for infinities and NaN, which JSON cannot represent.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        // Spelled when the text is asked for or written, by ``ShortestDouble`` (the spelling of
        // Swift's `description`, valid JSON for every finite value: `1.0`, `0.1`, `-0.0`, `1e-05`,
        // `1.7976931348623157e+308`).
        storage = .double(value)
    }

    /// Creates a number with the value of a `Float`; returns `nil` for infinities and NaN.
    public init?(_ value: Float) {
        guard value.isFinite else { return nil }
        var spelling = FloatingPointSpelling()
        value.write(to: &spelling)
        self.init(checkedSpelling: spelling, description: { value.description })
    }

    /// A number from a Swift spelling in a stack buffer, or from `description` when it did not fit.
    init(checkedSpelling spelling: FloatingPointSpelling, description: () -> String) {
        var storage: Storage?
        if spelling.isComplete {
            spelling.withBytes { storage = Self.checkedStorage($0) }
        } else {
            storage = description().withByteView(Self.checkedStorage)
        }
        self.storage = storage ?? .compact(digits: 0, fractionDigits: 0, negative: false)
    }

    /// A number from a Swift spelling that is valid JSON (or `0` should that ever change).
    init(checkedSpelling text: String) {
        let storage = text.withByteView(Self.checkedStorage)
        self.storage = storage ?? .compact(digits: 0, fractionDigits: 0, negative: false)
    }

    /// The storage of a spelling that is a valid JSON number; `nil` for any other.
    static func checkedStorage(_ bytes: ByteView) -> Storage? {
        guard !bytes.isEmpty, NumberLexeme.scan(bytes, from: 0) == bytes.count else { return nil }
        return NumberLexeme.compactStorage(bytes) ?? .text(bytes.decodedString)
    }

    /// The number exactly as written in the source document (or as produced for a Swift value).
    public var text: String {
        switch storage {
        case .text(let text):
            return text
        case let .compact(digits, fractionDigits, negative):
            return NumberLexeme.render(digits: digits, fractionDigits: fractionDigits, negative: negative)
        case .double(let value):
            return ShortestDouble.text(of: value)
        }
    }

    /// Whether the number is written as an integer: no fraction and no exponent (`12`, `-0`, but
    /// not `12.0` or `1e3`).
    public var isWrittenAsInteger: Bool {
        switch storage {
        case .compact(_, let fractionDigits, _):
            return fractionDigits == 0
        case .text, .double:
            return !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        }
    }

    /// Whether the number is negative (`-0` counts as negative).
    public var isNegative: Bool {
        switch storage {
        case .compact(_, _, let negative): negative
        case .text(let text): text.utf8.first == UInt8(ascii: "-")
        case .double(let value): value.sign == .minus
        }
    }
}

extension JSONNumber: CustomStringConvertible, LosslessStringConvertible {
    /// The number's JSON text; the same as ``text``.
    public var description: String { text }
}

extension JSONNumber: CustomDebugStringConvertible {
    /// A description for debugging, such as `JSONNumber(12.50)`.
    public var debugDescription: String { "JSONNumber(\(text))" }
}

extension JSONNumber: ExpressibleByIntegerLiteral {
    /// Creates a number from an integer literal.
    @inlinable
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension JSONNumber: ExpressibleByFloatLiteral {
    /// Creates a number from a floating-point literal, in the shortest form that reads back as the
    /// same `Double`.
    public init(floatLiteral value: Double) {
        // A literal is always finite.
        self = JSONNumber(value) ?? JSONNumber(0)
    }
}

extension JSONNumber: Hashable {
    /// Whether two numbers denote the same decimal value (`1 == 1.0 == 1e0`, `0 == -0`).
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.compact(d1, f1, n1), .compact(d2, f2, n2)) where f1 == f2:
            return d1 == d2 && (n1 == n2 || d1 == 0)
        default:
            return DecimalValue(lhs) == DecimalValue(rhs)
        }
    }

    /// Hashes the number's decimal value, so that equal numbers hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(DecimalValue(self))
    }
}
