public import Foundation

// The JSON Schemas of the types that JSON holds (`Mappers.value(_:)` describes itself with them).

extension JSONConvertible {
    /// Says that the type is not described: `{}`, with a `$comment` naming it.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema {
        JSONSchema.anything.commented("\(Self.self) does not describe its JSON")
    }
}

extension JSON {
    /// Any JSON value: `{}`.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema { .anything }
}

extension String {
    /// `{"type": "string"}`.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema { .type("string") }
}

extension Bool {
    /// `{"type": "boolean"}`.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema { .type("boolean") }
}

extension JSONNumber {
    /// `{"type": "number"}`: any JSON number, kept exactly.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema { .type("number") }
}

extension JSONConvertible where Self: FixedWidthInteger {
    /// `{"type": "integer"}` (a number with a zero fraction or an exponent, such as `2.0` or `1e3`,
    /// is an integer to both the schema and the mapping), between the type's least and greatest
    /// values when it has fewer than 64 bits; an unsigned type's values are at least 0. A number
    /// beyond a 64-bit type's range is ``MappingError/Code/numberOutOfRange``, which the schema
    /// does not say: bounds of ±9.2e18 on every integer would say it, at the cost of every schema's
    /// readability.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema {
        if bitWidth < 64 {
            return JSONSchema([
                "type": "integer", "minimum": .number(JSONNumber(min)), "maximum": .number(JSONNumber(max)),
            ])
        }
        return isSigned ? .type("integer") : JSONSchema(["type": "integer", "minimum": 0])
    }
}

extension Double {
    /// `{"type": "number"}`. A number beyond the finite `Double`s (`1e400`) is
    /// ``MappingError/Code/numberOutOfRange``, which the schema does not say: bounds of ±1.8e308
    /// on every number would say it, at the cost of every schema's readability.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema { .type("number") }
}

extension Float {
    /// `{"type": "number"}`; a number beyond the finite `Float`s is out of range, as for `Double`.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema { .type("number") }
}

extension Decimal {
    /// `{"type": "number"}`.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema { .type("number") }
}

extension Optional where Wrapped: JSONConvertible {
    /// The wrapped type's schema, accepting `null` too.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema {
        Wrapped.jsonSchema(in: &context).allowingNull()
    }
}

extension Array where Element: JSONConvertible {
    /// `{"type": "array", "items": …}`.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema {
        JSONSchema(["type": "array", "items": Element.jsonSchema(in: &context).json])
    }
}

extension Set where Element: JSONConvertible {
    /// An array of the element's schema; equal elements are read as one member, and written once
    /// (`uniqueItems` in the writing schema).
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema {
        let array = JSONSchema(["type": "array", "items": Element.jsonSchema(in: &context).json])
        return context.direction == .writing ? array.setting("uniqueItems", true) : array
    }
}

extension Dictionary where Key == String, Value: JSONConvertible {
    /// `{"type": "object", "additionalProperties": …}`: any keys, every value of the value's schema.
    public static func jsonSchema(in context: inout JSONSchema.Context) -> JSONSchema {
        JSONSchema(["type": "object", "additionalProperties": Value.jsonSchema(in: &context).json])
    }
}
