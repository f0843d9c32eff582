import Foundation

/// Hand-written RFC 3339 parsing and formatting over UTF-8, used for the ``DateFormat/rfc3339``
/// and ``DateFormat/rfc3339Milliseconds`` constants instead of `DateFormatter` (many times faster,
/// and free of locale and thread-safety concerns).
///
/// Parsing accepts the full RFC 3339 `date-time` syntax:
///
/// - `yyyy-MM-ddTHH:mm:ss`, with `T` or `t` between date and time;
/// - optional fractional seconds of any length after a `.` (the first nine digits are used, so the
///   result is exact to the millisecond and beyond);
/// - an offset: `Z`/`z`, `±hh:mm`, or `±hhmm` (the form the constants' `Z` pattern letter writes);
///   `-00:00` is read as UTC.
///
/// Every field is range-checked: month 1–12, day 1 to the length of the month (leap years included),
/// hour 0–23, minute 0–59, second 0–60, offset hours 0–23 and minutes 0–59. A leap second (`:60`),
/// which RFC 3339 allows but `Date` cannot represent, is read as the first instant of the next
/// minute. Dates use the proleptic Gregorian calendar, as ISO 8601 does (`DateFormatter` switches
/// to the Julian calendar before October 1582, so the two differ for earlier dates).
///
/// Formatting writes `yyyy-MM-ddTHH:mm:ss[.SSS]` and `Z` or `±hh:mm` (RFC 3339 §5.6), or `±hhmm` for
/// the original's constants — byte for byte what `DateFormatter` writes for the patterns (`XXXXX`,
/// `Z`) with the `en_US_POSIX` locale. The text always denotes
/// the same instant as the date (up to the truncated fraction): an offset that is not a whole
/// number of minutes (local mean time before 1900 in many time zones) is written truncated to the
/// minute, and the local time is the one at that offset. A date whose year at the offset is outside
/// 0000–9999, which RFC 3339 cannot write, gives `nil`.
enum RFC3339 {
    /// Why a string is not an RFC 3339 date.
    enum Failure: Error, Equatable, Sendable {
        case syntax, month, day, hour, minute, second, offset

        /// The rule that rejected the string, for an error's detail.
        var reason: String {
            switch self {
            case .syntax: "expected yyyy-MM-ddTHH:mm:ss, optional fractional seconds, then Z or ±hh:mm"
            case .month: "the month is not 1–12"
            case .day: "the day is not in the month"
            case .hour: "the hour is not 0–23"
            case .minute: "the minute is not 0–59"
            case .second: "the second is not 0–60"
            case .offset: "the time-zone offset is out of range"
            }
        }
    }

    /// Seconds from 1970-01-01 to 2001-01-01 (`Date`'s reference date).
    static let referenceFrom1970: Int64 = 978_307_200

    /// Parses an RFC 3339 date-time.
    static func parse(_ text: String) throws(Failure) -> Date {
        try text.withUTF8Bytes(parse(bytes:)).get()
    }

    /// Parses the UTF-8 bytes of an RFC 3339 date-time.
    static func parse(bytes b: UTF8Bytes) -> Result<Date, Failure> {
        // yyyy-MM-ddTHH:mm:ss is 19 bytes; the shortest offset, Z, one more.
        guard b.count >= 20,
            let year = digits(b, 0, 4), b[4] == UInt8(ascii: "-"),
            let month = digits(b, 5, 2), b[7] == UInt8(ascii: "-"),
            let day = digits(b, 8, 2), b[10] | 0x20 == UInt8(ascii: "t"),
            let hour = digits(b, 11, 2), b[13] == UInt8(ascii: ":"),
            let minute = digits(b, 14, 2), b[16] == UInt8(ascii: ":"),
            let second = digits(b, 17, 2)
        else { return .failure(.syntax) }
        guard (1...12).contains(month) else { return .failure(.month) }
        guard day >= 1, day <= daysInMonth(year: year, month: month) else { return .failure(.day) }
        guard hour <= 23 else { return .failure(.hour) }
        guard minute <= 59 else { return .failure(.minute) }
        guard second <= 60 else { return .failure(.second) }

        var index = 19
        var nanoseconds = 0
        if b[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            var scale = 100_000_000
            while index < b.count, b[index] &- UInt8(ascii: "0") < 10 {
                nanoseconds += Int(b[index] &- UInt8(ascii: "0")) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return .failure(.syntax) }
        }

        guard index < b.count else { return .failure(.syntax) }
        var offset = 0
        switch b[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            index += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = b[index] == UInt8(ascii: "-") ? -1 : 1
            guard let offsetHours = digits(b, index + 1, 2) else { return .failure(.syntax) }
            index += 3
            if index < b.count, b[index] == UInt8(ascii: ":") { index += 1 }
            guard let offsetMinutes = digits(b, index, 2) else { return .failure(.syntax) }
            index += 2
            guard offsetHours <= 23, offsetMinutes <= 59 else { return .failure(.offset) }
            offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
        default:
            return .failure(.syntax)
        }
        guard index == b.count else { return .failure(.syntax) }

        let days = Int64(daysFromCivil(year: year, month: month, day: day))
        let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)
        let interval = Double(seconds - referenceFrom1970) + Double(nanoseconds) / 1_000_000_000
        return .success(Date(timeIntervalSinceReferenceDate: interval))
    }

    /// Formats `date` as `yyyy-MM-ddTHH:mm:ss[.SSS]` and its offset from UTC (truncated to whole
    /// minutes) — `Z` or `±hh:mm` as RFC 3339 §5.6 writes it, or `±hhmm` (ISO 8601's basic form,
    /// which the original Hydrant wrote) when `basicOffset` — or returns `nil` when the date is not
    /// finite or its year at that offset is outside 0000–9999. Fractions of a millisecond are
    /// truncated, as `DateFormatter` does.
    static func format(_ date: Date, milliseconds: Bool, offsetSeconds: Int, basicOffset: Bool = false) -> String? {
        let reference = date.timeIntervalSinceReferenceDate
        // ±1e12 s is beyond year ±30000: the year check below rejects it; this keeps Int64 safe.
        guard reference.isFinite, abs(reference) < 1e12 else { return nil }
        // Whole minutes, towards zero: the offset written is the offset used, so the text is exact.
        let offsetSeconds = offsetSeconds / 60 * 60
        // Truncating to the millisecond, with a margin of a few units in the last place (at least
        // half a microsecond) to absorb the binary representation error, so that a date read from
        // `…:23.123` writes back `.123` rather than `.122`.
        let margin = Swift.max(reference.ulp * 4000, 0.0005)
        let truncated = Int64((reference * 1000 + margin).rounded(.down))
        let localMilliseconds = truncated + (referenceFrom1970 + Int64(offsetSeconds)) * 1000
        let localSeconds = floorDivide(localMilliseconds, 1000)
        let millisecond = Int(localMilliseconds - localSeconds * 1000)
        let days = floorDivide(localSeconds, 86_400)
        let secondOfDay = Int(localSeconds - days * 86_400)
        let (year, month, day) = civilFromDays(Int(days))
        guard (0...9999).contains(year) else { return nil }

        let length = (milliseconds ? 23 : 19) + 6
        return String(asciiCapacity: length) { writer in
            func put(_ byte: UInt8) {
                writer.put(byte)
            }
            func put(_ value: Int, width: Int) {
                var divisor = 1
                for _ in 1..<width { divisor *= 10 }
                while divisor > 0 {
                    put(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                    divisor /= 10
                }
            }
            put(year, width: 4)
            put(UInt8(ascii: "-"))
            put(month, width: 2)
            put(UInt8(ascii: "-"))
            put(day, width: 2)
            put(UInt8(ascii: "T"))
            put(secondOfDay / 3600, width: 2)
            put(UInt8(ascii: ":"))
            put(secondOfDay / 60 % 60, width: 2)
            put(UInt8(ascii: ":"))
            put(secondOfDay % 60, width: 2)
            if milliseconds {
                put(UInt8(ascii: "."))
                put(millisecond, width: 3)
            }
            if offsetSeconds == 0, !basicOffset {
                put(UInt8(ascii: "Z"))
                return
            }
            put(UInt8(ascii: offsetSeconds < 0 ? "-" : "+"))
            let offsetMinutes = abs(offsetSeconds) / 60
            put(offsetMinutes / 60, width: 2)
            if !basicOffset { put(UInt8(ascii: ":")) }
            put(offsetMinutes % 60, width: 2)
        }
    }

    /// The decimal value of `count` ASCII digits at `start`, or `nil`.
    @inline(__always)
    static func digits(_ b: UTF8Bytes, _ start: Int, _ count: Int) -> Int? {
        guard start + count <= b.count else { return nil }
        var value = 0
        for index in start..<(start + count) {
            let digit = b[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Integer division rounding towards negative infinity.
    @inline(__always)
    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }
}
