/// A field of an object mapping that is not an initializer parameter: an encode-only field, or a
/// whole-object consumer and generator. CTXPropertyMapper's `CTXPropertyEncode` and
/// `CTXGenerationConsumerBlock`.
///
/// List it among the fields like any other; it adds no parameter to the initializer.
///
/// - `Field(…).encodeOnly()` writes a property (often a computed one) when encoding and is never
///   read when decoding.
/// - `init(_:as:decode:encode:)` reads one source value and hands it, with the model, to a
///   closure that may set several properties; in reverse, a closure makes the value from the whole
///   model. One `"origin": "Winterfell, The North, Westeros"` fills three properties and three
///   properties make it again:
///
/// ```swift
/// let user = Mappers.object(prototype: User()) {
///     Field("firstName", \.firstName)
///     Field("lastName", \.lastName)
///     Field("fullName", \.fullName).encodeOnly()          // a computed property, written only
///     ComputedField("origin", as: String.self, decode: { origin, user in
///         let parts = origin.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
///         guard parts.count == 3 else {
///             throw MappingError(code: .invalidSourceValue, detail: "expected three parts")
///         }
///         (user.origin, user.region, user.continent) = (parts[0], parts[1], parts[2])
///     }, encode: { user in
///         "\(user.origin), \(user.region), \(user.continent)"
///     })
/// }
/// ```
///
/// A consumer's source value is read and type-checked like a ``Field``'s (required unless the
/// value type is `Optional`); its errors have the accessor as source path and `self` as
/// destination path. Consumers run after the key-path fields, in declaration order, and need a
/// mutable model (``Mappers/MutableObject``): an initializer-based ``Mappers/Object`` accepts
/// encode-only computed fields only, and stops with a precondition failure when built with a
/// consumer.
public struct ComputedField<Root>: Sendable {
    let field: AnyField

    /// A field that reads `source` when decoding and hands the value, with the model, to `decode`;
    /// when encoding, `encode` makes the value from the model (`nil`: nothing is written, or `null`
    /// under ``NilWritingPolicy/writeNull``). Without `encode`, the field is decode-only.
    ///
    /// Errors thrown by either closure are fatal for the field; a ``MappingError`` is kept as is.
    public init<Value: JSONConvertible>(
        _ source: some Accessor,
        as type: Value.Type = Value.self,
        decode: @escaping @Sendable (Value, inout Root) throws -> Void,
        encode: (@Sendable (Root) throws -> Value?)? = nil
    ) {
        let accessor = source.resolved
        let write: FieldWriter
        if let encode {
            write = Self.writer(accessor, encode)
        } else {
            write = { _, _, _, _ in }
        }
        field = AnyField(
            source: accessor, propertyName: Self.destinationName, direction: encode == nil ? .decodeOnly : .both,
            write: write,
            assign: { reader, ordinal, model, errors in
                let destination = MappingPath(fieldNames: [Self.destinationName])
                let json: JSON?
                do throws(MappingError) {
                    json = try reader.json(of: ordinal, accessor: accessor)
                } catch {
                    // The accessor's error names the accessor already.
                    errors.append(
                        MappingError(wrapping: error, prependingSourcePath: nil, destinationPath: destination))
                    return
                }
                do throws(MappingError) {
                    let value: Value = try requiredValue(json)
                    do {
                        try model.update(as: Root.self) { root in try decode(value, &root) }
                    } catch {
                        throw Mappers.closureError(error)
                    }
                } catch {
                    errors.append(
                        MappingError(
                            wrapping: error.suggestingKey(for: accessor, in: reader.sourceValue),
                            prependingSourcePath: accessor.path, destinationPath: destination))
                }
            },
            describe: { computedSchema(of: Value.self, in: &$0) })
    }

    /// An encode-only field whose value `encode` makes from the whole model; it is never read when
    /// decoding.
    ///
    /// ```swift
    /// ComputedField("initials") { (user: User) in "\(user.firstName.prefix(1))\(user.lastName.prefix(1))" }
    /// ```
    public init<Value: JSONConvertible>(
        _ destination: some Accessor, encode: @escaping @Sendable (Root) throws -> Value?
    ) {
        field = AnyField(
            source: destination, propertyName: Self.destinationName, direction: .encodeOnly,
            write: Self.writer(destination, encode), assign: nil, describe: { computedSchema(of: Value.self, in: &$0) })
    }

    init(field: AnyField) {
        self.field = field
    }

    /// How a consumer's destination is named in error paths: the whole model.
    static var destinationName: String { "self" }

    /// Writes what `encode` makes from the model at `accessor`.
    private static func writer<Value: JSONConvertible>(
        _ accessor: any Accessor, _ encode: @escaping @Sendable (Root) throws -> Value?
    ) -> FieldWriter {
        { root, output, policy, errors in
            let name = MappingPath(fieldNames: [destinationName])
            var json: JSON?
            do {
                json = try encode(root.model(as: Root.self)).flatMap { value in
                    if let optional = value as? any OptionalProtocol, optional.wrappedAny == nil { return nil }
                    return value.json
                }
            } catch {
                errors.append(
                    MappingError(
                        wrapping: Mappers.closureError(error), prependingSourcePath: name,
                        destinationPath: accessor.path))
                return
            }
            if json == nil, policy == .writeNull {
                json = FieldEncoding<Root, Value>.null(for: accessor)
            }
            do throws(MappingError) {
                try accessor.write(json, into: &output)
            } catch {
                errors.append(MappingError(wrapping: error, prependingSourcePath: name, destinationPath: nil))
            }
        }
    }
}

extension Field {
    /// The same field, written when encoding but never read when decoding: CTXPropertyMapper's
    /// `CTXPropertyEncode`. Use it for computed properties.
    ///
    /// ```swift
    /// struct Person: Sendable {
    ///     let first: String, last: String
    ///     var fullName: String { "\(first) \(last)" }
    /// }
    /// let person = Mappers.object(Person.init) {
    ///     Field("first", \.first)
    ///     Field("last", \.last)
    ///     Field("full_name", \.fullName).encodeOnly()   // not an initializer parameter
    /// }
    /// try person.reversed.map(Person(first: "Ada", last: "Lovelace"))
    /// // {"first":"Ada","last":"Lovelace","full_name":"Ada Lovelace"}
    /// ```
    ///
    /// The result is a ``ComputedField``: it takes no initializer parameter and its source key does
    /// not count as read for ``UnmappedKeyPolicy``.
    public func encodeOnly() -> ComputedField<Root> {
        ComputedField(
            field: AnyField(
                source: source, propertyName: propertyName, direction: .encodeOnly,
                makeWrite: { [erased] in erased.encodingWriters.write }, assign: nil, describe: erased.describe,
                nilValues: erased.nilValues))
    }
}

/// A required, type-checked value: missing and `null` fail unless `Value` is `Optional`.
func requiredValue<Value: JSONConvertible>(_ json: JSON?) throws(MappingError) -> Value {
    let isOptional = _isOptional(Value.self)
    guard let json else {
        if isOptional { return try Value(json: .null) }
        throw MappingError(code: .missingValue)
    }
    if json.isNull, !isOptional {
        throw MappingError(code: .nullValue, sourceValue: json)
    }
    return try Value(json: json)
}

extension AnyField {
    /// A computed field: no key path, not an initializer parameter.
    convenience init(
        source: any Accessor, propertyName: String, direction: FieldDirection,
        write: @escaping FieldWriter, assign: FieldAssigner?,
        describe: @escaping @Sendable (inout JSONSchema.Context) -> JSONSchema
    ) {
        self.init(
            source: source, propertyName: propertyName, direction: direction, makeWrite: { write }, assign: assign,
            describe: describe)
    }

    /// A computed field whose writer is made when the mapping's reverse is first used (that of a
    /// ``Field`` made encode-only needs its key path).
    convenience init(
        source: any Accessor, propertyName: String, direction: FieldDirection,
        makeWrite: @escaping @Sendable () -> FieldWriter, assign: FieldAssigner?,
        describe: @escaping @Sendable (inout JSONSchema.Context) -> JSONSchema, nilValues: NilWritingPolicy? = nil
    ) {
        // Computed fields are written through `write`: object mappings with computed fields take
        // the accessor path of the reverse (see `ObjectWriter.memberKeys(of:)`).
        let makeWriters: @Sendable () -> Writers = {
            Writers(
                write: makeWrite(), encode: { _, _, _ in nil }, encodeText: { _, _, _, _ in false },
                encodeTree: { _, _, _, _ in false })
        }
        self.init(
            // The key path is unused: computed fields are bound to no property
            // (checkDistinctDestinations skips them).
            source: SharedAccessor(source), makeKeyPath: { \JSON.self }, propertyName: PropertyName(propertyName),
            direction: direction, isComputed: true, makeWriters: makeWriters, decode: { _, _, _, _ in false },
            valueLayout: (0, 1, ObjectIdentifier(Void.self)), makeAssigner: { assign }, erasedConversions: nil,
            describe: describe,
            nilValues: nilValues)
    }
}

extension Array {
    /// Checks, when an initializer-based mapping is built, that no computed field decodes (it
    /// needs a mutable model to assign to).
    func checkNoConsumers(of root: Any.Type) where Element == AnyField {
        for field in self where field.isComputed {
            precondition(
                field.direction == .encodeOnly,
                "object mapping of \(root): a ComputedField that decodes needs a mutable model; use Mappers.object(prototype:) or Mappers.object(factory:)"
            )
        }
    }
}

extension FieldsBuilder {
    /// Accepts a ``ComputedField`` as a line of the block.
    public static func buildExpression(_ field: ComputedField<Root>) -> ComputedField<Root> {
        field
    }

    /// A computed field first: no initializer parameter yet.
    public static func buildPartialBlock(first: ComputedField<Root>) -> FieldList<Root> {
        FieldList(parameters: [], computed: [first.field])
    }

    /// The fields so far, then a computed field, which adds no initializer parameter.
    public static func buildPartialBlock<each Value>(
        accumulated: FieldList<Root, repeat each Value>, next: ComputedField<Root>
    ) -> FieldList<Root, repeat each Value> {
        FieldList(parameters: accumulated.parameters, computed: accumulated.computed + [next.field])
    }
}

/// The schema of a computed field's value: its type's, without `null` unless the type is
/// `Optional` (`requiredValue(_:)` rejects a missing or `null` value of any other type, `JSON`
/// included).
func computedSchema<Value: JSONConvertible>(of type: Value.Type, in context: inout JSONSchema.Context) -> JSONSchema {
    let schema = Value.jsonSchema(in: &context)
    return _isOptional(Value.self) ? schema : schema.excludingNull()
}
