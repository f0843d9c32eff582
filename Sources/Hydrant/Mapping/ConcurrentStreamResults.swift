import Foundation

/// The results of mapping a ``/HydrantJSON/JSONStream`` on several threads, in the stream's order:
/// what `mapper.results(of:concurrency:)` returns.
///
/// The calling thread only reads the source, 256 KiB at a time, and
/// hands out results; `concurrency` other threads split those chunks into values (one chunk after
/// another, in order) and read and map them (several chunks at once), and keep each chunk's results
/// until the calling thread hands them out. At most `2 × concurrency + 1` chunks are read ahead,
/// so memory stays bounded.
///
/// ```swift
/// let threads = ProcessInfo.processInfo.activeProcessorCount
/// for streamed in event.results(of: try JSONStream(contentsOf: url, layout: .lines), concurrency: threads) {
///     if let error = streamed.result.error { log("line \(streamed.line): \(error)") }
/// }
/// ```
public struct ConcurrentStreamResults<Output>: Sequence {
    @usableFromInline let map: @Sendable (JSONDocument) -> MappingResult<Output>
    @usableFromInline let stream: JSONStream
    @usableFromInline let concurrency: Int
    @usableFromInline let chunkSize: Int

    @inlinable
    init(
        stream: JSONStream, concurrency: Int, chunkSize: Int = StreamBatch.maximumBytes,
        map: @escaping @Sendable (JSONDocument) -> MappingResult<Output>
    ) {
        precondition(concurrency >= 1, "concurrency must be at least 1")
        self.map = map
        self.stream = stream
        self.concurrency = concurrency
        self.chunkSize = Swift.max(1, chunkSize)
    }

    /// An iterator over the results.
    @inlinable
    public func makeIterator() -> some IteratorProtocol<StreamedResult<Output>> {
        ResultIterator(
            chunks: stream.makeChunkReader(chunkSize: chunkSize),
            pipeline: StreamPipeline(
                cursor: JSONStreamCursor(layout: stream.layout, options: stream.options), layout: stream.layout,
                reader: JSONReader(options: stream.options), concurrency: concurrency, map: map),
            limit: StreamBatch.chunksInFlight(concurrency: concurrency))
    }

    /// Reads the source a chunk at a time and hands out each chunk's results, in order.
    @usableFromInline
    struct ResultIterator: IteratorProtocol {
        @usableFromInline var chunks: JSONStream.ChunkReader
        @usableFromInline let pipeline: StreamPipeline<Output>
        /// The chunks read and not handed out yet, in the stream's order.
        @usableFromInline var inFlight: [StreamPipeline<Output>.Job] = []
        @usableFromInline let limit: Int
        /// The chunk whose results are being handed out.
        @usableFromInline var current: StreamPipeline<Output>.Job?

        @inlinable
        init(chunks: JSONStream.ChunkReader, pipeline: StreamPipeline<Output>, limit: Int) {
            self.chunks = chunks
            self.pipeline = pipeline
            self.limit = limit
        }

        /// The next result, in the stream's order.
        @inlinable
        public mutating func next() -> StreamedResult<Output>? {
            while true {
                if let result = current?.next() { return result }
                guard takeNextChunk() else { return nil }
            }
        }

        /// Waits for the results of the oldest chunk in flight and makes it the one handed out,
        /// reading more chunks before and after; `false` when no chunk is left.
        @inlinable
        mutating func takeNextChunk() -> Bool {
            current = nil
            readAhead()
            guard !inFlight.isEmpty else { return false }
            let job = inFlight.removeFirst()
            job.wait()
            current = job
            readAhead()
            return true
        }

        /// Reads chunks and hands them to the pipeline until `limit` are in flight, the source
        /// ends, or the stream has ended at an error.
        @inlinable
        mutating func readAhead() {
            while inFlight.count < limit, !pipeline.hasEnded, let chunk = chunks.next() {
                inFlight.append(pipeline.submit(chunk))
            }
        }
    }
}
