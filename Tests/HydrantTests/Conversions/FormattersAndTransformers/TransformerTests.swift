import Foundation
import Hydrant
import Testing

/// Hydrant's value transformers, which are mappers: a block transformer is
/// `Mappers.closure(map:unmap:)`, the identity transformer `Mappers.identity()`, a reversed
/// transformer `reversed`.
@Suite("Value transformers")
struct TransformerTests {
    struct Rejected: Error {}

    /// A one-way transformer of your own: a mapper that does not conform to `ReversibleMapper`.
    struct Trimmed: Mapper {
        func map(_ input: String, context: inout MappingContext) -> String {
            input.trimmingCharacters(in: .whitespaces)
        }
    }

    static let cents = Mappers.closure(
        map: { (euros: Double) in Int((euros * 100).rounded()) },
        unmap: { (cents: Int) in Double(cents) / 100 })

    @Test func transformAndReverse() throws {
        #expect(try Self.cents.map(1.5) == 150)
        #expect(try Self.cents.reversed.map(150) == 1.5)
        #expect(try Self.cents.reversed.map(250) == 2.5)
        #expect(try Self.cents.reversed.reversed.map(2.5) == 250)
    }

    @Test func identityAndReversed() throws {
        #expect(try Mappers.identity(JSON.self).map(["a": 1]) == ["a": 1])
        #expect(try Mappers.identity(JSON.self).reversed.map(.null) == .null)
        #expect(try Mappers.identity(String.self).map("same") == "same")
        let swapped = Self.cents.reversed
        #expect(try swapped.map(150) == 1.5)
        #expect(try swapped.reversed.map(1.5) == 150)
        #expect(try swapped.reversed.reversed.map(150) == 1.5)
    }

    @Test func oneWayTransformerIsNotReversibleByType() throws {
        let trim = Trimmed()
        #expect(try trim.map("  hi ") == "hi")
        #expect(!(trim as Any is any ReversibleMapper))
        let closure = Mappers.closure { (value: String) in value.trimmingCharacters(in: .whitespaces) }
        #expect(try closure.map("  hi ") == "hi")
        #expect(!(closure as Any is any ReversibleMapper))
        #expect(Self.cents as Any is any ReversibleMapper)
    }

    @Test func thrownErrorsAreFatalAndHideTheValue() throws {
        let picky = Mappers.closure(
            map: { (text: String) throws -> Int in
                guard let value = Int(text) else { throw Rejected() }
                return value
            },
            unmap: { (value: Int) in String(value) })
        let error = try #require(throws: MappingError.self) { try picky.map("hunter2") }
        #expect(error.code == .invalidSourceValue)
        #expect(error.isFatal)
        #expect(error.underlyingErrors.first is Rejected)
        #expect(error.detail == "the conversion threw an error")
        #expect(!error.fullRecursiveDescription.contains("hunter2"))
        let reverseError = try #require(throws: MappingError.self) { try picky.reversed.reversed.map("x") }
        #expect(reverseError.underlyingErrors.first is Rejected)
    }

    @Test func thrownMappingErrorIsPassedOnAsFatal() throws {
        let failing = Mappers.closure(
            map: { (_: Int) throws -> Int in
                throw MappingError(code: .validationFailed, isFatal: false, detail: "too big")
            },
            unmap: { $0 })
        let error = try #require(throws: MappingError.self) { try failing.map(1) }
        #expect(error.code == .validationFailed)
        #expect(error.isFatal)
        let reverseError = try #require(throws: MappingError.self) { try failing.reversed.reversed.map(1) }
        #expect(reverseError.code == .validationFailed)
        #expect(reverseError.isFatal)
    }

    @Test func composesWithValueAndOptionally() throws {
        let euros = Mappers.value(Double.self).then(Self.cents)
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
