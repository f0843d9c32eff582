import Foundation
import Hydrant
import Testing

/// A custom formatter that reads strings on every platform through `StringParsingFormatter`.
final class YesNoTestFormatter: Formatter, StringParsingFormatter, @unchecked Sendable {
    override func string(for obj: Any) -> String? { (obj as? Bool).map { $0 ? "yes" : "no" } }
    func objectValue(for string: String, errorDescription: inout String?) -> Any? {
        switch string {
        case "yes": return true
        case "no": return false
        default:
            errorDescription = "expected yes or no"
            return nil
        }
    }
}

@Suite("Formatter adapters")
struct FormatterAdapterTests {
    static func numbers() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }

    static func days() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }

    @Test func readsNumbers() throws {
        let amount = Mappers.formatted(Self.numbers(), as: Double.self)
        #expect(try amount.map("1,234.5") == 1234.5)
        #expect(try Mappers.formatted(Self.numbers(), as: Int.self).map("42") == 42)
    }

    @Test func readsAndWritesDates() throws {
        let day = Mappers.formatted(Self.days(), as: Date.self)
        #expect(try day.map("1970-01-02") == Date(timeIntervalSince1970: 86_400))
        #expect(try day.reversed.map(Date(timeIntervalSince1970: 0)) == "1970-01-01")
        #expect(
            try Mappers.formatting(Date.self, with: Self.days()).map(Date(timeIntervalSince1970: 0)) == "1970-01-01")
    }

    @Test func roundTrips() throws {
        let day = Mappers.formatted(Self.days(), as: Date.self)
        for text in ["2000-02-29", "1999-12-31"] {
            #expect(try day.reversed.map(day.map(.string(text))) == .string(text))
        }
        let writer = Mappers.formatting(Date.self, with: Self.days())
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        #expect(try writer.reversed.map(writer.map(date)) == date)
    }

    @Test func unreadableStringIsFatalWithFormattingErrorAndNoValue() throws {
        let secret = "s3cr3t-t0ken"
        let amount = Mappers.formatted(Self.numbers(), as: Double.self)
        let error = try #require(throws: MappingError.self) { try amount.map(.string(secret)) }
        #expect(error.code == .invalidSourceValue)
        #expect(error.isFatal)
        #expect(error.sourceValue?.value as? JSON == .string(secret))
        let underlying = try #require(error.underlyingErrors.first as? NSError)
        #expect(underlying.domain == NSCocoaErrorDomain)
        #expect(underlying.code == NSFormattingError)
        #expect(underlying.code == 2048)
        #expect(underlying.localizedDescription == "the formatter could not read the string")
        for text in [
            error.fatalDescription, error.fullDescription, error.recursiveDescription, error.fullRecursiveDescription,
        ] {
            #expect(!text.contains(secret))
            #expect(text.contains("NumberFormatter"))
        }
    }

    @Test func formattersErrorDescriptionIsCarried() throws {
        let yesNo = Mappers.formatted(YesNoTestFormatter(), as: Bool.self)
        #expect(try yesNo.map("yes") == true)
        #expect(try yesNo.reversed.map(false) == "no")
        let error = try #require(throws: MappingError.self) { try yesNo.map("maybe") }
        let underlying = try #require(error.underlyingErrors.first as? NSError)
        #expect(underlying.localizedDescription == "expected yes or no")
        #expect(!error.fullRecursiveDescription.contains("maybe"))
    }

    @Test(arguments: [JSON.null, 12, true, ["a"], ["k": "v"]])
    func wrongKindsAreRejectedWithoutCallingTheFormatter(input: JSON) throws {
        let error = try #require(throws: MappingError.self) {
            try Mappers.formatted(Self.numbers(), as: Double.self).map(input)
        }
        #expect(error.code == .invalidSourceType)
        #expect(error.isFatal)
        #expect(error.underlyingErrors.isEmpty)
    }

    @Test func resultOfTheWrongTypeIsInvalidResultingType() throws {
        let error = try #require(throws: MappingError.self) {
            try Mappers.formatted(Self.numbers(), as: Int.self).map("12.5")
        }
        #expect(error.code == .invalidResultingType)
        let dateError = try #require(throws: MappingError.self) {
            try Mappers.formatted(Self.days(), as: String.self).map("2000-01-01")
        }
        #expect(dateError.code == .invalidResultingType)
    }

    @Test func formatterReturningNilIsFatal() throws {
        let error = try #require(throws: MappingError.self) {
            try Mappers.formatting(String.self, with: Self.days()).map("pa55word")
        }
        #expect(error.code == .invalidSourceValue)
        #expect(error.isFatal)
        #expect(!error.fullRecursiveDescription.contains("pa55word"))
        #expect(error.fullRecursiveDescription.contains("DateFormatter"))
    }

    /// The formatter never sees `nil`: for an `Optional` type `null` reads as `nil`, and `nil`
    /// writes as `null`; a present value is formatted as the wrapped type's.
    @Test func anOptionalTypeMapsNullAndNilWithoutTheFormatter() throws {
        let amount = Mappers.formatted(Self.numbers(), as: Int?.self)
        #expect(try amount.map(.null) == .some(nil))
        #expect(try amount.map("1,234") == 1234)
        #expect(try amount.reversed.map(nil) == .null)
        #expect(try amount.reversed.map(1234) == "1,234")
        let writer = Mappers.formatting(Int?.self, with: Self.numbers())
        #expect(try writer.map(nil) == .null)
        #expect(try writer.map(1234) == "1,234")
        #expect(try writer.string(from: nil) == "null")
        #expect(try writer.reversed.map(.null) == .some(nil))
        // Other kinds are still the wrong kind, and unreadable strings still fail.
        #expect(throws: MappingError.self) { try amount.map(12) }
        #expect(throws: MappingError.self) { try amount.map("lots") }
    }

    @Test func missingAndNullThroughOptionally() throws {
        let amount = Mappers.optionally(Mappers.formatted(Self.numbers(), as: Double.self))
        let missing = amount.mapping(nil)
        #expect(missing.value == .some(nil))
        let null = amount.mapping(.some(.null))
        #expect(null.value == .some(nil))
        #expect(try amount.map(.some("3")) == 3)
        let bad = amount.mapping(.some("x"))
        #expect(bad.value == .some(nil))
    }

    @Test func laterChangesToTheFormatterDoNotAffectTheMapper() throws {
        let formatter = Self.days()
        let day = Mappers.formatted(formatter, as: Date.self)
        formatter.dateFormat = "dd/MM/yyyy"
        #expect(try day.map("1970-01-02") == Date(timeIntervalSince1970: 86_400))
    }

    @Test func concurrentUseIsSafe() async throws {
        let day = Mappers.formatted(Self.days(), as: Date.self)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for offset in 0..<50 {
                group.addTask {
                    let date = Date(timeIntervalSince1970: Double(offset) * 86_400)
                    let text = try day.reversed.map(date)
                    #expect(try day.map(text) == date)
                }
            }
            try await group.waitForAll()
        }
    }
}
