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

/// A block of memory that ``JSONOutput`` writes text into: one it allocated with `malloc` (and
/// frees), or a region of the caller's (``JSONOutput/init(writingInto:options:)``), which it never
/// frees.
@usableFromInline
///
/// Invariant (8): see ``OutputBytes``.
@safe
final class OutputBlock {
    @usableFromInline private(set) var base: UnsafeMutablePointer<UInt8>
    @usableFromInline private(set) var capacity: Int
    /// Whether this is the caller's memory rather than the output's own.
    @usableFromInline let isRegion: Bool

    /// A block of the output's own, of `capacity` bytes.
    @usableFromInline
    init(capacity: Int) {
        self.capacity = max(capacity, 0)
        unsafe self.base = Self.resized(nil, to: capacity)
        self.isRegion = false
    }

    /// The caller's region; an empty region is a block of the output's own with no room.
    init(region: UnsafeMutableRawBufferPointer) {
        if let start = region.baseAddress, region.count > 0 {
            unsafe self.base = unsafe start.bindMemory(to: UInt8.self, capacity: region.count)
            self.capacity = region.count
            self.isRegion = true
        } else {
            unsafe self.base = Self.resized(nil, to: 0)
            self.capacity = 0
            self.isRegion = false
        }
    }

    /// Grows a block of the output's own, which no other output shares, to `capacity` bytes,
    /// keeping its bytes: by `realloc`, which extends a block in place when the memory after it is
    /// free and remaps a large one rather than copying it.
    func grow(to capacity: Int) {
        precondition(!isRegion, "a region is never grown")
        unsafe base = Self.resized(base, to: capacity)
        self.capacity = capacity
    }

    /// `realloc` of `block` (`nil`: a new block), trapping when memory is exhausted, as every
    /// Swift allocation does.
    private static func resized(_ block: UnsafeMutablePointer<UInt8>?, to capacity: Int) -> UnsafeMutablePointer<UInt8>
    {
        guard let raw = unsafe realloc(block, max(capacity, 1)) else {
            preconditionFailure("Hydrant: out of memory for JSON output of \(capacity) bytes")
        }
        return unsafe raw.bindMemory(to: UInt8.self, capacity: max(capacity, 1))
    }

    deinit {
        if !isRegion { unsafe free(base) }
    }
}

/// The text of a ``JSONOutput``: bytes appended at the end of a block, with only a capacity check
/// on the fast path.
///
/// A block of the output's own is copied when it is shared (a copy of the output was made) before
/// the output writes (``makeUnique()``), so outputs keep value semantics. An output writing into the caller's region writes
/// there until an append does not fit; that append and the ones after it go into a block of its own,
/// the *overflow*. The region is never copied: copies of such an output write into the same region,
/// which is why its initialiser asks that the output not outlive the region.
///
/// Invariant (8): `base` always points to `block`'s memory, which the output keeps alive (a block of its
/// own) or which the caller keeps alive while the output is used (a region); every write checks
/// `position + count <= capacity` first. A shared block of the output's own is never written:
/// ``JSONOutput`` calls ``makeUnique()`` before each value, key and closing bracket it writes.
@usableFromInline
@safe
package struct OutputBytes: @unchecked Sendable {
    /// The block being written into.
    @usableFromInline var block: OutputBlock
    /// `block.base` and `block.capacity`, kept here so that a write does not load them.
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    /// How many bytes of `block` are written.
    @usableFromInline var position = 0
    /// The caller's region, once the output writes its overflow; `nil` before, and for outputs
    /// that do not write into a region.
    @usableFromInline var region: OutputBlock?
    /// How many bytes of the text come before `block`: what the region holds, once writing the
    /// overflow; else 0.
    @usableFromInline var offset = 0

    /// An empty text in a block of its own of `capacity` bytes.
    package init(capacity: Int) {
        self.init(block: OutputBlock(capacity: capacity))
    }

    /// An empty text written into the caller's `region` while it fits.
    package init(region: UnsafeMutableRawBufferPointer) {
        unsafe self.init(block: OutputBlock(region: region))
    }

    private init(block: OutputBlock) {
        self.block = block
        unsafe self.base = unsafe block.base
        self.capacity = block.capacity
    }

    /// The number of bytes written.
    @inlinable
    package var count: Int {
        offset &+ position
    }

    /// Whether nothing is written.
    @inlinable
    package var isEmpty: Bool {
        count == 0
    }

    /// How many bytes, at the start of the text, are in the caller's region.
    @usableFromInline
    package var countInRegion: Int {
        if region != nil { return offset }
        return block.isRegion ? position : 0
    }

    // MARK: Writing

    /// Makes the block this output's alone before a write, copying it if a copy of the output
    /// shares it (a region is written in place; see the type's notes). ``JSONOutput`` calls it once
    /// at the start of each value, key and closing bracket, so that the appends after it need only
    /// check the room left: no copy of the output can be made in between.
    @inlinable
    @inline(__always)
    package mutating func makeUnique() {
        if _slowPath(!isKnownUniquelyReferenced(&block)) { separate() }
    }

    /// Copies a shared block of the output's own into a block of this output's alone.
    @usableFromInline
    @inline(never)
    mutating func separate() {
        guard !block.isRegion else { return }
        replaceBlock(with: OutputBlock(capacity: capacity), keeping: position)
    }

    /// Appends one byte.
    @inlinable
    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        if _slowPath(position >= capacity) { makeRoom(for: 1) }
        unsafe base[position] = byte
        position &+= 1
    }

    /// Appends the bytes of `bytes`.
    @inlinable
    @inline(__always)
    package mutating func append(contentsOf bytes: ByteView) {
        guard let source = unsafe bytes.buffer.baseAddress else { return }
        let count = bytes.count
        if _slowPath(count > capacity &- position) { makeRoom(for: count) }
        unsafe (base + position).update(from: source, count: count)
        position &+= count
    }

    /// Appends the bytes of `bytes`, which are usually few (a key's text), and are not memory of
    /// this output's: up to 32 bytes are copied without calling `memcpy` (see
    /// ``copyShort(from:to:count:)``).
    @inlinable
    @inline(__always)
    package mutating func appendShort(contentsOf bytes: ByteView) {
        guard let source = unsafe bytes.buffer.baseAddress else { return }
        let count = bytes.count
        if _slowPath(count > capacity &- position) { makeRoom(for: count) }
        if count <= 32 {
            unsafe Self.copyShort(
                from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(base + position), count: count)
        } else {
            unsafe (base + position).update(from: source, count: count)
        }
        position &+= count
    }

    /// Copies `count` bytes, at most 32, from `source` to `destination` (regions that do not
    /// overlap) with a few loads and stores of whole words, the last of which may overlap the one
    /// before: most of what an encoder appends — keys, short strings, the runs of a string between
    /// escapes — is that short, and calling `memcpy` for it costs more than the copy.
    @inlinable
    @inline(__always)
    static func copyShort(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count: Int) {
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                unsafe destination.storeBytes(
                    of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
                    as: UInt64.self)
                offset &+= 8
            }
            let last = count &- 8
            unsafe destination.storeBytes(
                of: source.loadUnaligned(fromByteOffset: last, as: UInt64.self), toByteOffset: last, as: UInt64.self)
        } else if count >= 4 {
            let first = unsafe source.loadUnaligned(as: UInt32.self)
            let last = unsafe source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            unsafe destination.storeBytes(of: first, as: UInt32.self)
            unsafe destination.storeBytes(of: last, toByteOffset: count &- 4, as: UInt32.self)
        } else if count > 0 {
            let first = unsafe source.load(as: UInt8.self)
            let middle = unsafe source.load(fromByteOffset: count >> 1, as: UInt8.self)
            let last = unsafe source.load(fromByteOffset: count &- 1, as: UInt8.self)
            unsafe destination.storeBytes(of: first, as: UInt8.self)
            unsafe destination.storeBytes(of: middle, toByteOffset: count >> 1, as: UInt8.self)
            unsafe destination.storeBytes(of: last, toByteOffset: count &- 1, as: UInt8.self)
        }
    }

    /// Appends `digits` in decimal, with a point before the last `fractionDigits` of them (after
    /// leading zeros when there are fewer digits than that, so that one digit comes before the
    /// point), written backwards straight into the block.
    @inlinable
    package mutating func appendDecimal(_ digits: UInt64, fractionDigits: Int) {
        guard fractionDigits == 0 else {
            appendFraction(digits, fractionDigits: fractionDigits)
            return
        }
        let length = Self.decimalLength(of: digits)
        if _slowPath(length > capacity &- position) { makeRoom(for: length) }
        writeDigits(of: digits, endingAt: position &+ length)
        position &+= length
    }

    /// The hundred pairs of decimal digits, `00` to `99`, in order: numbers are written two digits
    /// per division.
    @inlinable
    static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859606162636465666768697071727374757677787980\
        81828384858687888990919293949596979899
        """
    }

    /// The number of decimal digits of `value`, at least one: from its bit length
    /// (log10 2 ≈ 1233 / 4096), corrected once.
    @inlinable @inline(__always)
    static func decimalLength(of value: UInt64) -> Int {
        let estimate = ((64 &- (value | 1).leadingZeroBitCount) &* 1233) &>> 12
        return estimate &+ (value | 1 >= ExactDouble.powerOfTen(estimate) ? 1 : 0)
    }

    /// Writes the decimal digits of `value` (``decimalLength(of:)`` of them) into the block, the
    /// last one before `end`, two per division (``digitPairs``). The caller has made room for them.
    @inlinable @inline(__always)
    mutating func writeDigits(of value: UInt64, endingAt end: Int) {
        let table = unsafe Self.digitPairs.utf8Start
        var value = value
        var at = end
        while value >= 100 {
            let quotient = value / 100
            let pair = Int(truncatingIfNeeded: value &- quotient &* 100) &* 2
            at &-= 2
            unsafe base[at] = table[pair]
            unsafe base[at &+ 1] = table[pair &+ 1]
            value = quotient
        }
        if value >= 10 {
            let pair = Int(truncatingIfNeeded: value) &* 2
            unsafe base[at &- 2] = table[pair]
            unsafe base[at &- 1] = table[pair &+ 1]
        } else {
            unsafe base[at &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
        }
    }

    /// ``appendDecimal(_:fractionDigits:)`` with a point: every digit written one place to the
    /// right of where it goes, with zeros in front up to one more than `fractionDigits`, then the
    /// few before the point moved back in front of it (no division by a power of ten).
    @usableFromInline
    mutating func appendFraction(_ digits: UInt64, fractionDigits: Int) {
        let length = Self.decimalLength(of: digits)
        let count = Swift.max(length, fractionDigits &+ 1)
        let total = count &+ 1
        if _slowPath(total > capacity &- position) { makeRoom(for: total) }
        writeDigits(of: digits, endingAt: position &+ total)
        // Zeros between the point and the digits (`0.00ddd`).
        for index in position &+ total &- count..<position &+ total &- length {
            unsafe base[index] = UInt8(ascii: "0")
        }
        let integerLength = count &- fractionDigits
        for index in position..<position &+ integerLength {
            unsafe base[index] = unsafe base[index &+ 1]
        }
        unsafe base[position &+ integerLength] = UInt8(ascii: ".")
        position &+= total
    }

    /// Appends `count` copies of `byte`.
    @usableFromInline
    package mutating func append(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        if count > capacity &- position { makeRoom(for: count) }
        unsafe (base + position).update(repeating: byte, count: count)
        position &+= count
    }

    /// Appends the UTF-8 bytes of `text`.
    @usableFromInline
    package mutating func append(utf8 text: String) {
        text.withByteView { append(contentsOf: $0) }
    }

    /// Makes `block` a block this output may write `count` more bytes into at `position`: the
    /// region while they fit; else a block of its own with room (the current one grown, or the
    /// overflow after the region).
    @usableFromInline
    @inline(never)
    mutating func makeRoom(for count: Int) {
        if block.isRegion {
            guard count > capacity &- position else { return }
            // The region holds what is written so far; the rest is overflow, sized by what
            // overflows (a region of 64 MiB that overflows by a byte allocates 4 KiB, not 64 MiB)
            // and grown by doubling from there.
            region = block
            offset = position
            replaceBlock(with: OutputBlock(capacity: max(count, Self.firstOverflow)), keeping: 0)
            return
        }
        let needed = position + count
        let grown = capacity >= needed ? capacity : max(needed, capacity * 2, 64)
        guard isKnownUniquelyReferenced(&block) else {
            replaceBlock(with: OutputBlock(capacity: grown), keeping: position)
            return
        }
        block.grow(to: grown)
        unsafe base = unsafe block.base
        capacity = grown
    }

    /// The size of the first block of overflow after a region, unless the piece that overflows is
    /// larger.
    static let firstOverflow = 4096

    /// The capacity of the block written now: the overflow's, once a region has overflowed.
    package var blockCapacity: Int { capacity }

    /// Writes into `newBlock` from now on, copying the first `kept` bytes of the current block.
    private mutating func replaceBlock(with newBlock: OutputBlock, keeping kept: Int) {
        unsafe newBlock.base.update(from: base, count: kept)
        block = newBlock
        unsafe base = unsafe newBlock.base
        capacity = newBlock.capacity
        position = kept
    }

    /// Makes room for `count` bytes in all (a hint: a region is not grown).
    @usableFromInline
    package mutating func reserveCapacity(_ count: Int) {
        guard !block.isRegion, count > offset + capacity else { return }
        makeRoom(for: count - offset - position)
    }

    /// Removes the bytes after the first `count`, which must be at most ``count``.
    @inlinable
    package mutating func truncate(to count: Int) {
        if count >= offset {
            position = count &- offset
        } else {
            returnToRegion(keeping: count)
        }
    }

    /// Writes into the region again, from `count`, dropping the overflow.
    @usableFromInline
    mutating func returnToRegion(keeping count: Int) {
        guard let region else { return }
        self.region = nil
        offset = 0
        block = region
        unsafe base = unsafe region.base
        capacity = region.capacity
        position = count
    }

    /// Removes every byte, keeping the block.
    @usableFromInline
    package mutating func removeAll() {
        truncate(to: 0)
    }

    // MARK: Reading

    /// Calls `body` with the bytes written after the region: the overflow of an output writing
    /// into a region, or all of them for any other output.
    @usableFromInline
    package func withOverflow<Result, Failure: Error>(
        _ body: (ByteView) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        unsafe try withOverflowBuffer { (buffer) throws(Failure) -> Result in unsafe try body(ByteView(buffer)) }
    }

    /// ``withOverflow(_:)`` for the public API, which lends an `UnsafeBufferPointer`.
    package func withOverflowBuffer<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let written = block.isRegion ? 0 : position
        let bytes = unsafe UnsafeBufferPointer(start: base, count: written)
        return try withExtendedLifetime(block) { () throws(Failure) -> Result in unsafe try body(bytes) }
    }

    /// All the bytes written, in a new array.
    @usableFromInline
    package var array: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        if let region { unsafe result.append(contentsOf: UnsafeBufferPointer(start: region.base, count: offset)) }
        withExtendedLifetime(block) {
            unsafe result.append(contentsOf: UnsafeBufferPointer(start: base, count: position))
        }
        return result
    }
}
