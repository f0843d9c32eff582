import Foundation
import Hydrant
import Testing

/// The examples of the Mapping Techniques article (Hydrant.docc/MappingTechniques.md), recipe by
/// recipe, with the results the article claims.
@Suite("Mapping Techniques article")
struct MappingTechniquesArticleTests {
    struct Employee: Sendable, Equatable {
        let name: String
        let joinDate: Date
    }

    static let joinedWithT = Mappers.closure(
        map: { (parts: JSON) throws -> JSON in
            guard let date = parts[0]?.string, let time = parts[1]?.string else {
                throw MappingError(code: .invalidSourceType, detail: "expected two strings")
            }
            return .string(date + "T" + time)
        },
        unmap: { (joined: JSON) -> JSON in
            .array((joined.string ?? "").split(separator: "T", maxSplits: 1).map { .string(String($0)) })
        })

    static let employee = Mappers.object(Employee.init) {
        Field("name", \.name)
        Field(Accessors.fields("date", "time"), \.joinDate, joinedWithT.then(Mappers.date(.rfc3339)))
    }

    static let adaJSON: JSON = ["name": "Ada", "date": "2014-01-14", "time": "22:35:23Z"]

    @Test func fallBackToNilOrADefault() {
        let strict = Mappers.url()
        let lenient = Mappers.optionally(Mappers.url())
        guard case .failure(let error) = strict.mapping(1) else {
            Issue.record("expected .failure")
            return
        }
        #expect(error.detail == "expected a string, got a number")
        guard case .successWithErrors(nil, let warning) = lenient.mapping(1) else {
            Issue.record("expected .successWithErrors(nil, …)")
            return
        }
        #expect(!warning.isFatal)
        #expect(warning.detail == error.detail)
        #expect(Mappers.optionally(Mappers.value(Int.self)).mapping(nil).error?.code == .missingValue)
        #expect(Mappers.optionally(Mappers.value(Int.self)).mapping(.null).error?.code == .nullValue)
        #expect(Mappers.nonFatally(Mappers.value(Int.self), default: 80).mapping("x").value == 80)
    }

    @Test func returnAValueUnchanged() throws {
        struct Event: Sendable {
            let name: String
            let payload: JSON
        }
        let event = Mappers.object(Event.init) {
            Field("name", \.name)
            Field("payload", \.payload)
        }
        #expect(
            try event.map(["name": "click", "payload": ["x": 1, "y": [2, 3]]]).payload.description
                == #"{"x":1,"y":[2,3]}"#)
        #expect(try Mappers.identity(JSON.self).map([1, 2]) == [1, 2])
    }

    @Test func arraysWithInvalidElements() {
        let numbers: JSON = [1, "two", 3]
        let dropped = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self))).mapping(numbers)
        #expect(dropped.value == [1, 3])
        #expect(dropped.error?.isFatal == false)
        #expect(dropped.error?.underlyingMappingErrors.map(\.sourcePath) == ["1"])
        #expect(Mappers.optionally(Mappers.array(of: Mappers.value(Int.self))).mapping(numbers).value == .some(nil))
        let failed = Mappers.array(of: Mappers.value(Int.self)).mapping(numbers)
        #expect(failed.value == nil)
        #expect(failed.error?.isFatal == true)
        #expect(
            Mappers.array(of: Mappers.optionally(Mappers.value(Int.self), default: 0)).mapping(numbers).value == [
                1, 0, 3,
            ])
    }

    @Test func twoFieldsToOneProperty() throws {
        let ada = try Self.employee.map(Self.adaJSON)
        #expect(ada.joinDate == Date(timeIntervalSince1970: 1_389_738_923))
        #expect(
            try Self.employee.reversed.map(ada).description
                == #"{"name":"Ada","date":"2014-01-14","time":"22:35:23Z"}"#)
    }

    @Test func nestedKeysWithDotsAndPositions() throws {
        struct Place: Sendable {
            let name: String
            let latitude: Double
            let longitude: Double
        }
        let place = Mappers.object(Place.init) {
            Field(Accessors.key("place.name"), \.name)
            Field("location.0", \.latitude)
            Field(Accessors.path(.key("location"), .index(1)), \.longitude)
        }
        let zurich = try place.map(["place.name": "Zürich", "location": [47.37, 8.54]])
        #expect(zurich.longitude == 8.54)
        #expect(zurich.latitude == 47.37)
        #expect(zurich.name == "Zürich")
    }

    @Test func mapOnlyPartOfADocument() throws {
        let wrapped = Mappers.forward("data.employee", Self.employee)
        #expect(try wrapped.map(["data": ["employee": Self.adaJSON]]).name == "Ada")
    }

    @Test func enums() throws {
        enum Role: String, Sendable { case admin, user }
        enum Gender: Sendable { case male, female, unknown }

        #expect(try Mappers.rawValue(Role.self).map("admin") == .admin)
        let gender = Mappers.enumeration(["male": Gender.male, "female": .female, "unknown": .unknown])
        #expect(try gender.reversed.map(.female) == "female")
        #expect(Mappers.optionally(gender, default: .unknown).mapping("other").value == .unknown)
        #expect(gender.mapping("other").error?.code == .invalidSourceValue)

        struct Person: Sendable, Equatable { let gender: Gender }
        let person = Mappers.object(Person.init) { Field("gender", \.gender, gender) }
        #expect(try person.map(["gender": "female"]) == Person(gender: .female))
        #expect(try person.reversed.map(Person(gender: .male)) == ["gender": "male"])
    }

    @Test func optionalPropertiesNullableFieldsAndOneWayMappers() throws {
        struct Address: Sendable, Equatable { let city: String }
        struct Person: Sendable, Equatable {
            let address: Address?
            let middleName: String?
            let joined: Int
        }
        let addressMapper = Mappers.object(Address.init) { Field("city", \.city) }
        let person = Mappers.object(Person.init) {
            Field("address", \.address, addressMapper)  // address: Address?
            Field(
                "middleName", \.middleName,
                Mappers.nullable(Mappers.value(String.self), requiringPresence: true))  // required key, null allowed
            Field(
                "joined", \.joined,
                decoding: Mappers.closure { (json: JSON) in json.string.flatMap { Int($0.prefix(4)) } ?? 0 })
        }
        #expect(
            try person.map(["middleName": nil, "joined": "2014-01-14"])
                == Person(address: nil, middleName: nil, joined: 2014))
        #expect(person.mapping(["joined": "2014"]).error?.underlyingMappingErrors.map(\.code) == [.missingValue])
        #expect(
            try person.reversed.map(Person(address: Address(city: "Paris"), middleName: nil, joined: 2014))
                == ["address": ["city": "Paris"], "middleName": nil])
    }

    @Test func alternativeFormats() throws {
        let id = Mappers.first {
            Mappers.value(Int.self)
            Mappers.number(Int.self)
        }
        #expect(try id.map(42) == 42)
        #expect(try id.map("42") == 42)
        guard case .success = id.mapping("42") else {
            Issue.record("expected no error when an alternative succeeds")
            return
        }
        #expect(id.mapping(true).error?.underlyingErrors.count == 2)
    }

    @Test func polymorphicData() throws {
        struct Circle: Sendable, Equatable { let radius: Double }
        struct Square: Sendable, Equatable { let side: Double }
        enum Shape: Sendable, Equatable {
            case circle(Circle)
            case square(Square)
        }
        let circle = Mappers.object(Circle.init) { Field("radius", \.radius) }
        let square = Mappers.object(Square.init) { Field("side", \.side) }
        let shape = Mappers.dispatch(on: "type", to: Shape.self) {
            Mappers.DispatchCase(
                "circle", circle, embed: Shape.circle,
                extract: { if case .circle(let c) = $0 { c } else { nil } })
            Mappers.DispatchCase(
                "square", square, embed: Shape.square,
                extract: { if case .square(let s) = $0 { s } else { nil } })
        }
        #expect(try shape.map(["type": "square", "side": 2]) == .square(Square(side: 2)))
        #expect(try shape.reversed.map(.circle(Circle(radius: 1))).description == #"{"radius":1.0,"type":"circle"}"#)
    }

    @Test func unknownKeys() {
        let strictEmployee = Self.employee.unmappedKeys(.reject)
        var json = Self.adaJSON.object!
        json["admin"] = true
        #expect(
            strictEmployee.mapping(["name": "Ada", "date": "2014-01-14", "time": "22:35:23Z", "admin": true]).error?
                .isFatal == true)
        #expect(strictEmployee.mapping(.object(json)).error?.underlyingMappingErrors.first?.code == .unexpectedKey)
        #expect(Self.employee.mapping(.object(json)).error == nil)
    }

    @Test func repeatedKeys() throws {
        let strictEmployee = Self.employee.unmappedKeys(.reject)
        let twice = #"{"name": "Ada", "date": "2014-01-14", "name": "Eve", "time": "22:35:23Z"}"#
        #expect(try Self.employee.map(parsing: twice).name == "Ada")
        #expect(
            strictEmployee.mapping(parsing: twice).error?.description == """
                1 error
                name
                  the key 'name' appears more than once [duplicateKey]
                """)
        #expect(
            strictEmployee.mapping(parsing: twice).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'name' to '<Unknown>': the key 'name' appears more than once (duplicateKey)

                """)
    }

    @Test func mutableModels() throws {
        struct Settings: Sendable {
            var theme = "light"
            var fontSize = 12
        }
        let settings = Mappers.object(prototype: Settings()) {
            Field("theme", \.theme)
            Field("font_size", \.fontSize, Mappers.optionally(Mappers.value(Int.self), default: 12))
        }
        #expect(try settings.map(["theme": "dark"]).fontSize == 12)
        #expect(try settings.map(["theme": "dark"]).theme == "dark")
    }
}
