// Built with the package trait Macros (on by default), which brings swift-syntax.
#if Macros
    import SwiftSyntax

    /// `Any` where a property's type means free-form JSON (`[String: Any]`, `[Any]`, `Any?`): no
    /// mapper reads it, and `JSON` is the type that holds any JSON value.
    enum FreeFormTypes {
        /// `type` with every `Any` (or `AnyObject`) replaced by `JSON`; `nil` when it has none.
        static func replacingAny(in type: TypeSyntax) -> TypeSyntax? {
            let rewriter = AnyToJSON(viewMode: .sourceAccurate)
            let rewritten = rewriter.rewrite(type)
            guard rewriter.replaced else { return nil }
            return rewritten.as(TypeSyntax.self)
        }

        /// Replaces `Any` and `AnyObject` with `JSON`, keeping the trivia around them.
        private final class AnyToJSON: SyntaxRewriter {
            private(set) var replaced = false

            override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
                guard ["Any", "AnyObject"].contains(node.name.text), node.genericArgumentClause == nil else {
                    return super.visit(node)
                }
                replaced = true
                return TypeSyntax(
                    node.with(
                        \.name,
                        .identifier(
                            "JSON", leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia)))
            }
        }
    }
#endif
