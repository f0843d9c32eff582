// Built with the package trait Macros (on by default), which brings swift-syntax.
#if Macros
    import SwiftDiagnostics
    import SwiftSyntax

    /// A diagnostic of the Hydrant macros: an error, with an ID tests can match, and the fix-it
    /// message when it has one.
    struct HydrantDiagnostic: DiagnosticMessage, FixItMessage {
        let message: String
        let id: String
        let severity: DiagnosticSeverity

        var diagnosticID: MessageID { MessageID(domain: "HydrantMacros", id: id) }
        var fixItID: MessageID { diagnosticID }

        static func error(_ id: String, _ message: String) -> Self {
            Self(message: message, id: id, severity: .error)
        }

        /// A fix-it message.
        static func fixIt(_ id: String, _ message: String) -> Self {
            Self(message: message, id: id, severity: .error)
        }

        /// A fix-it message that removes an attribute.
        static func remove(_ attribute: String) -> Self {
            Self(message: "Remove @\(attribute)", id: "remove-\(attribute)", severity: .error)
        }
    }

    extension AttributeSyntax {
        /// The attribute's name, without arguments: `Key` for `@Key("id")`.
        var name: String {
            attributeName.trimmedDescription
        }

        /// A fix-it that removes this attribute from its list.
        func removalFixIt() -> FixIt {
            FixIt(
                message: HydrantDiagnostic.remove(name),
                changes: [.replace(oldNode: Syntax(self), newNode: Syntax(AttributeListSyntax([])))])
        }
    }
#endif
