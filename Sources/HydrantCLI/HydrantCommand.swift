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
