/// The checks a string passes before Hydrant hands it to a Foundation formatter or format style.
///
/// Foundation's parsers are not safe on hostile strings. On Linux, `DateFormatter.date(from:)`
/// traps ("Incorrect range CFRange") when ICU stops reading between two Unicode scalars of one
/// character — a digit or a space followed by a combining mark or a zero-width joiner, as in
/// `"1\u{301}"` — and the trap message prints the string past any redaction. Number format styles
/// take time quadratic in the length of a long string of digits. So every string is checked
/// first, in time linear in its length and bounded by ``maximumBytes``:
///
/// - it is at most ``maximumBytes`` bytes of UTF-8;
/// - every character is a single Unicode scalar: no combining marks, joiners, variation selectors
///   or other grapheme extenders, which is what makes ICU's reading positions and Swift's character
///   boundaries agree (right-to-left marks, which Arabic formats write, are characters of their
///   own and pass);
/// - for Hydrant's own date formats, which read English text (`en_US_POSIX`) with an ASCII pattern,
///   every byte is ASCII.
///
/// A string that fails is reported as the formatter's ordinary "could not read" error with the
/// rule as its reason; Foundation never sees it. Dates and numbers never need what the checks
/// reject.
enum FormatterInput {
    /// The longest string, in UTF-8 bytes, that Hydrant hands to a Foundation formatter or format
    /// style: 256.
    static let maximumBytes = 256

    /// Why `string` must not reach Foundation, or `nil` when it may.
    ///
    /// - Parameter asciiOnly: Whether only ASCII is expected (Hydrant's `en_US_POSIX` date formats).
    static func problem(with string: String, asciiOnly: Bool = false) -> String? {
        let utf8 = string.utf8
        guard utf8.count <= maximumBytes else {
            return "the string is longer than \(maximumBytes) bytes"
        }
        if utf8.allSatisfy({ $0 < 0x80 }) {
            // Of ASCII characters, only "\r\n" is made of two scalars.
            return containsCRLF(utf8) ? severalScalars : nil
        }
        if asciiOnly { return "the string is not ASCII" }
        var characters = 0
        for _ in string { characters += 1 }
        return characters == string.unicodeScalars.count ? nil : Self.severalScalars
    }

    /// Whether the bytes contain "\r\n".
    private static func containsCRLF(_ utf8: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if previous == UInt8(ascii: "\r"), byte == UInt8(ascii: "\n") { return true }
            previous = byte
        }
        return false
    }

    private static let severalScalars =
        "the string has a character made of several Unicode scalars (such as a combining mark or a joiner)"
}
