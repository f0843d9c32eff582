extension Mappers {
    /// Maps a JSON array element by element and drops the elements that map to `nil`: what
    /// `Mappers.array(of: Mappers.optionally(m))` builds. Hydrant's
    /// `HYDMapArrayOf(HYDMapOptionallyTo(m))`, which "excludes any element that fails to parse".
    ///
    /// The element mapper reads an optional JSON value (every element is passed as
    /// `.some(element)`, so `null` elements reach it as `.null`) and produces an optional value.
    ///
    /// - Any input other than an array, `null` included, is a fatal
    ///   ``MappingError/Code/invalidSourceType``.
    /// - An element that maps to `nil` is left out of the result. If the element mapper recorded
    ///   why (as ``Mappers/Optionally`` does), the error is reported, non-fatally, wrapped with
    ///   the element's index; a `nil` without an error is dropped silently.
    /// - An element that maps to a value with non-fatal errors is kept, and its errors reported.
    /// - A fatal element error still fails the whole array, as in ``ArrayOf``.
    ///
    /// All reported element errors are collected, in order, in one
    /// ``MappingError/Code/multipleErrors``. Paths name the element's index in the input array.
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self)))
    /// let result = ages.mapping([1, "two", nil, 4])
    /// result.value     // [1, 4]
    /// result.error     // non-fatal: errors at '1' and '2' (fatal=0, total=2)
    /// ```
    ///
    /// The reverse, ``CompactArrayOfReversed``, writes the values back through the reversed element
    /// mapper, leaving out the values whose reverse is `nil`.
    public struct CompactArrayOf<Element: Mapper, Wrapped>: Mapper where Element.Input == JSON?, Element.Output == Wrapped? {
        /// The mapper applied to every element.
        public let element: Element

        /// Creates a mapper that maps every element of an array with `element` and drops `nil`s.
        ///
        /// ```swift
        /// let names = Mappers.CompactArrayOf(Mappers.optionally(Mappers.value(String.self)))
        /// ```
        @inlinable
        public init(_ element: Element) {
            self.element = element
        }

        /// Maps every element of `input`, which must be a JSON array, leaving out `nil` results.
        ///
        /// ```swift
        /// try Mappers.array(of: Mappers.optionally(Mappers.value(Int.self))).map([1, "x"])   // [1]
        /// ```
        @inlinable
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> [Wrapped] {
            guard case .array(let elements) = input else {
                throw MappingError.kindMismatch(expected: "an array", found: input.kind, sourceValue: input)
            }
            var values: [Wrapped] = []
            values.reserveCapacity(elements.count)
            var failures = ElementErrors()
            for (index, item) in elements.enumerated() {
                let value = failures.attempt(at: { .index(index) }) { (elementContext: inout MappingContext) throws(MappingError) in
                    try element.map(.some(item), context: &elementContext)
                }
                if case .some(.some(let value)) = value { values.append(value) }
            }
            try failures.finish(sourceValue: input, context: &context)
            return values
        }
    }

    /// Writes an array of values as a JSON array with a reversed element mapper that may produce
    /// `nil`; those values are left out (with the errors the mapper recorded, wrapped with the
    /// value's index). The reverse of ``CompactArrayOf``.
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self)))
    /// try ages.reversed.map([1, 4])      // [1, 4] as JSON
    /// ```
    public struct CompactArrayOfReversed<Element: ReversibleMapper, Wrapped>: Mapper
    where Element.Input == JSON?, Element.Output == Wrapped? {
        /// The forward mapper this one reverses.
        public let forward: CompactArrayOf<Element, Wrapped>
        @usableFromInline let reversedElement: Element.Reversed

        /// Creates the reverse of `forward`.
        ///
        /// ```swift
        /// let forward = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self)))
        /// let write = Mappers.CompactArrayOfReversed(forward)
        /// ```
        @inlinable
        public init(_ forward: CompactArrayOf<Element, Wrapped>) {
            self.forward = forward
            self.reversedElement = forward.element.reversed
        }

        /// Writes every value of `input` whose reverse is not `nil` as an element of a JSON array.
        ///
        /// ```swift
        /// try Mappers.array(of: Mappers.optionally(Mappers.value(String.self))).reversed.map(["a"])   // ["a"]
        /// ```
        @inlinable
        public func map(_ input: [Wrapped], context: inout MappingContext) throws(MappingError) -> JSON {
            var elements: [JSON] = []
            elements.reserveCapacity(input.count)
            var failures = ElementErrors()
            for (index, value) in input.enumerated() {
                let item = failures.attempt(at: { .index(index) }) { (elementContext: inout MappingContext) throws(MappingError) in
                    try reversedElement.map(.some(value), context: &elementContext)
                }
                if case .some(.some(let item)) = item { elements.append(item) }
            }
            try failures.finish(sourceValue: nil, context: &context)
            return .array(elements)
        }
    }

    /// A mapper that maps every element of a JSON array with `element`, an optional mapper such as an
    /// ``Mappers/Optionally``, and leaves out the elements it maps to `nil`; see
    /// ``CompactArrayOf``.
    ///
    /// Where the optional goes decides what happens to bad elements:
    ///
    /// ```swift
    /// let person = Mappers.value(Int.self)   // or any mapper that can fail
    /// Mappers.array(of: Mappers.optionally(person))   // drops bad elements (non-fatal)
    /// Mappers.optionally(Mappers.array(of: person))   // nil for the whole array (non-fatal)
    /// Mappers.array(of: person)                       // fails (fatal)
    /// ```
    ///
    /// The values must be `Sendable` (as ``Mappers/Optionally`` requires anyway), which lets this
    /// overload win over the one that keeps `nil`s; for other values, call
    /// ``CompactArrayOf/init(_:)`` directly.
    @inlinable
    public static func array<Element: Mapper, Wrapped>(
        of element: Element
    ) -> CompactArrayOf<Element, Wrapped> where Element.Input == JSON?, Element.Output == Wrapped?, Wrapped: Sendable {
        CompactArrayOf(element)
    }

    /// A mapper that maps every element of a JSON array with `element`, a mapper of optional JSON
    /// values with a non-optional result, such as ``Mappers/optionally(_:default:reverseDefault:)``
    /// builds. Every element is kept: those that fall back to the default are reported non-fatally.
    ///
    /// ```swift
    /// let counts = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self), default: 0))
    /// let result = counts.mapping([1, "x", nil])
    /// result.value     // [1, 0, 0]
    /// result.error     // non-fatal: errors at '1' and '2'
    /// ```
    @inlinable
    public static func array<Element: Mapper>(
        of element: Element
    ) -> CompactArrayOf<Then<Element, Present<Element.Output>>, Element.Output>
    where Element.Input == JSON?, Element.Output: Sendable {
        CompactArrayOf(Then(element, Present()))
    }
}

extension Mappers.CompactArrayOf: ReversibleMapper where Element: ReversibleMapper {
    /// Writes values back as a JSON array with the reversed element mapper, leaving out those whose
    /// reverse is `nil`.
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self)))
    /// try ages.reversed.map([30, 40])    // [30, 40]
    /// ```
    @inlinable
    public var reversed: Mappers.CompactArrayOfReversed<Element, Wrapped> {
        Mappers.CompactArrayOfReversed(self)
    }
}

extension Mappers.CompactArrayOfReversed: ReversibleMapper {
    /// The forward ``Mappers/CompactArrayOf``.
    ///
    /// ```swift
    /// let ages = Mappers.array(of: Mappers.optionally(Mappers.value(Int.self)))
    /// try ages.reversed.reversed.map([1, "x"])   // [1]
    /// ```
    @inlinable
    public var reversed: Mappers.CompactArrayOf<Element, Wrapped> {
        forward
    }
}

extension Mappers.CompactArrayOf: NodeMapper where Element: OptionalNodeMapper {
    /// Maps every element of an array read in place from a document, dropping those the element
    /// mapper maps to `nil`; the same rules and errors as ``map(_:context:)``.
    @inlinable
    public func map(node: JSONNode, context: inout MappingContext) throws(MappingError) -> [Wrapped] {
        guard let count = node.arrayCount else {
            throw MappingError.kindMismatch(expected: "an array", found: node.kind, sourceValue: DocumentValue(node))
        }
        var values: [Wrapped] = []
        values.reserveCapacity(count)
        var failures = ElementErrors()
        var index = 0
        for item in node.elements {
            let value = failures.attempt(at: { .index(index) }) { (elementContext: inout MappingContext) throws(MappingError) in
                try element.map(node: .some(item), context: &elementContext)
            }
            if case .some(.some(let value)) = value { values.append(value) }
            index += 1
        }
        try failures.finish(sourceValue: DocumentValue(node), context: &context)
        return values
    }
}

extension Mappers.CompactArrayOfReversed: JSONWritingMapper where Element.Reversed: OptionalJSONWritingMapper {
    /// Writes every value of `input` whose reverse is not `nil` as an element of a JSON array,
    /// with the same rules and errors as ``map(_:context:)``.
    @inlinable
    public func write(_ input: [Wrapped], to output: inout JSONOutput, context: inout MappingContext) throws(MappingError) {
        output.beginArray()
        var failures = ElementErrors()
        for (index, value) in input.enumerated() {
            let checkpoint = output.checkpoint
            let written = failures.attempt(at: { .index(index) }) { (elementContext: inout MappingContext) throws(MappingError) in
                try reversedElement.write(.some(value), to: &output, context: &elementContext)
            }
            if written != true { output.rollBack(to: checkpoint) }
        }
        output.endArray()
        try failures.finish(sourceValue: nil, context: &context)
    }
}
