import Foundation

/// Microsoft ASP.NET AJAX dates: `/Date(milliseconds)/` and `/Date(milliseconds±hhmm)/`.
enum DotNetDate {
    /// ±100,000,000 days in milliseconds, the range of JavaScript dates.
    static let maximumMilliseconds: Int64 = 8_640_000_000_000_000

    /// Reads `/Date(ms)/` or `/Date(ms±zone)/` (`Date` in any case, zone any digits, ignored).
    static func parse(_ text: String) throws(DateParseFailure) -> Date {
        try text.withUTF8Bytes(parse(bytes:)).get()
    }

    static func parse(bytes b: UTF8Bytes) -> Result<Date, DateParseFailure> {
        let syntax = DateParseFailure(reason: "expected /Date(milliseconds)/ or /Date(milliseconds±hhmm)/")
        let prefix = Array("/date(".utf8)
        guard b.count >= prefix.count + 3 else { return .failure(syntax) }
        for (index, byte) in prefix.enumerated() where b[index] | (byte >= 0x61 ? 0x20 : 0) != byte {
            return .failure(syntax)
        }
        var index = prefix.count
        let negative = b[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var milliseconds: Int64 = 0
        var outOfRange = false
        while index < b.count, b[index] &- UInt8(ascii: "0") < 10 {
            milliseconds = milliseconds * 10 + Int64(b[index] &- UInt8(ascii: "0"))
            if milliseconds > maximumMilliseconds {
                outOfRange = true
                milliseconds = maximumMilliseconds  // keep going to check the syntax, without overflow
            }
            index += 1
        }
        guard index > start else { return .failure(syntax) }
        if index < b.count, b[index] == UInt8(ascii: "+") || b[index] == UInt8(ascii: "-") {
            index += 1
            let zoneStart = index
            while index < b.count, b[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index > zoneStart else { return .failure(syntax) }
        }
        guard index + 2 == b.count, b[index] == UInt8(ascii: ")"), b[index + 1] == UInt8(ascii: "/") else {
            return .failure(syntax)
        }
        guard !outOfRange else {
            return .failure(DateParseFailure(reason: "the milliseconds are beyond ±8.64e15 (±100,000,000 days)"))
        }
        if negative { milliseconds = -milliseconds }
        let sinceReference = milliseconds - RFC3339.referenceFrom1970 * 1000
        return .success(Date(timeIntervalSinceReferenceDate: Double(sinceReference) / 1000))
    }

    /// Writes `/Date(ms)/`, with `±hhmm` when `timeZone`'s offset at that date is not zero; `nil`
    /// when the date is not finite or out of range.
    static func format(_ date: Date, timeZone: TimeZone) -> String? {
        let reference = date.timeIntervalSinceReferenceDate
        guard reference.isFinite, abs(reference) < 8.0e12 else { return nil }
        let milliseconds = Int64((reference * 1000).rounded()) + RFC3339.referenceFrom1970 * 1000
        guard abs(milliseconds) <= maximumMilliseconds else { return nil }
        var text = "/Date(\(milliseconds)"
        let offset = timeZone.secondsFromGMT(for: date)
        if offset != 0 {
            let minutes = abs(offset) / 60
            text += offset < 0 ? "-" : "+"
            text += String(minutes / 600) + String(minutes / 60 % 10) + String(minutes % 60 / 10) + String(minutes % 10)
        }
        return text + ")/"
    }
}
