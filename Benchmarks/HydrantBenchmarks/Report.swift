import Foundation

/// Prints the measurements as markdown: one table per group, then one summary line per document.
struct Report {
    let measurements: [Measurement]
    let settings: HarnessSettings

    func print() {
        Swift.print("Per-op median over \(settings.rounds) rounds; MB/s = source document bytes / median time "
            + "(1 MB = 10^6 B); ratio = median over rounds of (baseline time / case time), > 1 is faster.\n")
        for group in Group.allCases {
            let rows = measurements.filter { $0.benchCase.kind.group == group }
            guard !rows.isEmpty else { continue }
            printTable(group, rows)
        }
        printSummary()
        if let peak = peakResidentBytes() {
            Swift.print("Peak RSS (VmHWM): \(format(Double(peak) / 1_048_576, decimals: 1)) MiB")
        }
    }

    private func printTable(_ group: Group, _ rows: [Measurement]) {
        let baselineTitle = CaseKind.allCases.first { $0.group == group && $0.isBaseline }?.title ?? "baseline"
        Swift.print("### \(group.rawValue)\n")
        Swift.print("| document | case | ms/op (median) | MB/s | vs \(baselineTitle) | ops/batch |")
        Swift.print("|---|---|---:|---:|---:|---:|")
        for row in rows {
            let ratio = baseline(of: row).map { format(row.speedup(over: $0), decimals: 2) + "×" } ?? "—"
            let name = row.benchCase.kind.isBaseline ? "**\(row.benchCase.kind.title)**" : row.benchCase.kind.title
            Swift.print("| \(row.benchCase.document) | \(name) | \(format(row.medianSeconds * 1e3, decimals: 2)) "
                + "| \(format(row.megabytesPerSecond, decimals: 1)) | \(ratio) | \(row.opsPerBatch) |")
        }
        Swift.print("")
    }

    /// Per document: Hydrant's tree read against JSONSerialization's parse, and Hydrant's writer
    /// against JSONEncoder.
    private func printSummary() {
        var documents: [String] = []
        for measurement in measurements where !documents.contains(measurement.benchCase.document) {
            documents.append(measurement.benchCase.document)
        }
        for document in documents {
            let read = ratio(.hydrantTree, over: .serializationParse, in: document)
            let write = ratio(.hydrantWriter, over: .jsonEncoder, in: document)
            Swift.print("- \(document): Hydrant read (tree) vs JSONSerialization \(read) · Hydrant writer vs JSONEncoder \(write)")
        }
        Swift.print("")
    }

    private func ratio(_ kind: CaseKind, over other: CaseKind, in document: String) -> String {
        guard let measurement = find(kind, in: document), let reference = find(other, in: document) else { return "— (not run)" }
        return format(measurement.speedup(over: reference), decimals: 2) + "×"
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
