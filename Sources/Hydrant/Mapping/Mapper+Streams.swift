/// Mapping streams of values — a top-level array or JSON Lines, from a file, a file handle or an
/// `AsyncSequence` of bytes — one value at a time, in bounded memory.
///
/// ```swift
/// let stream = try JSONStream(contentsOf: logURL, layout: .lines)
/// for streamed in Event.mapper.results(of: stream) {
///     switch streamed.result {
///     case .success(let event): handle(event)
///     case .successWithErrors(let event, let warning): handle(event); log(warning)
///     case .failure(let error): log("line \(streamed.line): \(error)")
///     }
/// }
/// ```
///
/// Results are delivered as they are produced; only the value being mapped is held (and, with
/// `concurrency:`, at most `2 × concurrency + 1` batches of 256 KiB). Every error's paths start with the value's place in the stream
/// (``StreamedResult``).
extension Mapper where Input == JSON {
    /// Maps every value of `stream`, one at a time, as it is read.
    @inlinable
    public func results(of stream: JSONStream) -> LazyMapSequence<JSONStream, StreamedResult<Output>> {
        Self.results(of: stream, map: treeMapping)
    }

    /// Maps every value of an asynchronous `stream`, one at a time, as it is read.
    public func results<Base>(
        of stream: AsyncJSONStream<Base>
    ) -> AsyncMapSequence<AsyncJSONStream<Base>, StreamedResult<Output>> {
        Self.results(of: stream, map: treeMapping)
    }

    /// Maps the values of `stream` on `concurrency` threads at once and delivers the results in
    /// the stream's order: the same results as `results(of:)` — values, errors, paths, indices,
    /// lines and columns — faster on a large input when mapping (not reading the source) is the
    /// work.
    ///
    /// The calling thread reads the source in batches of 256 KiB and
    /// hands out the results; the other threads split the batches into values, read and map them.
    /// At most `2 × concurrency + 1` batches are read ahead, so memory
    /// stays bounded, and the reader's limits apply to each value as they do serially.
    ///
    /// ```swift
    /// let stream = try JSONStream(contentsOf: logURL, layout: .lines)
    /// let threads = ProcessInfo.processInfo.activeProcessorCount
    /// for streamed in Event.mapper.results(of: stream, concurrency: threads) {
    ///     if let error = streamed.result.error { log("line \(streamed.line): \(error)") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - stream: The values to map.
    ///   - concurrency: How many threads split and map at once (the machine's
    ///     `ProcessInfo.activeProcessorCount`, say); at least 1.
    @inlinable
    public func results(of stream: JSONStream, concurrency: Int) -> ConcurrentStreamResults<Output> {
        ConcurrentStreamResults(stream: stream, concurrency: concurrency, map: treeMapping)
    }

    /// ``results(of:concurrency:)`` reading batches of `chunkSize` bytes: for tests, which cut
    /// streams everywhere.
    @inlinable
    package func results(of stream: JSONStream, concurrency: Int, chunkSize: Int) -> ConcurrentStreamResults<Output> {
        ConcurrentStreamResults(stream: stream, concurrency: concurrency, chunkSize: chunkSize, map: treeMapping)
    }

    /// Maps a document's tree: for mappers that do not read documents in place.
    @inlinable
    var treeMapping: @Sendable (JSONDocument) -> MappingResult<Output> {
        { document in mapping(document.root.json) }
    }

    /// The results of `stream`, each value mapped by `map`.
    @inlinable
    static func results(
        of stream: JSONStream, map: @escaping @Sendable (JSONDocument) -> MappingResult<Output>
    ) -> LazyMapSequence<JSONStream, StreamedResult<Output>> {
        let layout = stream.layout
        return stream.lazy.map { element in StreamedResult(element, layout: layout, map: map) }
    }

    /// The results of an asynchronous `stream`, each value mapped by `map`.
    static func results<Base>(
        of stream: AsyncJSONStream<Base>, map: @escaping @Sendable (JSONDocument) -> MappingResult<Output>
    ) -> AsyncMapSequence<AsyncJSONStream<Base>, StreamedResult<Output>> {
        let layout = stream.layout
        return stream.map { element in StreamedResult(element, layout: layout, map: map) }
    }
}

extension JSONMapper where Input == JSON {
    /// Maps every value of `stream`, one at a time, as it is read (in place).
    @inlinable
    public func results(of stream: JSONStream) -> LazyMapSequence<JSONStream, StreamedResult<Output>> {
        Self.results(of: stream, map: documentMapping)
    }

    /// Maps every value of an asynchronous `stream`, one at a time, as it is read (in place).
    public func results<Base>(
        of stream: AsyncJSONStream<Base>
    ) -> AsyncMapSequence<AsyncJSONStream<Base>, StreamedResult<Output>> {
        Self.results(of: stream, map: documentMapping)
    }

    /// Maps the values of `stream` on `concurrency` threads at once, in place; see
    /// ``Mapper/results(of:concurrency:)``.
    @inlinable
    public func results(of stream: JSONStream, concurrency: Int) -> ConcurrentStreamResults<Output> {
        ConcurrentStreamResults(stream: stream, concurrency: concurrency, map: documentMapping)
    }

    /// ``results(of:concurrency:)`` reading batches of `chunkSize` bytes: for tests, which cut
    /// streams everywhere.
    @inlinable
    package func results(of stream: JSONStream, concurrency: Int, chunkSize: Int) -> ConcurrentStreamResults<Output> {
        ConcurrentStreamResults(stream: stream, concurrency: concurrency, chunkSize: chunkSize, map: documentMapping)
    }

    /// Maps a document in place.
    @inlinable
    var documentMapping: @Sendable (JSONDocument) -> MappingResult<Output> {
        { document in mapping(document: document) }
    }
}
