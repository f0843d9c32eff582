import ArgumentParser
import Foundation
import Hydrant

/// `hydrant format`: validates a JSON document strictly and writes it back out.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Validate a JSON document and print it formatted.",
        discussion: """
            Reads FILE (or standard input when FILE is '-' or omitted) as strict RFC 8259 JSON and \
            prints it to standard output, pretty-printed with two-space indentation unless \
            --compact is given. Numbers are written exactly as they appear in the input.

            On invalid input, prints FILE:LINE:COLUMN: message to standard error and exits with \
            status 1. The message says what was expected and what was found; it never quotes the \
            input.
            """
    )

    @Argument(help: ArgumentHelp("The JSON file to read; '-' or nothing reads standard input.", valueName: "FILE"))
    var file: String = "-"

    @Flag(help: "Write compact output with no whitespace.")
    var compact = false

    @Flag(help: "Write object members sorted by key.")
    var sortKeys = false

    @Option(help: "The deepest nesting of arrays and objects accepted (at most 512).")
    var maxDepth: Int = JSONReadingOptions.default.maxDepth

    @Option(help: "The largest input accepted, in bytes.")
    var maxInputBytes: Int = JSONReadingOptions.default.maxInputBytes

    @Flag(help: "Accept a comma after the last element or member.")
    var allowTrailingCommas = false

    @Flag(help: "Accept // and /* */ comments.")
    var allowComments = false

    @Option(help: "What to do with duplicate keys: preserve, reject, first or last.")
    var duplicateKeys: DuplicateKeysOption = .preserve

    @Flag(help: "Escape every non-ASCII character as \\uXXXX.")
    var ascii = false

    func validate() throws {
        guard (1...JSONReadingOptions.maximumDepthCeiling).contains(maxDepth) else {
            throw ValidationError("--max-depth must be between 1 and \(JSONReadingOptions.maximumDepthCeiling).")
        }
        guard maxInputBytes >= 0 else {
            throw ValidationError("--max-input-bytes must not be negative.")
        }
    }

    func run() throws {
        let name = file == "-" ? "<stdin>" : file
        let data: Data
        do {
            data = file == "-"
                ? FileHandle.standardInput.readDataToEndOfFile()
                : try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            printError("\(name): cannot read the file: \(error.localizedDescription)")
            throw ExitCode.failure
        }
        let readingOptions = JSONReadingOptions(
            maxDepth: maxDepth,
            maxInputBytes: maxInputBytes,
            duplicateKeys: duplicateKeys.policy,
            allowsTrailingCommas: allowTrailingCommas,
            allowsComments: allowComments
        )
        let value: JSON
        do {
            value = try JSONReader(options: readingOptions).read(data)
        } catch {
            printError("\(name):\(error.line):\(error.column): \(error.message)")
            throw ExitCode.failure
        }
        let writingOptions = JSONWritingOptions(
            prettyPrinted: !compact, sortsKeys: sortKeys, escapesNonASCII: ascii, maxDepth: maxDepth)
        do {
            var output = try JSONWriter(options: writingOptions).write(value)
            output.append(UInt8(ascii: "\n"))
            FileHandle.standardOutput.write(Data(output))
        } catch {
            printError("\(name): \(error)")
            throw ExitCode.failure
        }
    }

    private func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// The `--duplicate-keys` values.
enum DuplicateKeysOption: String, ExpressibleByArgument, CaseIterable {
    case preserve, reject, first, last

    var policy: DuplicateKeyPolicy {
        switch self {
        case .preserve: .preserve
        case .reject: .reject
        case .first: .useFirst
        case .last: .useLast
        }
    }
}
