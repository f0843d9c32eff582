extension Mappers {
    /// Passes a value through when it follows every rule; otherwise fails with a fatal
    /// ``MappingError/Code/validationFailed`` error per broken rule. Build it with
    /// ``Mapper/validated(_:options:)`` or ``Mappers/validate(_:_:options:)``.
    ///
    /// Every rule is checked, so one error lists every broken rule: a single broken rule is thrown
    /// as is, several as a ``MappingError/Code/multipleErrors`` error listing them in order. Wrap
    /// the mapper in `Mappers.optionally(_:)` to make the failure non-fatal.
    ///
    /// The reverse passes values through unchecked, unless the options include
    /// ``ValidationOptions/inReverse``.
    public struct Validate<Value: Sendable>: ReversibleMapper {
        /// The rules, checked in order.
        public let validators: [Validator<Value>]
        /// How the rules are run.
        public let options: ValidationOptions
        /// Whether this is the reverse direction.
        @usableFromInline let isReverse: Bool

        /// Creates a mapper that checks `validators` in order.
        @inlinable
        public init(_ validators: [Validator<Value>], options: ValidationOptions = []) {
            self.init(validators, options: options, isReverse: false)
        }

        @usableFromInline
        init(_ validators: [Validator<Value>], options: ValidationOptions, isReverse: Bool) {
            self.validators = validators
            self.options = options
            self.isReverse = isReverse
        }

        /// Returns `input` if it follows every rule.
        @inlinable
        public func map(_ input: Value, context: inout MappingContext) throws(MappingError) -> Value {
            guard !isReverse || options.contains(.inReverse) else { return input }
            try check(input)
            return input
        }

        /// Throws the broken rules' errors: one as is, several collected.
        @inlinable
        func check(_ value: Value) throws(MappingError) {
            let reveal = options.contains(.revealingValues)
            var failures: [MappingError] = []
            for validator in validators {
                if let error = validator.error(for: value, revealingValue: reveal) {
                    failures.append(error)
                }
            }
            switch failures.count {
            case 0: return
            case 1: throw failures[0]
            default: throw MappingError(collecting: failures, isFatal: true, sourceValue: value)
            }
        }

        /// The same rules in the other direction (checked only with ``ValidationOptions/inReverse``).
        public var reversed: Validate<Value> {
            Validate(validators, options: options, isReverse: !isReverse)
        }
    }

    /// A mapper that passes values of type `Value` through when they follow every rule.
    ///
    /// ```swift
    /// let percent = Mappers.value(Int.self).then(Mappers.validate(Int.self, .range(0...100)))
    /// ```
    public static func validate<Value: Sendable>(
        _ type: Value.Type, _ validators: Validator<Value>..., options: ValidationOptions = []
    ) -> Validate<Value> {
        Validate(validators, options: options)
    }
}

extension Mapper where Output: Sendable {
    /// This mapper, then a check that its result follows every rule (see ``Validator``).
    ///
    /// ```swift
    /// let email = Mappers.value(String.self).validated(.maxLength(254), .matches("[^@\\s]+@[^@\\s]+"))
    /// let age = Mappers.optionally(Mappers.value(Int.self)).validated(.range(0...150))   // nil passes
    /// ```
    ///
    /// Every rule is checked and each broken rule is reported; the reverse (when this mapper has
    /// one) is the reversed mapper, unchecked unless `options` include
    /// ``ValidationOptions/inReverse``.
    public func validated(
        _ validators: Validator<Output>..., options: ValidationOptions = []
    ) -> Mappers.Then<Self, Mappers.Validate<Output>> {
        Mappers.Then(self, Mappers.Validate(validators, options: options))
    }
}

extension Mappers.Validate {
    /// What it is given, with each rule's keywords (``Validator/describe(_:)``). A writing schema
    /// states the rules only when they are checked in reverse too (``ValidationOptions/inReverse``).
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        guard context.direction == .reading || options.contains(.inReverse) else { return input }
        var schema = input
        for validator in validators {
            // After a conversion, the rule checks another value than the JSON the schema describes.
            schema =
                schema.describesValue
                ? validator.describe(schema)
                : schema.commented("also checked by \(validator.name): \(validator.requirement)")
        }
        return schema
    }
}
