extension Mappers.Reflective {
    /// The same mapping, reading each property from the key `transformer` gives for its name
    /// (and writing it there in the reverse). Hydrant's `keyTransformer`.
    ///
    /// ```swift
    /// Mappers.reflective(Person.self).keyTransformer(Mappers.camelCaseToSnakeCase())   // firstName ↔ "first_name"
    /// ```
    ///
    /// The transformer is any mapper from `String` to `String`, called once per property name. It
    /// applies to the keys of nested models too, but not to the keys of dictionaries, which are
    /// data. A transformer that throws skips the property, as one that returns `nil` does; its
    /// non-fatal errors are ignored.
    public func keyTransformer(_ transformer: some Mapper<String, String>) -> Self {
        keyTransformer { name in try? transformer.map(name) }
    }

    /// The same mapping, with a key transformer that can skip properties by returning `nil` (or
    /// throwing).
    ///
    /// ```swift
    /// let keys = Mappers.closure { (name: String) in name == "age" ? nil : "p_" + name }
    /// Mappers.reflective(Person.self).keyTransformer(keys)   // firstName ↔ "p_firstName"; no age
    /// ```
    public func keyTransformer(_ transformer: some Mapper<String, String?>) -> Self {
        keyTransformer { name in try? transformer.map(name) }
    }

    /// The same mapping, with a closure from property name to source key; `nil` skips the
    /// property (it is treated as excluded).
    ///
    /// ```swift
    /// Mappers.reflective(Person.self).keyTransformer { $0 == "age" ? nil : $0.uppercased() }
    /// ```
    public func keyTransformer(_ transform: @escaping @Sendable (String) -> String?) -> Self {
        changed { $0.keyTransform = transform }
    }

    /// The same mapping, with `names` optional: their failures (missing, `null`, unmappable) are
    /// non-fatal errors, and the property gets `nil` (or its type's empty value: `0`, `""`, `[]`…).
    /// This holds for `Optional` properties too, as in the original: a listed `String?` that is
    /// missing is `nil` with a non-fatal ``MappingError/Code/missingValue`` error.
    ///
    /// Without these modifiers every property is required, with one exception Swift users expect:
    /// an `Optional` property accepts a missing value and `null` as `nil` with no error (the
    /// original required every property not listed as optional). `null` for a property that is not
    /// `Optional` (an `Int`, say) fails like any other unmappable value: fatally, or with a
    /// non-fatal error if the property is optional.
    ///
    /// - Precondition: Not combined with ``required(_:)`` or ``withNoRequiredFields()``; every
    ///   name is a property of the model.
    public func optional(_ names: [String]) -> Self {
        if case .required = configuration.requirement {
            preconditionFailure("Hydrant: optional(_:) and required(_:) cannot be combined")
        }
        return changed(checking: names) { configuration in
            var set: Set<String> = []
            if case .optional(let existing) = configuration.requirement { set = existing }
            configuration.requirement = .optional(set.union(names))
        }
    }

    /// The same mapping, with only `names` required: every other property is optional, as with
    /// ``optional(_:)``. A listed `Optional` property must then be present and not `null`.
    ///
    /// - Precondition: Not combined with ``optional(_:)``; every name is a property of the model.
    public func required(_ names: [String]) -> Self {
        if case .optional = configuration.requirement {
            preconditionFailure("Hydrant: optional(_:) and required(_:) cannot be combined")
        }
        return changed(checking: names) { configuration in
            var set: Set<String> = []
            if case .required(let existing) = configuration.requirement { set = existing }
            configuration.requirement = .required(set.union(names))
        }
    }

    /// The same mapping with every property optional: `required([])`.
    ///
    /// - Precondition: Not combined with ``optional(_:)``.
    public func withNoRequiredFields() -> Self {
        required([])
    }

    /// The same mapping, restricted to the properties `names`; the others are not read (nor
    /// written in the reverse) and get `nil` or their type's empty value, unless a
    /// ``customMapping(_:)`` field maps them: `only` and `except` choose the generated mapping, and
    /// custom fields are added over it, both ways. With ``customMapping(_:)``, CTXPropertyMapper's
    /// `generateMappingsWithKeys`.
    ///
    /// - Precondition: Not combined with ``except(_:)``; every name is a property of the model.
    public func only(_ names: [String]) -> Self {
        if case .except = configuration.selection {
            preconditionFailure("Hydrant: only(_:) and except(_:) cannot be combined")
        }
        return changed(checking: names) { configuration in
            var set: Set<String> = []
            if case .only(let existing) = configuration.selection { set = existing }
            configuration.selection = .only(set.union(names))
        }
    }

    /// The same mapping without the properties `names`: they are not read (nor written in the
    /// reverse) and get `nil` or their type's empty value, unless a ``customMapping(_:)`` field maps
    /// them, as in the original, where custom mappings were merged over the generated ones.
    ///
    /// ```swift
    /// // `children` is left out of the generated mapping, and mapped by the custom field.
    /// Mappers.reflective(Person.self).except(["children"]).customMapping {
    ///     Field("kids", \.children, Mappers.array(of: child))
    /// }
    /// ```
    ///
    /// - Precondition: Not combined with ``only(_:)``; every name is a property of the model.
    public func except(_ names: [String]) -> Self {
        if case .only = configuration.selection {
            preconditionFailure("Hydrant: only(_:) and except(_:) cannot be combined")
        }
        return changed(checking: names) { configuration in
            var set: Set<String> = []
            if case .except(let existing) = configuration.selection { set = existing }
            configuration.selection = .except(set.union(names))
        }
    }

    /// The same mapping, with explicit ``Field``s replacing the generated mapping of their
    /// properties. Hydrant's `customMapping`.
    ///
    /// ```swift
    /// let child = Mappers.reflective(Person.self).except(["children"])
    /// let person = Mappers.reflective(Person.self).customMapping {
    ///     Field("kids", \.children, Mappers.array(of: child))
    /// }
    /// ```
    ///
    /// A field replaces the property its key path names, whatever key it reads, even one that
    /// ``only(_:)`` or ``except(_:)`` leaves out of the generated mapping; fields of later calls
    /// replace those of earlier ones. The fields are not subject to the key transformer or
    /// the requirement rules: each says itself where it reads and how.
    ///
    /// - Precondition: Every key path names a property of the model itself (`\.children`, not
    ///   `\.name.first`), at most once.
    public func customMapping<each Value>(
        @FieldsBuilder<Model> _ fields: () -> FieldList<Model, repeat each Value>
    ) -> Self {
        let list = fields()
        var overrides: [PropertyOverride] = []
        for field in list.parameters {
            guard let conversions = field.erasedConversions else { continue }
            overrides.append(
                PropertyOverride(
                    propertyName: field.propertyName.value, source: field.source, conversions: conversions()))
        }
        let names = overrides.map(\.propertyName)
        for name in names where name.contains(".") {
            preconditionFailure("Hydrant: a custom mapping must name a property of the model itself, not '\(name)'")
        }
        if Set(names).count != names.count {
            preconditionFailure("Hydrant: a custom mapping names the same property twice")
        }
        return changed(checking: names) { configuration in
            for override in overrides { configuration.overrides[override.propertyName] = override }
        }
    }

    /// The same mapping, with every value of type `type` — at any depth, in properties, arrays and
    /// dictionaries — mapped by `mapper` both ways. Hydrant's `mapType` (`mapClass`).
    ///
    /// ```swift
    /// Mappers.reflective(Person.self).mapType(Date.self, Mappers.date(.rfc3339))
    /// ```
    ///
    /// The mapper is used as given: a nested reflective mapper keeps its own configuration.
    public func mapType<Value, M: JSONCodec>(_ type: Value.Type, _ mapper: M) -> Self
    where M.Input == JSON, M.Output == Value {
        changed { $0.typeMappings[ObjectIdentifier(Value.self)] = TypeMapping(Value.self, mapper) }
    }

    /// The same mapping, with rules that the property at `keyPath` must follow (see ``Validator``).
    ///
    /// ```swift
    /// Mappers.reflective(User.self)
    ///     .validating(\.name, .minLength(2), .maxLength(40))
    ///     .validating(\.email, .required, .matches("[^@]+@[^@]+"))
    /// ```
    ///
    /// The rules run on the decoded value — also on `nil` for a missing `Optional` property, so
    /// that ``Validator/required`` can reject it — and every broken rule is reported as a
    /// ``MappingError/Code/validationFailed`` error with the property's paths; fatal unless the
    /// property is optional (``optional(_:)``). They are checked when decoding; the reverse does not
    /// check them. Rules given for the same property again replace the earlier ones.
    ///
    /// - Precondition: The key path names a property of the model itself.
    public func validating<Value: Sendable>(
        _ keyPath: any KeyPath<Model, Value> & Sendable, _ validators: Validator<Value>...,
        options: ValidationOptions = []
    ) -> Self {
        let name = propertyName(of: keyPath)
        if name.contains(".") {
            preconditionFailure("Hydrant: validations must name a property of the model itself, not '\(name)'")
        }
        let validation = PropertyValidation(Mappers.Validate(validators, options: options))
        return changed(checking: [name]) { $0.validations[name] = validation }
    }

    /// The same mapping, whose reverse writes `nil` properties as given (left out by default).
    public func nilValues(_ policy: NilWritingPolicy) -> Self {
        changed { $0.nilValues = policy }
    }

    private func changed(checking names: [String] = [], _ change: (inout ReflectionConfiguration) -> Void) -> Self {
        PropertyProbe.check(names, in: Model.self)
        var configuration = configuration
        change(&configuration)
        return Self(configuration: configuration)
    }
}
