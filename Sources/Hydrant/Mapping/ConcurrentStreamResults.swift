import Foundation

/// The results of mapping a ``/HydrantJSON/JSONStream`` on several threads, in the stream's order:
/// what `mapper.results(of:concurrency:)` returns.
///
/// The stream is split on the calling thread; each batch of values is then read and mapped on
/// `concurrency` threads at once, and its results are handed out in order before the next batch
/// is read.
public struct ConcurrentStreamResults<Output>: Sequence {
    private let map: @Sendable (JSONDocument) -> MappingResult<Output>
    private let stream: JSONStream
    private let concurrency: Int

    init(stream: JSONStream, concurrency: Int, map: @escaping @Sendable (JSONDocument) -> MappingResult<Output>) {
        precondition(concurrency >= 1, "concurrency must be at least 1")
        self.map = map
        self.stream = stream
        self.concurrency = concurrency
    }

    /// An iterator over the results.
    public func makeIterator() -> Iterator {
        Iterator(map: map, elements: stream.makeIterator(), layout: stream.layout, options: stream.options, concurrency: concurrency)
    }

    /// Hands out the results of one batch after another.
    public struct Iterator: IteratorProtocol {
        private let map: @Sendable (JSONDocument) -> MappingResult<Output>
        private var elements: JSONStream.Iterator
        private let layout: JSONStreamLayout
        private let reader: JSONReader
        private let concurrency: Int
        private var batch: [StreamedResult<Output>] = []
        private var head = 0

        fileprivate init(
            map: @escaping @Sendable (JSONDocument) -> MappingResult<Output>, elements: JSONStream.Iterator, layout: JSONStreamLayout,
            options: JSONReadingOptions, concurrency: Int
        ) {
            self.map = map
            self.elements = elements
            self.layout = layout
            self.reader = JSONReader(options: options)
            self.concurrency = concurrency
        }

        /// The next result, in the stream's order.
        public mutating func next() -> StreamedResult<Output>? {
            if head == batch.count {
                mapNextBatch()
                head = 0
            }
            guard head < batch.count else { return nil }
            defer { head += 1 }
            return batch[head]
        }

        /// Splits the next batch, then reads and maps its values on `concurrency` threads.
        private mutating func mapNextBatch() {
            var pending: [JSONStreamElement] = []
            var bytes = 0
            while pending.count < StreamBatch.maximumCount, bytes < StreamBatch.maximumBytes,
                  let element = elements.nextElement(parsing: false) {
                bytes += element.bytes.count
                pending.append(element)
            }
            batch = StreamBatch.map(pending, concurrency: concurrency) { [map, layout, reader] element in
                // An element without bytes is an error already.
                let read = element.bytes.isEmpty ? element : element.read(with: reader)
                return StreamedResult(read, layout: layout, map: map)
            }
        }
    }
}

/// How ``ConcurrentStreamResults`` cuts a stream into batches, and maps one.
public enum StreamBatch {
    /// The most values in one batch: 1,024.
    public static let maximumCount = 1_024
    /// The most bytes of values one batch collects before it is mapped (one value may go beyond):
    /// 8 MiB.
    public static let maximumBytes = 8 << 20

    /// `transform` of every element, in order, on `concurrency` threads: thread `t` takes the
    /// elements `t`, `t + concurrency`, ….
    static func map<Element, Result>(
        _ elements: [Element], concurrency: Int, _ transform: (Element) -> Result
    ) -> [Result] {
        let threads = min(concurrency, elements.count)
        guard threads > 1 else { return elements.map(transform) }
        let results = UnsafeMutableBufferPointer<Result>.allocate(capacity: elements.count)
        defer { results.deallocate() }
        // Each thread writes its own slots; the buffer is read only after every thread is done.
        nonisolated(unsafe) let slots = results
        elements.withUnsafeBufferPointer { input in
            nonisolated(unsafe) let input = input
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: threads) { thread in
                    var index = thread
                    while index < input.count {
                        (slots.baseAddress! + index).initialize(to: transform(input[index]))
                        index += threads
                    }
                }
            }
        }
        return (0..<elements.count).map { (results.baseAddress! + $0).move() }
    }
}
