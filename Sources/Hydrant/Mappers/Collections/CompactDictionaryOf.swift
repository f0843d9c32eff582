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
    /// The reverse (``Mappers/Reversed``) writes a JSON object sorted by key, leaving
    /// out the entries whose reverse is `nil`.
    public struct CompactDictionaryOf<Member: JSONMapper, Wrapped>: JSONMapper
    where Member.Input == JSON?, Member.Output == Wrapped? {
        /// The mapper applied to every member's value; `nil` drops the member.
        public let member: Member

        /// Creates a mapper that maps every member's value of an object with `member`, dropping
        /// `nil`s.
        @inlinable
        public init(_ member: Member) {
            self.member = member
        }

        /// Maps every member of the source, which must be a JSON object, and keeps the values that
        /// are not `nil`; the first member of a repeated key wins.
        @inlinable
        public func read(
            _ source: some JSONSource, context: inout MappingContext
        ) throws(MappingError) -> [String: Wrapped] {
            guard source.kind == .object, let count = source.count else {
                throw MappingError(
                    code: .invalidSourceType, sourceValue: source.errorSourceValue,
                    detail: "expected an object, got \(source.kind)")
            }
            var values: [String: Wrapped] = [:]
            values.reserveCapacity(count)
            var failures = ElementErrors()
            var droppedKeys: Set<String> = []
            for (key, item) in source.members where values[key] == nil && !droppedKeys.contains(key) {
                let value = failures.attempt(at: { .documentKey(key) }, sourceValue: { item.errorSourceValue }) {
                    (memberContext: inout MappingContext) throws(MappingError) in
                    try member.read(item, context: &memberContext)
                }
                if case .some(.some(let value)) = value {
                    values[key] = value
                } else {
                    droppedKeys.insert(key)
                    failures.markLastDropped()
                }
            }
            try failures.finish(sourceValue: source.errorSourceValue, context: &context)
            return values
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
    public static func dictionary<Member: JSONMapper, Wrapped>(
        of member: Member
    ) -> CompactDictionaryOf<Member, Wrapped>
    where Member.Input == JSON?, Member.Output == Wrapped?, Wrapped: Sendable {
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
    public static func dictionary<Member: JSONMapper>(
        of member: Member
    ) -> CompactDictionaryOf<Then<Member, Present<Member.Output>>, Member.Output>
    where Member.Input == JSON?, Member.Output: Sendable {
        CompactDictionaryOf(Then(member, Present()))
    }

}

extension Mappers.CompactDictionaryOf: ReversibleMapper where Member: JSONCodec {}

extension Mappers.CompactDictionaryOf: JSONCodec where Member: JSONCodec {
    /// Writes every value as a member of a JSON object, sorted by key, with the member mapper; a
    /// value it writes nothing for, or that fails, is left out, with the same error rules as
    /// reading.
    @inlinable
    public func write(
        _ values: [String: Wrapped], to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        sink.beginObject(reservingCapacity: values.count)
        var failures = ElementErrors()
        for (key, value) in sortedByKey(values) {
            let checkpoint = sink.checkpoint
            sink.writeKey(key)
            let valueStart = sink.checkpoint
            let written: Void? = failures.attempt(at: { .documentKey(key) }) {
                (memberContext: inout MappingContext) throws(MappingError) in
                try member.write(.some(value), to: &sink, context: &memberContext)
            }
            if written == nil || sink.checkpoint == valueStart { sink.rollBack(to: checkpoint) }
        }
        sink.endObject()
        try failures.finish(sourceValue: nil, context: &context)
    }
}

extension Mappers.CompactDictionaryOf {
    /// `{"type": "object", "additionalProperties": …}` with the member mapper's schema; a member
    /// it maps to `nil` is dropped, with a non-fatal error when it failed.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let members = member.describe(.anything, in: &context)
        let object = JSONSchema(["type": "object", "additionalProperties": members.json]).containing(members)
        guard context.direction == .reading else { return object }
        return object.commented("a member that fails is dropped, with a non-fatal error")
    }
}
