// Built with the package trait Macros (on by default), which brings swift-syntax.
#if Macros
    import SwiftDiagnostics
    import SwiftSyntax
    import SwiftSyntaxMacros

    /// The kinds of value the macro can recognise from a type's spelling or a literal. A macro sees
    /// no types, so these checks only diagnose what the spelling proves wrong (a string literal as the
    /// default of an `Int`); anything else is left to the compiler, in the expansion.
    enum SpelledKind: Equatable {
        case integer
        case floatingPoint
        case string
        case bool
        case array
        case dictionary

        /// The kind of a standard type spelled `type` (`Int`, `[String]`, `Set<Tag>`); `nil` for any
        /// other type, which may be expressible by any literal.
        init?(type: TypeSyntax) {
            if type.is(ArrayTypeSyntax.self) {
                self = .array
                return
            }
            if type.is(DictionaryTypeSyntax.self) {
                self = .dictionary
                return
            }
            guard let identifier = type.as(IdentifierTypeSyntax.self) else { return nil }
            switch identifier.name.text {
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
                self = .integer
            case "Double", "Float", "Float16", "CGFloat", "Decimal": self = .floatingPoint
            case "String", "Substring": self = .string
            case "Bool": self = .bool
            case "Array", "Set": self = .array
            case "Dictionary": self = .dictionary
            default: return nil
            }
        }

        /// The kind of value a literal makes (`-1` included); `nil` for anything else (and for `nil`).
        init?(literal expression: ExprSyntax) {
            var expression = expression
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
                expression = prefix.expression
            }
            if expression.is(IntegerLiteralExprSyntax.self) {
                self = .integer
            } else if expression.is(FloatLiteralExprSyntax.self) {
                self = .floatingPoint
            } else if expression.is(StringLiteralExprSyntax.self) {
                self = .string
            } else if expression.is(BooleanLiteralExprSyntax.self) {
                self = .bool
            } else if expression.is(ArrayExprSyntax.self) {
                self = .array
            } else if expression.is(DictionaryExprSyntax.self) {
                self = .dictionary
            } else {
                return nil
            }
        }

        /// Whether a literal of this kind can make a value of kind `kind` (an integer literal makes a
        /// `Double` too).
        func canMake(_ kind: SpelledKind) -> Bool {
            self == kind || (self == .integer && kind == .floatingPoint)
        }

        /// How a diagnostic names a literal of this kind.
        var literalName: String {
            switch self {
            case .integer: "an integer literal"
            case .floatingPoint: "a floating-point literal"
            case .string: "a string literal"
            case .bool: "a Boolean literal"
            case .array: "an array literal"
            case .dictionary: "a dictionary literal"
            }
        }
    }

    /// The checks of `@Default` and `@Validate` arguments against the property's spelled type.
    enum SpellingChecks {
        /// Diagnoses a `@Default` value that cannot be a value of the property's type; `false` when
        /// it did.
        static func checkDefault(
            _ value: ExprSyntax, of property: String, type: TypeSyntax, in context: some MacroExpansionContext
        ) -> Bool {
            let isOptional = MappedProperty.isOptional(type)
            if value.is(NilLiteralExprSyntax.self) {
                guard !isOptional else { return true }
                context.diagnose(
                    Diagnostic(
                        node: value,
                        message: HydrantDiagnostic.error(
                            "default-type",
                            "'nil' cannot be the default of '\(property)', of non-optional type '\(type.trimmedDescription)'"
                        )))
                return false
            }
            let base = MappedProperty.wrapped(type) ?? type
            guard let literal = SpelledKind(literal: value), let kind = SpelledKind(type: base), !literal.canMake(kind)
            else {
                return true
            }
            context.diagnose(
                Diagnostic(
                    node: value,
                    message: HydrantDiagnostic.error(
                        "default-type",
                        "\(literal.literalName) cannot be the default of '\(property)', of type '\(type.trimmedDescription)'"
                    )))
            return false
        }

        /// Diagnoses `@Validate` rules that cannot validate the property's type (a length for an
        /// `Int`, `.ifPresent` for a value that is never `nil`); `false` when it did.
        static func checkRules(
            _ rules: LabeledExprListSyntax, of property: String, type: TypeSyntax,
            in context: some MacroExpansionContext
        ) -> Bool {
            var valid = true
            for rule in rules where rule.label == nil {
                valid = checkRule(rule.expression, of: property, type: type, in: context) && valid
            }
            return valid
        }

        /// Checks one rule (`.minLength(2)`, `.ifPresent(.range(1...5))`).
        private static func checkRule(
            _ rule: ExprSyntax, of property: String, type: TypeSyntax, in context: some MacroExpansionContext
        ) -> Bool {
            let call = rule.as(FunctionCallExprSyntax.self)
            guard let member = (call?.calledExpression ?? rule).as(MemberAccessExprSyntax.self), member.base == nil
            else {
                return true
            }
            let name = member.declName.baseName.text
            let isOptional = MappedProperty.isOptional(type)
            let base = MappedProperty.wrapped(type) ?? type
            let spelled = type.trimmedDescription
            func reject(_ reason: String, fixIts: [FixIt] = []) -> Bool {
                context.diagnose(
                    Diagnostic(
                        node: rule,
                        message: HydrantDiagnostic.error(
                            "validate-type",
                            "rule '\(name)' cannot validate '\(property)' of type '\(spelled)': \(reason)"),
                        fixIts: fixIts))
                return false
            }
            let arguments = call?.arguments.map(\.expression) ?? []
            switch name {
            case "ifPresent", "required":
                guard isOptional else {
                    guard name == "ifPresent", let inner = arguments.first else {
                        return reject("it applies to optional properties")
                    }
                    return reject(
                        "it applies to optional properties",
                        fixIts: [
                            FixIt(
                                message: HydrantDiagnostic.fixIt("unwrap-if-present", "Validate the value itself"),
                                changes: [.replace(oldNode: Syntax(rule), newNode: Syntax(inner.trimmed))])
                        ])
                }
                guard name == "ifPresent", let inner = arguments.first else { return true }
                return checkRule(inner, of: property, type: base, in: context)
            case "length", "minLength", "maxLength":
                guard let kind = SpelledKind(type: base), [.integer, .floatingPoint, .bool].contains(kind) else {
                    return true
                }
                return reject("it applies to strings and collections")
            case "matches":
                guard let kind = SpelledKind(type: base), kind != .string else { return true }
                return reject("it applies to strings")
            case "min", "max", "range", "oneOf", "equal":
                guard let kind = SpelledKind(type: base) else { return true }
                if ["min", "max", "range"].contains(name), [.bool, .array, .dictionary].contains(kind) {
                    return reject("its values are not ordered")
                }
                for literal in arguments.flatMap(literals(in:)) {
                    guard let literalKind = SpelledKind(literal: literal), !literalKind.canMake(kind) else { continue }
                    return reject("\(literalKind.literalName) is not a value of it")
                }
                return true
            default:
                return true
            }
        }

        /// The literals that stand for values of the property in a rule's argument: a bound, the
        /// ends of a range, the elements of an array.
        private static func literals(in argument: ExprSyntax) -> [ExprSyntax] {
            if let range = argument.as(SequenceExprSyntax.self) {
                return range.elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }.map { ExprSyntax($0) }
            }
            if let range = argument.as(InfixOperatorExprSyntax.self) {
                return [range.leftOperand, range.rightOperand]
            }
            if let array = argument.as(ArrayExprSyntax.self) {
                return array.elements.map(\.expression)
            }
            return [argument]
        }
    }
#endif
