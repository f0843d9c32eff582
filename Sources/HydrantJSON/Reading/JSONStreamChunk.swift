/// A run of a ``JSONStream``'s bytes as they were read, not split into values yet: what
/// `results(of:concurrency:)` (in `Hydrant`) reads on the calling thread and splits and maps on
/// others (``JSONStreamCursor``).
///
/// A chunk owns its bytes; they are written once, by ``JSONStream/ChunkReader``, before the chunk
/// is handed to another thread, and only read after that.
@usableFromInline
package final class JSONStreamChunk: @unchecked Sendable {
    /// What comes after a chunk's bytes.
    @usableFromInline
    package enum End: Sendable {
        /// More bytes, in the next chunk.
        case more
        /// The end of the source.
        case end
        /// The source failed after these bytes: the stream's last result is this error.
        case failed(any Error)
    }

    /// The bytes read; the buffer's initialised part (a chunk never writes to it again, so sharing
    /// it between threads is safe once the chunk is handed over).
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private let count: Int
    /// What follows the bytes.
    @usableFromInline package let end: End

    init(storage: UnsafeMutableBufferPointer<UInt8>, count: Int, end: End) {
        self.storage = storage
        self.count = count
        self.end = end
    }

    deinit {
        storage.deallocate()
    }

    /// The bytes.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: storage[..<count])
    }
}

extension JSONStream {
    /// The stream's bytes read in chunks of `chunkSize` bytes, for splitting elsewhere: see
    /// ``JSONStreamChunk``.
    @usableFromInline
    package func makeChunkReader(chunkSize: Int) -> ChunkReader {
        ChunkReader(source: source, chunkSize: Swift.max(1, chunkSize))
    }

    /// Reads a stream's bytes a chunk at a time, each into a buffer of its own; read once.
    @usableFromInline
    package struct ChunkReader {
        private let source: ChunkSource
        private let chunkSize: Int
        private var ended = false

        init(source: ChunkSource, chunkSize: Int) {
            self.source = source
            self.chunkSize = chunkSize
        }

        /// The next chunk: `chunkSize` bytes unless the source ends or fails after fewer (its
        /// ``JSONStreamChunk/end`` says so); `nil` after the chunk that ends the source.
        @usableFromInline
        package mutating func next() -> JSONStreamChunk? {
            guard !ended else { return nil }
            let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
            let (count, error) = source.fill(storage)
            let end: JSONStreamChunk.End
            if let error {
                end = .failed(error)
            } else if count < chunkSize {
                end = .end
            } else {
                end = .more
            }
            if case .more = end {} else { ended = true }
            return JSONStreamChunk(storage: storage, count: count, end: end)
        }
    }
}
