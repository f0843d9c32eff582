extension Mappers {
    /// Reads a JSON value as a Swift type, type-checked (see ``JSONConvertible``): a `String`
    /// accepts only strings, an `Int` only whole numbers in range, `[T]` only arrays of `T`, `T?`
    /// also `null`.
    ///
    /// Its reverse (`Mappers.value(Int.self).reversed`, a ``Mappers/Reversed``) writes the value
    /// back as JSON and never fails.
    public struct Value<Output: JSONConvertible>: JSONCodec {
        /// Creates the mapper.
        @inlinable
        public init() {}

        /// Converts the value, or throws a fatal error naming the expected and the found kind.
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Output {
            try Output(source: source)
        }

        /// Writes the value (see ``JSONConvertible/writeJSON(to:)``); never fails.
        @inlinable
        public func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) {
            value.writeJSON(to: &sink)
        }

        /// The type's schema (``JSONConvertible/jsonSchema(in:)``).
        public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
            Output.jsonSchema(in: &context)
        }
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

extension Mappers.Value: ReversibleMapper {}
