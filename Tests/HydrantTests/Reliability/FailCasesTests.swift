import Foundation
import Hydrant
import Testing

/// Replays every input the fuzz targets ever stopped at (Tests/HydrantTests/Resources/FailCases,
/// named after the target and what it showed) through all four fuzz checks.
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
}
