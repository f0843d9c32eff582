// Runs with the package trait Macros (on by default); skipped without it.
#if Macros
    import HydrantMacros

    /// A model of the direct codec's equivalence tests, with a valid document of it (whose every
    /// `JSONMutation` they read and write both ways), and how to read and write it both ways, each
    /// to a value (if any) and the error's full renderings (if any).
    struct MacroSubject: Sendable, CustomStringConvertible {
        let description: String
        let valid: JSON
        /// Whether its mapping should write text directly; `nil` for a recursive mapping, which does
        /// not say.
        let writesDirectly: Bool?
        /// Whether its mapping writes text directly, if it says.
        let isDirect: @Sendable () -> Bool?
        /// A document's text read (by the direct reader) and its tree read (by the fields).
        let read: @Sendable (_ text: String, _ tree: JSON) -> (document: String, tree: String)
        /// The value a tree reads, if any, written as text (by the direct writer) and as a tree
        /// (by the fields).
        let roundTrip: @Sendable (_ tree: JSON) -> (text: String, tree: String)?

        init<Model: MapperProvider & SendableMetatype>(_ type: Model.Type, _ valid: JSON, writesDirectly: Bool? = true)
        where Model.ProvidedMapper: JSONCodec, Model.ProvidedMapper.Output == Model {
            description = "\(Model.self)"
            self.valid = valid
            self.writesDirectly = writesDirectly
            isDirect = { (Model.mapper as? any DirectlyWritten)?.writesDirectly }
            read = { text, tree in
                (Self.render(Model.mapper.mapping(parsing: text)), Self.render(Model.mapper.mapping(tree)))
            }
            roundTrip = { tree in
                guard let value = Model.mapper.mapping(tree).value else { return nil }
                return Self.write(value, with: Model.mapper)
            }
        }

        static func render<Value>(_ result: MappingResult<Value>) -> String {
            "\(result.value.map { "\($0)" } ?? "no value") | \(result.error?.fullRecursiveDescription ?? "no error")"
        }

        /// `value` written as text (by the direct writer, if any) and as a tree (by the fields),
        /// each rendered as its JSON and its error.
        static func write<M: JSONCodec>(_ value: M.Output, with mapper: M) -> (text: String, tree: String) {
            let text = mapper.reversed.mappingBytes(from: value)
            let parsed = text.value.map { bytes in try? JSON(parsing: bytes) }
            let tree = mapper.reversed.mapping(value)
            return (
                render(parsed.map { $0.map { "\($0)" } ?? "unparseable" }, text.error),
                render(tree.value.map { "\($0)" }, tree.error)
            )
        }

        static func render(_ json: String?, _ error: MappingError?) -> String {
            "\(json ?? "no value") | \(error.map { $0.fullDescription + $0.fullRecursiveDescription } ?? "no error")"
        }

        static let all: [MacroSubject] = [
            MacroSubject(MacroPerson.self, MacroDocuments.person),
            MacroSubject(MacroPullRequest.self, MacroDocuments.pullRequest),
            MacroSubject(MacroAccount.self, MacroDocuments.account),
            MacroSubject(MacroMember.self, MacroDocuments.member),
            // Recursive: its mapping does not say whether it writes directly.
            MacroSubject(MacroComment.self, MacroDocuments.comment, writesDirectly: nil),
            MacroSubject(MacroHeaders.self, MacroDocuments.headers),
            // A key path writes a nested object: the fields write this one.
            MacroSubject(MacroEveryKind.self, MacroDocuments.everyKind, writesDirectly: false),
            MacroSubject(MacroEveryWrittenKind.self, MacroDocuments.everyWrittenKind),
            MacroSubject(MacroLibrary.self, MacroDocuments.library),
        ]
    }

    /// A mapping that says whether it writes text directly.
    protocol DirectlyWritten {
        var writesDirectly: Bool { get }
    }

    extension Mappers.Object: DirectlyWritten {}

    /// A valid document of each model of the direct codec's equivalence tests, which read and write
    /// every mutation of it both ways.
    enum MacroDocuments {
        static let person: JSON = [
            "given_name": "Ada", "last_name": "Lovelace", "age": 36, "password": "secret", "nickname": "A",
            "tags": ["x", "y"], "address": ["city": "London", "zip": "N1"],
            "previous_addresses": [["city": "Paris"]], "office": ["city": "Oxford", "zip": nil],
        ]
        static let pullRequest: JSON = ["number": 4, "title": "Docs", "draft": true, "labels": ["a"]]
        static let account: JSON = [
            "name": "ada", "age": 36, "handle": "ada", "joined": "2024-01-02T03:04:05Z",
            "homepage": "https://example.com", "password": "pw", "signupCode": "abc",
        ]
        static let member: JSON = ["first_name": "Ada", "last_name": "L", "status": "active"]
        static let comment: JSON = [
            "text": "a", "replies": [["text": "b", "replies": []]], "quoted": [["text": "c", "replies": []]],
        ]
        static let headers: JSON = ["X-requestID": "r1", "X-retries": 2]
        static let everyKind: JSON = [
            "name": "ada", "count": 3, "secret": "s", "ident": 7, "meta": ["source": "api"], "status": "open",
            "created": "2024-01-02T03:04:05.25Z", "updated": 1_562_801_159,
            "homepage": "https://example.com/a?b=c", "uuid": "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11",
            "price": 12.5, "address": ["city": "Oslo", "zip": nil], "tags": ["a", "b"], "roles": ["x"],
            "counts": ["a": 1], "extra": [1, ["b": nil]], "metadata": ["k": true], "note": nil,
        ]
        static let everyWrittenKind: JSON = [
            "name": "ada", "count": 3, "secret": "s", "ident": 7, "status": "open", "next_status": "closed",
            "created": "2024-01-02T03:04:05.25Z", "updated": 1_562_801_159,
            "homepage": "https://example.com/a?b=c", "uuid": "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11",
            "price": 12.5, "address": ["city": "Oslo", "zip": nil], "office": ["city": "Rome"],
            "tags": ["a", "b"], "roles": ["x"], "counts": ["a": 1], "extra": [1, ["b": nil]],
            "metadata": ["k": true], "note": nil, "deleted_at": nil, "token": "t",
        ]
        static let library: JSON = [
            "shelves": ["a": [["city": "Rome"]]], "branches": [["code": "b1"]], "grid": [[["city": "Oslo"]]],
            "labels": ["x"],
        ]
    }
#endif
