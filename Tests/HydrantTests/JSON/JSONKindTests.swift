import Hydrant
import Testing

@Suite("JSONKind")
struct JSONKindTests {
    @Test(
        arguments: zip(
            [JSON.null, true, 1, "s", [], [:]] as [JSON],
            [JSONKind.null, .bool, .number, .string, .array, .object]
        ))
    func kindOfEachValue(value: JSON, kind: JSONKind) {
        #expect(value.kind == kind)
    }

    @Test func descriptionsNameTheKindWithItsArticle() {
        #expect(
            JSONKind.allCases.map(\.description) == [
                "null", "a boolean", "a number", "a string", "an array", "an object",
            ])
    }
}
