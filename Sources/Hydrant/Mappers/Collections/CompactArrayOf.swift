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
    /// The reverse (``Mappers/Reversed``) writes the values back through the reversed element
    /// mapper, leaving out the values whose reverse is `nil`.
    public struct CompactArrayOf<Element: JSONMapper, Wrapped>: JSONMapper
    where Element.Input == JSON?, Element.Output == Wrapped? {
        /// The mapper applied to every element; `nil` drops the element.
        public let element: Element

        /// Creates a mapper that maps every element of an array with `element`, dropping `nil`s.
        @inlinable
        public init(_ element: Element) {
            self.element = element
        }

        /// Maps every element of the source, which must be a JSON array, and keeps the values that
        /// are not `nil`.
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> [Wrapped] {
            guard source.kind == .array, let count = source.count else {
                throw MappingError.kindMismatch(
                    expected: "an array", found: source.kind, sourceValue: source.errorSourceValue)
            }
            var values: [Wrapped] = []
            values.reserveCapacity(count)
            var failures = ElementErrors()
            var index = 0
            for item in source.elements {
                let value = failures.attempt(at: { .index(index) }, sourceValue: { item.errorSourceValue }) {
                    (elementContext: inout MappingContext) throws(MappingError) in
                    try element.read(item, context: &elementContext)
                }
                if case .some(.some(let value)) = value {
                    values.append(value)
                } else {
                    failures.markLastDropped()
                }
                index += 1
            }
            try failures.finish(sourceValue: source.errorSourceValue, context: &context)
            return values
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
    public static func array<Element: JSONMapper, Wrapped>(
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
    public static func array<Element: JSONMapper>(
        of element: Element
    ) -> CompactArrayOf<Then<Element, Present<Element.Output>>, Element.Output>
    where Element.Input == JSON?, Element.Output: Sendable {
        CompactArrayOf(Then(element, Present()))
    }

}

extension Mappers.CompactArrayOf: ReversibleMapper where Element: JSONCodec {}

extension Mappers.CompactArrayOf: JSONCodec where Element: JSONCodec {
    /// Writes every value as an element of a JSON array with the element mapper; a value it writes
    /// nothing for, or that fails, is left out, with the same error rules as reading.
    @inlinable
    public func write(
        _ values: [Wrapped], to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        sink.beginArray(reservingCapacity: values.count)
        var failures = ElementErrors()
        for (index, value) in values.enumerated() {
            let checkpoint = sink.checkpoint
            let written: Void? = failures.attempt(at: { .index(index) }) {
                (elementContext: inout MappingContext) throws(MappingError) in
                try element.write(.some(value), to: &sink, context: &elementContext)
            }
            if written == nil { sink.rollBack(to: checkpoint) }
        }
        sink.endArray()
        try failures.finish(sourceValue: nil, context: &context)
    }
}

extension Mappers.CompactArrayOf {
    /// `{"type": "array", "items": …}` with the element mapper's schema; an element it maps to
    /// `nil` is dropped, with a non-fatal error when it failed, which the schema says in a `$comment`.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let items = element.describe(.anything, in: &context)
        let array = JSONSchema(["type": "array", "items": items.json]).containing(items)
        guard context.direction == .reading else { return array }
        return array.commented("an element that fails is dropped, with a non-fatal error")
    }
}
