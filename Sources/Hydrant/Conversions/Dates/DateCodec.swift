import Foundation

/// A `DateFormatter` behind a lock (see ``Locked``), so that one formatter can be shared by every
/// copy of a mapper on every thread.
final class LockedDateFormatter: Sendable {
    private let formatter: Locked<DateFormatter>

    /// Wraps a formatter no other code will touch.
    init(owning formatter: DateFormatter) {
        self.formatter = Locked(formatter)
    }

    /// A formatter for `pattern` with the `en_US_POSIX` locale and `timeZone`.
    convenience init(pattern: String, timeZone: TimeZone) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        self.init(owning: formatter)
    }

    /// The formatter's pattern, for error messages.
    var pattern: String {
        formatter.withValue { $0.dateFormat ?? "" }
    }

    func date(from string: String) -> Date? {
        formatter.withValue { $0.date(from: string) }
    }

    func string(from date: Date) -> String {
        formatter.withValue { $0.string(from: date) }
    }

    /// Shared formatters for the constants in UTC, created on first use.
    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var shared: [String: LockedDateFormatter] = [:]

    /// The formatter for `pattern` in `timeZone`: shared when the time zone is UTC.
    static func make(pattern: String, timeZone: TimeZone) -> LockedDateFormatter {
        guard timeZone == DateFormat.utc else { return LockedDateFormatter(pattern: pattern, timeZone: timeZone) }
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let formatter = shared[pattern] { return formatter }
        let formatter = LockedDateFormatter(pattern: pattern, timeZone: timeZone)
        shared[pattern] = formatter
        return formatter
    }
}

/// Why a string could not be read as a date: the rule that rejected it, never the string.
struct DateParseFailure: Error, Sendable {
    var reason: String?
}

/// Reads and writes dates in one format; what the date mappers share.
struct DateCodec: Sendable {
    enum Engine: Sendable {
        case rfc3339(milliseconds: Bool)
        case dotNet
        case formatter(LockedDateFormatter)
    }

    let engine: Engine
    let timeZone: TimeZone
    /// How errors name the format: "RFC 3339 (yyyy-MM-dd'T'HH:mm:ssZ)".
    let formatDescription: String
    /// The pattern's formatter, for what the hand-written RFC 3339 formatter does not handle
    /// (years outside 0000–9999, offsets in seconds); created on first use.
    private let fallback: Fallback?

    /// A lazily created formatter, shared by the copies of a codec.
    final class Fallback: @unchecked Sendable {
        private let lock = NSLock()
        private let pattern: String
        private let timeZone: TimeZone
        private var formatter: LockedDateFormatter?

        init(pattern: String, timeZone: TimeZone) {
            self.pattern = pattern
            self.timeZone = timeZone
        }

        var value: LockedDateFormatter {
            lock.lock()
            defer { lock.unlock() }
            if let formatter { return formatter }
            let formatter = LockedDateFormatter.make(pattern: pattern, timeZone: timeZone)
            self.formatter = formatter
            return formatter
        }
    }

    init(_ format: DateFormat) {
        timeZone = format.timeZone
        formatDescription = format.description
        switch format.style {
        case .rfc3339(let milliseconds):
            engine = .rfc3339(milliseconds: milliseconds)
            fallback = Fallback(pattern: format.pattern, timeZone: format.timeZone)
        case .dotNet:
            engine = .dotNet
            fallback = nil
        case .pattern:
            engine = .formatter(LockedDateFormatter.make(pattern: format.pattern, timeZone: format.timeZone))
            fallback = nil
        }
    }

    /// A codec for a caller's formatter, of which it keeps a copy.
    init(formatter: DateFormatter) {
        let copy = (formatter.copy() as? DateFormatter) ?? formatter
        let locked = LockedDateFormatter(owning: copy)
        engine = .formatter(locked)
        timeZone = copy.timeZone ?? DateFormat.utc
        let pattern = copy.dateFormat ?? ""
        formatDescription = pattern.isEmpty ? "of the date formatter" : pattern
        fallback = nil
    }

    /// Reads a date, or says which rule rejected the string.
    func date(from string: String) throws(DateParseFailure) -> Date {
        switch engine {
        case .rfc3339:
            do {
                return try RFC3339.parse(string)
            } catch {
                throw DateParseFailure(reason: error.reason)
            }
        case .dotNet:
            return try DotNetDate.parse(string)
        case .formatter(let formatter):
            guard let date = formatter.date(from: string) else { throw DateParseFailure(reason: nil) }
            return date
        }
    }

    /// Writes a date, or returns `nil` when it cannot be written (a date that is not finite, or out
    /// of the .NET range).
    func string(from date: Date) -> String? {
        switch engine {
        case .rfc3339(let milliseconds):
            guard date.timeIntervalSinceReferenceDate.isFinite else { return nil }
            let offset = timeZone.secondsFromGMT(for: date)
            if let text = RFC3339.format(date, milliseconds: milliseconds, offsetSeconds: offset) {
                return text
            }
            return fallback?.value.string(from: date)
        case .dotNet:
            return DotNetDate.format(date, timeZone: timeZone)
        case .formatter(let formatter):
            guard date.timeIntervalSinceReferenceDate.isFinite else { return nil }
            return formatter.string(from: date)
        }
    }
}
