public import Foundation

extension Mappers {
    /// The reverse of a ``JSONCodec``: maps values back to JSON with the codec's
    /// ``JSONCodec/write(_:to:context:)``. Every codec's ``JSONCodec/reversed`` is one.
    ///
    /// ``map(_:context:)`` writes into a ``/HydrantJSON/JSONTreeBuilder`` and returns the tree;
    /// ``bytes(from:options:)`` and its siblings write the same body straight into JSON text, with
    /// no tree in between. Both give the same JSON, errors and non-fatal errors.
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.value(Int.self))
    /// try ages.reversed.map([30, 40])              // [30, 40] as JSON
    /// try ages.reversed.string(from: [30, 40])     // "[30,40]"
    /// ```
    public struct Reversed<Forward: JSONCodec>: Mapper {
        /// The codec this mapper reverses.
        public let forward: Forward

        /// The reverse of `forward`.
        @inlinable
        public init(_ forward: Forward) {
            self.forward = forward
        }

        /// The JSON `input` is written as: `nil` (for a codec of `JSON?`) when it writes nothing.
        @inlinable
        public func map(_ input: Forward.Output, context: inout MappingContext) throws(MappingError) -> Forward.Input {
            // A tree has no depth limit: the limit is the text writer's, when the tree is written.
            var tree = JSONTreeBuilder(options: JSONWritingOptions(maxDepth: .max))
            try forward.write(input, to: &tree, context: &context)
            return Forward.Input(written: tree.value)
        }

        /// Writes `input` into `sink` with the codec.
        @inlinable
        public func write(
            _ input: Forward.Output, to sink: inout some JSONSink, context: inout MappingContext
        ) throws(MappingError) {
            try forward.write(input, to: &sink, context: &context)
        }

    }
}

extension Mappers.Reversed: ReversibleMapper where Forward: ReversibleMapper {}

extension Mappers.Reversed {
    /// The codec: the reverse of its reverse.
    @inlinable
    public var reversed: Forward {
        forward
    }

    /// Writes the JSON text of `input` straight into bytes, returning them or throwing the fatal
    /// error; a nesting deeper than the options' `maxDepth` is a ``MappingError/Code/writeFailed``
    /// error.
    ///
    /// ```swift
    /// let tags = Mappers.array(of: Mappers.value(String.self))
    /// try tags.reversed.bytes(from: ["a"])     // Array("[\"a\"]".utf8)
    /// ```
    @inlinable
    public func bytes(
        from input: Forward.Output, options: JSONWritingOptions = .compact
    ) throws(MappingError) -> [UInt8] {
        var context = MappingContext()
        return try writeBytes(input, options: options, context: &context)
    }

    /// Writes the JSON text of `input` as `Data`.
    @inlinable
    public func data(from input: Forward.Output, options: JSONWritingOptions = .compact) throws(MappingError) -> Data {
        Data(try bytes(from: input, options: options))
    }

    /// Writes the JSON text of `input` as a `String`.
    @inlinable
    public func string(
        from input: Forward.Output, options: JSONWritingOptions = .compact
    ) throws(MappingError) -> String {
        String(decoding: try bytes(from: input, options: options), as: UTF8.self)
    }

    /// Writes the JSON text of `input` and reports all three outcomes.
    @inlinable
    public func mappingBytes(
        from input: Forward.Output, options: JSONWritingOptions = .compact
    ) -> MappingResult<[UInt8]> {
        mappingDirectBytes(options: options) { (output, context) throws(MappingError) in
            try forward.write(input, to: &output, context: &context)
        }
    }

    @inlinable
    func writeBytes(
        _ input: Forward.Output, options: JSONWritingOptions, context: inout MappingContext
    ) throws(MappingError) -> [UInt8] {
        try directBytes(options: options, context: &context) { (output, context) throws(MappingError) in
            try forward.write(input, to: &output, context: &context)
        }
    }
}
