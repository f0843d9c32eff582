import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// Input read without holding more of it than a reader accepts.
///
/// Each function stops after `limit + 1` bytes, one more than ``JSONReadingOptions/maxInputBytes``
/// allows: the scanner then reports ``JSONReadingError/Reason/inputTooLarge(limit:)`` where it
/// always does (at offset `limit`, with the line and column of the bytes before it), and memory
/// stays bounded by the limit whatever the size of the file, the pipe or the sequence.
enum BoundedInput {
    /// How many bytes one `read` asks for.
    static let chunkSize = 1 << 16

    /// The first `limit + 1` elements of `bytes` (all of them when there are fewer).
    static func prefix(of bytes: some Sequence<UInt8>, limit: Int) -> [UInt8] {
        let capacity = limit + 1
        var prefix: [UInt8] = []
        prefix.reserveCapacity(min(bytes.underestimatedCount, capacity))
        for byte in bytes {
            prefix.append(byte)
            if prefix.count == capacity { break }
        }
        return prefix
    }

    /// The error a URL that does not name a file gets: only files are read.
    static func unsupportedScheme(_ url: URL) -> CocoaError {
        CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: url])
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        /// The first `limit + 1` bytes of the file at `url`.
        ///
        /// - Throws: `POSIXError` with the `errno` of the failed `open` or `read`; `CocoaError`
        ///   `fileReadUnsupportedScheme` for a URL that is not a file URL.
        static func contents(of url: URL, limit: Int) throws -> [UInt8] {
            let descriptor = try openForReading(url)
            defer { close(descriptor) }
            return try contents(ofDescriptor: descriptor, limit: limit)
        }

        /// Opens the file at `url` for reading; the caller closes the descriptor.
        ///
        /// - Throws: `POSIXError` with the `errno` of the failed `open`; `CocoaError`
        ///   `fileReadUnsupportedScheme` for a URL that is not a file URL.
        static func openForReading(_ url: URL) throws -> Int32 {
            guard url.isFileURL else { throw unsupportedScheme(url) }
            return try unsafe url.withUnsafeFileSystemRepresentation { path throws(POSIXError) -> Int32 in
                guard let path = unsafe path else { throw POSIXError(.EINVAL) }
                while true {
                    let descriptor = unsafe open(path, O_RDONLY | O_CLOEXEC)
                    if descriptor >= 0 { return descriptor }
                    guard errno == EINTR else { throw lastError() }
                }
            }
        }

        /// The first `limit + 1` bytes that `handle` has from its current position on.
        ///
        /// - Throws: `POSIXError` with the `errno` of the failed `read`.
        static func contents(of handle: FileHandle, limit: Int) throws -> [UInt8] {
            try contents(ofDescriptor: handle.fileDescriptor, limit: limit)
        }

        /// Reads `descriptor` until its end or `limit + 1` bytes, in chunks; a read interrupted by a
        /// signal is retried.
        static func contents(ofDescriptor descriptor: Int32, limit: Int) throws(POSIXError) -> [UInt8] {
            let capacity = limit + 1
            var bytes: [UInt8] = []
            // A regular file says how large it is; a pipe, a terminal or a device does not.
            var status = stat()
            if unsafe fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
                bytes.reserveCapacity(min(Int(status.st_size) + 1, capacity))
            }
            let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
            defer { unsafe chunk.deallocate() }
            while bytes.count < capacity {
                let count = unsafe read(descriptor, chunk.baseAddress, min(chunkSize, capacity - bytes.count))
                if count == 0 { break }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw lastError()
                }
                if bytes.count + count > bytes.capacity {
                    // Doubling, but never beyond the bound.
                    bytes.reserveCapacity(min(max(bytes.capacity * 2, bytes.count + count), capacity))
                }
                unsafe bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<count]))
            }
            return bytes
        }

        /// Reads what `descriptor` has into `buffer`, up to its size; 0 at the end. A read
        /// interrupted by a signal is retried.
        static func readChunk(
            _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>
        ) throws(POSIXError) -> Int {
            while true {
                let count = unsafe read(descriptor, buffer.baseAddress, buffer.count)
                if count >= 0 { return count }
                if errno != EINTR { throw lastError() }
            }
        }

        /// The error `errno` holds.
        private static func lastError() -> POSIXError {
            POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    #else
        /// The first `limit + 1` bytes of the file at `url`.
        static func contents(of url: URL, limit: Int) throws -> [UInt8] {
            guard url.isFileURL else { throw unsupportedScheme(url) }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return try contents(of: handle, limit: limit)
        }

        /// The first `limit + 1` bytes that `handle` has from its current position on.
        static func contents(of handle: FileHandle, limit: Int) throws -> [UInt8] {
            var bytes: [UInt8] = []
            while bytes.count <= limit,
                let data = try handle.read(upToCount: min(chunkSize, limit + 1 - bytes.count)), !data.isEmpty
            {
                bytes.append(contentsOf: data)
            }
            return bytes
        }
    #endif
}
