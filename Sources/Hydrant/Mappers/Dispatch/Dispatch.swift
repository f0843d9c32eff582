extension Mappers {
    /// Maps polymorphic JSON: chooses one of several payload mappers by a discriminator, into an
    /// enum or a protocol type. Hydrant's `HYDMapDispatch`, keyed by data rather than by class.
    ///
    /// The discriminator (``DispatchDiscriminator``) is either a member of the input read with an
    /// accessor (`"type"`), whose value — usually a string, but any JSON value works — is compared
    /// with the cases' keys, or the input's JSON kind. The chosen case's payload mapper reads the
    /// whole input; its result, fatal and non-fatal errors included, is passed on unchanged.
    ///
    /// - A missing discriminator, or one that no case has, is a fatal
    ///   ``MappingError/Code/invalidSourceType`` whose source path is the discriminator's and
    ///   whose source value is the input. Its detail names the discriminator's kind but never its
    ///   value, which is data: "the discriminator (a string) matches none of the 2 cases", "the
    ///   discriminator is missing", "expected a number or an object, got a string".
    /// - With a fallback, those two failures give the fallback value and the same error, recorded
    ///   as non-fatal. Other failures stay fatal: an input the accessor cannot read (a
    ///   ``MappingError/Code/readFailed`` for a string input, say) and the payload mapper's errors;
    ///   wrap the dispatch in ``Mappers/nonFatally(_:default:reverseDefault:)`` for those.
    ///
    /// ```swift
    /// let shapes = Mappers.dispatch(on: "type", to: Shape.self) {
    ///     Mappers.DispatchCase("circle", circle, embed: Shape.circle,
    ///                          extract: { if case .circle(let c) = $0 { c } else { nil } })
    ///     Mappers.DispatchCase("square", square, embed: Shape.square,
    ///                          extract: { if case .square(let s) = $0 { s } else { nil } })
    /// }
    /// try shapes.map(["type": "circle", "radius": 2])    // .circle(Circle(radius: 2))
    /// try shapes.map(["type": "hexagon"])                // throws: matches none of the 2 cases
    /// ```
    ///
    /// When every payload mapper is reversible, so is the dispatch: its reverse maps a value back
    /// with the first case that extracts it and writes that case's key at the discriminator
    /// (adding or replacing the member; nothing for a kind). A value that no case extracts (a
    /// fallback value, say) is a fatal ``MappingError/Code/invalidSourceType``: "no case matches
    /// the value". The chosen payload mapper's errors are passed on unchanged, and a failed write of
    /// the key (the payload's JSON is not an object) is the accessor's
    /// ``MappingError/Code/writeFailed`` error.
    ///
    /// ```swift
    /// try shapes.reversed.map(.circle(Circle(radius: 2)))   // {"radius":2,"type":"circle"}
    /// ```
    ///
    /// Two cases with the same key are a programming error, reported when the mapper is built.
    public struct Dispatch<Key: Hashable & Sendable, Value: Sendable, each Payload: JSONMapper>: JSONMapper {
        /// What the case is chosen by.
        ///
        /// ```swift
        /// shapes.discriminator.accessor?.description   // "type"
        /// ```
        public let discriminator: DispatchDiscriminator<Key>
        /// The cases, in declaration order.
        @usableFromInline let cases: DispatchCaseList<Key, Value, repeat each Payload>
        /// The cases' keys, in declaration order.
        ///
        /// ```swift
        /// shapes.keys   // ["circle", "square"]
        /// ```
        public let keys: [Key]
        @usableFromInline let makeFallback: (@Sendable () -> Value)?

        /// Creates the mapper from the cases a ``DispatchBuilder`` block made.
        ///
        /// - Parameters:
        ///   - discriminator: What the case is chosen by.
        ///   - cases: The cases, in order.
        ///   - fallbackFactory: Makes the value for a missing or unknown discriminator (called on
        ///     each such failure, which is then recorded as non-fatal); `nil` makes those failures
        ///     fatal.
        /// - Precondition: No two cases have the same key.
        init(
            on discriminator: DispatchDiscriminator<Key>, cases: DispatchCaseList<Key, Value, repeat each Payload>,
            fallbackFactory: (@Sendable () -> Value)?
        ) {
            let keys = cases.keys
            var positions: [Key: Int] = [:]
            for (position, key) in keys.enumerated() {
                if let earlier = positions.updateValue(position, forKey: key) {
                    // Positions only: the keys themselves may be long or sensitive.
                    preconditionFailure(
                        "Mappers.dispatch: cases \(earlier + 1) and \(position + 1) have the same key, so the discriminator cannot choose between them"
                    )
                }
            }
            self.discriminator = discriminator
            self.cases = cases
            self.keys = keys
            self.makeFallback = fallbackFactory
        }

        /// Reads the discriminator and maps the source with the chosen case, in place from a document.
        ///
        /// ```swift
        /// try shapes.map(["type": "square", "side": 3])   // .square(Square(side: 3))
        /// ```
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Value {
            let key = try discriminator.key(in: source)
            if let key, let value = try cases.read(source, key: key, context: &context) {
                return value
            }
            let error = MappingError(
                code: .invalidSourceType, sourceValue: source.errorSourceValue,
                sourcePath: discriminator.accessor?.path,
                detail: discriminator.mismatch(key, keys))
            guard let makeFallback else { throw error }
            context.recordNonFatal(consume error)
            return makeFallback()
        }
    }

    /// A mapper that chooses among the cases of a ``DispatchBuilder`` block by a discriminator; see
    /// ``Dispatch`` for the rules. Hydrant's `HYDMapDispatch`.
    ///
    /// ```swift
    /// let shapes = Mappers.dispatch(on: "type", to: Shape.self) {
    ///     Mappers.DispatchCase("circle", circle, embed: Shape.circle,
    ///                          extract: { if case .circle(let c) = $0 { c } else { nil } })
    ///     Mappers.DispatchCase("square", square, embed: Shape.square,
    ///                          extract: { if case .square(let s) = $0 { s } else { nil } })
    /// }
    /// let animals = Mappers.dispatch(on: "species", to: (any Animal).self) {
    ///     Mappers.DispatchCase("dog", dog, embed: { $0 })
    ///     Mappers.DispatchCase("cat", cat, embed: { $0 })
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - discriminator: A key path string (`"type"`), ``DispatchDiscriminator/member(_:)`` with
    ///     any accessor, or ``DispatchDiscriminator/kind``.
    ///   - type: The dispatched type, when the cases do not make it clear.
    ///   - fallbackFactory: Makes the value for a missing or unknown discriminator, with a
    ///     non-fatal error; `nil` (the default) makes those failures fatal.
    ///   - cases: The cases, one ``DispatchCase`` a line.
    /// - Precondition: No two cases have the same key.
    public static func dispatch<Key, Value, each Payload>(
        on discriminator: DispatchDiscriminator<Key>,
        to type: Value.Type = Value.self,
        fallbackFactory: (@Sendable () -> Value)? = nil,
        @DispatchBuilder<Key, Value> _ cases: () -> DispatchCaseList<Key, Value, repeat each Payload>
    ) -> Dispatch<Key, Value, repeat each Payload> {
        Dispatch(on: discriminator, cases: cases(), fallbackFactory: fallbackFactory)
    }

    /// A mapper that chooses among the cases of a ``DispatchBuilder`` block by a discriminator, and
    /// falls back to `fallback` (with a non-fatal error) when the discriminator is missing or no
    /// case has it.
    ///
    /// ```swift
    /// let shapes = Mappers.dispatch(on: "type", fallback: Shape.unknown) {
    ///     Mappers.DispatchCase("circle", circle, embed: Shape.circle,
    ///                          extract: { if case .circle(let c) = $0 { c } else { nil } })
    /// }
    /// shapes.mapping(["type": "hexagon"])   // .successWithErrors(.unknown, …invalidSourceType…)
    /// ```
    ///
    /// - Precondition: No two cases have the same key.
    public static func dispatch<Key, Value, each Payload>(
        on discriminator: DispatchDiscriminator<Key>,
        to type: Value.Type = Value.self,
        fallback: Value,
        @DispatchBuilder<Key, Value> _ cases: () -> DispatchCaseList<Key, Value, repeat each Payload>
    ) -> Dispatch<Key, Value, repeat each Payload> {
        Dispatch(on: discriminator, cases: cases(), fallbackFactory: { fallback })
    }
}

extension Mappers.Dispatch: JSONCodec where repeat each Payload: JSONCodec {
    /// Maps `value` back with the first case that extracts it, and writes the payload's JSON with
    /// the case's key at the discriminator.
    ///
    /// ```swift
    /// try shapes.reversed.map(.square(Square(side: 3)))   // {"side":3,"type":"square"}
    /// ```
    @inlinable
    public func write(
        _ value: Value, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        // The key goes into the payload's JSON, which the payload mapper writes first.
        guard let (key, json) = try cases.unmap(value, context: &context) else {
            throw MappingError(code: .invalidSourceType, sourceValue: value, detail: "no case matches the value")
        }
        var output = json
        try discriminator.write(key, &output)
        sink.write(output)
    }
}

extension Mappers.Dispatch: ReversibleMapper where repeat each Payload: JSONCodec {}

extension Mappers.Dispatch {
    /// One of the cases (`oneOf`), each its payload's schema with the discriminator's value
    /// required (`const`), and OpenAPI's `discriminator` when every payload is a named object. A
    /// dispatch on the JSON kind limits each payload to its kind. A fallback makes any other value
    /// the fallback with a non-fatal error, which the schema names in a `$comment`.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        var alternatives: [JSON] = []
        var mapping = JSONObject()
        var allNamed = true
        let key = discriminator.schemaKey
        for dispatchCase in repeat each cases.cases {
            let payload = dispatchCase.payload.describe(.anything, in: &context)
            if case .string(let reference)? = payload["$ref"], payload.keywords.count == 1,
                case .string(let name)? = (dispatchCase.key as? JSON)
            {
                mapping[name] = .string(reference)
            } else {
                allNamed = false
            }
            alternatives.append(discriminator.schema(of: payload, for: dispatchCase.key).json)
        }
        var schema = JSONSchema(["oneOf": .array(alternatives)])
        if allNamed, let key, !mapping.isEmpty {
            schema["discriminator"] = ["propertyName": .string(key), "mapping": .object(mapping)]
        }
        if makeFallback != nil, context.direction == .reading {
            schema = schema.commented("any other value becomes the fallback, with a non-fatal error")
        }
        return schema
    }
}

extension DispatchDiscriminator {
    /// The discriminator's key when it is one top-level member (what OpenAPI's `discriminator`
    /// names), else `nil`.
    var schemaKey: String? {
        guard let path = accessor as? Accessors.Path, path.components.count == 1,
            case .key(let key) = path.components[0]
        else { return nil }
        return key
    }

    /// `payload`, required to hold `key` where the discriminator reads it: a member's value
    /// (`const`), or the JSON kind. A discriminator of another kind is named in a `$comment`.
    func schema(of payload: JSONSchema, for key: Key) -> JSONSchema {
        if let kind = key as? JSONKind {
            let name: JSON =
                switch kind {
                case .null: "null"
                case .bool: "boolean"
                case .number: "number"
                case .string: "string"
                case .array: "array"
                case .object: "object"
                }
            return JSONSchema(["allOf": [payload.json, ["type": name]]])
        }
        guard let value = key as? JSON, let member = schemaKey else {
            return payload.commented("chosen by a discriminator the schema does not describe")
        }
        let condition: JSON = ["properties": .object([member: ["const": value]]), "required": [.string(member)]]
        return JSONSchema(["allOf": [payload.json, condition]])
    }
}
