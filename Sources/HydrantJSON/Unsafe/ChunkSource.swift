import Foundation

// Unsafe code of the JSON layer: the invariants are in docs/Architecture.md, "Unsafe code".

/// Where a stream's bytes come from, a chunk at a time, into one reused buffer (or into the
/// caller's, ``fill(_:)``); read by one iterator.
///
/// Invariant (9): a chunk's bytes are lent until the next call only.
@safe
final class ChunkSource: @unchecked Sendable {
    /// Fills the buffer's start; returns how many bytes it put there, 0 at the end.
    private let read: (UnsafeMutableBufferPointer<UInt8>) throws -> Int
    private let close: () -> Void
    private let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: BoundedInput.chunkSize)

    init(handle: FileHandle, closesHandle: Bool) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            unsafe read = { buffer in unsafe try BoundedInput.readChunk(handle.fileDescriptor, into: buffer) }
        #else
            read = { buffer in
                guard let data = try handle.read(upToCount: buffer.count) else { return 0 }
                return data.copyBytes(to: buffer)
            }
        #endif
        close = { if closesHandle { try? handle.close() } }
    }

    init(bytes: some Sequence<UInt8> & Sendable) {
        // Arrays and `Data` are copied a chunk at a time; other sequences a byte at a time.
        if let data = bytes as? Data {
            var position = data.startIndex
            unsafe read = { buffer in
                let count = min(buffer.count, data.endIndex - position)
                unsafe data.copyBytes(to: buffer, from: position..<position + count)
                position += count
                return count
            }
            close = {}
            return
        }
        if let contiguous = bytes as? [UInt8] {
            var position = 0
            unsafe read = { buffer in
                let count = min(buffer.count, contiguous.count - position)
                unsafe contiguous.withUnsafeBufferPointer { source in
                    _ = unsafe buffer.initialize(from: source[position..<position + count])
                }
                position += count
                return count
            }
            close = {}
            return
        }
        var iterator: (any IteratorProtocol<UInt8>)? = bytes.makeIterator()
        unsafe read = { buffer in
            guard var current = iterator else { return 0 }
            var count = 0
            while count < buffer.count, let byte = current.next() {
                unsafe buffer[count] = byte
                count += 1
            }
            iterator = count == 0 ? nil : current
            return count
        }
        close = {}
    }

    deinit {
        close()
        unsafe buffer.deallocate()
    }

    /// Fills `buffer` from the source: all of it, unless the source ends or fails first. Returns
    /// how many bytes it put there, and the source's error if it failed after them.
    func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> (count: Int, error: (any Error)?) {
        var count = 0
        while count < buffer.count {
            do {
                let read = unsafe try read(UnsafeMutableBufferPointer(rebasing: buffer[count...]))
                if read == 0 { break }
                count += read
            } catch {
                return (count, error)
            }
        }
        return (count, nil)
    }

    /// The next bytes, valid until the next call; `nil` at the end.
    func nextChunk() throws -> ByteView? {
        let count = unsafe try read(buffer)
        return unsafe count == 0 ? nil : ByteView(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
}
