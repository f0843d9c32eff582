// Built with the package trait CLI (on by default), which brings swift-argument-parser.
#if CLI
    import ArgumentParser

    /// The `hydrant` command-line tool.
    @main
    struct HydrantCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "hydrant",
            abstract: "Read, check and map JSON with Hydrant.",
            version: "0.1.0",
            subcommands: [DemoCommand.self, FormatCommand.self]
        )
    }
#else
    import Foundation

    /// Built without the package trait CLI: the tool says how to get it.
    @main
    enum HydrantCommand {
        static func main() {
            try? FileHandle.standardError.write(
                contentsOf:
                    Data("hydrant: built without the package trait CLI; build with --traits CLI\n".utf8))
            exit(1)
        }
    }
#endif
