import Foundation
import Hydrant
import Testing

@Suite("Value transformers")
struct TransformerTests {
    struct Rejected: Error {}

    struct Trimmed: ValueTransforming {
        func transform(_ value: String) -> String { value.trimmingCharacters(in: .whitespaces) }
    }

    static let cents = BlockTransformer(
        transform: { (euros: Double) in Int((euros * 100).rounded()) },
        reverse: { (cents: Int) in Double(cents) / 100 })

    @Test func transformAndReverse() throws {
        #expect(try Mappers.transform(Self.cents).map(1.5) == 150)
        #expect(try Mappers.transform(Self.cents).reversed.map(150) == 1.5)
        #expect(try Mappers.reverseTransform(Self.cents).map(250) == 2.5)
        #expect(try Mappers.reverseTransform(Self.cents).reversed.map(2.5) == 250)
    }

    @Test func identityAndReversed() throws {
        #expect(try Mappers.transform(IdentityTransformer<JSON>()).map(["a": 1]) == ["a": 1])
        #expect(try Mappers.transform(IdentityTransformer<JSON>()).reversed.map(.null) == .null)
        let swapped = ReversedTransformer(Self.cents)
        #expect(try swapped.transform(150) == 1.5)
        #expect(try swapped.reverseTransform(1.5) == 150)
        #expect(try ReversedTransformer(swapped).transform(1.5) == 150)
    }

    @Test func oneWayTransformerIsNotReversibleByType() throws {
        let trim = Mappers.transform(Trimmed())
        #expect(try trim.map("  hi ") == "hi")
        #expect(!(trim as Any is any ReversibleMapper))
        #expect(Mappers.transform(Self.cents) as Any is any ReversibleMapper)
    }

    @Test func thrownErrorsAreFatalAndHideTheValue() throws {
        let picky = BlockTransformer(
            transform: { (text: String) throws -> Int in
                guard let value = Int(text) else { throw Rejected() }
                return value
            },
            reverse: { (value: Int) in String(value) })
        let error = try #require(throws: MappingError.self) { try Mappers.transform(picky).map("hunter2") }
        #expect(error.code == .invalidSourceValue)
        #expect(error.isFatal)
        #expect(error.sourceValue?.value as? String == "hunter2")
        #expect(error.underlyingErrors.first is Rejected)
        #expect(!error.fullRecursiveDescription.contains("hunter2"))
        #expect(error.fullRecursiveDescription.contains("BlockTransformer"))
    }

    @Test func thrownMappingErrorIsPassedOnAsFatal() throws {
        let failing = BlockTransformer(
            transform: { (_: Int) throws -> Int in
                throw MappingError(code: .validationFailed, isFatal: false, detail: "too big")
            },
            reverse: { $0 })
        let error = try #require(throws: MappingError.self) { try Mappers.transform(failing).map(1) }
        #expect(error.code == .validationFailed)
        #expect(error.isFatal)
        let reverseError = try #require(throws: MappingError.self) {
            try Mappers.reverseTransform(ReversedTransformer(failing)).map(1)
        }
        #expect(reverseError.code == .validationFailed)
    }

    @Test func composesWithValueAndOptionally() throws {
        let euros = Mappers.value(Double.self).then(Mappers.transform(Self.cents))
        #expect(try euros.map(1.25) == 125)
        #expect(try euros.reversed.map(125) == 1.25)
        let wrongKind = try #require(throws: MappingError.self) { try euros.map("1.25") }
        #expect(wrongKind.code == .invalidSourceType)
        let optional = Mappers.optionally(euros)
        #expect(optional.mapping(nil).value == .some(nil))
        #expect(optional.mapping(.some(.null)).value == .some(nil))
        #expect(try optional.map(.some(2)) == 200)
    }
}
