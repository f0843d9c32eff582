import Foundation

/// A field's property name for error paths (`firstName`), worked out from its key path the first
/// time an error needs it, then kept.
///
/// Describing a key path (``propertyName(of:)``) costs about as much as mapping a small object, so
/// a mapping of many fields that did it for every field when it was built would pay for it before
/// the first value is read — most of a cold start — and for names that an error may never need.
/// Even the key path is made only then (see ``AnyField/makeKeyPath``).
@usableFromInline
final class PropertyName: @unchecked Sendable {
    private let keyPath: (@Sendable () -> any AnyKeyPath & Sendable)?
    private let lock = NSLock()
    private var name: String?

    /// The name of the property of the key path `keyPath` makes, when it is first asked for.
    @usableFromInline
    init(keyPath: @escaping @Sendable () -> any AnyKeyPath & Sendable) {
        self.keyPath = keyPath
    }

    /// A name known already.
    init(_ name: String) {
        self.keyPath = nil
        self.name = name
    }

    /// The name.
    @usableFromInline
    var value: String {
        lock.withLock {
            if let name { return name }
            let described = keyPath.map { propertyName(of: $0()) } ?? ""
            name = described
            return described
        }
    }
}
