import Foundation
import Hydrant
import Testing

/// A value written through a single-value container.
private struct Wrapped: Codable, Equatable {
    var value: String

    init(_ value: String) { self.value = value }

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// A model without properties: `{}`.
private struct Nothing: Codable, Equatable {}

/// A model whose `encode(to:)` uses every container Codable offers, and writes a nested container's
/// members after a later sibling. Its dictionary has one member, so that its text is known.
private struct EveryContainer: Codable {
    var fullName = "every \"container\" ✓"
    var tags = ["a", "b"]
    var scoresByName = ["zoe": 1]
    var wrapped = Wrapped("w")
    var missing: Int?
    var nothing = Nothing()

    enum CodingKeys: String, CodingKey {
        case fullName, tags, scoresByName, wrapped, missing, nothing, position, grid, parentModel
    }

    enum PositionKeys: String, CodingKey { case x, y }

    init() {}

    init(from decoder: any Decoder) throws { self.init() }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fullName, forKey: .fullName)
        var position = container.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
        try container.encode(tags, forKey: .tags)
        try position.encode(1.5, forKey: .x)
        try position.encode(-2, forKey: .y)
        try container.encode(scoresByName, forKey: .scoresByName)
        try container.encode(wrapped, forKey: .wrapped)
        try container.encode(missing, forKey: .missing)
        var grid = container.nestedUnkeyedContainer(forKey: .grid)
        try grid.encode([1, 2])
        var row = grid.nestedUnkeyedContainer()
        try row.encode(3)
        try grid.encodeNil()
        var cell = grid.nestedContainer(keyedBy: PositionKeys.self)
        try cell.encode(0, forKey: .x)
        try container.encode(nothing, forKey: .nothing)
        var parent = container.superEncoder().container(keyedBy: PositionKeys.self)
        try parent.encode(7, forKey: .y)
        _ = container.superEncoder(forKey: .parentModel)
    }
}

/// Scores whose integers are written through ``Checked``: `[n]`, over 100 clamped with a non-fatal
/// error, negative a fatal one.
private struct Scores: Codable, Equatable {
    var name: String
    var points: [Int]
    var best: Int
}

/// One level of a model nested as deep as a test likes: each level is a type of its own.
private struct Layer<Inner: Codable>: Codable {
    var inner: Inner
    var level: UInt16
    var link: URL
    var bytes: [Int8]
}

/// Writes `inner` wrapped in `levels` more layers, and the text expected for it.
private func layered<Inner: Codable>(_ inner: Inner, expected: String, levels: Int) throws -> (String, String) {
    guard levels > 0 else { return (try Mappers.reflective(Inner.self).reversed.string(from: inner), expected) }
    let level = UInt16(levels)
    let layer = Layer(
        inner: inner, level: level, link: URL(string: "https://example.com/\(level)")!, bytes: [Int8(levels), -1])
    return try layered(
        layer,
        expected:
            #"{"inner":\#(expected),"level":\#(level),"link":"https://example.com/\#(level)","bytes":[\#(levels),-1]}"#,
        levels: levels - 1)
}

private let everyContainer = Mappers.reflective(EveryContainer.self).keyTransformer(Mappers.camelCaseToSnakeCase())
private let scores = Mappers.reflective(Scores.self).mapType(Int.self, Checked())

/// A reflective reverse writes text straight from the containers the model filled; these tests
/// check that it writes what writing the model's tree writes, with every option, outcome and
/// custom mapping.
@Suite("Reflective encoding into text")
struct ReflectiveWritingTests {
    @Test("every kind of container, in the order the model wrote it")
    func exactText() throws {
        #expect(
            try everyContainer.reversed.string(from: EveryContainer()) == """
                {"full_name":"every \\"container\\" ✓","position":{"x":1.5,"y":-2},"tags":["a","b"],\
                "scores_by_name":{"zoe":1},"wrapped":"w","missing":null,"grid":[[1,2],[3],null,{"x":0}],\
                "nothing":{},"super":{"y":7},"parent_model":{}}
                """)
    }

    @Test("every kind of container, as the tree is written", arguments: WritingPaths.options)
    func everyKindOfContainer(options: JSONWritingOptions) {
        WritingPaths.expectSame(everyContainer.reversed, EveryContainer(), options: options)
    }

    @Test(
        "success, success with errors and failure, as the tree is written",
        arguments: [[1, 2], [1, 300], [1, -1], [-1, 300]], WritingPaths.options)
    func outcomes(points: [Int], options: JSONWritingOptions) {
        let result = WritingPaths.expectSame(
            scores.reversed, Scores(name: "n", points: points, best: points[1]), options: options)
        if points.contains(where: { $0 < 0 }) {
            #expect(result.error?.code == .multipleErrors && result.error?.isFatal == true)
        } else if options.maxDepth < 3 {
            #expect(result.error?.code == .writeFailed)
        } else if points.contains(300) {
            #expect(result.error?.isFatal == false)
        } else {
            #expect(result.error == nil)
        }
    }

    @Test("custom mappings written through their accessors", arguments: WritingPaths.options)
    func customMappings(options: JSONWritingOptions) {
        let mapper = Mappers.reflective(ReflectedPerson.self)
            .keyTransformer(Mappers.camelCaseToSnakeCase())
            .customMapping {
                Field("family.children", \.children, Mappers.array(of: Mappers.reflective(ReflectedPerson.self)))
            }
        let child = ReflectedPerson(firstName: "Jane", lastName: "Doe", age: 2, children: [], birthDate: nil)
        let person = ReflectedPerson(firstName: "John", lastName: "Doe", age: 23, children: [child], birthDate: nil)
        let result = WritingPaths.expectSame(mapper.reversed, person, options: options)
        if options == .compact {
            #expect(
                WritingPaths.text(result) == """
                    {"first_name":"John","last_name":"Doe","age":23,"family":{"children":\
                    [{"firstName":"Jane","lastName":"Doe","age":2,"children":[]}]}}
                    """)
        }
    }

    @Test("more types than the encoder keeps at hand: each written as its type says")
    func manyTypes() throws {
        // 40 layer types, and UInt16, URL, [Int8] and Int8: more than the 32 entries of the table
        // of what each type is, so that types take each other's entries.
        let (written, expected) = try layered(Nothing(), expected: "{}", levels: 40)
        #expect(written == expected)
    }

    @Test("the depth limit, exceeded deep inside a recursive model", arguments: [2, 5, 6, 20])
    func depthLimit(maxDepth: Int) throws {
        var node = DeepListNode(value: 0, next: nil)
        for value in 1..<8 { node = DeepListNode(value: value, next: node) }
        let options = JSONWritingOptions(maxDepth: maxDepth)
        let result = WritingPaths.expectSame(Mappers.reflective(DeepListNode.self).reversed, node, options: options)
        #expect((result.error?.code == .writeFailed) == (maxDepth < 8))
    }
}
