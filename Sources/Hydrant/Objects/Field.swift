/// One field of an object mapping: where its value is read in the source (an accessor), which
/// property it becomes (a key path), and how it is converted (a mapper).
///
/// ```swift
/// Field("first_name", \Person.firstName)                          // required String, type-checked
/// Field("nickname", \Person.nickname)                             // String?: missing or null → nil
/// Field("age", \Person.age, Mappers.optionally(Mappers.value(Int.self), default: 0))
/// Field(Accessors.fields("date", "time"), \Person.joinedAt, joinDate)  // two fields → one property
/// ```
///
/// Without a mapper, the field is **required** and type-checked against the property's type
/// (through ``JSONConvertible``): a missing value is ``MappingError/Code/missingValue``, `null` is
/// ``MappingError/Code/nullValue``, a value of the wrong kind ``MappingError/Code/invalidSourceType``.
/// An `Optional` property accepts a missing value and `null` as `nil` without an error; a present
/// value of the wrong type is still fatal (wrap the field's mapper in `Mappers.optionally(_:)`, an
/// ``Mappers/Optionally``, to make it non-fatal).
///
/// A mapper whose input is `JSON` is required in the same way (missing and `null` fail before it
/// runs); one whose input is `JSON?` (``Mappers/Optionally``, say) receives `nil` for a missing
/// value and decides itself.
public struct Field<Root, Value>: Sendable {
    /// Where the value is read in the source, and written in the reverse.
    public let source: any Accessor
    /// The property the value becomes.
    public let keyPath: any KeyPath<Root, Value> & Sendable
    /// The property's name, for error paths (`firstName`).
    public let propertyName: String
    /// Whether the field is read, written, or both (see ``decodeOnly()``).
    var direction = FieldDirection.both
    let forward: @Sendable (JSON?, inout MappingContext) throws(MappingError) -> Value
    let backward: @Sendable (Value, inout MappingContext) throws(MappingError) -> JSON?

    init(
        source: any Accessor, keyPath: any KeyPath<Root, Value> & Sendable,
        forward: @escaping @Sendable (JSON?, inout MappingContext) throws(MappingError) -> Value,
        backward: @escaping @Sendable (Value, inout MappingContext) throws(MappingError) -> JSON?
    ) {
        self.source = source
        self.keyPath = keyPath
        self.propertyName = Hydrant.propertyName(of: keyPath)
        self.forward = forward
        self.backward = backward
    }

    /// The property's path, for errors.
    var destinationPath: MappingPath {
        MappingPath(fieldNames: [propertyName])
    }
}

extension Field where Value: JSONConvertible {
    /// A required, type-checked field read with a key path string (`"name.first"`).
    public init(_ source: String, _ keyPath: any KeyPath<Root, Value> & Sendable) {
        self.init(Accessors.keyPath(source), keyPath)
    }

    /// A required, type-checked field read with any accessor.
    public init(_ source: some Accessor, _ keyPath: any KeyPath<Root, Value> & Sendable) {
        self.init(source: source, keyPath: keyPath, forward: { json, _ throws(MappingError) in
            guard let json else {
                if Value.self is any OptionalProtocol.Type { return try Value(json: .null) }
                throw MappingError(code: .missingValue)
            }
            if json.isNull, !(Value.self is any OptionalProtocol.Type) {
                throw MappingError(code: .nullValue, sourceValue: json)
            }
            return try Value(json: json)
        }, backward: { value, _ in
            if let optional = value as? any OptionalProtocol, optional.wrappedAny == nil { return nil }
            return value.json
        })
    }
}

extension Field {
    /// A field converted by a mapper that receives `nil` for a missing value (such as
    /// the ``Mappers/Optionally`` that `Mappers.optionally(_:)` makes), read with a key path string.
    public init<M: ReversibleMapper>(_ source: String, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Input == JSON?, M.Output == Value {
        self.init(Accessors.keyPath(source), keyPath, mapper)
    }

    /// A field converted by a mapper that receives `nil` for a missing value, read with any
    /// accessor.
    public init<M: ReversibleMapper>(_ source: some Accessor, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Input == JSON?, M.Output == Value {
        let reversed = mapper.reversed
        self.init(source: source, keyPath: keyPath, forward: { json, context throws(MappingError) in
            try mapper.map(json, context: &context)
        }, backward: { value, context throws(MappingError) in
            try reversed.map(value, context: &context)
        })
    }

    /// A required field converted by a mapper of present JSON values, read with a key path string.
    public init<M: ReversibleMapper>(_ source: String, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Input == JSON, M.Output == Value {
        self.init(Accessors.keyPath(source), keyPath, mapper)
    }

    /// A required field converted by a mapper of present JSON values, read with any accessor:
    /// a missing value or `null` fails before the mapper runs.
    public init<M: ReversibleMapper>(_ source: some Accessor, _ keyPath: any KeyPath<Root, Value> & Sendable, _ mapper: M)
    where M.Input == JSON, M.Output == Value {
        let reversed = mapper.reversed
        self.init(source: source, keyPath: keyPath, forward: { json, context throws(MappingError) in
            guard let json else { throw MappingError(code: .missingValue) }
            if json.isNull { throw MappingError(code: .nullValue, sourceValue: json) }
            return try mapper.map(json, context: &context)
        }, backward: { value, context throws(MappingError) in
            try reversed.map(value, context: &context)
        })
    }
}

extension Field {
    /// Reads and converts this field from `source`; records a failure in `errors` (wrapped with the
    /// field's paths) and returns `nil` when it is fatal.
    func value(from source: JSON, errors: inout [MappingError]) -> Value? {
        mappedValue(from: source, errors: &errors)?.value
    }

    /// Reads and converts this field; also says whether the value is a fallback (the field recorded
    /// a non-fatal error).
    func mappedValue(from source: JSON, errors: inout [MappingError]) -> (value: Value, isFallback: Bool)? {
        let json: JSON?
        do {
            json = try self.source.read(from: source)
        } catch {
            // The accessor's error names the accessor already.
            errors.append(MappingError(wrapping: error, prependingSourcePath: nil, destinationPath: destinationPath))
            return nil
        }
        var context = MappingContext()
        do {
            let value = try forward(json, &context)
            record(context, in: &errors)
            return (value, context.hasErrors)
        } catch {
            record(context, in: &errors)
            var error = error
            if error.code == .missingValue, error.detail == nil {
                error.detail = KeySuggestion.detail(for: self.source, in: source)
            }
            errors.append(wrap(error))
            return nil
        }
    }

    /// Writes this field of `root` into `output`; records a failure in `errors`.
    func write(from root: Root, into output: inout JSON, nilPolicy: NilWritingPolicy, errors: inout [MappingError]) {
        var context = MappingContext()
        var json: JSON?
        do {
            json = try backward(root[keyPath: keyPath], &context)
            record(context, in: &errors, reversed: true)
        } catch {
            record(context, in: &errors, reversed: true)
            errors.append(wrap(error, reversed: true))
            return
        }
        if json == nil, nilPolicy == .writeNull {
            json = Self.null(for: source)
        }
        do {
            try source.write(json, into: &output)
        } catch {
            // The accessor's error names the accessor already.
            errors.append(MappingError(wrapping: error, prependingSourcePath: destinationPath, destinationPath: nil))
        }
    }

    /// `null` for every field the accessor writes: one `null`, or an array of them for a
    /// multi-field accessor.
    static func null(for accessor: any Accessor) -> JSON {
        if let fields = accessor as? Accessors.Fields {
            return .array(Array(repeating: .null, count: fields.paths.count))
        }
        return .null
    }

    private func record(_ context: MappingContext, in errors: inout [MappingError], reversed: Bool = false) {
        for error in context.nonFatalErrors {
            errors.append(wrap(error, reversed: reversed))
        }
    }

    /// The error with the field's paths prepended: source accessor → property (or the other way
    /// round in the reverse).
    func wrap(_ error: MappingError, reversed: Bool = false) -> MappingError {
        reversed
            ? MappingError(wrapping: error, prependingSourcePath: destinationPath, destinationPath: source.path)
            : MappingError(wrapping: error, prependingSourcePath: source.path, destinationPath: destinationPath)
    }
}
