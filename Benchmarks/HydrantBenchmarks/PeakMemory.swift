import Foundation

/// The process's peak resident set size in bytes (`VmHWM` in /proc/self/status), if readable.
func peakResidentBytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        // "VmHWM:\t  123456 kB"
        let fields = line.split { $0 == " " || $0 == "\t" }
        guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
        return kilobytes * 1024
    }
    return nil
}
