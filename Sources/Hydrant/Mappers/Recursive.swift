extension Mappers {
    /// A mapper that refers to itself, for recursive models: a comment with replies, a tweet that
    /// quotes a tweet.
    ///
    /// ```swift
    /// struct Comment: Sendable { let text: String; let replies: [Comment] }
    ///
    /// let comment = Mappers.recursive { comment in
    ///     Mappers.object(Comment.init) {
    ///         Field("text", \.text)
    ///         Field("replies", \.replies, Mappers.array(of: comment))
    ///     }
    /// }
    /// ```
    ///
    /// `build` receives a stand-in for the mapper being built and returns the mapper; the
    /// stand-in maps with that mapper, in both directions and in place from documents. Nesting is
    /// bounded by the reader's depth limit. The stand-in refers to the mapper without keeping it
    /// alive: use it only inside the mapper that `build` returns.
    public struct Recursive<Output>: ReversibleMapper, NodeMapper {
        @usableFromInline let reference: RecursiveReference<Output>

        @inlinable
        init(reference: RecursiveReference<Output>) {
            self.reference = reference
        }

        /// Maps `input` with the mapper `build` returned.
        @inlinable
        public func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> Output {
            try reference.box.forward(input, &context)
        }

        /// Maps a node with the mapper `build` returned.
        @inlinable
        public func map(node: JSONNode, context: inout MappingContext) throws(MappingError) -> Output {
            try reference.box.forwardNode(node, &context)
        }

        /// The reverse of the mapper `build` returned.
        public var reversed: RecursiveReversed<Output> {
            RecursiveReversed(reference: reference)
        }
    }

    /// The reverse of a ``Recursive`` mapper.
    public struct RecursiveReversed<Output>: ReversibleMapper {
        @usableFromInline let reference: RecursiveReference<Output>

        @usableFromInline
        init(reference: RecursiveReference<Output>) {
            self.reference = reference
        }

        /// Maps `input` back with the reverse of the mapper `build` returned.
        @inlinable
        public func map(_ input: Output, context: inout MappingContext) throws(MappingError) -> JSON {
            try reference.box.backward(input, &context)
        }

        /// The forward ``Recursive`` mapper.
        public var reversed: Recursive<Output> {
            Recursive(reference: reference)
        }
    }

    /// A mapper that refers to itself; see ``Recursive``.
    @inlinable
    public static func recursive<M: ReversibleMapper & NodeMapper>(
        _ build: (Recursive<M.Output>) -> M
    ) -> Recursive<M.Output> {
        let box = RecursiveBox<M.Output>()
        let mapper = build(Recursive(reference: RecursiveReference(unowned: box)))
        let reversed = mapper.reversed
        box.forward = { input, context throws(MappingError) in try mapper.map(input, context: &context) }
        box.forwardNode = { node, context throws(MappingError) in try mapper.map(node: node, context: &context) }
        box.backward = { value, context throws(MappingError) in try reversed.map(value, context: &context) }
        let write = ChildWriting.writer(reversed)
        box.write = { value, output, context throws(MappingError) in _ = try write(value, &output, &context) }
        return Recursive(reference: RecursiveReference(owning: box))
    }
}

extension Mappers.RecursiveReversed: JSONWritingMapper {
    /// Writes `input` with the reverse of the mapper `build` returned.
    @inlinable
    public func write(_ input: Output, to output: inout JSONOutput, context: inout MappingContext) throws(MappingError) {
        try reference.box.write(input, &output, &context)
    }
}

/// The mapper a ``Mappers/Recursive`` maps with. Its closures are set once, by
/// ``Mappers/recursive(_:)``, before the mapper is returned, and never change afterwards; a
/// stand-in used while it is being built throws instead of trapping.
@usableFromInline
final class RecursiveBox<Output>: @unchecked Sendable {
    @usableFromInline var forward: @Sendable (JSON, inout MappingContext) throws(MappingError) -> Output = { _, _ throws(MappingError) in
        throw RecursiveBox.notBuilt
    }
    @usableFromInline var forwardNode: @Sendable (JSONNode, inout MappingContext) throws(MappingError) -> Output = { _, _ throws(MappingError) in
        throw RecursiveBox.notBuilt
    }
    @usableFromInline var backward: @Sendable (Output, inout MappingContext) throws(MappingError) -> JSON = { _, _ throws(MappingError) in
        throw RecursiveBox.notBuilt
    }
    /// `backward` writing straight into JSON text.
    @usableFromInline var write: @Sendable (Output, inout JSONOutput, inout MappingContext) throws(MappingError) -> Void = { _, _, _ throws(MappingError) in
        throw RecursiveBox.notBuilt
    }

    @usableFromInline
    init() {}

    static var notBuilt: MappingError {
        MappingError(code: .invalidSourceValue, detail: "a recursive mapper was used before it was built")
    }
}

/// How a ``Mappers/Recursive`` refers to its box: the mapper `recursive(_:)` returns owns it; the
/// stand-ins inside it do not, so that the mapper does not keep itself alive.
@usableFromInline
struct RecursiveReference<Output>: Sendable {
    @usableFromInline let owner: RecursiveBox<Output>?
    @usableFromInline unowned let box: RecursiveBox<Output>

    @inlinable
    init(owning box: RecursiveBox<Output>) {
        self.owner = box
        self.box = box
    }

    @inlinable
    init(unowned box: RecursiveBox<Output>) {
        self.owner = nil
        self.box = box
    }
}
