import Foundation
import Hydrant
import Testing

private struct Money: Codable, Equatable, Sendable {
    var amount: Decimal
    var currency: String
}

private struct PricedOrder: Sendable, Equatable {
    var id: Int
    var total: Money
}

/// A Codable type that adopts Hydrant for one property, by hand.
private struct Visit: Codable, Equatable, Sendable {
    var place: String
    var when: Date
    var until: Date?

    enum CodingKeys: String, CodingKey {
        case place, when, until
    }

    init(place: String, when: Date, until: Date?) {
        self.place = place
        self.when = when
        self.until = until
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        place = try container.decode(String.self, forKey: .place)
        when = try container.decode(forKey: .when, using: Mappers.anyDate())
        until = try container.decodeIfPresent(forKey: .until, using: Mappers.anyDate())
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(place, forKey: .place)
        try container.encode(when, forKey: .when, using: Mappers.date(.rfc3339))
        try container.encodeIfPresent(until, forKey: .until, using: Mappers.date(.rfc3339))
    }
}

private enum RFC3339Date: MapperProvider {
    static let mapper = Mappers.date(.rfc3339)
}

private enum LenientCount: MapperProvider {
    static let mapper = Mappers.number(Int.self).or(Mappers.value(Int.self))
}

private enum OptionalCount: MapperProvider {
    static let mapper = Mappers.closure(
        map: { (json: JSON) throws(MappingError) -> Int? in json.isNull ? nil : try Int(json: json) },
        unmap: { (value: Int?) in value.map { JSON($0) } ?? .null })
}

/// A Codable type that adopts Hydrant through the property wrapper.
private struct Event: Codable, Equatable, Sendable {
    var name: String
    @Mapped<RFC3339Date> var start: Date
    @Mapped<OptionalCount> var attendees: Int?
}

private let order = Mappers.object(PricedOrder.init) {
    Field("id", \.id)
    Field("total", \.total, Mappers.codable(Money.self))
}

@Suite("Codable interop")
struct CodableInteropTests {
    // MARK: A Codable type inside a Hydrant mapping

    @Test func codableTypeAsAFieldMapperBothWays() throws {
        let json: JSON = ["id": 7, "total": ["amount": 12.50, "currency": "EUR"]]
        let value = try order.map(json)
        #expect(value == PricedOrder(id: 7, total: Money(amount: Decimal(string: "12.5")!, currency: "EUR")))
        #expect(try order.reversed.map(value) == ["id": 7, "total": ["amount": 12.5, "currency": "EUR"]])
    }

    @Test func codableTypeErrorsCarryPathsAndStandardTypes() {
        // No lenient conversions in the standard representation: "12.50" is not a number.
        #expect(
            order.mapping(["id": 7, "total": ["amount": "12.50"]]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'total.amount' to 'total.amount': expected a number, got a string (invalidSourceType)
                  - Could not map from 'total.currency' to 'total.currency': the value is missing (missingValue)

                """)
    }

    @Test func codableMapperMissingNullAndWrongKind() {
        let money = Mappers.codable(Money.self)
        #expect(money.mapping(nil).error?.detail == "expected an object, got null")
        #expect(money.mapping([1]).error?.detail == "expected an object, got an array")
        #expect(money.mapping(["amount": 1, "currency": nil]).error?.underlyingMappingErrors.first?.code == .nullValue)
    }

    @Test func standardDatesAreSecondsSince2001LikeJSONDecoder() throws {
        let mapper = Mappers.codable(CodableBox<Date>.self)
        #expect(try mapper.map(["value": 0]).value == Date(timeIntervalSinceReferenceDate: 0))
        let encoded = try JSONEncoder().encode(CodableBox(value: Date(timeIntervalSinceReferenceDate: 12)))
        #expect(
            try mapper.map(JSONReader().read(encoded)) == CodableBox(value: Date(timeIntervalSinceReferenceDate: 12)))
        #expect(try mapper.reversed.map(CodableBox(value: Date(timeIntervalSinceReferenceDate: 12))) == ["value": 12])
    }

    // MARK: A Hydrant mapper inside a Codable type

    @Test func mapperInsideInitFromDecoderWithJSONDecoder() throws {
        let data = Data(#"{"place":"Home","when":"/Date(1389710123000)/"}"#.utf8)
        let visit = try JSONDecoder().decode(Visit.self, from: data)
        #expect(visit == Visit(place: "Home", when: Date(timeIntervalSince1970: 1_389_710_123), until: nil))
        let encoded = try JSONEncoder().encode(visit)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""when":"2014-01-14T14:35:23Z""#))
    }

    @Test func mapperErrorInsideJSONDecoderIsADecodingErrorCarryingTheMappingError() {
        let data = Data(#"{"place":"Home","when":"someday"}"#.utf8)
        do {
            _ = try JSONDecoder().decode(Visit.self, from: data)
            Issue.record("expected an error")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["when"])
            #expect((context.underlyingError as? MappingError)?.code == .invalidSourceValue)
            #expect(!context.debugDescription.contains("someday"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func mapperErrorInsideAReflectiveMappingKeepsItsPath() {
        let mapper = Mappers.reflective(CodableBox<Visit>.self)
        let error = mapper.mapping(["value": ["place": "Home", "when": "someday"]]).error
        #expect(
            error?.fatalDescription.contains(
                "Could not map from 'value.when' to 'value.when': not a date in the format RFC 3339 with milliseconds")
                == true)
    }

    @Test func propertyWrapperWithJSONDecoderAndEncoder() throws {
        let data = Data(#"{"name":"Launch","start":"2014-01-14T14:35:23Z","attendees":12}"#.utf8)
        let event = try JSONDecoder().decode(Event.self, from: data)
        #expect(event.name == "Launch")
        #expect(event.start == Date(timeIntervalSince1970: 1_389_710_123))
        #expect(event.attendees == 12)
        let again = try JSONDecoder().decode(Event.self, from: JSONEncoder().encode(event))
        #expect(again == event)
    }

    @Test func propertyWrapperWithAnOptionalValueAcceptsAMissingKey() throws {
        let data = Data(#"{"name":"Launch","start":"2014-01-14T14:35:23Z"}"#.utf8)
        #expect(try JSONDecoder().decode(Event.self, from: data).attendees == nil)
        let reflective = try Mappers.reflective(Event.self).map(["name": "Launch", "start": "2014-01-14T14:35:23Z"])
        #expect(reflective.attendees == nil)
    }

    @Test func propertyWrapperRejectsABadValueWithTheMappingError() {
        let data = Data(#"{"name":"Launch","start":"tomorrow"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Event.self, from: data) }
        let error = Mappers.reflective(Event.self).mapping(["name": "Launch", "start": "tomorrow"]).error
        #expect(error?.underlyingMappingErrors.first?.sourcePath == "start")
        #expect(error?.underlyingMappingErrors.first?.code == .invalidSourceValue)
    }

    @Test func lenientProviderComposesHydrantMappers() throws {
        struct Counter: Codable { @Mapped<LenientCount> var count: Int }
        #expect(try JSONDecoder().decode(Counter.self, from: Data(#"{"count":"12"}"#.utf8)).count == 12)
        #expect(try JSONDecoder().decode(Counter.self, from: Data(#"{"count":12}"#.utf8)).count == 12)
    }
}
