public import Foundation

/// A named date format: one of Hydrant's constants or a `DateFormatter` pattern of your own.
///
/// Formats built from a constant or a pattern use the `en_US_POSIX` locale and UTC unless you give
/// another time zone, so they read and write the same text on every machine. The two RFC 3339
/// constants are handled by a hand-written parser and formatter (see ``rfc3339``) and ``dotNet`` by
/// its own code; the others go through a `DateFormatter`, which Hydrant hands only strings of at
/// most 256 bytes whose characters are each one Unicode scalar (ASCII for an ASCII pattern):
/// Foundation's formatter traps on some others, such as a digit followed by a combining mark.
///
/// ```swift
/// let published = Mappers.date(.rfc3339)
/// try published.map("2014-01-14T14:35:23-08:00")        // 2014-01-14 22:35:23 UTC
/// let day = Mappers.date(DateFormat(pattern: "dd/MM/yyyy"))
/// try day.map("14/01/2014")                              // 2014-01-14 00:00:00 UTC
/// let local = Mappers.date(DateFormat.rfc822.in(TimeZone(identifier: "Asia/Kolkata")!))
/// ```
public struct DateFormat: Sendable, Hashable, CustomStringConvertible {
    /// How a format is parsed and written.
    enum Style: Sendable, Hashable {
        case rfc3339(milliseconds: Bool, basicOffset: Bool)
        case dotNet
        case pattern
    }

    let style: Style
    /// The `DateFormatter` pattern, such as `yyyy-MM-dd'T'HH:mm:ssZ`; for ``dotNet``, a description
    /// of its syntax.
    public let pattern: String
    /// A short name for the format, used in error messages: "RFC 3339", or the pattern itself for
    /// your own patterns.
    public let name: String
    /// The time zone dates are written in, and read in when the text has no offset. UTC by default.
    public let timeZone: TimeZone

    /// UTC, the default time zone of every format.
    public static let utc = TimeZone(secondsFromGMT: 0) ?? TimeZone.gmt

    /// A format of your own, read and written by a `DateFormatter` with this pattern, the
    /// `en_US_POSIX` locale and `timeZone` (UTC by default).
    ///
    /// ```swift
    /// let birthday = Mappers.date(DateFormat(pattern: "yyyy-MM-dd"))
    /// try birthday.map("1990-05-17")     // 1990-05-17 00:00:00 UTC
    /// ```
    public init(pattern: String, timeZone: TimeZone = DateFormat.utc) {
        self.init(style: .pattern, pattern: pattern, name: pattern, timeZone: timeZone)
    }

    init(style: Style, pattern: String, name: String, timeZone: TimeZone = DateFormat.utc) {
        self.style = style
        self.pattern = pattern
        self.name = name
        self.timeZone = timeZone
    }

    /// The same format in another time zone: dates are written in `timeZone`, and text without an
    /// offset is read in it.
    ///
    /// ```swift
    /// let paris = DateFormat.rfc3339.in(TimeZone(identifier: "Europe/Paris")!)
    /// try Mappers.date(paris).reversed.map(Date(timeIntervalSince1970: 0))
    /// // "1970-01-01T01:00:00+01:00"
    /// ```
    public func `in`(_ timeZone: TimeZone) -> DateFormat {
        DateFormat(style: style, pattern: pattern, name: name, timeZone: timeZone)
    }

    /// The format as error messages name it: "RFC 3339 (yyyy-MM-dd'T'HH:mm:ssXXXXX)", or just the
    /// pattern for your own patterns.
    public var description: String {
        name == pattern ? pattern : "\(name) (\(pattern))"
    }

    // MARK: Constants

    /// RFC 3339 date and time, `yyyy-MM-dd'T'HH:mm:ssXXXXX`: "2014-01-14T14:35:23Z",
    /// "2014-01-14T14:35:23-08:00". Hydrant's `HYDDateFormatRFC3339`, written as RFC 3339 §5.6
    /// requires.
    ///
    /// Read by a hand-written parser that accepts the whole RFC 3339 syntax — `Z` or `±hh:mm` or
    /// `±hhmm` offsets, `T` or `t`, optional fractional seconds of any length — with every field
    /// range-checked; a leap second `:60` is read as the first instant of the next minute. Written
    /// without fractional seconds (they are truncated), with `Z` for UTC and `±hh:mm` for other
    /// offsets, which strict readers (Go's `time.RFC3339`, JSON Schema's `date-time`) require. (The
    /// original wrote `±hhmm`, ISO 8601's basic form: ``hydrantRFC3339`` writes its bytes.) A date
    /// whose year is outside 0000–9999 in the format's time zone cannot be written (RFC 3339 has
    /// four-digit years): writing it is an error, never another instant.
    ///
    /// ```swift
    /// try Mappers.date(.rfc3339).map("2014-01-14T14:35:23.5Z")   // fractions are accepted
    /// try Mappers.date(.rfc3339).reversed.map(Date(timeIntervalSince1970: 0))   // "1970-01-01T00:00:00Z"
    /// ```
    public static let rfc3339 = DateFormat(
        style: .rfc3339(milliseconds: false, basicOffset: false), pattern: "yyyy-MM-dd'T'HH:mm:ssXXXXX",
        name: "RFC 3339")

    /// RFC 3339 with milliseconds, `yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX`: "2014-01-14T14:35:23.123Z".
    /// Hydrant's `HYDDateFormatRFC3339_milliseconds`, with RFC 3339's offsets (see ``rfc3339``).
    ///
    /// Reads what ``rfc3339`` reads; writes exactly three fraction digits.
    ///
    /// ```swift
    /// try Mappers.date(.rfc3339Milliseconds).reversed.map(Date(timeIntervalSince1970: 0.25))
    /// // "1970-01-01T00:00:00.250Z"
    /// ```
    public static let rfc3339Milliseconds = DateFormat(
        style: .rfc3339(milliseconds: true, basicOffset: false), pattern: "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX",
        name: "RFC 3339 with milliseconds")

    /// The original Hydrant's `HYDDateFormatRFC3339` bytes, `yyyy-MM-dd'T'HH:mm:ssZ`:
    /// "2014-01-14T14:35:23+0000", with ISO 8601's basic `±hhmm` offset, which is not RFC 3339 and
    /// which strict readers reject. For peers that expect exactly those bytes; reads what
    /// ``rfc3339`` reads.
    public static let hydrantRFC3339 = DateFormat(
        style: .rfc3339(milliseconds: false, basicOffset: true), pattern: "yyyy-MM-dd'T'HH:mm:ssZ",
        name: "Hydrant's RFC 3339")

    /// The original Hydrant's `HYDDateFormatRFC3339_milliseconds` bytes,
    /// `yyyy-MM-dd'T'HH:mm:ss.SSSZ`: "2014-01-14T14:35:23.123+0000" (see ``hydrantRFC3339``).
    public static let hydrantRFC3339Milliseconds = DateFormat(
        style: .rfc3339(milliseconds: true, basicOffset: true), pattern: "yyyy-MM-dd'T'HH:mm:ss.SSSZ",
        name: "Hydrant's RFC 3339 with milliseconds")

    /// Microsoft's ASP.NET AJAX dates, `/Date(1389710123000)/` or `/Date(1389710123000+0800)/`:
    /// milliseconds since 1970. Hydrant's `HYDDotNetDateFormatter`.
    ///
    /// The time-zone suffix is informational: the milliseconds alone give the instant, so the
    /// suffix is read and ignored, as the original did. Writing adds the suffix of the format's time
    /// zone at that date when it is not `+0000`. Milliseconds are limited to ±8.64e15 (±100,000,000
    /// days from 1970, the range of JavaScript dates). Unlike the original, which found the first
    /// `/Date(…)/` anywhere in the text, the whole string must be the date.
    ///
    /// ```swift
    /// try Mappers.date(.dotNet).map("/Date(1389710123000+0800)/")   // 2014-01-14 14:35:23 UTC
    /// try Mappers.date(.dotNet).reversed.map(Date(timeIntervalSince1970: 1))   // "/Date(1000)/"
    /// ```
    public static let dotNet = DateFormat(style: .dotNet, pattern: "/Date(milliseconds±hhmm)/", name: ".NET")

    /// `d MMM yyyy HH:mm`: "14 Jan 2014 14:35". Hydrant's `HYDDateFormatRFC822`.
    public static let rfc822 = DateFormat(style: .pattern, pattern: "d MMM yyyy HH:mm", name: "RFC 822")
    /// `EEE, d MMM yyyy HH:mm`: "Tue, 14 Jan 2014 14:35". Hydrant's `HYDDateFormatRFC822_day`.
    public static let rfc822Day = DateFormat(
        style: .pattern, pattern: "EEE, d MMM yyyy HH:mm", name: "RFC 822 with day")
    /// `EEE, d MMM yyyy HH:mm zzz`: "Tue, 14 Jan 2014 14:35 GMT". Hydrant's
    /// `HYDDateFormatRFC822_day_gmt`.
    public static let rfc822DayGMT = DateFormat(
        style: .pattern, pattern: "EEE, d MMM yyyy HH:mm zzz", name: "RFC 822 with day and time zone")
    /// `EEE, d MMM yyyy HH:mm:ss`: "Tue, 14 Jan 2014 14:35:23". Hydrant's
    /// `HYDDateFormatRFC822_day_seconds`.
    public static let rfc822DaySeconds = DateFormat(
        style: .pattern, pattern: "EEE, d MMM yyyy HH:mm:ss", name: "RFC 822 with day and seconds")
    /// `EEE, d MMM yyyy HH:mm:ss zzz`: "Tue, 14 Jan 2014 14:35:23 GMT". Hydrant's
    /// `HYDDateFormatRFC822_day_seconds_gmt`.
    public static let rfc822DaySecondsGMT = DateFormat(
        style: .pattern, pattern: "EEE, d MMM yyyy HH:mm:ss zzz",
        name: "RFC 822 with day, seconds and time zone")
    /// `d MMM yyyy HH:mm zzz`: "14 Jan 2014 14:35 GMT". Hydrant's `HYDDateFormatRFC822_gmt`.
    public static let rfc822GMT = DateFormat(
        style: .pattern, pattern: "d MMM yyyy HH:mm zzz", name: "RFC 822 with time zone")
    /// `d MMM yyyy HH:mm:ss`: "14 Jan 2014 14:35:23". Hydrant's `HYDDateFormatRFC822_seconds`.
    public static let rfc822Seconds = DateFormat(
        style: .pattern, pattern: "d MMM yyyy HH:mm:ss", name: "RFC 822 with seconds")
    /// `d MMM yyyy HH:mm:ss zzz`: "14 Jan 2014 14:35:23 GMT". Hydrant's
    /// `HYDDateFormatRFC822_seconds_gmt`.
    public static let rfc822SecondsGMT = DateFormat(
        style: .pattern, pattern: "d MMM yyyy HH:mm:ss zzz", name: "RFC 822 with seconds and time zone")

    /// The formats ``Mappers/anyDate()`` tries, in order: RFC 3339 with milliseconds, RFC 3339,
    /// .NET, then the eight RFC 822 variants in Hydrant's order.
    public static let anyDateFormats: [DateFormat] = [
        .rfc3339Milliseconds, .rfc3339, .dotNet,
        .rfc822, .rfc822Day, .rfc822DayGMT, .rfc822DaySeconds, .rfc822DaySecondsGMT,
        .rfc822Seconds, .rfc822SecondsGMT, .rfc822GMT,
    ]
}
