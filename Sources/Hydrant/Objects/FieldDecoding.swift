/// What a field's accessor read: a ``/HydrantJSON/JSON`` value from a tree, or a node read in place from a
/// document; `nil` when the value is missing.
@usableFromInline
enum FieldInput {
    case json(JSON?)
    case node(JSONNode?)
}

/// Reading and converting one field of an object mapping: what ``Field`` does on the way from the
/// source to the model, shared by mappings of trees and of documents.
///
/// Every ``Field`` keeps a `decode` closure built from one of these where the field is written
/// (the initializers are inlinable), so the conversion is specialised for the property's type and
/// an object mapping runs each field with one closure call, without generic dispatch.
@usableFromInline
struct FieldDecoding<Value>: Sendable {
    @usableFromInline let sharedSource: SharedAccessor
    /// Where the field is read.
    @inlinable var source: any Accessor { sharedSource.base }
    @usableFromInline let propertyName: PropertyName
    @usableFromInline let forward: @Sendable (JSON?, inout MappingContext) throws(MappingError) -> Value
    @usableFromInline let forwardNode: @Sendable (JSONNode?, inout MappingContext) throws(MappingError) -> Value

    @inlinable
    init(
        source: SharedAccessor, propertyName: PropertyName,
        forward: @escaping @Sendable (JSON?, inout MappingContext) throws(MappingError) -> Value,
        forwardNode: @escaping @Sendable (JSONNode?, inout MappingContext) throws(MappingError) -> Value
    ) {
        self.sharedSource = source
        self.propertyName = propertyName
        self.forward = forward
        self.forwardNode = forwardNode
    }

    /// Reads and converts field number `ordinal` of the object `reader` reads, and stores the
    /// value at `destination`; returns `false` (having recorded the fatal error in `errors`) when
    /// there is no value.
    @inlinable
    func store(
        from reader: FieldReader, ordinal: Int, errors: inout [MappingError], into destination: ArgumentSlot
    ) -> Bool {
        guard let mapped = mappedValue(from: reader, ordinal: ordinal, errors: &errors) else { return false }
        destination.initialize(to: mapped.value)
        return true
    }

    /// Reads and converts field number `ordinal` of the object `reader` reads; records its errors
    /// (wrapped with the field's paths) in `errors`, and returns `nil` when it fails fatally.
    @inlinable
    func mappedValue(
        from reader: FieldReader, ordinal: Int, errors: inout [MappingError]
    ) -> (value: Value, isFallback: Bool)? {
        switch reader {
        case .tree(let object):
            mappedValue(
                read: { () throws(MappingError) in .json(try source.read(from: object)) }, object: { object },
                errors: &errors)
        case .node(let object):
            mappedValue(
                read: { () throws(MappingError) in try object.read(ordinal) }, object: { DocumentValue(object.object) },
                errors: &errors)
        }
    }

    /// Reads this field with `read` and converts it; records its errors (wrapped with the field's
    /// paths) in `errors`, and returns `nil` when it fails fatally. `object` is the source object,
    /// only used to suggest a key for a missing value.
    @inlinable
    func mappedValue(
        read: () throws(MappingError) -> FieldInput, object: () -> any Sendable, errors: inout [MappingError]
    ) -> (value: Value, isFallback: Bool)? {
        let input: FieldInput
        do {
            input = try read()
        } catch {
            errors.append(self.errors.accessFailure(error))
            return nil
        }
        var context = MappingContext()
        do {
            // Consumed, not copied: a copy would retain the document once more per field.
            let value =
                switch consume input {
                case .json(let json): try forward(json, &context)
                case .node(let node): try forwardNode(node, &context)
                }
            let isFallback = context.hasErrors
            if isFallback { recordFallback(context, read: read, object: object, errors: &errors) }
            return (value, isFallback)
        } catch {
            recordFailure(error, context: context, object: object, read: read, errors: &errors)
            return nil
        }
    }

    /// How the field's errors are made: with its paths, its value and a key suggestion.
    @inlinable
    var errors: FieldErrors {
        FieldErrors(source: sharedSource, propertyName: propertyName)
    }

    /// The property's path, for errors.
    @inlinable
    var destinationPath: MappingPath { errors.destinationPath }

    /// Records the non-fatal errors of a field that fell back, with the field's value.
    @inlinable
    func recordFallback(
        _ context: MappingContext, read: () throws(MappingError) -> FieldInput, object: () -> any Sendable,
        errors: inout [MappingError]
    ) {
        self.errors.recordFallback(context, read: read, object: object, errors: &errors)
    }

    /// Records a field's fatal error (and the non-fatal ones before it).
    @inlinable
    func recordFailure(
        _ error: MappingError, context: MappingContext, object: () -> any Sendable,
        read: () throws(MappingError) -> FieldInput, errors: inout [MappingError]
    ) {
        self.errors.recordFailure(error, context: context, object: object, read: read, errors: &errors)
    }
}

/// How a field's errors are made, whichever code read the field (an object mapping of fields, or
/// the code `@Mappable` writes, through ``ObjectReading``): the one place where a field's error
/// gets its source and destination paths, its value and, for a missing value, a key suggestion.
@usableFromInline
struct FieldErrors {
    @usableFromInline let sharedSource: SharedAccessor
    @usableFromInline let propertyName: PropertyName

    @inlinable
    init(source: SharedAccessor, propertyName: PropertyName) {
        self.sharedSource = source
        self.propertyName = propertyName
    }

    /// Records the non-fatal errors of writing the field (`context`'s), then its fatal error if
    /// any: each with the property as its source path and the accessor's as its destination path.
    func recordWriting(_ context: MappingContext, failure: MappingError?, in errors: inout [MappingError]) {
        let propertyPath = MappingPath(fieldNames: [propertyName.value])
        for error in context.nonFatalErrors + (failure.map { [$0] } ?? []) {
            errors.append(
                MappingError(wrapping: error, prependingSourcePath: propertyPath, destinationPath: source.path))
        }
    }

    /// Where the field is read.
    var source: any Accessor { sharedSource.base }

    /// The field's value, for its errors, as the original kept it: read again (only on an error),
    /// so that reading a field that maps cleanly costs nothing more. `nil` when it is missing.
    @usableFromInline
    static func errorValue(_ read: () throws(MappingError) -> FieldInput) -> (any Sendable)? {
        switch try? read() {
        case .json(let json)?: json
        case .node(let node)?: node.map(DocumentValue.init)
        case nil: nil
        }
    }

    /// Records the non-fatal errors of a field that fell back, with the field's value.
    @usableFromInline
    func recordFallback(
        _ context: MappingContext, read: () throws(MappingError) -> FieldInput, object: () -> any Sendable,
        errors: inout [MappingError]
    ) {
        record(context, in: &errors, value: Self.errorValue(read), sourcePath: sourcePath(in: object))
    }

    /// The path the field's value was read from, for its errors: the accessor's, or for
    /// ``Accessors/FirstPresent`` the alternative present in the source object.
    @usableFromInline
    func sourcePath(in object: () -> any Sendable) -> MappingPath {
        guard let alternatives = source as? Accessors.FirstPresent else { return source.path }
        return switch object() {
        case let json as JSON: alternatives.path(readIn: json).path
        case let document as DocumentValue: alternatives.path(readIn: document.node).path
        default: source.path
        }
    }

    /// The property's path, for errors.
    @usableFromInline
    var destinationPath: MappingPath {
        MappingPath(fieldNames: [propertyName.value])
    }

    /// Records a field's fatal error (and the non-fatal ones before it), with a key suggestion
    /// for a missing value (worked out only if the error's detail is read).
    @usableFromInline
    func recordFailure(
        _ error: MappingError, context: MappingContext, object: () -> any Sendable,
        read: () throws(MappingError) -> FieldInput, errors: inout [MappingError]
    ) {
        let value = Self.errorValue(read)
        let path = sourcePath(in: object)
        record(context, in: &errors, value: value, sourcePath: path)
        errors.append(wrap(error.suggestingKey(for: source, in: object()), value: value, sourcePath: path))
    }

    /// Records the non-fatal errors of a field's context.
    @usableFromInline
    func record(
        _ context: MappingContext, in errors: inout [MappingError], value: (any Sendable)?, sourcePath: MappingPath
    ) {
        for error in context.nonFatalErrors {
            errors.append(wrap(error, value: value, sourcePath: sourcePath))
        }
    }

    /// The error with the field's paths prepended (`sourcePath` → property) and the field's value
    /// as its source value, when the field has one.
    @usableFromInline
    func wrap(_ error: MappingError, value: (any Sendable)?, sourcePath: MappingPath) -> MappingError {
        MappingError(
            wrapping: error, prependingSourcePath: sourcePath, destinationPath: destinationPath, sourceValue: value)
    }

    /// The error of an accessor that could not read the field: it names the accessor already, and
    /// gets the property's path.
    @usableFromInline
    func accessFailure(_ error: MappingError) -> MappingError {
        MappingError(wrapping: error, prependingSourcePath: nil, destinationPath: destinationPath)
    }
}

/// Reads and converts field number `Int` of the object a reader reads and stores the value at the
/// pointer; returns whether it stored one (see ``FieldDecoding/store(from:ordinal:errors:into:)``).
/// A type without generic parameters, so that the loop over an object's fields needs no type
/// metadata.
@usableFromInline
typealias FieldDecoder = @Sendable (FieldReader, Int, inout [MappingError], ArgumentSlot) -> Bool
