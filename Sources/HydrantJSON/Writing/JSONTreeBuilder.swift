/// A ``JSONSink`` that builds a ``JSON`` value instead of text: the tree a reverse mapper produces
/// is what it writes into a tree builder (`docs/Architecture.md`, "Sources and sinks").
///
/// Values written at the top level become ``value``; arrays and objects are built as they are
/// written, each member in the order its key was written. The builder checks the options'
/// `maxDepth` as ``JSONOutput`` does, and records the first excess in ``writingError``.
///
/// ```swift
/// var tree = JSONTreeBuilder()
/// tree.beginArray()
/// tree.write(1 as JSONNumber)
/// tree.write("two")
/// tree.endArray()
/// tree.value   // [1, "two"]
/// ```
///
/// A checkpoint stays valid while the array or object that was open when it was taken stays open
/// (as it does around a child mapper's value).
public struct JSONTreeBuilder: JSONSink, Sendable {
    /// What the open containers are, innermost last.
    @usableFromInline
    enum Kind: Sendable {
        case array, object
    }

    @usableFromInline var kinds: [Kind] = []
    /// The elements of the open arrays, innermost last.
    @usableFromInline var arrays: [[JSON]] = []
    /// The members of the open objects, innermost last, and the key written for the next member
    /// of each.
    @usableFromInline var objects: [JSONObject] = []
    @usableFromInline var keys: [String?] = []
    /// The top-level value, once written.
    @usableFromInline var root: JSON?
    @usableFromInline let maxDepth: Int
    @usableFromInline var failure: JSONWritingError?

    /// An empty builder that applies the depth limit of `options` (the other options concern text).
    public init(options: JSONWritingOptions = .compact) {
        maxDepth = max(options.maxDepth, 0)
    }

    /// Runs `body` on this builder.
    @inlinable
    public mutating func withTreeBuilder<Result, Failure: Error>(
        _ body: (inout JSONTreeBuilder) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        try body(&self)
    }

    /// The value written, once every array and object opened is closed; `nil` before.
    public var value: JSON? {
        kinds.isEmpty ? root : nil
    }

    /// The first depth limit exceeded, if any.
    public var writingError: JSONWritingError? {
        failure
    }

    // MARK: Checkpoints

    /// A point in the building to roll back to.
    public struct Checkpoint: Sendable, Equatable {
        fileprivate let depth: Int
        fileprivate let count: Int
        fileprivate let key: String??
        fileprivate let root: JSON?
        fileprivate let failure: JSONWritingError?
    }

    /// The current point, for ``rollBack(to:)``.
    public var checkpoint: Checkpoint {
        let count: Int
        switch kinds.last {
        case .array?: count = arrays[arrays.count - 1].count
        case .object?: count = objects[objects.count - 1].count
        case nil: count = 0
        }
        return Checkpoint(depth: kinds.count, count: count, key: keys.last, root: root, failure: failure)
    }

    /// Removes everything written since `checkpoint` was taken, which must have been taken while
    /// the innermost container open now (or one around it) was open.
    public mutating func rollBack(to checkpoint: Checkpoint) {
        precondition(
            kinds.count >= checkpoint.depth, "JSONTreeBuilder: a checkpoint outlived the container it was taken in")
        while kinds.count > checkpoint.depth { closeWithoutAppending() }
        switch kinds.last {
        case .array?:
            arrays[arrays.count - 1].removeLast(arrays[arrays.count - 1].count - checkpoint.count)
        case .object?:
            objects[objects.count - 1].storage.removeLast(objects[objects.count - 1].count - checkpoint.count)
            if let key = checkpoint.key { keys[keys.count - 1] = key }
        case nil:
            break
        }
        root = checkpoint.root
        failure = checkpoint.failure
    }

    // MARK: Values

    /// Writes any JSON value; a nested value counts towards the depth limit.
    @inlinable
    public mutating func write(_ value: JSON) {
        // Only an array or object can go over the limit, and a builder without one has none.
        if failure == nil, maxDepth < Int.max, value.count != nil {
            checkDepth(of: value)
        }
        append(value)
    }

    /// Records the depth error when `value` nests deeper than the limit allows here.
    @usableFromInline
    mutating func checkDepth(of value: JSON) {
        if kinds.count + Self.depth(of: value) > maxDepth {
            failure = JSONWritingError(reason: .depthLimitExceeded(limit: maxDepth))
        }
    }

    /// Writes `null`.
    @inlinable
    public mutating func writeNull() {
        append(.null)
    }

    /// Writes `true` or `false`.
    @inlinable
    public mutating func write(_ flag: Bool) {
        append(.bool(flag))
    }

    /// Writes a string.
    @inlinable
    public mutating func write(_ string: String) {
        append(.string(string))
    }

    /// Writes a number.
    @inlinable
    public mutating func write(_ number: JSONNumber) {
        append(.number(number))
    }

    /// Opens an array.
    public mutating func beginArray() {
        beginArray(reservingCapacity: 0)
    }

    /// Opens an array with room for `count` elements.
    @inlinable
    public mutating func beginArray(reservingCapacity count: Int) {
        open(.array)
        var elements: [JSON] = []
        elements.reserveCapacity(min(count, 1 << 16))
        arrays.append(elements)
    }

    /// Closes the array opened last and writes it.
    @inlinable
    public mutating func endArray() {
        precondition(kinds.last == .array, "JSONTreeBuilder: endArray() without an open array")
        kinds.removeLast()
        append(.array(arrays.removeLast()))
    }

    /// Opens an object.
    public mutating func beginObject() {
        beginObject(reservingCapacity: 0)
    }

    /// Opens an object with room for `count` members.
    @inlinable
    public mutating func beginObject(reservingCapacity count: Int) {
        open(.object)
        var object = JSONObject()
        object.reserveCapacity(min(count, 1 << 16))
        objects.append(object)
        keys.append(nil)
    }

    /// Closes the object opened last and writes it.
    @inlinable
    public mutating func endObject() {
        precondition(kinds.last == .object, "JSONTreeBuilder: endObject() without an open object")
        kinds.removeLast()
        keys.removeLast()
        append(.object(objects.removeLast()))
    }

    /// Writes the key of the next member of the object opened last.
    @inlinable
    public mutating func writeKey(_ key: String) {
        precondition(kinds.last == .object, "JSONTreeBuilder: writeKey(_:) outside an object")
        keys[keys.count - 1] = key
    }

    // MARK: Building

    @inlinable
    mutating func open(_ kind: Kind) {
        kinds.append(kind)
        if failure == nil, kinds.count > maxDepth {
            failure = JSONWritingError(reason: .depthLimitExceeded(limit: maxDepth))
        }
    }

    /// Adds a finished value to the innermost open container, or makes it the top-level value.
    @inlinable
    mutating func append(_ value: JSON) {
        switch kinds.last {
        case nil:
            root = value
        case .array?:
            arrays[arrays.count - 1].append(value)
        case .object?:
            guard let key = keys[keys.count - 1] else {
                preconditionFailure("JSONTreeBuilder: write a key before each value of an object")
            }
            objects[objects.count - 1].append(key: key, value: value)
            keys[keys.count - 1] = nil
        }
    }

    /// Drops the innermost open container and what it holds.
    private mutating func closeWithoutAppending() {
        switch kinds.removeLast() {
        case .array: arrays.removeLast()
        case .object:
            objects.removeLast()
            keys.removeLast()
        }
    }

    /// How deeply a value nests arrays and objects (a scalar: 0), without recursion.
    @usableFromInline
    static func depth(of value: JSON) -> Int {
        var deepest = 0
        var pending: [(JSON, Int)] = [(value, 0)]
        while let (next, level) = pending.popLast() {
            switch next {
            case .array(let elements):
                deepest = max(deepest, level + 1)
                pending += elements.lazy.filter { $0.count != nil }.map { ($0, level + 1) }
            case .object(let object):
                deepest = max(deepest, level + 1)
                pending += object.lazy.filter { $0.value.count != nil }.map { ($0.value, level + 1) }
            default:
                break
            }
        }
        return deepest
    }
}
