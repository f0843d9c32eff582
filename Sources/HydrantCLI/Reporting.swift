// Built with the package trait CLI (on by default), which brings swift-argument-parser.
#if CLI
    import ArgumentParser
    import Foundation
    import Hydrant

    /// Reads the input with `read`; when that fails, prints why on standard error, as `format` and
    /// `demo` report it, and exits with status 1:
    ///
    /// - invalid JSON, or input larger than the limit: `NAME:LINE:COLUMN: message`;
    /// - a file that cannot be opened or read: `NAME: cannot read the file: ` and the system's message
    ///   for the `errno` (`No such file or directory`, `Permission denied`, `Is a directory`).
    func readingInput<Value>(named name: String, _ read: () throws -> Value) throws(ExitCode) -> Value {
        do {
            return try read()
        } catch let error as JSONReadingError {
            printError("\(name):\(error.line):\(error.column): \(error.message)")
        } catch let error as POSIXError {
            printError("\(name): cannot read the file: \(systemMessage(error.code.rawValue))")
        } catch {
            printError("\(name): cannot read the file: \(error)")
        }
        throw ExitCode.failure
    }

    /// The system's text for an `errno` value (`strerror`), as Unix tools print it: `Is a directory`.
    func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Prints `message` and a line break on standard error. A failure to do so is ignored: there is
    /// nowhere left to report it, and the exit status says that the command failed.
    func printError(_ message: String) {
        try? StandardStream.error.write(message + "\n")
    }
#endif
