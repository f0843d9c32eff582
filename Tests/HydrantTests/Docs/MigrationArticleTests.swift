import Foundation
import Hydrant
import Testing

/// The Swift spellings of the migration table (Hydrant.docc/Migration.md), each built once so that
/// a renamed API breaks this test rather than the table, and the behaviours the table's notes say
/// differ from the original.
@Suite("Migration article")
struct MigrationArticleTests {
    enum Role: String, Sendable { case admin, user }
    struct Model: Sendable { var name = "" }

    @Test func everyMapperSpellingBuilds() throws {
        let inner = Mappers.value(String.self)
        let formatter = NumberFormatter()
        let epoch = Date(timeIntervalSince1970: 0)
        _ = Mappers.identity(JSON.self)
        _ = Mappers.enumeration(["a": 1])
        _ = Mappers.rawValue(Role.self)
        _ = Mappers.formatting(NSNumber.self, with: formatter)
        _ = Mappers.formatted(formatter, as: NSNumber.self)
        _ = Mappers.formatted(IntegerFormatStyle<Int>())
        _ = Mappers.value(String.self).then(Mappers.camelCaseToSnakeCase())
        _ = Mappers.camelCaseToSnakeCase().reversed
        _ = Mappers.number(since: epoch, unit: .seconds)
        _ = Mappers.date().reversed
        _ = Mappers.date(since: epoch, unit: .milliseconds)
        _ = Mappers.date(.rfc3339)
        _ = Mappers.date(DateFormat(pattern: "yyyy-MM-dd"))
        _ = Mappers.date(formatter: DateFormatter())
        _ = Mappers.date(.rfc3339).reversed
        _ = Mappers.anyDate()
        _ = Mappers.number(Int.self)
        _ = Mappers.number(Decimal.self)
        _ = Mappers.number(Double.self, style: .decimal, locale: Locale(identifier: "en_US"))
        _ = Mappers.number(Double.self, formatter: formatter)
        _ = Mappers.number(Int.self).reversed
        _ = Mappers.numberText()
        _ = Mappers.numberText(formatter: formatter)
        _ = Mappers.url()
        _ = Mappers.identity(JSON.self).then(Mappers.url())
        _ = Mappers.url(schemes: ["http", "https"])
        _ = Mappers.url(schemes: ["https"]).reversed
        _ = Mappers.Reversed(Mappers.url(schemes: ["https"]))
        _ = Mappers.uuid()
        _ = Mappers.uuid().reversed
        _ = Mappers.uuid(lowercase: true)
        _ = Mappers.forward("a.b", inner)
        _ = Mappers.forward(Accessors.index(0), inner)
        _ = Mappers.backward("a.b", inner.reversed)
        _ = Mappers.array(of: inner)
        _ = Mappers.dictionary(of: inner)
        _ = Mappers.set(of: inner)
        _ = Mappers.arrayOfObjects({ (name: String) in name }) { Field("name", \String.self) }
        _ = Mappers.first {
            inner; inner
        }
        _ = inner.or(inner)
        _ = Mappers.split(Mappers.toString(), reverse: Mappers.closure { (text: String?) in JSON(text ?? "") })
        _ = Mappers.nonFatally(Mappers.closure { (json: JSON) in json.string })
        _ = Mappers.nonFatally(inner, default: "", reverseDefault: "")
        _ = Mappers.nonFatally(inner, defaultFactory: { "" }, reverseDefaultFactory: { "" })
        _ = inner.nonFatally(default: "")
        _ = Mappers.notNull(JSON.self)
        _ = Mappers.notNull(Mappers.closure { (json: JSON) in json.string })
        _ = Mappers.optionally(JSON.self)
        _ = Mappers.optionally(inner)
        _ = Mappers.optionally(inner, default: "", reverseDefault: "")
        _ = Mappers.optionally(default: JSON.null)
        _ = Mappers.optionally(inner, defaultFactory: { "" }, reverseDefaultFactory: { "" })
        _ = Mappers.optionally(defaultFactory: { JSON.null })
        _ = inner.optionally()
        _ = Mappers.kind(.string, .number)
        _ = Mappers.kinds([.string])
        _ = inner.checkingInput([.string])
        _ = Mappers.identity(JSON.self).checkingOutput([.string])
        _ = Mappers.object(prototype: Model()) { Field("name", \.name) }
        _ = Mappers.object(factory: { Model() }) { Field("name", \.name) }
        _ = Mappers.reshape { JSONField("a", to: "b") }
        _ = Mappers.closure { (json: JSON) in json }
        _ = Mappers.closure(map: { (json: JSON) in json }, unmap: { (json: JSON) in json })
        _ = Mappers.reversibleClosure(bothWays: { (json: JSON) in json })
        _ = inner.postProcessing { _, result in try result.get() }
        _ = inner.then(Mappers.closure { (text: String) in text.count })
        _ = Mappers.thread {
            inner; Mappers.closure { (text: String) in text.count }
        }
        _ = Mappers.toString()
    }

    @Test func everyAccessorFormatAndTransformerSpellingBuilds() {
        let paths: [Accessors.Path] = [
            Accessors.keyPath("a.b"), "a.b", Accessors.key("a.b"), Accessors.index(0),
            Accessors.path(.key("a"), .index(0)),
        ]
        #expect(paths.map(\.description) == ["a.b", "a.b", "\"a.b\"", "0", "a.0"])
        _ = Accessors.fields("a", "b")
        _ = Accessors.fields(paths)
        let formats: [DateFormat] = [
            .rfc3339, .rfc3339Milliseconds, .rfc822, .rfc822Day, .rfc822DayGMT, .rfc822DaySeconds,
            .rfc822DaySecondsGMT, .rfc822GMT, .rfc822Seconds, .rfc822SecondsGMT, .dotNet,
            DateFormat(pattern: "yyyy", timeZone: DateFormat.utc),
        ]
        #expect(formats.count == 12)
        #expect(
            [DateUnit.milliseconds, .seconds, .minutes, .hours].map(\.milliseconds) == [1, 1_000, 60_000, 3_600_000])
        let transformer = Mappers.closure(
            map: { (text: String) in text.count }, unmap: { (count: Int) in String(count) })
        _ = transformer.reversed
        _ = Mappers.identity(String.self)
        _ = Mappers.camelCaseToSnakeCase().reversed
        _ = Mappers.snakeCaseToCamelCase(style: .upperCamelCase)
        _ = Mappers.camelCaseToSnakeCase(style: .lowerCamelCase)
        #expect(MappingError.errorDomain == "HydrantErrorDomain")
    }

    @Test func behavioursThatDeliberatelyDiffer() throws {
        // 1: notNull rejects null too, with its own code.
        #expect(Mappers.notNull(JSON.self).mapping(.null).error?.code == .nullValue)
        #expect(Mappers.notNull(JSON.self).mapping(nil).error?.code == .missingValue)
        // 2: optionally turns null into the default.
        #expect(Mappers.optionally(Mappers.value(Int.self), default: 3).mapping(.null).value == 3)
        // 5: no error when an alternative succeeds.
        let id = Mappers.first {
            Mappers.value(Int.self)
            Mappers.number(Int.self)
        }
        guard case .success = id.mapping("1") else {
            Issue.record("expected .success")
            return
        }
        // 6: any-date accepts numbers as seconds since 1970.
        #expect(try Mappers.anyDate().map(0) == Date(timeIntervalSince1970: 0))
        // 11: transformers named by direction, acronyms round-trip.
        #expect(try Mappers.camelCaseToSnakeCase().map("userID") == "user_id")
        #expect(try Mappers.camelCaseToSnakeCase().reversed.map("user_id") == "userId")
        let properties = Mappers.snakeCaseToCamelCase()
        #expect(try properties.reversed.map(properties.map("user_id")) == "user_id")
        // Collections drop elements mapped to nil.
        #expect(Mappers.array(of: Mappers.optionally(Mappers.value(Int.self))).mapping([1, nil]).value == [1])
        // HYDMapToString: exact number text.
        #expect(try Mappers.toString().map(JSON(parsing: "12.50")) == "12.50")
        #expect(try Mappers.toString().map(12.50) == "12.5")
        // HYDMapUUIDToString: upper case by default.
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try Mappers.uuid().reversed.map(uuid) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    }
}

extension MigrationArticleTests {
    struct Account: Codable, Sendable, Equatable {
        var name = ""
        var email: String?
        var score = 0
    }

    /// The reflective and CTXPropertyMapper rows of the table.
    @Test func reflectiveAndCTXSpellingsBuild() throws {
        let reflective = Mappers.reflective(Account.self)
            .keyTransformer(Mappers.camelCaseToSnakeCase())
            .mapType(Date.self, Mappers.date(.rfc3339))
            .optional(["email"])
            .except(["score"])
            .customMapping { Field("login", \.name) }
            .validating(\.email, .matches("[^@]+@[^@]+"))
        #expect(try reflective.map(["login": "ada", "email": "a@b"]) == Account(name: "ada", email: "a@b", score: 0))
        _ = Mappers.reflective(Account.self).required(["name"]).only(["name", "email"])
        _ = Mappers.reflective(Account.self).withNoRequiredFields()
        _ = Mappers.codable(Account.self)
        #expect(Mappers.reflective(Account.self).only(["name"]).properties.count == 3)

        let account = Mappers.object(factory: { (source: JSON) in Account(name: source["id"]?.string ?? "") }) {
            Field("email", \.email).validated(.required, .maxLength(40)).decodeOnly()
            Field("score", \.score, Mappers.closure(map: { (json: JSON) in try Int(json: json) }, unmap: { JSON($0) }))
            ComputedField("summary", encode: { (account: Account) in "\(account.name): \(account.score)" })
        }
        .nilValues(.writeNull)
        .afterDecoding(keys: .unmapped) { _, _ in }
        .afterEncoding { output, model in output["name"] = .string(model.name) }
        let mapped = try account.map(["id": "ada", "email": "a@b", "score": 3])
        #expect(mapped == Account(name: "ada", email: "a@b", score: 3))
        #expect(try account.reversed.map(mapped) == ["score": 3, "summary": "ada: 3", "name": "ada"])
    }
}
