public import Foundation

/// A Swift type with a JSON representation: read from a ``/HydrantJSON/JSON`` value with a type check, written
/// back exactly.
///
/// Hydrant uses this to type-check values against the Swift type they are mapped into: a `String`
/// property accepts only JSON strings, an `Int` property only numbers that are whole and in range,
/// and so on. The standard library's scalar types, `Decimal`, ``/HydrantJSON/JSON``, ``/HydrantJSON/JSONNumber``, and
/// optionals, arrays, sets and string-keyed dictionaries of conforming types conform.
///
/// ```swift
/// try Int(json: 42)          // 42
/// try Int(json: "42")        // throws: expected a number, got a string
/// try UInt8(json: 300)       // throws: the number is out of range for UInt8
/// ```
public protocol JSONConvertible: Sendable {
    /// Reads a value from JSON, or throws a fatal ``MappingError`` that says what was expected and
    /// what was found (``MappingError/Code/invalidSourceType``, or
    /// ``MappingError/Code/numberOutOfRange`` for numbers that do not fit).
    init(json: JSON) throws(MappingError)

    /// Reads a value from any source — a document read in place, or a tree — with the same checks
    /// and errors as ``init(json:)``.
    ///
    /// The default builds the source's ``/HydrantJSON/JSON`` value and calls ``init(json:)``; Hydrant's own
    /// conformances read the source directly, without building anything.
    init(source: borrowing some JSONSource) throws(MappingError)

    /// The value as JSON.
    var json: JSON { get }

    /// Writes the value into a sink — text or a tree — exactly as `sink.write(json)` writes
    /// ``json``.
    ///
    /// The default writes ``json``; Hydrant's own conformances write directly, without building
    /// the ``/HydrantJSON/JSON`` value.
    ///
    /// ```swift
    /// var output = JSONOutput()
    /// [1, 2].writeJSON(to: &output)   // [1,2]
    /// ```
    func writeJSON(to sink: inout some JSONSink)

    /// The JSON Schema of the JSON the type reads (or, in a context for writing, writes): see
    /// JSONConvertible+Schema.swift for the built-in types. The default says that the type is not
    /// described (`{}` with a `$comment`).
    static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema
}

extension JSONConvertible {
    /// Builds the source's ``/HydrantJSON/JSON`` value and reads it with ``init(json:)``.
    @inlinable
    public init(source: borrowing some JSONSource) throws(MappingError) {
        try self.init(json: source.json)
    }

    /// Writes ``JSONConvertible/json``.
    @inlinable
    public func writeJSON(to sink: inout some JSONSink) {
        sink.write(json)
    }
}

extension MappingError {
    /// A fatal type mismatch: "expected a string, got a number".
    @usableFromInline
    static func typeMismatch(expected: String, found source: some JSONSource) -> MappingError {
        kindMismatch(expected: expected, found: source.kind, sourceValue: source.errorSourceValue)
    }

    /// A fatal number conversion failure.
    @usableFromInline
    static func numberConversion(_ error: JSONNumber.ConversionError, value: any Sendable) -> MappingError {
        var mappingError = MappingError(
            code: error.reason == .notAnInteger ? .invalidSourceValue : .numberOutOfRange,
            sourceValue: value, underlyingErrors: [error])
        mappingError.lazyDetail = .conversion(error)
        return mappingError
    }
}

extension JSON: JSONConvertible {
    /// Any JSON value converts to itself.
    public init(json: JSON) {
        self = json
    }

    /// The source's value as a tree.
    @inlinable
    public init(source: borrowing some JSONSource) {
        self = source.json
    }

    // `json` (the value itself) is declared with the JSON layer's `JSONSource` conformance.

    /// Writes the value.
    @inlinable
    public func writeJSON(to sink: inout some JSONSink) {
        sink.write(self)
    }
}

extension String: JSONConvertible {
    /// Reads a JSON string.
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads a JSON string.
    @inlinable
    public init(source: borrowing some JSONSource) throws(MappingError) {
        guard let value = source.string else { throw .typeMismatch(expected: "a string", found: source) }
        self = value
    }

    /// The string as JSON.
    public var json: JSON { .string(self) }

    /// Writes the string, escaped.
    @inlinable
    public func writeJSON(to sink: inout some JSONSink) {
        sink.write(self)
    }
}

extension Bool: JSONConvertible {
    /// Reads `true` or `false`; the numbers `0` and `1` are not booleans.
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads `true` or `false`.
    @inlinable
    public init(source: borrowing some JSONSource) throws(MappingError) {
        guard let value = source.bool else { throw .typeMismatch(expected: "a boolean", found: source) }
        self = value
    }

    /// The boolean as JSON.
    public var json: JSON { .bool(self) }

    /// Writes `true` or `false`.
    @inlinable
    public func writeJSON(to sink: inout some JSONSink) {
        sink.write(self)
    }
}

extension JSONNumber: JSONConvertible {
    /// Reads any JSON number, exactly.
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads any JSON number, exactly.
    @inlinable
    public init(source: borrowing some JSONSource) throws(MappingError) {
        guard let value = source.number else { throw .typeMismatch(expected: "a number", found: source) }
        self = value
    }

    /// The number as JSON.
    public var json: JSON { .number(self) }

    /// Writes the number's text.
    @inlinable
    public func writeJSON(to sink: inout some JSONSink) {
        sink.write(self)
    }
}

/// The standard library's integers share one implementation: exact, never wrapping. (A
/// `FixedWidthInteger` of your own that declares `JSONConvertible` gets it too.)
extension JSONConvertible where Self: FixedWidthInteger {
    /// Reads a JSON number whose value is a whole number in the type's range (`2.0` and `1e3` are
    /// whole numbers).
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads a whole number in the type's range; integers written without a fraction or exponent
    /// are read from their digits directly.
    @inlinable
    public init(source: borrowing some JSONSource) throws(MappingError) {
        let value: Self?
        do {
            value = try source.integer(as: Self.self)
        } catch {
            throw .numberConversion(error, value: source.errorSourceValue)
        }
        guard let value else { throw .typeMismatch(expected: "a number", found: source) }
        self = value
    }

    /// The integer as JSON.
    public var json: JSON { .number(JSONNumber(self)) }

    /// Writes the integer's digits.
    @inlinable
    public func writeJSON(to sink: inout some JSONSink) {
        sink.write(integer: self)
    }
}

extension Int: JSONConvertible {}
extension Int8: JSONConvertible {}
extension Int16: JSONConvertible {}
extension Int32: JSONConvertible {}
extension Int64: JSONConvertible {}
extension UInt: JSONConvertible {}
extension UInt8: JSONConvertible {}
extension UInt16: JSONConvertible {}
extension UInt32: JSONConvertible {}
extension UInt64: JSONConvertible {}

extension Double: JSONConvertible {
    /// Reads a JSON number as the nearest `Double`; numbers too large for `Double` are
    /// ``MappingError/Code/numberOutOfRange``.
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads a JSON number as the nearest `Double`, correctly rounded.
    @inlinable
    public init(source: borrowing some JSONSource) throws(MappingError) {
        let value: Double?
        do {
            value = try source.double()
        } catch {
            throw .numberConversion(error, value: source.errorSourceValue)
        }
        guard let value else { throw .typeMismatch(expected: "a number", found: source) }
        self = value
    }

    /// The number as JSON; infinities and NaN, which JSON cannot represent, become `null`.
    public var json: JSON { JSONNumber(self).map(JSON.number) ?? .null }

    /// Writes the number, or `null` for infinities and NaN.
    @inlinable
    public func writeJSON(to sink: inout some JSONSink) {
        sink.write(floatingPoint: self)
    }
}

extension Float: JSONConvertible {
    /// Reads a JSON number as the nearest `Float`; numbers too large for `Float` are
    /// ``MappingError/Code/numberOutOfRange``.
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads a JSON number as the nearest `Float`.
    public init(source: borrowing some JSONSource) throws(MappingError) {
        guard let number = source.number else { throw .typeMismatch(expected: "a number", found: source) }
        // Parsing the text directly rounds once, correctly.
        guard let value = Float(number.text), value.isFinite else {
            throw .numberConversion(.init(reason: .outOfRange, targetType: "Float"), value: source.errorSourceValue)
        }
        self = value
    }

    /// The number as JSON; infinities and NaN become `null`.
    public var json: JSON { JSONNumber(self).map(JSON.number) ?? .null }

    /// Writes the number, or `null` for infinities and NaN.
    public func writeJSON(to sink: inout some JSONSink) {
        sink.write(floatingPoint: self)
    }
}

extension Decimal: JSONConvertible {
    /// Reads a JSON number exactly; more than 38 significant digits is an error.
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads a JSON number exactly.
    public init(source: borrowing some JSONSource) throws(MappingError) {
        guard let number = source.number else { throw .typeMismatch(expected: "a number", found: source) }
        do {
            self = try number.decimal()
        } catch {
            throw .numberConversion(error, value: source.errorSourceValue)
        }
    }

    /// The number as JSON; NaN becomes `null`.
    public var json: JSON { JSONNumber(self).map(JSON.number) ?? .null }

    /// Writes the number, or `null` for NaN.
    public func writeJSON(to sink: inout some JSONSink) {
        if let number = JSONNumber(self) { sink.write(number) } else { sink.writeNull() }
    }
}

extension Optional: JSONConvertible where Wrapped: JSONConvertible {
    /// Reads `null` as `nil` and anything else as the wrapped type.
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads `null` as `nil` and anything else as the wrapped type.
    @inlinable
    public init(source: borrowing some JSONSource) throws(MappingError) {
        if source.isNull {
            self = nil
        } else {
            self = try Wrapped(source: source)
        }
    }

    /// `nil` as `null`, anything else as the wrapped value's JSON.
    public var json: JSON {
        switch self {
        case .none: .null
        case .some(let value): value.json
        }
    }

    /// Writes `null` for `nil`, else the wrapped value.
    @inlinable
    public func writeJSON(to sink: inout some JSONSink) {
        switch self {
        case .none: sink.writeNull()
        case .some(let value): value.writeJSON(to: &sink)
        }
    }
}

extension Array: JSONConvertible where Element: JSONConvertible {
    /// Reads a JSON array whose every element converts; the first failure is fatal and its path
    /// names the element's index.
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads a JSON array whose every element converts.
    @inlinable
    public init(source: borrowing some JSONSource) throws(MappingError) {
        // An array of numbers of a document, as `Double`s: read from the tape in one loop (a
        // constant comparison of types where this is specialised).
        if Element.self == Double.self, let node = cast(copy source, ifSameTypeAs: JSONNode.self),
            let doubles = node.plainDoubles, let converted = cast(doubles, ifSameTypeAs: [Element].self)
        {
            self = converted
            return
        }
        guard source.kind == .array, let count = source.count else {
            throw .typeMismatch(expected: "an array", found: source)
        }
        var result: [Element] = []
        result.reserveCapacity(count)
        var index = 0
        for element in source.elements {
            do {
                result.append(try Element(source: element))
            } catch {
                throw MappingError(
                    wrapping: consume error, prependingSourcePath: .index(index), destinationPath: .index(index))
            }
            index += 1
        }
        self = result
    }

    /// The elements as a JSON array.
    @inlinable
    public var json: JSON { .array(map { $0.json }) }

    /// Writes the elements as a JSON array (into a tree, as ``json``).
    @inlinable
    public func writeJSON(to sink: inout some JSONSink) {
        if sink.withTreeBuilder({ tree in tree.write(json) }) != nil { return }
        sink.beginArray(reservingCapacity: count)
        for element in self {
            element.writeJSON(to: &sink)
        }
        sink.endArray()
    }
}

extension Set: JSONConvertible where Element: JSONConvertible {
    /// Reads a JSON array whose every element converts, as an `Array` does; equal elements become
    /// one member.
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads a JSON array whose every element converts.
    @inlinable
    public init(source: borrowing some JSONSource) throws(MappingError) {
        self.init(try [Element](source: source))
    }

    /// The members as a JSON array, in the set's order (a set has none of its own: compare the
    /// result as a set).
    @inlinable
    public var json: JSON { .array(map { $0.json }) }
}

extension Dictionary: JSONConvertible where Key == String, Value: JSONConvertible {
    /// Reads a JSON object whose every member value converts (the first member of a duplicated key
    /// wins); the first failure is fatal and its path names the key.
    public init(json: JSON) throws(MappingError) {
        try self.init(source: json)
    }

    /// Reads a JSON object whose every member value converts.
    @inlinable
    public init(source: borrowing some JSONSource) throws(MappingError) {
        guard source.kind == .object, let count = source.count else {
            throw .typeMismatch(expected: "an object", found: source)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(count)
        for member in source.members where result[member.key] == nil {
            do {
                result[member.key] = try Value(source: member.value)
            } catch {
                throw MappingError(
                    wrapping: consume error, prependingSourcePath: .documentKey(member.key),
                    destinationPath: .documentKey(member.key))
            }
        }
        self = result
    }

    /// The members as a JSON object, sorted by key (a dictionary has no order).
    public var json: JSON { .object(JSONObject(mapValues { $0.json })) }

    /// Writes the members as a JSON object, sorted by key (into a tree, as ``json``).
    @inlinable
    public func writeJSON(to sink: inout some JSONSink) {
        if sink.withTreeBuilder({ tree in tree.write(json) }) != nil { return }
        sink.beginObject(reservingCapacity: count)
        for (key, value) in sortedByKey(self) {
            sink.writeKey(key)
            value.writeJSON(to: &sink)
        }
        sink.endObject()
    }
}
