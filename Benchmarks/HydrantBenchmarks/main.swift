// hydrant-bench: Hydrant's mappers, reader and writer against Foundation's JSONDecoder, JSONEncoder
// and JSONSerialization on twitter.json, citm_catalog.json and canada.json.
// Method and results: docs/Performance.md. Run: swift run -c release hydrant-bench [--help]

import Foundation

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
if let child = options.coldStartChild { ColdStart.runChild(child, options: options) }
if let path = options.schemaCasesPath { SchemaCases.write(to: path, options: options) }

/// Loads, prepares and validates a document (unless `--unchecked`), and returns its cases that
/// `--filter` selects.
func cases<Model: Codable & Equatable>(_ document: String, _ mapping: DocumentMapping<Model>) -> [BenchCase] {
    let kinds = CaseKind.allCases.filter { options.selects(document: document, name: $0.title) }
    guard !kinds.isEmpty else { return [] }
    let source = SourceDocument.load(document, from: options.dataDirectory)
    let prepared =
        options.unchecked
        ? PreparedDocument(unchecked: source, mapping: mapping)
        : PreparedDocument(validating: source, mapping: mapping)
    return kinds.map { prepared.benchCase($0) }
}

note("hydrant-bench: data from \(options.dataDirectory.path)\(options.quick ? ", quick mode" : "")")
let selected = cases("twitter", .twitter) + cases("citm_catalog", .citm) + cases("canada", .canada)
var otherCases = ["combinator", "stream", "parallel", "cold", "corpus"]
#if Macros
    otherCases += Corpus.payloads.map(\.name)
#endif
let selectsOthers = otherCases.contains {
    options.filter?.localizedCaseInsensitiveContains($0) == true
}
guard !selected.isEmpty || selectsOthers else {
    fail("no case matches --filter '\(options.filter ?? "")'")
}

if let iterations = options.profileIterations {
    // The combinator cases whose names the filter names too (`twitter/decode, combinator: plain`).
    let combinators = Combinators.variants(options: options).flatMap { [$0.decode, $0.encode] }
        .filter { options.selects(document: $0.document, name: $0.variant ?? "") }
    #if Macros
        let corpus = Corpus.profileCases(options: options)
    #else
        let corpus: [BenchCase] = []
    #endif
    Profiling.run(selected + combinators + corpus, iterations: iterations)
    Streaming.profileParallel(options: options, iterations: iterations)
    exit(0)
}

if !selected.isEmpty {
    let settings = options.settings
    let measurements = Harness(settings: settings).run(selected)
    let memory = MemoryMeasurement.measure(selected)
    let lazyErrors = options.filter == nil ? LazyErrorCheck.run() : nil
    Report(measurements: measurements, memory: memory, lazyErrors: lazyErrors, settings: settings).print()
    if let path = options.chartPath {
        guard let svg = Chart(measurements: measurements).svg() else {
            fail("--chart: the run measured no ratio to chart")
        }
        do {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            fail("--chart: cannot write \(path): \(error)")
        }
        note("chart written to \(path)")
    }
}
Combinators.run(options: options)
#if Macros
    Corpus.run(options: options)
#endif
Streaming.run(options: options)
ColdStart.run(options: options)
