import Foundation
import Hydrant
import Testing

/// The manual's examples that involve the core mappers ("Mapping Techniques" and the First, Split,
/// NonFatally, NotNull, Optionally and Types sections), ported to Hydrant for Swift.
@Suite("Manual examples: core mappers")
struct ManualExamplesTests {
    /// `HYDMapStringToURL()`: a string that is an absolute URL, written back as its text.
    static let stringToURL = Mappers.value(String.self).then(
        Mappers.closure(
            map: { (text: String) throws -> URL in
                guard let url = URL(string: text), url.scheme != nil else {
                    throw MappingError(code: .invalidSourceValue, detail: "the string is not an absolute URL")
                }
                return url
            },
            unmap: { (url: URL) in url.absoluteString }))

    static let homepage = URL(string: "https://example.com/")!

    // MARK: Mapping Techniques

    /// "Convert a value or return nil (or another default value)": mapper1 produces a fatal error
    /// for a value like `@1`; mapper2 returns nil with a non-fatal error.
    @Test func convertAValueOrReturnNil() throws {
        let mapper1 = Self.stringToURL
        let mapper2 = Mappers.optionally(Self.stringToURL)

        #expect(try mapper1.map("https://example.com/") == Self.homepage)
        let fatal = try #require(mapper1.mapping(1).error)
        #expect(fatal.isFatal)
        #expect(fatal.code == .invalidSourceType)

        let result = mapper2.mapping(1)
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == .some(nil))
        #expect(result.error?.isFatal == false)
        #expect(result.error?.code == .invalidSourceType)
        #expect(try mapper2.map("https://example.com/") == Self.homepage)
    }

    @Test func convertAValueOrReturnAnotherDefaultValue() throws {
        let blank = URL(string: "about:blank")!
        let mapper = Mappers.optionally(Self.stringToURL, default: blank)
        #expect(try mapper.map(1) == blank)
        #expect(try mapper.map("not a url") == blank)
        #expect(Probe.run(mapper, "not a url").recorded.first?.detail == "the string is not an absolute URL")
        #expect(try mapper.map(nil) == blank)
        #expect(try mapper.map("https://example.com/") == Self.homepage)
    }

    /// "How do I return a source object's value unchanged? Just use HYDMapIdentity."
    @Test func returnASourceValueUnchanged() throws {
        let json: JSON = ["name": "John", "tags": ["a", nil]]
        #expect(identical(try Mappers.identity(JSON.self).map(json), json))
    }

    /// `HYDMapOptionallyTo(HYDMapArrayOf(...))` returns nil if any part of mapping the array fails.
    @Test func optionalArrayFailsAsAWhole() throws {
        let mapper = Mappers.optionally(Mappers.value([Int].self))
        #expect(try mapper.map([1, 2, 3]) == [1, 2, 3])
        let result = mapper.mapping([1, "two", 3])
        #expect(result.value == .some(nil))
        #expect(result.error?.isFatal == false)
        #expect(result.error?.sourcePath == "1")
    }

    // MARK: HYDMapFirst

    /// The manual's `Person`: an optional first name and a required last name.
    struct ManualPerson: Equatable, Sendable {
        var firstName: String?
        var lastName: String
    }

    /// `HYDMapArrayOf(HYDMapFirst(personMapper, employeeMapper))`: an array holding different object
    /// types.
    @Test func firstWithAlternativesForAnArrayOfDifferentTypes() throws {
        let personMapper = Mappers.value([String: String].self).then(
            Mappers.closure { (fields: [String: String]) throws -> ManualPerson in
                guard let last = fields["last"] else { throw MappingError(code: .missingValue, sourcePath: "last") }
                return ManualPerson(firstName: fields["first"], lastName: last)
            })
        let employeeMapper = Mappers.value([String: String].self).then(
            Mappers.closure { (fields: [String: String]) throws -> ManualPerson in
                guard let name = fields["employee_name"] else {
                    throw MappingError(code: .missingValue, sourcePath: "employee_name")
                }
                return ManualPerson(firstName: nil, lastName: name)
            })
        let element = Mappers.first {
            personMapper
            employeeMapper
        }
        let mapper = Mappers.value([JSON].self).then(
            Mappers.closure { (items: [JSON]) throws -> [ManualPerson] in
                try items.map { item in try element.map(item) }
            })

        #expect(
            try mapper.map([["first": "John", "last": "Doe"], ["employee_name": "Smith"]]) == [
                ManualPerson(firstName: "John", lastName: "Doe"), ManualPerson(firstName: nil, lastName: "Smith"),
            ])
        #expect(Probe.outcome(mapper.mapping([["employee_name": "Smith"]])) == .success)

        let error = try #require(mapper.mapping([["first": "John"]]).error)
        #expect(error.code == .multipleErrors)
        #expect(error.isFatal)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["last", "employee_name"])
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'last' to '<Unknown>': the value is missing (missingValue)
                  - Could not map from 'employee_name' to '<Unknown>': the value is missing (missingValue)

                """)
    }

    // MARK: HYDMapSplit

    /// `HYDMapSplit(HYDMapToString(), HYDMapIdentity())`: `@1` maps to `@"1"`, and the reverse is
    /// the given reverse mapper. `[HYDMapToString() reverseMapper]` raises; in Swift it does not
    /// compile.
    @Test func splitWithToString() throws {
        #expect(!(Mappers.toString() as Any is any ReversibleMapper))
        let reverse = Mappers.closure { (text: String?) in text.map(JSON.string) ?? .null }
        let mapper = Mappers.split(Mappers.toString(), reverse: reverse)
        #expect(try mapper.map(1) == "1")
        #expect(type(of: mapper.reversed.forward) == type(of: reverse))
        #expect(try mapper.reversed.map("1") == "1")
    }

    // MARK: HYDMapNonFatally

    /// `HYDMapNonFatally(HYDMapStringToURL(...))` "attempts to convert a string to an NSURL or
    /// returns nil otherwise".
    @Test func nonFatallyReturnsNilOtherwise() throws {
        let mapper = Mappers.nonFatally(Self.stringToURL.then(Mappers.Present()))
        #expect(try mapper.map("https://example.com/") == Self.homepage)
        let result = mapper.mapping("no scheme")
        #expect(result.value == .some(nil))
        #expect(result.error?.isFatal == false)
        #expect(result.error?.code == .invalidSourceValue)
    }

    /// The helper functions that produce default values.
    @Test func nonFatallyDefaultHelpers() throws {
        let blank = URL(string: "about:blank")!
        let withDefault = Mappers.nonFatally(Self.stringToURL, default: blank)
        #expect(try withDefault.map(1) == blank)

        let withReverseDefault = Mappers.nonFatally(Self.stringToURL, default: blank, reverseDefault: "about:blank")
        #expect(try withReverseDefault.map(1) == blank)
        #expect(try withReverseDefault.reversed.map(Self.homepage) == "https://example.com/")

        let calls = Probe.Counter()
        let withFactory = Mappers.nonFatally(
            Self.stringToURL,
            defaultFactory: {
                calls.increment()
                return blank
            })
        #expect(try withFactory.map(1) == blank)
        #expect(try withFactory.map(2) == blank)
        #expect(calls.count == 2)

        let withReverseFactory = Mappers.nonFatally(
            Self.stringToURL, defaultFactory: { blank }, reverseDefaultFactory: { "about:blank" })
        #expect(try withReverseFactory.reversed.map(blank) == "about:blank")
        #expect(Probe.run(withFactory, true).recordedCodes == [.invalidSourceType])
    }

    // MARK: HYDMapNotNull

    /// `HYDMapNotNull()` given `[NSNull null]` "produces fatal error".
    @Test func notNullRejectsNull() throws {
        let mapper = Mappers.notNull(JSON.self)
        let error = try #require(#expect(throws: MappingError.self) { try mapper.map(.null) })
        #expect(error.isFatal)
        #expect(error.code == .nullValue)
        #expect(mapper.mapping(nil).error?.code == .missingValue)
    }

    /// `HYDMapNotNullFrom(innerMapper)`.
    @Test func notNullFromAnInnerMapper() throws {
        let mapper = Mappers.notNull(Mappers.toString())
        #expect(try mapper.map("x") == "x")
        #expect(mapper.mapping(.null).error?.isFatal == true)
    }

    // MARK: HYDMapOptionally

    /// `HYDMapObject([Person class], @{@"first": @[HYDMapOptionally(), @"firstName"], @"last": @"lastName"})`
    /// written with the core mappers: first name is optional, last name is required.
    struct PersonMapper: Mapper {
        let first = Mappers.optionally(Mappers.value(String.self))
        let last = Mappers.notNull(JSON.self).then(Mappers.value(String.self))

        func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> ManualPerson {
            var child = MappingContext()
            let firstName = first.map(input["first"], context: &child)
            for error in child.takeErrors() {
                context.recordNonFatal(
                    MappingError(wrapping: error, prependingSourcePath: "first", destinationPath: "firstName"))
            }
            do {
                return ManualPerson(firstName: firstName, lastName: try last.map(input["last"], context: &context))
            } catch {
                throw MappingError(wrapping: error, prependingSourcePath: "last", destinationPath: "lastName")
            }
        }
    }

    @Test func optionallyFatalWhenTheRequiredFieldIsMissing() throws {
        let error = try #require(PersonMapper().mapping(["first": "John"]).error)
        #expect(error.isFatal)
        #expect(error.code == .missingValue)
        #expect(error.reason == "Could not map from 'last' to 'lastName': the value is missing")
    }

    @Test func optionallyNonFatalWhenTheOptionalFieldIsMissing() throws {
        let result = PersonMapper().mapping(["last": "Doe"])
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == ManualPerson(firstName: nil, lastName: "Doe"))
        let error = try #require(result.error)
        #expect(!error.isFatal)
        #expect(error.code == .missingValue)
        #expect(error.reason == "Could not map from 'first' to 'firstName': the value is missing")
    }

    @Test func optionallyNoErrorWhenBothFieldsArePresent() throws {
        let result = PersonMapper().mapping(["first": "John", "last": "Doe"])
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == ManualPerson(firstName: "John", lastName: "Doe"))
    }

    @Test func optionallyTurnsNullAndUnmappableIntoTheDefault() throws {
        let null = PersonMapper().mapping(["first": nil, "last": "Doe"])
        #expect(null.value == ManualPerson(firstName: nil, lastName: "Doe"))
        #expect(null.error?.code == .nullValue)
        let wrong = PersonMapper().mapping(["first": 1, "last": "Doe"])
        #expect(wrong.value == ManualPerson(firstName: nil, lastName: "Doe"))
        #expect(wrong.error?.code == .invalidSourceType)
        #expect(wrong.error?.isFatal == false)
    }

    /// The helper functions of `HYDMapOptionally`, each with its Swift spelling: all turn a missing
    /// value into their default with a non-fatal error.
    @Test func optionallyHelperFunctions() throws {
        let url = Self.stringToURL
        let blank = URL(string: "about:blank")!
        #expect(Probe.run(Mappers.optionally(JSON.self), nil).value == .some(nil))  // HYDMapOptionally()
        #expect(Probe.run(Mappers.optionally(url), nil).value == .some(nil))  // HYDMapOptionallyTo(m)
        #expect(Probe.run(Mappers.optionally(default: JSON("d")), nil).value == "d")  // WithDefault(d)
        #expect(Probe.run(Mappers.optionally(url, default: blank), nil).value == blank)  // WithDefault(m, d)
        #expect(Probe.run(Mappers.optionally(url, default: blank, reverseDefault: "x"), nil).value == blank)  // WithDefault(m, d, rd)
        #expect(Probe.run(Mappers.optionally(defaultFactory: { JSON("f") }), nil).value == "f")  // WithDefaultFactory(f)
        #expect(Probe.run(Mappers.optionally(url, defaultFactory: { blank }), nil).value == blank)  // WithDefaultFactory(m, f)
        let full = Mappers.optionally(url, defaultFactory: { blank }, reverseDefaultFactory: { "x" })  // WithDefaultFactory(m, f, rf)
        let trace = Probe.run(full, nil)
        #expect(trace.value == blank)
        #expect(trace.recordedCodes == [.missingValue])
        #expect(try full.reversed.map(Self.homepage) == "https://example.com/")
    }

    // MARK: HYDMapTypes

    /// `HYDMapType(innerMapper, sourceClass, destinationClass)`: the input and the output are
    /// type-checked, with a fatal error when the check fails.
    @Test func typesCheckInputAndOutput() throws {
        let mapper = Mappers.closure { (json: JSON) -> JSON in json.string.map { JSON($0.count) } ?? json }
            .checkingInput([.string, .array])
            .checkingOutput([.number])
        #expect(try mapper.map("four") == 4)
        #expect(mapper.mapping(4).error?.code == .invalidSourceType)
        #expect(mapper.mapping(4).error?.detail == "expected a string or an array, got a number")
        #expect(mapper.mapping([1]).error?.code == .invalidResultingType)
        #expect(mapper.mapping([1]).error?.detail == "mapper produced an array, expected a number")
    }

    /// "Passing an empty array will also behave like passing nil": any kind is allowed.
    @Test func typesWithNoKindsAllowAnything() throws {
        for json in [JSON.null, true, 1, "s", [], [:]] {
            #expect(Probe.outcome(Mappers.kinds([]).mapping(json)) == .success)
            #expect(
                Probe.outcome(Mappers.identity(JSON.self).checkingInput([]).checkingOutput([]).mapping(json))
                    == .success)
        }
    }
}
