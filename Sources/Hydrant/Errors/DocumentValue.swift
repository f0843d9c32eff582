/// A value read in place from a document, kept as an error's source value: its ``JSON`` value is
/// built only if someone reads ``RedactedValue/value``. It keeps the document alive as long as the
/// error lives.
@usableFromInline
struct DocumentValue: Sendable {
    @usableFromInline let node: JSONNode

    @inlinable
    init(_ node: JSONNode) {
        self.node = node
    }
}
