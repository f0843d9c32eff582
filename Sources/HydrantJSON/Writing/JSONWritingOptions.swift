/// How ``JSONWriter`` formats its output.
///
/// ```swift
/// let pretty = JSONWriter(options: .init(prettyPrinted: true, sortsKeys: true))
/// print(try pretty.writeString(["b": 1, "a": [true]]))
/// // {
/// //   "a": [
/// //     true
/// //   ],
/// //   "b": 1
/// // }
/// ```
public struct JSONWritingOptions: Sendable, Hashable {
    /// Write one member or element per line, indented by ``indentation`` spaces per level.
    /// Off by default: the output is compact, with no whitespace at all.
    public var prettyPrinted: Bool
    /// Spaces per nesting level when ``prettyPrinted`` is on; a negative value counts as 0.
    public var indentation: Int
    /// Write object members ordered by key (by Unicode scalar values) instead of in their order.
    public var sortsKeys: Bool
    /// Write `/` as `\/` (some HTML embedders want it). Off by default.
    public var escapesForwardSlashes: Bool
    /// Write every non-ASCII character as a `\u` escape, so that the output is pure ASCII.
    public var escapesNonASCII: Bool
    /// The deepest nesting of arrays and objects written; deeper values are an error
    /// (``JSONWritingError``), never a crash. Defaults to the reader's default, so that whatever the
    /// writer accepts the reader reads back.
    public var maxDepth: Int

    /// Creates writing options; every parameter has the documented default.
    public init(
        prettyPrinted: Bool = false,
        indentation: Int = 2,
        sortsKeys: Bool = false,
        escapesForwardSlashes: Bool = false,
        escapesNonASCII: Bool = false,
        maxDepth: Int = JSONReadingOptions.default.maxDepth
    ) {
        self.prettyPrinted = prettyPrinted
        self.indentation = indentation
        self.sortsKeys = sortsKeys
        self.escapesForwardSlashes = escapesForwardSlashes
        self.escapesNonASCII = escapesNonASCII
        self.maxDepth = maxDepth
    }

    /// Compact output: no whitespace, members in order.
    public static let compact = JSONWritingOptions()

    /// Pretty-printed output with two-space indentation, members in order.
    public static let pretty = JSONWritingOptions(prettyPrinted: true)
}
