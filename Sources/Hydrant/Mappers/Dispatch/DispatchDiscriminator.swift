/// What a ``Mappers/Dispatch`` chooses its case by: a member of the input (the *discriminator*,
/// such as `"type"`), or the input's JSON kind.
///
/// - A string literal, or ``member(_:)`` with any accessor, reads the discriminator with an
///   accessor; the cases are keyed by ``/HydrantJSON/JSON`` values (`"circle"`, `2`). The reverse writes the
///   chosen case's key back at the accessor.
/// - ``kind`` uses the input's ``/HydrantJSON/JSONKind``; the cases are keyed by kinds (`.number`, `.object`).
///   The reverse adds nothing.
///
/// ```swift
/// Mappers.dispatch(on: "type", to: Shape.self) { … }                       // {"type": "circle", …}
/// Mappers.dispatch(on: .member(Accessors.key("@type")), to: Shape.self) { … }
/// Mappers.dispatch(on: .kind, to: Owner.self) { … }                        // 42 or {"name": …}
/// ```
public struct DispatchDiscriminator<Key: Hashable & Sendable>: Sendable {
    /// The accessor that reads the discriminator; `nil` when dispatching on the kind.
    ///
    /// ```swift
    /// DispatchDiscriminator<JSON>.member(Accessors.keyPath("meta.type")).accessor?.description   // "meta.type"
    /// DispatchDiscriminator<JSONKind>.kind.accessor                                                // nil
    /// ```
    public let accessor: (any Accessor)?
    /// Reads the key from the input; `nil` when the discriminator is missing.
    @usableFromInline let read: @Sendable (JSON) throws(MappingError) -> Key?
    /// `read` for a value read in place from a document.
    @usableFromInline let readNode: @Sendable (JSONNode) throws(MappingError) -> Key?
    /// Writes the key into the reverse's output.
    @usableFromInline let write: @Sendable (Key, inout JSON) throws(MappingError) -> Void
    /// The detail of the error for a key no case has (`nil`: missing), given the cases' keys. Never
    /// contains the key itself: it is data.
    @usableFromInline let mismatch: @Sendable (Key?, [Key]) -> String
}

extension DispatchDiscriminator: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral,
    ExpressibleByStringLiteral
where Key == JSON {
    /// A discriminator read with a key path: `"type"`, `"meta.kind"`.
    ///
    /// ```swift
    /// let discriminator: DispatchDiscriminator<JSON> = "meta.kind"
    /// ```
    public init(stringLiteral keyPath: String) {
        self = .member(Accessors.keyPath(keyPath))
    }

    /// A discriminator read with `accessor`; the cases are keyed by the JSON values found there.
    ///
    /// ```swift
    /// Mappers.dispatch(on: .member(Accessors.key("kind.v2")), to: Shape.self) { … }
    /// ```
    public static func member(_ accessor: some Accessor) -> Self {
        let accessor = accessor.resolved
        let path = accessor as? Accessors.Path
        return DispatchDiscriminator(
            accessor: accessor,
            read: { input throws(MappingError) in try accessor.read(from: input) },
            readNode: { node throws(MappingError) in
                // The discriminator itself is a small value: its tree is the key.
                if let path { return try path.read(from: node)?.json }
                return try accessor.read(from: node.json)
            },
            write: { key, output throws(MappingError) in try accessor.write(key, into: &output) },
            mismatch: { found, keys in
                guard let found else { return "the discriminator is missing" }
                return keys.count == 1
                    ? "the discriminator (\(found.kind)) does not match the only case"
                    : "the discriminator (\(found.kind)) matches none of the \(keys.count) cases"
            })
    }
}

extension DispatchDiscriminator where Key == JSONKind {
    /// Dispatches on the input's JSON kind: the cases are keyed by ``/HydrantJSON/JSONKind``, and the reverse
    /// adds nothing to the payload's JSON.
    ///
    /// ```swift
    /// let owner = Mappers.dispatch(on: .kind, to: Owner.self) {
    ///     Mappers.DispatchCase(.number, Mappers.value(Int.self), embed: Owner.id,
    ///                          extract: { if case .id(let id) = $0 { id } else { nil } })
    ///     Mappers.DispatchCase(.object, user, embed: Owner.user,
    ///                          extract: { if case .user(let user) = $0 { user } else { nil } })
    /// }
    /// try owner.map(42)        // .id(42)
    /// try owner.map("42")      // throws: expected a number or an object, got a string
    /// ```
    public static var kind: Self {
        DispatchDiscriminator(
            accessor: nil,
            read: { input in input.kind },
            readNode: { node in node.kind },
            write: { _, _ in },
            mismatch: { found, keys in
                let expected = JSONKind.allCases.filter(keys.contains).map(\.description)
                let list =
                    expected.count <= 1
                    ? expected.first ?? "nothing"
                    : expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
                return "expected \(list), got \(found?.description ?? "nothing")"
            })
    }
}

extension DispatchDiscriminator {
    /// The key of the value `source` holds: read in place from a document, or from a tree.
    @inlinable
    func key(in source: some JSONSource) throws(MappingError) -> Key? {
        switch source.form {
        case .node(let node): try readNode(node)
        case .tree(let json): try read(json)
        }
    }
}
