// The check of the "conversions" fuzz target: every conversion mapper on one short string. The
// fuzz target (Fuzz/, through a symbolic link to this file) stops at the first input that breaks
// it; the unit tests replay the seeds and the fail cases with the same check.
import Foundation
import Hydrant

extension FuzzChecks {
    /// Scalars that break naive text handling, for the second way of reading a fuzz input (see
    /// ``conversionText(_:)``): digits and the punctuation of dates and numbers, combining marks,
    /// joiners and variation selectors, bidirectional marks, digits of other scripts, wide and
    /// mathematical digits, spaces of other widths, line breaks, emoji and their modifiers, Hangul
    /// jamo, and letters of month names.
    static let conversionAlphabet: [Unicode.Scalar] =
        Array("0123456789 :-+.,/TZJanuGMTPSe%$".unicodeScalars) + [
            "\u{0301}", "\u{0308}", "\u{20DD}", "\u{0903}", "\u{200D}", "\u{200C}", "\u{FE0F}", "\u{1F3FB}",
            "\u{200E}", "\u{200F}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{0660}", "\u{0661}", "\u{06F1}",
            "\u{0966}", "\u{0E51}", "\u{FF11}", "\u{1D7CF}", "\u{00A0}", "\u{2009}", "\u{202F}", "\u{3000}",
            "\u{000D}", "\u{000A}", "\u{0085}", "\u{2028}", "\u{0000}", "\u{1F600}", "\u{1F469}", "\u{1100}",
            "\u{1161}", "\u{AC00}", "\u{00E9}", "\u{0130}", "\u{00DF}", "\u{066B}", "\u{066C}", "\u{2212}",
            "\u{5E74}", "\u{6708}", "\u{65E5}",
        ]

    /// The string a fuzz input stands for. An input whose first byte is even is its remaining
    /// bytes as UTF-8 (invalid sequences replaced); odd, each remaining byte picks a scalar of
    /// ``conversionAlphabet``, so that short inputs reach the combinations that once crashed.
    public static func conversionText(_ bytes: [UInt8]) -> String {
        guard let first = bytes.first else { return "" }
        let rest = bytes.dropFirst()
        if first & 1 == 0 { return String(decoding: rest, as: UTF8.self) }
        var text = ""
        text.unicodeScalars.append(contentsOf: rest.map { conversionAlphabet[Int($0) % conversionAlphabet.count] })
        return text
    }

    /// Target "conversions": every conversion mapper (dates in every format, Foundation formatters
    /// and format styles, numbers from strings, URLs, UUIDs, a regular-expression validation)
    /// reads the string without crashing; no
    /// error rendering shows the ``canary``; and every date a format reads writes back to the same
    /// instant up to the format's precision (within a minute, and reading the text gives the same
    /// text again), or writing is an error.
    public static func conversions(_ bytes: [UInt8]) -> String? {
        let text = conversionText(bytes)
        let input = JSON.string(text)
        for (name, mapper, isOwnFormat) in dateMappers {
            switch mapper.mapping(input) {
            case .success(let date), .successWithErrors(let date, _):
                // A caller's `DateFormatter` writes what it writes: only Hydrant's formats promise
                // to write back what they read.
                guard isOwnFormat else { continue }
                switch mapper.reversed.mapping(date) {
                case .success(let written), .successWithErrors(let written, _):
                    // Formats keep their precision (RFC 3339 whole seconds, some patterns minutes),
                    // so the text may be up to a minute earlier; it must read back as itself.
                    guard let again = mapper.mapping(written).value else { return "\(name) cannot read what it wrote" }
                    guard abs(again.timeIntervalSince(date)) < 60 else {
                        return "\(name) wrote another instant than it read"
                    }
                    guard mapper.reversed.mapping(again).value == written else {
                        return "\(name) writes a read date differently"
                    }
                case .failure(let error):
                    guard error.code == .invalidSourceValue else { return "\(name) failed to write with \(error.code)" }
                }
            case .failure(let error):
                if let issue = checkRendering(error, of: text, by: name) { return issue }
            }
        }
        for (name, map) in otherConversions {
            if let error = map(input), let issue = checkRendering(error, of: text, by: name) { return issue }
        }
        return nil
    }

    /// `nil` when no rendering of `error` shows the canary (or the input has none).
    private static func checkRendering(_ error: MappingError, of text: String, by name: String) -> String? {
        guard text.contains(canary) else { return nil }
        for rendering in [
            error.fatalDescription, error.fullDescription, error.recursiveDescription, error.fullRecursiveDescription,
        ]
        where rendering.contains(canary) {
            return "a rendering of \(name)'s error shows the input"
        }
        return nil
    }

    /// Every date format and patterns of the caller's (Hydrant's formats: `true`), and formatters
    /// of the caller's in other locales (`false`).
    private static let dateMappers: [(String, Mappers.DateConversion, Bool)] = {
        var mappers = DateFormat.anyDateFormats.map { ($0.name, Mappers.date($0), true) }
        let kiritimati = TimeZone(identifier: "Pacific/Kiritimati") ?? DateFormat.utc
        mappers += [
            ("RFC 3339 at +14:00", Mappers.date(DateFormat.rfc3339.in(kiritimati)), true),
            ("pattern", Mappers.date(DateFormat(pattern: "dd/MM/yyyy HH:mm")), true),
            ("Japanese pattern", Mappers.date(DateFormat(pattern: "y年M月d日")), true),
        ]
        for (identifier, pattern) in [
            ("fr_FR", "d MMMM y HH:mm"), ("ar", "dd/MM/y"), ("th_TH", "d MMM y"), ("hi_IN", "d MMM y"),
        ] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: identifier)
            formatter.timeZone = DateFormat.utc
            formatter.dateFormat = pattern
            mappers.append((identifier, Mappers.date(formatter: formatter), false))
        }
        return mappers
    }()

    /// A conversion as a function from JSON to its error.
    private static func conversion<M: Mapper>(
        _ name: String, _ mapper: M
    ) -> (String, @Sendable (JSON) -> MappingError?)
    where M.Input == JSON {
        (name, { mapper.mapping($0).error })
    }

    /// The other conversions, as functions from JSON to their error.
    private static let otherConversions: [(String, @Sendable (JSON) -> MappingError?)] = {
        let english = Locale(identifier: "en_US")
        let numbers = NumberFormatter()
        numbers.numberStyle = .decimal
        numbers.locale = Locale(identifier: "ar_EG")
        let iso = ISO8601DateFormatter()
        return [
            conversion("anyDate", Mappers.anyDate()),
            conversion("number(Int)", Mappers.number(Int.self)),
            conversion("number(Double)", Mappers.number(Double.self)),
            conversion("number(Decimal)", Mappers.number(Decimal.self)),
            conversion("number(style:)", Mappers.number(Double.self, style: .decimal, locale: english)),
            conversion(
                "number(style: currency)",
                Mappers.number(Int.self, style: .currency, locale: Locale(identifier: "fr_FR"))),
            conversion("formatted(NumberFormatter)", Mappers.formatted(numbers, as: Double.self)),
            conversion("formatted(ISO8601DateFormatter)", Mappers.formatted(iso, as: Date.self)),
            conversion("IntegerFormatStyle", Mappers.formatted(IntegerFormatStyle<Int>(locale: english))),
            conversion(
                "IntegerFormatStyle.Percent", Mappers.formatted(IntegerFormatStyle<Int>.Percent(locale: english))),
            conversion(
                "IntegerFormatStyle.Currency",
                Mappers.formatted(IntegerFormatStyle<Int>.Currency(code: "EUR", locale: english))),
            conversion(
                "FloatingPointFormatStyle", Mappers.formatted(FloatingPointFormatStyle<Double>(locale: english))),
            conversion(
                "Decimal.FormatStyle", Mappers.formatted(Decimal.FormatStyle(locale: Locale(identifier: "de_DE")))),
            conversion(
                "Date.FormatStyle", Mappers.formatted(Date.FormatStyle(locale: english, timeZone: DateFormat.utc))),
            conversion("Date.ISO8601FormatStyle", Mappers.formatted(Date.ISO8601FormatStyle())),
            conversion("url", Mappers.url()),
            conversion("url(schemes:)", Mappers.url(schemes: ["https"])),
            conversion("uuid", Mappers.uuid()),
            conversion(
                "validated(.matches)",
                Mappers.value(String.self).validated(.maxLength(64)).validated(.matches("[a-z0-9]+(-[a-z0-9]+)*"))),
        ]
    }()
}
