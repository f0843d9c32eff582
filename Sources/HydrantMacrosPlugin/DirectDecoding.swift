// Built with the package trait Macros (on by default), which brings swift-syntax.
#if Macros
    import SwiftSyntax
    import SwiftSyntaxBuilder

    /// The code `@Mappable` writes to read a struct from a document without its fields' closures:
    /// a `hydrantRead` function that finds the members it wants in one pass (a switch on the
    /// key's length, then its bytes), reads each field's value through `ObjectReading` with the
    /// mapper its `Field` has, and builds the value with `init(hydrantFields:…)`.
    ///
    /// The `Field`s stay the one description of the mapping (trees, schemas, writing), and
    /// `ObjectReading` makes every error as they do.
    struct DirectDecoding {
        /// The properties read, in the order of the initializer's parameters.
        let properties: [MappedProperty]
        /// Per property, the mapper its `Field` has and whether it is given as `decoding:` (`nil`
        /// for a field without one); the code names it `hydrantMapper<ordinal>`.
        let mappers: [(String, Bool)?]
        let strategy: KeyStrategy
        let typeName: String

        /// Where one property's value is found.
        private enum Input {
            /// The member with one key: the local it is kept in.
            case member(Int)
            /// A key path: the local of the member its first key finds; the rest is read from it.
            case path(Int)
            /// Aliases: the locals of the members of each key, the first present one wins.
            case firstPresent([Int])
        }

        /// The `hydrantRead` function, or `nil` when the keys are known only at run time (a custom
        /// strategy) or an alias is a key path; the mapping then reads with its fields.
        func function() -> String? {
            guard !properties.isEmpty, strategy.custom == nil else { return nil }
            var topKeys: [String] = []
            func local(_ key: String) -> Int {
                if let index = topKeys.firstIndex(of: key) { return index }
                topKeys.append(key)
                return topKeys.count - 1
            }
            var inputs: [Input] = []
            for property in properties {
                guard let key = property.explicitKey ?? strategy.key(for: property.name) else { return nil }
                if property.aliases.isEmpty {
                    let steps = key.split(separator: ".", omittingEmptySubsequences: false)
                    inputs.append(steps.count == 1 ? .member(local(key)) : .path(local(String(steps[0]))))
                } else {
                    let keys = [key] + property.aliases
                    guard !keys.contains(where: { $0.contains(".") }) else { return nil }
                    inputs.append(.firstPresent(keys.map(local)))
                }
            }
            let locals = topKeys.indices.map { "var hydrantMember\($0): JSONNode? = nil" }.joined(separator: "\n")
            let reads = zip(properties.indices, inputs).map { index, input in
                read(index, input)
            }.joined(separator: "\n")
            let values = properties.indices.map { "hydrant\($0)" }.joined(separator: ", ")
            let unwrapped = properties.indices.map { "let hydrant\($0)" }.joined(separator: ", ")
            return """
                /// Reads one object of a document for `mapper`, as its fields read it.
                private static func hydrantRead(_ reading: inout ObjectReading, _ context: inout MappingContext) throws(MappingError) -> \(typeName) {
                \(locals)
                var hydrantMembers = reading.members
                while hydrantMembers.next() {
                \(memberSwitch(topKeys))
                }
                \(reads)
                try reading.finish(context: &context)
                guard \(unwrapped) else {
                throw reading.incomplete()
                }
                return \(typeName)(hydrantFields: \(values))
                }
                """
        }

        /// The switch that keeps each wanted member in its local: by the key's length in bytes,
        /// then its bytes; the first member with a key wins, as lookups find it.
        private func memberSwitch(_ keys: [String]) -> String {
            let byLength = Dictionary(grouping: keys.indices) { keys[$0].utf8.count }
            let cases = byLength.keys.sorted().map { length in
                let tests = byLength[length]!.map { index in
                    let literal = StringLiteralExprSyntax(content: keys[index]).trimmedDescription
                    return """
                        if hydrantMembers.keyIs(\(literal)) {
                        if hydrantMember\(index) == nil { hydrantMember\(index) = hydrantMembers.value }
                        }
                        """
                }.joined(separator: " else ")
                return "case \(length):\n\(tests)"
            }.joined(separator: "\n")
            return "switch hydrantMembers.keyByteCount {\n\(cases)\ndefault:\nbreak\n}"
        }

        /// The statement that reads property `index`'s value into `hydrant<index>`.
        private func read(_ index: Int, _ input: Input) -> String {
            let property = properties[index]
            let argument: String
            switch input {
            case .member(let local): argument = "hydrantMember\(local)"
            case .path(let local): argument = "under: hydrantMember\(local)"
            case .firstPresent(let locals): argument = locals.map { "hydrantMember\($0)" }.joined(separator: " ?? ")
            }
            let metatype = property.parameterMetatype
            var conversion: String
            if let (mapper, isDecoding) = mappers[index] {
                let label = isDecoding ? "decoding" : "with"
                let named = MappableMacro.isConstant(property) ? "\(typeName).hydrantMapper\(index)" : mapper
                conversion =
                    "ObjectReading.read(hydrantNode, as: \(metatype), \(label): \(named), context: &hydrantContext)"
            } else {
                conversion = "ObjectReading.read(hydrantNode, as: \(metatype), context: &hydrantContext)"
            }
            if property.validation != nil {
                conversion = "\(typeName).hydrantRules\(index).map(\(conversion), context: &hydrantContext)"
            }
            return """
                let hydrant\(index) = reading.value(\(index), \(argument)) { (hydrantNode, hydrantContext) throws(MappingError) in
                try \(conversion)
                }
                """
        }
    }
#endif
