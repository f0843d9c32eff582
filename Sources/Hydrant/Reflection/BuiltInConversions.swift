import Foundation

/// How reflective and Codable mappings read and write the types Hydrant knows: strings, booleans,
/// numbers, `Decimal`, `Date`, `URL`, `UUID`, `Data` and ``/HydrantJSON/JSON`` itself. Other types are decoded
/// and encoded through their own `Decodable` and `Encodable` conformances.
enum BuiltInConversions {
    typealias Conversions = ReflectionConfiguration.Conversions

    static let anyDate = Mappers.anyDate()
    static let dateWriter = Mappers.anyDate().reversed
    static let url = Mappers.url()
    static let uuid = Mappers.uuid()

    // MARK: Reading

    /// The value of a built-in type, or `nil` when `T` is not one.
    @inline(__always)
    static func decode<T>(
        _ type: T.Type, from source: @autoclosure () -> JSON, conversions: Conversions
    ) throws(MappingError) -> T? {
        guard isBuiltIn(T.self) else { return nil }
        let json = source()
        if T.self == String.self { return try string(json, conversions) as? T }
        if T.self == Int.self { return try integer(Int.self, json, conversions) as? T }
        if T.self == Double.self { return try double(json, conversions) as? T }
        if T.self == Bool.self { return try bool(json) as? T }
        if T.self == Int64.self { return try integer(Int64.self, json, conversions) as? T }
        if T.self == JSON.self { return json as? T }
        if let value = try foundationValue(T.self, from: json, conversions: conversions) { return value }
        return try otherNumber(T.self, from: json, conversions: conversions)
    }

    /// Whether `T` is one of the built-in types (so that a node is turned into ``/HydrantJSON/JSON`` only for them).
    @inline(__always)
    static func isBuiltIn<T>(_ type: T.Type) -> Bool {
        T.self == String.self || T.self == Int.self || T.self == Double.self || T.self == Bool.self
            || T.self == Int64.self
            || T.self == JSON.self || T.self == Date.self || T.self == URL.self || T.self == UUID.self
            || T.self == Decimal.self || T.self == Data.self || T.self == Float.self || T.self == Int32.self
            || T.self == UInt.self || T.self == UInt64.self || T.self == Int8.self || T.self == Int16.self
            || T.self == UInt8.self || T.self == UInt16.self || T.self == UInt32.self
    }

    private static func foundationValue<T>(
        _ type: T.Type, from json: JSON, conversions: Conversions
    ) throws(MappingError) -> T? {
        var context = MappingContext()
        if T.self == Date.self {
            // The standard representation of a date is its own Codable form (seconds since 2001).
            guard conversions == .lenient else { return nil }
            return try anyDate.map(json, context: &context) as? T
        }
        if T.self == URL.self { return try url.map(json, context: &context) as? T }
        if T.self == UUID.self { return try uuid.map(json, context: &context) as? T }
        if T.self == Decimal.self { return try decimal(json, conversions) as? T }
        if T.self == Data.self { return try data(json) as? T }
        return nil
    }

    private static func otherNumber<T>(
        _ type: T.Type, from json: JSON, conversions: Conversions
    ) throws(MappingError) -> T? {
        if T.self == Float.self { return try float(json, conversions) as? T }
        if T.self == Int32.self { return try integer(Int32.self, json, conversions) as? T }
        if T.self == UInt.self { return try integer(UInt.self, json, conversions) as? T }
        if T.self == UInt64.self { return try integer(UInt64.self, json, conversions) as? T }
        if T.self == Int8.self { return try integer(Int8.self, json, conversions) as? T }
        if T.self == Int16.self { return try integer(Int16.self, json, conversions) as? T }
        if T.self == UInt8.self { return try integer(UInt8.self, json, conversions) as? T }
        if T.self == UInt16.self { return try integer(UInt16.self, json, conversions) as? T }
        if T.self == UInt32.self { return try integer(UInt32.self, json, conversions) as? T }
        return nil
    }

    /// A string; in lenient mode a number becomes its exact text (`42` → `"42"`).
    static func string(_ json: JSON, _ conversions: Conversions) throws(MappingError) -> String {
        switch json {
        case .string(let value): return value
        case .number(let number) where conversions == .lenient: return number.text
        default:
            throw .typeMismatch(expected: conversions == .lenient ? "a string or a number" : "a string", found: json)
        }
    }

    static func bool(_ json: JSON) throws(MappingError) -> Bool {
        guard case .bool(let value) = json else { throw .typeMismatch(expected: "a boolean", found: json) }
        return value
    }

    /// The number in `json`; in lenient mode, a string holding a JSON number (`"42"`) too.
    static func number(_ json: JSON, _ conversions: Conversions) throws(MappingError) -> JSONNumber {
        switch json {
        case .number(let number):
            return number
        case .string(let text) where conversions == .lenient:
            guard let number = JSONNumber(text) else {
                throw MappingError(code: .invalidSourceValue, sourceValue: json, detail: "the string is not a number")
            }
            return number
        default:
            throw .typeMismatch(
                expected: conversions == .lenient ? "a number or a numeric string" : "a number", found: json)
        }
    }

    static func integer<I: FixedWidthInteger>(
        _ type: I.Type, _ json: JSON, _ conversions: Conversions
    ) throws(MappingError) -> I {
        let number = try number(json, conversions)
        do {
            return try number.integer(I.self)
        } catch {
            throw .numberConversion(error, value: json)
        }
    }

    static func double(_ json: JSON, _ conversions: Conversions) throws(MappingError) -> Double {
        let number = try number(json, conversions)
        do {
            return try number.double()
        } catch {
            throw .numberConversion(error, value: json)
        }
    }

    static func float(_ json: JSON, _ conversions: Conversions) throws(MappingError) -> Float {
        let value = try double(json, conversions)
        guard value.magnitude <= Double(Float.greatestFiniteMagnitude) else {
            throw MappingError(
                code: .numberOutOfRange, sourceValue: json, detail: "the number is out of range for Float")
        }
        return Float(value)
    }

    static func decimal(_ json: JSON, _ conversions: Conversions) throws(MappingError) -> Decimal {
        let number = try number(json, conversions)
        do {
            return try number.decimal()
        } catch {
            throw .numberConversion(error, value: json)
        }
    }

    /// Base64 text, as `JSONDecoder` reads `Data` by default.
    static func data(_ json: JSON) throws(MappingError) -> Data {
        guard case .string(let text) = json else { throw .typeMismatch(expected: "a base64 string", found: json) }
        guard let data = Data(base64Encoded: text) else {
            throw MappingError(code: .invalidSourceValue, sourceValue: json, detail: "the string is not valid base64")
        }
        return data
    }

    // MARK: Writing

    /// The JSON of a built-in value, or `nil` when `T` is not a built-in type.
    ///
    /// - Parameter kind: What `T` is, asked only of types that are none of the six most common
    ///   (comparing a type with each Foundation type and casting it to `any BinaryInteger` costs
    ///   more than the write, and every nested model and array would ask; see `ReflectiveEncoding`).
    @inline(__always)
    static func encode<T>(
        _ value: T, conversions: Conversions, kind: (Any.Type) -> ReflectiveEncoding.ValueKind
    ) throws(MappingError) -> JSON? {
        if T.self == String.self, let value = value as? String { return .string(value) }
        if T.self == Int.self, let value = value as? Int { return .number(JSONNumber(value)) }
        if T.self == Double.self, let value = value as? Double { return try double(value) }
        if T.self == Bool.self, let value = value as? Bool { return .bool(value) }
        if T.self == Int64.self, let value = value as? Int64 { return .number(JSONNumber(value)) }
        if T.self == JSON.self, let value = value as? JSON { return value }
        switch kind(T.self) {
        case .foundation: return try encodeFoundationValue(value, conversions: conversions)
        case .integer: return encodeOtherNumber(value)
        case .dictionary, .other: return nil
        }
    }

    /// The Foundation types (and `Float`) that ``encode(_:conversions:kind:)`` writes itself.
    static func isFoundationValue(_ type: Any.Type) -> Bool {
        type == Date.self || type == URL.self || type == UUID.self || type == Decimal.self || type == Data.self
            || type == Float.self
    }

    private static func encodeFoundationValue<T>(_ value: T, conversions: Conversions) throws(MappingError) -> JSON? {
        if T.self == Date.self, let value = value as? Date {
            guard conversions == .lenient else { return nil }
            var context = MappingContext()
            return try dateWriter.map(value, context: &context)
        }
        if T.self == URL.self, let value = value as? URL { return .string(value.absoluteString) }
        if T.self == UUID.self, let value = value as? UUID { return .string(value.uuidString) }
        if T.self == Decimal.self, let value = value as? Decimal {
            guard let number = JSONNumber(value) else { throw notFinite(value) }
            return .number(number)
        }
        if T.self == Data.self, let value = value as? Data { return .string(value.base64EncodedString()) }
        if T.self == Float.self, let value = value as? Float {
            guard let number = JSONNumber(value) else { throw notFinite(value) }
            return .number(number)
        }
        return nil
    }

    private static func encodeOtherNumber<T>(_ value: T) -> JSON? {
        guard let integer = value as? any BinaryInteger else { return nil }
        return .number(JSONNumber(integer))
    }

    static func double(_ value: Double) throws(MappingError) -> JSON {
        guard let number = JSONNumber(value) else { throw notFinite(value) }
        return .number(number)
    }

    static func notFinite(_ value: any Sendable) -> MappingError {
        MappingError(code: .invalidSourceValue, sourceValue: value, detail: "JSON cannot represent infinity or NaN")
    }
}
