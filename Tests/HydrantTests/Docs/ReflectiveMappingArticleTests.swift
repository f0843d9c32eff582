import Foundation
import Hydrant
import Testing

/// The examples of the Reflective Mapping article (Hydrant.docc/ReflectiveMapping.md), in the
/// article's order.
@Suite("Reflective Mapping article")
struct ReflectiveMappingArticleTests {
    /// The article's Person: the suite's shared `ReflectedPerson` (Support/Fixtures.swift).
    typealias Person = ReflectedPerson

    struct Money: Codable, Equatable, Sendable {
        var amount: Decimal
        var currency: String
    }

    struct Order: Sendable, Equatable {
        var id: Int
        var total: Money
    }

    struct Visit: Decodable, Equatable {
        var place: String
        var when: Date

        enum CodingKeys: String, CodingKey {
            case place, when
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            place = try container.decode(String.self, forKey: .place)
            when = try container.decode(forKey: .when, using: Mappers.anyDate())
        }
    }

    enum RFC3339Date: MapperProvider {
        static let mapper = Mappers.date(.rfc3339)
    }

    struct Event: Codable {
        var name: String
        @Mapped<RFC3339Date> var start: Date
    }

    static let childMapper = Mappers.reflective(Person.self)
        .keyTransformer(Mappers.camelCaseToSnakeCase())
        .except(["children"])
    static let mapper = Mappers.reflective(Person.self)
        .keyTransformer(Mappers.camelCaseToSnakeCase())
        .customMapping {
            Field("children", \.children, Mappers.array(of: childMapper))
        }

    @Test func overviewExample() throws {
        let john = try Self.mapper.map([
            "first_name": "John", "last_name": "Doe", "age": 23,
            "children": [["first_name": "Jane", "last_name": "Doe", "age": 2]],
        ])
        #expect(
            john
                == Person(
                    firstName: "John", lastName: "Doe", age: 23,
                    children: [Person(firstName: "Jane", lastName: "Doe", age: 2, children: [], birthDate: nil)],
                    birthDate: nil))
    }

    @Test func strategyExamplesFromTheTable() throws {
        let box = Mappers.reflective(CodableBox<String>.self)
        #expect(try box.map(["value": .number(JSONNumber("12.50")!)]).value == "12.50")
        #expect(try Mappers.reflective(CodableBox<Int>.self).map(["value": "42"]).value == 42)
    }

    @Test func goingBackToJSONWithAnExplicitDateFormat() throws {
        let mapper = Mappers.reflective(Person.self)
            .keyTransformer(Mappers.camelCaseToSnakeCase())
            .except(["children"])
            .mapType(Date.self, Mappers.date(.rfc3339))
        let john = Person(
            firstName: "John", lastName: "Doe", age: 23, children: [],
            birthDate: Date(timeIntervalSince1970: 1_389_710_123))
        let json = try mapper.reversed.map(john)
        #expect(json["birth_date"] == "2014-01-14T14:35:23Z")
    }

    @Test func errorsExample() {
        let result = Self.mapper.mapping([
            "first_name": true, "last_name": "Doe", "age": 23,
            "children": [["first_name": "Jane", "last_name": "Doe", "Age": 2]],
        ])
        #expect(
            result.error?.description == """
                2 errors
                first_name
                  expected a string or a number, got a boolean [invalidSourceType]
                children.0.age
                  the value is missing; did you mean 'Age'? [missingValue]
                """)
        #expect(
            result.error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'first_name' to 'firstName': expected a string or a number, got a boolean (invalidSourceType)
                  - Could not map from 'children.0.age' to 'children.0.age': the value is missing; did you mean 'Age'? (missingValue)

                """)
    }

    @Test func generatedMappingsExample() {
        let properties = Mappers.reflective(Person.self).keyTransformer(Mappers.camelCaseToSnakeCase()).properties
        #expect(properties.first?.description == "firstName: String ← \"first_name\" (required)")
        #expect(properties.count == 5)
    }

    @Test func codableTypeInsideAHydrantMapping() throws {
        let order = Mappers.object(Order.init) {
            Field("id", \.id)
            Field("total", \.total, Mappers.codable(Money.self))
        }
        #expect(
            try order.map(["id": 1, "total": ["amount": 5, "currency": "EUR"]])
                == Order(id: 1, total: Money(amount: 5, currency: "EUR")))
    }

    @Test func hydrantMapperInsideACodableType() throws {
        let visit = try JSONDecoder().decode(Visit.self, from: Data(#"{"place":"Home","when":1389710123}"#.utf8))
        #expect(visit.when == Date(timeIntervalSince1970: 1_389_710_123))
        let event = try JSONDecoder().decode(
            Event.self, from: Data(#"{"name":"Launch","start":"2014-01-14T14:35:23Z"}"#.utf8))
        #expect(event.start == Date(timeIntervalSince1970: 1_389_710_123))
    }

    @Test func errorsInsideJSONDecoderCarryTheMappingError() {
        do {
            _ = try JSONDecoder().decode(Event.self, from: Data(#"{"name":"Launch","start":"soon"}"#.utf8))
            Issue.record("expected an error")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["start"])
            #expect(context.underlyingError is MappingError)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
