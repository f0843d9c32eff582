/// A mapper for every value of one Swift type in a reflective mapping, with its type erased
/// (``Mappers/Reflective/mapType(_:_:)``).
struct TypeMapping: Sendable {
    let typeName: String
    let decode: @Sendable (JSON, inout MappingContext) throws(MappingError) -> Any
    let encode: @Sendable (Any, inout MappingContext) throws(MappingError) -> JSON

    init<Value, M: JSONCodec>(_ type: Value.Type, _ mapper: M) where M.Input == JSON, M.Output == Value {
        let reversed = mapper.reversed
        let typeName = String(reflecting: Value.self)
        self.typeName = typeName
        decode = { json, context throws(MappingError) in try mapper.map(json, context: &context) }
        encode = { value, context throws(MappingError) in
            guard let value = value as? Value else {
                throw MappingError(code: .invalidSourceType, detail: "expected a value of type \(typeName)")
            }
            return try reversed.map(value, context: &context)
        }
    }
}
