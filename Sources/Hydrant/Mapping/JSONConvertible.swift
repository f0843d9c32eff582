public import Foundation

/// A Swift type with a JSON representation: read from a ``/HydrantJSON/JSON`` value with a type check, written
/// back exactly.
///
/// Hydrant uses this to type-check values against the Swift type they are mapped into: a `String`
/// property accepts only JSON strings, an `Int` property only numbers that are whole and in range,
/// and so on. The standard library's scalar types, `Decimal`, ``/HydrantJSON/JSON``, ``/HydrantJSON/JSONNumber``, and
/// optionals, arrays and string-keyed dictionaries of conforming types conform.
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

    /// Reads a value in place from a parsed document, with the same checks and errors as
    /// ``init(json:)``.
    ///
    /// The default builds the node's ``/HydrantJSON/JSON`` value and calls ``init(json:)``; Hydrant's own
    /// conformances read the document directly, without building anything.
    init(node: JSONNode) throws(MappingError)

    /// The value as JSON.
    var json: JSON { get }

    /// Writes the value's JSON text, exactly as `output.write(json)` writes ``json``.
    ///
    /// The default writes ``json``; Hydrant's own conformances write the text directly, without
    /// building the ``/HydrantJSON/JSON`` value.
    ///
    /// ```swift
    /// var output = JSONOutput()
    /// [1, 2].writeJSON(to: &output)   // [1,2]
    /// ```
    func writeJSON(to output: inout JSONOutput)
}

extension JSONConvertible {
    /// Builds the node's ``/HydrantJSON/JSON`` value and reads it with ``init(json:)``.
    public init(node: JSONNode) throws(MappingError) {
        try self.init(json: node.json)
    }

    /// Writes ``json``.
    public func writeJSON(to output: inout JSONOutput) {
        output.write(json)
    }
}

extension MappingError {
    /// A fatal type mismatch: "expected a string, got a number".
    @usableFromInline
    static func typeMismatch(expected: String, found json: JSON) -> MappingError {
        kindMismatch(expected: expected, found: json.kind, sourceValue: json)
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

    // `json` (the value itself) is declared with the JSON layer's `JSONSource` conformance.

    /// Writes the value.
    public func writeJSON(to output: inout JSONOutput) {
        output.write(self)
    }
}

extension String: JSONConvertible {
    /// Reads a JSON string.
    public init(json: JSON) throws(MappingError) {
        guard case .string(let value) = json else { throw .typeMismatch(expected: "a string", found: json) }
        self = value
    }

    /// The string as JSON.
    public var json: JSON { .string(self) }

    /// Writes the string, escaped.
    @inlinable
    public func writeJSON(to output: inout JSONOutput) {
        output.write(self)
    }
}

extension Bool: JSONConvertible {
    /// Reads `true` or `false`; the numbers `0` and `1` are not booleans.
    public init(json: JSON) throws(MappingError) {
        guard case .bool(let value) = json else { throw .typeMismatch(expected: "a boolean", found: json) }
        self = value
    }

    /// The boolean as JSON.
    public var json: JSON { .bool(self) }

    /// Writes `true` or `false`.
    @inlinable
    public func writeJSON(to output: inout JSONOutput) {
        output.write(self)
    }
}

extension JSONNumber: JSONConvertible {
    /// Reads any JSON number, exactly.
    public init(json: JSON) throws(MappingError) {
        guard case .number(let value) = json else { throw .typeMismatch(expected: "a number", found: json) }
        self = value
    }

    /// The number as JSON.
    public var json: JSON { .number(self) }

    /// Writes the number's text.
    @inlinable
    public func writeJSON(to output: inout JSONOutput) {
        output.write(self)
    }
}

/// Integer conformances share one implementation: exact, never wrapping.
public protocol JSONConvertibleInteger: JSONConvertible, FixedWidthInteger {}

extension JSONConvertibleInteger {
    /// Reads a JSON number whose value is a whole number in the type's range (`2.0` and `1e3` are
    /// whole numbers).
    public init(json: JSON) throws(MappingError) {
        guard case .number(let number) = json else { throw .typeMismatch(expected: "a number", found: json) }
        do {
            self = try number.integer(Self.self)
        } catch {
            throw .numberConversion(error, value: json)
        }
    }

    /// The integer as JSON.
    public var json: JSON { .number(JSONNumber(self)) }

    /// Writes the integer's digits.
    @inlinable
    public func writeJSON(to output: inout JSONOutput) {
        output.writeInteger(self)
    }
}

extension Int: JSONConvertibleInteger {}
extension Int8: JSONConvertibleInteger {}
extension Int16: JSONConvertibleInteger {}
extension Int32: JSONConvertibleInteger {}
extension Int64: JSONConvertibleInteger {}
extension UInt: JSONConvertibleInteger {}
extension UInt8: JSONConvertibleInteger {}
extension UInt16: JSONConvertibleInteger {}
extension UInt32: JSONConvertibleInteger {}
extension UInt64: JSONConvertibleInteger {}

extension Double: JSONConvertible {
    /// Reads a JSON number as the nearest `Double`; numbers too large for `Double` are
    /// ``MappingError/Code/numberOutOfRange``.
    public init(json: JSON) throws(MappingError) {
        guard case .number(let number) = json else { throw .typeMismatch(expected: "a number", found: json) }
        do {
            self = try number.double()
        } catch {
            throw .numberConversion(error, value: json)
        }
    }

    /// The number as JSON; infinities and NaN, which JSON cannot represent, become `null`.
    public var json: JSON { JSONNumber(self).map(JSON.number) ?? .null }

    /// Writes the number, or `null` for infinities and NaN.
    public func writeJSON(to output: inout JSONOutput) {
        output.write(floatingPoint: self)
    }
}

extension Float: JSONConvertible {
    /// Reads a JSON number as the nearest `Float`; numbers too large for `Float` are
    /// ``MappingError/Code/numberOutOfRange``.
    public init(json: JSON) throws(MappingError) {
        guard case .number(let number) = json else { throw .typeMismatch(expected: "a number", found: json) }
        // Parsing the text directly rounds once, correctly.
        guard let value = Float(number.text), value.isFinite else {
            throw .numberConversion(.init(reason: .outOfRange, targetType: "Float"), value: json)
        }
        self = value
    }

    /// The number as JSON; infinities and NaN become `null`.
    public var json: JSON { JSONNumber(self).map(JSON.number) ?? .null }

    /// Writes the number, or `null` for infinities and NaN.
    public func writeJSON(to output: inout JSONOutput) {
        output.write(floatingPoint: self)
    }
}

extension Decimal: JSONConvertible {
    /// Reads a JSON number exactly; more than 38 significant digits is an error.
    public init(json: JSON) throws(MappingError) {
        guard case .number(let number) = json else { throw .typeMismatch(expected: "a number", found: json) }
        do {
            self = try number.decimal()
        } catch {
            throw .numberConversion(error, value: json)
        }
    }

    /// The number as JSON; NaN becomes `null`.
    public var json: JSON { JSONNumber(self).map(JSON.number) ?? .null }

    /// Writes the number, or `null` for NaN.
    public func writeJSON(to output: inout JSONOutput) {
        output.write(number: JSONNumber(self))
    }
}

extension Optional: JSONConvertible where Wrapped: JSONConvertible {
    /// Reads `null` as `nil` and anything else as the wrapped type.
    public init(json: JSON) throws(MappingError) {
        if case .null = json {
            self = nil
        } else {
            self = try Wrapped(json: json)
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
    public func writeJSON(to output: inout JSONOutput) {
        switch self {
        case .none: output.writeNull()
        case .some(let value): value.writeJSON(to: &output)
        }
    }
}

extension Array: JSONConvertible where Element: JSONConvertible {
    /// Reads a JSON array whose every element converts; the first failure is fatal and its path
    /// names the element's index.
    public init(json: JSON) throws(MappingError) {
        guard case .array(let elements) = json else { throw .typeMismatch(expected: "an array", found: json) }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                result.append(try Element(json: element))
            } catch {
                throw MappingError(wrapping: error, prependingSourcePath: .index(index), destinationPath: .index(index))
            }
        }
        self = result
    }

    /// The elements as a JSON array.
    @inlinable
    public var json: JSON { .array(map { $0.json }) }

    /// Writes the elements as a JSON array.
    @inlinable
    public func writeJSON(to output: inout JSONOutput) {
        output.beginArray()
        for element in self {
            element.writeJSON(to: &output)
        }
        output.endArray()
    }
}

extension Dictionary: JSONConvertible where Key == String, Value: JSONConvertible {
    /// Reads a JSON object whose every member value converts (the first member of a duplicated key
    /// wins); the first failure is fatal and its path names the key.
    public init(json: JSON) throws(MappingError) {
        guard case .object(let object) = json else { throw .typeMismatch(expected: "an object", found: json) }
        var result: [String: Value] = [:]
        result.reserveCapacity(object.count)
        for member in object where result[member.key] == nil {
            do {
                result[member.key] = try Value(json: member.value)
            } catch {
                throw MappingError(wrapping: error, prependingSourcePath: .documentKey(member.key), destinationPath: .documentKey(member.key))
            }
        }
        self = result
    }

    /// The members as a JSON object, sorted by key (a dictionary has no order).
    public var json: JSON { .object(JSONObject(mapValues { $0.json })) }

    /// Writes the members as a JSON object, sorted by key.
    @inlinable
    public func writeJSON(to output: inout JSONOutput) {
        output.beginObject()
        for (key, value) in sortedByKey(self) {
            output.writeKey(key)
            value.writeJSON(to: &output)
        }
        output.endObject()
    }
}
