/// A field's accessor, kept by reference in the generic values of a mapping (``Field``,
/// ``FieldDecoding``, ``FieldEncoding``, ``AnyField``).
///
/// A generic struct that holds an existential such as `any Accessor` inline is copied, in a module
/// other than Hydrant, through its type metadata (the compiler's value witnesses) rather than by
/// inline code, so the first copy of each `Field<Root, Value>` had its metadata built from its
/// mangled name: most of what was left of a cold start (see docs/Performance.md). A reference is
/// copied with a retain.
@usableFromInline
final class SharedAccessor: Sendable {
    /// The accessor.
    @usableFromInline let base: any Accessor

    @inlinable
    init(_ base: any Accessor) {
        self.base = base.resolved
    }
}
