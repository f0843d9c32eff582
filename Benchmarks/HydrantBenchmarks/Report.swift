import Foundation

/// Prints the measurements as markdown: one table per group, the bars per document, the lazy-error
/// check and the process's peak memory.
struct Report {
    let measurements: [Measurement]
    let memory: [String: MemoryFigures]
    let lazyErrors: LazyErrorCheck?
    let settings: HarnessSettings

    func print() {
        Swift.print(
            "Per-op median over \(settings.rounds) rounds; MB/s = source document bytes / median time "
                + "(1 MB = 10^6 B); ratio = median over rounds of (baseline time / case time), > 1 is faster; "
                + "allocations and peak heap: one operation, counted by the malloc interposer.\n")
        for group in Group.allCases {
            let rows = measurements.filter { $0.benchCase.kind.group == group }
            guard !rows.isEmpty else { continue }
            printTable(group, rows)
        }
        printBars()
        printLazyErrors()
        if let peak = peakResidentBytes() {
            Swift.print("Peak RSS of the whole run (VmHWM): \(format(Double(peak) / 1_048_576, decimals: 1)) MiB")
        }
    }

    private func printTable(_ group: Group, _ rows: [Measurement]) {
        let baselineTitle = CaseKind.allCases.first { $0.group == group && $0.isBaseline }?.title ?? "baseline"
        Swift.print("### \(group.rawValue)\n")
        Swift.print(
            "| document | case | ms/op | MB/s | vs \(baselineTitle) | allocations/op | peak heap/op (MiB) | ops/batch |"
        )
        Swift.print("|---|---|---:|---:|---:|---:|---:|---:|")
        for row in rows {
            let ratio = baseline(of: row).map { format(row.speedup(over: $0), decimals: 2) + "×" } ?? "—"
            let name = row.benchCase.kind.isBaseline ? "**\(row.benchCase.kind.title)**" : row.benchCase.kind.title
            let figures = memory[row.benchCase.name]
            let allocations = figures.map { String($0.allocations) } ?? "—"
            let peak = figures.map { format(Double($0.peakBytes) / 1_048_576, decimals: 2) } ?? "—"
            Swift.print(
                "| \(row.benchCase.document) | \(name) | \(format(row.medianSeconds * 1e3, decimals: 3)) "
                    + "| \(format(row.megabytesPerSecond, decimals: 1)) | \(ratio) | \(allocations) | \(peak) | \(row.opsPerBatch) |"
            )
        }
        Swift.print("")
    }

    /// Per document, the bars: each ratio, its threshold and whether it is met.
    private func printBars() {
        var documents: [String] = []
        for measurement in measurements where !documents.contains(measurement.benchCase.document) {
            documents.append(measurement.benchCase.document)
        }
        Swift.print("### Bars\n")
        Swift.print(
            "| document | explicit mappers vs JSONDecoder (≥ 3×) | reverse mappers vs JSONEncoder (≥ 3×) "
                + "| parse vs JSONSerialization (≥ 5×) | reflective vs JSONDecoder (≥ 1×) "
                + "| reflective vs JSONEncoder (≥ 1×) | error-heavy vs clean input (≥ 0.9×) "
                + "| decode peak heap vs JSONDecoder (≤ 1×) |")
        Swift.print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for document in documents {
            let decode = bar(.hydrantMappers, over: .jsonDecoder, in: document, atLeast: 3)
            let encode = bar(.hydrantReverse, over: .jsonEncoder, in: document, atLeast: 3)
            let parse = bar(.hydrantTree, over: .serializationParse, in: document, atLeast: 5)
            let reflective = bar(.hydrantReflective, over: .jsonDecoder, in: document, atLeast: 1)
            let reflectiveEncode = bar(.hydrantReflectiveReverse, over: .jsonEncoder, in: document, atLeast: 1)
            // The same error-tolerant mappers on the document with and without invalid elements: what
            // the errors cost. (Against the strict mappers on clean input, the table's ratios to
            // JSONDecoder compare them.)
            let errors = bar(.hydrantErrorHeavy, over: .hydrantLenientClean, in: document, atLeast: 0.9)
            Swift.print(
                "| \(document) | \(decode) | \(encode) | \(parse) | \(reflective) | \(reflectiveEncode) | \(errors) "
                    + "| \(peakBar(in: document)) |"
            )
        }
        Swift.print("")
    }

    private func bar(_ kind: CaseKind, over other: CaseKind, in document: String, atLeast threshold: Double) -> String {
        guard let measurement = find(kind, in: document), let reference = find(other, in: document) else {
            return "— (not run)"
        }
        let ratio = measurement.speedup(over: reference)
        return format(ratio, decimals: 2) + "× " + (ratio >= threshold ? "✓" : "✗")
    }

    private func peakBar(in document: String) -> String {
        guard let hydrant = find(.hydrantMappers, in: document).flatMap({ memory[$0.benchCase.name] }),
            let decoder = find(.jsonDecoder, in: document).flatMap({ memory[$0.benchCase.name] })
        else { return "— (not run)" }
        let ratio = Double(hydrant.peakBytes) / Double(max(decoder.peakBytes, 1))
        return format(ratio, decimals: 2) + "× " + (ratio <= 1 ? "✓" : "✗")
    }

    private func printLazyErrors() {
        guard let check = lazyErrors else { return }
        let count = LazyErrorCheck.objectCount
        Swift.print("### Errors are not rendered until asked for\n")
        Swift.print(
            "Mapping \(count) objects through `array(of: optionally(…))`, in place: \(check.valid) allocations when all "
                + "are valid, \(check.invalid) when all are invalid (each dropped with a non-fatal error), "
                + "\(check.invalidRendered) when the error is also rendered (`fullRecursiveDescription`, "
                + "\(check.renderedLength) bytes). An invalid object costs \(format(check.perInvalidObject, decimals: 1)) "
                + "allocations more than a valid one (error values and paths, no text); rendering costs "
                + "\(format(check.perRenderedError, decimals: 1)) more per error.\n")
    }

    private func baseline(of measurement: Measurement) -> Measurement? {
        measurements.first {
            $0.benchCase.document == measurement.benchCase.document && $0.benchCase.kind.isBaseline
                && $0.benchCase.kind.group == measurement.benchCase.kind.group
        }
    }

    private func find(_ kind: CaseKind, in document: String) -> Measurement? {
        measurements.first { $0.benchCase.document == document && $0.benchCase.kind == kind }
    }

    private func format(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
