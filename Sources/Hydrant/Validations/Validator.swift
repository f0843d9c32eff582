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
    /// What the rule adds to the schema of the value it checks (`minLength`, `minimum`, `enum`…),
    /// or `nil` for a rule the schema cannot state (then named in a `$comment`).
    @usableFromInline let schema: (@Sendable (JSONSchema) -> JSONSchema)?

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
        self.init(name, requirement: requirement, reason: reason, schema: nil)
    }

    /// A rule that also says what it adds to a schema.
    @inlinable
    init(
        _ name: String, requirement: String, reason: @escaping @Sendable (Value) -> String?,
        schema: (@Sendable (JSONSchema) -> JSONSchema)?
    ) {
        self.name = name
        self.requirement = requirement
        self.reason = reason
        self.schema = schema
    }

    /// A rule that also says what it adds to a schema.
    @inlinable
    init(
        _ name: String, requirement: String, schema: (@Sendable (JSONSchema) -> JSONSchema)?,
        isValid: @escaping @Sendable (Value) -> Bool
    ) {
        self.init(
            name, requirement: requirement, reason: { value in isValid(value) ? nil : requirement }, schema: schema)
    }

    /// The schema of the values that pass: `input` with the rule's keywords, or with a `$comment`
    /// naming a rule the schema cannot state.
    ///
    /// ```swift
    /// Validator<String>.minLength(2).describe(.type("string")).description   // {"type":"string","minLength":2}
    /// ```
    public func describe(_ input: JSONSchema) -> JSONSchema {
        schema?(input) ?? input.commented("also checked by \(name): \(requirement)")
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
        Validator<Wrapped?>(
            validator.name, requirement: validator.requirement, reason: { value in value.flatMap(validator.reason) },
            schema: validator.schema)
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

/// The number `value` as JSON when it is one (an integer or a floating-point value), else `nil`:
/// what a bound says in a schema (a bound on strings or dates is not a JSON Schema keyword).
@usableFromInline
func schemaNumber(_ value: some Sendable) -> JSON? {
    switch value {
    case let integer as any BinaryInteger: .number(JSONNumber(integer))
    case let double as Double: JSONNumber(double).map(JSON.number)
    case let float as Float: JSONNumber(float).map(JSON.number)
    default: nil
    }
}

/// A schema rule that sets `keyword` to `value` as a number, or names the rule in a `$comment`
/// when the value is not a number.
@usableFromInline
func schemaBound(_ keyword: String, _ value: some Sendable, requirement: String) -> @Sendable (JSONSchema) -> JSONSchema
{
    // Converted only when a schema is asked for: a cast to a protocol is a search of every
    // conformance on a cold start.
    { schema in
        guard let number = schemaNumber(value) else { return schema.commented("also checked: \(requirement)") }
        return schema.setting(keyword, number)
    }
}

/// The keyword that limits the size of a collection of type `Value` (`minLength`/`maxLength` for
/// a string, `minItems`/`maxItems` for an array, `minProperties`/`maxProperties` for a
/// dictionary), or a `$comment` for another collection (a `Set` counts its members after equal
/// elements became one, which no keyword counts).
///
/// A `String`'s length is its number of `Character`s, where JSON Schema counts Unicode scalars: a
/// character made of several scalars (`"e\u{301}"`, a flag) is one for the rule, more for the
/// schema.
@usableFromInline
func schemaLength(
    _ bound: String, _ count: Int, of type: Any.Type, requirement: String
) -> @Sendable (JSONSchema) -> JSONSchema {
    { schema in
        guard let size = (type as? any SizedInSchema.Type)?.sizeKeyword else {
            return schema.commented("also checked: \(requirement)")
        }
        return schema.setting(bound + size, .number(JSONNumber(count)))
    }
}

/// A collection whose size a JSON Schema keyword limits: the keyword's suffix.
protocol SizedInSchema {
    static var sizeKeyword: String { get }
}

extension String: SizedInSchema { static var sizeKeyword: String { "Length" } }
extension Substring: SizedInSchema { static var sizeKeyword: String { "Length" } }
extension Array: SizedInSchema { static var sizeKeyword: String { "Items" } }
extension Dictionary: SizedInSchema { static var sizeKeyword: String { "Properties" } }
