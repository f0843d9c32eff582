// Descriptions of JSON values are JSON text, so they live with the writer (the value types in
// JSON/ do not depend on Reading/ or Writing/).

extension JSON: CustomStringConvertible, CustomDebugStringConvertible {
    /// The value as compact JSON text. A value nested deeper than the writer's depth limit
    /// (``JSONWritingOptions/maxDepth``) is described as `<JSON nested too deeply to print>`.
    public var description: String {
        (try? JSONWriter(options: .init(maxDepth: JSONReadingOptions.maximumDepthCeiling)).writeString(self))
            ?? "<JSON nested too deeply to print>"
    }

    /// The value as compact JSON text, prefixed with `JSON:`.
    public var debugDescription: String {
        "JSON: " + description
    }
}

extension JSONObject: CustomStringConvertible {
    /// The object as compact JSON text.
    public var description: String {
        JSON.object(self).description
    }
}
