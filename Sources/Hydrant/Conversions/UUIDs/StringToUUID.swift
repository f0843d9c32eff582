public import Foundation

extension Mappers {
    /// Reads a JSON string as a `UUID`. Hydrant's `HYDMapStringToUUID` (with `HYDUUIDFormatter`).
    ///
    /// The string must be the hyphenated form `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX`: exactly 32
    /// hexadecimal digits, upper, lower or mixed case, grouped 8-4-4-4-12 by hyphens, as
    /// `NSUUID initWithUUIDString:` required. Braces, whitespace, a missing hyphen or the 32 digits
    /// without hyphens are rejected. Hydrant checks the form itself rather than trusting
    /// `UUID(uuidString:)`, which accepts some malformed strings on some platforms.
    ///
    /// A non-string (`null` included) is a fatal ``MappingError/Code/invalidSourceType`` ("expected
    /// a string, got a number"); a string of the wrong form is a fatal
    /// ``MappingError/Code/invalidSourceValue`` ("not a valid UUID: expected 32 hexadecimal digits
    /// grouped 8-4-4-4-12 by hyphens"). The string is kept in ``MappingError/sourceValue`` and
    /// never printed.
    ///
    /// Its reverse (`HYDMapUUIDToString`) never fails: it writes the canonical hyphenated form in
    /// upper case (Foundation's `uuidString`, as the original), or lower case when created with
    /// `lowercase: true`.
    ///
    /// ```swift
    /// let id = Mappers.uuid()
    /// try id.map("e621e1f8-c36c-495a-93fc-0c247a3e6e5f")   // E621E1F8-C36C-495A-93FC-0C247A3E6E5F
    /// try id.map("e621e1f8c36c495a93fc0c247a3e6e5f")       // throws: not a valid UUID: …
    /// ```
    public struct StringToUUID: JSONCodec {
        /// Whether the reverse writes lower-case hexadecimal digits instead of upper-case ones.
        public let lowercase: Bool

        /// Creates the mapper.
        ///
        /// - Parameter lowercase: Whether the reverse writes lower-case digits; by default it writes
        ///   upper case, like Foundation's `uuidString`. Reading accepts either case.
        public init(lowercase: Bool = false) {
            self.lowercase = lowercase
        }

        /// Reads `input` as a UUID, or throws a fatal error.
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> UUID {
            let input = source.json
            guard case .string(let text) = input else { throw .typeMismatch(expected: "a string", found: input) }
            guard let uuid = Self.parse(text) else {
                throw MappingError(
                    code: .invalidSourceValue, sourceValue: input,
                    detail: "not a valid UUID: expected 32 hexadecimal digits grouped 8-4-4-4-12 by hyphens")
            }
            return uuid
        }

        /// Parses the strict hyphenated form.
        static func parse(_ text: String) -> UUID? {
            let utf8 = text.utf8
            guard utf8.count == 36 else { return nil }
            var bytes = [UInt8](repeating: 0, count: 16)
            var byteIndex = 0
            var high: UInt8?
            for (offset, character) in utf8.enumerated() {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard character == UInt8(ascii: "-") else { return nil }
                    continue
                }
                guard let nibble = hexValue(character) else { return nil }
                if let first = high {
                    bytes[byteIndex] = first << 4 | nibble
                    byteIndex += 1
                    high = nil
                } else {
                    high = nibble
                }
            }
            guard byteIndex == 16 else { return nil }
            return UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }

        private static func hexValue(_ character: UInt8) -> UInt8? {
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
            default: nil
            }
        }
    }

    /// A mapper that reads a JSON string in the hyphenated UUID form, in any case, as a `UUID`;
    /// its reverse writes the canonical form in upper case, or lower case with `lowercase: true`.
    /// See ``StringToUUID`` for the exact rules.
    ///
    /// ```swift
    /// try Mappers.uuid().map("E621E1F8-c36c-495A-93fc-0C247A3E6E5F")     // the UUID
    /// try Mappers.uuid().map(42)                                        // throws: expected a string, got a number
    /// try Mappers.uuid(lowercase: true).reversed.map(UUID())           // "…" in lower case
    /// ```
    ///
    /// - Parameter lowercase: Whether the reverse writes lower-case digits; by default upper case.
    public static func uuid(lowercase: Bool = false) -> StringToUUID {
        StringToUUID(lowercase: lowercase)
    }
}

extension Mappers.StringToUUID {
    /// Writes the UUID's canonical string, in upper case or, with `lowercase`, lower case.
    public func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
    {
        sink.write(Self.text(of: value, lowercase: lowercase))
    }

    /// The canonical text of `uuid`: Foundation's `uuidString` (which formats each byte with
    /// `snprintf`), or its lower case, made in one pass.
    @usableFromInline
    static func text(of uuid: UUID, lowercase: Bool) -> String {
        let digits: StaticString = lowercase ? "0123456789abcdef" : "0123456789ABCDEF"
        let bytes = uuid.uuid
        return String(asciiCapacity: 36) { writer in
            digits.withByteView { digits in
                func hex(_ byte: UInt8) {
                    writer.put(digits[Int(byte >> 4)])
                    writer.put(digits[Int(byte & 0xF)])
                }
                func hyphen() { writer.put(UInt8(ascii: "-")) }
                hex(bytes.0)
                hex(bytes.1)
                hex(bytes.2)
                hex(bytes.3)
                hyphen()
                hex(bytes.4)
                hex(bytes.5)
                hyphen()
                hex(bytes.6)
                hex(bytes.7)
                hyphen()
                hex(bytes.8)
                hex(bytes.9)
                hyphen()
                hex(bytes.10)
                hex(bytes.11)
                hex(bytes.12)
                hex(bytes.13)
                hex(bytes.14)
                hex(bytes.15)
            }
        }
    }
}

extension Mappers.StringToUUID: ReversibleMapper {}

extension Mappers.StringToUUID {
    /// A string that is a UUID (`format: uuid`).
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        var schema = JSONSchema(["type": "string", "format": "uuid"])
        schema.describesValue = false
        return schema
    }
}
