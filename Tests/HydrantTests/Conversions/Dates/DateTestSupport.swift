import Foundation
import Hydrant
import Testing

/// A date from seconds since 1970.
func date1970(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: seconds)
}

/// A random date in 1600–9999 (where `DateFormatter`'s Gregorian calendar is proleptic), whole
/// milliseconds.
func randomDate(using generator: inout SplitMix64) -> Date {
    let milliseconds = Int64.random(in: -11_676_096_000_000...253_402_300_799_999, using: &generator)
    return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
}

/// A `DateFormatter` with `pattern`, `en_US_POSIX` and `zone`.
func makeFormatter(_ pattern: String, zone: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: zone)
    formatter.dateFormat = pattern
    return formatter
}

/// Expects a fatal error with `code`, and returns it.
func expectFatal<M: Mapper>(
    _ mapper: M, _ input: M.Input, code: MappingError.Code, sourceLocation: SourceLocation = #_sourceLocation
) -> MappingError? {
    let result = mapper.mapping(input)
    guard case .failure(let error) = result else {
        Issue.record("expected a fatal error", sourceLocation: sourceLocation)
        return nil
    }
    #expect(error.code == code, sourceLocation: sourceLocation)
    #expect(error.isFatal, sourceLocation: sourceLocation)
    return error
}

/// Whether two dates are within a microsecond (or a few units in the last place) of each other.
func nearlyEqual(_ a: Date?, _ b: Date?) -> Bool {
    guard let a, let b else { return false }
    let tolerance = max(1e-6, a.timeIntervalSinceReferenceDate.ulp * 8)
    return abs(a.timeIntervalSince(b)) <= tolerance
}
