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
    /// The reverse, ``ArrayOfReversed``, writes the values back as a JSON array with the reversed
    /// element mapper and the same error rules.
    public struct ArrayOf<Element: Mapper>: Mapper where Element.Input == JSON {
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

        /// Maps every element of `input`, which must be a JSON array.
        ///
        /// ```swift
        /// try Mappers.array(of: Mappers.value(Int.self)).map([1, 2])   // [1, 2]
        /// ```
        @inlinable
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> [Element.Output] {
            guard case .array(let elements) = input else {
                throw MappingError.kindMismatch(expected: "an array", found: input.kind, sourceValue: input)
            }
            var values: [Element.Output] = []
            values.reserveCapacity(elements.count)
            var failures = ElementErrors()
            for (index, item) in elements.enumerated() {
                let value = failures.attempt(at: { .index(index) }) { (elementContext: inout MappingContext) throws(MappingError) in
                    try element.map(item, context: &elementContext)
                }
                if let value { values.append(value) }
            }
            try failures.finish(sourceValue: input, context: &context)
            return values
        }
    }

    /// Writes an array of values as a JSON array with a reversed element mapper. The reverse of
    /// ``ArrayOf``, with the same rules: every value is attempted, errors are wrapped with the
    /// value's index, and any fatal error fails the whole array (its collected error has no source
    /// value, since the values need not be `Sendable`).
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.value(Int.self))
    /// try ages.reversed.map([1, 2])      // [1, 2] as JSON
    /// ```
    public struct ArrayOfReversed<Element: ReversibleMapper>: Mapper where Element.Input == JSON {
        /// The forward mapper this one reverses.
        public let forward: ArrayOf<Element>
        @usableFromInline let reversedElement: Element.Reversed

        /// Creates the reverse of `forward`.
        ///
        /// ```swift
        /// let write = Mappers.ArrayOfReversed(Mappers.array(of: Mappers.value(Int.self)))
        /// ```
        @inlinable
        public init(_ forward: ArrayOf<Element>) {
            self.forward = forward
            self.reversedElement = forward.element.reversed
        }

        /// Writes every value of `input` as an element of a JSON array.
        ///
        /// ```swift
        /// try Mappers.array(of: Mappers.value(String.self)).reversed.map(["a"])   // ["a"]
        /// ```
        @inlinable
        public func map(_ input: [Element.Output], context: inout MappingContext) throws(MappingError) -> JSON {
            var elements: [JSON] = []
            elements.reserveCapacity(input.count)
            var failures = ElementErrors()
            for (index, value) in input.enumerated() {
                let item = failures.attempt(at: { .index(index) }) { (elementContext: inout MappingContext) throws(MappingError) in
                    try reversedElement.map(value, context: &elementContext)
                }
                if let item { elements.append(item) }
            }
            try failures.finish(sourceValue: nil, context: &context)
            return .array(elements)
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
    public static func array<Element: Mapper>(of element: Element) -> ArrayOf<Element> where Element.Input == JSON {
        ArrayOf(element)
    }
}

extension Mappers.ArrayOf: ReversibleMapper where Element: ReversibleMapper {
    /// Writes values back as a JSON array with the reversed element mapper.
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.value(Int.self))
    /// try ages.reversed.map([30, 40])    // [30, 40]
    /// ```
    @inlinable
    public var reversed: Mappers.ArrayOfReversed<Element> {
        Mappers.ArrayOfReversed(self)
    }
}

extension Mappers.ArrayOfReversed: ReversibleMapper {
    /// The forward ``Mappers/ArrayOf``.
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.value(Int.self))
    /// try ages.reversed.reversed.map([1])   // [1]
    /// ```
    @inlinable
    public var reversed: Mappers.ArrayOf<Element> {
        forward
    }
}

extension Mappers.ArrayOf: NodeMapper where Element: NodeMapper {
    /// Maps every element of an array read in place from a document; the same rules and errors
    /// as ``map(_:context:)``.
    @inlinable
    public func map(node: JSONNode, context: inout MappingContext) throws(MappingError) -> [Element.Output] {
        guard let count = node.arrayCount else {
            throw MappingError.kindMismatch(expected: "an array", found: node.kind, sourceValue: DocumentValue(node))
        }
        var values: [Element.Output] = []
        values.reserveCapacity(count)
        var failures = ElementErrors()
        var index = 0
        for item in node.elements {
            let value = failures.attempt(at: { .index(index) }) { (elementContext: inout MappingContext) throws(MappingError) in
                try element.map(node: item, context: &elementContext)
            }
            if let value { values.append(value) }
            index += 1
        }
        try failures.finish(sourceValue: DocumentValue(node), context: &context)
        return values
    }
}

extension Mappers.ArrayOfReversed: JSONWritingMapper where Element.Reversed: JSONWritingMapper {
    /// Writes every value of `input` as an element of a JSON array, with the same rules and errors
    /// as ``map(_:context:)``: an element that fails leaves nothing written.
    @inlinable
    public func write(_ input: [Element.Output], to output: inout JSONOutput, context: inout MappingContext) throws(MappingError) {
        output.beginArray()
        var failures = ElementErrors()
        for (index, value) in input.enumerated() {
            let checkpoint = output.checkpoint
            let written: Void? = failures.attempt(at: { .index(index) }) { (elementContext: inout MappingContext) throws(MappingError) in
                try reversedElement.write(value, to: &output, context: &elementContext)
            }
            if written == nil { output.rollBack(to: checkpoint) }
        }
        output.endArray()
        try failures.finish(sourceValue: nil, context: &context)
    }
}
