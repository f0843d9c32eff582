/// The key transformer's results for one mapping, by property name, so that each name is
/// transformed once per mapping rather than once per object.
final class KeyTransformCache {
    private let configuration: ReflectionConfiguration
    private var keys: [String: String?] = [:]

    init(configuration: ReflectionConfiguration) {
        self.configuration = configuration
    }

    /// The key of a property, or `nil` when the transformer skips it.
    func key(for name: String) -> String? {
        guard configuration.keyTransform != nil else { return name }
        if let known = keys[name] { return known }
        let key = configuration.sourceKey(for: name)
        keys[name] = .some(key)
        return key
    }
}
