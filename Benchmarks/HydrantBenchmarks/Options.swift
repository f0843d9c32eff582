import Foundation

/// The command line: `hydrant-bench [--data DIR] [--filter SUBSTRING[|SUBSTRING…]] [--rounds N] [--quick]`.
struct Options {
    /// The folder holding twitter.json, citm_catalog.json and canada.json.
    var dataDirectory: URL
    /// Only cases whose `document/case` name contains this (case-insensitive) run.
    var filter: String?
    /// Timed rounds; every case runs one batch per round.
    var rounds: Int
    /// Few short rounds, for a smoke test in CI.
    var quick: Bool
    /// Run each selected case this many times, untimed, and print nothing: for profilers
    /// (`valgrind --tool=callgrind`, `perf record`).
    var profileIterations: Int?
    /// With `--profile`: build the cases' inputs without cross-checking them (for the perf gate,
    /// which runs the checks once without valgrind first).
    var unchecked: Bool
    /// Where `--chart` writes the SVG chart of the ratios, if anywhere.
    var chartPath: String?
    /// `DOCUMENT:DECODER` when this process is a cold-start child (ColdStart.swift).
    var coldStartChild: String?
    /// Where `--schema-cases` writes the schema agreement cases (SchemaCases.swift), if asked.
    var schemaCasesPath: String?

    static let usage = """
        usage: hydrant-bench [--data DIR] [--filter SUBSTRING[|SUBSTRING…]] [--rounds N] [--quick] [--profile N [--unchecked]] [--chart FILE] [--schema-cases FILE]
          --data DIR        folder with twitter.json, citm_catalog.json, canada.json
                            (default: Benchmarks/Data under the current directory, else next to this source)
          --filter TEXT     run only the cases whose "document/case" name contains TEXT (case-insensitive),
                            e.g. "canada", "Hydrant", "twitter/JSONEncoder"; "A|B" runs the cases matching either,
                            e.g. "JSONEncoder|Hydrant reverse"; "=twitter/Hydrant mappers" is that case only;
                            "combinator", "stream", "parallel" (the streaming
                            table on all cores only) and "cold" run those extra tables
          --rounds N        timed rounds (default 21; 3 with --quick)
          --quick           short warm-up, short batches, 3 rounds: a smoke test, not a measurement
          --profile N       run each selected case N times after validation, untimed, and print no report
                            (--filter parallel: map the streaming inputs on every core N times;
                            --filter "parallel serial": map them serially N times)
                            (for valgrind --tool=callgrind or perf record); each case runs once more
                            before them, to warm up
          --unchecked       with --profile: build the inputs without cross-checking them against
                            Foundation (minutes under valgrind); run once without it first
          --chart FILE      also write the ratios against Foundation as an SVG bar chart
          --schema-cases FILE  write the JSON Schema agreement cases of the benchmark's mappers to FILE
                            (JSON Lines, for scripts/schema_agreement.py) and measure nothing
        """

    static func parse(_ arguments: [String]) -> Options {
        var dataPath: String?
        var filter: String?
        var rounds: Int?
        var quick = false
        var profileIterations: Int?
        var unchecked = false
        var chart: String?
        var coldStartChild: String?
        var schemaCases: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--data": dataPath = value(after: argument, in: &remaining)
            case "--filter": filter = value(after: argument, in: &remaining)
            case "--rounds":
                let text = value(after: argument, in: &remaining)
                guard let count = Int(text), count > 0 else { fail("--rounds needs a positive integer, got '\(text)'") }
                rounds = count
            case "--quick": quick = true
            case "--profile":
                let text = value(after: argument, in: &remaining)
                guard let count = Int(text), count > 0 else {
                    fail("--profile needs a positive integer, got '\(text)'")
                }
                profileIterations = count
            case "--unchecked": unchecked = true
            case "--chart": chart = value(after: argument, in: &remaining)
            case "--cold-start-child": coldStartChild = value(after: argument, in: &remaining)
            case "--schema-cases": schemaCases = value(after: argument, in: &remaining)
            case "--help", "-h":
                print(usage)
                exit(0)
            default: fail("unknown argument '\(argument)'\n\(usage)")
            }
        }
        if unchecked, profileIterations == nil {
            fail("--unchecked only goes with --profile N: timed runs always check their inputs")
        }
        let directory = dataPath.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? defaultDataDirectory()
        return Options(
            dataDirectory: directory, filter: filter, rounds: rounds ?? (quick ? 3 : 21), quick: quick,
            profileIterations: profileIterations, unchecked: unchecked, chartPath: chart,
            coldStartChild: coldStartChild,
            schemaCasesPath: schemaCases
        )
    }

    /// How long the harness warms up and batches, for this run.
    var settings: HarnessSettings {
        quick
            ? HarnessSettings(warmUpSeconds: 0.05, minimumWarmUpOps: 1, batchSeconds: 0.02, rounds: rounds)
            : HarnessSettings(warmUpSeconds: 0.3, minimumWarmUpOps: 3, batchSeconds: 0.1, rounds: rounds)
    }

    /// Whether the case `document/name` is selected by `--filter`.
    func selects(document: String, name: String) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        // `a|b`: either; `=doc/case`: exactly that case.
        return filter.split(separator: "|").contains { part in
            part.hasPrefix("=")
                ? "\(document)/\(name)".caseInsensitiveCompare(part.dropFirst()) == .orderedSame
                : "\(document)/\(name)".localizedCaseInsensitiveContains(part)
        }
    }

    private static func value(after flag: String, in remaining: inout ArraySlice<String>) -> String {
        guard let value = remaining.popFirst() else { fail("\(flag) needs a value\n\(usage)") }
        return value
    }

    /// `Benchmarks/Data` under the current directory if it is there, else the folder next to this
    /// source file's target folder.
    private static func defaultDataDirectory() -> URL {
        let relative = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent("Benchmarks/Data", isDirectory: true)
        if FileManager.default.fileExists(atPath: relative.appendingPathComponent("twitter.json").path) {
            return relative
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // HydrantBenchmarks
            .deletingLastPathComponent()  // Benchmarks
            .appendingPathComponent("Data", isDirectory: true)
    }
}
