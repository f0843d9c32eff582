/// What every object mapping does around its fields: check the input is an object, apply the
/// unmapped-key policy, and turn the fields' errors into one error.
@usableFromInline
enum ObjectMapping {
    /// The members of `input`, or a fatal error if it is not an object.
    static func requireObject(_ input: JSON) throws(MappingError) -> JSONObject {
        guard case .object(let object) = input else { throw notAnObject(input) }
        return object
    }

    /// The fatal error for an input that is not an object.
    @usableFromInline
    static func notAnObject(_ input: JSON) -> MappingError {
        .kindMismatch(expected: "an object", found: input.kind, sourceValue: input)
    }

    /// The fatal error for a node that is not an object.
    @usableFromInline
    static func notAnObject(_ node: JSONNode) -> MappingError {
        .kindMismatch(expected: "an object", found: node.kind, sourceValue: DocumentValue(node))
    }

    /// Adds an error for every key of `object` that no field reads, per `policy`.
    @usableFromInline
    static func checkUnmappedKeys(
        _ object: JSONObject, consumed: Set<String>?, policy: UnmappedKeyPolicy, errors: inout [MappingError]
    ) {
        guard policy != .ignore, let consumed else { return }
        for member in object where !consumed.contains(member.key) {
            errors.append(MappingError(
                code: .unexpectedKey, isFatal: policy == .reject, sourceValue: member.value,
                sourcePath: .key(member.key), detail: "no field reads this key"))
        }
    }

    /// Throws the fields' errors as one fatal error if any is fatal; otherwise records them as one
    /// non-fatal error.
    @usableFromInline
    static func finish(
        _ errors: [MappingError], source: @autoclosure () -> any Sendable, context: inout MappingContext
    ) throws(MappingError) {
        guard !errors.isEmpty else { return }
        if errors.contains(where: \.isFatal) {
            throw MappingError(collecting: errors, isFatal: true, sourceValue: source())
        }
        context.recordNonFatal(MappingError(collecting: errors, isFatal: false, sourceValue: source()))
    }
}

/// The missing value of a field whose fatal error has already been recorded.
@usableFromInline
struct FieldFailed: Error {
    @inlinable
    init() {}
}

@inlinable @inline(__always)
func unwrapField<Value>(_ value: Value?) throws(FieldFailed) -> Value {
    guard let value else { throw FieldFailed() }
    return value
}
