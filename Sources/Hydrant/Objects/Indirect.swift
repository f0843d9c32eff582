/// An optional property stored out of line, so that a struct can hold a value of its own type —
/// a tweet that quotes a tweet, a comment that answers a comment — the way `indirect` lets an
/// enum. (A value of its own type can only be optional, or in a collection, which needs no
/// wrapper.)
///
/// The wrapper is a value: copying it copies a reference to immutable storage, and setting a new
/// value replaces the storage, so copies never share changes; `nil` needs no storage at all.
/// `@Mappable` maps such a property like any optional:
///
/// ```swift
/// @Mappable(keys: .snakeCase)
/// struct Status: Sendable, Equatable {
///     let text: String
///     @Indirect var retweetedStatus: Status?   // missing or null → nil
/// }
/// ```
///
/// Written by hand, in an extension of the type (where the wrapper's storage, `_retweetedStatus`,
/// is visible), the field maps the storage with ``Mappers/indirect(_:)`` and the recursive mapper
/// being built, and an initializer keeps the wrapper the mapping made. (A field of the wrapped
/// value, `\.retweetedStatus`, with the memberwise initializer works too, but then the mapping
/// holds a whole `Status?` inline while it makes each status, and stores it a second time.)
///
/// ```swift
/// extension Status {
///     static let mapper = Mappers.recursive { status in
///         Mappers.object(Status.init(text:storing:)) {
///             Field("text", \.text)
///             Field("retweeted_status", \Status._retweetedStatus, Mappers.indirect(status))
///         }
///     }
///
///     init(text: String, storing retweetedStatus: Indirect<Status>) {
///         self.text = text
///         _retweetedStatus = retweetedStatus
///     }
/// }
/// ```
///
/// `Codable` sees the wrapped value: a synthesized conformance decodes and encodes the property as
/// if it were not wrapped — a missing key or `null` is `nil`, and `nil` writes nothing.
@propertyWrapper
public struct Indirect<Wrapped> {
    /// The immutable storage of a value; `Sendable` when the value is (see the conformance of
    /// ``Indirect``).
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline let value: Wrapped

        @inlinable
        init(_ value: Wrapped) {
            self.value = value
        }
    }

    /// The value's storage; `nil` for `nil`, which costs no allocation.
    @usableFromInline var storage: Storage?

    /// Wraps `wrappedValue`.
    @inlinable
    public init(wrappedValue: Wrapped?) {
        storage = wrappedValue.map(Storage.init)
    }

    /// The value.
    @inlinable
    public var wrappedValue: Wrapped? {
        get { storage?.value }
        set { storage = newValue.map(Storage.init) }
    }

    /// Whether two wrappers share their storage: then they hold the same value, without comparing
    /// it (a long chain of statuses compares in one step when it was copied).
    private func sharesStorage(with other: Self) -> Bool {
        storage === other.storage
    }
}

extension Indirect: Sendable where Wrapped: Sendable {}

extension Indirect: PropertyWrapperStorage {}

extension Indirect: Equatable where Wrapped: Equatable {
    /// Compares the wrapped values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Indirect: Hashable where Wrapped: Hashable {
    /// Hashes the wrapped value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension Indirect: Decodable where Wrapped: Decodable {
    /// Decodes the wrapped value (`null` is `nil`) from `decoder`, with no container of its own.
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try Wrapped?(from: decoder))
    }
}

extension Indirect: Encodable where Wrapped: Encodable {
    /// Encodes the wrapped value (`nil` as `null`) into `encoder`, with no container of its own.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a property wrapped in ``Indirect``: a missing key or `null` is `nil`, as for an
    /// optional property that is not wrapped. Synthesized `Decodable` conformances call it.
    public func decode<Wrapped: Decodable>(_ type: Indirect<Wrapped>.Type, forKey key: Key) throws -> Indirect<Wrapped>
    {
        Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// Encodes a property wrapped in ``Indirect``: `nil` writes nothing, as for an optional
    /// property that is not wrapped. Synthesized `Encodable` conformances call it.
    public mutating func encode<Wrapped: Encodable>(_ value: Indirect<Wrapped>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}

extension Mappers {
    /// Maps a value that may be missing or `null` into an ``Indirect`` wrapper, as
    /// `Mappers.nullable(_:)` does into an optional: missing and `null` are `nil` without an
    /// error, and the reverse writes nothing for `nil`. The mapper of a field of the wrapper's
    /// storage (see ``Indirect``):
    ///
    /// ```swift
    /// Field("retweeted_status", \Status._retweetedStatus, Mappers.indirect(status))
    /// ```
    @inlinable
    public static func indirect<Inner: JSONCodec>(
        _ inner: Inner
    ) -> some JSONCodec<Indirect<Inner.Output>> & Mapper<JSON?, Indirect<Inner.Output>> where Inner.Input == JSON {
        nullable(inner).then(IndirectWrapping())
    }
}

/// Wraps an optional value in ``Indirect``; its reverse unwraps it. Adds nothing to a schema: the
/// JSON is the wrapped value's.
@usableFromInline
struct IndirectWrapping<Wrapped>: ReversibleMapper {
    @inlinable init() {}

    @inlinable
    func map(_ input: Wrapped?, context: inout MappingContext) -> Indirect<Wrapped> {
        Indirect(wrappedValue: input)
    }

    @inlinable var reversed: IndirectUnwrapping<Wrapped> { IndirectUnwrapping() }

    @usableFromInline
    func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema { input }
}

/// The reverse of ``IndirectWrapping``.
@usableFromInline
struct IndirectUnwrapping<Wrapped>: ReversibleMapper {
    @inlinable init() {}

    @inlinable
    func map(_ input: Indirect<Wrapped>, context: inout MappingContext) -> Wrapped? {
        input.wrappedValue
    }

    @inlinable var reversed: IndirectWrapping<Wrapped> { IndirectWrapping() }

    @usableFromInline
    func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema { input }
}
