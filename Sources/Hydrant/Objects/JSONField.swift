/// One field of a JSON-to-JSON mapping (``Mappers/Reshape``): read at a source accessor, converted
/// by a mapper, written at a destination accessor.
///
/// ```swift
/// JSONField("first_name", to: "name.first")            // required, copied as is
/// JSONField("nick", to: "name.nick", Mappers.optionally(JSON.self))
/// JSONField("full_name", to: Accessors.fields("first", "last"), splitName)   // one to many
/// ```
///
/// Without a mapper the value is required (missing and `null` fail) and copied unchanged.
public struct JSONField: Sendable {
    /// Where the value is read.
    public let source: any Accessor
    /// Where the value is written.
    public let destination: any Accessor
    let forward: @Sendable (JSON?, inout MappingContext) throws(MappingError) -> JSON?
    let backward: @Sendable (JSON?, inout MappingContext) throws(MappingError) -> JSON?

    init(
        source: any Accessor, destination: any Accessor,
        forward: @escaping @Sendable (JSON?, inout MappingContext) throws(MappingError) -> JSON?,
        backward: @escaping @Sendable (JSON?, inout MappingContext) throws(MappingError) -> JSON?
    ) {
        self.source = source.resolved
        self.destination = destination.resolved
        self.forward = forward
        self.backward = backward
    }

    /// A required field copied from one key path string or accessor to another.
    public init(_ source: some Accessor, to destination: some Accessor) {
        self.init(source: source, destination: destination, forward: Self.required, backward: Self.required)
    }

    /// A field converted by a mapper that receives `nil` for a missing value and may produce `nil`
    /// (the destination is then left out); one to many and many to one with `Accessors.fields(…)`.
    public init<M: JSONCodec>(_ source: some Accessor, to destination: some Accessor, _ mapper: M)
    where M.Input == JSON?, M.Output == JSON? {
        let reversed = mapper.reversed
        self.init(
            source: source, destination: destination,
            forward: { json, context throws(MappingError) in
                try mapper.map(json, context: &context)
            },
            backward: { json, context throws(MappingError) in
                try reversed.map(json, context: &context)
            })
    }

    /// A required field converted by a mapper of present values: missing and `null` fail first.
    public init<M: JSONCodec>(_ source: some Accessor, to destination: some Accessor, _ mapper: M)
    where M.Input == JSON, M.Output == JSON {
        let reversed = mapper.reversed
        self.init(
            source: source, destination: destination,
            forward: { json, context throws(MappingError) in
                try mapper.map(Self.required(json, &context) ?? .null, context: &context)
            },
            backward: { json, context throws(MappingError) in
                try reversed.map(Self.required(json, &context) ?? .null, context: &context)
            })
    }

    /// Passes a present, non-null value through; fails otherwise.
    @Sendable
    static func required(_ json: JSON?, _ context: inout MappingContext) throws(MappingError) -> JSON? {
        guard let json else { throw MappingError(code: .missingValue) }
        if json.isNull { throw MappingError(code: .nullValue, sourceValue: json) }
        return json
    }

    /// The field the other way round: destination to source, with the reversed mapper.
    var reversed: JSONField {
        JSONField(source: destination, destination: source, forward: backward, backward: forward)
    }

    /// Maps this field from `input` into `output`; records a failure in `errors`.
    func apply(_ input: JSON, into output: inout JSON, errors: inout [MappingError]) {
        let json: JSON?
        do {
            json = try source.read(from: input)
        } catch {
            // The accessor's error names the accessor already.
            errors.append(MappingError(wrapping: error, prependingSourcePath: nil, destinationPath: destination.path))
            return
        }
        var context = MappingContext()
        let value: JSON?
        do {
            value = try forward(json, &context)
        } catch {
            errors.append(
                MappingError(
                    wrapping: error.suggestingKey(for: source, in: input), prependingSourcePath: source.path,
                    destinationPath: destination.path))
            return
        }
        for error in context.nonFatalErrors {
            errors.append(
                MappingError(wrapping: error, prependingSourcePath: source.path, destinationPath: destination.path))
        }
        do {
            try destination.write(value, into: &output)
        } catch {
            errors.append(MappingError(wrapping: error, prependingSourcePath: source.path, destinationPath: nil))
        }
    }
}

/// Builds the fields of a JSON-to-JSON mapping from the lines of a closure.
@resultBuilder
public enum JSONFieldsBuilder {
    /// The fields, in order.
    public static func buildBlock(_ fields: JSONField...) -> [JSONField] {
        fields
    }
}

extension Mappers {
    /// Reshapes one JSON object into another: each field is read at its source accessor, converted,
    /// and written at its destination accessor (nested key paths create nested objects). The
    /// reverse restores the original shape. HYDMapKVCObject with dictionaries on both sides: no type
    /// checks beyond what the fields' mappers do.
    ///
    /// ```swift
    /// let reshape = Mappers.reshape {
    ///     JSONField("first_name", to: "name.first")
    ///     JSONField("last_name", to: "name.last")
    /// }
    /// try reshape.map(["first_name": "Ada", "last_name": "Lovelace"])
    /// // {"name":{"first":"Ada","last":"Lovelace"}}
    /// ```
    ///
    /// Every field is attempted and errors are reported as for ``Object``. An input that is not an
    /// object is one fatal ``MappingError/Code/invalidSourceType`` without children ("expected an
    /// object, got an array"), where the original's typed object mapper gave a code-4 container
    /// around a code-3 error: the input's kind is checked before any field is read.
    public struct Reshape: ReversibleMapper {
        /// The fields, in order.
        public let fields: [JSONField]
        let consumedKeys: Set<String>?
        /// What to do with source keys that no field reads.
        public let unmappedKeys: UnmappedKeyPolicy
        /// The reverse's fields and the keys they read, worked out once.
        let reverseFields: [JSONField]
        let reverseConsumedKeys: Set<String>?
        /// A source field that two fields read, which the reverse would write twice.
        let reverseRepeatedDestination: String?

        /// Creates the mapping.
        ///
        /// - Precondition: No two fields write the same destination field (a multi-field
        ///   destination counts each of its fields).
        public init(_ fields: [JSONField], unmappedKeys: UnmappedKeyPolicy = .ignore) {
            Self.checkDistinctDestinations(of: fields)
            let reverseFields = fields.map(\.reversed)
            self.init(
                fields: fields, consumedKeys: Self.consumedKeys(of: fields), unmappedKeys: unmappedKeys,
                reverseFields: reverseFields, reverseConsumedKeys: Self.consumedKeys(of: reverseFields))
        }

        private init(
            fields: [JSONField], consumedKeys: Set<String>?, unmappedKeys: UnmappedKeyPolicy,
            reverseFields: [JSONField], reverseConsumedKeys: Set<String>?
        ) {
            self.fields = fields
            self.consumedKeys = consumedKeys
            self.unmappedKeys = unmappedKeys
            self.reverseFields = reverseFields
            self.reverseConsumedKeys = reverseConsumedKeys
            self.reverseRepeatedDestination = Self.repeatedDestination(of: reverseFields)
        }

        /// Traps when two fields write the same destination field (a configuration error).
        private static func checkDistinctDestinations(of fields: [JSONField]) {
            if let name = repeatedDestination(of: fields) {
                preconditionFailure("JSON mapping: two fields write '\(name)'")
            }
        }

        /// A destination field that two fields write, if any.
        private static func repeatedDestination(of fields: [JSONField]) -> String? {
            var destinations = Set<String>()
            for field in fields {
                for name in field.destination.fieldNames where !destinations.insert(name).inserted {
                    return name
                }
            }
            return nil
        }

        /// The top-level keys the fields read; `nil` when a field's accessor does not say.
        private static func consumedKeys(of fields: [JSONField]) -> Set<String>? {
            var consumed: Set<String>? = []
            for field in fields {
                if let keys = field.source.topLevelKeys { consumed?.formUnion(keys) } else { consumed = nil }
            }
            return consumed
        }

        /// Maps a JSON object to the new shape.
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> JSON {
            try Self.reshape(
                input, fields: fields, consumedKeys: consumedKeys, unmappedKeys: unmappedKeys, context: &context)
        }

        /// Applies `fields` to the object `input`.
        static func reshape(
            _ input: JSON, fields: [JSONField], consumedKeys: Set<String>?, unmappedKeys: UnmappedKeyPolicy,
            context: inout MappingContext
        ) throws(MappingError) -> JSON {
            let object = try ObjectMapping.requireObject(input)
            var output = JSON.object(JSONObject())
            var errors: [MappingError] = []
            for field in fields {
                field.apply(input, into: &output, errors: &errors)
            }
            ObjectMapping.checkUnmappedKeys(object, consumed: consumedKeys, policy: unmappedKeys, errors: &errors)
            try ObjectMapping.finish(errors, source: input, context: &context)
            return output
        }

        /// The mapping from the new shape back to the original.
        ///
        /// - Precondition: No two fields read the same source field (they would write it back twice).
        public var reversed: Reshape {
            checkReversible()
            return Reshape(
                fields: reverseFields, consumedKeys: reverseConsumedKeys, unmappedKeys: unmappedKeys,
                reverseFields: fields, reverseConsumedKeys: consumedKeys)
        }

        /// Traps when two fields read the same source field, as building the reverse does.
        func checkReversible() {
            if let name = reverseRepeatedDestination {
                preconditionFailure("JSON mapping: two fields write '\(name)'")
            }
        }

        /// The same mapping with a different policy for source keys that no field reads.
        public func unmappedKeys(_ policy: UnmappedKeyPolicy) -> Reshape {
            Reshape(
                fields: fields, consumedKeys: consumedKeys, unmappedKeys: policy,
                reverseFields: reverseFields, reverseConsumedKeys: reverseConsumedKeys)
        }
    }

    /// A JSON-to-JSON mapping built from ``JSONField``s.
    public static func reshape(@JSONFieldsBuilder _ fields: () -> [JSONField]) -> Reshape {
        Reshape(fields())
    }
}

extension Mappers.Reshape: JSONMapper, JSONCodec {
    /// Reshapes the source's ``/HydrantJSON/JSON`` value (a reshaping maps JSON to JSON: the
    /// object's tree is built when the source is a document).
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> JSON {
        try map(source.json, context: &context)
    }

    /// Writes the original shape of `value`, as ``reversed`` maps it.
    ///
    /// - Precondition: No two fields read the same source field.
    public func write(_ value: JSON, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError) {
        checkReversible()
        sink.write(
            try Self.reshape(
                value, fields: reverseFields, consumedKeys: reverseConsumedKeys, unmappedKeys: unmappedKeys,
                context: &context))
    }
}
