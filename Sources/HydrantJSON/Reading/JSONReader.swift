public import Foundation

/// Reads JSON text into a ``JSON`` value or a ``JSONDocument``.
///
/// The reader is strict RFC 8259 by default and applies the limits of its
/// ``JSONReadingOptions``; every failure is a ``JSONReadingError`` with the location of the problem.
/// Input is UTF-8 (one leading byte order mark is skipped).
///
/// ```swift
/// let reader = JSONReader()
/// let value = try reader.read(#"{"name": "John Doe", "age": 23}"#)
/// value["age"]    // .number(23)
/// ```
///
/// A reader is an immutable value: share one between threads freely.
public struct JSONReader: Sendable {
    /// The options this reader applies.
    public var options: JSONReadingOptions

    /// Creates a reader with the given options.
    public init(options: JSONReadingOptions = .default) {
        self.options = options
    }

    /// Reads a JSON value from UTF-8 bytes.
    ///
    /// Bytes that are not stored contiguously (a lazy sequence, for instance) are copied first, but
    /// no more than ``JSONReadingOptions/maxInputBytes`` + 1 of them: a longer sequence is reported
    /// as ``JSONReadingError/Reason/inputTooLarge(limit:)`` without being read to its end.
    public func read(_ bytes: some Sequence<UInt8>) throws(JSONReadingError) -> JSON {
        let result: Result<JSON, JSONReadingError>? = bytes.withContiguousByteView { view in
            Result { () throws(JSONReadingError) in try read(bytes: view) }
        }
        if let result { return try result.get() }
        let prefix = BoundedInput.prefix(of: bytes, limit: options.effectiveMaxInputBytes)
        return try prefix.withByteView { (view) throws(JSONReadingError) in try read(bytes: view) }
    }

    /// Reads a JSON value from UTF-8 data.
    public func read(_ data: Data) throws(JSONReadingError) -> JSON {
        try data.withByteView { (view) throws(JSONReadingError) in try read(bytes: view) }
    }

    /// Reads a JSON value from a string.
    public func read(_ text: String) throws(JSONReadingError) -> JSON {
        try text.withByteView { (view) throws(JSONReadingError) in try read(bytes: view) }
    }

    /// Reads a JSON value from UTF-8 bytes.
    func read(bytes buffer: ByteView) throws(JSONReadingError) -> JSON {
        let tape = try Scanner.scan(buffer, options: options).release()
        // The tree's memory is bounded before any of it is built (see `TreeBuilder`).
        let (perByte, overflow) = buffer.count.multipliedReportingOverflow(
            by: options.effectiveMaxTreeBytesPerInputByte)
        let limit = overflow || perByte > Int.max - (1 << 20) ? Int.max : perByte + (1 << 20)
        guard TreeBuilder.treeBytes(of: tape.entries, limit: limit) != nil else {
            throw JSONReadingError(
                .treeTooLarge(bytesPerInputByte: options.effectiveMaxTreeBytesPerInputByte), at: 0, in: buffer)
        }
        var builder = TreeBuilder(tape: tape.entries, bytes: buffer, discarding: tape)
        return builder.json(at: 0)
    }

    /// Reads UTF-8 bytes into a ``JSONDocument``, which mappers can read without building a tree.
    public func document(_ bytes: [UInt8]) throws(JSONReadingError) -> JSONDocument {
        try document(DocumentBytes(bytes))
    }

    /// Reads UTF-8 data into a ``JSONDocument``. The document reads `data` in place: it keeps a
    /// reference to it rather than a copy.
    public func document(_ data: Data) throws(JSONReadingError) -> JSONDocument {
        try document(DocumentBytes(data))
    }

    private func document(
        _ bytes: DocumentBytes, context: ScanContext = .document
    ) throws(JSONReadingError) -> JSONDocument {
        let tape = try Scanner.scan(bytes.view, options: options, context: context)
        return JSONDocument(storage: JSONDocument.Storage(bytes: bytes, tape: tape))
    }

    /// Reads one value of a stream into a ``JSONDocument``, as the whole stream's reader would
    /// read it there (see ``ScanContext``).
    func document(streamValue bytes: [UInt8], in context: ScanContext) throws(JSONReadingError) -> JSONDocument {
        try document(DocumentBytes(bytes), context: context)
    }

    /// Reads a string into a ``JSONDocument``.
    public func document(_ text: String) throws(JSONReadingError) -> JSONDocument {
        try document(Array(text.utf8))
    }
}

extension JSON {
    /// Reads a JSON value from UTF-8 bytes with the given options.
    ///
    /// ```swift
    /// let value = try JSON(parsing: Array(#"[1, true, "x"]"#.utf8))
    /// ```
    public init(parsing bytes: some Sequence<UInt8>, options: JSONReadingOptions = .default) throws(JSONReadingError) {
        self = try JSONReader(options: options).read(bytes)
    }

    /// Reads a JSON value from UTF-8 data with the given options.
    public init(parsing data: Data, options: JSONReadingOptions = .default) throws(JSONReadingError) {
        self = try JSONReader(options: options).read(data)
    }

    /// Reads a JSON value from a string with the given options.
    ///
    /// ```swift
    /// let value = try JSON(parsing: #"{"a": [1, 2]}"#)
    /// ```
    public init(parsing text: String, options: JSONReadingOptions = .default) throws(JSONReadingError) {
        self = try JSONReader(options: options).read(text)
    }
}
