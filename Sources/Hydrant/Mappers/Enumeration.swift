extension Mappers {
    /// Maps values through a fixed table, such as JSON strings to the cases of a Swift enum.
    /// Hydrant's `HYDMapEnum`.
    ///
    /// A value that is not in the table is a fatal ``MappingError/Code/invalidSourceValue`` (the
    /// error does not print the value). The table must be one-to-one so that it can be inverted for
    /// the reverse; a table with two keys for one value is a programming error, reported when the
    /// mapper is built.
    public struct Enumeration<Source: Hashable & Sendable, Target: Hashable & Sendable>: ReversibleMapper {
        /// The table from source values to target values.
        public let table: [Source: Target]
        @usableFromInline let inverse: [Target: Source]

        /// Creates the mapper.
        ///
        /// - Precondition: No two keys map to the same value.
        public init(_ table: [Source: Target]) {
            var inverse: [Target: Source] = [:]
            for (source, target) in table {
                precondition(
                    inverse.updateValue(source, forKey: target) == nil,
                    "Mappers.enumeration: two keys map to the same value, so the table cannot be reversed")
            }
            self.table = table
            self.inverse = inverse
        }

        @usableFromInline
        init(table: [Source: Target], inverse: [Target: Source]) {
            self.table = table
            self.inverse = inverse
        }

        /// The table's value for `input`.
        @inlinable
        public func map(_ input: Source, context: inout MappingContext) throws(MappingError) -> Target {
            guard let value = table[input] else {
                let detail =
                    switch table.count {
                    case 0: "the table has no values"
                    case 1: "the value is not the one known value"
                    default: "the value is not one of the \(table.count) known values"
                    }
                throw MappingError(code: .invalidSourceValue, sourceValue: input, detail: detail)
            }
            return value
        }

        /// The inverted table.
        @inlinable
        public var reversed: Enumeration<Target, Source> {
            Enumeration<Target, Source>(table: inverse, inverse: table)
        }
    }

    /// A mapper from the keys of `table` to its values; its reverse maps values back to keys.
    ///
    /// ```swift
    /// let status = Mappers.enumeration(["active": Status.active, "deleted": Status.deleted])
    /// try status.map("deleted")        // .deleted
    /// try status.reversed.map(.active) // "active"
    /// try status.map("unknown")        // throws: not one of the 2 known values
    /// ```
    public static func enumeration<Source, Target>(_ table: [Source: Target]) -> Enumeration<Source, Target> {
        Enumeration(table)
    }

    /// Maps JSON values to a `RawRepresentable` type through its raw values (a `String` or `Int`
    /// enum, for example). An unknown raw value is a fatal ``MappingError/Code/invalidSourceValue``
    /// that lists the allowed raw values of a `CaseIterable` type (`expected one of "open",
    /// "closed"`); the reverse writes a value's raw value and never fails.
    public struct RawValue<Target: RawRepresentable & Sendable>: JSONCodec where Target.RawValue: JSONConvertible {
        /// Creates the mapper.
        @inlinable
        public init() {}

        /// The value whose raw value `input` is.
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Target {
            let raw = try Target.RawValue(source: source)
            guard let value = Target(rawValue: raw) else {
                var error = MappingError(code: .invalidSourceValue, sourceValue: source.errorSourceValue)
                error.lazyDetail = .computed { Self.allowedValues }
                throw error
            }
            return value
        }

        /// What an unknown raw value's error says: the allowed raw values, as JSON, for a
        /// `CaseIterable` type (`expected one of "open", "closed"`; the first 20); else that it
        /// is not one of them. It names no Swift type: entries and problem details go to an
        /// API's clients.
        @usableFromInline
        static var allowedValues: String {
            guard let cases = (Target.self as? any CaseIterable.Type)?.allCases else {
                return "the value is not one of the allowed values"
            }
            let values = cases.compactMap { ($0 as? Target).map { display($0.rawValue) } }
            guard !values.isEmpty else { return "the value is not one of the allowed values" }
            return "expected one of " + values.prefix(20).joined(separator: ", ") + (values.count > 20 ? ", …" : "")
        }

    }

    /// A mapper from JSON raw values to a `RawRepresentable` type.
    ///
    /// ```swift
    /// enum Role: String { case admin, user }
    /// try Mappers.rawValue(Role.self).map("admin")   // .admin
    /// ```
    @inlinable
    public static func rawValue<Target>(_ type: Target.Type) -> RawValue<Target> {
        RawValue()
    }
}

extension Mappers.RawValue {
    /// Writes `value`'s raw value.
    @inlinable
    public func write(_ value: Output, to sink: inout some JSONSink, context: inout MappingContext) throws(MappingError)
    {
        value.rawValue.writeJSON(to: &sink)
    }
}

extension Mappers.RawValue: ReversibleMapper {}

extension Mappers.Enumeration {
    /// What it is given, limited to the table's keys (`enum`, in the order of their JSON text) when
    /// they are values JSON holds; the reverse writes the same keys.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let keys = table.keys.compactMap { ($0 as? any JSONConvertible)?.json }
        guard input.describesValue, keys.count == table.count else {
            return input.commented("limited to the keys of an enumeration, which the schema does not list")
        }
        return input.setting("enum", .array(keys.sorted { $0.description < $1.description }))
    }
}

extension Mappers.RawValue {
    /// The raw value type's schema, limited to the cases' raw values (`enum`) when the type is
    /// `CaseIterable`.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let schema = Target.RawValue.jsonSchema(in: &context)
        guard let cases = (Target.self as? any CaseIterable.Type)?.allCases else {
            return schema.commented("limited to the raw values of \(Target.self), which the schema does not list")
        }
        let values = cases.compactMap { ($0 as? Target)?.rawValue.json }
        return schema.setting("enum", .array(values))
    }
}
