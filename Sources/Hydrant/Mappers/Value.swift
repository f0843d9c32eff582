extension Mappers {
    /// Reads a JSON value as a Swift type, type-checked (see ``JSONConvertible``): a `String`
    /// accepts only strings, an `Int` only whole numbers in range, `[T]` only arrays of `T`, `T?`
    /// also `null`.
    ///
    /// Its reverse, ``JSONRepresentation``, writes the value back as JSON.
    public struct Value<Output: JSONConvertible>: ReversibleMapper {
        /// Creates the mapper.
        @inlinable
        public init() {}

        /// Converts `input`, or throws a fatal error naming the expected and the found kind.
        @inlinable
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> Output {
            try Output(json: input)
        }

        /// The mapper that writes values back as JSON.
        @inlinable
        public var reversed: JSONRepresentation<Output> { JSONRepresentation() }
    }

    /// Writes a Swift value as JSON; never fails. The reverse of ``Value``.
    public struct JSONRepresentation<Input: JSONConvertible>: ReversibleMapper {
        /// Creates the mapper.
        @inlinable
        public init() {}

        /// The value's JSON.
        @inlinable
        public func map(_ input: Input, context: inout MappingContext) -> JSON {
            input.json
        }

        /// The mapper that reads values back.
        @inlinable
        public var reversed: Value<Input> { Value() }
    }

    /// A mapper that reads a JSON value as `type`, with a type check.
    ///
    /// ```swift
    /// try Mappers.value(Int.self).map(23)          // 23
    /// try Mappers.value(Int.self).map(2.5)         // throws: not an integer
    /// try Mappers.value([String].self).map(["a"])  // ["a"]
    /// ```
    @inlinable
    public static func value<Output: JSONConvertible>(_ type: Output.Type) -> Value<Output> {
        Value()
    }
}

extension Mappers.Value: NodeMapper {
    /// Converts a value read in place from a document, with the same checks as on a tree.
    @inlinable
    public func map(node: JSONNode, context: inout MappingContext) throws(MappingError) -> Output {
        try Output(node: node)
    }
}

extension Mappers.JSONRepresentation: JSONWritingMapper {
    /// Writes the value's JSON text (see ``JSONConvertible/writeJSON(to:)``).
    @inlinable
    public func write(_ input: Input, to output: inout JSONOutput, context: inout MappingContext) {
        input.writeJSON(to: &output)
    }
}
