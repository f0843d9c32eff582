/// Splits a stream's bytes, in order and as they are read, into its elements (their bytes not read
/// yet), numbers them, and ends the stream where it ends: after the source's end or error, or at a
/// structural error of the stream.
///
/// The serial iterator of a ``JSONStream`` gives it each chunk it reads; `results(of:concurrency:)` (in
/// `Hydrant`) gives it one ``JSONStreamChunk`` after another on whichever thread splits next. Where
/// the bytes are cut into chunks changes nothing: the elements, their positions and errors depend
/// on the bytes alone.
@usableFromInline
package struct JSONStreamCursor: Sendable {
    private var splitter: JSONStreamSplitter
    /// The next element's number.
    private var index = 0
    /// Whether the stream has ended: no element follows.
    @usableFromInline package private(set) var hasEnded = false
    /// The stream's first bytes, held until there are three of them (or the stream ends), so that
    /// the splitter sees a byte order mark whole even when the source hands it out a byte at a
    /// time; `nil` once the splitter has them.
    private var start: [UInt8]? = []

    /// A cursor at the start of a stream.
    @usableFromInline
    package init(layout: JSONStreamLayout, options: JSONReadingOptions) {
        splitter = JSONStreamSplitter(layout: layout, options: options)
    }

    /// The elements `chunk` completes, unread, in order; see ``elements(of:then:)``.
    @usableFromInline
    package mutating func elements(of chunk: JSONStreamChunk) -> [JSONStreamElement] {
        elements(of: chunk.bytes, then: chunk.end)
    }

    /// The elements that `bytes`, the stream's next bytes, complete — each unread
    /// (``JSONStreamElement/read(with:)`` reads it), or the error that splitting it met — and then,
    /// as `end` says: nothing, the value left at the end of the stream (or its error), or the
    /// source's error as the last element.
    mutating func elements(of bytes: ByteView, then end: JSONStreamChunk.End) -> [JSONStreamElement] {
        guard !hasEnded else { return [] }
        var pieces: [JSONStreamSplitter.Piece] = []
        if var held = start {
            held.append(contentsOf: bytes)
            if held.count < 3, case .more = end {
                start = held
                return []
            }
            start = nil
            if !held.isEmpty { held.withByteView { splitter.split($0, into: &pieces) } }
        } else if !bytes.isEmpty {
            splitter.split(bytes, into: &pieces)
        }
        var readError: (any Error)?
        if !splitter.hasFailed {
            switch end {
            case .more: break
            case .end: splitter.finish(into: &pieces)
            case .failed(let error): readError = error
            }
        }
        var elements: [JSONStreamElement] = []
        elements.reserveCapacity(pieces.count + 1)
        for piece in pieces {
            elements.append(JSONStreamElement(piece, index: index))
            index += 1
        }
        if let readError {
            // The source's error, after the values read before it.
            elements.append(
                JSONStreamElement(index: index, offset: 0, line: 0, column: 0, document: .failure(readError), bytes: [])
            )
            index += 1
        }
        if splitter.hasFailed { hasEnded = true }
        if case .more = end {} else { hasEnded = true }
        return elements
    }
}
