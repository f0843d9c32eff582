public import Foundation

/// Reading files and open file handles (standard input, pipes) within the input limit.
///
/// These functions read at most ``JSONReadingOptions/maxInputBytes`` + 1 bytes, in chunks: input
/// larger than the limit is reported as ``JSONReadingError/Reason/inputTooLarge(limit:)`` after
/// about `maxInputBytes` bytes, so memory stays bounded by the limit whatever the input's real size
/// (a 1 GiB file, `/dev/zero`, an endless pipe). A `read` interrupted by a signal is retried.
///
/// ```swift
/// let reader = JSONReader(options: JSONReadingOptions(maxInputBytes: 1 << 20))
/// let settings = try reader.read(contentsOf: URL(fileURLWithPath: "settings.json"))
/// let input = try reader.document(from: .standardInput)
/// ```
///
/// Failures of the file system are thrown as Foundation's `POSIXError`, whose `code` is the `errno`
/// of the failed `open` or `read` (`ENOENT`, `EACCES`, `EISDIR` for a directory…); a URL that is
/// not a file URL is `CocoaError.fileReadUnsupportedScheme`.
extension JSONReader {
    /// Reads a JSON value from a file, reading no more of it than the input limit allows.
    ///
    /// - Throws: A ``JSONReadingError``; `POSIXError` if the file cannot be opened or read;
    ///   `CocoaError.fileReadUnsupportedScheme` if `url` is not a file URL.
    public func read(contentsOf url: URL) throws -> JSON {
        try read(BoundedInput.contents(of: url, limit: options.effectiveMaxInputBytes))
    }

    /// Reads a JSON value from what `handle` has, from its current position to its end, reading no
    /// more than the input limit allows. The handle stays open.
    ///
    /// - Throws: A ``JSONReadingError``, or `POSIXError` if the handle cannot be read.
    public func read(from handle: FileHandle) throws -> JSON {
        try read(BoundedInput.contents(of: handle, limit: options.effectiveMaxInputBytes))
    }

    /// Reads a file into a ``JSONDocument``, reading no more of it than the input limit allows.
    ///
    /// - Throws: A ``JSONReadingError``; `POSIXError` if the file cannot be opened or read;
    ///   `CocoaError.fileReadUnsupportedScheme` if `url` is not a file URL.
    public func document(contentsOf url: URL) throws -> JSONDocument {
        try document(BoundedInput.contents(of: url, limit: options.effectiveMaxInputBytes))
    }

    /// Reads what `handle` has, from its current position to its end, into a ``JSONDocument``,
    /// reading no more than the input limit allows. The handle stays open.
    ///
    /// - Throws: A ``JSONReadingError``, or `POSIXError` if the handle cannot be read.
    public func document(from handle: FileHandle) throws -> JSONDocument {
        try document(BoundedInput.contents(of: handle, limit: options.effectiveMaxInputBytes))
    }
}
