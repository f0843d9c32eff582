import Hydrant
import Testing

/// A path built in code and the field names and text it must render as.
struct PathRenderingCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let path: MappingPath
    let fieldNames: [String]
    let description: String

    init(_ label: String, _ path: MappingPath, _ fieldNames: [String], _ description: String) {
        self.testDescription = label
        self.path = path
        self.fieldNames = fieldNames
        self.description = description
    }
}

@Suite("MappingPath")
struct MappingPathTests {
    static let renderings: [PathRenderingCase] = [
        PathRenderingCase("one field", "name", ["name"], "name"),
        PathRenderingCase("a dotted field stays one name", "name.first", ["name.first"], "name.first"),
        PathRenderingCase("several fields are bracketed", ["date", "time"], ["date", "time"], "[date, time]"),
        PathRenderingCase("one-element array literal is one name", ["solo"], ["solo"], "solo"),
        PathRenderingCase("no field names render as empty brackets", [], [], "[]"),
        PathRenderingCase(
            "fieldNames initialiser", MappingPath(fieldNames: ["a", "b", "c"]), ["a", "b", "c"], "[a, b, c]"),
        PathRenderingCase("an index", .index(3), ["3"], "3"),
        PathRenderingCase("a negative index prints as a number", .index(-1), ["-1"], "-1"),
        PathRenderingCase(
            "a key with a dot is quoted, as the key accessor prints it", .key("a.b"), [#""a.b""#], #""a.b""#),
        PathRenderingCase("an empty key", .key(""), [""], ""),
        PathRenderingCase("a prefix and a name", MappingPath("first").prepending("name"), ["name.first"], "name.first"),
        PathRenderingCase(
            "an index inside a field", MappingPath("age").prepending(.index(1)).prepending("children"),
            ["children.1.age"], "children.1.age"),
        PathRenderingCase(
            "a key inside an index", MappingPath.key("x.y").prepending(.index(0)), [#"0."x.y""#], #"0."x.y""#),
        PathRenderingCase("an index inside an index", MappingPath.index(7).prepending(.index(3)), ["3.7"], "3.7"),
        PathRenderingCase(
            "a field before two indices, a field after them",
            MappingPath("x").prepending(MappingPath.index(7).prepending(.index(3))).prepending("points"),
            ["points.3.7.x"], "points.3.7.x"),
        PathRenderingCase(
            "three indices", MappingPath.index(2).prepending(.index(1)).prepending(.index(0)), ["0.1.2"], "0.1.2"),
        PathRenderingCase(
            "several rest names after one prefix", MappingPath(arrayLiteral: "a", "b").prepending("p"), ["p.a", "p.b"],
            "[p.a, p.b]"),
        PathRenderingCase(
            "several prefix names before one rest name", MappingPath("x").prepending(["p", "q"]), ["p.x", "q.x"],
            "[p.x, q.x]"),
        PathRenderingCase(
            "the cross product, prefix-major", MappingPath(arrayLiteral: "a", "b").prepending(["p", "q"]),
            ["p.a", "p.b", "q.a", "q.b"], "[p.a, p.b, q.a, q.b]"),
        PathRenderingCase(
            "an empty prefix leaves the path as it is", MappingPath("a").prepending([]), ["a"], "a"),
    ]

    @Test(arguments: renderings)
    func rendering(_ testCase: PathRenderingCase) {
        #expect(testCase.path.fieldNames == testCase.fieldNames)
        #expect(testCase.path.description == testCase.description)
        #expect("\(testCase.path)" == testCase.description)
    }

    // MARK: Joining

    @Test func joinWithNilsKeepsTheOtherSide() {
        let path: MappingPath = "age"
        #expect(MappingPath.join(nil, nil) == nil)
        #expect(MappingPath.join("person", nil) == "person")
        #expect(MappingPath.join(nil, path) == path)
        #expect(MappingPath.join("person", path) == "person.age")
        #expect(MappingPath.join("person", path)?.description == "person.age")
    }

    @Test func joinWithNilsKeepsMultiFieldPathsIntact() {
        let fields: MappingPath = ["a", "b"]
        #expect(MappingPath.join(fields, nil)?.fieldNames == ["a", "b"])
        #expect(MappingPath.join(nil, fields)?.fieldNames == ["a", "b"])
    }

    @Test func joiningIsAssociative() {
        let a: MappingPath = ["a1", "a2"]
        let b: MappingPath = "b"
        let c: MappingPath = ["c1", "c2"]
        let left = MappingPath.join(MappingPath.join(a, b), c)
        let right = MappingPath.join(a, MappingPath.join(b, c))
        #expect(left == right)
        #expect(left?.fieldNames == ["a1.b.c1", "a1.b.c2", "a2.b.c1", "a2.b.c2"])
    }

    @Test func prependingDoesNotChangeTheOriginal() {
        let path: MappingPath = "first"
        let joined = path.prepending("name")
        #expect(path.description == "first")
        #expect(joined.description == "name.first")
        #expect(joined.prepending("person").description == "person.name.first")
    }

    @Test func deepJoinsRenderEveryLevel() {
        var path: MappingPath = "leaf"
        for level in (0..<50).reversed() {
            path = path.prepending(.index(level))
        }
        #expect(path.description == (0..<50).map(String.init).joined(separator: ".") + ".leaf")
    }

    // MARK: Equality and hashing

    /// Paths compare (and hash) by their rendered field names, however they were built.
    @Test(arguments: [
        (MappingPath("a.b"), MappingPath("b").prepending("a")),
        (MappingPath("1"), MappingPath.index(1)),
        (MappingPath.key("7"), MappingPath.index(7)),
        (MappingPath(fieldNames: ["x", "y"]), ["x", "y"] as MappingPath),
        (MappingPath("c").prepending("b").prepending("a"), MappingPath("b.c").prepending("a")),
        (MappingPath(arrayLiteral: "p.a", "p.b"), MappingPath(arrayLiteral: "a", "b").prepending("p")),
        (MappingPath("3.7"), MappingPath.index(7).prepending(.index(3))),
    ])
    func pathsWithTheSameNamesAreEqual(_ lhs: MappingPath, _ rhs: MappingPath) {
        #expect(lhs == rhs)
        #expect(lhs.hashValue == rhs.hashValue)
        #expect(Set([lhs, rhs]).count == 1)
    }

    @Test(arguments: [
        (MappingPath("a"), MappingPath("b")),
        (MappingPath(arrayLiteral: "a", "b"), MappingPath(arrayLiteral: "b", "a")),
        (MappingPath("a.b"), MappingPath(arrayLiteral: "a", "b")),
        (MappingPath.index(1), MappingPath.index(2)),
        (MappingPath("a.b"), MappingPath.key("a.b")),
        (MappingPath("x").prepending(["p", "q"]), MappingPath("x").prepending("p")),
    ])
    func pathsWithDifferentNamesDiffer(_ lhs: MappingPath, _ rhs: MappingPath) {
        #expect(lhs != rhs)
    }

    @Test func pathsWorkAsDictionaryKeys() {
        var counts: [MappingPath: Int] = [:]
        counts["person.age", default: 0] += 1
        counts[MappingPath("age").prepending("person"), default: 0] += 1
        counts[MappingPath.key("person.age"), default: 0] += 1  // one key with a dot: a different path
        counts["person.name", default: 0] += 1
        #expect(counts == ["person.age": 2, "person.name": 1, .key("person.age"): 1])
    }

    // MARK: Literals

    @Test func literalsBuildFieldPaths() {
        let string: MappingPath = "name"
        let array: MappingPath = ["first", "last"]
        #expect(string == MappingPath(fieldNames: ["name"]))
        #expect(array == MappingPath(fieldNames: ["first", "last"]))
        #expect(array.description == "[first, last]")
    }
}
