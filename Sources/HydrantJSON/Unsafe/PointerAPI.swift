// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".
//
// The public API that takes or lends pointers: each turns them into the views and blocks of this
// folder at once.

extension JSONReader {
    /// Reads a JSON value from a buffer of UTF-8 bytes.
    public func read(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONReadingError) -> JSON {
        try read(bytes: unsafe ByteView(buffer))
    }
}

extension JSONOutput {
    /// An empty output that writes the text into `region`, memory you own — the free space of a
    /// network buffer, a shared-memory segment, a reused scratch buffer — for as long as it fits,
    /// and the rest into memory of its own, the *overflow*.
    ///
    /// Text is appended to the region until a piece of it (a bracket, a quote, a run of characters,
    /// a number) does not fit in the room left; that piece and every one after it go into the
    /// overflow, which grows as needed. The text is then the first ``countInRegion`` bytes of the region followed by the
    /// overflow (``withOverflow(_:)``), so nothing is ever written twice: size the region well and
    /// there is no overflow at all.
    ///
    /// ```swift
    /// var storage = [UInt8](repeating: 0, count: 64)
    /// let written = storage.withUnsafeMutableBytes { region in
    ///     var output = JSONOutput(writingInto: region)
    ///     output.write(["id": 7, "tags": ["a"]] as JSON)
    ///     return output.countInRegion   // 21, and withOverflow(_:) gives no bytes
    /// }
    /// String(decoding: storage[..<written], as: UTF8.self)   // {"id":7,"tags":["a"]}
    /// ```
    ///
    /// The output refers to `region` without owning it: use it only while the region is valid,
    /// and do not let copies of it write, since they write into the same region. (The overflow,
    /// like the memory of an output made with ``init(options:)``, is the output's own and is
    /// copied on write.)
    @unsafe
    public init(writingInto region: UnsafeMutableRawBufferPointer, options: JSONWritingOptions = .compact) {
        self.init(buffer: unsafe OutputBytes(region: region), options: options)
    }

    /// Calls `body` with the text written after the region given to ``init(writingInto:options:)``
    /// (empty when it all fitted), or with the whole text for an output made with
    /// ``init(options:)``. The bytes are valid only during the call.
    ///
    /// ```swift
    /// output.withOverflow { rest in
    ///     networkBuffer.append(contentsOf: rest)   // after the countInRegion bytes written in place
    /// }
    /// ```
    public func withOverflow<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        unsafe try buffer.withOverflowBuffer(body)
    }
}

extension JSONWriter {
    /// Writes a node and everything inside it in pieces, handing each piece to `body` as soon as it
    /// holds `chunkSize` bytes (a piece can be longer by one string or number), and the rest at the
    /// end: a large document is written out without its whole text in memory at once.
    ///
    /// ```swift
    /// try JSONWriter(options: .pretty).write(document.root) { piece in
    ///     try sink.send(piece)   // a file, a socket, a pipe…
    /// }
    /// ```
    ///
    /// The pieces put together are the text `write(_:)` returns for the node.
    ///
    /// - Throws: What `body` throws, which stops the writing; or ``JSONWritingError`` on reaching
    ///   an array or object nested deeper than ``JSONWritingOptions/maxDepth``, after handing over
    ///   the pieces written before it.
    public func write(
        _ node: JSONNode, chunkSize: Int = 1 << 16, to body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        var output = JSONOutput(options: options)
        let chunkSize = max(chunkSize, 1)
        output.reserveCapacity(min(chunkSize, 1 << 20))
        try output.writeNode(node, baseDepth: 0, chunkSize: chunkSize) { buffer in
            unsafe try buffer.withOverflowBuffer(body)
            buffer.removeAll()
        }
        if let failure = output.failure { throw failure }
        if !output.buffer.isEmpty { unsafe try output.buffer.withOverflowBuffer(body) }
    }
}
