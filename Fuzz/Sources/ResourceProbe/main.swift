// Measures the time and peak memory of reading one large document: `ResourceProbe CASE [MB]`,
// where CASE is string (one string of MB megabytes), array (an array of MB million zeros, 2 bytes
// each), tape-string or tape-array (the same, read into a JSONDocument instead of a JSON tree).
// Prints one line; scripts/resources.sh runs every case in its own process.
import Foundation
import Hydrant

/// The peak resident set size of this process so far, in bytes (VmHWM), or 0 when unknown.
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kilobytes * 1024
}

let arguments = CommandLine.arguments
let name = arguments.count > 1 ? arguments[1] : "string"
let size = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100

var bytes: [UInt8] = []
if name.hasSuffix("string") {
    bytes.reserveCapacity(size * 1_000_000 + 4)
    bytes += Array(#"[""#.utf8)
    bytes += repeatElement(UInt8(ascii: "a"), count: size * 1_000_000)
    bytes += Array(#""]"#.utf8)
} else {
    let count = size * 1_000_000
    bytes.reserveCapacity(2 * count + 1)
    bytes.append(UInt8(ascii: "["))
    for index in 0..<count {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "0"))
    }
    bytes.append(UInt8(ascii: "]"))
}
let before = peakResidentBytes()
let options = JSONReadingOptions(maxInputBytes: JSONReadingOptions.maximumInputCeiling, maxStringBytes: Int(UInt32.max))
let start = Date()
let summary: String
do {
    if name.hasPrefix("tape") {
        let document = try JSONDocument(parsing: bytes, options: options)
        summary = "\(document.root.kind)"
    } else {
        let value = try JSON(parsing: bytes, options: options)
        summary = "\(value.kind) of \(value.array?.count ?? 0) element(s)"
    }
} catch {
    summary = "error: \(error)"
}
let seconds = Date().timeIntervalSince(start)
let peak = peakResidentBytes()
let megabyte = 1_048_576.0
print(String(format: "%@: input %.1f MiB, read in %.2f s, peak RSS %.0f MiB (%.1f× input; %.0f MiB before reading) – %@",
             name, Double(bytes.count) / megabyte, seconds, Double(peak) / megabyte,
             Double(peak) / Double(bytes.count), Double(before) / megabyte, summary))
