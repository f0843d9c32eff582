extension Mappers {
    /// Passes JSON values of the allowed kinds through unchanged and fails fatally on any other.
    /// Hydrant's `HYDMapType`/`HYDMapTypes` for JSON, where the "classes" are JSON kinds.
    ///
    /// As an input check the failure is ``MappingError/Code/invalidSourceType``; as an output check
    /// (``Mapper/checkingOutput(_:)``) it is ``MappingError/Code/invalidResultingType``. Its reverse
    /// checks the same kinds on the other side.
    public struct KindCheck: ReversibleMapper {
        /// The kinds accepted.
        public let allowed: Set<JSONKind>
        /// The code of the error for any other kind.
        public let code: MappingError.Code

        /// Creates a check for the given kinds; an empty set allows every kind.
        public init(_ allowed: Set<JSONKind>, code: MappingError.Code = .invalidSourceType) {
            self.allowed = allowed
            self.code = code
        }

        /// Returns `input` if its kind is allowed.
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> JSON {
            try check(input)
            return input
        }

        /// Throws the error for a value of a kind that is not allowed.
        func check(_ input: some JSONSource) throws(MappingError) {
            guard allowed.isEmpty || allowed.contains(input.kind) else {
                let expected = JSONKind.allCases.filter(allowed.contains).map(\.description)
                let list =
                    expected.count == 1
                    ? expected[0] : expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
                throw code == .invalidResultingType
                    ? MappingError(
                        code: code, destinationValue: input.errorSourceValue,
                        detail: "mapper produced \(input.kind), expected \(list)")
                    : MappingError(
                        code: code, sourceValue: input.errorSourceValue, detail: "expected \(list), got \(input.kind)")
            }
        }

        /// The same kinds checked on the other side: an input check becomes an output check
        /// (``MappingError/Code/invalidResultingType``) and the other way round.
        public var reversed: KindCheck {
            switch code {
            case .invalidSourceType: KindCheck(allowed, code: .invalidResultingType)
            case .invalidResultingType: KindCheck(allowed, code: .invalidSourceType)
            default: self
            }
        }
    }

    /// A mapper that accepts only JSON values of the given kinds.
    ///
    /// ```swift
    /// let id = Mappers.kind(.string, .number)
    /// try id.map(42)       // 42
    /// try id.map(true)     // throws: expected a number or a string, got a boolean
    /// ```
    public static func kind(_ kinds: JSONKind...) -> KindCheck {
        KindCheck(Set(kinds))
    }

    /// A mapper that accepts only JSON values of the given kinds; an empty set accepts all.
    public static func kinds(_ kinds: Set<JSONKind>) -> KindCheck {
        KindCheck(kinds)
    }
}

extension Mappers.KindCheck: JSONMapper, JSONCodec {
    /// The source's value, when its kind is allowed.
    public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> JSON {
        try check(source)
        return source.json
    }

    /// Writes `value`, when its kind is allowed (the reverse's check and error).
    public func write(_ value: JSON, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError) {
        try reversed.check(value)
        sink.write(value)
    }
}

extension Mapper where Input == JSON {
    /// This mapper, run only on JSON values of the given kinds; others fail with
    /// ``MappingError/Code/invalidSourceType`` before this mapper sees them.
    public func checkingInput(_ kinds: Set<JSONKind>) -> Mappers.Then<Mappers.KindCheck, Self> {
        Mappers.Then(Mappers.KindCheck(kinds), self)
    }
}

extension Mapper where Output == JSON {
    /// This mapper, whose results must be of the given kinds; others fail with
    /// ``MappingError/Code/invalidResultingType``.
    public func checkingOutput(_ kinds: Set<JSONKind>) -> Mappers.Then<Self, Mappers.KindCheck> {
        Mappers.Then(self, Mappers.KindCheck(kinds, code: .invalidResultingType))
    }
}

extension Mappers.KindCheck {
    /// What it is given, limited to the allowed kinds (`type`).
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let order: [(JSONKind, JSON)] = [
            (.object, "object"), (.array, "array"), (.string, "string"), (.number, "number"), (.bool, "boolean"),
            (.null, "null"),
        ]
        let types = order.filter { allowed.contains($0.0) }.map(\.1)
        // No kinds listed allows every kind.
        guard !types.isEmpty else { return input }
        return input.setting("type", types.count == 1 ? types[0] : .array(types))
    }
}
