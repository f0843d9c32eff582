// Replays inputs through every fuzz check without libFuzzer: `FuzzReplay FILE|DIRECTORY…` prints
// each input that breaks a check and exits 1 if any does. scripts/fuzz-coverage.sh builds it with
// coverage instrumentation to measure what a corpus covers.
import Foundation
import FuzzModel

let checks: [(String, ([UInt8]) -> String?)] = [
    ("roundtrip", FuzzChecks.roundTrip), ("mapping", FuzzChecks.mapping),
    ("limits", FuzzChecks.limits), ("differential", FuzzChecks.differential),
    ("conversions", FuzzChecks.conversions), ("streams", StreamChecks.streams),
]
var files: [URL] = []
for argument in CommandLine.arguments.dropFirst() {
    let url = URL(fileURLWithPath: argument)
    if let names = try? FileManager.default.contentsOfDirectory(atPath: argument) {
        files += names.sorted().map { url.appendingPathComponent($0) }
    } else {
        files.append(url)
    }
}
var failures = 0
for file in files {
    guard let data = FileManager.default.contents(atPath: file.path) else { continue }
    for (name, check) in checks {
        if let issue = check(Array(data)) {
            print("\(file.path): \(name): \(issue)")
            failures += 1
        }
    }
}
print("replayed \(files.count) inputs through \(checks.count) checks: \(failures) failures")
exit(failures == 0 ? 0 : 1)
