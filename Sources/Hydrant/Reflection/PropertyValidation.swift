/// The validators of one property of a reflective mapping
/// (``Mappers/Reflective/validating(_:_:options:)``), with the property's type erased.
struct PropertyValidation: Sendable {
    let check: @Sendable (Any?) throws(MappingError) -> Void

    init<Value: Sendable>(_ validate: Mappers.Validate<Value>) {
        check = { value throws(MappingError) in
            let typed: Value
            if let value = value as? Value {
                typed = value
            } else if let nilType = Value.self as? any ExpressibleByNilLiteral.Type,
                let none = nilType.init(nilLiteral: ()) as? Value
            {
                // A missing Optional property: rules such as `required` still apply.
                typed = none
            } else {
                return
            }
            var context = MappingContext()
            _ = try validate.map(typed, context: &context)
        }
    }
}
