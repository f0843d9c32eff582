/// A one-way conversion between two value types: the Swift counterpart of a Foundation
/// `NSValueTransformer` that does not allow reverse transformation.
///
/// Turn a transformer into a mapper with ``Mappers/transform(_:)``. A transformer that can also go
/// back conforms to ``ReversibleValueTransforming``; only then is the mapper reversible, so a
/// one-way transformer's missing reverse is a compile-time error, not a runtime trap.
///
/// ```swift
/// struct Trimmed: ValueTransforming {
///     func transform(_ value: String) -> String { value.trimmingCharacters(in: .whitespaces) }
/// }
/// try Mappers.transform(Trimmed()).map("  hi ")   // "hi"
/// ```
public protocol ValueTransforming<Input, Output>: Sendable {
    /// The type of value transformed.
    associatedtype Input: Sendable
    /// The type of value produced.
    associatedtype Output: Sendable

    /// Transforms a value. A thrown ``MappingError`` is passed on (made fatal); any other error
    /// becomes the underlying error of a fatal ``MappingError/Code/invalidSourceValue``.
    func transform(_ value: Input) throws -> Output
}

/// A conversion that works both ways: Foundation's reversible `NSValueTransformer`.
///
/// ```swift
/// let names = CamelCaseToSnakeCase()
/// try names.transform("firstName")          // "first_name"
/// try names.reverseTransform("first_name")  // "firstName"
/// ```
public protocol ReversibleValueTransforming<Input, Output>: ValueTransforming {
    /// Transforms a value back. Errors are treated as in ``ValueTransforming/transform(_:)``.
    func reverseTransform(_ value: Output) throws -> Input
}

extension Mappers {
    /// Maps values with a transformer. Hydrant's `HYDMapValue`.
    ///
    /// Reversible (to ``ReverseTransform``) only when the transformer is a
    /// ``ReversibleValueTransforming``.
    public struct Transform<Transformer: ValueTransforming>: Mapper {
        /// The transformer.
        public let transformer: Transformer

        /// Creates the mapper.
        public init(_ transformer: Transformer) {
            self.transformer = transformer
        }

        /// Transforms `input`, or throws a fatal error naming the transformer (never the value).
        public func map(
            _ input: Transformer.Input, context: inout MappingContext
        ) throws(MappingError) -> Transformer.Output {
            do {
                return try transformer.transform(input)
            } catch {
                throw Mappers.transformerError(error, transformer: Transformer.self, value: input)
            }
        }
    }

    /// Maps values with a transformer's reverse. Hydrant's `HYDMapReverseValue`; its reverse is
    /// ``Transform``.
    public struct ReverseTransform<Transformer: ReversibleValueTransforming>: ReversibleMapper {
        /// The transformer.
        public let transformer: Transformer

        /// Creates the mapper.
        public init(_ transformer: Transformer) {
            self.transformer = transformer
        }

        /// Transforms `input` back, or throws a fatal error naming the transformer (never the value).
        public func map(
            _ input: Transformer.Output, context: inout MappingContext
        ) throws(MappingError) -> Transformer.Input {
            do {
                return try transformer.reverseTransform(input)
            } catch {
                throw Mappers.transformerError(error, transformer: Transformer.self, value: input)
            }
        }

        /// The forward mapper.
        public var reversed: Transform<Transformer> {
            Transform(transformer)
        }
    }

    /// The fatal error for an error thrown by a transformer.
    static func transformerError(_ error: any Error, transformer: Any.Type, value: any Sendable) -> MappingError {
        if let mappingError = error as? MappingError { return mappingError.withFatality(true) }
        return MappingError(
            code: .invalidSourceValue, sourceValue: value,
            detail: "the \(transformer) transformer rejected the value", underlyingErrors: [error])
    }

    /// A mapper that transforms values with `transformer`; reversible when the transformer is.
    ///
    /// ```swift
    /// let key = Mappers.transform(CamelCaseToSnakeCase())
    /// try key.map("userName")              // "user_name"
    /// try key.reversed.map("user_name")    // "userName"
    /// ```
    public static func transform<Transformer: ValueTransforming>(_ transformer: Transformer) -> Transform<Transformer> {
        Transform(transformer)
    }

    /// A mapper that transforms values back with `transformer`'s reverse.
    ///
    /// ```swift
    /// let property = Mappers.reverseTransform(CamelCaseToSnakeCase())
    /// try property.map("user_name")           // "userName"
    /// try property.reversed.map("userName")   // "user_name"
    /// ```
    public static func reverseTransform<Transformer: ReversibleValueTransforming>(
        _ transformer: Transformer
    ) -> ReverseTransform<Transformer> {
        ReverseTransform(transformer)
    }
}

extension Mappers.Transform: ReversibleMapper where Transformer: ReversibleValueTransforming {
    /// The mapper that transforms values back.
    public var reversed: Mappers.ReverseTransform<Transformer> {
        Mappers.ReverseTransform(transformer)
    }
}
