import Foundation
import Hydrant

// `--filter cold`: the first decode in a fresh process against the second, for Hydrant's explicit
// mappers and for JSONDecoder. Each measurement is a new process (this executable again, with
// `--cold-start-child`), which reads the document, builds the decoder (the first use of a static
// mapper, what a program's first decode pays for it), decodes twice and prints the three times:
// the build and the first decode pay for the type metadata and the first touches of memory, the
// second decode does not.

enum ColdStart {
    /// The processes per document and decoder; the median is reported.
    static let processes = 7

    /// Runs the cold-start cases if `--filter` names them.
    static func run(options: Options) {
        guard options.filter?.localizedCaseInsensitiveContains("cold") == true else { return }
        print("\n### Cold start (the first decode in a fresh process, median of \(processes) processes)\n")
        print(
            "| document | decoder | first decode (ms) | second decode (ms) | first-call overhead (ms) "
                + "| of which building the mapper (ms) |")
        print("|---|---|---:|---:|---:|---:|")
        for document in ["twitter", "citm_catalog", "canada"] {
            for decoder in ["Hydrant mappers", "JSONDecoder"] {
                var builds: [Double] = []
                var firsts: [Double] = []
                var seconds: [Double] = []
                for _ in 0..<(options.quick ? 3 : processes) {
                    let times = measureInChild(document: document, decoder: decoder, options: options)
                    builds.append(times.build)
                    // What a program's first decode costs: the decoder is built as it starts.
                    firsts.append(times.build + times.first)
                    seconds.append(times.second)
                }
                let (build, first, second) = (builds.median * 1e3, firsts.median * 1e3, seconds.median * 1e3)
                print(
                    "| \(document) | \(decoder) | \(String(format: "%.2f", first)) | \(String(format: "%.2f", second)) "
                        + "| \(String(format: "%.2f", first - second)) | \(String(format: "%.2f", build)) |")
            }
        }
    }

    /// Starts this executable as a child that builds the decoder and decodes `document` twice; its
    /// three times, in seconds.
    static func measureInChild(
        document: String, decoder: String, options: Options
    ) -> (build: Double, first: Double, second: Double) {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        child.arguments = ["--data", options.dataDirectory.path, "--cold-start-child", "\(document):\(decoder)"]
        let output = Pipe()
        child.standardOutput = output
        do {
            try child.run()
        } catch {
            fail("cannot start the cold-start child: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let times = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard child.terminationStatus == 0, times.count == 3 else {
            fail(
                "the cold-start child for \(document) with \(decoder) failed: \(String(decoding: data, as: UTF8.self))")
        }
        return (times[0], times[1], times[2])
    }

    /// In the child: builds the decoder, decodes the document twice and prints the three times,
    /// in seconds; nothing else runs before the build but reading the file.
    static func runChild(_ specification: String, options: Options) -> Never {
        let parts = specification.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { fail("--cold-start-child needs DOCUMENT:DECODER") }
        let source = SourceDocument.load(parts[0], from: options.dataDirectory)
        // The build is the first use of the static mapper; JSONDecoder has nothing to build.
        let build: () -> Void
        let decode: () throws -> Void
        switch (parts[0], parts[1]) {
        case ("twitter", "Hydrant mappers"):
            build = { blackHole(TwitterMappers.document) }
            decode = { blackHole(try TwitterMappers.document.map(parsing: source.data)) }
        case ("citm_catalog", "Hydrant mappers"):
            build = { blackHole(CitmMappers.document) }
            decode = { blackHole(try CitmMappers.document.map(parsing: source.data)) }
        case ("canada", "Hydrant mappers"):
            build = { blackHole(CanadaMappers.document) }
            decode = { blackHole(try CanadaMappers.document.map(parsing: source.data)) }
        case ("twitter", "JSONDecoder"):
            build = {}
            decode = { blackHole(try JSONDecoder().decode(Twitter.self, from: source.data)) }
        case ("citm_catalog", "JSONDecoder"):
            build = {}
            decode = { blackHole(try JSONDecoder().decode(CitmCatalog.self, from: source.data)) }
        case ("canada", "JSONDecoder"):
            build = {}
            decode = { blackHole(try JSONDecoder().decode(FeatureCollection.self, from: source.data)) }
        default: fail("--cold-start-child: unknown case \(specification)")
        }
        func seconds(_ body: () throws -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try body()
            } catch {
                fail("--cold-start-child: \(specification) threw \(error)")
            }
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        let times = [seconds(build), seconds(decode), seconds(decode)]
        print(times.map { String($0) }.joined(separator: " "))
        exit(0)
    }
}
