public import Foundation

extension Mappers {
    /// Reads a JSON string as a `URL` that has a scheme, optionally one of an allow-list. Hydrant's
    /// `HYDMapStringToURL` (with `HYDURLFormatter`).
    ///
    /// The rules, in the order they are checked (each failure is a fatal error whose
    /// ``MappingError/detail`` names the rule; the string itself is kept in
    /// ``MappingError/sourceValue`` and never printed):
    ///
    /// 1. The input must be a JSON string: anything else, `null` included, is
    ///    ``MappingError/Code/invalidSourceType`` ("expected a string, got a number").
    /// 2. The empty string is rejected: "not a URL: the string is empty".
    /// 3. Control characters (U+0000–U+001F, U+007F–U+009F: tabs, newlines, NUL…) are rejected, not
    ///    encoded: "not a valid URL: it contains a control character".
    /// 4. A `%` must start a percent-escape (`%` and two hexadecimal digits): "not a valid URL: it
    ///    contains a malformed percent-escape".
    /// 5. Characters that may not appear in a URL are percent-encoded as UTF-8, as the original's
    ///    retry did: every non-ASCII character (`http://example.com/Coupé` →
    ///    `http://example.com/Coup%C3%A9`), the space (`%20`) and `"` `<` `>` `\` `^`, the backtick, `{`
    ///    `|` `}`. Everything else is kept as written, and nothing is trimmed. This encoding is
    ///    done by Hydrant, not by Foundation, so the result is the same on every platform; a
    ///    non-ASCII host is percent-encoded too (`http://例え.jp` → `http://%E4%BE%8B%E3%81%88.jp`),
    ///    not converted to Punycode.
    /// 6. Foundation must parse the result: "not a valid URL" otherwise (a leading space, a scheme
    ///    that starts with a digit, a second `#`).
    /// 7. The URL must have a scheme: "not a URL: it has no scheme" (`!!`, `example.com`,
    ///    `//example.com/path`).
    /// 8. When an allow-list is given, the scheme must be in it, compared case-insensitively:
    ///    "not a valid URL with an accepted scheme (http, https)", schemes listed in lower case and
    ///    sorted. The URL keeps its original text: `HTTP://Example.com` stays as written.
    ///
    /// Rejections other than the kind check are ``MappingError/Code/invalidSourceValue``.
    ///
    /// Its reverse (`HYDMapURLToString`) writes the URL's `absoluteString`. A URL without a scheme
    /// ("not a URL: it has no scheme"), or whose scheme is not in the allow-list ("not a valid URL
    /// with an accepted scheme (http, https)"), is a fatal ``MappingError/Code/invalidSourceValue``:
    /// the reverse writes only strings that the mapper reads back.
    ///
    /// ```swift
    /// let homepage = Mappers.url(schemes: ["http", "https"])
    /// try homepage.map("HTTPS://example.com/a?b=1#c")   // the URL, text unchanged
    /// try homepage.map("ftp://example.com")             // throws: not a valid URL with an accepted scheme (http, https)
    /// try homepage.map("example.com")                   // throws: not a URL: it has no scheme
    /// try homepage.reversed.map(URL(string: "https://example.com")!)   // "https://example.com"
    /// try homepage.reversed.map(URL(string: "ftp://example.com")!)     // throws: not a valid URL with an accepted scheme (http, https)
    /// ```
    public struct StringToURL: JSONCodec {
        /// The accepted schemes in lower case, or `nil` to accept any scheme.
        public let allowedSchemes: Set<String>?

        /// Creates the mapper.
        ///
        /// - Parameter schemes: The accepted schemes, matched case-insensitively, or `nil` (the
        ///   default) to accept any scheme. An empty set accepts no URL.
        public init(schemes: Set<String>? = nil) {
            self.allowedSchemes = schemes.map { Set($0.map { $0.lowercased() }) }
        }

        /// Reads `input` as a URL, or throws a fatal error naming the rule that rejected it.
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> URL {
            let input = source.json
            guard case .string(let text) = input else { throw .typeMismatch(expected: "a string", found: input) }
            let url: URL
            switch URLText.parse(text) {
            case .success(let parsed): url = parsed
            case .failure(let rule):
                throw MappingError(code: .invalidSourceValue, sourceValue: input, detail: rule.detail)
            }
            if let rule = URLText.check(url, allowedSchemes: allowedSchemes) {
                throw MappingError(code: .invalidSourceValue, sourceValue: input, detail: rule.detail)
            }
            return url
        }

    }

    /// A mapper that reads a JSON string as a `URL` with a scheme; see ``StringToURL`` for the
    /// exact rules.
    ///
    /// ```swift
    /// try Mappers.url().map("mailto:someone@example.com")        // the URL
    /// try Mappers.url().map("http://example.com/Coupé")          // http://example.com/Coup%C3%A9
    /// try Mappers.url(schemes: ["https"]).map("http://a.com")    // throws: not a valid URL with an accepted scheme (https)
    /// try Mappers.url().reversed.map(URL(string: "https://a.com")!)   // "https://a.com"
    /// ```
    ///
    /// - Parameter schemes: The accepted schemes, matched case-insensitively, or `nil` (the default)
    ///   to accept any scheme.
    public static func url(schemes: Set<String>? = nil) -> StringToURL {
        StringToURL(schemes: schemes)
    }
}

/// The string-to-URL rules shared by both directions.
enum URLText {
    /// The rule that rejected a string or URL.
    enum Rule: Error {
        case empty
        case controlCharacter
        case malformedEscape
        case unparseable
        case noScheme
        case schemeNotAccepted(Set<String>)

        var detail: String {
            switch self {
            case .empty: "not a URL: the string is empty"
            case .controlCharacter: "not a valid URL: it contains a control character"
            case .malformedEscape: "not a valid URL: it contains a malformed percent-escape"
            case .unparseable: "not a valid URL"
            case .noScheme: "not a URL: it has no scheme"
            case .schemeNotAccepted(let schemes):
                schemes.isEmpty
                    ? "not a valid URL with an accepted scheme (no scheme is accepted)"
                    : "not a valid URL with an accepted scheme (\(schemes.sorted().joined(separator: ", ")))"
            }
        }
    }

    /// Whether `byte` is an ASCII character that is never valid in a URL and is percent-encoded:
    /// a space or one of `"<>\^`{|}`.
    private static func isEncodedASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
            UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
            true
        default: false
        }
    }

    /// Whether `text` needs nothing encoded: printable ASCII, none of it encoded, every `%`
    /// followed by two hex digits (most URLs an API sends). Its encoding is then the text itself.
    private static func isPlain(_ text: String) -> Bool {
        var pendingHexDigits = 0
        for byte in text.utf8 {
            guard byte > 0x20, byte < 0x7F, !isEncodedASCII(byte) else { return false }
            if pendingHexDigits > 0 {
                guard isHexDigit(UInt32(byte)) else { return false }
                pendingHexDigits -= 1
            } else if byte == UInt8(ascii: "%") {
                pendingHexDigits = 2
            }
        }
        return pendingHexDigits == 0
    }

    /// Validates and encodes `text`, then parses it without further encoding by Foundation.
    static func parse(_ text: String) -> Result<URL, Rule> {
        if text.isEmpty { return .failure(.empty) }
        if isPlain(text) {
            guard let url = strictURL(text) else { return .failure(.unparseable) }
            return .success(url)
        }
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count)
        var pendingHexDigits = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) { return .failure(.controlCharacter) }
            if pendingHexDigits > 0 {
                guard isHexDigit(value) else { return .failure(.malformedEscape) }
                pendingHexDigits -= 1
            } else if value == 0x25 {  // %
                pendingHexDigits = 2
            }
            if value < 0x80 && !isEncodedASCII(UInt8(value)) {
                encoded.append(UInt8(value))
            } else {
                for byte in String(scalar).utf8 {
                    encoded.append(0x25)
                    encoded.append(hexDigits[Int(byte >> 4)])
                    encoded.append(hexDigits[Int(byte & 0x0F)])
                }
            }
        }
        if pendingHexDigits > 0 { return .failure(.malformedEscape) }
        let string = String(decoding: encoded, as: UTF8.self)
        guard let url = strictURL(string) else { return .failure(.unparseable) }
        return .success(url)
    }

    /// The scheme rules, for both directions: `nil` when `url` passes.
    static func check(_ url: URL, allowedSchemes: Set<String>?) -> Rule? {
        guard let scheme = url.scheme, !scheme.isEmpty else { return .noScheme }
        if let allowedSchemes, !allowedSchemes.contains(scheme.lowercased()) {
            return .schemeNotAccepted(allowedSchemes)
        }
        return nil
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isHexDigit(_ value: UInt32) -> Bool {
        (0x30...0x39).contains(value) || (0x41...0x46).contains(value) || (0x61...0x66).contains(value)
    }

    /// Parses without Foundation's own encoding of invalid characters, which differs between
    /// platforms and versions.
    private static func strictURL(_ string: String) -> URL? {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            URL(string: string, encodingInvalidCharacters: false)
        } else {
            URL(string: string)
        }
    }
}

extension Mappers.StringToURL {
    /// Writes `value`'s `absoluteString`, or throws a fatal error when its scheme is missing or
    /// not accepted.
    public func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
    {
        if let rule = URLText.check(value, allowedSchemes: allowedSchemes) {
            throw MappingError(code: .invalidSourceValue, sourceValue: value, detail: rule.detail)
        }
        sink.write(value.absoluteString)
    }
}

extension Mappers.StringToURL: ReversibleMapper {}

extension Mappers.StringToURL {
    /// A string that is a URL with a scheme. The reverse writes URIs (`format: uri`); reading also
    /// accepts what Foundation percent-encodes (spaces, non-ASCII letters), which the format does
    /// not, so the reading schema names it in a `$comment`, with the allowed schemes.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        var schema: JSONSchema
        switch context.direction {
        case .writing:
            schema = JSONSchema(["type": "string", "format": "uri"])
        case .reading where allowedSchemes?.isEmpty == true:
            return JSONSchema(["not": [:]]).converted("no URL is read: the list of schemes is empty")
        case .reading:
            // What the rules require of the text before Foundation reads it: a scheme (one of the
            // list, in any case), no control character, and `%` only in a percent-escape.
            let scheme =
                allowedSchemes.map { schemes in
                    "(" + schemes.sorted().map(Self.caseInsensitivePattern).joined(separator: "|") + ")"
                } ?? "[A-Za-z][A-Za-z0-9+.-]*"
            let pattern = "^" + scheme + #":([^%\u0000-\u001F\u007F-\u009F]|%[0-9A-Fa-f]{2})*$"#
            schema = JSONSchema(["type": "string", "pattern": .string(pattern)]).commented("a URL with a scheme")
        }
        if let allowedSchemes {
            schema = schema.commented("with the scheme " + allowedSchemes.sorted().joined(separator: ", "))
        }
        return schema.converted()
    }

    /// `text` as a regular expression that matches it in any case (`http` → `[Hh][Tt][Tt][Pp]`);
    /// JSON Schema's patterns have no flags. A scheme's other characters are digits, `-`, which
    /// needs no escape outside a class, and `.` and `+`, which are escaped; any other is escaped
    /// too (a scheme with one is never read).
    static func caseInsensitivePattern(_ text: String) -> String {
        var pattern = ""
        for character in text {
            let lower = character.lowercased(), upper = character.uppercased()
            if lower != upper {
                pattern += "[" + upper + lower + "]"
            } else if character.isLetter || character.isNumber || character == "-" {
                pattern.append(character)
            } else {
                pattern += "\\" + String(character)
            }
        }
        return pattern
    }
}
