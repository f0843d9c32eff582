/// A field's conversions with its value type erased to `Any`: what maps a property whose type it
/// knows only at run time (a reflective mapping's custom fields) uses of a ``Field``.
@usableFromInline
struct ErasedConversions: Sendable {
    /// The field's forward conversion, its value as `Any`.
    let decode: @Sendable (JSON?, inout MappingContext) throws(MappingError) -> Any
    /// The field's reverse conversion of a value of its type; other values fail with
    /// ``MappingError/Code/invalidSourceType``.
    let encode: @Sendable (Any, inout MappingContext) throws(MappingError) -> JSON?
    /// The reverse for a `nil` property, when the property is `Optional`.
    let encodeNil: (@Sendable (inout MappingContext) throws(MappingError) -> JSON?)?

    /// The conversions of a field whose values are `Value`s.
    @usableFromInline
    init<Value>(
        forward: @escaping @Sendable (JSON?, inout MappingContext) throws(MappingError) -> Value,
        backward: @escaping @Sendable (Value, inout MappingContext) throws(MappingError) -> JSON?
    ) {
        let typeName = String(reflecting: Value.self)
        decode = { json, context throws(MappingError) in try forward(json, &context) }
        encode = { value, context throws(MappingError) in
            guard let value = value as? Value else {
                throw MappingError(code: .invalidSourceType, detail: "expected a value of type \(typeName)")
            }
            return try backward(value, &context)
        }
        if Value.self is any ExpressibleByNilLiteral.Type {
            encodeNil = { context throws(MappingError) in
                guard let nilType = Value.self as? any ExpressibleByNilLiteral.Type,
                    let none = nilType.init(nilLiteral: ()) as? Value
                else { return nil }
                return try backward(none, &context)
            }
        } else {
            encodeNil = nil
        }
    }
}
