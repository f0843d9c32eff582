public import Foundation

/// Writes ``JSON`` values as UTF-8 JSON text.
///
/// Output is compact by default, pretty-printed on request (``JSONWritingOptions``). Strings are
/// escaped as RFC 8259 requires (quote, backslash and control characters; `\n`-style short forms
/// where they exist), numbers are written exactly as their ``JSONNumber/text``, so anything read
/// is written back unchanged. The writer uses no recursion: a value nested deeper than
/// ``JSONWritingOptions/maxDepth`` is a ``JSONWritingError``, at any depth.
///
/// ```swift
/// let text = try JSONWriter().writeString(["name": "Ada", "langs": ["en", "fr"]])
/// // {"name":"Ada","langs":["en","fr"]}
/// ```
public struct JSONWriter: Sendable {
    /// The options this writer applies.
    public var options: JSONWritingOptions

    /// Creates a writer with the given options.
    public init(options: JSONWritingOptions = .compact) {
        self.options = options
    }

    /// Writes a value as UTF-8 bytes.
    public func write(_ value: JSON) throws(JSONWritingError) -> [UInt8] {
        var output = JSONOutput(options: options)
        try output.writeTree(value)
        return output.bytes
    }

    /// Writes a value as a string.
    public func writeString(_ value: JSON) throws(JSONWritingError) -> String {
        String(decoding: try write(value), as: UTF8.self)
    }

    /// Writes a value as `Data`.
    public func writeData(_ value: JSON) throws(JSONWritingError) -> Data {
        Data(try write(value))
    }
}
