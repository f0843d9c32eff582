extension Mappers {
    /// Maps a value with an inner mapper and writes the result at a path in a new JSON value.
    /// Hydrant's `HYDMapBackward`, the reverse of ``Forward``.
    ///
    /// The result starts empty — `{}`, or `[]` when the walk is an ``Accessors/Path`` whose first
    /// step is an array index — and the inner mapper's result is written at the walk, creating the
    /// objects and arrays on the way (`"a.b"` and `1` give `{"a":{"b":1}}`). An inner mapper of
    /// `JSON?` may return `nil`: nothing is written and the result stays empty. An inner mapper of
    /// `JSON` always writes, `null` included.
    ///
    /// The inner mapper's errors, fatal and non-fatal, are wrapped with the walk prepended to their
    /// destination path; their source path and source value are kept. A fatal error of the
    /// accessor's write (``MappingError/Code/writeFailed``) is thrown as is.
    ///
    /// ```swift
    /// let account = Mappers.backward("person.account", Mappers.value(String.self).reversed)
    /// try account.map("John")    // {"person":{"account":"John"}}
    /// ```
    ///
    /// The reverse is ``Forward`` with the reversed inner mapper, so
    /// `m.reversed.map(m.map(x)) == x` for a lossless inner mapper `m`. The other way round is lossy:
    /// `forward(p, m).reversed.map(forward(p, m).map(json))` keeps only the nesting along `p`;
    /// every other member of `json` is dropped.
    public struct Backward<Inner: Mapper>: Mapper {
        /// Where the inner mapper's result is written.
        ///
        /// ```swift
        /// Mappers.backward("a.b", Mappers.value(Int.self).reversed).walk.description   // "a.b"
        /// ```
        public let walk: any Accessor
        /// The mapper whose result is written at the walk.
        ///
        /// ```swift
        /// Mappers.backward("a.b", Mappers.value(Int.self).reversed).inner   // Mappers.Reversed<Mappers.Value<Int>>
        /// ```
        public let inner: Inner
        let presence: Presence<Inner.Output>
        /// The value the result is written into: `{}`, or `[]` for a path starting with an index.
        let emptyDestination: JSON
        /// The keys of the walk when it is a path of object keys only: the result is then written
        /// as text directly, as nested objects.
        let walkKeys: [String]?

        /// Creates a mapper that writes the result of `inner` at `walk`; a `nil` result writes
        /// nothing.
        ///
        /// ```swift
        /// let nickname = Mappers.Backward(Accessors.keyPath("profile.nickname"),
        ///                                 Mappers.closure { (name: String?) in name.map(JSON.string) })
        /// ```
        public init(_ walk: some Accessor, _ inner: Inner) where Inner.Output == JSON? {
            self.init(walk: walk, inner: inner, presence: .optional)
        }

        /// Creates a mapper that writes the result of `inner` at `walk`.
        ///
        /// ```swift
        /// let count = Mappers.Backward(Accessors.keyPath("meta.count"), Mappers.value(Int.self).reversed)
        /// ```
        public init(_ walk: some Accessor, _ inner: Inner) where Inner.Output == JSON {
            self.init(walk: walk, inner: inner, presence: .required)
        }

        init(walk: any Accessor, inner: Inner, presence: Presence<Inner.Output>) {
            let walk = walk.resolved
            self.walk = walk
            self.inner = inner
            self.presence = presence
            self.emptyDestination = Self.emptyDestination(for: walk)
            self.walkKeys = Self.keys(of: walk)
        }

        /// Maps `input` with the inner mapper and writes the result at the walk in a new value.
        ///
        /// ```swift
        /// try Mappers.backward("a.b", Mappers.value(Int.self).reversed).map(1)   // {"a":{"b":1}}
        /// ```
        public func map(_ input: Inner.Input, context: inout MappingContext) throws(MappingError) -> JSON {
            var child = MappingContext()
            let output: Inner.Output
            do {
                output = try inner.map(input, context: &child)
            } catch {
                absorb(child, into: &context)
                throw wrap(error)
            }
            absorb(child, into: &context)
            var result = emptyDestination
            try walk.write(presence.write(output), into: &result)
            return result
        }

        /// An error of the inner mapper as seen from this mapper's output.
        private func wrap(_ error: MappingError) -> MappingError {
            MappingError(wrapping: error, prependingSourcePath: nil, destinationPath: walk.path)
        }

        /// Records the inner mapper's non-fatal errors, wrapped, in `context`.
        private func absorb(_ child: MappingContext, into context: inout MappingContext) {
            for error in child.nonFatalErrors {
                context.recordNonFatal(wrap(error))
            }
        }

        /// The keys of a walk made of object keys only (none of digits only, which may index arrays).
        static func keys(of walk: any Accessor) -> [String]? {
            guard let path = walk as? Accessors.Path, !path.components.isEmpty else { return nil }
            var keys: [String] = []
            for component in path.components {
                guard case .key(let key) = component, !key.isEmpty, !key.utf8.allSatisfy({ (0x30...0x39).contains($0) })
                else {
                    return nil
                }
                keys.append(key)
            }
            return keys
        }

        @usableFromInline
        static func emptyDestination(for walk: any Accessor) -> JSON {
            let path = (walk as? Accessors.Path) ?? (walk as? Accessors.Fields)?.paths.first
            if case .index = path?.components.first { return .array([]) }
            return .object(JSONObject())
        }
    }

    /// A mapper that writes the result of `inner` at a key path string or with any accessor in a new
    /// value; a `nil` result writes nothing (`{}` for a key path). Hydrant's
    /// `HYDMapBackward(walk, child)`.
    ///
    /// ```swift
    /// let nickname = Mappers.backward("profile.nickname", Mappers.closure { (name: String?) in name.map(JSON.string) })
    /// try nickname.map("Jo")    // {"profile":{"nickname":"Jo"}}
    /// try nickname.map(nil)     // {}
    /// let slot = Mappers.backward(Accessors.key("a.b"), Mappers.closure { (text: String?) in text.map(JSON.string) })
    /// try slot.map("x")   // {"a.b":"x"}
    /// ```
    public static func backward<Walk: Accessor, Inner: Mapper>(_ walk: Walk, _ inner: Inner) -> Backward<Inner>
    where Inner.Output == JSON? {
        Backward(walk, inner)
    }

    /// A mapper that writes the result of `inner` at a key path string or with any accessor in a new
    /// value.
    ///
    /// ```swift
    /// let count = Mappers.backward("meta.count", Mappers.value(Int.self).reversed)
    /// try count.map(3)    // {"meta":{"count":3}}
    /// let second = Mappers.backward(Accessors.index(1), Mappers.value(Int.self).reversed)
    /// try second.map(7)   // [null, 7]
    /// ```
    public static func backward<Walk: Accessor, Inner: Mapper>(_ walk: Walk, _ inner: Inner) -> Backward<Inner>
    where Inner.Output == JSON {
        Backward(walk, inner)
    }
}

extension Mappers.Backward: ReversibleMapper where Inner: ReversibleMapper {
    /// A ``Mappers/Forward`` with the same walk and the reversed inner mapper: it reads the value at
    /// the walk and maps it back.
    ///
    /// ```swift
    /// let count = Mappers.backward("meta.count", Mappers.value(Int.self).reversed)
    /// try count.reversed.map(["meta": ["count": 3]])   // 3
    /// ```
    public var reversed: Mappers.Forward<Inner.Reversed> {
        Mappers.Forward(walk: walk, inner: inner.reversed, presence: presence)
    }
}
