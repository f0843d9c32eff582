/// A parsed JSON document that is read in place, without building a tree of values.
///
/// Reading a document records one small tape entry per value (see `docs/Architecture.md`);
/// strings and numbers stay in the input bytes until asked for. ``root`` and the ``JSONNode``
/// values reached from it are cheap positions in that tape, which is what Hydrant's mappers read
/// when they map bytes straight to models. ``JSON`` trees are built only on request
/// (``JSONNode/json``).
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"user": {"name": "Ada"}}"#)
/// document.root["user"]?["name"]?.string    // "Ada"
/// ```
///
/// A document is immutable and `Sendable`; its nodes keep it alive.
public struct JSONDocument: Sendable {
    /// The input bytes and the tape, shared by every node. Immutable; the tape is its own
    /// `malloc` block (see ``TapeBuffer``), freed with the storage.
    @usableFromInline
    package final class Storage: @unchecked Sendable {
        // Safe to share: nothing is written after the scan.
        @usableFromInline package let bytes: DocumentBytes
        /// The tape's block, which keeps ``tape``'s entries.
        @usableFromInline package let tapeBlock: TapeBlock
        /// The tape's entries, kept here so that reading one does not load them from the block.
        @usableFromInline package let tape: TapeView

        init(bytes: DocumentBytes, tape: consuming TapeBuffer) {
            self.bytes = bytes
            tapeBlock = tape.release()
            self.tape = tapeBlock.entries
        }
    }

    @usableFromInline
    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// Reads a document from UTF-8 bytes with the given options.
    public init(parsing bytes: [UInt8], options: JSONReadingOptions = .default) throws(JSONReadingError) {
        self = try JSONReader(options: options).document(bytes)
    }

    /// Reads a document from a string with the given options.
    public init(parsing text: String, options: JSONReadingOptions = .default) throws(JSONReadingError) {
        self = try JSONReader(options: options).document(text)
    }

    /// The document's top-level value.
    @inlinable
    public var root: JSONNode {
        JSONNode(storage: storage, index: 0)
    }

    /// The number of values in the document (every element, member value and key counts as one).
    public var valueCount: Int {
        storage.tape.count
    }
}
