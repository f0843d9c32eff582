import Hydrant
import Testing

@Suite("Mappers.identity")
struct IdentityTests {
    static let everyKind: [JSON] = [
        .null, true, false, 0, -0, .number(JSONNumber("12.50")!), .number(JSONNumber("1e400")!), "", "text",
        [], [1, "two", nil, [false]], [:], ["b": 1, "a": ["x": nil]],
    ]

    @Test(arguments: everyKind)
    func returnsEveryJSONValueUnchangedWithoutError(json: JSON) {
        let result = Mappers.identity(JSON.self).mapping(json)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value.map { identical($0, json) } == true)
    }

    @Test func passesMissingAndNullThroughWithoutError() {
        let identity = Mappers.identity(JSON?.self)
        let missing = Probe.run(identity, nil)
        #expect(missing.fatal == nil)
        #expect(missing.recorded.isEmpty)
        #expect(missing.value == .some(nil))

        let null = Probe.run(identity, .some(.null))
        #expect(null.fatal == nil)
        #expect(null.recorded.isEmpty)
        #expect(null.value == .some(.some(.null)))
    }

    @Test func worksForAnySwiftType() throws {
        #expect(try Mappers.identity(Int.self).map(42) == 42)
        #expect(try Mappers.identity(String.self).map("") == "")
        #expect(try Mappers.identity([Int?].self).map([1, nil]) == [1, nil])
        let inferred: Mappers.Identity<Double> = Mappers.identity()
        #expect(try inferred.map(2.5) == 2.5)
    }

    @Test func isItsOwnReverse() throws {
        let identity = Mappers.identity(JSON.self)
        #expect(type(of: identity.reversed) == Mappers.Identity<JSON>.self)
        #expect(type(of: identity.reversed.reversed) == Mappers.Identity<JSON>.self)
        #expect(try identity.reversed.map(["a": [1]]) == ["a": [1]])
        #expect(try identity.reversed.map(.null) == .null)
    }

    @Test func roundTripsGeneratedValuesExactly() throws {
        let identity = Mappers.identity(JSON.self)
        for json in Probe.randomJSONValues(seed: 0x1D) {
            let forward = try identity.map(json)
            #expect(identical(forward, json))
            #expect(identical(try identity.reversed.map(forward), json))
            #expect(Probe.outcome(identity.mapping(json)) == .success)
        }
    }

    @Test func roundTripsGeneratedIntegers() throws {
        var rng = SplitMix64(seed: 0x1D_1D)
        let identity = Mappers.identity(Int.self)
        for _ in 0..<500 {
            let value = Int.random(in: .min ... .max, using: &rng)
            #expect(try identity.reversed.map(identity.map(value)) == value)
        }
    }
}
