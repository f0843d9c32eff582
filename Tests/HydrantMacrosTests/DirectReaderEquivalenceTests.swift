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

    /// The direct initializers `@Mappable` writes read a document; a `JSON` tree is always read the
    /// general way. So reading every mutation of a valid document both ways (a key removed, a wrong
    /// type, `null`, out-of-range numbers, hostile strings, an extra key: `JSONMutation`) checks
    /// that the direct path gives the general path's values and errors, whatever the input.
    @Suite("@Mappable direct initializers: the general path's values and errors on every input")
    struct DirectInitializerEquivalenceTests {
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
                MacroLibrary.self,
                [
                    "shelves": ["a": [["city": "Rome"]]], "branches": [["code": "b1"]], "grid": [[["city": "Oslo"]]],
                    "labels": ["x"],
                ]),
        ]

        /// An error at the bottom of a deep document: each node's direct initializer gives up, and
        /// its general path takes the failed child as the direct initializer left it, so every node
        /// is read at most twice (once directly, once generally) rather than twice per level above
        /// it (2^depth).
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
            #expect(reads <= 2 * (depth + 1))
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
