public import Foundation

/// How the values of a stream are laid out.
public enum JSONStreamLayout: Sendable, Hashable {
    /// One JSON array whose elements are the values: `[{…}, {…}, …]`. A structural error (a
    /// missing comma, a value after the array) ends the stream; an element that is not valid
    /// JSON is that element's error, and the stream goes on.
    case array
    /// JSON Lines (NDJSON): one value per line, `\n` or `\r\n` after each; blank lines are
    /// skipped. A line that is not valid JSON is that line's error, and the stream goes on.
    case lines
}

/// One value of a ``JSONStream``, read or not, and where it starts.
public struct JSONStreamElement: Sendable {
    /// The value's number in the stream, from 0 (blank lines of JSON Lines are not counted).
    public let index: Int
    /// The byte offset where the value starts.
    public let offset: Int
    /// The line where the value starts, from 1.
    public let line: Int
    /// The column where the value starts, from 1, in Unicode scalars.
    public let column: Int
    /// The value, or why it could not be read: a ``JSONReadingError`` (its position counted in
    /// the whole stream), or the error of the file or sequence being read.
    public let document: Result<JSONDocument, any Error>

    /// The value's bytes, for readers that parse elsewhere (on other threads).
    @usableFromInline package let bytes: [UInt8]
    /// Whether `bytes` are not read yet (`document` is then ``Unread``): kept rather than found by
    /// casting `document`'s error, which costs a dynamic cast for every value.
    private let isUnread: Bool

    /// The error of an element whose bytes are not read yet.
    package struct Unread: Error {}

    package init(
        index: Int, offset: Int, line: Int, column: Int, document: Result<JSONDocument, any Error>, bytes: [UInt8]
    ) {
        self.index = index
        self.offset = offset
        self.line = line
        self.column = column
        self.document = document
        self.bytes = bytes
        self.isUnread = false
        self.context = .line
        self.end = nil
    }

    /// How `bytes` are read: as a line, or as an element of an array followed by its delimiter.
    private let context: ScanContext
    /// Where the stream ends, for an element cut short by the end of the stream.
    private let end: JSONStreamSplitter.Position?

    /// The element a piece of the stream is, its bytes not read yet (or its error).
    init(_ piece: JSONStreamSplitter.Piece, index: Int) {
        self.index = index
        offset = piece.start.offset
        line = piece.start.line
        column = piece.start.column
        document = .failure(piece.failure ?? Self.unread)
        bytes = piece.failure == nil ? piece.bytes : []
        isUnread = piece.failure == nil
        context = piece.context
        end = piece.end
    }
}

/// The values of a top-level JSON array or of JSON Lines, read one at a time from a file, a file
/// handle or a sequence of bytes, so that an input of any size is read in bounded memory.
///
/// The stream reads its source in 64 KiB chunks and holds one value at a time: memory is bounded
/// by the largest value, never by the input. Each value is read with the reader's rules and limits
/// (``JSONReadingOptions/maxInputBytes`` bounds each value, not the stream), and errors say where
/// in the whole stream they are.
///
/// ```swift
/// for element in try JSONStream(contentsOf: logURL, layout: .lines) {
///     switch element.document {
///     case .success(let document): print(element.line, document.root.kind)
///     case .failure(let error): print("line \(element.line): \(error)")
///     }
/// }
/// ```
///
/// A stream is read once: iterating it again gives nothing more. Map values with a mapper's
/// `results(of:)` (in `Hydrant`); for an `AsyncSequence` of bytes, use ``AsyncJSONStream``.
public struct JSONStream: Sequence, Sendable {
    /// How the values are laid out.
    public let layout: JSONStreamLayout
    /// The rules and limits each value is read with.
    public let options: JSONReadingOptions
    let source: ChunkSource

    /// The values of the file at `url`.
    ///
    /// - Throws: `POSIXError` if the file cannot be opened (its `code` is the `errno`:
    ///   `ENOENT`, `EACCES`…); `CocoaError.fileReadUnsupportedScheme` if `url` is not a file URL.
    public init(contentsOf url: URL, layout: JSONStreamLayout, options: JSONReadingOptions = .default) throws {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            let handle = FileHandle(fileDescriptor: try BoundedInput.openForReading(url), closeOnDealloc: false)
        #else
            guard url.isFileURL else { throw BoundedInput.unsupportedScheme(url) }
            let handle = try FileHandle(forReadingFrom: url)
        #endif
        self.init(source: ChunkSource(handle: handle, closesHandle: true), layout: layout, options: options)
    }

    /// The values `handle` has from its current position on (standard input, a pipe, a file).
    /// The handle stays open.
    public init(reading handle: FileHandle, layout: JSONStreamLayout, options: JSONReadingOptions = .default) {
        self.init(source: ChunkSource(handle: handle, closesHandle: false), layout: layout, options: options)
    }

    /// The values of `bytes`.
    public init(
        _ bytes: some Sequence<UInt8> & Sendable, layout: JSONStreamLayout, options: JSONReadingOptions = .default
    ) {
        self.init(source: ChunkSource(bytes: bytes), layout: layout, options: options)
    }

    private init(source: ChunkSource, layout: JSONStreamLayout, options: JSONReadingOptions) {
        self.source = source
        self.layout = layout
        self.options = options
    }

    /// An iterator over the values.
    public func makeIterator() -> some IteratorProtocol<JSONStreamElement> {
        makeElementIterator()
    }

    /// The iterator itself, for the package's benchmarks, which split a stream without parsing it
    /// (`nextElement(parsing: false)`).
    package func makeElementIterator() -> ElementIterator {
        ElementIterator(source: source, cursor: JSONStreamCursor(layout: layout, options: options), options: options)
    }

    /// Reads the values one at a time.
    package struct ElementIterator: IteratorProtocol {
        private let source: ChunkSource
        private var cursor: JSONStreamCursor
        private let reader: JSONReader
        private var ready = ElementQueue()

        fileprivate init(source: ChunkSource, cursor: JSONStreamCursor, options: JSONReadingOptions) {
            self.source = source
            self.cursor = cursor
            self.reader = JSONReader(options: options)
        }

        /// The next value, read.
        public mutating func next() -> JSONStreamElement? {
            nextElement(parsing: true)
        }

        /// The next value; when `parsing` is `false`, only its bytes (the caller reads them with
        /// ``JSONStreamElement/read(with:)``) — or its error.
        @usableFromInline
        package mutating func nextElement(parsing: Bool) -> JSONStreamElement? {
            while ready.isEmpty, !cursor.hasEnded {
                fill()
            }
            guard let element = ready.popFirst() else { return nil }
            return parsing ? element.read(with: reader) : element
        }

        /// Reads the next chunk and splits it.
        private mutating func fill() {
            let elements: [JSONStreamElement]
            do {
                if let chunk = try source.nextChunk() {
                    elements = cursor.elements(of: chunk, then: .more)
                } else {
                    elements = cursor.elements(of: .empty, then: .end)
                }
            } catch {
                elements = cursor.elements(of: .empty, then: .failed(error))
            }
            ready.append(contentsOf: elements)
        }
    }
}

extension JSONStreamElement {
    /// The error of every element whose bytes are not read yet, boxed once.
    fileprivate static let unread: any Error = Unread()

    /// The element with its bytes read into a document by `reader`, errors placed in the stream;
    /// an element that is an error already stays as it is.
    @usableFromInline
    package func read(with reader: JSONReader) -> JSONStreamElement {
        guard isUnread else { return self }
        let document: Result<JSONDocument, any Error>
        do {
            document = .success(try reader.document(streamValue: bytes, in: context))
        } catch {
            if let end, error.offset >= bytes.count {
                // The end of the stream cut the element short: the error is where the stream ends.
                document = .failure(
                    JSONReadingError(reason: error.reason, offset: end.offset, line: end.line, column: end.column))
            } else {
                // The element's position, plus where in it the error is.
                document = .failure(
                    JSONReadingError(
                        reason: error.reason, offset: offset + error.offset, line: line + error.line - 1,
                        column: error.line == 1 ? column + error.column - 1 : error.column))
            }
        }
        return JSONStreamElement(
            index: index, offset: offset, line: line, column: column, document: document, bytes: [])
    }
}

/// The values split but not handed out yet.
private struct ElementQueue {
    private var pieces: [JSONStreamElement] = []
    private var head = 0

    var isEmpty: Bool { head == pieces.count }

    mutating func append(contentsOf more: [JSONStreamElement]) {
        if head == pieces.count {
            pieces.removeAll(keepingCapacity: true)
            head = 0
        }
        pieces.append(contentsOf: more)
    }

    mutating func popFirst() -> JSONStreamElement? {
        guard head < pieces.count else { return nil }
        defer { head += 1 }
        return pieces[head]
    }
}
