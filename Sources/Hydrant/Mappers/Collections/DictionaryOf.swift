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
    /// The reverse, ``DictionaryOfReversed``, writes a JSON object with the members sorted by key.
    /// To drop members that cannot be mapped, use an optional member mapper: see
    /// ``CompactDictionaryOf``.
    public struct DictionaryOf<Member: Mapper>: Mapper where Member.Input == JSON {
        /// The mapper applied to every member's value.
        public let member: Member

        /// Creates a mapper that maps every member's value of an object with `member`.
        ///
        /// ```swift
        /// let scores = Mappers.DictionaryOf(Mappers.value(Int.self))
        /// ```
        @inlinable
        public init(_ member: Member) {
            self.member = member
        }

        /// Maps every member of `input`, which must be a JSON object.
        ///
        /// ```swift
        /// try Mappers.dictionary(of: Mappers.value(Bool.self)).map(["on": true])   // ["on": true]
        /// ```
        @inlinable
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> [String: Member.Output] {
            guard case .object(let object) = input else {
                throw MappingError.kindMismatch(expected: "an object", found: input.kind, sourceValue: input)
            }
            var values: [String: Member.Output] = [:]
            values.reserveCapacity(object.count)
            var failures = ElementErrors()
            var failedKeys: Set<String> = []
            for (key, item) in object where values[key] == nil && !failedKeys.contains(key) {
                let value = failures.attempt(at: { .documentKey(key) }) { (memberContext: inout MappingContext) throws(MappingError) in
                    try member.map(item, context: &memberContext)
                }
                if let value {
                    values[key] = value
                } else {
                    failedKeys.insert(key)
                }
            }
            try failures.finish(sourceValue: input, context: &context)
            return values
        }
    }

    /// Writes a dictionary as a JSON object with a reversed member mapper; the reverse of
    /// ``DictionaryOf``, with the same error rules.
    ///
    /// The members are written, and their errors listed, in the order of their keys' Unicode
    /// scalars, so that the output is the same on every run.
    ///
    /// ```swift
    /// let scores = Mappers.dictionary(of: Mappers.value(Int.self))
    /// try scores.reversed.map(["bob": 5, "ada": 3])   // {"ada":3,"bob":5}
    /// ```
    public struct DictionaryOfReversed<Member: ReversibleMapper>: Mapper where Member.Input == JSON {
        /// The forward mapper this one reverses.
        public let forward: DictionaryOf<Member>
        @usableFromInline let reversedMember: Member.Reversed

        /// Creates the reverse of `forward`.
        ///
        /// ```swift
        /// let write = Mappers.DictionaryOfReversed(Mappers.dictionary(of: Mappers.value(Int.self)))
        /// ```
        @inlinable
        public init(_ forward: DictionaryOf<Member>) {
            self.forward = forward
            self.reversedMember = forward.member.reversed
        }

        /// Writes every entry of `input` as a member of a JSON object, sorted by key.
        ///
        /// ```swift
        /// try Mappers.dictionary(of: Mappers.value(String.self)).reversed.map(["k": "v"])   // {"k":"v"}
        /// ```
        @inlinable
        public func map(_ input: [String: Member.Output], context: inout MappingContext) throws(MappingError) -> JSON {
            var object = JSONObject()
            object.reserveCapacity(input.count)
            var failures = ElementErrors()
            for (key, value) in sortedByKey(input) {
                let item = failures.attempt(at: { .documentKey(key) }) { (memberContext: inout MappingContext) throws(MappingError) in
                    try reversedMember.map(value, context: &memberContext)
                }
                if let item { object.append(key: key, value: item) }
            }
            try failures.finish(sourceValue: nil, context: &context)
            return .object(object)
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
    public static func dictionary<Member: Mapper>(of member: Member) -> DictionaryOf<Member> where Member.Input == JSON {
        DictionaryOf(member)
    }
}

extension Mappers.DictionaryOf: ReversibleMapper where Member: ReversibleMapper {
    /// Writes dictionaries back as JSON objects, sorted by key, with the reversed member mapper.
    ///
    /// ```swift
    /// let flags = Mappers.dictionary(of: Mappers.value(Bool.self))
    /// try flags.reversed.map(["b": true, "a": false])   // {"a":false,"b":true}
    /// ```
    @inlinable
    public var reversed: Mappers.DictionaryOfReversed<Member> {
        Mappers.DictionaryOfReversed(self)
    }
}

extension Mappers.DictionaryOfReversed: ReversibleMapper {
    /// The forward ``Mappers/DictionaryOf``.
    ///
    /// ```swift
    /// let flags = Mappers.dictionary(of: Mappers.value(Bool.self))
    /// try flags.reversed.reversed.map(["a": true])   // ["a": true]
    /// ```
    @inlinable
    public var reversed: Mappers.DictionaryOf<Member> {
        forward
    }
}

/// The entries of a dictionary sorted by key, comparing the keys' UTF-8 bytes (which orders them by
/// Unicode scalar value), as ``JSONObject/init(_:)`` does.
@inlinable
func sortedByKey<Value>(_ dictionary: [String: Value]) -> [(key: String, value: Value)] {
    dictionary.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
}

extension Mappers.DictionaryOf: NodeMapper where Member: NodeMapper {
    /// Maps every member of an object read in place from a document; the same rules and errors as
    /// ``map(_:context:)``.
    @inlinable
    public func map(node: JSONNode, context: inout MappingContext) throws(MappingError) -> [String: Member.Output] {
        guard let count = node.objectCount else {
            throw MappingError.kindMismatch(expected: "an object", found: node.kind, sourceValue: DocumentValue(node))
        }
        var values: [String: Member.Output] = [:]
        values.reserveCapacity(count)
        var failures = ElementErrors()
        var failedKeys: Set<String> = []
        for (key, item) in node.members where values[key] == nil && !failedKeys.contains(key) {
            let value = failures.attempt(at: { .documentKey(key) }) { (memberContext: inout MappingContext) throws(MappingError) in
                try member.map(node: item, context: &memberContext)
            }
            if let value {
                values[key] = value
            } else {
                failedKeys.insert(key)
            }
        }
        try failures.finish(sourceValue: DocumentValue(node), context: &context)
        return values
    }
}

extension Mappers.DictionaryOfReversed: JSONWritingMapper where Member.Reversed: JSONWritingMapper {
    /// Writes every entry of `input` as a member of a JSON object, sorted by key, with the same
    /// rules and errors as ``map(_:context:)``: a member that fails leaves nothing written.
    @inlinable
    public func write(_ input: [String: Member.Output], to output: inout JSONOutput, context: inout MappingContext) throws(MappingError) {
        output.beginObject()
        var failures = ElementErrors()
        for (key, value) in sortedByKey(input) {
            let checkpoint = output.checkpoint
            output.writeKey(key)
            let written: Void? = failures.attempt(at: { .documentKey(key) }) { (memberContext: inout MappingContext) throws(MappingError) in
                try reversedMember.write(value, to: &output, context: &memberContext)
            }
            if written == nil { output.rollBack(to: checkpoint) }
        }
        output.endObject()
        try failures.finish(sourceValue: nil, context: &context)
    }
}
