extension Mappers {
    /// Maps the members of a JSON object into a Swift dictionary, member by member.
    /// `HYDMapCollectionOf` for objects.
    ///
    /// - Any input other than an object, `null` included, is a fatal
    ///   ``MappingError/Code/invalidSourceType`` ("expected an object, got an array").
    /// - Every member is mapped in the object's order, each with a fresh ``MappingContext``. A
    ///   member's error is wrapped with its key on both sides (`id`, `"a.b"` for a key with a dot,
    ///   `id.name` for an error inside the member).
    /// - If any member fails fatally, the dictionary fails with a fatal
    ///   ``MappingError/Code/multipleErrors`` that lists every member error in order.
    /// - If members only record non-fatal errors, their values are kept and one non-fatal
    ///   ``MappingError/Code/multipleErrors`` is recorded.
    /// - When a key occurs more than once, the first member wins, as in a ``/HydrantJSON/JSONObject`` lookup; the
    ///   later ones are not mapped. Keys are compared as Swift strings compare them, so two keys
    ///   that differ only in Unicode normalization count as one key here.
    ///
    /// ```swift
    /// let scores = Mappers.dictionary(of: Mappers.value(Int.self))
    /// try scores.map(["ada": 3, "bob": 5])   // ["ada": 3, "bob": 5]
    /// try scores.map(["ada": "three"])       // throws: error at 'ada'
    /// ```
    ///
    /// The reverse (``Mappers/Reversed``) writes a JSON object with the members sorted by key.
    /// To drop members that cannot be mapped, use an optional member mapper: see
    /// ``CompactDictionaryOf``.
    public struct DictionaryOf<Member: JSONMapper>: JSONMapper where Member.Input == JSON {
        /// The mapper applied to every member's value.
        public let member: Member

        /// Creates a mapper that maps every member's value of an object with `member`.
        @inlinable
        public init(_ member: Member) {
            self.member = member
        }

        /// Maps every member of the source, which must be a JSON object; the first member of a
        /// repeated key wins.
        @inlinable
        public func read(
            _ source: some JSONSource, context: inout MappingContext
        ) throws(MappingError) -> [String: Member.Output] {
            guard source.kind == .object, let count = source.count else {
                throw MappingError.kindMismatch(
                    expected: "an object", found: source.kind, sourceValue: source.errorSourceValue)
            }
            var values: [String: Member.Output] = [:]
            values.reserveCapacity(count)
            var failures = ElementErrors()
            var failedKeys: Set<String> = []
            for (key, item) in source.members where values[key] == nil && !failedKeys.contains(key) {
                let value = failures.attempt(at: { .documentKey(key) }, sourceValue: { item.errorSourceValue }) {
                    (memberContext: inout MappingContext) throws(MappingError) in
                    try member.read(item, context: &memberContext)
                }
                if let value {
                    values[key] = value
                } else {
                    failedKeys.insert(key)
                }
            }
            try failures.finish(sourceValue: source.errorSourceValue, context: &context)
            return values
        }
    }

    /// A mapper that maps every member's value of a JSON object with `member`; see
    /// ``DictionaryOf`` for the rules.
    ///
    /// ```swift
    /// let prices = Mappers.dictionary(of: Mappers.value(Decimal.self))
    /// try prices.map(["tea": 2.50, "cake": 3])   // ["tea": 2.5, "cake": 3]
    /// try prices.map([1, 2])                     // throws: expected an object, got an array
    /// ```
    @inlinable
    public static func dictionary<Member: JSONMapper>(of member: Member) -> DictionaryOf<Member>
    where Member.Input == JSON {
        DictionaryOf(member)
    }

}

extension Mappers.DictionaryOf: ReversibleMapper where Member: JSONCodec {}

extension Mappers.DictionaryOf: JSONCodec where Member: JSONCodec {
    /// Writes every value as a member of a JSON object, sorted by key, with the member mapper; the
    /// same error rules as reading, and a member that fails leaves nothing written.
    @inlinable
    public func write(
        _ values: [String: Member.Output], to sink: inout some JSONSink, context: inout MappingContext
    ) throws(MappingError) {
        sink.beginObject(reservingCapacity: values.count)
        var failures = ElementErrors()
        for (key, value) in sortedByKey(values) {
            let checkpoint = sink.checkpoint
            sink.writeKey(key)
            let written: Void? = failures.attempt(at: { .documentKey(key) }) {
                (memberContext: inout MappingContext) throws(MappingError) in
                try member.write(value, to: &sink, context: &memberContext)
            }
            if written == nil { sink.rollBack(to: checkpoint) }
        }
        sink.endObject()
        try failures.finish(sourceValue: nil, context: &context)
    }
}

/// The entries of a dictionary sorted by key, comparing the keys' UTF-8 bytes (which orders them by
/// Unicode scalar value), as ``/HydrantJSON/JSONObject/init(_:)`` does.
@inlinable
func sortedByKey<Value>(_ dictionary: [String: Value]) -> [(key: String, value: Value)] {
    dictionary.sorted { $0.key.precedesInUTF8($1.key) }
}

extension Mappers.DictionaryOf {
    /// `{"type": "object", "additionalProperties": …}` with the member mapper's schema.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let members = member.describe(.anything, in: &context)
        return JSONSchema(["type": "object", "additionalProperties": members.json]).containing(members)
    }
}
