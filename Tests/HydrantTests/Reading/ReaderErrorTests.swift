import Foundation
import Hydrant
import Testing

/// The errors of malformed documents: reason, location (line, column in Unicode scalars, byte
/// offset) and the exact description, which never quotes the input.
@Suite("Reader errors")
struct ReaderErrorTests {
    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var label: String
        var input: [UInt8]
        var reason: JSONReadingError.Reason
        var description: String
        var testDescription: String { label }

        init(_ label: String, _ text: String, _ reason: JSONReadingError.Reason, _ description: String) {
            self.label = label
            self.input = Array(text.utf8)
            self.reason = reason
            self.description = description
        }

        init(_ label: String, bytes: [UInt8], _ reason: JSONReadingError.Reason, _ description: String) {
            self.label = label
            self.input = bytes
            self.reason = reason
            self.description = description
        }
    }

    static let aValue = "a value"
    static let escapeMessage = #"invalid escape sequence in a string; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#
    static let surrogateMessage = #"a \u escape encodes half of a UTF-16 surrogate pair without the other half"#
    static let controlMessage = "a control character (U+0000 to U+001F) must be escaped inside a string"
    static let singleQuote = "a single quote (JSON strings use double quotes)"

    static let cases: [ErrorCase] = [
        // Unexpected characters.
        .init(
            "letter where a value is expected", "[1, x]",
            .unexpectedCharacter(expected: aValue, found: "a letter"),
            "line 1, column 5 (byte 4): expected a value, found a letter"),
        .init(
            "punctuation where a value is expected", "@",
            .unexpectedCharacter(expected: aValue, found: "'@'"),
            "line 1, column 1 (byte 0): expected a value, found '@'"),
        .init(
            "misspelt literal", #"{"a": tru}"#,
            .unexpectedCharacter(expected: "'true'", found: "'}'"),
            "line 1, column 10 (byte 9): expected 'true', found '}'"),
        .init(
            "capitalised literal", "True",
            .unexpectedCharacter(expected: aValue, found: "a letter"),
            "line 1, column 1 (byte 0): expected a value, found a letter"),
        .init(
            "plus sign before a number", "+1",
            .unexpectedCharacter(expected: aValue, found: "'+'"),
            "line 1, column 1 (byte 0): expected a value, found '+'"),
        .init(
            "number starting with a point", "[.5]",
            .unexpectedCharacter(expected: aValue, found: "'.'"),
            "line 1, column 2 (byte 1): expected a value, found '.'"),
        .init(
            "missing comma in an array", "[1 2]",
            .unexpectedCharacter(expected: "',' or ']' after an array element", found: "a digit"),
            "line 1, column 4 (byte 3): expected ',' or ']' after an array element, found a digit"),
        .init(
            "missing comma in an object", #"{"a":1 "b":2}"#,
            .unexpectedCharacter(expected: "',' or '}' after an object member", found: #"'"'"#),
            #"line 1, column 8 (byte 7): expected ',' or '}' after an object member, found '"'"#),
        .init(
            "array closed by a brace", "[1}",
            .unexpectedCharacter(expected: "',' or ']' after an array element", found: "'}'"),
            "line 1, column 3 (byte 2): expected ',' or ']' after an array element, found '}'"),
        .init(
            "number as a key", "{1: 2}",
            .unexpectedCharacter(expected: "a string key", found: "a digit"),
            "line 1, column 2 (byte 1): expected a string key, found a digit"),
        .init(
            "missing colon", #"{"a" 1}"#,
            .unexpectedCharacter(expected: "':' after an object key", found: "a digit"),
            "line 1, column 6 (byte 5): expected ':' after an object key, found a digit"),
        .init(
            "trailing comma in an array", "[1,]",
            .unexpectedCharacter(expected: aValue, found: "']'"),
            "line 1, column 4 (byte 3): expected a value, found ']'"),
        .init(
            "trailing comma in an object", #"{"a":1,}"#,
            .unexpectedCharacter(expected: "a string key", found: "'}'"),
            "line 1, column 8 (byte 7): expected a string key, found '}'"),
        .init(
            "comment", "[1 // c\n]",
            .unexpectedCharacter(expected: "',' or ']' after an array element", found: "'/'"),
            "line 1, column 4 (byte 3): expected ',' or ']' after an array element, found '/'"),
        .init(
            "DEL outside a string", "[\u{7F}]",
            .unexpectedCharacter(expected: aValue, found: "a control character"),
            "line 1, column 2 (byte 1): expected a value, found a control character"),
        .init(
            "NUL outside a string", "[\u{0}]",
            .unexpectedCharacter(expected: aValue, found: "a control character"),
            "line 1, column 2 (byte 1): expected a value, found a control character"),
        .init(
            "non-ASCII character outside a string", "[é]",
            .unexpectedCharacter(expected: aValue, found: "a non-ASCII character"),
            "line 1, column 2 (byte 1): expected a value, found a non-ASCII character"),

        // End of input.
        .init(
            "end of input in a literal", "[nul",
            .unexpectedEndOfInput(expected: "'null'"),
            "line 1, column 5 (byte 4): unexpected end of input; expected 'null'"),
        .init(
            "end of input in a string", #""abc"#,
            .unexpectedEndOfInput(expected: #"'"' to end the string"#),
            #"line 1, column 5 (byte 4): unexpected end of input; expected '"' to end the string"#),
        .init(
            "end of input in an array after an element", "[1, 2",
            .unexpectedEndOfInput(expected: "',' or ']'"),
            "line 1, column 6 (byte 5): unexpected end of input; expected ',' or ']'"),
        .init(
            "end of input in an array after a comma", "[1,",
            .unexpectedEndOfInput(expected: aValue),
            "line 1, column 4 (byte 3): unexpected end of input; expected a value"),
        .init(
            "end of input after an opening bracket", "[",
            .unexpectedEndOfInput(expected: aValue),
            "line 1, column 2 (byte 1): unexpected end of input; expected a value"),
        .init(
            "end of input in an object after a member", #"{"a": 1"#,
            .unexpectedEndOfInput(expected: "',' or '}'"),
            "line 1, column 8 (byte 7): unexpected end of input; expected ',' or '}'"),
        .init(
            "end of input after an opening brace", "{",
            .unexpectedEndOfInput(expected: "a string key"),
            "line 1, column 2 (byte 1): unexpected end of input; expected a string key"),
        .init(
            "end of input after a key", #"{"a""#,
            .unexpectedEndOfInput(expected: "':' after an object key"),
            "line 1, column 5 (byte 4): unexpected end of input; expected ':' after an object key"),
        .init(
            "end of input after a colon", #"{"a":"#,
            .unexpectedEndOfInput(expected: aValue),
            "line 1, column 6 (byte 5): unexpected end of input; expected a value"),

        // Escapes.
        .init(
            "invalid escape", #"["\x"]"#, .invalidEscape,
            "line 1, column 3 (byte 2): " + escapeMessage),
        .init(
            "invalid hex digit in a \\u escape", #"["\u12G4"]"#, .invalidEscape,
            "line 1, column 3 (byte 2): " + escapeMessage),
        .init(
            "capital U escape", #"["\U0041"]"#, .invalidEscape,
            "line 1, column 3 (byte 2): " + escapeMessage),
        .init(
            "\\u escape cut short by the end of input", #""\u12"#,
            .unexpectedEndOfInput(expected: #"four hex digits after \u"#),
            #"line 1, column 6 (byte 5): unexpected end of input; expected four hex digits after \u"#),
        .init(
            "backslash at the end of input", #"["\"#,
            .unexpectedEndOfInput(expected: "an escape sequence"),
            "line 1, column 4 (byte 3): unexpected end of input; expected an escape sequence"),
        .init(
            "lone lead surrogate", #"["\uD800"]"#, .loneSurrogate,
            "line 1, column 3 (byte 2): " + surrogateMessage),
        .init(
            "lone trail surrogate in a key", #"{"x\uDC00": 1}"#, .loneSurrogate,
            "line 1, column 4 (byte 3): " + surrogateMessage),
        .init(
            "lead surrogate followed by a non-surrogate escape", #"["\uD83D\u0041"]"#, .loneSurrogate,
            "line 1, column 3 (byte 2): " + surrogateMessage),

        // Control characters in strings.
        .init(
            "raw tab in a string", "[\"a\tb\"]", .controlCharacterInString,
            "line 1, column 4 (byte 3): " + controlMessage),
        .init(
            "raw line feed in a string", "\"a\nb\"", .controlCharacterInString,
            "line 1, column 3 (byte 2): " + controlMessage),
        .init(
            "control character after seventeen plain bytes", "\"" + String(repeating: "a", count: 17) + "\u{1}\"",
            .controlCharacterInString,
            "line 1, column 19 (byte 18): " + controlMessage),

        // Numbers.
        .init(
            "leading zero", "[01]", .invalidNumber(rule: "leading zeros are not allowed"),
            "line 1, column 3 (byte 2): invalid number: leading zeros are not allowed"),
        .init(
            "negative number with leading zeros", "-007", .invalidNumber(rule: "leading zeros are not allowed"),
            "line 1, column 3 (byte 2): invalid number: leading zeros are not allowed"),
        .init(
            "missing fraction digits", "[1.]", .invalidNumber(rule: "expected a digit after the decimal point"),
            "line 1, column 4 (byte 3): invalid number: expected a digit after the decimal point"),
        .init(
            "point before the exponent", "[1.e5]", .invalidNumber(rule: "expected a digit after the decimal point"),
            "line 1, column 4 (byte 3): invalid number: expected a digit after the decimal point"),
        .init(
            "missing exponent digits", "1e+", .invalidNumber(rule: "expected a digit in the exponent"),
            "line 1, column 4 (byte 3): invalid number: expected a digit in the exponent"),
        .init(
            "lone minus sign", "[-]", .invalidNumber(rule: "expected a digit after '-'"),
            "line 1, column 3 (byte 2): invalid number: expected a digit after '-'"),

        // Trailing content.
        .init(
            "letter after the value", "[1] x", .trailingContent,
            "line 1, column 5 (byte 4): unexpected content after the end of the JSON value"),
        .init(
            "two values", "1 2", .trailingContent,
            "line 1, column 3 (byte 2): unexpected content after the end of the JSON value"),
        .init(
            "extra brace on the next line", "{}\n}", .trailingContent,
            "line 2, column 1 (byte 3): unexpected content after the end of the JSON value"),

        // Empty input.
        .init(
            "empty input", "", .emptyInput,
            "line 1, column 1 (byte 0): the input is empty; expected a JSON value"),
        .init(
            "whitespace only", "  \n ", .emptyInput,
            "line 2, column 2 (byte 4): the input is empty; expected a JSON value"),

        // Single quotes.
        .init(
            "single-quoted string", "['a']",
            .unexpectedCharacter(expected: aValue, found: singleQuote),
            "line 1, column 2 (byte 1): expected a value, found " + singleQuote),
        .init(
            "single-quoted key", "{'a': 1}",
            .unexpectedCharacter(expected: "a string key", found: singleQuote),
            "line 1, column 2 (byte 1): expected a string key, found " + singleQuote),

        // Lines and columns.
        .init(
            "error on the third line", "{\n  \"a\": 1,\n  \"b\": ]\n}",
            .unexpectedCharacter(expected: aValue, found: "']'"),
            "line 3, column 8 (byte 19): expected a value, found ']'"),
        .init(
            "CRLF line ending", "[1,\r\n x]",
            .unexpectedCharacter(expected: aValue, found: "a letter"),
            "line 2, column 2 (byte 6): expected a value, found a letter"),
        .init(
            "tabs count one column each", "[\t\tx]",
            .unexpectedCharacter(expected: aValue, found: "a letter"),
            "line 1, column 4 (byte 3): expected a value, found a letter"),
        .init(
            "two-byte character before the error", #"["é", x]"#,
            .unexpectedCharacter(expected: aValue, found: "a letter"),
            "line 1, column 7 (byte 7): expected a value, found a letter"),
        .init(
            "three- and four-byte characters before the error", #"["日本😀", ?]"#,
            .unexpectedCharacter(expected: aValue, found: "'?'"),
            "line 1, column 9 (byte 15): expected a value, found '?'"),
        .init(
            "non-ASCII characters on the error's line", "[\"ü\",\n \"ñ\" \"x\"]",
            .unexpectedCharacter(expected: "',' or ']' after an array element", found: #"'"'"#),
            #"line 2, column 6 (byte 13): expected ',' or ']' after an array element, found '"'"#),
        .init(
            "decomposed character before the error", "[\"e\u{301}\", ?]",
            .unexpectedCharacter(expected: aValue, found: "'?'"),
            "line 1, column 8 (byte 8): expected a value, found '?'"),

        // Invalid UTF-8.
        .init(
            "invalid byte outside a string", bytes: [0x5B, 0xFF, 0x5D], .invalidUTF8,
            "line 1, column 2 (byte 1): the input is not valid UTF-8"),
        .init(
            "invalid byte after a non-ASCII character", bytes: [0x5B, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x5D], .invalidUTF8,
            "line 1, column 4 (byte 4): the input is not valid UTF-8"),
        .init(
            "truncated sequence at the end of a string", bytes: [0x22, 0xE2, 0x82, 0x22], .invalidUTF8,
            "line 1, column 2 (byte 1): the input is not valid UTF-8"),
    ]

    @Test(arguments: cases)
    func malformedInputHasAnExactError(_ testCase: ErrorCase) throws {
        let reader = JSONReader()
        let error = #expect(throws: JSONReadingError.self) { _ = try reader.read(testCase.input) }
        guard let error else { return }
        #expect(error.reason == testCase.reason)
        #expect(error.description == testCase.description)
        #expect("\(error)" == testCase.description)
        #expect(
            error.description == "line \(error.line), column \(error.column) (byte \(error.offset)): \(error.message)")

        // Every entry point reports the same error.
        let documentError = #expect(throws: JSONReadingError.self) { _ = try reader.document(testCase.input) }
        #expect(documentError == error)
        let dataError = #expect(throws: JSONReadingError.self) { _ = try reader.read(Data(testCase.input)) }
        #expect(dataError == error)
        if let text = String(validating: testCase.input, as: UTF8.self) {
            let textError = #expect(throws: JSONReadingError.self) { _ = try JSON(parsing: text) }
            #expect(textError == error)
            let textDocumentError = #expect(throws: JSONReadingError.self) { _ = try JSONDocument(parsing: text) }
            #expect(textDocumentError == error)
        }
    }

    @Test func errorsCanBeBuiltAndCompared() {
        let error = JSONReadingError(reason: .trailingContent, offset: 12, line: 2, column: 3)
        #expect(error.reason == .trailingContent)
        #expect(error.offset == 12)
        #expect(error.line == 2)
        #expect(error.column == 3)
        #expect(error.description == "line 2, column 3 (byte 12): unexpected content after the end of the JSON value")
        #expect(error == JSONReadingError(reason: .trailingContent, offset: 12, line: 2, column: 3))
        #expect(error != JSONReadingError(reason: .trailingContent, offset: 13, line: 2, column: 4))
    }

    @Test(arguments: [
        (JSONReadingError.Reason.duplicateKey, "an object has the same key twice"),
        (.depthLimitExceeded(limit: 7), "arrays and objects are nested more than 7 levels deep"),
        (.inputTooLarge(limit: 10), "the input is larger than the limit of 10 bytes"),
        (.stringTooLong(limit: 3), "a string is longer than the limit of 3 bytes"),
        (.numberTooLong(limit: 5), "a number is longer than the limit of 5 characters"),
        (.invalidUTF8, "the input is not valid UTF-8"),
    ])
    func messageOfEachLimitReason(reason: JSONReadingError.Reason, message: String) {
        #expect(JSONReadingError(reason: reason, offset: 0, line: 1, column: 1).message == message)
    }

    // MARK: Input is never quoted

    static let secret = "sk_live_ABC123"

    struct SecretCase: Sendable, CustomTestStringConvertible {
        var label: String
        var input: [UInt8]
        var options: JSONReadingOptions = .default
        var testDescription: String { label }
    }

    static let secretCases: [SecretCase] = {
        let s = secret
        var cases: [SecretCase] = [
            .init(label: "unquoted value", input: Array(#"{"token": \#(s)}"#.utf8)),
            .init(label: "unterminated string", input: Array(#"{"token": "\#(s)}"#.utf8)),
            .init(label: "end of input after the string", input: Array(#"{"token": "\#(s)""#.utf8)),
            .init(label: "invalid escape", input: Array(#"{"token": "\#(s)\q"}"#.utf8)),
            .init(label: "invalid \\u escape", input: Array(#"{"token": "\#(s)\uZZZZ"}"#.utf8)),
            .init(label: "lone surrogate", input: Array(#"{"token": "\#(s)\uD800"}"#.utf8)),
            .init(label: "raw newline", input: Array("{\"token\": \"\(s)\n\"}".utf8)),
            .init(label: "missing colon", input: Array(#"{"token" "\#(s)"}"#.utf8)),
            .init(label: "missing comma", input: Array(#"{"token": "\#(s)" "x": 1}"#.utf8)),
            .init(label: "trailing secret", input: Array(#"{"token": "\#(s)"} \#(s)"#.utf8)),
            .init(label: "unquoted key", input: Array(#"{\#(s): 1}"#.utf8)),
            .init(label: "single quotes", input: Array("['\(s)']".utf8)),
            .init(label: "letters after digits", input: Array(#"{"token": 123ABC}"#.utf8)),
            .init(label: "letters then digits", input: Array(#"{"token": ABC123}"#.utf8)),
            .init(label: "leading zero", input: Array(#"{"token": 0123}"#.utf8)),
            .init(label: "minus then letters", input: Array(#"{"token": -ABC123}"#.utf8)),
            .init(label: "misspelt literal", input: Array(#"{"token": tABC123}"#.utf8)),
            .init(
                label: "invalid UTF-8 after the secret",
                input: Array(#"{"token": "\#(s)"#.utf8) + [0xFF] + Array(#""}"#.utf8)),
            .init(
                label: "duplicate key", input: Array(#"{"\#(s)": 1, "\#(s)": 2}"#.utf8),
                options: JSONReadingOptions(duplicateKeys: .reject)),
            .init(
                label: "string too long", input: Array(#"{"token": "\#(s)"}"#.utf8),
                options: JSONReadingOptions(maxStringBytes: 4)),
            .init(
                label: "number too long", input: Array(#"{"token": 123123123}"#.utf8),
                options: JSONReadingOptions(maxNumberLength: 4)),
            .init(
                label: "too deep", input: Array(#"[[{"\#(s)": 1}]]"#.utf8),
                options: JSONReadingOptions(maxDepth: 2)),
            .init(
                label: "input too large", input: Array(#"{"token": "\#(s)"}"#.utf8),
                options: JSONReadingOptions(maxInputBytes: 8)),
        ]
        cases.append(
            .init(
                label: "unterminated comment", input: Array(#"{"token": 1} /* \#(s)"#.utf8),
                options: JSONReadingOptions(allowsComments: true)))
        return cases
    }()

    @Test(arguments: secretCases)
    func errorsNeverQuoteTheInput(_ testCase: SecretCase) {
        let error = #expect(throws: JSONReadingError.self) {
            _ = try JSONReader(options: testCase.options).read(testCase.input)
        }
        guard let error else { return }
        for text in [error.description, error.message, "\(error)", String(reflecting: error), "\(error.reason)"] {
            for fragment in ["sk_live", "live", "ABC123", "ABC", "123", "token"] {
                #expect(!text.contains(fragment), "\(text) quotes \(fragment)")
            }
        }
    }

    static let alphanumerics: [Character] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    /// Each letter and digit is described by its class, never by itself.
    @Test(arguments: alphanumerics)
    func lettersAndDigitsAreDescribedByTheirClass(character: Character) {
        let error = #expect(throws: JSONReadingError.self) { _ = try JSON(parsing: "{\(character)}") }
        let found = character.isNumber ? "a digit" : "a letter"
        #expect(error?.reason == .unexpectedCharacter(expected: "a string key", found: found))
        #expect(error?.description == "line 1, column 2 (byte 1): expected a string key, found \(found)")
    }
}
