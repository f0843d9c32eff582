import Foundation

/// The results of mapping a ``/HydrantJSON/JSONStream`` on several threads, in the stream's order:
/// what `mapper.results(of:concurrency:)` returns.
///
/// The stream is split on the calling thread, a batch of values at a time; each batch is read
/// and mapped on `concurrency` other threads while the next one is split, and its results are
/// handed out in order. At most two batches are held at once.
public struct ConcurrentStreamResults<Output>: Sequence {
    @usableFromInline let map: @Sendable (JSONDocument) -> MappingResult<Output>
    @usableFromInline let stream: JSONStream
    @usableFromInline let concurrency: Int

    @inlinable
    init(stream: JSONStream, concurrency: Int, map: @escaping @Sendable (JSONDocument) -> MappingResult<Output>) {
        precondition(concurrency >= 1, "concurrency must be at least 1")
        self.map = map
        self.stream = stream
        self.concurrency = concurrency
    }

    /// An iterator over the results.
    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(
            map: map, elements: stream.makeIterator(), layout: stream.layout, options: stream.options,
            concurrency: concurrency)
    }

    /// Hands out the results of one batch after another.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let map: @Sendable (JSONDocument) -> MappingResult<Output>
        @usableFromInline var elements: JSONStream.Iterator
        @usableFromInline let layout: JSONStreamLayout
        @usableFromInline let reader: JSONReader
        @usableFromInline let concurrency: Int
        @usableFromInline var batch: [StreamedResult<Output>] = []
        @usableFromInline var head = 0
        /// The batch being mapped while the one before it is handed out.
        @usableFromInline var inFlight: MappedBatch<Output>?

        @inlinable
        init(
            map: @escaping @Sendable (JSONDocument) -> MappingResult<Output>, elements: JSONStream.Iterator,
            layout: JSONStreamLayout,
            options: JSONReadingOptions, concurrency: Int
        ) {
            self.map = map
            self.elements = elements
            self.layout = layout
            self.reader = JSONReader(options: options)
            self.concurrency = concurrency
        }

        /// The next result, in the stream's order.
        @inlinable
        public mutating func next() -> StreamedResult<Output>? {
            if head == batch.count {
                mapNextBatch()
                head = 0
            }
            guard head < batch.count else { return nil }
            defer { head += 1 }
            return batch[head]
        }

        /// Hands out the batch being mapped and starts mapping the next one, which is split
        /// meanwhile: splitting (on this thread) overlaps mapping (on `concurrency` others).
        @inlinable
        mutating func mapNextBatch() {
            if inFlight == nil {
                let first = split()
                guard !first.isEmpty else {
                    batch = []
                    return
                }
                inFlight = start(first)
            }
            guard let current = inFlight else {
                batch = []
                return
            }
            let upcoming = split()
            current.group.wait()
            batch = current.results
            inFlight = upcoming.isEmpty ? nil : start(upcoming)
        }

        /// The next values: at most ``StreamBatch/maximumCount``, and no more once they have
        /// ``StreamBatch/maximumBytes`` bytes.
        @inlinable
        mutating func split() -> [JSONStreamElement] {
            var pending: [JSONStreamElement] = []
            var bytes = 0
            while pending.count < StreamBatch.maximumCount, bytes < StreamBatch.maximumBytes,
                let element = elements.nextElement(parsing: false)
            {
                bytes += element.bytes.count
                pending.append(element)
            }
            return pending
        }

        /// Starts reading and mapping `elements` on `concurrency` threads.
        @inlinable
        func start(_ elements: [JSONStreamElement]) -> MappedBatch<Output> {
            // The batch keeps the elements, so that their memory is given back on this thread,
            // which took it: freeing another thread's memory makes the threads wait for each other.
            let mapped = MappedBatch<Output>(elements)
            let (map, layout, reader, concurrency) = (map, layout, reader, concurrency)
            DispatchQueue.global().async(group: mapped.group) {
                mapped.results = StreamBatch.map(mapped.elements, concurrency: concurrency) { element in
                    StreamedResult(element.read(with: reader), layout: layout, map: map)
                }
            }
            return mapped
        }
    }
}

/// A batch being mapped on other threads: its results are there once `group` is done.
@usableFromInline
final class MappedBatch<Output>: @unchecked Sendable {
    @usableFromInline let group = DispatchGroup()
    @usableFromInline let elements: [JSONStreamElement]
    @usableFromInline var results: [StreamedResult<Output>] = []

    @inlinable
    init(_ elements: [JSONStreamElement]) {
        self.elements = elements
    }
}

/// How ``ConcurrentStreamResults`` cuts a stream into batches, and maps one.
public enum StreamBatch {
    /// The most values in one batch: 1,024.
    public static let maximumCount = 1_024
    /// The most bytes of values one batch collects before it is mapped (one value may go beyond):
    /// 8 MiB.
    public static let maximumBytes = 8 << 20

    /// `transform` of every element, in order, on `concurrency` threads.
    ///
    /// The threads take runs of neighbouring elements from a shared counter until none is left:
    /// a thread that is held up (the caller splits the next batch on one of the cores) does less
    /// of the batch instead of keeping the others waiting, and each thread writes its own stretch
    /// of the results, not every `concurrency`-th slot (neighbouring slots written by different
    /// threads share cache lines, which the cores would pass back and forth).
    @inlinable
    static func map<Element, Result>(
        _ elements: [Element], concurrency: Int, _ transform: (Element) -> Result
    ) -> [Result] {
        let count = elements.count
        let threads = min(concurrency, count)
        guard threads > 1 else { return elements.map(transform) }
        // About eight runs per thread: enough to even the threads out, few enough that taking a
        // run costs nothing next to mapping it.
        let run = max(1, count / (threads * 8))
        let counter = RunCounter(count: count, run: run)
        let results = UnsafeMutableBufferPointer<Result>.allocate(capacity: count)
        defer { results.deallocate() }
        // Each run is written by one thread; the buffer is read only after every thread is done.
        nonisolated(unsafe) let slots = results
        elements.withUnsafeBufferPointer { input in
            nonisolated(unsafe) let input = input
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: threads) { _ in
                    while let range = counter.next() {
                        for index in range {
                            slots.initializeElement(at: index, to: transform(input[index]))
                        }
                    }
                }
            }
        }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.moveInitialize(fromContentsOf: results)
        }
    }
}

/// Hands out the runs of a batch's indices, each once, to the threads that map them.
@usableFromInline
final class RunCounter: @unchecked Sendable {
    @usableFromInline let count: Int
    @usableFromInline let run: Int
    /// The first index not handed out; read and changed only under `lock`.
    @usableFromInline var start = 0
    @usableFromInline let lock = NSLock()

    @inlinable
    init(count: Int, run: Int) {
        self.count = count
        self.run = run
    }

    /// The next run of indices, or `nil` when all have been handed out.
    @inlinable
    func next() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard start < count else { return nil }
        let end = min(start + run, count)
        defer { start = end }
        return start..<end
    }
}
