/// Where JSON is written one value at a time: text (``JSONOutput``) or a tree
/// (``JSONTreeBuilder``).
///
/// Code that writes JSON generically over a sink — `func write(to sink: inout some JSONSink)` —
/// has one body for both outputs and runs specialised for each. Every `JSONCodec` of Hydrant writes this
/// way: the reverse of a mapping writes bytes straight into a ``JSONOutput``, and builds a ``JSON``
/// value by writing into a ``JSONTreeBuilder``, through the same code.
///
/// Write one value at a time. Inside ``beginObject()`` and ``endObject()``, write a key
/// (``writeKey(_:)``) before each value. A mapper that catches a child's error and goes on takes a
/// ``checkpoint`` before calling the child and rolls back to it, since the child may have written
/// part of its value.
///
/// ```swift
/// func writeGreeting(to sink: inout some JSONSink) {
///     sink.beginObject()
///     sink.writeKey("hello")
///     sink.write("world")
///     sink.endObject()
/// }
/// var text = JSONOutput()
/// writeGreeting(to: &text)      // {"hello":"world"}
/// var tree = JSONTreeBuilder()
/// writeGreeting(to: &tree)
/// tree.value                    // ["hello": "world"]
/// ```
public protocol JSONSink {
    /// A point to roll back to. Two checkpoints are equal when nothing was written between them.
    associatedtype Checkpoint: Equatable

    /// The current point, for ``rollBack(to:)``.
    var checkpoint: Checkpoint { get }
    /// Removes everything written since `checkpoint` was taken.
    mutating func rollBack(to checkpoint: Checkpoint)
    /// The first limit exceeded by what was written, if any: nesting deeper than the options'
    /// `maxDepth`. Writing goes on; the entry points report it.
    var writingError: JSONWritingError? { get }

    /// Writes any JSON value.
    mutating func write(_ value: JSON)
    /// Writes `null`.
    mutating func writeNull()
    /// Writes `true` or `false`.
    mutating func write(_ flag: Bool)
    /// Writes a string.
    mutating func write(_ string: String)
    /// Writes a number, exactly as its text.
    mutating func write(_ number: JSONNumber)
    /// Writes an integer, as `JSONNumber(value)`.
    mutating func write<T: BinaryInteger>(integer value: T)
    /// Writes a floating-point value as `JSONNumber(value)`, or `null` when it is not finite (JSON
    /// has no infinities or NaN).
    mutating func write<T: BinaryFloatingPoint & CustomStringConvertible>(floatingPoint value: T)
    /// Opens an array: the values written until ``endArray()`` are its elements.
    mutating func beginArray()
    /// Opens an array of about `count` elements (a hint; the default ignores it).
    mutating func beginArray(reservingCapacity count: Int)
    /// Closes the array opened last.
    mutating func endArray()
    /// Opens an object: the keys and values written until ``endObject()`` are its members.
    mutating func beginObject()
    /// Opens an object of about `count` members (a hint; the default ignores it).
    mutating func beginObject(reservingCapacity count: Int)
    /// Closes the object opened last.
    mutating func endObject()
    /// Writes the key of the next member of the object opened last.
    mutating func writeKey(_ key: String)
    /// Runs `body` on the text this sink writes, if it writes text, and returns its result; `nil`
    /// (without running `body`) for other sinks, the default. For the few writers that keep code
    /// of their own for text (an object mapping writes members with keys escaped in advance).
    mutating func withTextOutput<Result, Failure: Error>(
        _ body: (inout JSONOutput) throws(Failure) -> Result
    ) throws(Failure) -> Result?
    /// Runs `body` on the tree this sink builds, if it builds a tree, and returns its result;
    /// `nil` (without running `body`) for other sinks, the default. The counterpart of
    /// ``withTextOutput(_:)`` for ``JSONTreeBuilder``.
    mutating func withTreeBuilder<Result, Failure: Error>(
        _ body: (inout JSONTreeBuilder) throws(Failure) -> Result
    ) throws(Failure) -> Result?
}

extension JSONSink {
    /// `nil`: the sink does not write text.
    @inlinable
    public mutating func withTextOutput<Result, Failure: Error>(
        _ body: (inout JSONOutput) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        nil
    }

    /// Opens an array; the hint is not used.
    @inlinable
    public mutating func beginArray(reservingCapacity count: Int) {
        beginArray()
    }

    /// Opens an object; the hint is not used.
    @inlinable
    public mutating func beginObject(reservingCapacity count: Int) {
        beginObject()
    }

    /// `nil`: the sink does not build a tree.
    @inlinable
    public mutating func withTreeBuilder<Result, Failure: Error>(
        _ body: (inout JSONTreeBuilder) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        nil
    }

    /// Writes `JSONNumber(value)`.
    @inlinable
    public mutating func write<T: BinaryInteger>(integer value: T) {
        write(JSONNumber(value))
    }

    /// Writes `JSONNumber(value)`, or `null` when the value is not finite.
    public mutating func write<T: BinaryFloatingPoint & CustomStringConvertible>(floatingPoint value: T) {
        if value.isFinite {
            write(JSONNumber(checkedSpelling: value.description))
        } else {
            writeNull()
        }
    }
}

extension JSONOutput: JSONSink {
    /// Runs `body` on this output.
    @inlinable
    public mutating func withTextOutput<Result, Failure: Error>(
        _ body: (inout JSONOutput) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        try body(&self)
    }
}
