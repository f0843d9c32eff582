// Built with the package trait Macros (on by default), which brings swift-syntax.
#if Macros
    import SwiftSyntax

    /// A stored property `@Mappable` maps, with what its attributes say.
    struct MappedProperty {
        /// The property's name (`firstName`).
        let name: String
        /// The declared type, as written (`String?`).
        let type: TypeSyntax
        /// The key given with `@Key`, if any.
        let explicitKey: String?
        /// The other keys given with `@Alias`, read when the key is missing.
        let aliases: [String]
        /// The expression given with `@Default`, if any.
        let defaultValue: ExprSyntax?
        /// Whether `@Sensitive` marks it.
        let isSensitive: Bool
        /// The arguments of `@Validate`, as written, if any.
        let validation: LabeledExprListSyntax?
        /// The mapper given with `@Map`, if any.
        let mapper: ExprSyntax?
        /// Whether `@DecodeOnly` marks it.
        let isDecodeOnly: Bool
        /// Whether `@EncodeOnly` marks it: written, never read, not an initializer parameter.
        let isEncodeOnly: Bool
        /// Whether it is a `var` (a class's mapped properties must be).
        let isVariable: Bool
        /// `@NilValues`'s policy, if given.
        let nilValues: ExprSyntax?
        /// Whether Hydrant's `@Indirect` wraps it: its field maps the wrapper, `Indirect<Wrapped>`.
        let isIndirect: Bool
        /// The declaration's doc comment, as plain text: the field's description in JSON Schemas.
        let documentation: String?
        /// The declaration, for diagnostics.
        let node: Syntax

        /// The type of the initializer's parameter: the wrapper of an `@Indirect` property, else the
        /// declared type.
        var parameterType: String {
            isIndirect ? "Indirect<\((wrappedType ?? type).trimmedDescription)>" : type.trimmedDescription
        }

        /// ``parameterType`` as an expression's metatype (`T.self`): an implicitly unwrapped
        /// optional as the `Optional` it is, and a type that cannot stand before `.self` as it is
        /// written (`any P`, `A & B`, a function type) in parentheses.
        var parameterMetatype: String {
            guard !isIndirect else { return "\(parameterType).self" }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                return "Optional<\(unwrapped.wrappedType.trimmedDescription)>.self"
            }
            let plain =
                type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) || type.is(OptionalTypeSyntax.self)
                || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self)
            return plain ? "\(parameterType).self" : "(\(parameterType)).self"
        }

        /// Whether `type` is written as an `Optional`.
        static func isOptional(_ type: TypeSyntax) -> Bool {
            type.is(OptionalTypeSyntax.self) || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
        }

        /// The type without its `Optional`, when it is one (`String?`, `Optional<String>`).
        var wrappedType: TypeSyntax? { Self.wrapped(type) }

        /// `type` without its `Optional`, when it is one.
        static func wrapped(_ type: TypeSyntax) -> TypeSyntax? {
            if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
            if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
                let argument = identifier.genericArgumentClause?.arguments.first
            {
                // A type in swift-syntax 600, a choice of type or expression from 601 on.
                return argument.argument.as(TypeSyntax.self)
            }
            return nil
        }
    }

    /// The names the key strategies make of property names.
    enum KeyStrategy {
        case asGiven
        case snakeCase
        case kebabCase
        /// Any other `MappableKeys` expression: its keys are asked for at run time.
        case custom(ExprSyntax)

        /// The built-in strategy named `name` (`snakeCase`), if there is one.
        init?(named name: String) {
            switch name {
            case "asGiven": self = .asGiven
            case "snakeCase": self = .snakeCase
            case "kebabCase": self = .kebabCase
            default: return nil
            }
        }

        /// The expression of a custom strategy.
        var custom: ExprSyntax? {
            if case .custom(let expression) = self { expression } else { nil }
        }

        /// The key of a property named `name`: `firstName` → `first_name` (snake case) or
        /// `first-name` (kebab case); acronyms stay together (`userID` → `user_id`). `nil` for a
        /// custom strategy.
        func key(for name: String) -> String? {
            switch self {
            case .asGiven: name
            case .snakeCase: Self.words(of: name).joined(separator: "_")
            case .kebabCase: Self.words(of: name).joined(separator: "-")
            case .custom: nil
            }
        }

        /// The lower-cased words of a camel-case name.
        private static func words(of name: String) -> [String] {
            let characters = Array(name)
            var words: [String] = []
            var current = ""
            for (index, character) in characters.enumerated() {
                let previous = index > 0 ? characters[index - 1] : nil
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    character.isUppercase
                    && previous.map {
                        $0.isLowercase || $0.isNumber || ($0.isUppercase && (next?.isLowercase ?? false))
                    } ?? false
                if startsWord, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(contentsOf: character.lowercased())
            }
            if !current.isEmpty { words.append(current) }
            return words
        }
    }
#endif
