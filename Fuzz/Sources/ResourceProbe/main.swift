// Measures the time and peak memory of reading one large document: `ResourceProbe CASE [MB]`,
// where CASE is string (one string of MB megabytes), array (an array of MB million zeros, 2 bytes
// each), or one of the shapes of MB megabytes of the tree-memory table (nested, singletons, pairs,
// empty, objects, strings, twitter); tape-CASE reads the same into a JSONDocument instead of a
// JSON tree; or foundation-deep (objects nested 500 deep, MB megabytes in all, read by
// JSONSerialization and converted with JSON(jsonObject:); exits with status 1 when the conversion
// takes longer than a second or ten times JSONSerialization's own time); or suggestion (the time
// of mapping and printing a missing field's error in an object of one MB-long key, and of MB of
// short keys: "did you mean" is bounded).
// Prints one line; scripts/resources.sh runs every case in its own process.
import Foundation
import Hydrant

/// The peak resident set size of this process so far, in bytes (VmHWM), or 0 when unknown.
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes * 1024
}

let arguments = CommandLine.arguments
let name = arguments.count > 1 ? arguments[1] : "string"
let size = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100

if name == "foundation-deep" {
    exit(convertFoundationTree(megabytes: size) ? 0 : 1)
}
if name == "suggestion" {
    timeSuggestions(megabytes: size)
    exit(0)
}

/// `count` copies of `element`, comma-separated, in one top-level array.
func array(of element: String, count: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count * (element.utf8.count + 1) + 2)
    bytes.append(UInt8(ascii: "["))
    for index in 0..<count {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes += element.utf8
    }
    bytes.append(UInt8(ascii: "]"))
    return bytes
}

var bytes: [UInt8] = []
let shape = name.hasPrefix("tape-") ? String(name.dropFirst(5)) : name
let megabytes = size * 1_000_000
switch shape {
case "string":
    bytes.reserveCapacity(megabytes + 4)
    bytes += Array(#"[""#.utf8)
    bytes += repeatElement(UInt8(ascii: "a"), count: megabytes)
    bytes += Array(#""]"#.utf8)
case "array":
    bytes = array(of: "0", count: megabytes)  // here `size` counts millions of elements
// The shapes of the tree-memory table in docs/Reliability.md, `size` MB each.
case "nested":  // groups of 120 nested arrays: one heap block per two input bytes
    let group = String(repeating: "[", count: 120) + String(repeating: "]", count: 120)
    bytes = array(of: group, count: megabytes / 241)
case "singletons":
    bytes = array(of: "[0]", count: megabytes / 4)
case "pairs":
    bytes = array(of: "[1,2]", count: megabytes / 6)
case "empty":
    bytes = array(of: "[]", count: megabytes / 3)
case "objects":  // groups of 40 nested one-member objects
    let group = String(repeating: #"{"a":"#, count: 40) + "0" + String(repeating: "}", count: 40)
    bytes = array(of: group, count: megabytes / 242)
case "strings":
    bytes = array(of: #""abcdefghijklmnop""#, count: megabytes / 19)
case "twitter":
    let url = URL(fileURLWithPath: arguments.count > 3 ? arguments[3] : "Benchmarks/Data/twitter.json")
    let document = (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
    while bytes.count < megabytes { bytes += bytes.isEmpty ? document : Array(",".utf8) + document }
    bytes = Array("[".utf8) + bytes + Array("]".utf8)
default:
    print("unknown case \(name)")
    exit(2)
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
print(
    String(
        format: "%@: input %.1f MiB, read in %.2f s, peak RSS %.0f MiB (%.1f× input; %.0f MiB before reading) – %@",
        name, Double(bytes.count) / megabyte, seconds, Double(peak) / megabyte,
        Double(peak) / Double(bytes.count), Double(before) / megabyte, summary))

/// `{"child":{…},"list":[…],"n":level,"s":"…"}` nested `depth` levels deep, about `megabytes` MB in
/// all, the innermost `child` null; three quarters of each level are one-digit numbers (the values
/// that cost most to convert), one quarter text.
func deepDocument(depth: Int, megabytes: Int) -> String {
    let share = megabytes * 1_000_000 / depth
    let list = (0..<(share * 3 / 4 / 2)).map { String($0 % 10) }.joined(separator: ",")
    let text = String(repeating: "x", count: share / 4)
    var document = "null"
    for level in (0..<depth).reversed() {
        document = #"{"child":"# + document + #","list":["# + list + #"],"n":\#(level),"s":""# + text + #""}"#
    }
    return document
}

/// Times JSONSerialization and `JSON(jsonObject:)` on `deepDocument` and prints one line; false
/// when the conversion is slower than a second or ten times JSONSerialization.
func convertFoundationTree(megabytes: Int) -> Bool {
    let depth = 500
    let data = Data(deepDocument(depth: depth, megabytes: megabytes).utf8)
    let start = Date()
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
        print("foundation-deep: JSONSerialization failed")
        return false
    }
    let parsed = Date()
    let summary: String
    do {
        summary = "\(try JSON(jsonObject: object).kind)"
    } catch {
        summary = "error: \(error)"
    }
    let converted = Date()
    let reading = parsed.timeIntervalSince(start), conversion = converted.timeIntervalSince(parsed)
    let fast = conversion <= max(1, 10 * reading)
    print(
        String(
            format:
                "foundation-deep: input %.1f MiB nested %d deep, JSONSerialization %.2f s, JSON(jsonObject:) %.2f s – %@%@",
            Double(data.count) / 1_048_576, depth, reading, conversion, summary, fast ? "" : " – TOO SLOW"))
    return fast
}

/// A model with one required field, mapped explicitly and reflectively.
struct Person: Codable, Sendable {
    let age: Int
}

/// Maps `text` (which has no "age") both ways, renders the error, and prints the times.
func timeSuggestions(megabytes: Int) {
    let explicit = Mappers.object(Person.init) { Field("age", \.age) }
    let reflective = Mappers.reflective(Person.self)
    let options = JSONReadingOptions(
        maxInputBytes: JSONReadingOptions.maximumInputCeiling, maxStringBytes: Int(UInt32.max))
    let huge = #"{""# + String(repeating: "k", count: megabytes * 1_000_000) + #"": 1}"#
    let many = "{" + (0..<(megabytes * 1_000_000 / 12)).map { #""k\#($0 % 1000)x": 0"# }.joined(separator: ", ") + "}"
    for (label, text) in [("one huge key", huge), ("many short keys", many)] {
        guard let document = try? JSONDocument(parsing: text, options: options) else { return }
        for (mapper, result) in [
            ("explicit", { explicit.mapping(document: document) }),
            ("reflective", { reflective.mapping(document: document) }),
        ] as [(String, () -> MappingResult<Person>)] {
            let start = Date()
            let error = result().error
            let mapped = Date()
            let rendered = error?.description ?? ""
            let printed = Date()
            print(
                String(
                    format: "suggestion: %@ (%.0f MB), %@: mapping %.2f ms, rendering %.2f ms – %@",
                    label, Double(text.utf8.count) / 1e6, mapper, mapped.timeIntervalSince(start) * 1000,
                    printed.timeIntervalSince(mapped) * 1000,
                    rendered.contains("did you mean") ? "a suggestion" : "no suggestion"))
        }
    }
}
