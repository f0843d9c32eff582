import Foundation
import Hydrant

// `--filter stream`: maps generated JSON Lines files and top-level arrays of 1 MB, 100 MB and
// 1 GB (eight-field members, Mappers/MemberMappers.swift) from disk with `results(of:)`, and
// reports the throughput and the process's peak resident memory of each; then maps the 100 MB
// inputs on every core with `results(of:concurrency:)` against the serial mapping of the same
// run. The files are written to a temporary folder and removed afterwards. `--filter parallel`
// runs only that last table (100 MB, or 10 MB with `--quick`; best of `--rounds` rounds).

enum Streaming {
    /// The input sizes, in bytes (10^6 B = 1 MB).
    static let sizes = [1_000_000, 100_000_000, 1_000_000_000]

    /// One measured mapping of a stream.
    struct Measurement {
        let layout: JSONStreamLayout
        let bytes: Int
        let values: Int
        let errors: Int
        let seconds: Double
        /// The process's CPU time (user and system, every thread) while it ran.
        let cpuSeconds: Double
        let peakResident: Int?

        var megabytesPerSecond: Double { Double(bytes) / 1e6 / seconds }
    }

    static func run(options: Options) {
        if options.filter?.localizedCaseInsensitiveContains("parallel") == true {
            runParallel(options: options)
            return
        }
        guard options.filter?.localizedCaseInsensitiveContains("stream") == true else { return }
        let folder = temporaryFolder("hydrant-stream")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sizes = options.quick ? [1_000_000, 10_000_000] : sizes
        var measurements: [Measurement] = []
        var files: [JSONStreamLayout: [Int: URL]] = [:]
        for layout in [JSONStreamLayout.lines, .array] {
            for size in sizes {
                let url = folder.appendingPathComponent("members-\(size)\(layout == .lines ? ".jsonl" : ".json")")
                write(layout: layout, size: size, to: url)
                files[layout, default: [:]][size] = url
                note("streaming: \(layout) \(size / 1_000_000) MB")
                measurements.append(measure(url, layout: layout, concurrency: 1))
                if size != sizes[1] { try? FileManager.default.removeItem(at: url) }
            }
        }
        print("\n### Streaming (results(of:), from a file)\n")
        print("| layout | input | values | errors | MB/s | peak resident memory |")
        print("|---|---:|---:|---:|---:|---:|")
        for measurement in measurements {
            print(
                "| \(measurement.layout == .lines ? "JSON Lines" : "top-level array") | \(measurement.bytes / 1_000_000) MB | "
                    + "\(measurement.values) | \(measurement.errors) | \(String(format: "%.0f", measurement.megabytesPerSecond)) | "
                    + "\(measurement.peakResident.map { "\($0 >> 20) MiB" } ?? "—") |")
        }
        print("\n### Where the time of a stream goes (\(sizes[1] / 1_000_000) MB, best of three)\n")
        print("| layout | split only MB/s | split + read MB/s | split + read + map MB/s |")
        print("|---|---:|---:|---:|")
        for layout in [JSONStreamLayout.lines, .array] {
            guard let url = files[layout]?[sizes[1]] else { continue }
            let megabytes = Double(sizes[1]) / 1e6
            func best(_ body: () throws -> Void) -> Double {
                var best = Double.infinity
                for _ in 0..<3 {
                    let start = DispatchTime.now().uptimeNanoseconds
                    do { try body() } catch { fail("cannot stream \(url.path): \(error)") }
                    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                }
                return megabytes / best
            }
            let split = best {
                var iterator = try JSONStream(contentsOf: url, layout: layout).makeElementIterator()
                while let element = iterator.nextElement(parsing: false) { blackHole(element) }
            }
            let read = best {
                for element in try JSONStream(contentsOf: url, layout: layout) { blackHole(element) }
            }
            let mapped = best {
                for streamed in MemberMappers.plain.results(of: try JSONStream(contentsOf: url, layout: layout)) {
                    blackHole(streamed)
                }
            }
            print(
                "| \(layout == .lines ? "JSON Lines" : "top-level array") | \(String(format: "%.0f", split)) | "
                    + "\(String(format: "%.0f", read)) | \(String(format: "%.0f", mapped)) |")
        }
        compareThreads(files: files.compactMapValues { $0[sizes[1]] }, size: sizes[1], rounds: 3)
    }

    /// Only the table of the serial mapping against all cores (`--filter parallel`).
    static func runParallel(options: Options) {
        withParallelInputs(options: options) { files, size in
            compareThreads(files: files, size: size, rounds: options.rounds)
        }
    }

    /// `--profile N --filter parallel`: maps each input on every core `iterations` times, and
    /// nothing else, for `perf record`; serially instead when the filter also says `serial`.
    static func profileParallel(options: Options, iterations: Int) {
        guard let filter = options.filter, filter.localizedCaseInsensitiveContains("parallel") else { return }
        let threads =
            filter.localizedCaseInsensitiveContains("serial") ? 1 : ProcessInfo.processInfo.activeProcessorCount
        withParallelInputs(options: options) { files, _ in
            for layout in [JSONStreamLayout.lines, .array] {
                guard let url = files[layout] else { continue }
                note("  profiling \(layout) on \(threads) threads: \(iterations) operations")
                for _ in 0..<iterations {
                    blackHole(measure(url, layout: layout, concurrency: threads))
                }
            }
        }
    }

    /// Writes the JSON Lines and array inputs of `--filter parallel` (100 MB, 10 MB with
    /// `--quick`) to a temporary folder, runs `body` with them and removes them.
    static func withParallelInputs(options: Options, _ body: ([JSONStreamLayout: URL], Int) -> Void) {
        let folder = temporaryFolder("hydrant-parallel")
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = options.quick ? 10_000_000 : 100_000_000
        var files: [JSONStreamLayout: URL] = [:]
        for layout in [JSONStreamLayout.lines, .array] {
            let url = folder.appendingPathComponent("members-\(size)\(layout == .lines ? ".jsonl" : ".json")")
            write(layout: layout, size: size, to: url)
            files[layout] = url
        }
        body(files, size)
    }

    /// Prints the serial mapping of each file against the mapping on every core, best of `rounds`.
    static func compareThreads(files: [JSONStreamLayout: URL], size: Int, rounds: Int) {
        let threads = ProcessInfo.processInfo.activeProcessorCount
        print("\n### Streaming on \(threads) threads (results(of:concurrency:), \(size / 1_000_000) MB)\n")
        print("| layout | serial MB/s | \(threads) threads MB/s | speed-up | CPU time, \(threads) threads / serial |")
        print("|---|---:|---:|---:|---:|")
        for layout in [JSONStreamLayout.lines, .array] {
            guard let url = files[layout] else { continue }
            // Best of `rounds` each, alternating, so that both see the same machine.
            var serial = Double.infinity
            var parallel = Double.infinity
            var serialCPU = Double.infinity
            var parallelCPU = Double.infinity
            for _ in 0..<rounds {
                let one = measure(url, layout: layout, concurrency: 1)
                let all = measure(url, layout: layout, concurrency: threads)
                serial = min(serial, one.seconds)
                parallel = min(parallel, all.seconds)
                serialCPU = min(serialCPU, one.cpuSeconds)
                parallelCPU = min(parallelCPU, all.cpuSeconds)
            }
            let megabytes = Double(size) / 1e6
            print(
                "| \(layout == .lines ? "JSON Lines" : "top-level array") | \(String(format: "%.0f", megabytes / serial)) | "
                    + "\(String(format: "%.0f", megabytes / parallel)) | \(String(format: "%.2f×", serial / parallel)) | "
                    + "\(String(format: "%.2f", parallelCPU / serialCPU)) |"
            )
        }
    }

    /// A new folder in the temporary directory, named `prefix` and the process's id.
    static func temporaryFolder(_ prefix: String) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            fail("cannot make \(folder.path): \(error)")
        }
        return folder
    }

    /// Writes members until the file has `size` bytes (one member more at most), as JSON Lines or
    /// as one array; every 100th member has a wrong type, so that errors are part of the work.
    static func write(layout: JSONStreamLayout, size: Int, to url: URL) {
        let writer = Mappers.array(of: MemberMappers.plain).reversed
        let members = Array(MemberMappers.members.prefix(1_000))
        guard
            let lines = try? members.map({ member in
                try String(decoding: writer.bytes(from: [member]).dropFirst().dropLast(), as: UTF8.self)
            })
        else { fail("the members cannot be written") }
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: url)
        else { fail("cannot write \(url.path)") }
        defer { try? handle.close() }
        var written = 0
        var buffer: [UInt8] = []
        var index = 0
        if layout == .array { buffer.append(UInt8(ascii: "[")) }
        while written + buffer.count < size {
            var line = lines[index % lines.count]
            if index % 100 == 99 { line = line.replacingOccurrences(of: "\"age\":", with: "\"age\":\"x\",\"_\":") }
            if layout == .array, index > 0 { buffer.append(UInt8(ascii: ",")) }
            buffer.append(contentsOf: line.utf8)
            if layout == .lines { buffer.append(UInt8(ascii: "\n")) }
            index += 1
            if buffer.count >= 1 << 20 {
                handle.write(Data(buffer))
                written += buffer.count
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if layout == .array { buffer.append(UInt8(ascii: "]")) }
        handle.write(Data(buffer))
    }

    /// Maps every value of the file, counting values and errors; with the peak resident memory
    /// of the process while it ran (Linux).
    static func measure(_ url: URL, layout: JSONStreamLayout, concurrency: Int) -> Measurement {
        resetPeakResident()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuTime()
        var values = 0
        var errors = 0
        do {
            let stream = try JSONStream(contentsOf: url, layout: layout)
            func count(_ streamed: StreamedResult<Member>) {
                values += 1
                if streamed.result.error != nil { errors += 1 }
                blackHole(streamed)
            }
            if concurrency == 1 {
                for streamed in MemberMappers.plain.results(of: stream) { count(streamed) }
            } else {
                for streamed in MemberMappers.plain.results(of: stream, concurrency: concurrency) { count(streamed) }
            }
        } catch {
            fail("cannot stream \(url.path): \(error)")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Measurement(
            layout: layout, bytes: bytes, values: values, errors: errors, seconds: seconds,
            cpuSeconds: cpuTime() - cpuStart, peakResident: peakResident())
    }

    /// The CPU time the process has used so far, user and system, all threads.
    static func cpuTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Resets the kernel's record of the peak resident memory to the current one (Linux).
    static func resetPeakResident() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The peak resident memory of the process since the last reset, in bytes (Linux: VmHWM).
    static func peakResident() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }
}
