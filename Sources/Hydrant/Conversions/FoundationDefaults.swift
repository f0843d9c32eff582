public import Foundation

// Foundation's value types that JSON carries as strings map without being told how: a field of
// one of them (`Field("created_at", \.createdAt)`), of an optional, an array, a set or a
// string-keyed dictionary of them, and a `@Mappable` property of any of these types needs no
// mapper. Each default is the form web APIs use most; give the field a mapper
// (`@Map(Mappers.date(.rfc3339Milliseconds))` in a `@Mappable` type) for any other.

extension Date: MapperProvider {
    /// The mapper a `Date` maps with when nothing else is said: RFC 3339 text,
    /// `Mappers.date(.rfc3339)`.
    ///
    /// Reads `2011-01-26T19:01:12Z`, `2011-01-26T19:01:12.345+01:00` and the rest of RFC 3339
    /// (fractional seconds of any length, `Z` or a numeric offset); writes whole seconds in UTC
    /// with `Z`, as GitHub's and most web APIs' dates are written. A date whose year is outside
    /// 0000–9999 cannot be written (see ``DateFormat/rfc3339``).
    ///
    /// ```swift
    /// struct Release { let tag: String; let publishedAt: Date }
    /// let release = Mappers.object(Release.init) {
    ///     Field("tag_name", \.tag)
    ///     Field("published_at", \.publishedAt)   // RFC 3339
    /// }
    /// ```
    public static var mapper: Mappers.DateConversion { Mappers.date(.rfc3339) }
}

extension URL: MapperProvider {
    /// The mapper a `URL` maps with when nothing else is said: an absolute URL of any scheme,
    /// `Mappers.url()` (see ``Mappers/StringToURL`` for the rules).
    ///
    /// ```swift
    /// try URL.mapper.map("https://example.com/a?b=1")   // the URL
    /// try URL.mapper.map("example.com")                 // throws: not a URL: it has no scheme
    /// ```
    public static var mapper: Mappers.StringToURL { Mappers.url() }
}

extension UUID: MapperProvider {
    /// The mapper a `UUID` maps with when nothing else is said: the hyphenated form in any case,
    /// written in lower case as RFC 9562 recommends, `Mappers.uuid(lowercase: true)`.
    ///
    /// (Foundation's `Codable` conformance writes `uuidString`, in upper case:
    /// `Mappers.uuid()` writes that.)
    ///
    /// ```swift
    /// try UUID.mapper.map("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")   // the UUID
    /// try UUID.mapper.reversed.map(UUID(uuid: (0xE6, 0x21, 0xE1, 0xF8, 0xC3, 0x6C, 0x49, 0x5A,
    ///                                          0x93, 0xFC, 0x0C, 0x24, 0x7A, 0x3E, 0x6E, 0x5F)))
    /// // "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
    /// ```
    public static var mapper: Mappers.StringToUUID { Mappers.uuid(lowercase: true) }
}
