// Built with the package trait Macros (on by default), which brings swift-syntax.
#if Macros
    import SwiftSyntax

    /// Finds whether an expression calls only the library's mappers and value types and names no
    /// variable (outside its closures): see ``MappableMacro/isConstant(_:)``.
    final class LibraryCalls: SyntaxVisitor {
        /// The types whose initializers and static members make values of concrete types.
        static let types: Set<String> = ["Mappers", "DateFormat", "Locale", "TimeZone", "Validator", "Calendar"]
        private var foreign = false

        func onlyLibraryCalls(in expression: ExprSyntax) -> Bool {
            walk(expression)
            return !foreign
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            .skipChildren
        }

        /// A member's name is not a reference of its own: only its base is looked at.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base { walk(base) }
            return .skipChildren
        }

        /// A value named by a variable (lower case, by convention) may be of an opaque type.
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.baseName.text.first, first.isLowercase, node.baseName.text != "self" {
                foreign = true
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if !Self.isLibrary(node.calledExpression) { foreign = true }
            return .visitChildren
        }

        /// Whether a called expression is rooted at a library type (or an implicit member), other
        /// than `Mappers.indirect`.
        private static func isLibrary(_ callee: ExprSyntax) -> Bool {
            if let reference = callee.as(DeclReferenceExprSyntax.self) {
                return types.contains(reference.baseName.text)
            }
            guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
            if member.declName.baseName.text == "indirect" { return false }
            guard let base = member.base else { return true }
            if let call = base.as(FunctionCallExprSyntax.self) { return isLibrary(call.calledExpression) }
            return isLibrary(base)
        }
    }
#endif
