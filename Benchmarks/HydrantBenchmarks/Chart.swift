import Foundation

/// The ratios of a run as an SVG bar chart (`--chart FILE`): per document, how many times faster
/// than Foundation each of Hydrant's headline paths is, against the same run's baselines, with a
/// line at 1× (Foundation's speed). docs/Performance.md shows the chart of the latest full run.
struct Chart {
    /// One bar: a case against its baseline.
    struct Series {
        let title: String
        let kind: CaseKind
        let baseline: CaseKind
        let color: String
    }

    static let series = [
        Series(
            title: "decode: explicit mappers vs JSONDecoder", kind: .hydrantMappers, baseline: .jsonDecoder,
            color: "#1f6feb"),
        Series(
            title: "decode: reflective vs JSONDecoder", kind: .hydrantReflective, baseline: .jsonDecoder,
            color: "#8ab4f8"),
        Series(
            title: "encode: reverse mappers vs JSONEncoder", kind: .hydrantReverse, baseline: .jsonEncoder,
            color: "#2da44e"),
        Series(
            title: "encode: reflective vs JSONEncoder", kind: .hydrantReflectiveReverse, baseline: .jsonEncoder,
            color: "#8fd19e"),
        Series(
            title: "parse: JSONReader vs JSONSerialization", kind: .hydrantTree, baseline: .serializationParse,
            color: "#bf8700"),
    ]

    let measurements: [Measurement]

    /// The chart, or `nil` when the run measured none of its ratios.
    func svg() -> String? {
        var documents: [String] = []
        for measurement in measurements where !documents.contains(measurement.benchCase.document) {
            documents.append(measurement.benchCase.document)
        }
        let values = documents.map { document in Self.series.map { ratio($0, in: document) } }
        let largest = values.joined().compactMap { $0 }.max()
        guard let largest else { return nil }
        let top = max(2, (largest + 1).rounded(.up))
        let (left, plotTop, plotHeight, barWidth, gap, groupGap) = (60.0, 30.0, 260.0, 26.0, 4.0, 40.0)
        let groupWidth = Double(Self.series.count) * (barWidth + gap) - gap
        let width = left + Double(documents.count) * (groupWidth + groupGap) + 20
        let legendTop = plotTop + plotHeight + 50
        let height = legendTop + Double(Self.series.count) * 18 + 10
        func y(_ value: Double) -> Double { plotTop + plotHeight * (1 - value / top) }
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" font-family="sans-serif" font-size="12">
            <text x="\(left)" y="18" font-weight="bold">Hydrant vs Foundation: times faster (higher is better), release build</text>

            """
        for tick in stride(from: 0.0, through: top, by: top > 8 ? 2 : 1) {
            svg += ##"<line x1="\##(left)" y1="\##(y(tick))" x2="\##(width - 20)" y2="\##(y(tick))" stroke="#ddd"/>"##
            svg += ##"<text x="\##(left - 8)" y="\##(y(tick) + 4)" text-anchor="end">\##(Int(tick))×</text>"## + "\n"
        }
        svg +=
            ##"<line x1="\##(left)" y1="\##(y(1))" x2="\##(width - 20)" y2="\##(y(1))" stroke="#cf222e" stroke-dasharray="4 3"/>"##
            + "\n"
        for (column, document) in documents.enumerated() {
            let groupLeft = left + 10 + Double(column) * (groupWidth + groupGap)
            for (row, series) in Self.series.enumerated() {
                guard let value = values[column][row] else { continue }
                let x = groupLeft + Double(row) * (barWidth + gap)
                svg +=
                    ##"<rect x="\##(x)" y="\##(y(value))" width="\##(barWidth)" height="\##(y(0) - y(value))" fill="\##(series.color)">"##
                svg += "<title>\(document), \(series.title): \(String(format: "%.2f", value))×</title></rect>\n"
                svg +=
                    ##"<text x="\##(x + barWidth / 2)" y="\##(y(value) - 4)" text-anchor="middle" font-size="10">\##(String(format: "%.1f", value))</text>"##
                    + "\n"
            }
            svg +=
                ##"<text x="\##(groupLeft + groupWidth / 2)" y="\##(y(0) + 18)" text-anchor="middle">\##(document)</text>"##
                + "\n"
        }
        for (row, series) in Self.series.enumerated() {
            let top = legendTop + Double(row) * 18
            svg += ##"<rect x="\##(left)" y="\##(top - 10)" width="12" height="12" fill="\##(series.color)"/>"##
            svg += ##"<text x="\##(left + 18)" y="\##(top)">\##(series.title)</text>"## + "\n"
        }
        return svg + "</svg>\n"
    }

    /// The median-of-rounds ratio of `series` in `document`, if both cases ran.
    private func ratio(_ series: Series, in document: String) -> Double? {
        guard
            let measurement = measurements.first(where: {
                $0.benchCase.document == document && $0.benchCase.kind == series.kind
            }),
            let baseline = measurements.first(where: {
                $0.benchCase.document == document && $0.benchCase.kind == series.baseline
            })
        else { return nil }
        return measurement.speedup(over: baseline)
    }
}
