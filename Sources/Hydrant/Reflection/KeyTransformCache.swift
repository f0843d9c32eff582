/// The key transformer's results for one mapping, by property name, so that each name is
/// transformed once per mapping rather than once per object.
final class KeyTransformCache {
    private let configuration: ReflectionConfiguration
    private var keys: [String: String?] = [:]
    /// Whether the configuration has a key transformer: read on every property, so kept apart from
    /// the configuration, whose optional closure would be retained and released by each read.
    private let transforms: Bool

    init(configuration: ReflectionConfiguration) {
        self.configuration = configuration
        self.transforms = configuration.keyTransform != nil
    }

    /// The key of a property, or `nil` when the transformer skips it.
    @inline(__always)
    func key(for name: String) -> String? {
        guard transforms else { return name }
        return transformedKey(for: name)
    }

    /// The transformer's key of a property, worked out once per name.
    private func transformedKey(for name: String) -> String? {
        if let known = keys[name] { return known }
        let key = configuration.sourceKey(for: name)
        keys[name] = .some(key)
        return key
    }
}
