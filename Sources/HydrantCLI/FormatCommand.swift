// Built with the package trait CLI (on by default), which brings swift-argument-parser.
#if CLI
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
                input. Reading stops after --max-input-bytes bytes: larger input is reported the same \
                way, whatever its size. A file that cannot be read, or output that cannot be written \
                (a full disk, a closed pipe), is reported on standard error with the system's reason, \
                also with status 1.

                With --lines, the input is JSON Lines: one value per line (blank lines are skipped). \
                Each value is printed compact on a line of its own; every invalid line is reported as \
                FILE:LINE:COLUMN: message and the others are still printed, and the status is 1 if any \
                line was invalid. The input is read a line at a time, so a file of any size is checked \
                in bounded memory; --max-input-bytes then limits each line.
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

        @Flag(help: "Read JSON Lines: check and print each line's value; report every invalid line.")
        var lines = false

        func validate() throws {
            guard (1...JSONReadingOptions.maximumDepthCeiling).contains(maxDepth) else {
                throw ValidationError("--max-depth must be between 1 and \(JSONReadingOptions.maximumDepthCeiling).")
            }
            guard maxInputBytes >= 0 else {
                throw ValidationError("--max-input-bytes must not be negative.")
            }
        }

        /// The reading rules the options ask for.
        var readingOptions: JSONReadingOptions {
            JSONReadingOptions(
                maxDepth: maxDepth,
                maxInputBytes: maxInputBytes,
                duplicateKeys: duplicateKeys.policy,
                allowsTrailingCommas: allowTrailingCommas,
                allowsComments: allowComments
            )
        }

        func run() throws {
            let name = file == "-" ? "<stdin>" : file
            if lines {
                try formatLines(named: name)
                return
            }
            let reader = JSONReader(options: readingOptions)
            // Reading stops after --max-input-bytes (+ 1) bytes, whatever the input's size.
            let document = try readingInput(named: name) {
                file == "-"
                    ? try reader.document(from: .standardInput)
                    : try reader.document(contentsOf: URL(fileURLWithPath: file))
            }
            try write(document, prettyPrinted: !compact, named: name)
        }

        /// Writes `document` and a line break to standard output: straight from the document's tape,
        /// without a `JSON` tree, and out in pieces. A failure is printed, and exits with status 1.
        func write(_ document: JSONDocument, prettyPrinted: Bool, named name: String) throws {
            let writer = JSONWriter(
                options: JSONWritingOptions(
                    prettyPrinted: prettyPrinted, sortsKeys: sortKeys, escapesNonASCII: ascii, maxDepth: maxDepth))
            do {
                try writer.write(document.root) { piece in try StandardStream.output.write(piece) }
                try StandardStream.output.write("\n")
            } catch let error as OutputError {
                printError(error.message)
                throw ExitCode.failure
            } catch {
                printError("\(name): \(error)")
                throw ExitCode.failure
            }
        }
    }

    extension FormatCommand {
        /// `--lines`: checks and prints each line's value, a line at a time; reports every invalid
        /// line and exits with status 1 at the end if there was one.
        func formatLines(named name: String) throws {
            let stream = try readingInput(named: name) {
                file == "-"
                    ? JSONStream(reading: .standardInput, layout: .lines, options: readingOptions)
                    : try JSONStream(contentsOf: URL(fileURLWithPath: file), layout: .lines, options: readingOptions)
            }
            var invalidLines = 0
            for element in stream {
                switch element.document {
                case .success(let document):
                    // One value a line: compact.
                    try write(document, prettyPrinted: false, named: name)
                case .failure(let error as JSONReadingError):
                    printError("\(name):\(error.line):\(error.column): \(error.message)")
                    invalidLines += 1
                case .failure(let error):
                    // The file cannot be read on: as when it cannot be opened.
                    _ = try readingInput(named: name) { throw error }
                }
            }
            if invalidLines > 0 { throw ExitCode.failure }
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
#endif
