import HydrantJSON
import Testing

/// The HydrantJSON landing page's example, with HydrantJSON imported on its own (no Hydrant).
@Suite("HydrantJSON landing page")
struct HydrantJSONLandingPageTests {
    @Test("a document read and written back keeps its digits and its member order")
    func readAndWriteBack() throws {
        let text = #"{"name": "Ada", "born": 1815, "pi": 3.14159265358979323846}"#
        let value = try JSON(parsing: text)
        #expect(try value["born"]?.number?.integer(Int.self) == 1815)
        #expect(value["pi"]?.number?.text == "3.14159265358979323846")
        #expect(try JSONWriter().writeString(value) == #"{"name":"Ada","born":1815,"pi":3.14159265358979323846}"#)
    }
}
