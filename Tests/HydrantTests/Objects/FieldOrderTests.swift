import Hydrant
import HydrantTestSupport
import Testing

/// A label whose initializer takes two strings: fields listed in the other order compile.
private struct Label: Sendable, Equatable {
    let name: String
    let color: String
    let count: Int
}

/// The mistake: `color` first, though `init(name:color:count:)` takes `name` first.
private let swapped = Mappers.object(Label.init) {
    Field("color", \.color)
    Field("name", \.name)
    Field("count", \.count)
}

/// The same fields in the initializer's order.
private let ordered = Mappers.object(Label.init) {
    Field("name", \.name)
    Field("color", \.color)
    Field("count", \.count)
}

@Suite("Fields in the wrong order")
struct FieldOrderTests {
    static let input: JSON = ["name": "bug", "color": "red", "count": 3]

    @Test func aSwapOfTwoFieldsOfOneTypeIsNamed() throws {
        let failure = #expect(throws: MappingExpectationFailure.self) {
            try expectFieldOrder(swapped, reading: Self.input)
        }
        #expect(
            failure?.message
                == "Field order: in the mapping of Label, the values read for the fields 'color' and 'name' ended up in each other's property: list the fields in the order of the initializer's parameters"
        )
    }

    @Test func fieldsInTheInitializersOrderPass() throws {
        try expectFieldOrder(ordered, reading: Self.input)
    }

    @Test func equalValuesCannotTellAndPass() throws {
        try expectFieldOrder(swapped, reading: ["name": "same", "color": "same", "count": 1])
    }

    @Test func anInputThatDoesNotMapIsAFailureOfItsOwn() throws {
        let failure = #expect(throws: MappingExpectationFailure.self) {
            try expectFieldOrder(ordered, reading: ["name": "bug"])
        }
        #expect(failure?.message.hasPrefix("Field order: the input does not map, so it cannot tell:") == true)
    }

    @Test func aRoundTripOfValuesCatchesTheSwapToo() throws {
        // Written as {"color":"red","name":"bug",…}, read back with name and color exchanged.
        #expect(throws: MappingExpectationFailure.self) {
            try expectRoundTrip(swapped, values: [Label(name: "bug", color: "red", count: 3)])
        }
        try expectRoundTrip(ordered, values: [Label(name: "bug", color: "red", count: 3)])
    }

    @Test func theSwapIsNoErrorInEitherDirection() throws {
        // Why a check is needed: each direction maps without an error, with the values exchanged.
        let label = try swapped.map(Self.input)
        #expect(label == Label(name: "red", color: "bug", count: 3))
        #expect(try swapped.reversed.map(label) == ["color": "bug", "name": "red", "count": 3])
    }
}
