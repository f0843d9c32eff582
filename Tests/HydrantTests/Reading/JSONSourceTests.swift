import Foundation
import Hydrant
import Testing

/// `JSONSource`: one generic body reads a document in place and a tree alike.
@Suite("JSONSource")
struct JSONSourceTests {
    /// The example of `JSONSource`'s documentation.
    static func names(in source: some JSONSource) -> [String] {
        source["people"]?.elements.compactMap { $0["name"]?.string } ?? []
    }

    @Test func oneBodyReadsDocumentsAndTrees() throws {
        let text = #"{"people": [{"name": "Ada"}, {"name": "Grace"}]}"#
        #expect(Self.names(in: try JSONDocument(parsing: text).root) == ["Ada", "Grace"])
        #expect(Self.names(in: try JSON(parsing: text)) == ["Ada", "Grace"])
    }

    /// Everything a source says about a value, walked through the protocol only.
    static func describe(_ source: some JSONSource) -> String {
        var parts = ["\(source.kind) null=\(source.isNull) count=\(source.count.map(String.init) ?? "-")"]
        if let bool = source.bool { parts.append("bool \(bool)") }
        if let string = source.string { parts.append("string \(string.debugDescription)") }
        if let number = source.number { parts.append("number \(number.text)") }
        parts.append("elements [" + source.elements.map(describe).joined(separator: ", ") + "]")
        parts.append(
            "members {"
                + source.members.map { "\($0.key.debugDescription): \(describe($0.value))" }.joined(separator: ", ")
                + "}")
        for key in ["k", "l", "missing"] {
            parts.append("[\(key)] " + (source[key].map(describe) ?? "nil"))
        }
        for index in [0, 2, -1, 99] {
            parts.append("[\(index)] " + (source[index].map { "\($0.kind)" } ?? "nil"))
        }
        return parts.joined(separator: " ")
    }

    @Test func documentsAndTreesSayTheSame() throws {
        var generator = SplitMix64(seed: 0x50_55_52)
        for _ in 0..<300 {
            let value = JSONSinkTests.randomValue(depth: 4, using: &generator)
            let text = try JSONWriter().write(value)
            let document = try JSONDocument(parsing: text)
            let tree = try JSON(parsing: text)
            #expect(Self.describe(document.root) == Self.describe(tree))
            #expect(document.root.json == tree)
        }
    }

    @Test func errorsKeepTheValueLazilyForNodes() throws {
        let text = #"{"a": [1, {"b": null}], "c": "x"}"#
        let node = try JSONDocument(parsing: text).root
        let tree = try JSON(parsing: text)
        let fromNode = MappingError(code: .invalidSourceValue, sourceValue: node.errorSourceValue)
        let fromTree = MappingError(code: .invalidSourceValue, sourceValue: tree.errorSourceValue)
        #expect(fromNode.sourceValue?.value as? JSON == tree)
        #expect(fromTree.sourceValue?.value as? JSON == tree)
        #expect(fromNode.fullRecursiveDescription == fromTree.fullRecursiveDescription)
    }

    @Test func aTreeIsItsOwnJSONValue() throws {
        let tree: JSON = ["a": [1, true, nil]]
        #expect(tree.json == tree)
        #expect(tree.elements.isEmpty)
        #expect(tree.members.map(\.key) == ["a"])
        #expect(tree["a"]?.elements.count == 3)
        #expect(JSON.null.members.isEmpty)
    }
}
