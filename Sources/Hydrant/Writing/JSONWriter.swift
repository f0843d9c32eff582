public import Foundation

/// Writes ``JSON`` values as UTF-8 JSON text.
///
/// Output is compact by default, pretty-printed on request (``JSONWritingOptions``). Strings are
/// escaped as RFC 8259 requires (quote, backslash and control characters; `\n`-style short forms
/// where they exist), numbers are written exactly as their ``JSONNumber/text``, so anything read
/// is written back unchanged. The writer uses no recursion: a value nested deeper than
/// ``JSONWritingOptions/maxDepth`` is a ``JSONWritingError``, at any depth.
///
/// ```swift
/// let text = try JSONWriter().writeString(["name": "Ada", "langs": ["en", "fr"]])
/// // {"name":"Ada","langs":["en","fr"]}
/// ```
public struct JSONWriter: Sendable {
    /// The options this writer applies.
    public var options: JSONWritingOptions

    /// Creates a writer with the given options.
    public init(options: JSONWritingOptions = .compact) {
        self.options = options
    }

    /// Writes a value as UTF-8 bytes.
    public func write(_ value: JSON) throws(JSONWritingError) -> [UInt8] {
        var output = JSONOutput(options: options)
        try output.write(value)
        return output.bytes
    }

    /// Writes a value as a string.
    public func writeString(_ value: JSON) throws(JSONWritingError) -> String {
        String(decoding: try write(value), as: UTF8.self)
    }

    /// Writes a value as `Data`.
    public func writeData(_ value: JSON) throws(JSONWritingError) -> Data {
        Data(try write(value))
    }
}

/// The byte buffer a writer appends to, with the formatting options applied.
struct JSONOutput {
    var bytes: [UInt8] = []
    let options: JSONWritingOptions
    let maxDepth: Int

    init(options: JSONWritingOptions) {
        self.options = options
        self.maxDepth = max(options.maxDepth, 0)
        bytes.reserveCapacity(256)
    }

    /// An array or object being written, and how far.
    private enum Frame {
        case array([JSON], next: Int)
        case object([JSONObject.Member], next: Int)
    }

    mutating func write(_ root: JSON) throws(JSONWritingError) {
        var stack: [Frame] = []
        var pending: JSON? = root
        while true {
            if let value = pending {
                pending = nil
                switch value {
                case .null: append("null")
                case .bool(let flag): append(flag ? "true" : "false")
                case .number(let number): writeNumber(number)
                case .string(let string): writeString(string)
                case .array(let elements):
                    // An empty array is a level too (`[]` has depth 1), as for the reader.
                    guard stack.count < maxDepth else {
                        throw JSONWritingError(reason: .depthLimitExceeded(limit: maxDepth))
                    }
                    if elements.isEmpty {
                        append("[]")
                        break
                    }
                    bytes.append(UInt8(ascii: "["))
                    stack.append(.array(elements, next: 1))
                    newline(depth: stack.count)
                    pending = elements[0]
                    continue
                case .object(let object):
                    guard stack.count < maxDepth else {
                        throw JSONWritingError(reason: .depthLimitExceeded(limit: maxDepth))
                    }
                    if object.isEmpty {
                        append("{}")
                        break
                    }
                    let members = options.sortsKeys ? object.sortedByKey().storage : object.storage
                    bytes.append(UInt8(ascii: "{"))
                    stack.append(.object(members, next: 1))
                    newline(depth: stack.count)
                    writeKey(members[0].key)
                    pending = members[0].value
                    continue
                }
            }
            // A value is complete: continue or close the innermost container.
            guard let frame = stack.popLast() else { return }
            switch frame {
            case let .array(elements, next):
                if next < elements.count {
                    bytes.append(UInt8(ascii: ","))
                    stack.append(.array(elements, next: next + 1))
                    newline(depth: stack.count)
                    pending = elements[next]
                } else {
                    newline(depth: stack.count)
                    bytes.append(UInt8(ascii: "]"))
                }
            case let .object(members, next):
                if next < members.count {
                    bytes.append(UInt8(ascii: ","))
                    stack.append(.object(members, next: next + 1))
                    newline(depth: stack.count)
                    writeKey(members[next].key)
                    pending = members[next].value
                } else {
                    newline(depth: stack.count)
                    bytes.append(UInt8(ascii: "}"))
                }
            }
        }
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    mutating func newline(depth: Int) {
        guard options.prettyPrinted else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * max(options.indentation, 0)))
    }

    mutating func writeKey(_ key: String) {
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        if options.prettyPrinted { bytes.append(UInt8(ascii: " ")) }
    }

    mutating func writeNumber(_ number: JSONNumber) {
        switch number.storage {
        case let .compact(digits, fractionDigits, negative):
            JSONOutput.appendCompact(digits: digits, fractionDigits: Int(fractionDigits), negative: negative, to: &bytes)
        case .text(let text):
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// Appends a compact number's text without creating a `String`.
    static func appendCompact(digits: UInt64, fractionDigits: Int, negative: Bool, to bytes: inout [UInt8]) {
        if negative { bytes.append(UInt8(ascii: "-")) }
        // Up to 20 digits, written backwards into a fixed buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var value = digits
            var position = 24
            var written = 0
            repeat {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                written += 1
            } while value != 0 || written <= fractionDigits
            let integerDigits = written - fractionDigits
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position..<position + integerDigits]))
            if fractionDigits > 0 {
                bytes.append(UInt8(ascii: "."))
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[position + integerDigits..<24]))
            }
        }
    }

    mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in appendEscaped(utf8) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 text with the escapes JSON requires, copying unescaped runs in one step.
    mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        let escapeSlash = options.escapesForwardSlashes
        let escapeNonASCII = options.escapesNonASCII
        var runStart = 0
        var i = 0
        // Eight bytes at a time while none of them needs escaping (no slash needs escaping).
        let skipsWords = !escapeSlash
        while i < utf8.count {
            if skipsWords {
                while i + 8 <= utf8.count,
                      !Self.needsEscape(
                        UnsafeRawPointer(utf8.baseAddress.unsafelyUnwrapped + i).loadUnaligned(as: UInt64.self),
                        nonASCII: escapeNonASCII) {
                    i += 8
                }
                guard i < utf8.count else { break }
            }
            let byte = utf8[i]
            let needsEscape = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (escapeSlash && byte == UInt8(ascii: "/")) || (escapeNonASCII && byte >= 0x80)
            if !needsEscape {
                i += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
            if byte >= 0x80 {
                // A whole scalar as one or two \u escapes.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(i + length, utf8.count)
                let scalarText = String(decoding: UnsafeBufferPointer(rebasing: utf8[i..<end]), as: UTF8.self)
                for unit in scalarText.utf16 { appendUnicodeEscape(unit) }
                i = end
            } else {
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case UInt8(ascii: "/"): append("\\/")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                default: appendUnicodeEscape(UInt16(byte))
                }
                i += 1
            }
            runStart = i
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    /// Whether any byte of `word` is a quote, a backslash or a control character (or, when
    /// `nonASCII`, not ASCII).
    @inline(__always)
    static func needsEscape(_ word: UInt64, nonASCII: Bool) -> Bool {
        guard !nonASCII else { return Scanner.needsAttention(word) }
        // A non-ASCII byte may be flagged too (the subtractions borrow); it is then looked at
        // byte by byte, which is correct, only slower.
        return Scanner.quotesBackslashesAndControls(word) & ~word & 0x8080_8080_8080_8080 != 0
    }

    mutating func appendUnicodeEscape(_ unit: UInt16) {
        let hex: StaticString = "0123456789abcdef"
        append("\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hex.utf8Start[Int((unit >> UInt16(shift)) & 0xF)])
        }
    }
}
