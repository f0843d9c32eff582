extension Mappers {
    /// Maps a JSON array element by element. Hydrant's `HYDMapArrayOf` (`HYDMapCollectionOf` for
    /// arrays).
    ///
    /// - Any input other than an array, `null` included, is a fatal
    ///   ``MappingError/Code/invalidSourceType`` ("expected an array, got a string").
    /// - Every element is mapped, each with a fresh ``MappingContext``, so that one bad element does
    ///   not hide the others. An element's error is wrapped with its index on both sides (`3`, or
    ///   `3.name` for an error inside the element).
    /// - If any element fails fatally, the array fails with a fatal
    ///   ``MappingError/Code/multipleErrors`` that lists every element error in order, fatal or not.
    /// - If elements only record non-fatal errors (an element mapper that falls back to a default),
    ///   their values are kept and one non-fatal ``MappingError/Code/multipleErrors`` is recorded.
    ///   An element mapper of an `Optional` that falls back to `nil` (a `nil` with a non-fatal
    ///   error) leaves its element out, as the original did; a `nil` without an error is kept.
    ///
    /// To drop the elements that cannot be mapped instead of failing, map the elements with
    /// ``Mappers/Optionally``: `Mappers.array(of: Mappers.optionally(m))` is a
    /// ``CompactArrayOf``. To accept a missing or `null` array, wrap the whole mapper:
    /// `Mappers.optionally(Mappers.array(of: m))`.
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.value(Int.self))
    /// try ages.map([1, 2, 3])       // [1, 2, 3]
    /// try ages.map([1, "2", nil])   // throws: errors at '1' and '2' (fatal=2, total=2)
    /// ```
    ///
    /// The reverse writes the values back as a JSON array with the reversed
    /// element mapper and the same error rules.
    public struct ArrayOf<Element: JSONMapper>: JSONMapper where Element.Input == JSON {
        /// The mapper applied to every element.
        public let element: Element

        /// Creates a mapper that maps every element of an array with `element`.
        ///
        /// ```swift
        /// let names = Mappers.ArrayOf(Mappers.value(String.self))
        /// ```
        @inlinable
        public init(_ element: Element) {
            self.element = element
        }

        /// Maps every element of the source, which must be a JSON array.
        ///
        /// ```swift
        /// try Mappers.array(of: Mappers.value(Int.self)).map([1, 2])   // [1, 2]
        /// ```
        @inlinable
        public func read(
            _ source: some JSONSource, context: inout MappingContext
        ) throws(MappingError) -> [Element.Output] {
            // Numbers of a document mapped by `value(Double.self)`: read from the tape in one loop,
            // as `[Double]` is (a constant comparison of types where this is specialised).
            if Element.self == Mappers.Value<Double>.self, let node = cast(source, ifSameTypeAs: JSONNode.self),
                let doubles = node.plainDoubles, let values = cast(doubles, ifSameTypeAs: [Element.Output].self)
            {
                return values
            }
            guard source.kind == .array, let count = source.count else {
                throw MappingError.kindMismatch(
                    expected: "an array", found: source.kind, sourceValue: source.errorSourceValue)
            }
            var values: [Element.Output] = []
            values.reserveCapacity(count)
            var failures = ElementErrors()
            var index = 0
            for item in source.elements {
                let value = failures.attempt(at: { .index(index) }, sourceValue: { item.errorSourceValue }) {
                    (elementContext: inout MappingContext) throws(MappingError) in
                    try element.read(item, context: &elementContext)
                }
                // As the original: an element that came out nil with an error is dropped (a nil
                // without an error is kept).
                if let value, !(failures.lastHadErrors && isNilValue(value)) { values.append(value) }
                index += 1
            }
            try failures.finish(sourceValue: source.errorSourceValue, context: &context)
            return values
        }
    }

    /// A mapper that maps every element of a JSON array with `element`; see ``ArrayOf`` for the
    /// error rules. Hydrant's `HYDMapArrayOf`.
    ///
    /// ```swift
    /// let tags = Mappers.array(of: Mappers.value(String.self))
    /// try tags.map(["a", "b"])           // ["a", "b"]
    /// try tags.map(nil)                  // throws: expected an array, got null
    /// let matrix = Mappers.array(of: Mappers.array(of: Mappers.value(Int.self)))
    /// try matrix.map([[1], [2, "x"]])    // throws: error at '1.1'
    /// ```
    @inlinable
    public static func array<Element: JSONMapper>(of element: Element) -> ArrayOf<Element> where Element.Input == JSON {
        ArrayOf(element)
    }

}

extension Mappers.ArrayOf: ReversibleMapper where Element: JSONCodec {}

extension Mappers.ArrayOf: JSONCodec where Element: JSONCodec {
    /// Writes every value as an element of a JSON array with the element mapper, with the same
    /// rules as reading: every value is attempted, errors are wrapped with the value's index, an
    /// element that fails leaves nothing written, and any fatal error fails the whole array (its
    /// collected error has no source value, since the values need not be `Sendable`).
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.value(Int.self))
    /// try ages.reversed.map([30, 40])    // [30, 40]
    /// ```
    @inlinable
    public func write(
        _ values: [Element.Output], to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        sink.beginArray(reservingCapacity: values.count)
        var failures = ElementErrors()
        // By index, so that each element is borrowed from the array: iterating copies it, which
        // retains every reference a model holds.
        for index in values.indices {
            let checkpoint = sink.checkpoint
            let written: Void? = failures.attempt(at: { .index(index) }) {
                (elementContext: inout MappingContext) throws(MappingError) in
                try element.write(values[index], to: &sink, context: &elementContext)
            }
            if written == nil { sink.rollBack(to: checkpoint) }
        }
        sink.endArray()
        try failures.finish(sourceValue: nil, context: &context)
    }
}

extension Mappers.ArrayOf {
    /// `{"type": "array", "items": …}` with the element mapper's schema.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let items = element.describe(.anything, in: &context)
        return JSONSchema(["type": "array", "items": items.json]).containing(items)
    }
}
