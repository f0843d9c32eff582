import Hydrant
import Testing

@Suite("Mappers.split")
struct SplitTests {
    /// Text → length forward, length → a string of that many stars backward: the two directions
    /// are plainly different mappers.
    static let split = Mappers.split(
        Mappers.closure { (text: String) in text.count },
        reverse: Mappers.closure { (count: Int) throws -> String in
            guard count >= 0 else { throw MappingError(code: .validationFailed, detail: "a length cannot be negative") }
            return String(repeating: "*", count: count)
        })

    @Test(arguments: ["", "a", "four", "🎉🎉"])
    func forwardUsesTheForwardMapper(text: String) throws {
        let result = Self.split.mapping(text)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == text.count)
    }

    @Test func reversedIsTheBackwardMapper() throws {
        #expect(try Self.split.reversed.map(3) == "***")
        let error = try #require(Self.split.reversed.mapping(-1).error)
        #expect(error.code == .validationFailed)
        #expect(error.isFatal)
        #expect(error.detail == "a length cannot be negative")
    }

    @Test func reversedSwapsTheTwoMappers() throws {
        let reversed = Self.split.reversed
        #expect(try reversed.forward.map(2) == "**")
        #expect(try reversed.backward.map("abc") == 3)
    }

    @Test func reversedTwiceBehavesLikeTheOriginal() throws {
        var rng = SplitMix64(seed: 0x5B)
        let twice = Self.split.reversed.reversed
        for _ in 0..<200 {
            let text = Probe.randomString(&rng, maxLength: 30)
            #expect(try twice.map(text) == Self.split.map(text))
            let count = Int.random(in: -5...40, using: &rng)
            #expect(twice.reversed.mapping(count).value == Self.split.reversed.mapping(count).value)
        }
    }

    @Test func forwardErrorsPassThroughUnchanged() throws {
        let split = Mappers.split(Mappers.value(Int.self), reverse: Mappers.value(Int.self).reversed)
        let error = try #require(split.mapping("x").error)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == "expected a number, got a string")
        let trace = Probe.run(
            Mappers.split(
                Mappers.optionally(Mappers.value(Int.self)), reverse: Mappers.closure { (v: Int?) in v.map(JSON.init) }),
            nil)
        #expect(trace.value == .some(nil))
        #expect(trace.recordedCodes == [.missingValue])
    }

    @Test func makesAOneWayMapperReversible() throws {
        let oneWay = Mappers.toString()
        #expect(!(oneWay as Any is any ReversibleMapper))
        let text = Mappers.split(oneWay, reverse: Mappers.closure { (text: String?) in text.map(JSON.string) ?? .null })
        #expect(text as Any is any ReversibleMapper)
        #expect(try text.map(12) == "12")
        #expect(try text.map(.null) == nil)
        #expect(try text.reversed.map("12") == "12")
        #expect(try text.reversed.map(nil) == .null)
    }

    @Test func replacesAnUnwantedReverse() throws {
        // Value<Int>'s own reverse writes a number; this one writes the number as a string.
        let mapper = Mappers.split(
            Mappers.value(Int.self), reverse: Mappers.closure { (value: Int) in JSON(String(value)) })
        #expect(try mapper.map(7) == 7)
        #expect(try mapper.reversed.map(7) == "7")
    }

    @Test func roundTripsWhenTheTwoDirectionsAreInverses() throws {
        var rng = SplitMix64(seed: 0x5B5B)
        let mapper = Mappers.split(
            Mappers.value(String.self).then(Mappers.closure { (text: String) in Array(text.unicodeScalars).count }),
            reverse: Mappers.closure { (count: Int) in JSON(String(repeating: "x", count: count)) })
        for _ in 0..<200 {
            let count = Int.random(in: 0...50, using: &rng)
            let json = mapper.reversed.mapping(count)
            #expect(Probe.outcome(json) == .success)
            #expect(try mapper.map(#require(json.value)) == count)
        }
    }
}
