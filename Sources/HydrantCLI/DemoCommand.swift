// Built with the package trait CLI (on by default), which brings swift-argument-parser.
#if CLI
    import ArgumentParser
    import Foundation
    import Hydrant
    import HydrantDemo

    /// `hydrant demo`: the manual's Getting Started example, run on real data.
    struct DemoCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "demo",
            abstract: "Map the Getting Started example (John Doe) and show every outcome.",
            discussion: """
                Maps a document into a Person twice — with every field required, then with optional \
                fields and invalid children dropped — and prints the results, the error renderings \
                and the JSON the reverse mapper produces. Without FILE, uses an embedded document that \
                has both good and bad data. A FILE that is not valid JSON is reported as \
                FILE:LINE:COLUMN: message, as `hydrant format` reports it, with exit status 1.
                """
        )

        @Argument(
            help: ArgumentHelp(
                "A JSON file with a person to map; the embedded example when omitted.", valueName: "FILE"))
        var file: String?

        func run() throws {
            let report: DemoReport
            if let file {
                let json = try readingInput(named: file) {
                    try JSONReader().read(contentsOf: URL(fileURLWithPath: file))
                }
                report = DemoReport(json: json)
            } else {
                report = DemoReport(document: demoDocument)
            }
            do {
                try StandardStream.output.write(report.text + "\n")
            } catch {
                printError(error.message)
                throw ExitCode.failure
            }
            if !report.succeeded { throw ExitCode.failure }
        }
    }
#endif
