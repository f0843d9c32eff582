import Foundation

/// Ends the run with a message on standard error and exit status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("hydrant-bench: error: \(message)\n".utf8))
    exit(1)
}

/// Writes a progress line on standard error, so that standard output holds only the report.
func note(_ message: String) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
}
