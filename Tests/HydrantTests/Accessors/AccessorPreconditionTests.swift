import Hydrant
import Testing

/// Malformed accessors are programming errors: building one stops the process.
@Suite("Accessor preconditions")
struct AccessorPreconditionTests {
    @Test func emptyKeyPath() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.keyPath("")
        }
    }

    @Test func emptyKeyPathComponentInTheMiddle() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.keyPath("a..b")
        }
    }

    @Test func emptyKeyPathComponentAtTheEnd() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.keyPath("a.")
        }
    }

    @Test func emptyKeyPathComponentAtTheStart() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.keyPath(".a")
        }
    }

    @Test func emptyStringLiteralPath() async {
        await #expect(processExitsWith: .failure) {
            let path: Accessors.Path = ""
            _ = path
        }
    }

    @Test func emptyLiteralKey() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.key("")
        }
    }

    @Test func emptyKeyInAMixedPath() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.path(.key("items"), .key(""))
        }
    }

    @Test func negativeIndex() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.index(-1)
        }
    }

    @Test func negativeIndexInAMixedPath() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.path(.key("items"), .index(-3))
        }
    }

    @Test func pathWithoutComponents() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.Path([])
        }
    }

    @Test func emptyFields() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.Fields([])
        }
    }

    @Test func emptyFieldsFromTheVariadicFactory() async {
        await #expect(processExitsWith: .failure) {
            _ = Accessors.fields()
        }
    }

    /// The control: well-formed accessors at the edge of the rules do not stop the process.
    @Test func edgeCasesThatAreAllowed() async {
        await #expect(processExitsWith: .success) {
            _ = Accessors.index(0)
            _ = Accessors.key(".")
            _ = Accessors.key(" ")
            _ = Accessors.keyPath(" . ")
            _ = Accessors.fields("a")
        }
    }
}
