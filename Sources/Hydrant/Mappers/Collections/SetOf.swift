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
    /// The reverse, ``SetOfReversed``, writes the members as a JSON array **in no particular
    /// order** (a `Set` has none); compare the result as a set, or sort it.
    public struct SetOf<Elements: Mapper, Member: Hashable>: Mapper where Elements.Input == JSON, Elements.Output == [Member] {
        /// The array mapper that maps the elements.
        public let elements: Elements

        /// Creates a mapper that collects the values `elements` maps into a set.
        ///
        /// ```swift
        /// let ids = Mappers.SetOf(Mappers.array(of: Mappers.value(Int.self)))
        /// ```
        @inlinable
        public init(_ elements: Elements) {
            self.elements = elements
        }

        /// Maps the elements of `input`, which must be a JSON array, into a set.
        ///
        /// ```swift
        /// try Mappers.set(of: Mappers.value(Int.self)).map([1, 1, 2])   // [1, 2]
        /// ```
        @inlinable
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> Set<Member> {
            Set(try elements.map(input, context: &context))
        }
    }

    /// Writes a set as a JSON array with the reverse of an array mapper; the reverse of ``SetOf``.
    ///
    /// The order of the written elements is unspecified — it is the set's iteration order, which
    /// can differ between runs — and so is the order of the errors and the indices their paths name
    /// (each value's position in that iteration).
    ///
    /// ```swift
    /// let tags = Mappers.set(of: Mappers.value(String.self))
    /// try tags.reversed.map(["a", "b"])   // ["a", "b"] or ["b", "a"]
    /// ```
    public struct SetOfReversed<Elements: ReversibleMapper, Member: Hashable>: Mapper
    where Elements.Input == JSON, Elements.Output == [Member] {
        /// The forward mapper this one reverses.
        public let forward: SetOf<Elements, Member>
        @usableFromInline let reversedElements: Elements.Reversed

        /// Creates the reverse of `forward`.
        ///
        /// ```swift
        /// let write = Mappers.SetOfReversed(Mappers.set(of: Mappers.value(Int.self)))
        /// ```
        @inlinable
        public init(_ forward: SetOf<Elements, Member>) {
            self.forward = forward
            self.reversedElements = forward.elements.reversed
        }

        /// Writes the members of `input` as a JSON array, in no particular order.
        ///
        /// ```swift
        /// try Mappers.set(of: Mappers.value(Int.self)).reversed.map([7])   // [7]
        /// ```
        @inlinable
        public func map(_ input: Set<Member>, context: inout MappingContext) throws(MappingError) -> JSON {
            try reversedElements.map(Array(input), context: &context)
        }
    }

    /// A mapper that maps every element of a JSON array with `element` into a set; see ``SetOf``.
    ///
    /// ```swift
    /// let roles = Mappers.set(of: Mappers.rawValue(Role.self))
    /// try roles.map(["admin", "user", "admin"])   // [.admin, .user]
    /// ```
    @inlinable
    public static func set<Element: Mapper>(
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
    public static func set<Element: Mapper, Wrapped>(
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
    public static func set<Element: Mapper>(
        of element: Element
    ) -> SetOf<CompactArrayOf<Then<Element, Present<Element.Output>>, Element.Output>, Element.Output>
    where Element.Input == JSON?, Element.Output: Hashable & Sendable {
        SetOf(CompactArrayOf(Then(element, Present())))
    }
}

extension Mappers.SetOf: ReversibleMapper where Elements: ReversibleMapper {
    /// Writes sets back as JSON arrays, in no particular order, with the reversed array mapper.
    ///
    /// ```swift
    /// let ids = Mappers.set(of: Mappers.value(Int.self))
    /// try ids.reversed.map([3])   // [3]
    /// ```
    @inlinable
    public var reversed: Mappers.SetOfReversed<Elements, Member> {
        Mappers.SetOfReversed(self)
    }
}

extension Mappers.SetOfReversed: ReversibleMapper {
    /// The forward ``Mappers/SetOf``.
    ///
    /// ```swift
    /// let ids = Mappers.set(of: Mappers.value(Int.self))
    /// try ids.reversed.reversed.map([1, 1])   // [1]
    /// ```
    @inlinable
    public var reversed: Mappers.SetOf<Elements, Member> {
        forward
    }
}
