import ArgumentParser
import Foundation
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
            has both good and bad data.
            """
    )

    @Argument(help: ArgumentHelp("A JSON file with a person to map; the embedded example when omitted.", valueName: "FILE"))
    var file: String?

    func run() throws {
        let document: String
        if let file {
            do {
                document = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
            } catch {
                FileHandle.standardError.write(Data("\(file): cannot read the file: \(error.localizedDescription)\n".utf8))
                throw ExitCode.failure
            }
        } else {
            document = demoDocument
        }
        let report = DemoReport(document: document)
        print(report.text)
        if !report.succeeded { throw ExitCode.failure }
    }
}
