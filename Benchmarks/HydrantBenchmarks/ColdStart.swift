import Foundation

// `--filter cold`: the first decode in a fresh process against the second, for Hydrant's explicit
// mappers and for JSONDecoder. Each measurement is a new process (this executable again, with
// `--cold-start-child`), which reads the document, decodes it twice and prints both times: the
// first pays for building the static mappers and the type metadata, the second does not.

enum ColdStart {
    /// The processes per document and decoder; the median is reported.
    static let processes = 7

    /// Runs the cold-start cases if `--filter` names them.
    static func run(options: Options) {
        guard options.filter?.localizedCaseInsensitiveContains("cold") == true else { return }
        print("\n### Cold start (the first decode in a fresh process, median of \(processes) processes)\n")
        print("| document | decoder | first decode (ms) | second decode (ms) | first-call overhead (ms) |")
        print("|---|---|---:|---:|---:|")
        for document in ["twitter", "citm_catalog", "canada"] {
            for decoder in ["Hydrant mappers", "JSONDecoder"] {
                var firsts: [Double] = []
                var seconds: [Double] = []
                for _ in 0..<(options.quick ? 3 : processes) {
                    let (first, second) = measureInChild(document: document, decoder: decoder, options: options)
                    firsts.append(first)
                    seconds.append(second)
                }
                let (first, second) = (firsts.median * 1e3, seconds.median * 1e3)
                print(
                    "| \(document) | \(decoder) | \(String(format: "%.2f", first)) | \(String(format: "%.2f", second)) "
                        + "| \(String(format: "%.2f", first - second)) |")
            }
        }
    }

    /// Starts this executable as a child that decodes `document` twice; its two times, in seconds.
    static func measureInChild(document: String, decoder: String, options: Options) -> (Double, Double) {
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
        guard child.terminationStatus == 0, times.count == 2 else {
            fail(
                "the cold-start child for \(document) with \(decoder) failed: \(String(decoding: data, as: UTF8.self))")
        }
        return (times[0], times[1])
    }

    /// In the child: decodes the document twice with the decoder and prints both times, in
    /// seconds; nothing else runs before the first decode but reading the file.
    static func runChild(_ specification: String, options: Options) -> Never {
        let parts = specification.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { fail("--cold-start-child needs DOCUMENT:DECODER") }
        let source = SourceDocument.load(parts[0], from: options.dataDirectory)
        let decode: () throws -> Void
        switch (parts[0], parts[1]) {
        case ("twitter", "Hydrant mappers"): decode = { blackHole(try DocumentMapping.twitter.decode(source.data)) }
        case ("twitter", "JSONDecoder"):
            decode = { blackHole(try JSONDecoder().decode(Twitter.self, from: source.data)) }
        case ("citm_catalog", "Hydrant mappers"): decode = { blackHole(try DocumentMapping.citm.decode(source.data)) }
        case ("citm_catalog", "JSONDecoder"):
            decode = { blackHole(try JSONDecoder().decode(CitmCatalog.self, from: source.data)) }
        case ("canada", "Hydrant mappers"): decode = { blackHole(try DocumentMapping.canada.decode(source.data)) }
        case ("canada", "JSONDecoder"):
            decode = { blackHole(try JSONDecoder().decode(FeatureCollection.self, from: source.data)) }
        default: fail("--cold-start-child: unknown case \(specification)")
        }
        var times: [Double] = []
        for _ in 0..<2 {
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try decode()
            } catch {
                fail("--cold-start-child: \(specification) threw \(error)")
            }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        print(times.map { String($0) }.joined(separator: " "))
        exit(0)
    }
}
