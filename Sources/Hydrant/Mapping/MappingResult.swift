/// The three outcomes of a mapping.
///
/// ```swift
/// switch mapper.mapping(json) {
/// case .success(let person):
///     use(person)
/// case .successWithErrors(let person, let error):
///     use(person)
///     log(error.fullDescription)       // defaults were used, or elements dropped
/// case .failure(let error):
///     log(error)                       // no usable value
/// }
/// ```
public enum MappingResult<Value> {
    /// The mapping succeeded without any error.
    case success(Value)
    /// The mapping produced a value, but fallbacks were used; the error (non-fatal) says where.
    case successWithErrors(Value, MappingError)
    /// The mapping failed; the error is fatal.
    case failure(MappingError)

    /// The value, if the mapping produced one.
    public var value: Value? {
        switch self {
        case .success(let value), .successWithErrors(let value, _): value
        case .failure: nil
        }
    }

    /// The error, fatal or not, if any.
    public var error: MappingError? {
        switch self {
        case .success: nil
        case .successWithErrors(_, let error), .failure(let error): error
        }
    }

    /// The value, or the fatal error thrown.
    public func get() throws(MappingError) -> Value {
        switch self {
        case .success(let value), .successWithErrors(let value, _): return value
        case .failure(let error): throw error
        }
    }
}

extension MappingResult: Sendable where Value: Sendable {}
