import Foundation
import Hydrant
import Testing

/// Strings that once crashed the process through Foundation's `DateFormatter` ("Incorrect range
/// CFRange": a digit or space followed by a combining mark or joiner), or cost seconds in a format
/// style, reach no Foundation formatter: every conversion mapper reports them as errors, and no
/// rendering repeats them.
@Suite("Hostile strings in conversion mappers")
struct HostileStringTests {
    static let hostile: [String] = [
        "1\u{301}", "1\u{200D}", " \u{301}", "14 Jan 2014 22:35\u{301}", "Tue, 14 Jan 2014 14:35:23 GMT\u{200D}",
        "2014-01-14\u{FE0F}", "1\r\n", "\u{1F469}\u{200D}\u{1F4BB}", "12\u{20DD}", "\u{0661}\u{0662}\u{0301}",
        String(repeating: "1", count: 300), String(repeating: "9", count: 100_000),
    ]

    static var french: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "fr_FR")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMMM y"
        return formatter
    }

    static var decimal: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }

    /// Every mapper that hands strings to Foundation's formatters, as a function from JSON.
    static func formatterMappers() -> [(name: String, map: (JSON) -> MappingResult<Any>)] {
        var mappers: [(name: String, map: (JSON) -> MappingResult<Any>)] = DateFormat.anyDateFormats.map { format in
            (format.name, { Mappers.date(format).mapping($0).erased })
        }
        mappers += [
            ("pattern", { Mappers.date(DateFormat(pattern: "dd/MM/yyyy")).mapping($0).erased }),
            ("date(formatter:)", { Mappers.date(formatter: french).mapping($0).erased }),
            ("anyDate", { Mappers.anyDate().mapping($0).erased }),
            ("formatted(DateFormatter)", { Mappers.formatted(french, as: Date.self).mapping($0).erased }),
            ("formatted(NumberFormatter)", { Mappers.formatted(decimal, as: Double.self).mapping($0).erased }),
            (
                "formatted(ISO8601DateFormatter)",
                { Mappers.formatted(ISO8601DateFormatter(), as: Date.self).mapping($0).erased }
            ),
            ("number(style:)", { Mappers.number(Double.self, style: .decimal).mapping($0).erased }),
            ("IntegerFormatStyle", { Mappers.formatted(IntegerFormatStyle<Int>()).mapping($0).erased }),
            ("Date.FormatStyle", { Mappers.formatted(Date.FormatStyle()).mapping($0).erased }),
        ]
        return mappers
    }

    @Test(arguments: hostile)
    func foundationFormattersNeverSeeThem(text: String) {
        for mapper in Self.formatterMappers() {
            guard case .failure(let error) = mapper.map(.string(text)) else {
                Issue.record("\(mapper.name) read a hostile string")
                continue
            }
            #expect(error.code == .invalidSourceValue, "\(mapper.name)")
            if text.utf8.count > 20 { #expect(!error.fullRecursiveDescription.contains(text), "\(mapper.name)") }
        }
    }

    /// The other conversions parse by hand; they must not crash and must not repeat the string.
    @Test(arguments: hostile)
    func handWrittenConversionsStaySafe(text: String) {
        let results: [MappingResult<Any>] = [
            Mappers.number(Int.self).mapping(.string(text)).erased,
            Mappers.number(Decimal.self).mapping(.string(text)).erased,
            Mappers.url().mapping(.string(text)).erased,
            Mappers.uuid().mapping(.string(text)).erased,
            Mappers.date(.rfc3339).mapping(.string(text)).erased,
            Mappers.date(.dotNet).mapping(.string(text)).erased,
        ]
        for result in results {
            if case .failure(let error) = result, text.utf8.count > 20 {
                #expect(!error.fullRecursiveDescription.contains(text))
            }
        }
    }

    /// The fuzz target's check passes on every hostile string, read both ways (see
    /// `FuzzChecks.conversionText`).
    @Test(arguments: hostile)
    func theConversionFuzzCheckPasses(text: String) {
        #expect(FuzzChecks.conversions([0] + Array(text.utf8)) == nil)
        #expect(FuzzChecks.conversions([1] + text.utf8.prefix(64)) == nil)
    }

    @Test(arguments: [
        (DateFormat.rfc822, "1\u{301}", "the string is not ASCII"),
        (
            DateFormat.rfc822, "1\r\n",
            "the string has a character made of several Unicode scalars (such as a combining mark or a joiner)"
        ),
        (DateFormat(pattern: "d MMMM y"), String(repeating: "1", count: 257), "the string is longer than 256 bytes"),
        (
            DateFormat(pattern: "y年M月d日"), "2014年1\u{301}月14日",
            "the string has a character made of several Unicode scalars (such as a combining mark or a joiner)"
        ),
    ])
    func theRuleIsNamed(format: DateFormat, text: String, reason: String) throws {
        let error = try #require(throws: MappingError.self) { try Mappers.date(format).map(.string(text)) }
        #expect(error.detail == "not a date in the format \(format.description): \(reason)")
    }

    @Test func formatterErrorsNameTheRule() throws {
        let error = try #require(throws: MappingError.self) {
            try Mappers.formatted(Self.decimal, as: Double.self).map("1\u{301}")
        }
        let underlying = try #require(error.underlyingErrors.first as? NSError)
        #expect(
            underlying.localizedDescription
                == "the string has a character made of several Unicode scalars (such as a combining mark or a joiner)")
    }

    /// Strings that are dates still read, including right-to-left marks that Arabic formats write.
    @Test func legitimateStringsStillRead() throws {
        #expect(try Mappers.date(.rfc822).map("14 Jan 2014 22:35") == Date(timeIntervalSince1970: 1_389_738_900))
        #expect(
            try Mappers.date(formatter: Self.french).map("14 janvier 2014")
                == Date(timeIntervalSince1970: 1_389_657_600))
        let arabic = DateFormatter()
        arabic.locale = Locale(identifier: "ar")
        arabic.timeZone = TimeZone(identifier: "UTC")
        arabic.dateStyle = .short
        let day = Date(timeIntervalSince1970: 1_389_657_600)
        let mapper = Mappers.date(formatter: arabic)
        let written = try mapper.reversed.map(day)
        #expect(written.string?.unicodeScalars.contains("\u{200F}") == true)
        #expect(try mapper.map(written) == day)
    }

    struct Event: Codable, Equatable {
        let id: Int
        let when: Date
    }

    /// The 25-byte document that killed the process: the reflective mapper reads every `Date`
    /// property with `anyDate()`.
    @Test func reflectiveDatesFailWithAnError() throws {
        let result = Mappers.reflective(Event.self).mapping(parsing: #"{"id":1,"when":"1\u0301"}"#)
        guard case .failure(let error) = result else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(error.code == .multipleErrors)
        let when = try #require(error.underlyingErrors.first as? MappingError)
        #expect(when.code == .invalidSourceValue)
        #expect(
            when.fatalDescription.contains(
                "because \"Could not map from 'when' to 'when': not a date in any of the formats")
        )
        let attempts = when.underlyingErrors.compactMap { ($0 as? MappingError)?.detail }
        #expect(
            attempts.last
                == "not a date in the format RFC 822 with time zone (d MMM yyyy HH:mm zzz): the string is not ASCII")
    }
}

extension MappingResult {
    /// The same outcome with the value as `Any`, so that mappers of different types share a table.
    fileprivate var erased: MappingResult<Any> {
        switch self {
        case .success(let value): .success(value)
        case .successWithErrors(let value, let error): .successWithErrors(value, error)
        case .failure(let error): .failure(error)
        }
    }
}
