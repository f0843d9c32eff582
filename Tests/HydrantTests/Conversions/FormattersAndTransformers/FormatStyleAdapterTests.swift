import Foundation
import Hydrant
import Testing

@Suite("FormatStyle adapters")
struct FormatStyleAdapterTests {
    static let iso = Date.ISO8601FormatStyle()
    static let integers = IntegerFormatStyle<Int>(locale: Locale(identifier: "en_US"))
    static let doubles = FloatingPointFormatStyle<Double>(locale: Locale(identifier: "en_US"))
    static let decimals = Decimal.FormatStyle(locale: Locale(identifier: "en_US"))

    @Test func iso8601ReadsAndWrites() throws {
        let timestamp = Mappers.formatted(Self.iso)
        #expect(try timestamp.map("1970-01-02T00:00:00Z") == Date(timeIntervalSince1970: 86_400))
        #expect(try timestamp.reversed.map(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    }

    @Test func numbersReadAndWrite() throws {
        #expect(try Mappers.formatted(Self.integers).map("1,234") == 1234)
        #expect(try Mappers.formatted(Self.integers).reversed.map(1234) == "1,234")
        #expect(try Mappers.formatted(Self.doubles).map("2.5") == 2.5)
        #expect(try Mappers.formatted(Self.decimals).map("1.25") == Decimal(string: "1.25"))
    }

    @Test func roundTrips() throws {
        let timestamp = Mappers.formatted(Self.iso)
        for text: JSON in ["2020-01-02T03:04:05Z", "1999-12-31T23:59:59Z"] {
            #expect(try timestamp.reversed.map(timestamp.map(text)) == text)
        }
        let count = Mappers.formatting(Self.integers)
        for value in [0, -7, 1_000_000] {
            #expect(try count.reversed.map(count.map(value)) == value)
        }
    }

    @Test func unreadableStringIsFatalAndHidesTheValue() throws {
        let secret = "2020-13-99Tt0ken"
        let error = try #require(throws: MappingError.self) { try Mappers.formatted(Self.iso).map(.string(secret)) }
        #expect(error.code == .invalidSourceValue)
        #expect(error.isFatal)
        #expect(error.sourceValue?.value as? JSON == .string(secret))
        let underlying = try #require(error.underlyingErrors.first as? NSError)
        #expect(underlying.domain == NSCocoaErrorDomain)
        #expect(underlying.code == NSFormattingError)
        #expect(underlying.userInfo[NSDebugDescriptionErrorKey] == nil)
        for text in [
            error.fatalDescription, error.fullDescription, error.recursiveDescription, error.fullRecursiveDescription,
        ] {
            #expect(!text.contains(secret))
            #expect(text.contains("ISO8601FormatStyle"))
        }
        let numberError = try #require(throws: MappingError.self) { try Mappers.formatted(Self.integers).map("abc") }
        #expect(!numberError.fullRecursiveDescription.contains("abc"))
    }

    /// Foundation's strategies read the longest prefix they can; the mapper wants the whole string.
    @Test(arguments: [
        ("12abc", "the style reads only part of the string"),
        ("1,2", "the style reads only part of the string"),
        ("5-", "the style reads only part of the string"),
        ("12 ", "the style reads only part of the string"),
        (" 12", "the style reads only part of the string"),
        ("12.7", "an integer cannot have a fraction"),
        ("1.000", "an integer cannot have a fraction"),
    ])
    func integersAreReadStrictly(text: String, reason: String) throws {
        let error = try #require(throws: MappingError.self) { try Mappers.formatted(Self.integers).map(.string(text)) }
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == "the IntegerFormatStyle<Int> format style could not read the string: \(reason)")
    }

    @Test func wholeValuesStillRead() throws {
        #expect(try Mappers.formatted(Self.integers).map("-1,234") == -1234)
        #expect(
            try Mappers.formatted(IntegerFormatStyle<Int>(locale: Locale(identifier: "de_DE"))).map("1.234") == 1234)
        #expect(try Mappers.formatted(Self.doubles).map("1,234.5") == 1234.5)
        #expect(
            try Mappers.formatted(IntegerFormatStyle<Int>.Percent(locale: Locale(identifier: "en_US"))).map("12%") == 12
        )
        let dollars = IntegerFormatStyle<Int>.Currency(code: "USD", locale: Locale(identifier: "en_US"))
        #expect(try Mappers.formatted(dollars).map("$12") == 12)
        #expect(throws: MappingError.self) { try Mappers.formatted(dollars).map("$12x") }
        #expect(throws: MappingError.self) { try Mappers.formatted(Self.doubles).map("1.5x") }
        #expect(throws: MappingError.self) { try Mappers.formatted(Self.decimals).map("1.5x") }
        #expect(throws: MappingError.self) { try Mappers.formatted(Self.iso).map("2014-01-14T14:35:23Zjunk") }
    }

    /// A million digits took 12 s; strings over 256 bytes are rejected before the style sees them.
    @Test func longStringsAreRejectedUnread() throws {
        let digits = String(repeating: "1", count: 1_000_000)
        let error = try #require(throws: MappingError.self) {
            try Mappers.formatted(Self.integers).map(.string(digits))
        }
        #expect(
            error.detail
                == "the IntegerFormatStyle<Int> format style could not read the string: the string is longer than 256 bytes"
        )
        #expect(
            try Mappers.formatted(Self.doubles).map(.string("0." + String(repeating: "0", count: 250) + "1")) == 1e-251)
    }

    @Test(arguments: [JSON.null, 12, false, [], [:]])
    func wrongKindsAreRejected(input: JSON) throws {
        let error = try #require(throws: MappingError.self) { try Mappers.formatted(Self.iso).map(input) }
        #expect(error.code == .invalidSourceType)
        #expect(error.isFatal)
    }

    @Test func missingAndNullThroughOptionally() throws {
        let count = Mappers.optionally(Mappers.formatted(Self.integers))
        #expect(count.mapping(nil).value == .some(nil))
        #expect(count.mapping(.some(.null)).value == .some(nil))
        #expect(try count.map(.some("12")) == 12)
        #expect(count.mapping(.some("twelve")).value == .some(nil))
    }

    @Test func oneWayFormatting() throws {
        // Percent is parseable, so `formatted` reads strings; `formatting` writes them.
        let percent = IntegerFormatStyle<Int>.Percent(locale: Locale(identifier: "en_US"))
        #expect(try Mappers.formatting(percent).map(5) == "5%")
        #expect(try Mappers.formatted(percent).map("5%") == 5)
        let nonParseable = Mappers.formatted(OnlyFormats())
        #expect(try nonParseable.map(3) == "***")
        #expect(!(nonParseable as Any is any ReversibleMapper))
        #expect(Mappers.formatting(Self.integers) as Any is any ReversibleMapper)
    }
}

/// A style that can format but not parse.
struct OnlyFormats: FormatStyle, Sendable {
    func format(_ value: Int) -> String { String(repeating: "*", count: max(0, value)) }
}
