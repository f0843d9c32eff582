// Built with the package trait Macros (on by default), which brings swift-syntax.
#if Macros
    import SwiftSyntax
    import SwiftSyntaxBuilder

    /// The code `@Mappable` writes to write a struct as JSON text without its fields' closures: a
    /// `hydrantWrite` function that writes each property, borrowed from the model, through
    /// `ObjectWriting` with the mapper its `Field` has.
    ///
    /// The `Field`s stay the one description of the mapping: `ObjectWriting` takes each member's
    /// key and `nil` policy from them, and makes every error as they do.
    struct DirectEncoding {
        /// The properties in the order of the mapping's fields: the initializer's parameters, then
        /// the encode-only properties (the mapping's computed fields).
        let properties: [MappedProperty]
        /// Per property, the mapper its `Field` has (`nil` for a field without one); the code names
        /// it `hydrantMapper<ordinal>`.
        let mappers: [(String, Bool)?]
        let strategy: KeyStrategy
        let typeName: String

        /// The `hydrantWrite` function, or `nil` when no property is written or a written key is a
        /// key path (its field writes a nested object); the mapping then writes with its fields.
        func function() -> String? {
            let written = properties.indices.filter { !properties[$0].isDecodeOnly }
            guard !written.isEmpty else { return nil }
            for index in written {
                // A custom strategy's keys are known at run time, where `ObjectWriting` checks them.
                guard let key = properties[index].explicitKey ?? strategy.key(for: properties[index].name) else {
                    continue
                }
                if key.contains(".") { return nil }
            }
            let writes = written.map(write).joined(separator: "\n")
            return """
                /// Writes one object as text for `mapper`, as its fields write it.
                private static func hydrantWrite(_ model: borrowing \(typeName), _ writing: inout ObjectWriting) {
                \(writes)
                }
                """
        }

        /// The statement that writes the property at `ordinal`.
        private func write(_ ordinal: Int) -> String {
            let property = properties[ordinal]
            let metatype = property.parameterMetatype
            var value = "hydrantValue"
            if property.validation != nil {
                value = "\(typeName).hydrantRules\(ordinal).reversed.map(hydrantValue, context: &hydrantContext)"
            }
            let conversion: String
            if let (mapper, _) = mappers[ordinal] {
                let named = MappableMacro.isConstant(property) ? "\(typeName).hydrantMapper\(ordinal)" : mapper
                conversion =
                    "ObjectWriting.write(\(value), as: \(metatype), with: \(named), to: &hydrantOutput, context: &hydrantContext)"
            } else {
                conversion =
                    "ObjectWriting.write(\(value), as: \(metatype), to: &hydrantOutput, context: &hydrantContext)"
            }
            let stored = property.isIndirect ? "_\(property.name)" : property.name
            return """
                writing.write(\(ordinal), model.\(stored)) { (hydrantValue, hydrantOutput, hydrantContext) throws(MappingError) in
                try \(conversion)
                }
                """
        }
    }
#endif
