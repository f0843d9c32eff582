/// The values of a top-level JSON array or of JSON Lines, read one at a time from an
/// `AsyncSequence` of bytes or of byte chunks — a request body, a socket, `FileHandle.bytes` — in
/// bounded memory, as ``JSONStream`` reads files.
///
/// ```swift
/// for try await element in AsyncJSONStream(request.body, layout: .lines) {
///     guard case .success(let document) = element.document else { continue }
///     …
/// }
/// ```
///
/// An error of the base sequence is thrown; a value that is not valid JSON is its element's
/// ``JSONStreamElement/document`` error, as in a ``JSONStream``.
public struct AsyncJSONStream<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable {
    public typealias Element = JSONStreamElement

    private let base: Base
    private let chunk: @Sendable (inout Base.AsyncIterator) async throws -> [UInt8]?
    /// How the values are laid out.
    public let layout: JSONStreamLayout
    /// The rules and limits each value is read with.
    public let options: JSONReadingOptions

    /// The values of a sequence of bytes.
    public init(_ base: Base, layout: JSONStreamLayout, options: JSONReadingOptions = .default)
    where Base.Element == UInt8 {
        self.base = base
        self.layout = layout
        self.options = options
        chunk = { iterator in
            var bytes: [UInt8] = []
            while bytes.count < BoundedInput.chunkSize, let byte = try await iterator.next() {
                bytes.append(byte)
            }
            return bytes.isEmpty ? nil : bytes
        }
    }

    /// The values of a sequence of byte chunks (`Data`, `[UInt8]`).
    public init(_ base: Base, layout: JSONStreamLayout, options: JSONReadingOptions = .default)
    where Base.Element: Sequence, Base.Element.Element == UInt8 {
        self.base = base
        self.layout = layout
        self.options = options
        chunk = { iterator in
            // An empty chunk is not the end.
            while let next = try await iterator.next() {
                let bytes = Array(next)
                if !bytes.isEmpty { return bytes }
            }
            return nil
        }
    }

    /// An iterator over the values.
    public func makeAsyncIterator() -> some AsyncIteratorProtocol<JSONStreamElement, any Error> {
        ElementIterator(
            base: base.makeAsyncIterator(), chunk: chunk,
            cursor: JSONStreamCursor(layout: layout, options: options),
            reader: JSONReader(options: options))
    }

    /// Reads the values one at a time.
    struct ElementIterator: AsyncIteratorProtocol {
        private var base: Base.AsyncIterator
        private let chunk: @Sendable (inout Base.AsyncIterator) async throws -> [UInt8]?
        private var cursor: JSONStreamCursor
        private let reader: JSONReader
        private var ready: [JSONStreamElement] = []
        private var head = 0

        fileprivate init(
            base: Base.AsyncIterator, chunk: @escaping @Sendable (inout Base.AsyncIterator) async throws -> [UInt8]?,
            cursor: JSONStreamCursor, reader: JSONReader
        ) {
            self.base = base
            self.chunk = chunk
            self.cursor = cursor
            self.reader = reader
        }

        /// The next value, read; `nil` at the end.
        ///
        /// - Throws: The base sequence's error.
        public mutating func next() async throws -> JSONStreamElement? {
            while head == ready.count, !cursor.hasEnded {
                head = 0
                if let bytes = try await chunk(&base) {
                    ready = bytes.withByteView { cursor.elements(of: $0, then: .more) }
                } else {
                    ready = cursor.elements(of: .empty, then: .end)
                }
            }
            guard head < ready.count else { return nil }
            defer { head += 1 }
            return ready[head].read(with: reader)
        }
    }
}
