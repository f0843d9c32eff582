import Hydrant
import Testing

// Exit-test bodies cannot capture anything, so their models live at file scope.

private struct Pair: Sendable {
    let x: Int
    let y: Int
}

private struct Inner: Sendable {
    var value = 0
}

private struct Outer: Sendable {
    var inner = Inner()
    var other = Inner()
}

private struct Mutable: Sendable {
    var x = 0
    var y = 0
    let fixed = 1
    var doubled: Int { x * 2 }
}

private final class Reference: @unchecked Sendable {
    var x = 0
    let fixed = 1
}

/// What a stopped process wrote to standard error.
private func stderr(_ result: ExitTest.Result?) -> String {
    result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
}

/// Mistakes in an object mapping are programming errors: building the mapper stops the process,
/// before any data is mapped (DECISIONS: configuration errors are reported when the mapper is built).
@Suite("Object mapping configuration errors")
struct ObjectConfigurationTests {
    // MARK: Two fields write one property

    @Test func twoFieldsWritingOnePropertyOfAnImmutableModel() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.object(Pair.init) {
                Field("a", \.x)
                Field("b", \.x)
            }
        }
        #expect(stderr(result).contains("object mapping of Pair: two fields write the property 'x'"))
    }

    @Test func twoFieldsWritingOneNestedProperty() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.object({ (a: Int, b: Int) in Outer(inner: Inner(value: a), other: Inner(value: b)) }) {
                Field("a", \.inner.value)
                Field(Accessors.key("b"), \.inner.value)
            }
        }
        #expect(stderr(result).contains("two fields write the property 'inner.value'"))
    }

    @Test func twoFieldsWritingOnePropertyInArrayOfObjects() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.arrayOfObjects(Pair.init) {
                Field("a", \.y)
                Field("b", \.y)
            }
        }
    }

    @Test func twoFieldsWritingOnePropertyOfAPrototype() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.object(prototype: Mutable()) {
                Field("a", \.x)
                Field("b", \.y)
                Field("c", \.x)
            }
        }
        #expect(stderr(result).contains("object mapping of Mutable: two fields write the property 'x'"))
    }

    @Test func twoFieldsWritingOnePropertyOfAFactoryMadeClass() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.object(factory: { Reference() }) {
                Field("a", \.x)
                Field("b", \.x)
            }
        }
    }

    @Test func distinctPropertiesBuildFine() async {
        await #expect(processExitsWith: .success) {
            _ = Mappers.object(Pair.init) {
                Field("a", \.x)
                Field("a", \.y)
            }
            _ = Mappers.object(prototype: Outer()) {
                Field("a", \.inner.value)
                Field("b", \.other.value)
            }
            _ = Mappers.reshape {
                JSONField("a", to: "x.a")
                JSONField("a", to: "x.b")
            }
        }
    }

    // MARK: Mutable models need writable key paths

    @Test func aLetPropertyInAMutableObject() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.object(prototype: Mutable()) {
                Field("x", \.x)
                Field("fixed", \.fixed)
            }
        }
        #expect(
            stderr(result).contains(
                "object mapping of Mutable: the property 'fixed' is not writable; use Mappers.object(_:fields:) with an initializer"
            ))
    }

    @Test func aComputedPropertyInAMutableObject() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.object(prototype: Mutable()) {
                Field("doubled", \.doubled)
            }
        }
    }

    @Test func aLetPropertyOfAFactoryMadeClass() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.object(factory: { Reference() }) {
                Field("fixed", \.fixed)
            }
        }
        #expect(stderr(result).contains("the property 'fixed' is not writable"))
    }

    @Test func aLetPropertyIsFineWithAnInitializer() async {
        await #expect(processExitsWith: .success) {
            _ = Mappers.object({ (fixed: Int) in Pair(x: fixed, y: 0) }) {
                Field("fixed", \.x)
            }
        }
    }

    // MARK: Two JSONFields write one destination

    @Test func twoJSONFieldsWritingOneDestination() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Mappers.reshape {
                JSONField("a", to: "x.y")
                JSONField("b", to: "x.y")
            }
        }
        #expect(stderr(result).contains("JSON mapping: two fields write 'x.y'"))
    }

    @Test func oneDestinationSpelledAsAKeyAndAsAKeyPath() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.Reshape([
                JSONField("a", to: "x"),
                JSONField(Accessors.keyPath("b"), to: Accessors.key("x")),
            ])
        }
    }

    @Test func aMultiFieldDestinationOverlappingAnotherField() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.reshape {
                JSONField(Accessors.keyPath("name"), to: Accessors.fields("first", "last"), Mappers.identity(JSON.self))
                JSONField("surname", to: "last")
            }
        }
    }

    // MARK: Empty keys

    @Test func anEmptyFieldKey() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.object(Pair.init) {
                Field("", \.x)
                Field("y", \.y)
            }
        }
    }

    @Test func anEmptyComponentInAFieldKeyPath() async {
        await #expect(processExitsWith: .failure) {
            _ = Field<Pair, Int>("a..b", \.x)
        }
    }

    @Test func anEmptyJSONFieldSource() async {
        await #expect(processExitsWith: .failure) {
            _ = JSONField("", to: "x")
        }
    }

    @Test func anEmptyJSONFieldDestination() async {
        await #expect(processExitsWith: .failure) {
            _ = JSONField("x", to: "")
        }
    }

    @Test func anEmptyLiteralKeyInAMutableObject() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.object(prototype: Mutable()) {
                Field(Accessors.key(""), \.x)
            }
        }
    }
}
