/// What every object mapping does around its fields: check the input is an object, apply the
/// unmapped-key policy, and turn the fields' errors into one error.
enum ObjectMapping {
    /// The members of `input`, or a fatal error if it is not an object.
    static func requireObject(_ input: JSON) throws(MappingError) -> JSONObject {
        guard case .object(let object) = input else {
            throw MappingError(code: .invalidSourceType, sourceValue: input, detail: "expected an object, got \(input.kind)")
        }
        return object
    }

    /// Adds an error for every key of `object` that no field reads, per `policy`.
    static func checkUnmappedKeys(
        _ object: JSONObject, consumed: Set<String>?, policy: UnmappedKeyPolicy, errors: inout [MappingError]
    ) {
        guard policy != .ignore, let consumed else { return }
        for member in object where !consumed.contains(member.key) {
            MappingError.append(MappingError(
                code: .unexpectedKey, isFatal: policy == .reject, sourceValue: member.value,
                sourcePath: .documentKey(member.key), detail: "no field reads this key"), cappedIn: &errors)
        }
    }

    /// Throws the fields' errors as one fatal error if any is fatal; otherwise records them as one
    /// non-fatal error.
    static func finish(
        _ errors: [MappingError], source: any Sendable, context: inout MappingContext
    ) throws(MappingError) {
        guard !errors.isEmpty else { return }
        if errors.contains(where: \.isFatal) {
            throw MappingError(collecting: errors, isFatal: true, sourceValue: source)
        }
        context.recordNonFatal(MappingError(collecting: errors, isFatal: false, sourceValue: source))
    }
}

/// The missing value of a field whose fatal error has already been recorded.
struct FieldFailed: Error {}

@inline(__always)
func unwrapField<Value>(_ value: Value?) throws(FieldFailed) -> Value {
    guard let value else { throw FieldFailed() }
    return value
}
