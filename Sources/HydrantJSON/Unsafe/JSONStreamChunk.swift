import Foundation

// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// A run of a ``JSONStream``'s bytes as they were read, not split into values yet: what
/// `results(of:concurrency:)` (in `Hydrant`) reads on the calling thread and splits and maps on
/// others (``JSONStreamCursor``).
///
/// A chunk owns its bytes; they are written once, by ``JSONStream/ChunkReader``, before the chunk
/// is handed to another thread, and only read after that.
@usableFromInline
///
/// Invariant (9): a buffer belongs to one chunk or to the pool, never both; a chunk's bytes are
/// written once, before the chunk is handed over, and only read after.
@safe
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
    /// Where the buffer goes back when the chunk is done with.
    private let pool: Pool
    /// What follows the bytes.
    @usableFromInline package let end: End

    init(storage: UnsafeMutableBufferPointer<UInt8>, count: Int, end: End, pool: Pool) {
        unsafe self.storage = unsafe storage
        self.count = count
        self.end = end
        self.pool = pool
    }

    deinit {
        unsafe pool.giveBack(storage)
    }

    /// The buffers of one reader's chunks, reused: a new buffer for every chunk cost the allocator
    /// (a buffer this large comes from `mmap`, its pages fault in one by one) and, given back by
    /// the thread that split the chunk, made the threads wait for each other in it.
    @safe
    final class Pool: @unchecked Sendable {
        // Safe to share: `free` is read and changed only under `lock`; a buffer is in `free` or
        // owned by one chunk, never both.
        private let lock = NSLock()
        private var free: [UnsafeMutableBufferPointer<UInt8>] = unsafe []
        /// How many free buffers to keep; more are deallocated.
        private let limit = 64

        deinit {
            unsafe free.forEach { unsafe $0.deallocate() }
        }

        /// A free buffer of `size` bytes, or a new one.
        func take(size: Int) -> UnsafeMutableBufferPointer<UInt8> {
            lock.lock()
            let buffer = unsafe free.popLast()
            lock.unlock()
            return unsafe buffer ?? UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
        }

        /// Keeps `buffer` for the next chunk.
        func giveBack(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
            lock.lock()
            let kept = unsafe free.count < limit
            if kept { unsafe free.append(buffer) }
            lock.unlock()
            if !kept { unsafe buffer.deallocate() }
        }
    }

    /// The bytes.
    var bytes: ByteView {
        unsafe ByteView(UnsafeBufferPointer(rebasing: storage[..<count]))
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
        private let pool = JSONStreamChunk.Pool()
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
            let storage = unsafe pool.take(size: chunkSize)
            let (count, error) = unsafe source.fill(storage)
            let end: JSONStreamChunk.End
            if let error {
                end = .failed(error)
            } else if count < chunkSize {
                end = .end
            } else {
                end = .more
            }
            if case .more = end {} else { ended = true }
            return unsafe JSONStreamChunk(storage: storage, count: count, end: end, pool: pool)
        }
    }
}
