/// A property of a model as a reflective mapping maps it: see ``Mappers/Reflective/properties``.
public struct ReflectedProperty: Sendable, Hashable, CustomStringConvertible {
    /// How the property is mapped.
    public enum Mapping: Sendable, Hashable {
        /// Read from `sourceKey` with the reflective strategies; `isRequired` is `false` when its
        /// failures are non-fatal.
        case generated(sourceKey: String, isRequired: Bool)
        /// Read by a custom field through the accessor described.
        case custom(accessor: String)
        /// Not mapped (``Mappers/Reflective/only(_:)``, ``Mappers/Reflective/except(_:)``, or a key
        /// transformer that returned `nil`).
        case excluded
    }

    /// The property's name (its coding key).
    public let name: String
    /// The property's type, as Swift writes it (`Optional<Swift.String>` for `String?`).
    public let typeName: String
    /// Whether the property is `Optional` (decoded with `decodeIfPresent`).
    public let isOptional: Bool
    /// How the property is mapped.
    public let mapping: Mapping

    init(entry: PropertyProbe.Entry, configuration: ReflectionConfiguration) {
        name = entry.name
        isOptional = entry.isOptional
        typeName = entry.isOptional ? "Optional<\(entry.typeName)>" : entry.typeName
        if let override = configuration.overrides[entry.name] {
            mapping = .custom(accessor: override.source.description)
        } else if !configuration.selects(entry.name) {
            mapping = .excluded
        } else if let key = configuration.sourceKey(for: entry.name) {
            let isRequired =
                configuration.isExplicitlyRequired(entry.name)
                || (!entry.isOptional && !configuration.isOptional(entry.name))
            mapping = .generated(sourceKey: key, isRequired: isRequired)
        } else {
            mapping = .excluded
        }
    }

    /// `firstName: Swift.String ← "first_name" (required)`.
    public var description: String {
        switch mapping {
        case .generated(let key, let isRequired):
            "\(name): \(typeName) ← \"\(key)\" (\(isRequired ? "required" : "optional"))"
        case .custom(let accessor):
            "\(name): \(typeName) ← \(accessor) (custom)"
        case .excluded:
            "\(name): \(typeName) (not mapped)"
        }
    }
}
