#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// The tape indices of the containers a ``Scanner`` has open, innermost last, in one `malloc`
/// block: pushing and popping make no uniqueness or capacity checks beyond one comparison (an
/// `Array` checked both for every container). Its depth is bounded by
/// ``JSONReadingOptions/maxDepth``, checked before each push.
///
/// Invariant (5): reads and writes stay below ``count``, within the block.
@safe
struct ContainerStack: ~Copyable {
    private var base: UnsafeMutablePointer<Int>
    private(set) var count: Int
    private var capacity: Int

    /// An empty stack with room for 32 containers; it doubles when full.
    init() {
        capacity = 32
        count = 0
        unsafe base = Self.resize(nil, to: capacity)
    }

    deinit {
        unsafe free(base)
    }

    /// The innermost open container, or `nil` when none is open.
    var last: Int? {
        @inline(__always) get { count > 0 ? unsafe base[count &- 1] : nil }
    }

    /// Opens a container whose entry is at `index`.
    @inline(__always)
    mutating func push(_ index: Int) {
        if count == capacity { grow() }
        unsafe base[count] = index
        count &+= 1
    }

    /// Closes the innermost container and returns its entry's index; `nil` when none is open.
    @inline(__always)
    mutating func pop() -> Int? {
        guard count > 0 else { return nil }
        count &-= 1
        return unsafe base[count]
    }

    /// Calls `body` with each open container around the innermost one, outermost first.
    func forEachEnclosing(_ body: (Int) -> Void) {
        for position in 0..<max(count - 1, 0) { body(unsafe base[position]) }
    }

    private mutating func grow() {
        capacity *= 2
        unsafe base = Self.resize(base, to: capacity)
    }

    private static func resize(_ block: UnsafeMutablePointer<Int>?, to capacity: Int) -> UnsafeMutablePointer<Int> {
        guard let resized = unsafe realloc(block, capacity * MemoryLayout<Int>.stride) else {
            preconditionFailure("Hydrant: out of memory for \(capacity) open containers")
        }
        return unsafe resized.assumingMemoryBound(to: Int.self)
    }
}
