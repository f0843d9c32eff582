// Built with the package trait Macros (on by default), which brings swift-syntax.
#if Macros
    import SwiftDiagnostics
    import SwiftSyntax
    import SwiftSyntaxBuilder
    import SwiftSyntaxMacros

    /// `@Mappable`: writes a struct's explicit Hydrant mapper, one `Field` per stored property, in an
    /// extension that makes the type a `MapperProvider`.
    ///
    /// The extension holds two members: `static let mapper`, a `Mappers.object` whose initializer is
    /// the second member, `init(hydrantFields:…)`, which assigns every mapped property (so that the
    /// mapper never depends on the memberwise initializer, which an explicit `init` removes).
    public struct MappableMacro: ExtensionMacro {
        public static func expansion(
            of node: AttributeSyntax,
            attachedTo declaration: some DeclGroupSyntax,
            providingExtensionsOf type: some TypeSyntaxProtocol,
            conformingTo protocols: [TypeSyntax],
            in context: some MacroExpansionContext
        ) throws -> [ExtensionDeclSyntax] {
            if let enumDecl = declaration.as(EnumDeclSyntax.self) {
                return rawValueMapper(of: enumDecl, node: node, type: type, conformingTo: protocols, in: context)
            }
            // A struct is built by an initializer; a class by its `init()`, then assigned.
            let members: MemberBlockSyntax
            let modifiers: DeclModifierListSyntax
            let selfName: String
            let isClass: Bool
            if let structDecl = declaration.as(StructDeclSyntax.self) {
                (members, modifiers, selfName, isClass) = (
                    structDecl.memberBlock, structDecl.modifiers, structDecl.name.text, false
                )
                if structDecl.genericParameterClause != nil {
                    diagnoseGeneric(node, in: context)
                    return []
                }
            } else if let classDecl = declaration.as(ClassDeclSyntax.self) {
                (members, modifiers, selfName, isClass) = (
                    classDecl.memberBlock, classDecl.modifiers, classDecl.name.text, true
                )
                if classDecl.genericParameterClause != nil {
                    diagnoseGeneric(node, in: context)
                    return []
                }
            } else {
                context.diagnose(
                    Diagnostic(
                        node: node,
                        message: HydrantDiagnostic.error(
                            "not-a-struct", "@Mappable applies to structs, classes and raw-value enums")))
                return []
            }
            let strategy = keyStrategy(of: node)
            guard let properties = mappedProperties(of: members, initialValuesAreDefaults: !isClass, in: context) else {
                return []
            }
            guard keysAreDistinct(properties, strategy: strategy, in: context) else { return [] }
            if isClass {
                // A class is made by its `init()` and then assigned: every mapped property is a `var`.
                var assignable = true
                for property in properties where !property.isEncodeOnly && !property.isVariable {
                    context.diagnose(
                        Diagnostic(
                            node: property.node,
                            message: HydrantDiagnostic.error(
                                "class-let",
                                "a class's mapped properties are assigned after init(): make '\(property.name)' a var"))
                    )
                    assignable = false
                }
                guard assignable else { return [] }
            }

            let access = accessModifier(of: modifiers)
            let typeName = type.trimmedDescription
            let conformance =
                protocols.contains { $0.trimmedDescription.hasSuffix("MapperProvider") } ? ": MapperProvider" : ""
            // A property of the type's own type maps with the recursive mapper being built.
            var selfMappers: [String?] = []
            for property in properties {
                guard property.mapper == nil, Self.mentions(property.type, selfName) else {
                    selfMappers.append(nil)
                    continue
                }
                guard let mapper = Self.recursiveMapper(for: property.type, selfName: selfName) else {
                    context.diagnose(
                        Diagnostic(
                            node: property.node,
                            message: HydrantDiagnostic.error(
                                "recursive-shape",
                                "@Mappable maps a property of the type's own type as \(selfName)?, [\(selfName)], [String: \(selfName)] or Set<\(selfName)> (or an optional of them); give '\(property.name)' a mapper with @Map"
                            )))
                    return []
                }
                selfMappers.append(mapper)
            }
            let isRecursive = selfMappers.contains { $0 != nil }
            let fields = zip(properties, selfMappers).map {
                field(for: $0, strategy: strategy, typeName: typeName, selfMapper: $1)
            }.joined(separator: "\n")
            // A custom strategy is kept once, for every field to ask.
            let keysDecl =
                strategy.custom.map {
                    "\n    /// How `@Mappable` names this type's keys.\n    fileprivate static let hydrantKeys: MappableKeys = \($0.trimmedDescription)\n"
                } ?? ""
            let options =
                (argument("unmappedKeys", of: node).map { ".unmappedKeys(\($0.trimmedDescription))" } ?? "")
                + (argument("nilValues", of: node).map { ".nilValues(\($0.trimmedDescription))" } ?? "")
            // Encode-only properties are not initializer parameters: they keep their own value.
            let assigned = properties.filter { !$0.isEncodeOnly }
            let parameters = assigned.enumerated().map { index, property in
                "\(index == 0 ? "hydrantFields" : "_") \(property.name): \(property.parameterType)"
            }.joined(separator: ", ")
            let arguments = assigned.enumerated().map { index, _ in "$\(index)" }.joined(separator: ", ")
            // An `@Indirect` property is assigned its wrapper, made by the mapping.
            let assignments = assigned.map { "self.\($0.isIndirect ? "_" : "")\($0.name) = \($0.name)" }.joined(
                separator: "\n")
            let initializer: String
            if assigned.isEmpty {
                initializer = "{ \(typeName)(hydrantFields: ()) }"
            } else {
                initializer = "{ \(typeName)(hydrantFields: \(arguments)) }"
            }
            // The code that reads a document's object directly (a struct's, with keys known here),
            // and that writes it as text: the fields' ordinals are the parameters', then the
            // encode-only properties'.
            let selfMapperOf = Dictionary(
                zip(properties, selfMappers).map { ($0.0.name, $0.1) }, uniquingKeysWith: { first, _ in first })
            let ordered = assigned + properties.filter(\.isEncodeOnly)
            // Each field's mapper, made once in a static constant the direct code shares; the
            // recursive stand-in is the type's own mapper there.
            let mappers = ordered.map { property in
                Self.fieldMapper(
                    for: property,
                    selfMapper: (selfMapperOf[property.name] ?? nil).map {
                        $0.replacing("hydrantSelf", with: "\(typeName).mapper")
                    })
            }
            let directDecoding = DirectDecoding(
                properties: assigned, mappers: Array(mappers.prefix(assigned.count)), strategy: strategy,
                typeName: typeName)
            let directEncoding = DirectEncoding(
                properties: ordered, mappers: mappers, strategy: strategy, typeName: typeName)
            let readFunction = directDecoding.function()
            let writeFunction = directEncoding.function()
            // Closures, not the functions themselves: a static method's reference is not `@Sendable`
            // in every language mode.
            let direct =
                (readFunction == nil
                    ? ""
                    : "\n.readingDirectly { (hydrantReading, hydrantContext) throws(MappingError) in try \(typeName).hydrantRead(&hydrantReading, &hydrantContext) }")
                + (writeFunction == nil
                    ? ""
                    : "\n.writingDirectly { (hydrantModel, hydrantWriting) in \(typeName).hydrantWrite(hydrantModel, &hydrantWriting) }")
            let functions = [readFunction, writeFunction].compactMap { $0 }
            let directDecls =
                functions.isEmpty
                ? ""
                : "\n\n"
                    + ([Self.constants(of: ordered, mappers: mappers)] + functions).filter { !$0.isEmpty }.joined(
                        separator: "\n\n")
            let initDecl =
                assigned.isEmpty
                ? "private init(hydrantFields: Void) {}"
                : "private init(\(parameters)) {\n\(assignments)\n}"
            let recursion = isRecursive ? "Mappers.recursive { (hydrantSelf: Mappers.Recursive<\(typeName)>) in " : ""
            let source: DeclSyntax
            if isClass {
                source = """
                    extension \(raw: typeName)\(raw: conformance) {\(raw: keysDecl)
                        /// The explicit mapper `@Mappable` wrote for this type: a new instance from
                        /// `init()`, then every mapped property assigned.
                        \(raw: access)static let mapper = \(raw: recursion)Mappers.object(factory: { \(raw: typeName)() }) {
                            \(raw: fields)
                        }\(raw: options)\(raw: isRecursive ? " }" : "")
                    }
                    """
            } else {
                source = """
                    extension \(raw: typeName)\(raw: conformance) {\(raw: keysDecl)
                        /// The explicit mapper `@Mappable` wrote for this type.
                        \(raw: access)static let mapper = \(raw: recursion)Mappers.object(\(raw: initializer)) {
                            \(raw: fields)
                        }\(raw: options)\(raw: direct)\(raw: isRecursive ? " }" : "")

                        /// Assigns every mapped property; the initializer of `mapper`.
                        \(raw: initDecl)\(raw: directDecls)
                    }
                    """
            }
            guard let extensionDecl = source.as(ExtensionDeclSyntax.self) else { return [] }
            return [extensionDecl]
        }

        /// The `keys:` argument: `.asGiven` unless a strategy is given; any expression other than a
        /// built-in strategy is a custom one, evaluated at run time.
        static func keyStrategy(of node: AttributeSyntax) -> KeyStrategy {
            guard let expression = argument("keys", of: node) else { return .asGiven }
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
                let strategy = KeyStrategy(named: member.declName.baseName.text)
            {
                return strategy
            }
            return .custom(expression)
        }

        /// The attribute's argument labelled `label`, if given.
        static func argument(_ label: String, of node: AttributeSyntax) -> ExprSyntax? {
            guard case .argumentList(let arguments) = node.arguments else { return nil }
            return arguments.first { $0.label?.text == label }?.expression
        }

        /// Whether `type` names the type `name` anywhere (`[Comment]`, `Comment?`).
        static func mentions(_ type: TypeSyntax, _ name: String) -> Bool {
            type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        }

        /// The mapper of a property of the type's own type, from the recursive stand-in
        /// `hydrantSelf`: `T?` maps with it, `[T]` and `[T]?` with an array of it; `nil` for any other
        /// shape.
        static func recursiveMapper(for type: TypeSyntax, selfName: String) -> String? {
            func isSelf(_ type: TypeSyntax) -> Bool {
                type.as(IdentifierTypeSyntax.self).map { $0.name.text == selfName && $0.genericArgumentClause == nil }
                    ?? false
            }
            /// The mapper of a collection of the type: `[T]`, `[String: T]` or `Set<T>`.
            func collectionMapper(_ type: TypeSyntax) -> String? {
                if let array = type.as(ArrayTypeSyntax.self), isSelf(array.element) {
                    return "Mappers.array(of: hydrantSelf)"
                }
                if let dictionary = type.as(DictionaryTypeSyntax.self), dictionary.key.trimmedDescription == "String",
                    isSelf(dictionary.value)
                {
                    return "Mappers.dictionary(of: hydrantSelf)"
                }
                if let set = type.as(IdentifierTypeSyntax.self), set.name.text == "Set",
                    let element = set.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self),
                    isSelf(element)
                {
                    return "Mappers.set(of: hydrantSelf)"
                }
                return nil
            }
            let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType
            if let wrapped, isSelf(wrapped) { return "hydrantSelf" }
            return collectionMapper(type) ?? wrapped.flatMap(collectionMapper)
        }

        /// An enum with raw values maps through them: `Mappers.rawValue`.
        static func rawValueMapper(
            of decl: EnumDeclSyntax, node: AttributeSyntax, type: some TypeSyntaxProtocol,
            conformingTo protocols: [TypeSyntax],
            in context: some MacroExpansionContext
        ) -> [ExtensionDeclSyntax] {
            let rawTypes: Set<String> = [
                "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                "Double",
                "Bool",
            ]
            guard let first = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                rawTypes.contains(first)
            else {
                context.diagnose(
                    Diagnostic(
                        node: node,
                        message: HydrantDiagnostic.error(
                            "enum-without-raw-values",
                            "@Mappable on an enum needs raw values (enum E: String); map cases with values with Mappers.dispatch"
                        )))
                return []
            }
            let typeName = type.trimmedDescription
            let conformance =
                protocols.contains { $0.trimmedDescription.hasSuffix("MapperProvider") } ? ": MapperProvider" : ""
            let source: DeclSyntax = """
                extension \(raw: typeName)\(raw: conformance) {
                    /// The mapper `@Mappable` wrote for this type: through its raw values.
                    \(raw: accessModifier(of: decl.modifiers))static let mapper = Mappers.rawValue(\(raw: typeName).self)
                }
                """
            return source.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
        }

        /// Generic types are not supported yet.
        static func diagnoseGeneric(_ node: AttributeSyntax, in context: some MacroExpansionContext) {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: HydrantDiagnostic.error(
                        "generic-type",
                        "@Mappable does not support generic types yet; write the mapper with Mappers.object"
                    )))
        }

        /// `public ` or `package ` for these modifiers, or nothing.
        static func accessModifier(of modifiers: DeclModifierListSyntax) -> String {
            for modifier in modifiers {
                switch modifier.name.tokenKind {
                case .keyword(.public), .keyword(.open): return "public "
                case .keyword(.package): return "package "
                default: continue
                }
            }
            return ""
        }

        /// The stored properties to map, in declaration order; `nil` after diagnosing one that cannot
        /// be mapped. With `initialValuesAreDefaults` (a struct), a `var`'s initial value is its
        /// default.
        static func mappedProperties(
            of block: MemberBlockSyntax, initialValuesAreDefaults: Bool, in context: some MacroExpansionContext
        ) -> [MappedProperty]? {
            var properties: [MappedProperty] = []
            var failed = false
            for member in block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                let isStatic = variable.modifiers.contains {
                    [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
                }
                let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
                let markers = attributes.filter { MarkerCheck.names.contains($0.name) }
                if isStatic {
                    for marker in markers {
                        context.diagnose(
                            Diagnostic(
                                node: marker,
                                message: HydrantDiagnostic.error(
                                    "static-property",
                                    "@\(marker.name) applies to stored properties, not to static ones"),
                                fixIts: [marker.removalFixIt()]))
                        failed = true
                    }
                    continue
                }
                if variable.bindings.count > 1, !markers.isEmpty {
                    context.diagnose(
                        Diagnostic(
                            node: variable,
                            message: HydrantDiagnostic.error(
                                "multiple-bindings",
                                "@\(markers[0].name) applies to one property; declare the properties one by one")))
                    failed = true
                    continue
                }
                let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
                let isEncodeOnly = markers.contains { $0.name == "EncodeOnly" }
                // Hydrant's property wrapper: the field maps the wrapper (`\.$name`).
                let isIndirect = attributes.contains { $0.name == "Indirect" || $0.name.hasSuffix(".Indirect") }
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let isComputedProperty = binding.accessorBlock.map(isComputed) ?? false
                    if isComputedProperty, !isEncodeOnly {
                        for marker in markers {
                            context.diagnose(
                                Diagnostic(
                                    node: marker,
                                    message: HydrantDiagnostic.error(
                                        "computed-property",
                                        "@\(marker.name) applies to stored properties; '\(identifier.identifier.text)' is computed (mark it @EncodeOnly to write it)"
                                    ),
                                    fixIts: [marker.removalFixIt()]))
                            failed = true
                        }
                        continue
                    }
                    // A `let` with a value cannot be assigned: it is not mapped, unless it is written.
                    if isLet, binding.initializer != nil, !isEncodeOnly { continue }
                    if isEncodeOnly {
                        // The initializer does not assign it: it needs a value of its own.
                        let hasValue =
                            isComputedProperty || binding.initializer != nil
                            || (!isLet && binding.typeAnnotation.map { MappedProperty.isOptional($0.type) } ?? false)
                        if !hasValue {
                            context.diagnose(
                                Diagnostic(
                                    node: binding,
                                    message: HydrantDiagnostic.error(
                                        "encode-only-without-value",
                                        "@EncodeOnly property '\(identifier.identifier.text)' is never read, so it needs a value: give it one, or make it computed"
                                    )))
                            failed = true
                            continue
                        }
                        for marker in markers
                        where ["Alias", "Default", "Validate", "DecodeOnly"].contains(marker.name) {
                            context.diagnose(
                                Diagnostic(
                                    node: marker,
                                    message: HydrantDiagnostic.error(
                                        "encode-only-and-read",
                                        "@\(marker.name) is about reading; an @EncodeOnly property is never read"),
                                    fixIts: [marker.removalFixIt()]))
                            failed = true
                        }
                    }
                    guard let type = binding.typeAnnotation?.type else {
                        context.diagnose(
                            Diagnostic(
                                node: binding,
                                message: HydrantDiagnostic.error(
                                    "missing-type",
                                    "@Mappable needs the type of '\(identifier.identifier.text)' written out: a macro cannot infer it"
                                )))
                        failed = true
                        continue
                    }
                    // `Any` has no mapper; free-form JSON is `JSON` (unless a mapper is given).
                    if !markers.contains(where: { $0.name == "Map" }), let json = FreeFormTypes.replacingAny(in: type) {
                        context.diagnose(
                            Diagnostic(
                                node: type,
                                message: HydrantDiagnostic.error(
                                    "free-form-any",
                                    "'\(identifier.identifier.text)' is '\(type.trimmedDescription)', which no mapper reads: free-form JSON is 'JSON' ('[String: JSON]' for an object, '[JSON]' for an array)"
                                ),
                                fixIts: [
                                    FixIt(
                                        message: HydrantDiagnostic.fixIt(
                                            "free-form-any", "Use '\(json.trimmedDescription)'"),
                                        changes: [.replace(oldNode: Syntax(type), newNode: Syntax(json))])
                                ]))
                        failed = true
                        continue
                    }
                    var explicitKey: String?
                    var aliases: [String] = []
                    var defaultValue: ExprSyntax?
                    var isSensitive = false
                    var validation: LabeledExprListSyntax?
                    var mapper: ExprSyntax?
                    var isDecodeOnly = false
                    var nilValues: ExprSyntax?
                    var seen: Set<String> = []
                    for marker in markers {
                        if !seen.insert(marker.name).inserted {
                            context.diagnose(
                                Diagnostic(
                                    node: marker,
                                    message: HydrantDiagnostic.error(
                                        "duplicate-attribute", "@\(marker.name) is given twice"),
                                    fixIts: [marker.removalFixIt()]))
                            failed = true
                            continue
                        }
                        switch marker.name {
                        case "Validate":
                            if case .argumentList(let arguments) = marker.arguments { validation = arguments }
                        case "Map":
                            mapper = firstArgument(of: marker)
                        case "DecodeOnly":
                            isDecodeOnly = true
                        case "EncodeOnly":
                            break
                        case "NilValues":
                            nilValues = firstArgument(of: marker)
                        case "Key":
                            guard let key = stringLiteral(of: marker), !key.isEmpty else {
                                context.diagnose(
                                    Diagnostic(
                                        node: marker,
                                        message: HydrantDiagnostic.error(
                                            "bad-key", "@Key takes a non-empty string literal")))
                                failed = true
                                continue
                            }
                            explicitKey = key
                        case "Alias":
                            guard let given = stringLiterals(of: marker), !given.isEmpty, !given.contains("") else {
                                context.diagnose(
                                    Diagnostic(
                                        node: marker,
                                        message: HydrantDiagnostic.error(
                                            "bad-alias", "@Alias takes one or more non-empty string literals")))
                                failed = true
                                continue
                            }
                            aliases = given
                        case "Default":
                            defaultValue = firstArgument(of: marker)
                        default:
                            isSensitive = true
                        }
                    }
                    if let defaultValue,
                        !SpellingChecks.checkDefault(
                            defaultValue, of: identifier.identifier.text, type: type, in: context)
                    {
                        failed = true
                    }
                    // A struct's `var`'s initial value is its default (`@Default` wins; an optional's
                    // `nil` is what a missing optional maps to anyway; a class's properties all need
                    // one for `init()`, so there it says nothing). The compiler has checked its type.
                    if initialValuesAreDefaults, defaultValue == nil, !isLet, !isEncodeOnly,
                        let initial = binding.initializer?.value,
                        !(MappedProperty.isOptional(type) && initial.is(NilLiteralExprSyntax.self))
                    {
                        defaultValue = initial
                    }
                    if let validation,
                        !SpellingChecks.checkRules(validation, of: identifier.identifier.text, type: type, in: context)
                    {
                        failed = true
                    }
                    properties.append(
                        MappedProperty(
                            name: identifier.identifier.text, type: type.trimmed, explicitKey: explicitKey,
                            aliases: aliases,
                            defaultValue: defaultValue, isSensitive: isSensitive, validation: validation,
                            mapper: mapper, isDecodeOnly: isDecodeOnly, isEncodeOnly: isEncodeOnly, isVariable: !isLet,
                            nilValues: nilValues,
                            isIndirect: isIndirect,
                            documentation: variable.bindings.count == 1 ? documentation(of: variable) : nil,
                            node: Syntax(binding)))
                }
            }
            return failed ? nil : properties
        }

        /// Whether an accessor block makes a computed property (a getter), not observers.
        static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
            switch block.accessors {
            case .getter: return true
            case .accessors(let accessors):
                return accessors.contains {
                    [.keyword(.get), .keyword(._read), .keyword(.unsafeAddress)].contains(
                        $0.accessorSpecifier.tokenKind)
                }
            }
        }

        /// Two properties with one key: diagnosed on the second; `false` when there is any.
        static func keysAreDistinct(
            _ properties: [MappedProperty], strategy: KeyStrategy, in context: some MacroExpansionContext
        ) -> Bool {
            var seen: [String: String] = [:]
            var distinct = true
            for property in properties {
                // A custom strategy's keys are known only at run time.
                guard let key = property.explicitKey ?? strategy.key(for: property.name) else { continue }
                for key in [key] + property.aliases {
                    if let earlier = seen[key] {
                        context.diagnose(
                            Diagnostic(
                                node: property.node,
                                message: HydrantDiagnostic.error(
                                    "duplicate-key",
                                    earlier == property.name
                                        ? "'\(property.name)' has the key \"\(key)\" twice"
                                        : "'\(property.name)' and '\(earlier)' have the same key \"\(key)\"")))
                        distinct = false
                    }
                    seen[key] = property.name
                }
            }
            return distinct
        }

        /// The `Field` that maps `property`.
        static func field(
            for property: MappedProperty, strategy: KeyStrategy, typeName: String, selfMapper: String? = nil
        ) -> String {
            // A key the macro knows is a literal; a custom strategy's is asked for once, when the
            // mapper is made.
            var source =
                (property.explicitKey ?? strategy.key(for: property.name)).map {
                    StringLiteralExprSyntax(content: $0).trimmedDescription
                }
                ?? "\(typeName).hydrantKeys.key(for: \(StringLiteralExprSyntax(content: property.name).trimmedDescription))"
            if !property.aliases.isEmpty {
                source =
                    "Accessors.firstPresent("
                    + ([source] + property.aliases.map { StringLiteralExprSyntax(content: $0).trimmedDescription })
                    .joined(
                        separator: ", ") + ")"
            }
            var field: String
            if let (mapper, isDecoding) = fieldMapper(for: property, selfMapper: selfMapper) {
                // A decode-only field's mapper needs no reverse.
                let label = isDecoding ? "decoding: " : ""
                // An `@Indirect` property's storage (private: the expansion is in the type's file) is
                // mapped as it is, with its root written out.
                let keyPath = property.isIndirect ? "\\\(typeName)._\(property.name)" : "\\.\(property.name)"
                field = "Field(\(source), \(keyPath), \(label)\(mapper))"
            } else {
                field = "Field(\(source), \\.\(property.name))"
            }
            if let validation = property.validation {
                field += ".validated(\(validation.trimmedDescription))"
            }
            if property.isDecodeOnly, property.mapper == nil {
                field += ".decodeOnly()"
            }
            if let nilValues = property.nilValues {
                field += ".nilValues(\(nilValues.trimmedDescription))"
            }
            if let documentation = property.documentation {
                field += ".described(\(StringLiteralExprSyntax(content: documentation).trimmedDescription))"
            }
            // Last: it makes a `ComputedField`, which takes no other modifier.
            if property.isEncodeOnly {
                field += ".encodeOnly()"
            }
            return field
        }

        /// The mapper a property's `Field` is given, and whether it is given as `decoding:` (a
        /// decode-only field's given mapper needs no reverse); `nil` for a field without one, which
        /// maps with its type's own conversion.
        static func fieldMapper(for property: MappedProperty, selfMapper: String?) -> (String, Bool)? {
            guard
                property.isSensitive || property.defaultValue != nil || property.mapper != nil || selfMapper != nil
                    || !property.aliases.isEmpty || property.isIndirect
            else { return nil }
            // An Optional property takes the wrapped type's mapper and maps missing and null to
            // nil itself, unless a default says otherwise.
            var mapper: String
            if let given = property.mapper {
                mapper = given.trimmedDescription
            } else if let selfMapper {
                mapper = selfMapper
            } else {
                let mapped = property.defaultValue == nil ? (property.wrappedType ?? property.type) : property.type
                mapper = "Mappers.automatic(\(mapped.trimmedDescription).self)"
            }
            if property.isSensitive {
                // A given expression is parenthesised, whatever operators it has.
                mapper = property.mapper == nil ? "\(mapper).sensitive()" : "(\(mapper)).sensitive()"
            }
            if let defaultValue = property.defaultValue {
                mapper = "Mappers.defaulted(\(mapper), to: \(defaultValue.trimmedDescription))"
            }
            if property.isIndirect {
                mapper = "Mappers.indirect(\(mapper))"
            }
            return (mapper, property.isDecodeOnly && property.mapper != nil)
        }

        /// The static constants of the direct code, named by the property's ordinal among the
        /// fields and made once, not for every object: each property's mapper (typed as its
        /// `Field` types it, `Mappers.field`), and the `Mappers.Validate` of each property with
        /// `@Validate`.
        static func constants(of properties: [MappedProperty], mappers: [(String, Bool)?]) -> String {
            let mapperConstants = zip(properties, mappers).enumerated().compactMap { index, pair in
                pair.1.flatMap { mapper, _ in
                    isConstant(pair.0)
                        ? "private static let hydrantMapper\(index) = Mappers.field(\(pair.0.parameterMetatype), \(mapper))"
                        : nil
                }
            }
            let rules = properties.enumerated().compactMap { index, property in
                property.validation.map {
                    "private static let hydrantRules\(index) = Mappers.validate(\(property.parameterMetatype), \($0.trimmedDescription))"
                }
            }
            return (mapperConstants + rules).joined(separator: "\n")
        }

        /// Whether a property's mapper can be kept in a static constant: its type must be one a
        /// stored property can have, which an opaque type (`some JSONCodec<…>`) returned by a function
        /// is not. Only the library's own mappers and values are known not to be (`Mappers.…`,
        /// `DateFormat(…)`, member chains on them, implicit members, closures), except
        /// `Mappers.indirect`'s; any other call, or a variable (which may hold an opaque type), keeps
        /// the mapper where it is used, made for each value.
        static func isConstant(_ property: MappedProperty) -> Bool {
            guard !property.isIndirect else { return false }
            guard let given = property.mapper else { return true }
            return LibraryCalls(viewMode: .sourceAccurate).onlyLibraryCalls(in: given)
        }

        /// A declaration's doc comment (`///` lines or a `/** */` block) as plain text: the lines of
        /// a paragraph joined by spaces, paragraphs by a blank line; `nil` without one. A plain
        /// comment after the doc comment ends it, as the compiler's documentation does.
        static func documentation(of declaration: some SyntaxProtocol) -> String? {
            var lines: [Substring] = []
            for piece in declaration.leadingTrivia {
                switch piece {
                case .docLineComment(let text):
                    var line = text.dropFirst(3)
                    if line.first == " " { line = line.dropFirst() }
                    lines.append(line)
                case .docBlockComment(let text):
                    let body = text.dropFirst(3).dropLast(2)
                    lines += body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                        var line = line.drop { $0 == " " || $0 == "\t" }
                        if line.first == "*" { line = line.dropFirst() }
                        if line.first == " " { line = line.dropFirst() }
                        return line
                    }
                case .lineComment, .blockComment:
                    lines = []
                default:
                    continue
                }
            }
            var paragraphs: [String] = []
            var paragraph: [String] = []
            for line in lines + [""] {
                var text = line
                while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
                if text.isEmpty {
                    if !paragraph.isEmpty { paragraphs.append(paragraph.joined(separator: " ")) }
                    paragraph = []
                } else {
                    paragraph.append(String(text))
                }
            }
            return paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n\n")
        }

        /// The string literal an attribute's first argument is, without interpolations.
        static func stringLiteral(of attribute: AttributeSyntax) -> String? {
            guard let literal = firstArgument(of: attribute)?.as(StringLiteralExprSyntax.self),
                literal.segments.count == 1,
                case .stringSegment(let segment) = literal.segments.first
            else { return nil }
            return segment.content.text
        }

        /// The string literals an attribute's arguments are, without interpolations; `nil` if any
        /// argument is something else.
        static func stringLiterals(of attribute: AttributeSyntax) -> [String]? {
            guard case .argumentList(let arguments) = attribute.arguments else { return nil }
            var strings: [String] = []
            for argument in arguments {
                guard let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                    case .stringSegment(let segment) = literal.segments.first
                else { return nil }
                strings.append(segment.content.text)
            }
            return strings
        }

        /// An attribute's first argument.
        static func firstArgument(of attribute: AttributeSyntax) -> ExprSyntax? {
            guard case .argumentList(let arguments) = attribute.arguments else { return nil }
            return arguments.first?.expression
        }
    }

    /// An attribute `@Mappable` reads (`@Key`, `@Default`, `@Sensitive`): it expands to nothing,
    /// and diagnoses a use outside a property.
    public protocol MarkerMacro: PeerMacro {}

    extension MarkerMacro {
        /// Nothing; a diagnostic when the attribute is not on a property.
        public static func expansion(
            of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
            in context: some MacroExpansionContext
        ) throws -> [DeclSyntax] {
            MarkerCheck.check(node, on: declaration, in: context)
            return []
        }
    }

    /// `@Key("key")`: read by `@Mappable`.
    public struct KeyMacro: MarkerMacro {}

    /// `@Alias("key", …)`: read by `@Mappable`.
    public struct AliasMacro: MarkerMacro {}

    /// `@Default(value)`: read by `@Mappable`.
    public struct DefaultMacro: MarkerMacro {}

    /// `@Sensitive`: read by `@Mappable`.
    public struct SensitiveMacro: MarkerMacro {}

    /// `@Validate(rules…)`: read by `@Mappable`.
    public struct ValidateMacro: MarkerMacro {}

    /// `@Map(mapper)`: read by `@Mappable`.
    public struct MapMacro: MarkerMacro {}

    /// `@DecodeOnly`: read by `@Mappable`.
    public struct DecodeOnlyMacro: MarkerMacro {}

    /// `@EncodeOnly`: read by `@Mappable`.
    public struct EncodeOnlyMacro: MarkerMacro {}

    /// `@NilValues(policy)`: read by `@Mappable`.
    public struct NilValuesMacro: MarkerMacro {}

    /// What every marker checks about where it is written.
    enum MarkerCheck {
        /// The attributes `@Mappable` reads.
        static let names: Set<String> = [
            "Key", "Alias", "Default", "Sensitive", "Validate", "Map", "DecodeOnly", "EncodeOnly", "NilValues",
        ]

        static func check(
            _ node: AttributeSyntax, on declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
        ) {
            guard declaration.is(VariableDeclSyntax.self) else {
                context.diagnose(
                    Diagnostic(
                        node: node,
                        message: HydrantDiagnostic.error(
                            "not-a-property", "@\(node.name) applies to stored properties of a @Mappable struct"),
                        fixIts: [node.removalFixIt()]))
                return
            }
            // Only `@Mappable` reads the attribute: anywhere else it would silently do nothing.
            guard let enclosing = context.lexicalContext.first else { return }
            let attributes = enclosing.asProtocol((any WithAttributesSyntax).self)?.attributes ?? []
            let isMappable = attributes.contains { $0.as(AttributeSyntax.self)?.name.hasSuffix("Mappable") ?? false }
            if !isMappable {
                context.diagnose(
                    Diagnostic(
                        node: node,
                        message: HydrantDiagnostic.error(
                            "outside-mappable", "@\(node.name) has no effect outside a @Mappable type"),
                        fixIts: [node.removalFixIt()]))
            }
        }
    }
#endif
