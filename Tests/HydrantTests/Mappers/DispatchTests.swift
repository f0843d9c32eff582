import Hydrant
import Testing

// MARK: Models

private struct Circle: Equatable, Sendable {
    var radius: Double
}

private struct Square: Equatable, Sendable {
    var side: Double
}

private enum Shape: Equatable, Sendable {
    case circle(Circle)
    case square(Square)
    /// Never produced by a case: the fallback, and a value no case extracts.
    case unknown
}

private protocol Animal: Sendable {
    var name: String { get }
}

private struct Dog: Animal, Equatable {
    var name: String
}

private struct Cat: Animal, Equatable {
    var name: String
}

/// An animal no case of ``DispatchTests/animals`` handles.
private struct Fish: Animal {
    var name: String
}

private struct User: Equatable, Sendable {
    var name: String
}

private enum Owner: Equatable, Sendable {
    case id(Int)
    case user(User)
}

// MARK: Payload mappers, built from forward + closure

private enum Payloads {
    static let circle = Mappers.forward("radius", Mappers.value(Double.self))
        .then(Mappers.closure(map: { Circle(radius: $0) }, unmap: { $0.radius }))
    static let square = Mappers.forward("side", Mappers.value(Double.self))
        .then(Mappers.closure(map: { Square(side: $0) }, unmap: { $0.side }))
    static let dog = Mappers.forward("name", Mappers.value(String.self))
        .then(Mappers.closure(map: { Dog(name: $0) }, unmap: { $0.name }))
    static let cat = Mappers.forward("name", Mappers.value(String.self))
        .then(Mappers.closure(map: { Cat(name: $0) }, unmap: { $0.name }))
    static let user = Mappers.forward("name", Mappers.value(String.self))
        .then(Mappers.closure(map: { User(name: $0) }, unmap: { $0.name }))
}

@Suite("Mappers.dispatch")
struct DispatchTests {
    fileprivate static let shapes = Mappers.dispatch(on: "type", to: Shape.self) {
        Mappers.DispatchCase(
            "circle", Payloads.circle, embed: Shape.circle,
            extract: { if case .circle(let circle) = $0 { circle } else { nil } })
        Mappers.DispatchCase(
            "square", Payloads.square, embed: Shape.square,
            extract: { if case .square(let square) = $0 { square } else { nil } })
    }

    fileprivate static let animals = Mappers.dispatch(on: "species", to: (any Animal).self) {
        Mappers.DispatchCase("dog", Payloads.dog, embed: { $0 })
        Mappers.DispatchCase("cat", Payloads.cat, embed: { $0 })
    }

    fileprivate static let owners = Mappers.dispatch(on: .kind, to: Owner.self) {
        Mappers.DispatchCase(
            .number, Mappers.value(Int.self), embed: Owner.id,
            extract: { if case .id(let id) = $0 { id } else { nil } })
        Mappers.DispatchCase(
            .object, Payloads.user, embed: Owner.user,
            extract: { if case .user(let user) = $0 { user } else { nil } })
    }

    /// A tag value that must never appear in any rendering.
    static let secret = "token-8d3f-secret"

    // MARK: Enum dispatch

    struct Dispatched: Sendable, CustomTestStringConvertible {
        var input: JSON
        fileprivate var expected: Shape
        var testDescription: String { input.description }
    }

    static let dispatched: [Dispatched] = [
        Dispatched(input: ["type": "circle", "radius": 2], expected: .circle(Circle(radius: 2))),
        Dispatched(input: ["radius": 0.5, "type": "circle"], expected: .circle(Circle(radius: 0.5))),
        Dispatched(input: ["type": "square", "side": 3], expected: .square(Square(side: 3))),
        Dispatched(input: ["side": 1e2, "type": "square", "radius": "ignored"], expected: .square(Square(side: 100))),
    ]

    @Test(arguments: dispatched)
    func choosesTheCaseByTheDiscriminator(case dispatched: Dispatched) {
        let result = Self.shapes.mapping(dispatched.input)
        #expect(Probe.outcome(result) == .success)
        #expect(result.value == dispatched.expected)
    }

    @Test func casesKeepTheirOrderAndKeys() {
        #expect(Self.shapes.keys == ["circle", "square"])
        #expect(Self.shapes.discriminator.accessor?.description == "type")
        #expect(Self.owners.keys == [.number, .object])
        #expect(Self.owners.discriminator.accessor == nil)
    }

    @Test func discriminatorCanBeAnyAccessor() throws {
        let nested = Mappers.dispatch(on: "meta.type", to: Shape.self) {
            Mappers.DispatchCase(
                "circle", Payloads.circle, embed: Shape.circle,
                extract: { if case .circle(let circle) = $0 { circle } else { nil } })
        }
        #expect(try nested.map(["meta": ["type": "circle"], "radius": 1]) == .circle(Circle(radius: 1)))
        #expect(try nested.reversed.map(.circle(Circle(radius: 1))) == ["radius": 1, "meta": ["type": "circle"]])

        let literalKey = Mappers.dispatch(on: .member(Accessors.key("@type.v2")), to: Shape.self) {
            Mappers.DispatchCase(
                "square", Payloads.square, embed: Shape.square,
                extract: { if case .square(let square) = $0 { square } else { nil } })
        }
        #expect(try literalKey.map(["@type.v2": "square", "side": 2]) == .square(Square(side: 2)))
        let error = try #require(literalKey.mapping(["side": 2]).error)
        #expect(error.sourcePath == #""@type.v2""#)
    }

    // MARK: Protocol dispatch

    @Test func protocolCasesProduceTheirConformers() throws {
        let dog = try Self.animals.map(["species": "dog", "name": "Rex"])
        #expect(dog as? Dog == Dog(name: "Rex"))
        let cat = try Self.animals.map(["name": "Tom", "species": "cat"])
        #expect(cat as? Cat == Cat(name: "Tom"))
        #expect(cat.name == "Tom")
    }

    @Test func protocolReversePicksByType() throws {
        #expect(identical(try Self.animals.reversed.map(Dog(name: "Rex")), ["name": "Rex", "species": "dog"]))
        #expect(identical(try Self.animals.reversed.map(Cat(name: "Tom")), ["name": "Tom", "species": "cat"]))
    }

    @Test func protocolReverseOfAnUnhandledTypeIsFatal() throws {
        let error = try #require(Self.animals.reversed.mapping(Fish(name: "Nemo")).error)
        #expect(error.code == .invalidSourceType)
        #expect(error.isFatal)
        #expect(error.sourceValue?.value is Fish)
        #expect(!Probe.renderingsContain(error, "Nemo"))
    }

    // MARK: Kind dispatch

    @Test func kindDispatchChoosesByTheInputsKind() throws {
        #expect(try Self.owners.map(42) == .id(42))
        #expect(try Self.owners.map(["name": "Ada"]) == .user(User(name: "Ada")))
    }

    @Test(arguments: [("42", "a string"), (nil, "null"), ([42], "an array"), (true, "a boolean")] as [(JSON, String)])
    func kindDispatchRejectsOtherKinds(input: JSON, kind: String) throws {
        let error = try #require(Self.owners.mapping(input).error)
        #expect(error.code == .invalidSourceType)
        #expect(error.isFatal)
        #expect(error.sourcePath == nil)
        #expect(error.detail == "expected a number or an object, got \(kind)")
        #expect(error.sourceValue?.value as? JSON == input)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceType) because "Could not map from '<Unknown>' to '<Unknown>': expected a number or an object, got \(kind)"

                """)
    }

    @Test func kindDispatchReverseAddsNothing() throws {
        #expect(identical(try Self.owners.reversed.map(.id(7)), 7))
        #expect(identical(try Self.owners.reversed.map(.user(User(name: "Ada"))), ["name": "Ada"]))
    }

    @Test func kindDispatchPayloadErrorsPassUnchanged() throws {
        let direct = try #require(Mappers.value(Int.self).mapping(2.5).error)
        let error = try #require(Self.owners.mapping(2.5).error)
        #expect(error.code == direct.code)
        #expect(error.fatalDescription == direct.fatalDescription)
    }

    // MARK: No match

    @Test(arguments: ["hexagon", "Circle", "circle ", "", secret])
    func unknownTagIsFatalInvalidSourceType(tag: String) throws {
        let input: JSON = ["type": .string(tag), "radius": 1]
        let error = try #require(#expect(throws: MappingError.self) { try Self.shapes.map(input) })
        #expect(error.code == .invalidSourceType)
        #expect(error.isFatal)
        #expect(error.sourcePath == "type")
        #expect(error.destinationPath == nil)
        #expect(error.sourceValue?.value as? JSON == input)
        #expect(error.detail == "the discriminator (a string) matches none of the 2 cases")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceType) because "Could not map from 'type' to '<Unknown>': the discriminator (a string) matches none of the 2 cases"

                """)
        if !tag.isEmpty {
            #expect(!Probe.renderingsContain(error, tag))
        }
    }

    @Test(arguments: [["radius": 1], [:], .null, ["Type": "circle"]] as [JSON])
    func missingDiscriminatorIsFatalInvalidSourceType(input: JSON) throws {
        let error = try #require(Self.shapes.mapping(input).error)
        #expect(error.code == .invalidSourceType)
        #expect(error.isFatal)
        #expect(error.sourcePath == "type")
        #expect(error.detail == "the discriminator is missing")
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceType) because "Could not map from 'type' to '<Unknown>': the discriminator is missing"

                """)
    }

    @Test(
        arguments: [
            (1, "a number"), (nil, "null"), (true, "a boolean"), (["circle"], "an array"), (["circle": 1], "an object"),
        ] as [(JSON, String)])
    func nonStringDiscriminatorMatchesNoStringTag(tag: JSON, kind: String) throws {
        let error = try #require(Self.shapes.mapping(["type": tag, "radius": 1]).error)
        #expect(error.code == .invalidSourceType)
        #expect(error.detail == "the discriminator (\(kind)) matches none of the 2 cases")
        #expect(!Probe.renderingsContain(error, "circle"))
    }

    @Test func numberTagsCompareByValue() throws {
        let versions = Mappers.dispatch(on: "v", to: Shape.self) {
            Mappers.DispatchCase(
                1, Payloads.circle, embed: Shape.circle,
                extract: { if case .circle(let circle) = $0 { circle } else { nil } })
            Mappers.DispatchCase(
                2, Payloads.square, embed: Shape.square,
                extract: { if case .square(let square) = $0 { square } else { nil } })
        }
        #expect(try versions.map(["v": 1, "radius": 1]) == .circle(Circle(radius: 1)))
        #expect(try versions.map(["v": .number(JSONNumber("2.0")!), "side": 1]) == .square(Square(side: 1)))
        #expect(try versions.map(["v": .number(JSONNumber("1e0")!), "radius": 3]) == .circle(Circle(radius: 3)))
        #expect(
            versions.mapping(["v": "1", "radius": 1]).error?.detail
                == "the discriminator (a string) matches none of the 2 cases")
        #expect(try versions.reversed.map(.square(Square(side: 4))) == ["side": 4, "v": 2])
    }

    @Test func singleCaseMismatchSaysSo() throws {
        let only = Mappers.dispatch(on: "type", to: Shape.self) {
            Mappers.DispatchCase(
                "circle", Payloads.circle, embed: Shape.circle,
                extract: { if case .circle(let circle) = $0 { circle } else { nil } })
        }
        #expect(try only.map(["type": "circle", "radius": 1]) == .circle(Circle(radius: 1)))
        #expect(
            only.mapping(["type": "square"]).error?.detail
                == "the discriminator (a string) does not match the only case")
    }

    @Test(arguments: ["circle", 1, [1, 2]] as [JSON])
    func unreadableInputIsTheAccessorsReadFailed(input: JSON) throws {
        let error = try #require(Self.shapes.mapping(input).error)
        #expect(error.code == .readFailed)
        #expect(error.isFatal)
        #expect(error.detail == "expected an object, found \(input.kind)")
        let withFallback = Mappers.dispatch(on: "type", fallback: Shape.unknown) {
            Mappers.DispatchCase(
                "circle", Payloads.circle, embed: Shape.circle,
                extract: { if case .circle(let circle) = $0 { circle } else { nil } })
        }
        #expect(withFallback.mapping(input).error?.code == .readFailed)
        #expect(withFallback.mapping(input).error?.isFatal == true)
    }

    // MARK: Payload errors

    @Test func payloadFatalErrorsPassUnchanged() throws {
        let input: JSON = ["type": "circle", "radius": "big"]
        let direct = try #require(Payloads.circle.mapping(input).error)
        let error = try #require(Self.shapes.mapping(input).error)
        #expect(error.code == .invalidSourceType)
        #expect(error.sourcePath == "radius")
        #expect(error.sourcePath == direct.sourcePath)
        #expect(error.destinationPath == direct.destinationPath)
        #expect(error.fatalDescription == direct.fatalDescription)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceType) because "Could not map from 'radius' to '<Unknown>': expected a number, got a string"

                """)
    }

    @Test func payloadNonFatalErrorsPassUnchanged() throws {
        let lenient = Mappers.dispatch(on: "type", to: Shape.self) {
            Mappers.DispatchCase(
                "circle",
                Mappers.forward("radius", Mappers.optionally(Mappers.value(Double.self), default: 1))
                    .then(Mappers.closure(map: { Circle(radius: $0) }, unmap: { $0.radius })),
                embed: Shape.circle, extract: { if case .circle(let circle) = $0 { circle } else { nil } })
        }
        let trace = Probe.run(lenient, ["type": "circle"])
        #expect(trace.value == .circle(Circle(radius: 1)))
        #expect(trace.recordedCodes == [.missingValue])
        #expect(trace.recorded.first?.sourcePath == "radius")
        #expect(trace.recorded.first?.reason == "Could not map from 'radius' to '<Unknown>': the value is missing")
    }

    // MARK: Fallback

    @Test(arguments: [["type": "hexagon"], ["radius": 1], ["type": 3]] as [JSON])
    func fallbackGivesTheDefaultWithANonFatalError(input: JSON) throws {
        let shapes = Mappers.dispatch(on: "type", fallback: Shape.unknown) {
            Mappers.DispatchCase(
                "circle", Payloads.circle, embed: Shape.circle,
                extract: { if case .circle(let circle) = $0 { circle } else { nil } })
            Mappers.DispatchCase(
                "square", Payloads.square, embed: Shape.square,
                extract: { if case .square(let square) = $0 { square } else { nil } })
        }
        let result = shapes.mapping(input)
        #expect(Probe.outcome(result) == .successWithErrors)
        #expect(result.value == .unknown)
        let error = try #require(result.error)
        #expect(error.code == .invalidSourceType)
        #expect(!error.isFatal)
        #expect(error.sourcePath == "type")
        let fatal = try #require(Self.shapes.mapping(input).error)
        #expect(error.detail == fatal.detail)
        let detail = try #require(fatal.detail)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=invalidSourceType) because "Could not map from 'type' to '<Unknown>': \(detail)"

                """)
        #expect(try shapes.map(["type": "square", "side": 1]) == .square(Square(side: 1)))
    }

    @Test func fallbackFactoryIsCalledOnEveryFallback() throws {
        let calls = Probe.Counter()
        let shapes = Mappers.dispatch(
            on: "type", to: Shape.self,
            fallbackFactory: {
                calls.increment()
                return .unknown
            }
        ) {
            Mappers.DispatchCase(
                "circle", Payloads.circle, embed: Shape.circle,
                extract: { if case .circle(let circle) = $0 { circle } else { nil } })
        }
        #expect(try shapes.map(["type": "circle", "radius": 1]) == .circle(Circle(radius: 1)))
        #expect(calls.count == 0)
        #expect(Probe.run(shapes, ["type": "x"]).recordedCodes == [.invalidSourceType])
        #expect(Probe.run(shapes, [:]).value == .unknown)
        #expect(calls.count == 2)
    }

    @Test func fallbackDoesNotCoverPayloadErrors() throws {
        let shapes = Mappers.dispatch(on: "type", fallback: Shape.unknown) {
            Mappers.DispatchCase(
                "circle", Payloads.circle, embed: Shape.circle,
                extract: { if case .circle(let circle) = $0 { circle } else { nil } })
        }
        let error = try #require(shapes.mapping(["type": "circle"]).error)
        #expect(error.isFatal)
        #expect(error.code == .missingValue)
        #expect(error.sourcePath == "radius")
    }

    @Test func kindDispatchFallback() throws {
        let owners = Mappers.dispatch(on: .kind, fallback: Owner.id(0)) {
            Mappers.DispatchCase(
                .number, Mappers.value(Int.self), embed: Owner.id,
                extract: { if case .id(let id) = $0 { id } else { nil } })
        }
        let result = owners.mapping("x")
        #expect(result.value == .id(0))
        #expect(result.error?.isFatal == false)
        #expect(result.error?.detail == "expected a number, got a string")
    }

    // MARK: Reverse

    @Test(arguments: dispatched)
    func reversePicksTheCaseAndWritesTheTag(case dispatched: Dispatched) throws {
        let json = try Self.shapes.reversed.map(dispatched.expected)
        let tag: JSON = if case .circle = dispatched.expected { "circle" } else { "square" }
        #expect(json["type"] == tag)
        #expect(try Self.shapes.map(json) == dispatched.expected)
        #expect(json.count == 2)
    }

    @Test func reverseOverwritesAnExistingDiscriminator() throws {
        let tagged = Mappers.dispatch(on: "type", to: Shape.self) {
            Mappers.DispatchCase(
                "circle",
                Mappers.closure(
                    map: { (json: JSON) in Circle(radius: try Double(json: json["r"] ?? .null)) },
                    unmap: { (circle: Circle) -> JSON in ["type": "stale", "r": circle.radius.json] }),
                embed: Shape.circle, extract: { if case .circle(let circle) = $0 { circle } else { nil } })
        }
        let json = try tagged.reversed.map(.circle(Circle(radius: 2)))
        #expect(json == ["type": "circle", "r": 2])
        #expect(json.object?.keys == ["type", "r"])
    }

    @Test func reverseOfAValueNoCaseExtractsIsFatal() throws {
        let error = try #require(#expect(throws: MappingError.self) { try Self.shapes.reversed.map(.unknown) })
        #expect(error.code == .invalidSourceType)
        #expect(error.isFatal)
        #expect(error.sourcePath == nil)
        #expect(error.destinationPath == nil)
        #expect(error.sourceValue?.value as? Shape == .unknown)
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceType) because "Could not map from '<Unknown>' to '<Unknown>': no case matches the value"

                """)
    }

    @Test func reverseOfAPayloadThatIsNotAnObjectCannotTakeTheTag() throws {
        let numbers = Mappers.dispatch(on: "type", to: Owner.self) {
            Mappers.DispatchCase(
                "id", Mappers.value(Int.self), embed: Owner.id,
                extract: { if case .id(let id) = $0 { id } else { nil } })
        }
        let error = try #require(numbers.reversed.mapping(.id(3)).error)
        #expect(error.code == .writeFailed)
        #expect(error.destinationPath == "type")
        #expect(error.detail == "cannot write a member into a number")
    }

    @Test func reversePayloadErrorsPassUnchanged() throws {
        let strict = Mappers.dispatch(on: "type", to: Shape.self) {
            Mappers.DispatchCase(
                "circle",
                Mappers.closure(
                    map: { (_: JSON) in Circle(radius: 0) },
                    unmap: { (_: Circle) throws -> JSON in
                        throw MappingError(code: .validationFailed, destinationPath: "radius", detail: "too small")
                    }),
                embed: Shape.circle, extract: { if case .circle(let circle) = $0 { circle } else { nil } })
        }
        let error = try #require(strict.reversed.mapping(.circle(Circle(radius: 0))).error)
        #expect(error.code == .validationFailed)
        #expect(error.reason == "Could not map from '<Unknown>' to 'radius': too small")
    }

    @Test func reverseOfTheReverseIsTheDispatch() throws {
        let again = Self.shapes.reversed.reversed
        #expect(again.keys == Self.shapes.keys)
        #expect(try again.map(["type": "square", "side": 5]) == .square(Square(side: 5)))
    }

    @Test func oneWayPayloadsMakeAOneWayDispatch() throws {
        let oneWay = Mappers.dispatch(on: "type", to: Shape.self) {
            Mappers.DispatchCase("circle", Mappers.closure { (_: JSON) in Circle(radius: 1) }, embed: Shape.circle)
        }
        #expect(try oneWay.map(["type": "circle"]) == .circle(Circle(radius: 1)))
        #expect(!isReversible(oneWay))
        #expect(isReversible(Self.shapes))
        #expect(isReversible(Self.shapes.reversed))
    }

    private func isReversible(_ mapper: some Mapper) -> Bool {
        mapper is any ReversibleMapper
    }

    // MARK: Round trips

    /// Property: every generated shape survives the reverse and back, and every generated document
    /// survives the mapping and back.
    @Test func generatedShapesRoundTrip() throws {
        var rng = SplitMix64(seed: 0xD15_A7C4)
        for _ in 0..<300 {
            let size = Double(Int.random(in: -1_000_000...1_000_000, using: &rng)) / 64
            let shape: Shape = Bool.random(using: &rng) ? .circle(Circle(radius: size)) : .square(Square(side: size))
            let json = try Self.shapes.reversed.map(shape)
            #expect(try Self.shapes.map(json) == shape)
            #expect(identical(try Self.shapes.reversed.map(Self.shapes.map(json)), json))
        }
    }

    @Test func generatedAnimalsAndOwnersRoundTrip() throws {
        var rng = SplitMix64(seed: 0xA11_3A15)
        for _ in 0..<200 {
            let name = Probe.randomString(&rng)
            let animal: any Animal = Bool.random(using: &rng) ? Dog(name: name) : Cat(name: name)
            let back = try Self.animals.map(Self.animals.reversed.map(animal))
            #expect(type(of: back) == type(of: animal))
            #expect(back.name == name)

            let owner: Owner =
                Bool.random(using: &rng)
                ? .id(Int.random(in: .min ... .max, using: &rng)) : .user(User(name: name))
            #expect(try Self.owners.map(Self.owners.reversed.map(owner)) == owner)
        }
    }

    // MARK: Configuration

    @Test func manyCasesTypeCheckAndDispatch() throws {
        let digits = Mappers.dispatch(on: .kind, to: String.self) {
            Mappers.DispatchCase(.null, Mappers.closure { (_: JSON) in "null" }, embed: { $0 })
            Mappers.DispatchCase(.bool, Mappers.closure { (_: JSON) in "bool" }, embed: { $0 })
            Mappers.DispatchCase(.number, Mappers.closure { (_: JSON) in "number" }, embed: { $0 })
            Mappers.DispatchCase(.string, Mappers.closure { (_: JSON) in "string" }, embed: { $0 })
            Mappers.DispatchCase(.array, Mappers.closure { (_: JSON) in "array" }, embed: { $0 })
            Mappers.DispatchCase(.object, Mappers.closure { (_: JSON) in "object" }, embed: { $0 })
        }
        for json in [nil, true, 1, "s", [], [:]] as [JSON] {
            #expect(try digits.map(json) == json.kind.rawValue)
        }
        let tags = Mappers.dispatch(on: "n", to: Int.self) {
            Mappers.DispatchCase(0, Mappers.closure { (_: JSON) in 0 }, embed: { $0 })
            Mappers.DispatchCase(1, Mappers.closure { (_: JSON) in 1 }, embed: { $0 })
            Mappers.DispatchCase(2, Mappers.closure { (_: JSON) in 2 }, embed: { $0 })
            Mappers.DispatchCase(3, Mappers.closure { (_: JSON) in 3 }, embed: { $0 })
            Mappers.DispatchCase(4, Mappers.closure { (_: JSON) in 4 }, embed: { $0 })
            Mappers.DispatchCase(5, Mappers.closure { (_: JSON) in 5 }, embed: { $0 })
            Mappers.DispatchCase(6, Mappers.closure { (_: JSON) in 6 }, embed: { $0 })
            Mappers.DispatchCase(7, Mappers.closure { (_: JSON) in 7 }, embed: { $0 })
            Mappers.DispatchCase(8, Mappers.closure { (_: JSON) in 8 }, embed: { $0 })
            Mappers.DispatchCase(9, Mappers.closure { (_: JSON) in 9 }, embed: { $0 })
            Mappers.DispatchCase(10, Mappers.closure { (_: JSON) in 10 }, embed: { $0 })
            Mappers.DispatchCase(11, Mappers.closure { (_: JSON) in 11 }, embed: { $0 })
        }
        for n in 0..<12 {
            #expect(try tags.map(["n": JSON(n)]) == n)
        }
        #expect(tags.mapping(["n": 12]).error?.detail == "the discriminator (a number) matches none of the 12 cases")
    }

    /// Two cases with the same tag are a programming error, reported when the mapper is built.
    @Test func duplicateTagsStopTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.dispatch(on: "type", to: Shape.self) {
                Mappers.DispatchCase(
                    "circle", Payloads.circle, embed: Shape.circle,
                    extract: { if case .circle(let circle) = $0 { circle } else { nil } })
                Mappers.DispatchCase(
                    "circle", Payloads.circle, embed: Shape.circle,
                    extract: { if case .circle(let circle) = $0 { circle } else { nil } })
            }
        }
    }

    /// `1` and `1.0` are the same JSON value, so they are the same tag.
    @Test func equalNumberTagsAreDuplicates() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.dispatch(on: "v", to: Int.self) {
                Mappers.DispatchCase(1, Mappers.value(Int.self), embed: { $0 })
                Mappers.DispatchCase(.number(JSONNumber("1.0")!), Mappers.value(Int.self), embed: { $0 })
            }
        }
    }

    @Test func duplicateKindsStopTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Mappers.dispatch(on: .kind, to: Int.self) {
                Mappers.DispatchCase(.number, Mappers.value(Int.self), embed: { $0 })
                Mappers.DispatchCase(.number, Mappers.value(Int.self), embed: { $0 })
            }
        }
    }

    // MARK: Redaction

    @Test func noRenderingContainsTheTag() throws {
        let input: JSON = ["type": .string(Self.secret), "radius": 1]
        var errors = [try #require(Self.shapes.mapping(input).error)]
        let withFallback = Mappers.dispatch(on: "type", fallback: Shape.unknown) {
            Mappers.DispatchCase(
                "circle", Payloads.circle, embed: Shape.circle,
                extract: { if case .circle(let circle) = $0 { circle } else { nil } })
        }
        errors.append(try #require(withFallback.mapping(input).error))
        errors.append(try #require(Mappers.forward("wrapper", Self.shapes).mapping(["wrapper": input]).error))
        for error in errors {
            #expect(!Probe.renderingsContain(error, Self.secret))
            #expect(error.sourceValue?.value as? JSON != nil)
        }
        #expect(errors[2].sourcePath == "wrapper.type")
    }
}
