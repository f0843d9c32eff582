extension Mappers {
    /// Maps a JSON object into a `Decodable` model without a field list, driven by the model's
    /// property names. Hydrant's `HYDMapReflectively`.
    ///
    /// ```swift
    /// struct Person: Codable, Sendable {
    ///     var firstName: String
    ///     var lastName: String
    ///     var age: Int
    ///     var birthDate: Date?
    /// }
    ///
    /// let people = Mappers.reflective(Person.self)
    ///     .keyTransformer(Mappers.camelCaseToSnakeCase())   // firstName ← "first_name"
    /// let john = try people.map(["first_name": "John", "last_name": "Doe", "age": "23"])
    /// // age: 23 (numeric strings become numbers); birthDate: nil
    /// let json = try people.reversed.map(john)
    /// ```
    ///
    /// The model's `init(from:)` (usually synthesized) drives the mapping, through a decoder that
    /// applies the reflective strategies to every value it is asked for:
    ///
    /// | property type | accepts |
    /// |---|---|
    /// | `String` | strings; numbers as their exact text (`42` → `"42"`) |
    /// | integers, `Double`, `Float`, `Decimal` | numbers, exactly (out of range is an error); strings holding a JSON number (`"42"`) |
    /// | `Bool` | booleans only |
    /// | `Date` | strings in any of Hydrant's formats (``Mappers/anyDate()``); numbers as seconds since 1970 |
    /// | `URL`, `UUID` | strings (``Mappers/url(schemes:)``, ``Mappers/uuid(lowercase:)``) |
    /// | `Data` | base64 strings |
    /// | ``/HydrantJSON/JSON`` | anything, as it is |
    /// | other `Decodable` types | through their own `init(from:)`, with the same strategies all the way down: nested models, arrays, dictionaries, optionals, enums |
    ///
    /// The reverse (for `Codable` models) writes the natural JSON of each value: dates as RFC 3339
    /// with milliseconds in UTC, URLs as their absolute string, UUIDs in upper case, `Data` as
    /// base64. It cannot know the format a value came in, so set it with ``mapType(_:_:)`` when it
    /// matters (every `Date` as RFC 3339 without milliseconds, say).
    ///
    /// Errors follow the same model as ``Mappers/object(_:fields:)``: every property is attempted
    /// (a failed property is given a placeholder so that the model's initializer runs to the end,
    /// and the placeholder never reaches you), each error carries its source key and property
    /// (`children.0.age` → `children.0.age`), and the object's error lists them all. `Optional`
    /// properties accept a missing key and `null` as `nil` without an error; a value of the wrong
    /// type is still fatal unless the property is listed in ``optional(_:)``.
    ///
    /// Modifiers return a new mapper; the mapper is an immutable value, safe to share between
    /// threads (the original built its mapping lazily, without a lock — not ported). Property
    /// names are the model's coding keys (its property names, unless it declares `CodingKeys`). The
    /// property rules (``optional(_:)``, ``required(_:)``, ``only(_:)``, ``except(_:)``,
    /// ``customMapping(_:)``) apply to the model's own properties; the key transformer,
    /// ``mapType(_:_:)`` and ``nilValues(_:)`` apply at every depth. To configure a nested type's
    /// properties, give it its own reflective mapper with ``mapType(_:_:)``.
    public struct Reflective<Model: Decodable>: JSONMapper {
        let configuration: ReflectionConfiguration

        init(configuration: ReflectionConfiguration) {
            self.configuration = configuration
        }

        /// Decodes the model from the source, read in place from a document or from a tree.
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Model {
            let value: SourceValue =
                switch source.form {
                case .node(let node): .node(node)
                case .tree(let json): .tree(json)
                }
            return try ReflectiveDecoding.decodeRoot(
                Model.self, from: value, configuration: configuration, context: &context)
        }

        /// The model's properties as this mapper maps them: the generated set, with the rules and
        /// custom mappings applied. Use it to see what a reflective mapping does, or as the
        /// starting point of an explicit one (CTXPropertyMapper's `generateMappingsFromClass`).
        ///
        /// The list comes from running the model's `init(from:)` on an empty decoder; it stops at
        /// the first property whose type has no empty value (a `URL`, an enum that is not
        /// `CaseIterable`), so it may be incomplete for such models.
        public var properties: [ReflectedProperty] {
            PropertyProbe.properties(of: Model.self).entries.map { entry in
                ReflectedProperty(entry: entry, configuration: configuration)
            }
        }
    }

    /// A reflective mapping of `type`: see ``Reflective``.
    public static func reflective<Model: Decodable>(_ type: Model.Type) -> Reflective<Model> {
        Reflective(configuration: ReflectionConfiguration(conversions: .lenient))
    }
}

extension Mappers.Reflective: JSONCodec where Model: Encodable {
    /// Encodes the model and writes its JSON.
    public func write(_ value: Model, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
    {
        try ReflectiveEncoding.encodeRoot(value, configuration: configuration, context: &context).write(to: &sink)
    }
}

extension Mappers.Reflective: ReversibleMapper where Model: Encodable {}
