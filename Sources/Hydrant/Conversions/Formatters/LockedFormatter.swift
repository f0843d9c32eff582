public import Foundation

/// A Foundation `Formatter` made shareable between threads: a private copy of the caller's
/// formatter (so that later changes to the caller's instance cannot affect the mapper), used only
/// while holding a lock (see ``Locked``).
final class LockedFormatter: Sendable {
    private let formatter: Locked<Formatter>

    /// The formatter's class name, for error messages ("NumberFormatter").
    let name: String

    init(_ formatter: Formatter) {
        self.formatter = Locked((formatter.copy() as? Formatter) ?? formatter)
        self.name = String(describing: type(of: formatter))
    }

    /// Runs `body` with the formatter while holding the lock.
    func withFormatter<Result>(_ body: (Formatter) -> Result) -> Result {
        formatter.withValue(body)
    }

    /// The outcome of reading a string: the object, or the formatter's error description (`nil` when
    /// it gave none).
    enum Parsed {
        case object(Any)
        case failure(String?)
    }

    /// Reads `string` with the formatter.
    ///
    /// A formatter adopting ``StringParsingFormatter`` is asked through that protocol on every
    /// platform. Otherwise, on Apple platforms Foundation's
    /// `getObjectValue(_:for:errorDescription:)` is used. swift-corelibs-foundation (Linux,
    /// Windows) does not offer that method, so there the formatters that can read strings are asked
    /// directly: `NumberFormatter.number(from:)`, `DateFormatter.date(from:)` and
    /// `ISO8601DateFormatter.date(from:)`.
    ///
    /// A string that fails `FormatterInput`'s checks never reaches the formatter.
    func parse(_ string: String) -> Parsed {
        if let problem = FormatterInput.problem(with: string) { return .failure(problem) }
        return withFormatter { formatter in
            if let parsing = formatter as? any StringParsingFormatter {
                var description: String?
                if let object = parsing.objectValue(for: string, errorDescription: &description) {
                    return .object(object)
                }
                return .failure(description)
            }
            #if canImport(Darwin)
                var object: AnyObject?
                var description: NSString?
                if formatter.getObjectValue(&object, for: string, errorDescription: &description), let object {
                    return .object(object)
                }
                return .failure(description.map { String($0) })
            #else
                switch formatter {
                case let numbers as NumberFormatter:
                    return numbers.number(from: string).map { .object($0) } ?? .failure(nil)
                case let dates as DateFormatter:
                    return dates.date(from: string).map { .object($0) } ?? .failure(nil)
                case let dates as ISO8601DateFormatter:
                    return dates.date(from: string).map { .object($0) } ?? .failure(nil)
                default:
                    return .failure("the \(name) cannot read strings on this platform")
                }
            #endif
        }
    }

    /// Writes `value` with `string(for:)`.
    func string(for value: Any) -> String? {
        withFormatter { $0.string(for: value) }
    }
}

/// A `Formatter` subclass that can read strings on every platform.
///
/// On Apple platforms, Hydrant reads strings with `Formatter.getObjectValue(_:for:errorDescription:)`,
/// which a custom subclass overrides. swift-corelibs-foundation (Linux, Windows) has no such method,
/// so a custom formatter adopts this protocol instead; Hydrant then uses it on every platform.
///
/// ```swift
/// final class YesNoFormatter: Formatter, StringParsingFormatter {
///     override func string(for obj: Any?) -> String? { (obj as? Bool).map { $0 ? "yes" : "no" } }
///     func objectValue(for string: String, errorDescription: inout String?) -> Any? {
///         switch string {
///         case "yes": return true
///         case "no": return false
///         default: errorDescription = "expected yes or no"; return nil
///         }
///     }
/// }
/// ```
public protocol StringParsingFormatter: Formatter {
    /// Reads `string`, returning the object, or `nil` after optionally setting `errorDescription`
    /// to a sentence that says why. The sentence ends up in error messages, so it should not repeat
    /// the string.
    func objectValue(for string: String, errorDescription: inout String?) -> Any?
}
