// Built with the package trait CLI (on by default), which brings swift-argument-parser.
#if CLI
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Standard output and standard error, written with `write(2)`.
    ///
    /// Foundation's `FileHandle.write(_:)` traps when the write fails; these report the failure: a
    /// full disk (`> /dev/full`), a closed descriptor (`>&-`), or a pipe whose reader is gone when
    /// `SIGPIPE` is ignored (with its default action, `SIGPIPE` ends the process first, as for any
    /// Unix tool).
    enum StandardStream: Int32 {
        case output = 1
        case error = 2

        /// Writes all of `bytes`, writing again after a partial write or an interrupted one.
        func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(OutputError) {
            guard var next = bytes.baseAddress else { return }
            var remaining = bytes.count
            while remaining > 0 {
                let written = systemWrite(rawValue, next, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw OutputError(code: errno)
                }
                next += written
                remaining -= written
            }
        }

        /// Writes the UTF-8 of `text`.
        func write(_ text: String) throws(OutputError) {
            var text = text
            try text.withUTF8 { bytes in Result { () throws(OutputError) in try write(bytes) } }.get()
        }
    }

    /// A failed write to standard output or standard error: the `errno` it set.
    struct OutputError: Error {
        /// The `errno` value.
        let code: Int32

        /// What the tool prints: `cannot write the output: No space left on device`.
        var message: String {
            "cannot write the output: \(systemMessage(code))"
        }
    }

    /// `write(2)`, under a name that `StandardStream.write` does not hide.
    private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        write(descriptor, bytes, count)
    }
#endif
