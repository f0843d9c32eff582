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

extension Mappers.Identity: NodeMapper where Value == JSON {
    /// The node's ``/HydrantJSON/JSON`` value.
    @inlinable
    public func map(node: JSONNode, context: inout MappingContext) -> JSON {
        node.json
    }
}
