// Runs with the package trait Macros (on by default); skipped without it.
#if Macros
    import Foundation
    import HydrantMacros
    import HydrantTestSupport
    import Synchronization
    import Testing

    /// How many times `MacroTreeNode`'s `label` mapper has run.
    let macroTreeNodeLabelReads = Atomic<Int>(0)

    /// A recursive model whose `label` mapper counts its runs: a node read twice shows.
    @Mappable
    struct MacroTreeNode: Sendable, Equatable {
        @DecodeOnly
        @Map(
            Mappers.closure { (json: JSON) in
                macroTreeNodeLabelReads.add(1, ordering: .relaxed)
                return json.string ?? ""
            })
        let label: String
        let name: String
        let children: [MacroTreeNode]
    }

    /// A raw-value enum of the every-kind model.
    @Mappable
    enum MacroKindStatus: String, Sendable, Equatable {
        case open, closed
    }

    /// One property of every field kind the direct reader reads: validated, defaulted, sensitive,
    /// aliased, on a key path, an enum, dates (RFC 3339 and seconds since 1970), a URL, a UUID, a
    /// `Decimal`, a nested model, an array, a set, a dictionary, free-form JSON, an optional.
    @Mappable(keys: .snakeCase)
    struct MacroEveryKind: Sendable, Equatable {
        @Validate(.minLength(2)) let name: String
        @Default(0) let count: Int
        @Sensitive let secret: String
        @Alias("ident") let id: Int
        @Key("meta.source") let source: String
        let status: MacroKindStatus
        let created: Date
        @Map(Mappers.date(unit: .seconds)) let updated: Date
        let homepage: URL
        let uuid: UUID
        let price: Decimal
        let address: MacroAddress
        let tags: [String]
        let roles: Set<String>
        let counts: [String: Int]
        let extra: JSON
        let metadata: [String: JSON]
        let note: String?
    }

    /// The direct readers `@Mappable` writes read a document; a `JSON` tree is read by the fields.
    /// So reading every mutation of a valid document both ways (a key removed, a wrong type,
    /// `null`, out-of-range numbers, hostile strings, an extra key: `JSONMutation`) checks that
    /// the direct reader gives the fields' values and errors, whatever the input.
    @Suite("@Mappable direct readers: the fields' values and errors on every input")
    struct DirectReaderEquivalenceTests {

        /// An error at the bottom of a deep document: the direct reader never gives way to another
        /// path, so every node is read once, however deep the error.
        @Test func anErrorDeepInADocumentIsReadOncePerLevel() throws {
            let depth = 12
            var text = #"{"label": "x", "name": 7, "children": []}"#
            for _ in 0..<depth {
                text = #"{"label": "x", "name": "n", "children": [\#(text)]}"#
            }
            let before = macroTreeNodeLabelReads.load(ordering: .relaxed)
            let result = MacroTreeNode.mapper.mapping(parsing: text)
            let reads = macroTreeNodeLabelReads.load(ordering: .relaxed) - before
            #expect(result.value == nil)
            #expect(
                result.error?.entries.map(\.pointer) == [
                    "/" + Array(repeating: "children/0", count: depth).joined(separator: "/") + "/name"
                ])
            #expect(reads == depth + 1)
        }

        @Test(arguments: MacroSubject.all)
        func everyMutationReadsAlikeFromADocumentAndATree(_ subject: MacroSubject) {
            let documents = [subject.valid] + JSONMutation.mutations(of: subject.valid).map(\.document)
            #expect(documents.count > 10)
            for document in documents {
                let (fromDocument, fromTree) = subject.read(document.description, document)
                #expect(fromDocument == fromTree, "\(document)")
            }
            // The valid document maps cleanly: the direct path, not a failure both ways.
            #expect(subject.read(subject.valid.description, subject.valid).document.hasSuffix("| no error"))
        }
    }
#endif
