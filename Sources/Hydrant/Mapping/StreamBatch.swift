/// How ``ConcurrentStreamResults`` cuts a stream into batches (internal: the documentation of
/// `results(of:concurrency:)` states the two limits): chunks of the source's bytes, each
/// split and mapped on another thread, a bounded number of them at once.
///
/// ```swift
/// // The most input bytes read ahead when mapping on 4 threads: 9 × 256 KiB.
/// let bytesInFlight = StreamBatch.chunksInFlight(concurrency: 4) * StreamBatch.maximumBytes
/// ```
@usableFromInline
enum StreamBatch {

    /// The bytes of the source one batch reads: 256 KiB. A batch maps the values that end in
    /// them; a value that starts in one batch and ends in another belongs to the latter.
    @usableFromInline static let maximumBytes = 256 << 10

    /// The most batches read ahead of the one being handed out when mapping on `concurrency`
    /// threads: `2 × concurrency + 1`. With ``maximumBytes``, this bounds the bytes held at
    /// once (for 8 threads, 17 × 256 KiB: about 4 MiB, plus the results of those batches and the
    /// value being split, at most ``/HydrantJSON/JSONReadingOptions/maxInputBytes``).
    ///
    /// ```swift
    /// StreamBatch.chunksInFlight(concurrency: 2)  // 5
    /// ```
    @inlinable
    static func chunksInFlight(concurrency: Int) -> Int {
        2 * max(1, concurrency) + 1
    }
}
