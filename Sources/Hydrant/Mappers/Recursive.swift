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
    public struct Recursive<Output>: JSONCodec {
        @usableFromInline let reference: RecursiveReference<Output>

        @inlinable
        init(reference: RecursiveReference<Output>) {
            self.reference = reference
        }

        /// Reads with the mapper ``Mappers/recursive(_:)`` built.
        @inlinable
        public func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Output {
            switch source.form {
            case .node(let node): try reference.box.readNode(node, &context)
            case .tree(let json): try reference.box.readTree(json, &context)
            }
        }

        /// Writes with the mapper ``Mappers/recursive(_:)`` built.
        @inlinable
        public func write(
            _ value: Output, to sink: inout some JSONSink, context: inout MappingContext
        ) throws(MappingError) {
            let box = reference.box
            let wroteText: Void? = try sink.withTextOutput { (output: inout JSONOutput) throws(MappingError) in
                try box.writeText(value, &output, &context)
            }
            if wroteText != nil { return }
            let wroteTree: Void? = try sink.withTreeBuilder { (tree: inout JSONTreeBuilder) throws(MappingError) in
                try box.writeTree(value, &tree, &context)
            }
            if wroteTree != nil { return }
            var tree = JSONTreeBuilder(options: JSONWritingOptions(maxDepth: .max))
            try box.writeTree(value, &tree, &context)
            if let json = tree.value { sink.write(json) }
        }
    }

    /// A mapper that refers to itself; see ``Recursive``.
    @inlinable
    public static func recursive<M: JSONCodec>(
        _ build: (Recursive<M.Output>) -> M
    ) -> Recursive<M.Output> where M.Input == JSON {
        let box = RecursiveBox<M.Output>()
        let mapper = build(Recursive(reference: RecursiveReference(unowned: box)))
        box.readTree = { json, context throws(MappingError) in try mapper.read(json, context: &context) }
        box.readNode = { node, context throws(MappingError) in try mapper.read(node, context: &context) }
        box.writeTree = { value, tree, context throws(MappingError) in
            try mapper.write(value, to: &tree, context: &context)
        }
        box.writeText = { value, output, context throws(MappingError) in
            try mapper.write(value, to: &output, context: &context)
        }
        box.describe = { input, context in mapper.describe(input, in: &context) }
        return Recursive(reference: RecursiveReference(owning: box))
    }
}

extension Mappers.Recursive: ReversibleMapper {}

/// The mapper a ``Mappers/Recursive`` maps with. Its closures are set once, by
/// ``Mappers/recursive(_:)``, before the mapper is returned, and never change afterwards; a
/// stand-in used while it is being built throws instead of trapping.
@usableFromInline
final class RecursiveBox<Output>: @unchecked Sendable {
    /// Describes the built mapper (see ``Mapper/describe(_:in:)``).
    @usableFromInline var describe: @Sendable (JSONSchema, inout JSONSchema.Context) -> JSONSchema = { input, _ in input
    }
    /// Reads a tree with the built mapper.
    @usableFromInline var readTree: @Sendable (JSON, inout MappingContext) throws(MappingError) -> Output = {
        _, _ throws(MappingError) in
        throw RecursiveBox.notBuilt
    }
    /// Reads a document's node with the built mapper.
    @usableFromInline var readNode: @Sendable (JSONNode, inout MappingContext) throws(MappingError) -> Output = {
        _, _ throws(MappingError) in
        throw RecursiveBox.notBuilt
    }
    /// Writes into a tree with the built mapper.
    @usableFromInline var writeTree:
        @Sendable (Output, inout JSONTreeBuilder, inout MappingContext) throws(MappingError) -> Void = {
            _, _, _ throws(MappingError) in
            throw RecursiveBox.notBuilt
        }
    /// Writes into text with the built mapper.
    @usableFromInline var writeText:
        @Sendable (Output, inout JSONOutput, inout MappingContext) throws(MappingError) -> Void = {
            _, _, _ throws(MappingError) in
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

extension Mappers.Recursive {
    /// The built mapper's schema; where the mapper meets itself, a `$ref` to it under `$defs`
    /// (named after `Output`), which is added only when something refers to it.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        let box = reference.box
        return context.recursiveReference(to: String(describing: Output.self), identity: ObjectIdentifier(box)) {
            context in box.describe(input, &context)
        }
    }
}
