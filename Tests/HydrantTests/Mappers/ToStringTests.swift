import Hydrant
import Testing

@Suite("Mappers.toString")
struct ToStringTests {
    static func number(_ text: String) -> JSON {
        .number(JSONNumber(text)!)
    }

    @Test(
        arguments: [
            ("abc", "abc"),
            ("", ""),
            ("say \"hi\"\n", "say \"hi\"\n"),
            ("🎉 naïve", "🎉 naïve"),
            (number("12.50"), "12.50"),
            (number("1e3"), "1e3"),
            (number("-0"), "-0"),
            (number("-1.5E-7"), "-1.5E-7"),
            (number("123456789012345678901234567890"), "123456789012345678901234567890"),
            (true, "true"),
            (false, "false"),
            ([], "[]"),
            ([1, "a", nil, [true]], #"[1,"a",null,[true]]"#),
            (["a\"b"], #"["a\"b"]"#),
            ([:], "{}"),
            (["b": 1, "a": [nil]], #"{"b":1,"a":[null]}"#),
        ] as [(JSON, String)])
    func describesEveryKindWithoutError(json: JSON, expected: String) {
        let result = Mappers.toString().mapping(json)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == .some(expected))
    }

    @Test func nullBecomesNilWithoutError() {
        let result = Mappers.toString().mapping(.null)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == .some(nil))
    }

    @Test func neverFailsOnGeneratedValues() {
        let toString = Mappers.toString()
        for json in Probe.randomJSONValues(seed: 0x2575) {
            let trace = Probe.run(toString, json)
            #expect(trace.fatal == nil)
            #expect(trace.recorded.isEmpty)
            switch json {
            case .null: #expect(trace.value == .some(nil))
            case .string(let text): #expect(trace.value == .some(text))
            case .number(let number): #expect(trace.value == .some(number.text))
            case .bool(let flag): #expect(trace.value == .some(String(flag)))
            case .array, .object: #expect(trace.value == .some(json.description))
            }
        }
    }

    @Test func containersReadBackAsTheSameJSON() throws {
        for json in Probe.randomJSONValues(seed: 0x2576) where json.kind == .array || json.kind == .object {
            let text = try #require(try Mappers.toString().map(json))
            #expect(identical(try JSON(parsing: text), json))
        }
    }

    /// It cannot be reversed (a string does not say what it was made from): asking for `.reversed`
    /// does not compile. Give it a reverse with `Mappers.split`.
    @Test func isNotReversible() {
        #expect(!(Mappers.toString() as Any is any ReversibleMapper))
        #expect(Mappers.toString() as Any is any Mapper<JSON, String?>)
    }

    @Test func composesWithNotNullToRequireAString() throws {
        let required = Mappers.notNull(Mappers.toString())
        #expect(try required.map(12) == "12")
        #expect(required.mapping(.null).error?.code == .missingValue)
    }

    @Test func splitGivesItAReverseThatRoundTripsStrings() throws {
        var rng = SplitMix64(seed: 0x2577)
        let text = Mappers.split(
            Mappers.toString(), reverse: Mappers.closure { (text: String?) in text.map(JSON.string) ?? .null })
        for _ in 0..<200 {
            let string = Probe.randomString(&rng, maxLength: 20)
            #expect(try text.map(text.reversed.map(string)) == string)
        }
        #expect(try text.map(text.reversed.map(nil)) == nil)
    }
}
