/// The closures of an object mapping's fields (how each reads or writes its field), kept so that
/// calling one does not retain it.
///
/// A closure loaded from an array is retained for the call and released after: one retain and
/// release per field of every object read or written. When several threads map with one mapping
/// (`results(of:concurrency:)`), their cores also pass those shared reference counts back and
/// forth. Here each closure sits in a box (a final class with the closure as a constant, of its
/// own concrete type: a closure kept in a generic box would be called through a reabstraction
/// thunk) that the list keeps alive, and is called through an unretained reference to its box.
@usableFromInline
struct FieldClosures<Box: AnyObject & Sendable>: Sendable {
    /// The boxes, which this list keeps alive.
    private let boxes: [Box]
    /// The same boxes, unretained: what ``withBox(_:_:)`` uses.
    @usableFromInline let unretained: [Unretained<Box>]

    /// The boxes of the closures, in the fields' order.
    init(_ boxes: [Box]) {
        self.boxes = boxes
        unretained = boxes.map(Unretained.init)
    }

    /// The number of closures.
    @usableFromInline
    var count: Int {
        unretained.count
    }

    /// What `body` returns for box number `index`, which it gets without a retain.
    @inlinable @inline(__always)
    func withBox<Result>(_ index: Int, _ body: (Box) -> Result) -> Result {
        unretained[index].withObject(body)
    }
}

/// A field's ``FieldTextEncoder``, boxed for ``FieldClosures``.
@usableFromInline
final class FieldTextEncoderBox: Sendable {
    @usableFromInline let encode: FieldTextEncoder

    init(_ encode: @escaping FieldTextEncoder) {
        self.encode = encode
    }
}

/// A field's ``FieldTreeEncoder``, boxed for ``FieldClosures``.
@usableFromInline
final class FieldTreeEncoderBox: Sendable {
    @usableFromInline let encode: FieldTreeEncoder

    init(_ encode: @escaping FieldTreeEncoder) {
        self.encode = encode
    }
}

/// A field's decode closure (see ``ObjectValues``), boxed for ``FieldClosures``.
@usableFromInline
final class FieldDecoderBox: Sendable {
    @usableFromInline let decode: FieldDecoder

    init(_ decode: @escaping FieldDecoder) {
        self.decode = decode
    }
}
