/// A value read in place from a document, kept as an error's source value: its ``JSON`` value is
/// built only if someone reads ``RedactedValue/value``. It keeps the document alive as long as the
/// error lives.
@usableFromInline
package struct DocumentValue: Sendable {
    @usableFromInline package let node: JSONNode

    @inlinable
    package init(_ node: JSONNode) {
        self.node = node
    }
}
