extension Mappers {
    /// Requires a value: a missing value (`nil`) is a fatal ``MappingError/Code/missingValue`` and
    /// JSON `null` a fatal ``MappingError/Code/nullValue``. Hydrant's `HYDMapNotNull` (which, unlike
    /// its manual, let `null` through; Hydrant for Swift follows the manual).
    ///
    /// Its reverse, ``Present``, wraps a value in `Optional`.
    public struct NotNull<Value: Sendable>: ReversibleMapper {
        /// Creates the mapper.
        @inlinable
        public init() {}

        /// Unwraps `input`, failing for `nil` and JSON `null`.
        public func map(_ input: Value?, context: inout MappingContext) throws(MappingError) -> Value {
            guard let value = input else {
                throw MappingError(code: .missingValue, sourceValue: input)
            }
            if isNullValue(value) {
                throw MappingError(code: .nullValue, sourceValue: value)
            }
            return value
        }

        /// A mapper that wraps values in `Optional`.
        @inlinable
        public var reversed: Present<Value> { Present() }
    }

    /// Wraps a value in `Optional`; never fails. The reverse of ``NotNull``.
    public struct Present<Value: Sendable>: ReversibleMapper {
        /// Creates the mapper.
        @inlinable
        public init() {}

        /// Returns `.some(input)`.
        @inlinable
        public func map(_ input: Value, context: inout MappingContext) -> Value? {
            input
        }

        /// ``NotNull``.
        @inlinable
        public var reversed: NotNull<Value> { NotNull() }
    }

    /// A mapper that requires a value: missing (`nil`) and JSON `null` are fatal errors.
    ///
    /// ```swift
    /// let required = Mappers.notNull(JSON.self)
    /// try required.map("x")     // "x"
    /// try required.map(nil)     // throws: the value is missing (missingValue)
    /// try required.map(.null)   // throws: the value is null (nullValue)
    /// ```
    @inlinable
    public static func notNull<Value: Sendable>(_ type: Value.Type = Value.self) -> NotNull<Value> {
        NotNull()
    }

    /// `inner`, then a requirement that its optional result is present and not `null`.
    /// Hydrant's `HYDMapNotNullFrom`.
    @inlinable
    public static func notNull<Inner: Mapper, Value: Sendable>(_ inner: Inner) -> Then<Inner, NotNull<Value>>
    where Inner.Output == Value? {
        Then(inner, NotNull())
    }
}

extension Mappers.NotNull {
    /// What it is given, without `null` (which reads as a Swift `nil`, which it rejects).
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        input.excludingNull()
    }
}

extension Mappers.Present {
    /// What it is given: it wraps the value in an `Optional`.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        input
    }
}
