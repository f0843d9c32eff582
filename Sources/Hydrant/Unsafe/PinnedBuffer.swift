// Unsafe code of the mapping layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// A fixed number of plain values at an address that does not move while the buffer lives, so that
/// a reader can keep a ``View`` of them rather than retain an array for every object it reads.
///
/// Invariant (5): indices are below ``count`` (checked in debug builds; the mapping layer's come
/// from the plan or table that sized the buffer), and a view is used only while its buffer lives.
@safe
@usableFromInline
final class PinnedBuffer<Element: BitwiseCopyable> {
    @usableFromInline let start: UnsafeMutablePointer<Element>
    /// The number of elements.
    @usableFromInline let count: Int

    /// `count` elements (at least one is allocated), each `value`.
    init(count: Int, repeating value: Element) {
        self.count = count
        unsafe start = .allocate(capacity: max(count, 1))
        unsafe start.initialize(repeating: value, count: max(count, 1))
    }

    deinit {
        unsafe start.deallocate()
    }

    /// Element number `index`.
    @inlinable
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count)
            return unsafe start[index]
        }
        set {
            assert(index >= 0 && index < count)
            unsafe start[index] = newValue
        }
    }

    /// The elements, for a reader that lives no longer than this buffer.
    @inlinable
    var view: View {
        unsafe View(start: start)
    }

    /// The elements of a ``PinnedBuffer``, read without retaining it.
    @safe
    @frozen
    @usableFromInline
    struct View {
        @usableFromInline let start: UnsafePointer<Element>

        @inlinable
        init(start: UnsafeMutablePointer<Element>) {
            unsafe self.start = UnsafePointer(start)
        }

        /// Element number `index`.
        @inlinable
        subscript(index: Int) -> Element {
            unsafe start[index]
        }
    }
}

extension PinnedBuffer where Element == UInt8 {
    /// The bytes at `range`, viewed without retaining the buffer: for a writer that lives no
    /// longer than it (invariant 5).
    @inlinable
    func bytes(_ range: Range<Int>) -> ByteView {
        assert(range.lowerBound >= 0 && range.upperBound <= count)
        return unsafe ByteView(UnsafeBufferPointer(start: start + range.lowerBound, count: range.count))
    }
}
