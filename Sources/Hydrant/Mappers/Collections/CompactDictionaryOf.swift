extension Mappers {
    /// Maps the members of a JSON object into a Swift dictionary and drops the members that map to
    /// `nil`: what `Mappers.dictionary(of: Mappers.optionally(m))` builds.
    ///
    /// The member mapper reads an optional JSON value (every member's value is passed as
    /// `.some(value)`, so `null` values reach it as `.null`) and produces an optional value. The
    /// rules are those of ``DictionaryOf`` (non-objects are a fatal
    /// ``MappingError/Code/invalidSourceType``, member errors are wrapped with the key, a fatal
    /// member error fails the whole dictionary, the first of duplicated keys wins), and those of
    /// ``CompactArrayOf`` for `nil`: a member that maps to `nil` is left out, its error (if the
    /// member mapper recorded one) reported non-fatally.
    ///
    /// ```swift
    /// let scores = Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self)))
    /// let result = scores.mapping(["ada": 3, "bob": "five", "cy": nil])
    /// result.value     // ["ada": 3]
    /// result.error     // non-fatal: errors at 'bob' and 'cy'
    /// ```
    ///
    /// The reverse, ``CompactDictionaryOfReversed``, writes a JSON object sorted by key, leaving
    /// out the entries whose reverse is `nil`.
    public struct CompactDictionaryOf<Member: Mapper, Wrapped>: Mapper where Member.Input == JSON?, Member.Output == Wrapped? {
        /// The mapper applied to every member's value.
        public let member: Member

        /// Creates a mapper that maps every member's value with `member` and drops `nil`s.
        ///
        /// ```swift
        /// let scores = Mappers.CompactDictionaryOf(Mappers.optionally(Mappers.value(Int.self)))
        /// ```
        @inlinable
        public init(_ member: Member) {
            self.member = member
        }

        /// Maps every member of `input`, which must be a JSON object, leaving out `nil` results.
        ///
        /// ```swift
        /// try Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self))).map(["a": 1, "b": "x"])   // ["a": 1]
        /// ```
        @inlinable
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> [String: Wrapped] {
            guard case .object(let object) = input else {
                throw MappingError(code: .invalidSourceType, sourceValue: input, detail: "expected an object, got \(input.kind)")
            }
            var values: [String: Wrapped] = [:]
            values.reserveCapacity(object.count)
            var failures = ElementErrors()
            var droppedKeys: Set<String> = []
            for (key, item) in object where values[key] == nil && !droppedKeys.contains(key) {
                let value = failures.attempt(at: { .documentKey(key) }) { (memberContext: inout MappingContext) throws(MappingError) in
                    try member.map(.some(item), context: &memberContext)
                }
                if case .some(.some(let value)) = value {
                    values[key] = value
                } else {
                    droppedKeys.insert(key)
                }
            }
            try failures.finish(sourceValue: input, context: &context)
            return values
        }
    }

    /// Writes a dictionary as a JSON object, sorted by key, with a reversed member mapper that may
    /// produce `nil`; those entries are left out (with the errors the mapper recorded, wrapped with
    /// the key). The reverse of ``CompactDictionaryOf``.
    ///
    /// ```swift
    /// let scores = Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self)))
    /// try scores.reversed.map(["bob": 5, "ada": 3])   // {"ada":3,"bob":5}
    /// ```
    public struct CompactDictionaryOfReversed<Member: ReversibleMapper, Wrapped>: Mapper
    where Member.Input == JSON?, Member.Output == Wrapped? {
        /// The forward mapper this one reverses.
        public let forward: CompactDictionaryOf<Member, Wrapped>
        @usableFromInline let reversedMember: Member.Reversed

        /// Creates the reverse of `forward`.
        ///
        /// ```swift
        /// let forward = Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self)))
        /// let write = Mappers.CompactDictionaryOfReversed(forward)
        /// ```
        @inlinable
        public init(_ forward: CompactDictionaryOf<Member, Wrapped>) {
            self.forward = forward
            self.reversedMember = forward.member.reversed
        }

        /// Writes every entry of `input` whose reverse is not `nil` as a member of a JSON object,
        /// sorted by key.
        ///
        /// ```swift
        /// try Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self))).reversed.map(["a": 1])   // {"a":1}
        /// ```
        @inlinable
        public func map(_ input: [String: Wrapped], context: inout MappingContext) throws(MappingError) -> JSON {
            var object = JSONObject()
            object.reserveCapacity(input.count)
            var failures = ElementErrors()
            for (key, value) in sortedByKey(input) {
                let item = failures.attempt(at: { .documentKey(key) }) { (memberContext: inout MappingContext) throws(MappingError) in
                    try reversedMember.map(.some(value), context: &memberContext)
                }
                if case .some(.some(let item)) = item { object.append(key: key, value: item) }
            }
            try failures.finish(sourceValue: nil, context: &context)
            return .object(object)
        }
    }

    /// A mapper that maps every member's value of a JSON object with `member`, an optional mapper
    /// such as an ``Mappers/Optionally``, and leaves out the members it maps to `nil`; see
    /// ``CompactDictionaryOf``.
    ///
    /// ```swift
    /// let scores = Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self)))
    /// try scores.map(["ada": 3, "bob": "five"])   // ["ada": 3], with a non-fatal error at 'bob'
    /// ```
    @inlinable
    public static func dictionary<Member: Mapper, Wrapped>(
        of member: Member
    ) -> CompactDictionaryOf<Member, Wrapped> where Member.Input == JSON?, Member.Output == Wrapped?, Wrapped: Sendable {
        CompactDictionaryOf(member)
    }

    /// A mapper that maps every member's value of a JSON object with `member`, a mapper of optional
    /// JSON values with a non-optional result such as
    /// ``Mappers/optionally(_:default:reverseDefault:)`` builds. Every member is kept: those that
    /// fall back to the default are reported non-fatally.
    ///
    /// ```swift
    /// let scores = Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self), default: 0))
    /// try scores.map(["ada": 3, "bob": "five"])   // ["ada": 3, "bob": 0], with a non-fatal error at 'bob'
    /// ```
    @inlinable
    public static func dictionary<Member: Mapper>(
        of member: Member
    ) -> CompactDictionaryOf<Then<Member, Present<Member.Output>>, Member.Output>
    where Member.Input == JSON?, Member.Output: Sendable {
        CompactDictionaryOf(Then(member, Present()))
    }
}

extension Mappers.CompactDictionaryOf: ReversibleMapper where Member: ReversibleMapper {
    /// Writes dictionaries back as JSON objects, sorted by key, with the reversed member mapper,
    /// leaving out the entries whose reverse is `nil`.
    ///
    /// ```swift
    /// let scores = Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self)))
    /// try scores.reversed.map(["a": 1])   // {"a":1}
    /// ```
    @inlinable
    public var reversed: Mappers.CompactDictionaryOfReversed<Member, Wrapped> {
        Mappers.CompactDictionaryOfReversed(self)
    }
}

extension Mappers.CompactDictionaryOfReversed: ReversibleMapper {
    /// The forward ``Mappers/CompactDictionaryOf``.
    ///
    /// ```swift
    /// let scores = Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self)))
    /// try scores.reversed.reversed.map(["a": 1, "b": "x"])   // ["a": 1]
    /// ```
    @inlinable
    public var reversed: Mappers.CompactDictionaryOf<Member, Wrapped> {
        forward
    }
}

extension Mappers.CompactDictionaryOfReversed: JSONWritingMapper where Member.Reversed: OptionalJSONWritingMapper {
    /// Writes every entry of `input` whose reverse is not `nil` as a member of a JSON object,
    /// sorted by key, with the same rules and errors as ``map(_:context:)``.
    @inlinable
    public func write(_ input: [String: Wrapped], to output: inout JSONOutput, context: inout MappingContext) throws(MappingError) {
        output.beginObject()
        var failures = ElementErrors()
        for (key, value) in sortedByKey(input) {
            let checkpoint = output.checkpoint
            output.writeKey(key)
            let written = failures.attempt(at: { .documentKey(key) }) { (memberContext: inout MappingContext) throws(MappingError) in
                try reversedMember.write(.some(value), to: &output, context: &memberContext)
            }
            if written != true { output.rollBack(to: checkpoint) }
        }
        output.endObject()
        try failures.finish(sourceValue: nil, context: &context)
    }
}
