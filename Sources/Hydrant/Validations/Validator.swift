/// A rule that a value must follow, with a name and a sentence saying what it requires.
///
/// Validators are plain values: pass them to ``Mapper/validated(_:options:)`` (any mapper),
/// ``Field/validated(_:options:)-(Validator<Value>...,_)`` (any field of an object mapping) or
/// ``Mappers/validate(_:_:options:)``. The built-in rules are CTXPropertyMapper's:
/// ``required``, `matches(_:options:)`, `length(_:)`, `minLength(_:)`, `maxLength(_:)`,
/// `length(in:)`, ``oneOf(_:)``, ``equal(to:)``, `min(_:)`, `max(_:)` and `range(_:)`.
///
/// ```swift
/// let username = Mappers.value(String.self).validated(.minLength(3), .maxLength(20), .matches("[a-z0-9_]+"))
/// try username.map("ada_l")      // "ada_l"
/// try username.map("Al")         // throws: failed minLength: must have at least 3 characters;
///                                //         failed matches: must match /[a-z0-9_]+/
/// ```
///
/// A value that breaks a rule is a ``MappingError/Code/validationFailed`` error whose detail names
/// the rule and what it requires ("failed maxLength: must have at most 20 characters"), never the
/// value itself (it is kept, redacted, in ``MappingError/sourceValue``).
///
/// Every rule except ``required`` lets an absent value through: on an `Optional` value, `nil`
/// passes, so that an optional field is checked only when it is there. Add ``required`` to make it
/// mandatory. (CTXPropertyMapper made every rule imply "required".)
///
/// ## Custom rules
///
/// ```swift
/// extension Validator where Value: BinaryInteger {
///     static var even: Validator { Validator("even", requirement: "must be even") { $0 % 2 == 0 } }
/// }
/// let pairs = Mappers.value(Int.self).validated(.even, .range(0...100))
/// ```
public struct Validator<Value: Sendable>: Sendable {
    /// The rule's name, as printed in errors: `maxLength`.
    public let name: String
    /// What the rule requires, as printed in errors: "must have at most 20 characters".
    public let requirement: String
    /// Why `value` breaks the rule, or `nil` when it follows it.
    @usableFromInline let reason: @Sendable (Value) -> String?

    /// A rule that `value` follows when `isValid(value)` is true.
    ///
    /// - Parameters:
    ///   - name: The rule's name, printed in errors.
    ///   - requirement: What the rule requires, printed in errors: "must be even". Name types,
    ///     bounds and patterns here, never the value being checked.
    ///   - isValid: Whether a value follows the rule.
    @inlinable
    public init(_ name: String, requirement: String, isValid: @escaping @Sendable (Value) -> Bool) {
        self.init(name, requirement: requirement) { value in isValid(value) ? nil : requirement }
    }

    /// A rule that says itself why a value breaks it: `reason` returns `nil` for a valid value, or a
    /// sentence for an invalid one ("the value is missing").
    @inlinable
    public init(_ name: String, requirement: String, reason: @escaping @Sendable (Value) -> String?) {
        self.name = name
        self.requirement = requirement
        self.reason = reason
    }

    /// The error for `value`, or `nil` when it follows the rule: a fatal
    /// ``MappingError/Code/validationFailed`` error without paths (the mapper that runs the rule
    /// adds them).
    ///
    /// - Parameters:
    ///   - value: The value to check.
    ///   - revealingValue: Whether the error's detail may show the value (off by default: values
    ///     may be secrets).
    @inlinable
    public func error(for value: Value, revealingValue: Bool = false) -> MappingError? {
        guard let reason = reason(value) else { return nil }
        var detail = "failed \(name): \(reason)"
        if revealingValue { detail += "; got " + display(value) }
        return MappingError(code: .validationFailed, sourceValue: value, detail: detail)
    }

    /// The same rule applied to `Optional` values: `nil` passes, a present value is checked.
    ///
    /// ```swift
    /// let nickname = Mappers.optionally(String.self).validated(.ifPresent(.even))  // custom rule on String?
    /// ```
    public static func ifPresent<Wrapped>(_ validator: Validator<Wrapped>) -> Validator<Wrapped?>
    where Value == Wrapped? {
        Validator<Wrapped?>(validator.name, requirement: validator.requirement) { value in
            value.flatMap(validator.reason)
        }
    }
}

/// How a rule's parameter or a revealed value is shown in messages: strings quoted, JSON as JSON
/// text, anything else as it describes itself.
@usableFromInline
func display(_ value: Any) -> String {
    if let optional = value as? any OptionalProtocol {
        guard let wrapped = optional.wrappedAny else { return "nil" }
        return display(wrapped)
    }
    if let string = value as? String { return String(reflecting: string) }
    if let json = value as? JSON { return json.description }
    return String(describing: value)
}

/// Whether a value is absent: `nil` in an `Optional`.
func isAbsent(_ value: Any) -> Bool {
    guard let optional = value as? any OptionalProtocol else { return false }
    return optional.wrappedAny == nil
}
