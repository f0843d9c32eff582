extension Mappers {
    /// Returns its input unchanged; its own reverse. Hydrant's `HYDMapIdentity`.
    public struct Identity<Value>: ReversibleMapper {
        /// Creates the identity mapper.
        @inlinable
        public init() {}

        /// Returns `input`.
        @inlinable
        public func map(_ input: Value, context: inout MappingContext) -> Value {
            input
        }

        /// The identity mapper itself.
        @inlinable
        public var reversed: Self { self }
    }

    /// A mapper that returns its input unchanged.
    ///
    /// ```swift
    /// try Mappers.identity(JSON.self).map([1, 2])   // [1, 2]
    /// ```
    @inlinable
    public static func identity<Value>(_ type: Value.Type = Value.self) -> Identity<Value> {
        Identity()
    }
}

extension Mappers.Identity: JSONMapper, JSONCodec where Value == JSON {
    /// The source's value as a tree.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) -> JSON {
        source.json
    }

    /// Writes the value.
    @inlinable
    public func write(_ value: JSON, to sink: inout some JSONSink, context: inout MappingContext) {
        sink.write(value)
    }
}

extension Mappers.Identity {
    /// What it is given: it changes nothing.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        input
    }
}
