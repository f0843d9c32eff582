/// Why a document could not be read, and where.
///
/// Every error carries the byte ``offset`` of the problem and its ``line`` and ``column`` (both
/// counted from 1; columns count Unicode scalars). Its ``description`` says what was expected and
/// what was found without quoting the input: a secret in a malformed document does not end up in a
/// log line.
///
/// ```swift
/// do {
///     _ = try JSON(parsing: "{\"a\": tru}")
/// } catch {
///     print(error)   // line 1, column 10 (byte 9): expected 'true', found '}'
/// }
/// ```
public struct JSONReadingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The input is empty or holds only whitespace.
        case emptyInput
        /// The input ended while `expected` was still to come.
        case unexpectedEndOfInput(expected: String)
        /// A byte that cannot start or continue the expected token. `found` describes it without
        /// quoting input text (for example "a letter", "'}'", "a control character").
        case unexpectedCharacter(expected: String, found: String)
        /// A number breaks the JSON grammar; `rule` says how (for example "leading zeros are not
        /// allowed").
        case invalidNumber(rule: String)
        /// A backslash escape in a string is not one of `\" \\ \/ \b \f \n \r \t \uXXXX`.
        case invalidEscape
        /// A `\u` escape of a UTF-16 surrogate that is not part of a valid pair.
        case loneSurrogate
        /// The bytes are not valid UTF-8.
        case invalidUTF8
        /// A raw control character (U+0000 to U+001F) inside a string; it must be escaped.
        case controlCharacterInString
        /// Something other than whitespace follows the document.
        case trailingContent
        /// An object has the same key twice and ``DuplicateKeyPolicy/reject`` is in effect.
        case duplicateKey
        /// Arrays and objects are nested deeper than ``JSONReadingOptions/maxDepth``.
        case depthLimitExceeded(limit: Int)
        /// The input is larger than ``JSONReadingOptions/maxInputBytes``.
        case inputTooLarge(limit: Int)
        /// A string or key is longer than ``JSONReadingOptions/maxStringBytes``.
        case stringTooLong(limit: Int)
        /// A number is longer than ``JSONReadingOptions/maxNumberLength``.
        case numberTooLong(limit: Int)
        /// The document's ``JSON`` tree would take more memory than
        /// ``JSONReadingOptions/maxTreeBytesPerInputByte`` allows; nothing of it was built. Read it
        /// as a ``JSONDocument`` instead.
        case treeTooLarge(bytesPerInputByte: Int)
    }

    /// What went wrong.
    public let reason: Reason
    /// The offset of the offending byte from the start of the input (after a byte order mark,
    /// which counts as three bytes).
    public let offset: Int
    /// The line of the offending byte, counted from 1.
    public let line: Int
    /// The column of the offending byte, counted from 1 in Unicode scalars.
    public let column: Int

    /// Creates an error at a known location.
    public init(reason: Reason, offset: Int, line: Int, column: Int) {
        self.reason = reason
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Creates an error at `offset` in `bytes`, computing the line and column.
    init(_ reason: Reason, at offset: Int, in bytes: ByteView) {
        var line = 1
        var column = 1
        // A leading byte order mark is not a character of the first line.
        var index = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
                column += 1
            }
            index += 1
        }
        self.init(reason: reason, offset: offset, line: line, column: column)
    }

    /// A sentence that says what went wrong, without the location.
    public var message: String {
        switch reason {
        case .emptyInput:
            "the input is empty; expected a JSON value"
        case .unexpectedEndOfInput(let expected):
            "unexpected end of input; expected \(expected)"
        case let .unexpectedCharacter(expected, found):
            "expected \(expected), found \(found)"
        case .invalidNumber(let rule):
            "invalid number: \(rule)"
        case .invalidEscape:
            #"invalid escape sequence in a string; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#
        case .loneSurrogate:
            "a \\u escape encodes half of a UTF-16 surrogate pair without the other half"
        case .invalidUTF8:
            "the input is not valid UTF-8"
        case .controlCharacterInString:
            "a control character (U+0000 to U+001F) must be escaped inside a string"
        case .trailingContent:
            "unexpected content after the end of the JSON value"
        case .duplicateKey:
            "an object has the same key twice"
        case .depthLimitExceeded(let limit):
            "arrays and objects are nested more than \(limit) levels deep"
        case .inputTooLarge(let limit):
            "the input is larger than the limit of \(limit) bytes"
        case .stringTooLong(let limit):
            "a string is longer than the limit of \(limit) bytes"
        case .numberTooLong(let limit):
            "a number is longer than the limit of \(limit) characters"
        case .treeTooLarge(let limit):
            "as a JSON tree the document would take more than \(limit) bytes of memory per input byte; read it as a JSONDocument"
        }
    }

    /// The location and the message: `line 3, column 7 (byte 42): expected ',' or ']', found '}'`.
    public var description: String {
        "line \(line), column \(column) (byte \(offset)): \(message)"
    }
}
