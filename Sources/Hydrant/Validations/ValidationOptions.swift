/// Options for running validators (``Mapper/validated(_:options:)``).
public struct ValidationOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Also check values in the reverse direction (when a model is written back to JSON). By
    /// default the reverse lets every value through: validation guards what comes in.
    public static let inReverse = ValidationOptions(rawValue: 1 << 0)

    /// Show the rejected value in the error's detail ("…; got \"x\""). Off by default, because
    /// values may be passwords, tokens or personal data and error descriptions end up in logs.
    public static let revealingValues = ValidationOptions(rawValue: 1 << 1)
}
