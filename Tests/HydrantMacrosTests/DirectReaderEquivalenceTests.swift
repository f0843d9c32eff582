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
        /// A model, a valid document of it, and how to read a document's text and a tree with its
        /// mapper, each to a value (if any) and the error's full rendering (if any).
        struct Subject: Sendable, CustomStringConvertible {
            let description: String
            let valid: JSON
            let read: @Sendable (_ text: String, _ tree: JSON) -> (document: String, tree: String)

            init<Model: MapperProvider & SendableMetatype>(_ type: Model.Type, _ valid: JSON) {
                description = "\(Model.self)"
                self.valid = valid
                read = { text, tree in
                    (Self.render(Model.mapper.mapping(parsing: text)), Self.render(Model.mapper.mapping(tree)))
                }
            }

            static func render<Value>(_ result: MappingResult<Value>) -> String {
                "\(result.value.map { "\($0)" } ?? "no value") | \(result.error?.fullRecursiveDescription ?? "no error")"
            }
        }

        static let subjects: [Subject] = [
            Subject(
                MacroPerson.self,
                [
                    "given_name": "Ada", "last_name": "Lovelace", "age": 36, "password": "secret", "nickname": "A",
                    "tags": ["x", "y"], "address": ["city": "London", "zip": "N1"],
                    "previous_addresses": [["city": "Paris"]], "office": ["city": "Oxford", "zip": nil],
                ]),
            Subject(MacroPullRequest.self, ["number": 4, "title": "Docs", "draft": true, "labels": ["a"]]),
            Subject(
                MacroAccount.self,
                [
                    "name": "ada", "age": 36, "handle": "ada", "joined": "2024-01-02T03:04:05Z",
                    "homepage": "https://example.com", "password": "pw", "signupCode": "abc",
                ]),
            Subject(MacroMember.self, ["first_name": "Ada", "last_name": "L", "status": "active"]),
            Subject(
                MacroComment.self,
                ["text": "a", "replies": [["text": "b", "replies": []]], "quoted": [["text": "c", "replies": []]]]),
            Subject(MacroHeaders.self, ["X-requestID": "r1", "X-retries": 2]),
            Subject(
                MacroEveryKind.self,
                [
                    "name": "ada", "count": 3, "secret": "s", "ident": 7, "meta": ["source": "api"], "status": "open",
                    "created": "2024-01-02T03:04:05.25Z", "updated": 1_562_801_159,
                    "homepage": "https://example.com/a?b=c", "uuid": "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11",
                    "price": 12.5, "address": ["city": "Oslo", "zip": nil], "tags": ["a", "b"], "roles": ["x"],
                    "counts": ["a": 1], "extra": [1, ["b": nil]], "metadata": ["k": true], "note": nil,
                ]),
            Subject(
                MacroLibrary.self,
                [
                    "shelves": ["a": [["city": "Rome"]]], "branches": [["code": "b1"]], "grid": [[["city": "Oslo"]]],
                    "labels": ["x"],
                ]),
        ]

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

        @Test(arguments: subjects)
        func everyMutationReadsAlikeFromADocumentAndATree(_ subject: Subject) {
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
