/// The errors of one value in a reflective mapping (its properties or elements), collected so
/// that every property is attempted before the value fails.
enum ErrorFrame {
    /// Throws the errors of one value's frame as one fatal error if any is fatal; otherwise passes
    /// them on as one non-fatal error (as ``Mappers/Object`` does for its fields).
    static func finish(
        _ errors: [MappingError], sourceValue: (any Sendable)?, nonFatal: inout [MappingError]
    ) throws(MappingError) {
        guard !errors.isEmpty else { return }
        if errors.contains(where: \.isFatal) {
            throw MappingError(collecting: errors, isFatal: true, sourceValue: sourceValue)
        }
        nonFatal.append(MappingError(collecting: errors, isFatal: false, sourceValue: sourceValue))
    }
}
