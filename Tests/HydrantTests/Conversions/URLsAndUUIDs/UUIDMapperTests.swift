import Foundation
import Hydrant
import Testing

@Suite("Mappers.uuid: StringToUUID and its reverse")
struct UUIDMapperTests {
    static let upper = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    static let detail = "not a valid UUID: expected 32 hexadecimal digits grouped 8-4-4-4-12 by hyphens"

    static func uuid(from rng: inout SplitMix64) -> UUID {
        let a = rng.next(), b = rng.next()
        let bytes =
            (0..<8).map { UInt8(truncatingIfNeeded: a >> ($0 * 8)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: b >> ($0 * 8)) }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    @Test(arguments: [upper, upper.lowercased(), "e621E1F8-c36C-495a-93Fc-0c247A3e6E5f"])
    func anyCaseParsesToTheSameUUID(text: String) throws {
        let result = Mappers.uuid().mapping(.string(text))
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == UUID(uuidString: Self.upper))
    }

    @Test func extremeValuesParse() throws {
        #expect(
            try Mappers.uuid().map("00000000-0000-0000-0000-000000000000").uuidString
                == "00000000-0000-0000-0000-000000000000")
        #expect(
            try Mappers.uuid().map("ffffffff-ffff-ffff-ffff-ffffffffffff").uuidString
                == "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")
    }

    @Test(arguments: [
        "",
        "E621E1F8C36C495A93FC0C247A3E6E5F",  // no hyphens
        "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}",  // braces
        "urn:uuid:E621E1F8-C36C-495A-93FC-0C247A3E6E5F",  // URN
        " E621E1F8-C36C-495A-93FC-0C247A3E6E5F",  // leading space
        "E621E1F8-C36C-495A-93FC-0C247A3E6E5F ",  // trailing space
        "E621E1F8-C36C-495A-93FC-0C247A3E6E5F\n",  // newline
        "E621E1F8-C36C-495A-93FC-0C247A3E6E5",  // too short
        "E621E1F8-C36C-495A-93FC-0C247A3E6E5F0",  // too long
        "E621E1F8-C36C-495A-93FC-0C247A3E6E5G",  // not hexadecimal
        "E621E1F8C-36C-495A-93FC-0C247A3E6E5F",  // hyphen misplaced
        "E621E1F8-C36C-495A-93FC_0C247A3E6E5F",  // wrong separator
        "+621E1F8-C36C-495A-93FC-0C247A3E6E5F",  // sign (Foundation on Linux accepts it)
        "-621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "0x21E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "E621E1F8-C36C-495A-93FC-0C247A3E6É5F",  // non-ASCII
        "E621E1F8-C36C-495A-93FC-0C247A3E6E٥F",  // Arabic-Indic digit
        "not a uuid",
    ])
    func malformedStringsAreRejected(text: String) throws {
        let error = try #require(Mappers.uuid().mapping(.string(text)).error)
        #expect(error.isFatal)
        #expect(error.code == .invalidSourceValue)
        #expect(error.detail == Self.detail)
        #expect(error.sourceValue?.value as? JSON == .string(text))
    }

    @Test(arguments: [
        (JSON.number(JSONNumber(42)), "expected a string, got a number"),
        (JSON.bool(false), "expected a string, got a boolean"),
        (["id": "x"] as JSON, "expected a string, got an object"),
        ([] as JSON, "expected a string, got an array"),
        (JSON.null, "expected a string, got null"),
    ])
    func nonStringsAreFatalTypeErrors(input: JSON, detail: String) throws {
        let error = try #require(Mappers.uuid().mapping(input).error)
        #expect(error.isFatal)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == detail)
    }

    @Test func optionallyTurnsMissingAndNullIntoNil() {
        let mapper = Mappers.optionally(Mappers.uuid())
        let missing = Probe.run(mapper, nil)
        #expect(missing.value == .some(nil))
        #expect(missing.recordedCodes == [.missingValue])
        let null = Probe.run(mapper, .some(.null))
        #expect(null.recordedCodes == [.nullValue])
        let good = Probe.run(mapper, .some(.string(Self.upper)))
        #expect(good.value == .some(UUID(uuidString: Self.upper)))
        #expect(good.recorded.isEmpty)
    }

    @Test func reverseWritesUpperCaseByDefault() throws {
        let id = try Mappers.uuid().map(.string(Self.upper.lowercased()))
        #expect(try Mappers.uuid().reversed.map(id) == .string(Self.upper))
        #expect(try Mappers.Reversed(Mappers.uuid()).map(id) == .string(Self.upper))
    }

    @Test func lowercaseOptionWritesLowerCase() throws {
        let mapper = Mappers.uuid(lowercase: true)
        #expect(mapper.lowercase)
        let id = try mapper.map(.string(Self.upper))
        #expect(try mapper.reversed.map(id) == .string(Self.upper.lowercased()))
        #expect(mapper.reversed.reversed.lowercase)
        #expect(try Mappers.Reversed(Mappers.uuid(lowercase: true)).map(id) == .string(Self.upper.lowercased()))
    }

    @Test(arguments: [false, true])
    func randomUUIDsRoundTrip(lowercase: Bool) throws {
        var rng = SplitMix64(seed: 0x5EED_0000_0000_0001)
        let mapper = Mappers.uuid(lowercase: lowercase)
        for _ in 0..<500 {
            let id = Self.uuid(from: &rng)
            let written = try mapper.reversed.map(id)
            guard case .string(let text) = written else {
                Issue.record("expected a string")
                return
            }
            #expect(text == (lowercase ? id.uuidString.lowercased() : id.uuidString))
            #expect(try mapper.map(written) == id)
            #expect(try mapper.map(.string(text.uppercased())) == id)
            #expect(try mapper.map(.string(text.lowercased())) == id)
        }
    }

    @Test func renderingsNeverContainTheUUID() throws {
        let secret = "SECRET42-C36C-495A-93FC-0C247A3E6E5F"
        let error = try #require(Mappers.uuid().mapping(.string(secret)).error)
        #expect(!Probe.renderingsContain(error, "SECRET42"))
        #expect(!Probe.renderingsContain(error, "0C247A3E6E5F"))
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceValue) because "Could not map from '<Unknown>' to '<Unknown>': \(Self.detail)"

                """)
    }
}
