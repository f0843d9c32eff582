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
    private static let shared = SharedFormatters()

    /// The formatter for `pattern` in `timeZone`: shared when the time zone is UTC.
    static func make(pattern: String, timeZone: TimeZone) -> LockedDateFormatter {
        guard timeZone == DateFormat.utc else { return LockedDateFormatter(pattern: pattern, timeZone: timeZone) }
        return shared.formatter(for: pattern)
    }

    /// The formatters in UTC by pattern, each made once.
    private final class SharedFormatters: @unchecked Sendable {
        // Safe to share: `formatters` is read and changed only under `lock`.
        private let lock = NSLock()
        private var formatters: [String: LockedDateFormatter] = [:]

        func formatter(for pattern: String) -> LockedDateFormatter {
            lock.withLock {
                if let formatter = formatters[pattern] { return formatter }
                let formatter = LockedDateFormatter(pattern: pattern, timeZone: DateFormat.utc)
                formatters[pattern] = formatter
                return formatter
            }
        }
    }
}

/// Why a string could not be read as a date: the rule that rejected it, never the string.
struct DateParseFailure: Error, Sendable {
    var reason: String?
}

/// Reads and writes dates in one format; what the date mappers share.
struct DateCodec: Sendable {
    enum Engine: Sendable {
        case rfc3339(milliseconds: Bool, basicOffset: Bool)
        case dotNet
        case formatter(LockedDateFormatter)
    }

    let engine: Engine
    let timeZone: TimeZone
    /// How errors name the format: "RFC 3339 (yyyy-MM-dd'T'HH:mm:ssXXXXX)".
    let formatDescription: String
    /// Whether the format is one of Hydrant's `en_US_POSIX` patterns (a ``DateFormat``, not a
    /// caller's formatter): its text is ASCII when the pattern is, and it writes only years
    /// 1–9999 of the Gregorian calendar, which it reads back to the same instant.
    private let ownPattern: OwnPattern?

    /// What a ``DateFormat`` pattern's codec knows about the text it reads and writes.
    struct OwnPattern: Sendable {
        /// Whether the pattern, and so every date it writes, is ASCII.
        let isASCII: Bool
        /// The calendar the formatter uses, in the format's time zone, for the year check.
        let calendar: Calendar
        /// The pattern, when its fields are numbers of fixed width: most dates are then read
        /// and written without the formatter.
        let fixed: FixedDatePattern?
    }

    init(_ format: DateFormat) {
        timeZone = format.timeZone
        formatDescription = format.description
        switch format.style {
        case .rfc3339(let milliseconds, let basicOffset):
            engine = .rfc3339(milliseconds: milliseconds, basicOffset: basicOffset)
            ownPattern = nil
        case .dotNet:
            engine = .dotNet
            ownPattern = nil
        case .pattern:
            engine = .formatter(LockedDateFormatter.make(pattern: format.pattern, timeZone: format.timeZone))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = format.timeZone
            ownPattern = OwnPattern(
                isASCII: format.pattern.utf8.allSatisfy { $0 < 0x80 }, calendar: calendar,
                fixed: FixedDatePattern(pattern: format.pattern, timeZone: format.timeZone))
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
        ownPattern = nil
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
            if let fixed = ownPattern?.fixed, let date = fixed.date(from: string) { return date }
            // Foundation's formatter traps on some strings (see `FormatterInput`): check first.
            if let problem = FormatterInput.problem(with: string, asciiOnly: ownPattern?.isASCII ?? false) {
                throw DateParseFailure(reason: problem)
            }
            guard let date = formatter.date(from: string) else { throw DateParseFailure(reason: nil) }
            return date
        }
    }

    /// Writes a date, or returns `nil` when it cannot be written so that reading the text gives the
    /// same instant back: a date that is not finite; for RFC 3339, a year outside 0000–9999 in the
    /// format's time zone; for Hydrant's patterns, a year outside 1–9999 of the Gregorian calendar
    /// (the patterns write no era, and five-digit years); for .NET, beyond its range.
    func string(from date: Date) -> String? {
        let reference = date.timeIntervalSinceReferenceDate
        guard reference.isFinite else { return nil }
        switch engine {
        case .rfc3339(let milliseconds, let basicOffset):
            let offset = timeZone.secondsFromGMT(for: date)
            return RFC3339.format(date, milliseconds: milliseconds, offsetSeconds: offset, basicOffset: basicOffset)
        case .dotNet:
            return DotNetDate.format(date, timeZone: timeZone)
        case .formatter(let formatter):
            if let ownPattern {
                // ±1e12 s is beyond year ±30,000, and keeps Calendar within its range.
                guard abs(reference) < 1e12 else { return nil }
                // Years 1600–9999 of a fixed pattern, without the calendar or the formatter.
                if let text = ownPattern.fixed?.string(from: date) { return text }
                let components = ownPattern.calendar.dateComponents([.era, .year], from: date)
                guard components.era == 1, let year = components.year, (1...9999).contains(year) else { return nil }
            }
            return formatter.string(from: date)
        }
    }
}
