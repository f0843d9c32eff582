/// What every object mapping does around its fields: check the input is an object, apply the
/// unmapped-key policy, and turn the fields' errors into one error.
@usableFromInline
enum ObjectMapping {
    /// The members of `input`, or a fatal error if it is not an object.
    @usableFromInline
    static func requireObject(_ input: JSON) throws(MappingError) -> JSONObject {
        guard case .object(let object) = input else { throw notAnObject(input) }
        return object
    }

    /// The fatal error for a source that is not an object: "expected an object, got an array".
    @usableFromInline
    static func notAnObject(_ source: some JSONSource) -> MappingError {
        .typeMismatch(expected: "an object", found: source)
    }

    /// Adds an error for every member of `object` that no field reads, per `policy`: a key that no
    /// field reads (``MappingError/Code/unexpectedKey``), and a key that a field reads written
    /// again (``MappingError/Code/duplicateKey``: lookups read the first member, so the later
    /// ones would be dropped unseen). Keys compare by Unicode scalars, as lookups do.
    @usableFromInline
    static func checkUnmappedKeys(
        _ object: JSONObject, consumed: Set<String>?, policy: UnmappedKeyPolicy, errors: inout [MappingError]
    ) {
        guard policy != .ignore, let consumed else { return }
        // Kept within the error limit as they are found: an object may have millions of keys.
        var list = ErrorList(errors)
        defer { errors = list.errors }
        var readKeys = Set<KeyBytes>()
        for member in object {
            let error: MappingError
            // `Set<String>` finds canonically equivalent spellings too, which lookups do not read.
            let isRead =
                consumed.firstIndex(of: member.key).map { consumed[$0].utf8.elementsEqual(member.key.utf8) } ?? false
            if !isRead {
                error = MappingError(
                    code: .unexpectedKey, isFatal: policy == .reject, sourceValue: member.value,
                    sourcePath: .documentKey(member.key), detail: "no field reads this key")
            } else if !readKeys.insert(KeyBytes(member.key)).inserted {
                // A key a field declares, so it may be printed.
                error = MappingError(
                    code: .duplicateKey, isFatal: policy == .reject, sourceValue: member.value,
                    sourcePath: .key(member.key), detail: "the key '\(member.key)' appears more than once")
            } else {
                continue
            }
            list.append(error)
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

    /// Reads the fields of a mutable model from the object `reader` reads and assigns them to the
    /// model at `model`: a loop without generic parameters.
    @usableFromInline
    static func assign(
        _ assigners: [(ordinal: Int, assign: FieldAssigner)], from reader: FieldReader,
        to model: InoutModel,
        errors: inout [MappingError]
    ) {
        for (ordinal, assign) in assigners {
            assign(reader, ordinal, model, &errors)
        }
    }
}

extension ObjectMapping {
    /// What every object mapping of fields does before it builds the model, for trees and
    /// documents alike: every field is read into `buffer` (see ``ObjectValues``), the unmapped-key
    /// policy is applied, and the fields' errors are combined: thrown if any is fatal, else
    /// recorded in `context`.
    ///
    /// Not generic, so that calling it from specialised code costs no type lookup; the caller
    /// moves the values out of the buffer (or destroys them when this throws).
    ///
    /// - Parameters:
    ///   - members: The source object's members, for the unmapped-key policy.
    ///   - source: The source value, for the combined error.
    @usableFromInline
    static func readFields(
        _ values: ObjectValues, reader: FieldReader, buffer: ArgumentBuffer,
        unmappedKeys: UnmappedKeyPolicy, consumedKeys: Set<String>?,
        members: () -> JSONObject, source: () -> any Sendable, context: inout MappingContext
    ) throws(MappingError) {
        var errors: [MappingError] = []
        let complete = values.read(reader, into: buffer, errors: &errors)
        if unmappedKeys != .ignore {
            checkUnmappedKeys(members(), consumed: consumedKeys, policy: unmappedKeys, errors: &errors)
        }
        try finish(errors, source: source(), context: &context)
        // Unreachable: a field without a value has recorded a fatal error, thrown above.
        guard complete else { throw MappingError(collecting: errors, isFatal: true, sourceValue: source()) }
    }
}
