import Foundation

/// The threads behind ``ConcurrentStreamResults``: they split the chunks of a stream into values,
/// one chunk after another in the stream's order (splitting carries state from chunk to chunk:
/// whether a string or a value is open, the next value's number, its line and column), and read and
/// map the values of several chunks at once.
///
/// At most `concurrency` threads work at once. A thread takes the next chunk to split when no
/// other thread is splitting — the split is the one part that cannot be shared — starts another
/// thread to split the one after, and reads and maps the values of its chunk; it stops when there
/// is no chunk it may split. The calling thread only reads the source, hands chunks in with
/// ``submit(_:)`` and waits for each chunk's results, in order, from each ``Job``: the results,
/// errors, indices and lines are the serial mapping's, since the values are split by the same
/// ``/HydrantJSON/JSONStreamCursor`` over the same bytes and each is read and mapped as
/// `results(of:)` does it.
@usableFromInline
final class StreamPipeline<Output>: @unchecked Sendable {
    // Safe to share: the constants are immutable; `unsplit`, `splitting`, `running` and `ended`
    // are read and changed only under `lock`; `cursor` only by the thread that set
    // `splitting` (under `lock`) and until it clears it, so by one thread at a time, each seeing
    // the last one's changes through the lock.

    /// One chunk's results, handed from the thread that maps it to the one that hands them out.
    ///
    /// The results are moved out one by one, not copied: a copy would retain every reference a
    /// value holds on the calling thread, on memory another core has just written.
    @usableFromInline
    final class Job: @unchecked Sendable {
        // Safe to share: `results` is written once, by the thread that maps the chunk, before it
        // signals `done`; it and `head` are read and changed only by the calling thread, after
        // waiting for `done`. The results move to the calling thread: no other thread touches
        // them after handing them on.
        @usableFromInline let done = DispatchSemaphore(value: 0)
        @usableFromInline var results: [StreamedResult<Output>?] = []
        /// The first result not handed out yet.
        @usableFromInline var head = 0

        @inlinable
        init() {}

        /// Stores the results of mapping `elements` (by the thread that maps them).
        @inlinable
        func map(
            _ elements: [JSONStreamElement], reader: JSONReader, layout: JSONStreamLayout,
            with map: (JSONDocument) -> MappingResult<Output>
        ) {
            var results: [StreamedResult<Output>?] = []
            results.reserveCapacity(elements.count)
            for element in elements {
                results.append(StreamedResult(element.read(with: reader), layout: layout, map: map))
            }
            self.results = results
            done.signal()
        }

        /// Waits until the chunk is mapped.
        @inlinable
        func wait() {
            done.wait()
        }

        /// The next result, moved out; `nil` after the last. Only after ``wait()``.
        @inlinable
        func next() -> StreamedResult<Output>? {
            guard head < results.count else { return nil }
            defer { head += 1 }
            return results[head].take()
        }
    }

    @usableFromInline let map: @Sendable (JSONDocument) -> MappingResult<Output>
    @usableFromInline let layout: JSONStreamLayout
    @usableFromInline let reader: JSONReader
    @usableFromInline let concurrency: Int
    @usableFromInline let lock = NSLock()
    /// The chunks not split yet, oldest first.
    @usableFromInline var unsplit: [(chunk: JSONStreamChunk, job: Job)] = []
    /// Whether a thread is splitting.
    @usableFromInline var splitting = false
    /// How many threads work.
    @usableFromInline var running = 0
    /// Whether the stream has ended (at its end, or at an error that ends it).
    @usableFromInline var ended = false
    /// Where the split is; see the note on sharing above.
    @usableFromInline var cursor: JSONStreamCursor

    @inlinable
    init(
        cursor: JSONStreamCursor, layout: JSONStreamLayout, reader: JSONReader, concurrency: Int,
        map: @escaping @Sendable (JSONDocument) -> MappingResult<Output>
    ) {
        self.cursor = cursor
        self.layout = layout
        self.reader = reader
        self.concurrency = concurrency
        self.map = map
    }

    /// Whether the split has reached the end of the stream: no chunk read from now on has a value.
    @inlinable
    var hasEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }

    /// Hands `chunk`, the stream's next bytes, to the threads; its results come from the job.
    @inlinable
    func submit(_ chunk: JSONStreamChunk) -> Job {
        let job = Job()
        lock.lock()
        unsplit.append((chunk, job))
        let starts = startsThread()
        lock.unlock()
        if starts { DispatchQueue.global().async { self.work() } }
        return job
    }

    /// Whether to start one more thread (there is work, and fewer than `concurrency` threads
    /// work); counts it as running. Called under `lock`.
    @inlinable
    func startsThread() -> Bool {
        guard running < concurrency else { return false }
        running += 1
        return true
    }

    /// Splits chunks and maps them until there is nothing this thread can do.
    ///
    /// A thread maps the chunk it has split, while the next thread splits the next one: the values
    /// it has just copied out of the chunk are still in its core's cache, and their memory is
    /// given back by the thread that took it (freeing another thread's memory makes the threads
    /// wait for each other in the allocator).
    @inlinable
    func work() {
        lock.lock()
        while !splitting, !unsplit.isEmpty {
            let (chunk, job) = unsplit.removeFirst()
            splitting = true
            lock.unlock()
            let elements = cursor.elements(of: chunk)
            let hasEnded = cursor.hasEnded
            lock.lock()
            splitting = false
            if hasEnded { ended = true }
            // Another thread splits the next chunk while this one maps this one.
            if !unsplit.isEmpty, startsThread() {
                DispatchQueue.global().async { self.work() }
            }
            lock.unlock()
            job.map(elements, reader: reader, layout: layout, with: map)
            lock.lock()
        }
        running -= 1
        lock.unlock()
    }
}
