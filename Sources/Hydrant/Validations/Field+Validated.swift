extension Field where Value: Sendable {
    /// The same field, whose value must also follow every rule (see ``Validator``).
    ///
    /// ```swift
    /// let user = Mappers.object(User.init) {
    ///     Field("name", \.name).validated(.minLength(2), .maxLength(40))
    ///     Field("age", \.age).validated(.range(0...150))
    ///     Field("role", \.role).validated(.oneOf(["admin", "user"]))
    ///     Field("nickname", \.nickname).validated(.maxLength(12))       // String?: nil passes
    /// }
    /// ```
    ///
    /// The rules run on the field's mapped value, so a value of the wrong type fails the type check
    /// first (``MappingError/Code/invalidSourceType``) and a missing or `null` value of a
    /// non-optional field fails as before. Every field of an object is attempted and every broken
    /// rule of every field is reported, each with the field's paths:
    ///
    /// ```
    /// [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
    ///   - Could not map from 'name' to 'name': failed minLength: must have at least 2 characters (validationFailed)
    ///   - Could not map from 'age' to 'age': failed range: must be between 0 and 150 (validationFailed)
    /// ```
    @inlinable
    public func validated(_ validators: Validator<Value>..., options: ValidationOptions = []) -> Field {
        validated(validators, options: options)
    }

    /// The same field, whose values must pass every validator in `validators`: the array form of
    /// ``validated(_:options:)-(Validator<Value>...,_)``, for rules built at run time.
    ///
    /// ```swift
    /// let rules: [Validator<String>] = [.minLength(2), .maxLength(40)]
    /// Field("name", \.name).validated(rules)
    /// ```
    @inlinable
    public func validated(_ validators: [Validator<Value>], options: ValidationOptions = []) -> Field {
        let check = Mappers.Validate(validators, options: options)
        let reverseCheck = check.reversed
        let forward = self.forward
        let forwardNode = self.forwardNode
        let backwardText = self.backwardText
        let backwardTree = self.backwardTree
        var field = Field(
            source: source, keyPath: makeKeyPath,
            forward: { json, context throws(MappingError) in
                try check.map(forward(json, &context), context: &context)
            },
            forwardNode: { node, context throws(MappingError) in
                try check.map(forwardNode(node, &context), context: &context)
            },
            backwardText: { value, output, context throws(MappingError) in
                try backwardText(reverseCheck.map(value, context: &context), &output, &context)
            },
            backwardTree: { value, tree, context throws(MappingError) in
                try backwardTree(reverseCheck.map(value, context: &context), &tree, &context)
            },
            describe: { [describe = erased.describe] context in check.describe(describe(&context), in: &context) })
        field.direction = direction
        return field
    }
}
