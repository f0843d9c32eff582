extension Mappers {
    /// A one-way mapper made of a closure. Hydrant's `HYDMapWithBlock` with one block; it has no
    /// reverse (pair it with one in ``Mappers/split(_:reverse:)``, or use ``ReversibleClosure``).
    ///
    /// An error thrown by the closure is fatal. A ``MappingError`` is passed on as is (made fatal);
    /// any other error becomes the underlying error of an
    /// ``MappingError/Code/invalidSourceValue`` error.
    public struct Closure<Input, Output>: Mapper {
        @usableFromInline let body: @Sendable (Input) throws -> Output

        /// Creates a mapper that calls `body`.
        @inlinable
        public init(_ body: @escaping @Sendable (Input) throws -> Output) {
            self.body = body
        }

        /// Calls the closure.
        @inlinable
        public func map(_ input: Input, context: inout MappingContext) throws(MappingError) -> Output {
            do {
                return try body(input)
            } catch {
                throw Mappers.closureError(error)
            }
        }
    }

    /// A mapper made of two closures, one for each direction. Hydrant's `HYDMapWithBlock` with two
    /// blocks. Errors are handled as in ``Closure``.
    public struct ReversibleClosure<Input, Output>: ReversibleMapper {
        @usableFromInline let forward: @Sendable (Input) throws -> Output
        @usableFromInline let backward: @Sendable (Output) throws -> Input

        /// Creates a mapper that calls `map` forward and `unmap` in reverse.
        public init(
            map: @escaping @Sendable (Input) throws -> Output, unmap: @escaping @Sendable (Output) throws -> Input
        ) {
            self.forward = map
            self.backward = unmap
        }

        /// Calls the forward closure.
        @inlinable
        public func map(_ input: Input, context: inout MappingContext) throws(MappingError) -> Output {
            do {
                return try forward(input)
            } catch {
                throw Mappers.closureError(error)
            }
        }

        /// The same closures, swapped.
        public var reversed: ReversibleClosure<Output, Input> {
            ReversibleClosure<Output, Input>(map: backward, unmap: forward)
        }
    }

    /// The fatal error for an error thrown by a closure.
    @usableFromInline
    static func closureError(_ error: any Error) -> MappingError {
        if let mappingError = error as? MappingError { return mappingError.withFatality(true) }
        return MappingError(
            code: .invalidSourceValue, detail: "the conversion threw an error", underlyingErrors: [error])
    }

    /// A one-way mapper that calls `body`.
    ///
    /// ```swift
    /// let length = Mappers.closure { (text: String) in text.count }
    /// ```
    public static func closure<Input, Output>(
        _ body: @escaping @Sendable (Input) throws -> Output
    ) -> Closure<Input, Output> {
        Closure(body)
    }

    /// A reversible mapper that calls `map` forward and `unmap` in reverse.
    ///
    /// ```swift
    /// let cents = Mappers.closure(map: { (euros: Double) in Int((euros * 100).rounded()) },
    ///                             unmap: { (cents: Int) in Double(cents) / 100 })
    /// ```
    public static func closure<Input, Output>(
        map: @escaping @Sendable (Input) throws -> Output, unmap: @escaping @Sendable (Output) throws -> Input
    ) -> ReversibleClosure<Input, Output> {
        ReversibleClosure(map: map, unmap: unmap)
    }

    /// A reversible mapper that calls the same closure in both directions (an involution, such as
    /// negation). Hydrant's `HYDMapWithBlock` with a single block.
    ///
    /// It has its own name, rather than being an overload of ``closure(_:)``, so that a trailing
    /// closure can never pick it by accident.
    public static func reversibleClosure<Value>(
        bothWays body: @escaping @Sendable (Value) throws -> Value
    ) -> ReversibleClosure<Value, Value> {
        ReversibleClosure(map: body, unmap: body)
    }
}

extension Mappers.Closure: JSONMapper where Input: JSONInput {
    /// Calls the closure with the source's ``/HydrantJSON/JSON`` value (built when the source is a document: a
    /// closure sees a tree).
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Output {
        try map(Input(written: source.json), context: &context)
    }

    /// Calls the closure with the missing value, when the input is `JSON?`.
    @inlinable
    public func readMissing(context: inout MappingContext) throws(MappingError) -> Output {
        guard let missing = Input.missing else { throw MappingError(code: .missingValue) }
        return try map(missing, context: &context)
    }
}

extension Mappers.ReversibleClosure: JSONMapper where Input: JSONInput {
    /// Calls the closure with the source's ``/HydrantJSON/JSON`` value, as ``Closure`` does.
    @inlinable
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Output {
        try Mappers.Closure(forward).read(source, context: &context)
    }

    /// Calls the closure with the missing value, as ``Closure`` does.
    @inlinable
    public func readMissing(context: inout MappingContext) throws(MappingError) -> Output {
        try Mappers.Closure(forward).readMissing(context: &context)
    }
}

extension Mappers.ReversibleClosure: JSONCodec where Input: JSONInput {
    /// Writes the JSON the reverse closure makes (nothing for a missing value).
    @inlinable
    public func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
    {
        let json: Input
        do {
            json = try backward(value)
        } catch {
            throw Mappers.closureError(error)
        }
        if let present = json.presentValue {
            sink.write(present)
        }
    }
}
