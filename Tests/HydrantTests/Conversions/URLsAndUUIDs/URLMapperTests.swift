import Foundation
import Hydrant
import Testing

@Suite("Mappers.url: StringToURL and its reverse")
struct URLMapperTests {
    static let httpOnly = Mappers.url(schemes: ["http", "https"])

    /// Maps `input` and returns the fatal error, failing the test if there is none.
    static func fatalError(_ mapper: Mappers.StringToURL, _ input: JSON) throws -> MappingError {
        let error = try #require(mapper.mapping(input).error)
        #expect(error.isFatal)
        return error
    }

    // MARK: Accepted URLs

    /// Strings that are already valid URLs: read as written, without any error.
    static let validURLs = [
        "http://example.com",
        "https://example.com/path/to/page.html",
        "https://user:pass@example.com:8443/a/b?q=1&r=two#frag",
        "http://[::1]:8080/p?q=1#f",
        "http://[2001:db8::7]/index",
        "mailto:someone@example.com",
        "file:///tmp/some%20file.txt",
        "myapp://open?id=3",
        "x-custom+scheme.v2:opaque-part",
        "tel:+1-555-0100",
        "urn:isbn:0451450523",
        "http://example.com/a%20b?c=%C3%A9",
        "HTTP://Example.com/X",
    ]

    @Test(arguments: validURLs)
    func validURLsAreReadAsWritten(text: String) throws {
        let result = Mappers.url().mapping(.string(text))
        #expect(Probe.outcome(result) == .success)
        let url = try #require(result.value)
        #expect(url.absoluteString == text)
        #expect(url.scheme != nil)
    }

    @Test func partsOfTheURLAreKept() throws {
        let url = try Mappers.url().map("https://example.com:8443/a/b?q=1#frag")
        #expect(url.scheme == "https")
        #expect(url.host == "example.com")
        #expect(url.port == 8443)
        #expect(url.path == "/a/b")
        #expect(url.query == "q=1")
        #expect(url.fragment == "frag")
        let ipv6 = try Mappers.url().map("http://[::1]:8080/p")
        #expect(ipv6.port == 8080)
        #expect(ipv6.absoluteString == "http://[::1]:8080/p")
    }

    // MARK: Encoding

    @Test(arguments: [
        ("http://example.com/Coupé", "http://example.com/Coup%C3%A9"),
        ("https://www.google.com/search?q=Coupé", "https://www.google.com/search?q=Coup%C3%A9"),
        ("http://example.com/a b", "http://example.com/a%20b"),
        ("http://example.com/日本", "http://example.com/%E6%97%A5%E6%9C%AC"),
        ("http://example.com/😀", "http://example.com/%F0%9F%98%80"),
        ("http://example.com/{a}|^`", "http://example.com/%7Ba%7D%7C%5E%60"),
        ("http://example.com/\"<>\\", "http://example.com/%22%3C%3E%5C"),
        ("http://example.com/%41%c3%a9", "http://example.com/%41%c3%a9"),
    ])
    func invalidCharactersArePercentEncodedAsUTF8(input: String, expected: String) throws {
        let result = Mappers.url().mapping(.string(input))
        #expect(Probe.outcome(result) == .success)
        #expect(result.value?.absoluteString == expected)
    }

    @Test func encodingIsIdempotentThroughTheReverse() throws {
        let url = try Mappers.url().map("http://example.com/Coupé crème")
        let written = try Mappers.url().reversed.map(url)
        #expect(written == "http://example.com/Coup%C3%A9%20cr%C3%A8me")
        #expect(try Mappers.url().map(written) == url)
    }

    // MARK: Rejected strings

    @Test(arguments: ["!!", "example.com", "//example.com/path", "/path/only", "relative/path?q=1", "#fragment"])
    func stringsWithoutASchemeAreRejected(input: String) throws {
        let error = try Self.fatalError(Mappers.url(), .string(input))
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == "not a URL: it has no scheme")
        #expect(error.sourceValue?.value as? JSON == .string(input))
    }

    @Test func theEmptyStringIsRejected() throws {
        let error = try Self.fatalError(Mappers.url(), "")
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == "not a URL: the string is empty")
    }

    @Test(arguments: [
        "http://example.com/\n", "http://exa\u{7}mple.com", "http://example.com/\t", "\u{0}",
        "http://example.com/\u{7F}", "http://example.com/\u{85}", "\r\nhttp://example.com",
    ])
    func controlCharactersAreRejectedNotEncoded(input: String) throws {
        let error = try Self.fatalError(Mappers.url(), .string(input))
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == "not a valid URL: it contains a control character")
    }

    @Test(arguments: [
        "http://example.com/%zz", "http://example.com/%", "http://example.com/%4", "http://example.com/%4g",
        "http://example.com/100%",
    ])
    func malformedPercentEscapesAreRejected(input: String) throws {
        let error = try Self.fatalError(Mappers.url(), .string(input))
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == "not a valid URL: it contains a malformed percent-escape")
    }

    @Test(arguments: ["1http://example.com", "http://example.com/a#b#c", "http://[::1/p"])
    func stringsFoundationCannotParseAreRejected(input: String) throws {
        let error = try Self.fatalError(Mappers.url(), .string(input))
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == "not a valid URL")
    }

    @Test(arguments: [" http://example.com", "http://example.com "])
    func surroundingSpacesAreNotTrimmed(input: String) throws {
        // Spaces are encoded, never trimmed: a leading `%20` makes the string unparseable, and a
        // trailing one stays part of the URL.
        let result = Mappers.url().mapping(.string(input))
        if input.hasPrefix(" ") {
            #expect(result.error?.detail == "not a valid URL")
        } else {
            #expect(result.value?.absoluteString == "http://example.com%20")
        }
    }

    @Test func nonASCIIHostsArePercentEncodedNotPunycoded() throws {
        // Hydrant encodes before Foundation parses, so the host is percent-encoded like the rest
        // (as the original's retry did) rather than converted to Punycode, which Linux's
        // `URL(string:)` would do on its own.
        let result = Mappers.url().mapping("http://例え.jp/パス")
        #expect(Probe.outcome(result) == .success)
        #expect(result.value?.absoluteString == "http://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9")
    }

    // MARK: Schemes

    @Test(arguments: ["ftp://example.com/file", "mailto:a@example.com", "javascript:alert(1)", "file:///etc/passwd"])
    func disallowedSchemesAreRejected(input: String) throws {
        let error = try Self.fatalError(Self.httpOnly, .string(input))
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == "not a valid URL with an accepted scheme (http, https)")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceValue) because "Could not map from '<Unknown>' to '<Unknown>': not a valid URL with an accepted scheme (http, https)"

                """)
    }

    @Test(arguments: ["HTTP://Example.com/A", "Https://example.com", "hTtP://example.com/?q=1"])
    func schemesMatchCaseInsensitivelyAndKeepTheirText(input: String) throws {
        let result = Self.httpOnly.mapping(.string(input))
        #expect(Probe.outcome(result) == .success)
        #expect(result.value?.absoluteString == input)
    }

    @Test func allowListIsLowerCasedAndListedSorted() throws {
        let mapper = Mappers.url(schemes: ["WSS", "Https", "ftp"])
        #expect(mapper.allowedSchemes == ["wss", "https", "ftp"])
        #expect(try mapper.map("wss://example.com").absoluteString == "wss://example.com")
        let error = try Self.fatalError(mapper, "http://example.com")
        #expect(error.detail == "not a valid URL with an accepted scheme (ftp, https, wss)")
    }

    @Test func anEmptyAllowListAcceptsNothing() throws {
        let error = try Self.fatalError(Mappers.url(schemes: []), "https://example.com")
        #expect(error.detail == "not a valid URL with an accepted scheme (no scheme is accepted)")
    }

    @Test func noSchemeIsReportedBeforeTheAllowList() throws {
        let error = try Self.fatalError(Self.httpOnly, "example.com")
        #expect(error.detail == "not a URL: it has no scheme")
    }

    // MARK: Kinds, null and missing

    @Test(arguments: [
        (JSON.number(JSONNumber(42)), "expected a string, got a number"),
        (JSON.bool(true), "expected a string, got a boolean"),
        (["url": "http://example.com"] as JSON, "expected a string, got an object"),
        (["http://example.com"] as JSON, "expected a string, got an array"),
        (JSON.null, "expected a string, got null"),
    ])
    func nonStringsAreFatalTypeErrors(input: JSON, detail: String) throws {
        let error = try Self.fatalError(Mappers.url(), input)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == detail)
    }

    @Test func optionallyTurnsMissingAndNullIntoNil() throws {
        let mapper = Mappers.optionally(Mappers.url())
        let missing = Probe.run(mapper, nil)
        #expect(missing.value == .some(nil))
        #expect(missing.recordedCodes == [.missingValue])
        let null = Probe.run(mapper, .some(.null))
        #expect(null.value == .some(nil))
        #expect(null.recordedCodes == [.nullValue])
        let bad = Probe.run(mapper, .some("example.com"))
        #expect(bad.value == .some(nil))
        #expect(bad.recordedCodes == [.invalidSourceValue])
        #expect(bad.recorded.first?.isFatal == false)
        let good = Probe.run(mapper, .some("https://example.com"))
        #expect(good.value??.absoluteString == "https://example.com")
        #expect(good.recorded.isEmpty)
    }

    // MARK: Reverse

    @Test(arguments: validURLs)
    func reverseRoundTrips(text: String) throws {
        let mapper = Mappers.url()
        let url = try mapper.map(.string(text))
        let written = try mapper.reversed.map(url)
        #expect(written == .string(text))
        #expect(try mapper.reversed.reversed.map(written) == url)
    }

    @Test func reverseRejectsDisallowedSchemes() throws {
        let url = try #require(URL(string: "ftp://example.com/secret-file"))
        let error = try #require(Self.httpOnly.reversed.mapping(url).error)
        #expect(error.isFatal)
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == "not a valid URL with an accepted scheme (http, https)")
        #expect(error.sourceValue?.value as? URL == url)
        #expect(!Probe.renderingsContain(error, "secret-file"))
        #expect(try Mappers.url(schemes: ["FTP"]).reversed.map(url) == "ftp://example.com/secret-file")
    }

    @Test func reverseRejectsURLsWithoutAScheme() throws {
        let url = try #require(URL(string: "/relative/path"))
        let error = try #require(Mappers.url().reversed.mapping(url).error)
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == "not a URL: it has no scheme")
    }

    @Test func reverseOfMixedCaseSchemeIsAccepted() throws {
        let url = try #require(URL(string: "HTTPS://example.com"))
        #expect(try Self.httpOnly.reversed.map(url) == "HTTPS://example.com")
    }

    // MARK: Redaction

    @Test(arguments: [
        "gopher://example.com/token-8d3f-secret",
        "ftp://token-8d3f-secret.example.com",
        "token-8d3f-secret",
        "http://example.com/token-8d3f-secret\n",
        "http://example.com/token-8d3f-secret%zz",
    ])
    func renderingsNeverContainTheURL(input: String) throws {
        let result = Self.httpOnly.mapping(.string(input))
        if case .success = result {
            Issue.record("expected a failure for this input")
            return
        }
        let error = try #require(result.error)
        #expect(!Probe.renderingsContain(error, "token-8d3f-secret"))
        #expect(!error.fatalDescription.contains("token-8d3f-secret"))
    }
}
