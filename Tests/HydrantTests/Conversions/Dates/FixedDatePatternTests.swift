import Foundation
import Hydrant
import Testing

/// Patterns of fixed-width numeric fields are read and written without the `DateFormatter`: the
/// same dates, texts and rejections as the formatter gives.
@Suite("DateFormat patterns of fixed-width fields")
struct FixedDatePatternTests {
    static let patterns = [
        "yyyy-MM-dd", "dd/MM/yyyy", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm:ss.SSS", "yyyyMMddHHmm",
        "'day' dd 'of' MM, yyyy", "yyyy-MM-dd'T'HH:mm:ss'Z'",
    ]

    /// A formatter as `DateFormat` makes one.
    static func formatter(_ pattern: String, _ timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter
    }

    static let zones = [
        DateFormat.utc, TimeZone(secondsFromGMT: 5 * 3600 + 1800)!, TimeZone(secondsFromGMT: -8 * 3600)!,
    ]

    /// Random instants from 1500 to 9999 (some before 1600, which the formatter handles), each
    /// written as the formatter writes it and read back as the formatter reads it.
    @Test(arguments: patterns)
    func datesAndTextsAreTheFormatters(_ pattern: String) throws {
        var rng = SplitMix64(seed: 0xDA7E)
        for zone in Self.zones {
            let mapper = Mappers.date(DateFormat(pattern: pattern, timeZone: zone))
            let formatter = Self.formatter(pattern, zone)
            for _ in 0..<400 {
                // Milliseconds from 1500 to 9999, some with a fraction of a millisecond.
                let milliseconds = Double(Int64(rng.next() % 266_000_000_000_000)) - 14_831_769_600_000
                let date = Date(timeIntervalSince1970: milliseconds / 1000 + (rng.next() % 3 == 0 ? 0.0004 : 0))
                let written = try #require(mapper.reversed.map(date).string)
                #expect(written == formatter.string(from: date), "\(pattern) \(date)")
                #expect(try mapper.map(.string(written)) == formatter.date(from: written), "\(pattern) \(written)")
            }
        }
    }

    /// Texts of the pattern's length that are not dates, or not plainly, are the formatter's to
    /// decide: the same result as the formatter's.
    @Test(arguments: [
        "2020-02-30", "2019-02-29", "2020-02-29", "2020-13-01", "2020-00-10", "1582-10-10", "1600-01-01",
        "0001-01-01", "2020-1-011", "2020/01/01", "+020-01-01", "2020-01-0a", "20200-1-01",
    ])
    func otherTextsAreTheFormattersToDecide(_ text: String) {
        let formatter = Self.formatter("yyyy-MM-dd", DateFormat.utc)
        let mapped = try? Mappers.date(DateFormat(pattern: "yyyy-MM-dd")).map(.string(text))
        #expect(mapped == formatter.date(from: text), "\(text)")
    }

    /// Time zones whose offset changes are left to the formatter.
    @Test func aZoneWithDaylightSavingTimeIsTheFormatters() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let mapper = Mappers.date(DateFormat(pattern: "yyyy-MM-dd HH:mm", timeZone: paris))
        let formatter = Self.formatter("yyyy-MM-dd HH:mm", paris)
        for text in ["2024-07-01 12:00", "2024-01-01 12:00", "2024-03-31 02:30"] {
            #expect((try? mapper.map(.string(text))) == formatter.date(from: text), "\(text)")
        }
    }
}
