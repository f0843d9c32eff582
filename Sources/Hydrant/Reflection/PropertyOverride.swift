/// A ``Field`` that replaces the generated mapping of one property in a reflective mapping
/// (``Mappers/Reflective/customMapping(_:)``), with its value type erased.
struct PropertyOverride: Sendable {
    let propertyName: String
    let source: any Accessor
    let decode: @Sendable (JSON?, inout MappingContext) throws(MappingError) -> Any
    let encode: @Sendable (Any, inout MappingContext) throws(MappingError) -> JSON?
    /// The reverse for a `nil` property, when the property is `Optional`.
    let encodeNil: (@Sendable (inout MappingContext) throws(MappingError) -> JSON?)?

    /// The override a field of `customMapping(_:)` makes.
    init(_ typed: some TypedField) {
        self.init(typed.field)
    }

    init<Root, Value>(_ field: Field<Root, Value>) {
        propertyName = field.propertyName
        source = field.source
        let forward = field.forward
        let backward = field.backward
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
