import Hydrant
import Testing

/// A path and the steps and JSON Pointers it must give, keys hidden and shown.
struct PathSegmentsCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let path: MappingPath
    let segments: [[MappingPath.Segment]]
    let pointers: [String]
    let revealedSegments: [[MappingPath.Segment]]
    let revealedPointers: [String]

    /// A case whose steps do not depend on revealing keys.
    init(_ label: String, _ path: MappingPath, _ segments: [[MappingPath.Segment]], _ pointers: [String]) {
        self.init(label, path, segments, pointers, revealed: segments, pointers)
    }

    init(
        _ label: String, _ path: MappingPath, _ segments: [[MappingPath.Segment]], _ pointers: [String],
        revealed revealedSegments: [[MappingPath.Segment]], _ revealedPointers: [String]
    ) {
        self.testDescription = label
        self.path = path
        self.segments = segments
        self.pointers = pointers
        self.revealedSegments = revealedSegments
        self.revealedPointers = revealedPointers
    }
}

@Suite("MappingPath segments and JSON Pointers")
struct MappingPathSegmentsTests {
    static let paths: [PathSegmentsCase] = [
        PathSegmentsCase("a field name", "name", [[.key("name")]], ["/name"]),
        PathSegmentsCase(
            "a dotted field name is a key path", "name.first", [[.key("name"), .key("first")]], ["/name/first"]),
        PathSegmentsCase(
            "several field names", ["date", "time"], [[.key("date")], [.key("time")]], ["/date", "/time"]),
        PathSegmentsCase("no field names stand for the value itself", [], [[]], [""]),
        PathSegmentsCase("an index", .index(3), [[.index(3)]], ["/3"]),
        PathSegmentsCase(
            "an index inside an index", MappingPath.index(7).prepending(.index(3)), [[.index(3), .index(7)]],
            ["/3/7"]),
        PathSegmentsCase(
            "three indices inside a field",
            MappingPath.index(2).prepending(.index(1)).prepending(.index(0))
                .prepending("rings"), [[.key("rings"), .index(0), .index(1), .index(2)]], ["/rings/0/1/2"]),
        PathSegmentsCase(
            "a key with a dot, a slash and a tilde is one key", .key("x.y/z~w"), [[.key("x.y/z~w")]], ["/x.y~1z~0w"]),
        PathSegmentsCase("an empty key", .key(""), [[.key("")]], ["/"]),
        PathSegmentsCase(
            "a key inside an index inside a field", MappingPath.key("x.y").prepending(.index(0)).prepending("items"),
            [[.key("items"), .index(0), .key("x.y")]], ["/items/0/x.y"]),
        PathSegmentsCase(
            "a document key is hidden unless revealed", MappingPath.documentKey("a/b").prepending("tags"),
            [[.key("tags"), .redactedKey]], ["/tags"], revealed: [[.key("tags"), .key("a/b")]], ["/tags/a~1b"]),
        PathSegmentsCase(
            "the pointer stops at a hidden key, the steps go on",
            MappingPath("age").prepending(.documentKey("u")).prepending("users"),
            [[.key("users"), .redactedKey, .key("age")]], ["/users"],
            revealed: [[.key("users"), .key("u"), .key("age")]], ["/users/u/age"]),
        PathSegmentsCase(
            "a hidden key at the top points at the whole value", .documentKey("extra"),
            [[.redactedKey]], [""], revealed: [[.key("extra")]], ["/extra"]),
        PathSegmentsCase(
            "the cross product, prefix-major", MappingPath(arrayLiteral: "a", "b").prepending(["p", "q"]),
            [[.key("p"), .key("a")], [.key("p"), .key("b")], [.key("q"), .key("a")], [.key("q"), .key("b")]],
            ["/p/a", "/p/b", "/q/a", "/q/b"]),
        PathSegmentsCase(
            "an empty prefix leaves the path as it is", MappingPath("a").prepending([]), [[.key("a")]], ["/a"]),
        PathSegmentsCase(
            "a quoted field name with a dot is one key", MappingPath(fieldNames: [#"p."a.b".q"#]),
            [[.key("p"), .key("a.b"), .key("q")]], ["/p/a.b/q"]),
        PathSegmentsCase(
            "escapes in a quoted field name", MappingPath(fieldNames: [#""a.\"b\\""#]), [[.key(#"a."b\"#)]],
            [#"/a."b\"#]),
        PathSegmentsCase(
            "quotes without a dot are part of the key", MappingPath(fieldNames: [#""ab".c"#]),
            [[.key(#""ab""#), .key("c")]], [#"/"ab"/c"#]),
        PathSegmentsCase(
            "an unterminated quote splits on dots", MappingPath(fieldNames: [#""a.b"#]), [[.key(#""a"#), .key("b")]],
            [#"/"a/b"#]),
        PathSegmentsCase(
            "digits in a field name are a key", "children.1.age", [[.key("children"), .key("1"), .key("age")]],
            ["/children/1/age"]),
    ]

    @Test(arguments: paths)
    func segmentsAndPointers(_ testCase: PathSegmentsCase) {
        #expect(testCase.path.segments() == testCase.segments)
        #expect(testCase.path.jsonPointers() == testCase.pointers)
        #expect(testCase.path.segments(revealingKeys: true) == testCase.revealedSegments)
        #expect(testCase.path.jsonPointers(revealingKeys: true) == testCase.revealedPointers)
    }

    @Test(
        arguments: [
            ([], ""),
            ([.key("a")], "/a"),
            ([.key("~")], "/~0"),
            ([.key("/")], "/~1"),
            ([.key("~1")], "/~01"),
            ([.key("a/b~c")], "/a~1b~0c"),
            ([.key("é/ü"), .index(0)], "/é~1ü/0"),
            ([.key("m~n"), .index(12), .key("")], "/m~0n/12/"),
            ([.index(0), .redactedKey, .key("x")], "/0"),
        ] as [([MappingPath.Segment], String)])
    func pointerEscaping(segments: [MappingPath.Segment], pointer: String) {
        #expect(MappingPath.jsonPointer(segments) == pointer)
    }

    // MARK: Accessors

    /// A custom accessor that gives only field names: its steps are read back from the names.
    struct NamesOnly: Accessor {
        let fieldNames: [String]
        func read(from source: JSON) throws(MappingError) -> JSON? { nil }
        func write(_ value: JSON?, into destination: inout JSON) throws(MappingError) {}
    }

    @Test(
        arguments: [
            ("a key path", Accessors.keyPath("name.first").path, [[.key("name"), .key("first")]], "name.first"),
            ("a key taken literally", Accessors.key("x.y/z~w").path, [[.key("x.y/z~w")]], #""x.y/z~w""#),
            ("a key starting with a quote", Accessors.key(#""q"#).path, [[.key(#""q"#)]], #""q"#),
            (
                "a path of keys and indices", Accessors.path(.key("items"), .index(2), .key("a.b")).path,
                [[.key("items"), .index(2), .key("a.b")]], #"items.2."a.b""#
            ),
            (
                "several fields", Accessors.fields("date", "time.zone").path,
                [[.key("date")], [.key("time"), .key("zone")]],
                "[date, time.zone]"
            ),
            ("a key and its aliases", Accessors.firstPresent("id", "ID").path, [[.key("id")]], "id"),
            (
                "a custom accessor's names", NamesOnly(fieldNames: [#"a."b.c""#]).path, [[.key("a"), .key("b.c")]],
                #"a."b.c""#
            ),
        ] as [(String, MappingPath, [[MappingPath.Segment]], String)])
    func accessorsGiveTheirSteps(label: String, path: MappingPath, segments: [[MappingPath.Segment]], printed: String) {
        #expect(path.segments() == segments, "\(label)")
        #expect(path.description == printed, "\(label)")
    }

    @Test func anAccessorPathEqualsTheFieldNamesItPrints() {
        #expect(Accessors.key("x.y").path == MappingPath(fieldNames: [#""x.y""#]))
        #expect(Accessors.fields("a", "b").path == ["a", "b"])
        #expect(Accessors.keyPath("a.b").path.fieldNames == ["a.b"])
    }
}
