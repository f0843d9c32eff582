import Hydrant
import Testing

@Suite("Mappers.enumeration and Mappers.rawValue")
struct EnumerationTests {
    enum Status: Hashable, Sendable, CaseIterable {
        case active, suspended, deleted
    }

    enum Role: String, Sendable, CaseIterable {
        case admin, user
        case readOnly = "read-only"
    }

    enum Level: Int, Sendable, CaseIterable {
        case low = 1, medium = 5, high = 10
    }

    static let table: [String: Status] = ["active": .active, "suspended": .suspended, "gone": .deleted]
    static let status = Mappers.enumeration(table)

    // MARK: Table lookups

    @Test(arguments: table)
    func mapsEveryKeyToItsValueWithoutError(key: String, value: Status) {
        let result = Self.status.mapping(key)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == value)
    }

    @Test(arguments: ["", "Active", "active ", "deleted", "unknown"])
    func unknownValueIsFatalInvalidSourceValue(input: String) throws {
        let error = try #require(#expect(throws: MappingError.self) { try Self.status.map(input) })
        #expect(error.code == .invalidSourceValue)
        #expect(error.isFatal)
        #expect(error.detail == "the value is not one of the 3 known values")
        #expect(error.sourceValue?.value as? String == input)
        #expect(
            error.reason == "Could not map from '<Unknown>' to '<Unknown>': the value is not one of the 3 known values")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceValue) because "Could not map from '<Unknown>' to '<Unknown>': the value is not one of the 3 known values"

                """)
    }

    @Test func unknownValueIsNeverRendered() throws {
        let secret = "token-8d3f-secret"
        let error = try #require(Self.status.mapping(secret).error)
        #expect(!Probe.renderingsContain(error, secret))
        #expect(error.sourceValue?.value as? String == secret)
    }

    @Test func jsonKeysRejectNullAndOtherKinds() throws {
        let table: [JSON: Status] = ["active": .active, 1: .suspended, nil: .deleted]
        let mapper = Mappers.enumeration(table)
        #expect(try mapper.map("active") == .active)
        #expect(try mapper.map(.number(JSONNumber("1.0")!)) == .suspended)
        #expect(try mapper.map(.null) == .deleted)

        let withoutNull = Mappers.enumeration(["active": Status.active] as [JSON: Status])
        for json in [JSON.null, true, 1, ["active"]] {
            let error = try #require(withoutNull.mapping(json).error)
            #expect(error.code == .invalidSourceValue)
            #expect(error.detail == "the value is not the one known value")
        }
    }

    @Test func missingValueIsNotInTheTable() throws {
        let mapper = Mappers.enumeration(["a": 1] as [String?: Int])
        #expect(try mapper.map("a") == 1)
        #expect(mapper.mapping(nil).error?.code == .invalidSourceValue)
    }

    @Test func emptyTableRejectsEverything() {
        let mapper = Mappers.enumeration([String: Int]())
        #expect(mapper.mapping("").error?.detail == "the table has no values")
    }

    // MARK: Reverse

    @Test func reverseUsesTheInvertedTable() throws {
        let reversed = Self.status.reversed
        #expect(reversed.table == [.active: "active", .suspended: "suspended", .deleted: "gone"])
        #expect(try reversed.map(.deleted) == "gone")
        #expect(reversed.reversed.table == Self.table)
    }

    @Test func reverseRejectsValuesOutsideTheTable() throws {
        let partial = Mappers.enumeration(["active": Status.active])
        let error = try #require(partial.reversed.mapping(.deleted).error)
        #expect(error.code == .invalidSourceValue)
        #expect(error.isFatal)
        #expect(error.detail == "the value is not the one known value")
    }

    @Test func roundTripsEveryEntry() throws {
        for (key, value) in Self.table {
            #expect(try Self.status.reversed.map(Self.status.map(key)) == key)
            #expect(try Self.status.map(Self.status.reversed.map(value)) == value)
        }
    }

    @Test func roundTripsGeneratedTables() throws {
        var rng = SplitMix64(seed: 0xE7)
        for _ in 0..<50 {
            var table: [String: Int] = [:]
            var used: Set<Int> = []
            for _ in 0..<Int.random(in: 0...20, using: &rng) {
                let value = Int.random(in: .min ... .max, using: &rng)
                guard used.insert(value).inserted else { continue }
                table[Probe.randomString(&rng, maxLength: 8)] = value
            }
            let mapper = Mappers.enumeration(table)
            for (key, value) in table {
                #expect(try mapper.map(key) == value)
                #expect(try mapper.reversed.map(value) == key)
            }
        }
    }

    /// A table with two keys for one value cannot be inverted: a programming error reported when
    /// the mapper is built, never while mapping.
    @Test func nonOneToOneTableStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.enumeration(["a": 1, "b": 1])
        }
    }

    // MARK: rawValue

    @Test(arguments: Role.allCases)
    func stringRawValuesMapToCases(role: Role) throws {
        let mapper = Mappers.rawValue(Role.self)
        let result = mapper.mapping(.string(role.rawValue))
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == role)
        #expect(try mapper.reversed.map(role) == .string(role.rawValue))
    }

    @Test(arguments: Level.allCases)
    func intRawValuesMapToCases(level: Level) throws {
        let mapper = Mappers.rawValue(Level.self)
        #expect(try mapper.map(JSON(level.rawValue)) == level)
        #expect(try mapper.reversed.map(level) == JSON(level.rawValue))
        #expect(try mapper.map(mapper.reversed.map(level)) == level)
    }

    @Test(
        arguments: [
            (JSON("root"), MappingError.Code.invalidSourceValue, #"expected one of "admin", "user", "read-only""#),
            ("Admin", .invalidSourceValue, #"expected one of "admin", "user", "read-only""#),
            ("", .invalidSourceValue, #"expected one of "admin", "user", "read-only""#),
            (1, .invalidSourceType, "expected a string, got a number"),
            (.null, .invalidSourceType, "expected a string, got null"),
            (["admin"], .invalidSourceType, "expected a string, got an array"),
        ] as [(JSON, MappingError.Code, String)])
    func stringRawValueRejections(json: JSON, code: MappingError.Code, detail: String) throws {
        let error = try #require(Mappers.rawValue(Role.self).mapping(json).error)
        #expect(error.code == code)
        #expect(error.isFatal)
        #expect(error.detail == detail)
    }

    /// A raw-value type that is not `CaseIterable` cannot list its values: the error says so without
    /// naming the Swift type (entries and problem details go to an API's clients).
    @Test func aTypeThatCannotListItsValuesIsNotNamed() throws {
        struct Token: RawRepresentable, Sendable {
            let rawValue: String
            init?(rawValue: String) {
                guard rawValue.hasPrefix("t-") else { return nil }
                self.rawValue = rawValue
            }
        }
        let error = try #require(Mappers.rawValue(Token.self).mapping("x").error)
        #expect(error.detail == "the value is not one of the allowed values")
        #expect(!error.entries[0].message.contains("Token"))
        #expect(try Mappers.rawValue(Token.self).map("t-1").rawValue == "t-1")
    }

    @Test(
        arguments: [
            (JSON(2), MappingError.Code.invalidSourceValue, "expected one of 1, 5, 10"),
            (0, .invalidSourceValue, "expected one of 1, 5, 10"),
            (
                .number(JSONNumber("1.5")!), .invalidSourceValue,
                "the number is not an integer, so it cannot be represented as Int"
            ),
            (.number(JSONNumber("1e30")!), .numberOutOfRange, "the number is out of range for Int"),
            ("1", .invalidSourceType, "expected a number, got a string"),
            (.null, .invalidSourceType, "expected a number, got null"),
            (true, .invalidSourceType, "expected a number, got a boolean"),
        ] as [(JSON, MappingError.Code, String)])
    func intRawValueRejections(json: JSON, code: MappingError.Code, detail: String) throws {
        let error = try #require(Mappers.rawValue(Level.self).mapping(json).error)
        #expect(error.code == code)
        #expect(error.isFatal)
        #expect(error.detail == detail)
    }

    @Test func intRawValuesAcceptWholeNumbersWrittenWithAFraction() throws {
        #expect(try Mappers.rawValue(Level.self).map(.number(JSONNumber("5.0")!)) == .medium)
        #expect(try Mappers.rawValue(Level.self).map(.number(JSONNumber("1e1")!)) == .high)
    }

    @Test func rawValueReverseNeverFailsAndReversesBack() throws {
        let mapper = Mappers.rawValue(Role.self)
        #expect(type(of: mapper.reversed) == Mappers.Reversed<Mappers.RawValue<Role>>.self)
        #expect(type(of: mapper.reversed.reversed) == Mappers.RawValue<Role>.self)
        for role in Role.allCases {
            #expect(Probe.outcome(mapper.reversed.mapping(role)) == .success)
            #expect(try mapper.reversed.reversed.map(mapper.reversed.map(role)) == role)
        }
    }

    @Test func unknownRawValueIsNeverRendered() throws {
        let secret = "api-key-0xDEADBEEF"
        let error = try #require(Mappers.rawValue(Role.self).mapping(.string(secret)).error)
        #expect(!Probe.renderingsContain(error, secret))
    }
}
