extension Mappers {
    /// Describes any JSON value as a string: strings as themselves, numbers as their exact text,
    /// booleans as `true`/`false`, arrays and objects as compact JSON; `null` becomes `nil`. Never
    /// fails. Hydrant's `HYDMapToString`.
    ///
    /// It cannot be reversed (a string does not say what it was made from); give it a reverse with
    /// ``Mappers/split(_:reverse:)``.
    public struct ToString: Mapper {
        /// Creates the mapper.
        @inlinable
        public init() {}

        /// The string form of `input`.
        public func map(_ input: JSON, context: inout MappingContext) -> String? {
            switch input {
            case .null: nil
            case .string(let string): string
            case .number(let number): number.text
            case .bool(let flag): flag ? "true" : "false"
            case .array, .object: input.description
            }
        }
    }

    /// A mapper that describes any JSON value as a string (`null` becomes `nil`).
    ///
    /// ```swift
    /// try Mappers.toString().map(JSON(parsing: "12.50"))   // "12.50", the exact text
    /// try Mappers.toString().map(12.50)                    // "12.5": a Double literal
    /// ```
    @inlinable
    public static func toString() -> ToString {
        ToString()
    }
}

extension Mappers.ToString: JSONMapper {
    /// Maps the source's ``/HydrantJSON/JSON`` value: a scalar, which for a document is the decoded scalar
    /// itself (no tree is built).
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Output {
        map(source.json, context: &context)
    }
}

extension Mappers.ToString {
    /// The input as it is: any JSON value has a string form. A rule after it checks the string,
    /// not the JSON, so it is named rather than applied.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        input.converted()
    }
}
