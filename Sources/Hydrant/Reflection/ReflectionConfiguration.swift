/// Everything a reflective mapping is configured with. Immutable; the modifiers of
/// ``Mappers/Reflective`` return changed copies.
struct ReflectionConfiguration: Sendable {
    /// How values are converted to the property types.
    enum Conversions: Sendable {
        /// Hydrant's reflective strategies: dates from any date format or seconds since 1970,
        /// numbers and strings converted into each other, strings to URLs and UUIDs.
        case lenient
        /// The standard Codable representation, as `JSONDecoder` and `JSONEncoder` use it by
        /// default: strict types, no conversions.
        case standard
    }

    /// Which properties may fail without failing the model (top level only).
    enum Requirement: Sendable {
        /// Every property is required (Optional properties still accept missing and `null`).
        case allRequired
        /// These properties are optional; the others are required.
        case optional(Set<String>)
        /// These properties are required; the others are optional.
        case required(Set<String>)
    }

    /// Which properties are mapped at all (top level only).
    enum Selection: Sendable {
        case all
        case only(Set<String>)
        case except(Set<String>)
    }

    var conversions: Conversions
    /// Property name → source key; `nil` skips the property. `nil` transform: the name itself.
    var keyTransform: (@Sendable (String) -> String?)?
    var requirement: Requirement = .allRequired
    var selection: Selection = .all
    var overrides: [String: PropertyOverride] = [:]
    var validations: [String: PropertyValidation] = [:] {
        didSet { hasValidations = !validations.isEmpty }
    }
    /// Whether any property has validations (checked before looking a property up).
    private(set) var hasValidations = false
    var typeMappings: [ObjectIdentifier: TypeMapping] = [:]
    var nilValues: NilWritingPolicy = .omit

    init(conversions: Conversions) {
        self.conversions = conversions
    }

    /// Whether the top-level property `name` is mapped.
    func selects(_ name: String) -> Bool {
        switch selection {
        case .all: true
        case .only(let names): names.contains(name)
        case .except(let names): !names.contains(name)
        }
    }

    /// Whether a failure of the top-level property `name` is non-fatal.
    func isOptional(_ name: String) -> Bool {
        switch requirement {
        case .allRequired: false
        case .optional(let names): names.contains(name)
        case .required(let names): !names.contains(name)
        }
    }

    /// Whether the top-level property `name` was listed as required, so that even an `Optional`
    /// property must be present and not `null`.
    func isExplicitlyRequired(_ name: String) -> Bool {
        if case .required(let names) = requirement { return names.contains(name) }
        return false
    }

    /// The source key of a property, or `nil` when the key transformer skips it.
    func sourceKey(for name: String) -> String? {
        guard let keyTransform else { return name }
        return keyTransform(name)
    }

    /// The property names the configuration refers to, for checking them when the mapper is built.
    var namedProperties: [String] {
        var names: [String] = []
        switch requirement {
        case .allRequired: break
        case .optional(let set), .required(let set): names += set.sorted()
        }
        switch selection {
        case .all: break
        case .only(let set), .except(let set): names += set.sorted()
        }
        names += overrides.keys.sorted()
        names += validations.keys.sorted()
        return names
    }
}
