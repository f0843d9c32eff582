public import Foundation
@_exported import Hydrant

// The macros need the package trait Macros (on by default), which brings swift-syntax; without it
// this module only re-exports Hydrant.
#if Macros

    /// How `@Mappable` names the JSON keys of properties that have no ``Key(_:)``.
    ///
    /// The macro works out the built-in strategies' keys when it expands, and writes them as
    /// literals; a ``custom(_:)`` strategy is asked for each property's key once, when the mapper is
    /// made.
    ///
    /// ```swift
    /// @Mappable(keys: .custom { $0.uppercased() })   // firstName → "FIRSTNAME"
    /// struct Legacy { let firstName: String }
    /// ```
    public enum MappableKeys: Sendable {
        /// The property's name, as written (`firstName`).
        case asGiven
        /// Snake case: `firstName` → `first_name`, `userID` → `user_id`.
        case snakeCase
        /// Kebab case: `firstName` → `first-name`.
        case kebabCase
        /// Keys made by a function of the property's name. The macro cannot check that they are
        /// distinct: two properties with one key both read it.
        case custom(@Sendable (String) -> String)

        /// The key of the property named `name`: the name split into words where a lower-case
        /// letter or a digit meets an upper-case one, or an acronym meets a word (`userID` → `user`,
        /// `id`; `URLString` → `url`, `string`), joined as the strategy says.
        public func key(for name: String) -> String {
            switch self {
            case .asGiven: name
            case .snakeCase: Self.words(of: name).joined(separator: "_")
            case .kebabCase: Self.words(of: name).joined(separator: "-")
            case .custom(let key): key(name)
            }
        }

        /// The lower-cased words of a camel-case name.
        private static func words(of name: String) -> [String] {
            let characters = Array(name)
            var boundaries: [Int] = [0]
            for index in characters.indices.dropFirst() where characters[index].isUppercase {
                let before = characters[index - 1]
                let after = characters.indices.contains(index + 1) ? characters[index + 1] : nil
                if before.isLowercase || before.isNumber || (before.isUppercase && after?.isLowercase == true) {
                    boundaries.append(index)
                }
            }
            boundaries.append(characters.count)
            return zip(boundaries, boundaries.dropFirst()).map { String(characters[$0..<$1]).lowercased() }
        }
    }

    /// Declares a struct's Hydrant mapper, one field per stored property: the struct becomes a
    /// `MapperProvider` whose `mapper` is an ordinary explicit mapper (`Mappers.object` with one
    /// `Field` per property), so it maps at the explicit mappers' speed, with their errors, in both
    /// directions.
    ///
    /// ```swift
    /// @Mappable(keys: .snakeCase)
    /// struct Person: Sendable, Equatable {
    ///     @Key("given_name") let firstName: String   // an explicit key beats the strategy
    ///     let lastName: String                       // "last_name"
    ///     @Default(0) let age: Int                   // missing → 0; a bad value → 0, with a non-fatal error
    ///     @Sensitive let password: String            // never printed in errors
    ///     let nickname: String?                      // missing or null → nil
    ///     let address: Address                       // another @Mappable type
    /// }
    ///
    /// Person.mapper.mapping(parsing: data)             // the three outcomes
    /// try Person.mapper.reversed.string(from: person)  // and back
    /// ```
    ///
    /// Every stored property is mapped, except a `let` with an initial value (it cannot be assigned).
    /// Each needs its type written out. A property of a `JSONConvertible` type is required and
    /// type-checked; an `Optional` one accepts missing and `null` as `nil`; a property whose type is
    /// itself `@Mappable` (or any `MapperProvider`), or an array or optional of one, is mapped by that
    /// type's mapper. `Date` (RFC 3339), `URL`, `UUID`, `Decimal` and raw-value enums map without
    /// attributes; a type with no default mapper is a compile error that names the fix (`@Map`).
    ///
    /// On an enum with raw values (`enum Status: String`), the mapper maps through the raw values
    /// (`Mappers.rawValue`). On a class, it makes each instance with the class's `init()` and assigns
    /// every mapped property, which must be a `var` (`Mappers.object(factory:)`).
    ///
    /// - Parameters:
    ///   - keys: How keys are made from property names; ``MappableKeys/asGiven`` by default.
    ///   - unmappedKeys: What to do with source keys no property reads (`UnmappedKeyPolicy`):
    ///     ignore them (the default), report them as non-fatal errors, or reject them.
    ///   - nilValues: What the reverse writes for a `nil` property (`NilWritingPolicy`): nothing
    ///     (the default, the key is left out) or `null`; ``NilValues(_:)`` sets it for one property.
    @attached(
        extension, conformances: MapperProvider, names: named(mapper), named(init), named(hydrantKeys),
        named(hydrantRead), named(hydrantWrite), arbitrary)
    public macro Mappable(
        keys: MappableKeys = .asGiven, unmappedKeys: UnmappedKeyPolicy = .ignore, nilValues: NilWritingPolicy = .omit
    ) = #externalMacro(module: "HydrantMacrosPlugin", type: "MappableMacro")

    /// The JSON key of a property of a `@Mappable` struct, which replaces the one the key strategy
    /// makes. Hydrant key paths work: `@Key("name.first")`.
    @attached(peer)
    public macro Key(_ key: String) = #externalMacro(module: "HydrantMacrosPlugin", type: "KeyMacro")

    /// Other keys a property of a `@Mappable` type is read from when its own key is missing, in the
    /// order given; the property is always written at its own key (``/Hydrant/Accessors/FirstPresent``).
    /// An error about the value names the key it was read from.
    ///
    /// ```swift
    /// @Alias("ID", "identifier") let id: Int   // reads "id", else "ID", else "identifier"; writes "id"
    /// ```
    @attached(peer)
    public macro Alias(_ keys: String...) = #externalMacro(module: "HydrantMacrosPlugin", type: "AliasMacro")

    /// The value a property of a `@Mappable` type gets when its key is absent or its value is
    /// `null` — quietly, with no error, as `decodeIfPresent(…) ?? value` does — or when its value
    /// cannot be mapped, with a non-fatal error (`Mappers.defaulted(_:to:)`).
    ///
    /// ```swift
    /// @Default(false) let draft: Bool   // {} → false, no warning; {"draft": "yes"} → false, with a warning
    /// var locked: Bool = false          // a `var`'s initial value is its default too
    /// ```
    @attached(peer)
    public macro Default<Value>(_ value: Value) = #externalMacro(module: "HydrantMacrosPlugin", type: "DefaultMacro")

    /// Marks a property of a `@Mappable` struct whose values are never printed in errors
    /// (`.sensitive()`): a password, a token.
    @attached(peer)
    public macro Sensitive() = #externalMacro(module: "HydrantMacrosPlugin", type: "SensitiveMacro")

    /// Validates a property of a `@Mappable` struct with Hydrant's rules (`Field.validated`): its
    /// values must pass every rule, and a broken rule is the field's
    /// ``/Hydrant/MappingError/Code/validationFailed`` error.
    ///
    /// ```swift
    /// @Validate(.range(0...150)) let age: Int
    /// @Validate(.minLength(2), .maxLength(40)) let name: String
    /// @Validate(.ifPresent(.matches("^[a-z]+$"))) let nickname: String?
    /// ```
    ///
    /// The rules are written as for `Validator` (``ValidationRule`` lets them type-check here); the
    /// macro writes the same calls on the property's `Validator`, so a rule for another type (a
    /// length for an `Int`) is a compile-time error in the expansion.
    @attached(peer)
    public macro Validate(_ rules: ValidationRule..., options: ValidationOptions = []) =
        #externalMacro(module: "HydrantMacrosPlugin", type: "ValidateMacro")

    /// The mapper of a property of a `@Mappable` struct, instead of the one its type maps with: any
    /// Hydrant mapper expression — a date format, a URL, a formatter, a dispatch.
    ///
    /// ```swift
    /// @Map(Mappers.date(.rfc3339Milliseconds)) let joined: Date   // Date alone is RFC 3339
    /// @Map(Mappers.url(schemes: ["https"])) let homepage: URL?
    /// ```
    ///
    /// With ``DecodeOnly()`` the mapper may be one-way (a closure without a reverse).
    @attached(peer)
    public macro Map<M: Mapper>(_ mapper: M) = #externalMacro(module: "HydrantMacrosPlugin", type: "MapMacro")

    /// A property of a `@Mappable` struct that is read and never written back (`Field.decodeOnly()`):
    /// a password in a sign-up form.
    @attached(peer)
    public macro DecodeOnly() = #externalMacro(module: "HydrantMacrosPlugin", type: "DecodeOnlyMacro")

    /// A property of a `@Mappable` struct that is written and never read (`Field.encodeOnly()`): a
    /// computed property, or a stored one with a value of its own, which the mapper's initializer does
    /// not take.
    ///
    /// ```swift
    /// @EncodeOnly var fullName: String { "\(firstName) \(lastName)" }
    /// ```
    @attached(peer)
    public macro EncodeOnly() = #externalMacro(module: "HydrantMacrosPlugin", type: "EncodeOnlyMacro")

    /// What the reverse writes when a property of a `@Mappable` type is `nil`, whatever the type's
    /// `nilValues:` says (`Field.nilValues(_:)`): `null`, or nothing.
    ///
    /// ```swift
    /// @NilValues(.writeNull) let deletedAt: Date?   // "deleted_at":null when nil
    /// ```
    @attached(peer)
    public macro NilValues(_ policy: NilWritingPolicy) =
        #externalMacro(module: "HydrantMacrosPlugin", type: "NilValuesMacro")

    /// A validation rule as `@Validate` takes it: a token with `Validator`'s rule names, so that the
    /// attribute type-checks without knowing the property's type. It is never used at run time: the
    /// macro writes the same rules on the property's `Validator`.
    public struct ValidationRule: Sendable {
        private init() {}

        /// `Validator.min(_:)`.
        public static func min<T: Comparable>(_ bound: T) -> Self { Self() }
        /// `Validator.max(_:)`.
        public static func max<T: Comparable>(_ bound: T) -> Self { Self() }
        /// `Validator.range(_:)`.
        public static func range<T: Comparable>(_ bounds: ClosedRange<T>) -> Self { Self() }
        /// `Validator.length(_:)`.
        public static func length(_ count: Int) -> Self { Self() }
        /// `Validator.minLength(_:)`.
        public static func minLength(_ count: Int) -> Self { Self() }
        /// `Validator.maxLength(_:)`.
        public static func maxLength(_ count: Int) -> Self { Self() }
        /// `Validator.length(in:)`.
        public static func length(in counts: ClosedRange<Int>) -> Self { Self() }
        /// `Validator.oneOf(_:)`.
        public static func oneOf<T>(_ values: [T]) -> Self { Self() }
        /// `Validator.equal(to:)`.
        public static func equal<T>(to expected: T) -> Self { Self() }
        /// `Validator.matches(_:options:)`.
        public static func matches(_ pattern: String, options: NSRegularExpression.Options = []) -> Self { Self() }
        /// `Validator.required`.
        public static var required: Self { Self() }
        /// `Validator.ifPresent(_:)`.
        public static func ifPresent(_ rule: Self) -> Self { Self() }
    }
#endif
