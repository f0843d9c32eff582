extension Mappers {
    /// Maps a JSON array into a `Set`. Hydrant's `HYDMapSetOf`.
    ///
    /// The elements are mapped by an array mapper — ``ArrayOf``, or ``CompactArrayOf`` when the
    /// element mapper is optional — with exactly its rules: non-arrays (`null` included) are a fatal
    /// ``MappingError/Code/invalidSourceType``, every element is attempted, element errors are
    /// wrapped with the element's index in the JSON array, a fatal element error fails the set, and
    /// non-fatal ones are reported in one ``MappingError/Code/multipleErrors``. Elements that map
    /// to equal values become one member of the set.
    ///
    /// ```swift
    /// let tags = Mappers.set(of: Mappers.value(String.self))
    /// try tags.map(["a", "b", "a"])      // ["a", "b"] (a Set)
    /// try tags.map("a")                  // throws: expected an array, got a string
    /// ```
    ///
    /// The reverse (``Mappers/Reversed``) writes the members as a JSON array **in no particular
    /// order** (a `Set` has none); compare the result as a set, or sort it.
    public struct SetOf<Elements: JSONMapper, Member: Hashable>: JSONMapper
    where Elements.Input == JSON, Elements.Output == [Member] {
        /// The mapper of the array the set is made of.
        public let elements: Elements

        /// Creates a mapper that makes a set of the array `elements` maps.
        @inlinable
        public init(_ elements: Elements) {
            self.elements = elements
        }

        /// The set of the values `elements` reads.
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Set<Member> {
            Set(try elements.read(source, context: &context))
        }
    }

    /// A mapper that maps every element of a JSON array with `element` into a set; see ``SetOf``.
    ///
    /// ```swift
    /// let roles = Mappers.set(of: Mappers.rawValue(Role.self))
    /// try roles.map(["admin", "user", "admin"])   // [.admin, .user]
    /// ```
    @inlinable
    public static func set<Element: JSONMapper>(
        of element: Element
    ) -> SetOf<ArrayOf<Element>, Element.Output> where Element.Input == JSON, Element.Output: Hashable {
        SetOf(ArrayOf(element))
    }

    /// A mapper that maps every element of a JSON array with `element`, an optional mapper such as an
    /// ``Mappers/Optionally``, into a set, leaving out the elements it maps to `nil`
    /// (non-fatally reported); see ``CompactArrayOf``.
    ///
    /// ```swift
    /// let ids = Mappers.set(of: Mappers.optionally(Mappers.value(Int.self)))
    /// let result = ids.mapping([1, "x", 1])
    /// result.value     // [1]
    /// result.error     // non-fatal: error at '1'
    /// ```
    @inlinable
    public static func set<Element: JSONMapper, Wrapped>(
        of element: Element
    ) -> SetOf<CompactArrayOf<Element, Wrapped>, Wrapped>
    where Element.Input == JSON?, Element.Output == Wrapped?, Wrapped: Hashable & Sendable {
        SetOf(CompactArrayOf(element))
    }

    /// A mapper that maps every element of a JSON array with `element`, a mapper of optional JSON
    /// values with a non-optional result such as ``Mappers/optionally(_:default:reverseDefault:)``
    /// builds, into a set; elements that fall back to the default are reported non-fatally.
    ///
    /// ```swift
    /// let counts = Mappers.set(of: Mappers.optionally(Mappers.value(Int.self), default: 0))
    /// try counts.map([1, "x"])   // [1, 0], with a non-fatal error at '1'
    /// ```
    @inlinable
    public static func set<Element: JSONMapper>(
        of element: Element
    ) -> SetOf<CompactArrayOf<Then<Element, Present<Element.Output>>, Element.Output>, Element.Output>
    where Element.Input == JSON?, Element.Output: Hashable & Sendable {
        SetOf(CompactArrayOf(Then(element, Present())))
    }

}

extension Mappers.SetOf: ReversibleMapper where Elements: JSONCodec {}

extension Mappers.SetOf: JSONCodec where Elements: JSONCodec {
    /// Writes the set's members as a JSON array with `elements`, in the set's order.
    @inlinable
    public func write(
        _ value: Set<Member>, to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        try elements.write(Array(value), to: &sink, context: &context)
    }
}

extension Mappers.SetOf {
    /// The elements' array schema; equal elements are read as one member and written once
    /// (`uniqueItems` in the writing schema).
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let array = elements.describe(.anything, in: &context)
        return context.direction == .writing ? array.setting("uniqueItems", true) : array
    }
}
