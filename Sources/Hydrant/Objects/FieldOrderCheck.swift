import Foundation

/// Catches the fields of an initializer-based object mapping listed in another order than the
/// initializer's parameters.
///
/// The types keep most such mistakes from compiling, but not between parameters of one type:
/// in `Mappers.object(Label.init) { Field("color", \.color); Field("name", \.name) }` for
/// `init(name:color:)`, the value read for `color` is handed to `name` and the other way round,
/// and the reverse writes each property under the other's key, without an error either way. After
/// a mapping, each property is read back through its field's key path: when two fields'
/// `Equatable` values each ended up in the other's property, they were swapped.
///
/// Debug builds check the first object each mapping makes and print a warning to standard error
/// (a value the initializer transforms can look swapped, so it is not a trap);
/// `expectFieldOrder(_:reading:)` of HydrantTestSupport checks any input in a test.
final class FieldOrderCheck: @unchecked Sendable {
    private let lock = NSLock()
    private var isPending: Bool

    /// The check of a mapping with this many initializer parameters: one cannot be out of order.
    init(parameterCount: Int) {
        isPending = parameterCount > 1
    }

    /// Whether this is the mapping's first object: `true` once.
    func takeFirst() -> Bool {
        lock.withLock {
            defer { isPending = false }
            return isPending
        }
    }

    /// What a debug build does with the first object: prints the warning, if any.
    static func warnIfSwapped<Root>(_ root: Root, handed: [Any], fields: [AnyField]) {
        guard let warning = warning(root, handed: handed, fields: fields) else { return }
        // The throwing write: a closed or full standard error loses the warning, never the process.
        try? FileHandle.standardError.write(contentsOf: Data(("Hydrant warning: " + warning + "\n").utf8))
    }

    /// The warning for the fields whose values the initializer put in each other's properties, or
    /// `nil` when there are none: "the values read for the fields 'color' and 'name' of the
    /// mapping of Label ended up in each other's property: list the fields in the order of the
    /// initializer's parameters".
    static func warning<Root>(_ root: Root, handed: [Any], fields: [AnyField]) -> String? {
        let pairs = swappedFields(root, handed: handed, fields: fields)
        guard !pairs.isEmpty else { return nil }
        let names = pairs.map { "'\(fields[$0].propertyName.value)' and '\(fields[$1].propertyName.value)'" }
        return "in the mapping of \(Root.self), the values read for the fields "
            + names.joined(separator: ", ")
            + " ended up in each other's property: list the fields in the order of the initializer's parameters"
    }

    /// The positions of the fields whose values were swapped: the value handed for each is the
    /// one the other's key path reads back, and not the one its own reads back.
    static func swappedFields<Root>(_ root: Root, handed: [Any], fields: [AnyField]) -> [(Int, Int)] {
        guard handed.count == fields.count else { return [] }
        let readBack: [Any?] = fields.map { root[keyPath: $0.makeKeyPath() as AnyKeyPath] }
        var pairs: [(Int, Int)] = []
        for first in handed.indices {
            guard let own = readBack[first], !areEqual(handed[first], own) else { continue }
            for second in handed.indices where second > first {
                guard let other = readBack[second] else { continue }
                if areEqual(handed[first], other), areEqual(handed[second], own),
                    !areEqual(handed[first], handed[second])
                {
                    pairs.append((first, second))
                }
            }
        }
        return pairs
    }

    /// The warning a check of one input found, if any (what `fieldOrderWarning(reading:)`
    /// collects, on the thread that maps).
    final class Finding: @unchecked Sendable {
        var warning: String?
    }

    /// Whether two values are of one `Equatable` type and equal; `false` for any other.
    static func areEqual(_ first: Any, _ second: Any) -> Bool {
        guard let first = first as? any Equatable else { return false }
        return first.isEqual(to: second)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
