import Foundation
import Hydrant
import Testing

/// Replays every input the fuzz targets ever stopped at (Tests/HydrantTests/Resources/FailCases,
/// named after the target and what it showed) through every fuzz check, and checks the checks
/// added for the hostile-input attacks on documents made for them.
@Suite("Fuzz fail cases")
struct FailCasesTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/FailCases", isDirectory: true)

    static let names: [String] = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted() ?? []

    static let checks: [(String, @Sendable ([UInt8]) -> String?)] = [
        ("roundtrip", FuzzChecks.roundTrip), ("mapping", FuzzChecks.mapping),
        ("limits", FuzzChecks.limits), ("differential", FuzzChecks.differential),
        ("conversions", FuzzChecks.conversions),
        // The asynchronous part of the stream check waits on its thread; StreamRuleTests runs it.
        ("streams", { StreamChecks.decode($0).flatMap(StreamChecks.checkSerially) }),
    ]

    @Test func theFolderHasTheFailCases() {
        #expect(Self.names.count >= 2)
    }

    @Test(arguments: names)
    func failCasePassesEveryCheck(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        for (check, run) in Self.checks {
            #expect(run(bytes) == nil, "\(check)")
        }
    }

    /// The duplicate-key check (part of "roundtrip") and the `JSON(jsonObject:)` check (part of
    /// "differential") pass on documents with repeats at every level, and see a difference.
    @Test(arguments: [
        #"{"a":1,"a":2,"b":{"c":1,"c":[{"d":0,"d":1}]}}"#, #"[{"x":[],"x":{},"y":null}, {"x":1}]"#,
        #"{"\u0061":1,"a":2}"#, #"{"e\u0301":1,"\u00e9":2}"#, #"{"a":{"a":{"a":1,"a":2},"a":3}}"#,
        "[1, 2.5, true, null]",
    ])
    func duplicateAndFoundationChecksPass(document: String) {
        #expect(FuzzChecks.roundTrip(Array(document.utf8)) == nil)
        #expect(FuzzChecks.differential(Array(document.utf8)) == nil)
    }

    @Test func theDuplicateKeyCheckSeesTheRepeats() {
        let value: JSON = ["a": 1, "b": ["c": 1]]
        #expect(!FuzzChecks.hasRepeatedKey(value))
        let repeated = JSON.object(
            JSONObject(members: [(key: "a", value: 1), (key: "b", value: 2), (key: "a", value: 3)]))
        #expect(FuzzChecks.hasRepeatedKey(.array([repeated])))
        #expect(FuzzChecks.keepingOneMember(of: repeated, last: false) == ["a": 1, "b": 2])
        #expect(
            FuzzChecks.keepingOneMember(of: repeated, last: true)
                == .object(JSONObject(members: [(key: "b", value: 2), (key: "a", value: 3)])))
    }
}
