import Hydrant
import Testing

private func text(_ json: JSON) throws -> String {
    try JSONWriter().writeString(json)
}

/// The `description` of a fatal reshape error with the given leaves (`from`, `to`, reason, code).
private func fatal(_ leaves: [(String, String, String, String)], total: Int? = nil) -> String {
    var text =
        "[FATAL] Hydrant (code=multipleErrors) because \"Multiple parsing errors occurred (fatal=\(leaves.count), total=\(total ?? leaves.count))\"\n"
    for (from, to, reason, code) in leaves {
        text += "  - Could not map from '\(from)' to '\(to)': \(reason) (\(code))\n"
    }
    return text
}

/// The `fullDescription` of a non-fatal reshape error with the given leaves.
private func nonFatal(_ leaves: [(String, String, String, String)]) -> String {
    var text =
        "[non-fatal] Hydrant (code=multipleErrors) because \"Multiple parsing errors occurred (fatal=0, total=\(leaves.count))\"\n"
    for (from, to, reason, code) in leaves {
        text += "  - Could not map from '\(from)' to '\(to)': \(reason) (\(code))\n"
    }
    return text
}

/// Splits `"First Last"` into `["First", "Last"]`; joins them back.
private let splitName = Mappers.closure(
    map: { (json: JSON) throws -> JSON in
        guard case .string(let name) = json else {
            throw MappingError(
                code: .invalidSourceType, sourceValue: json, detail: "expected a string, got \(json.kind)")
        }
        let parts = name.split(separator: " ", maxSplits: 1).map { JSON.string(String($0)) }
        guard parts.count == 2 else {
            throw MappingError(code: .invalidSourceValue, detail: "expected a first and a last name")
        }
        return .array(parts)
    },
    unmap: { (json: JSON) throws -> JSON in
        .string(try [String](json: json).joined(separator: " "))
    })

/// A number written as a string ("42") to a number (42), and back.
private let numberFromString = Mappers.closure(
    map: { (json: JSON) throws -> JSON in
        guard let text = json.string, let number = JSONNumber(text) else {
            throw MappingError(code: .invalidSourceValue, sourceValue: json, detail: "expected a number in a string")
        }
        return .number(number)
    },
    unmap: { (json: JSON) throws -> JSON in
        guard let number = json.number else {
            throw MappingError(
                code: .invalidSourceType, sourceValue: json, detail: "expected a number, got \(json.kind)")
        }
        return .string(number.text)
    })

private let person = Mappers.reshape {
    JSONField("id", to: "meta.id")
    JSONField("first_name", to: "person.name.first")
    JSONField("last_name", to: "person.name.last")
    JSONField("city", to: "person.address.city")
    JSONField("nick", to: "person.name.nick", Mappers.optionally(JSON.self))
}

// MARK: Generated flat objects

private struct FlatGenerator {
    var random: SplitMix64

    private static let pieces = ["a", "Z", "0", " ", ".", "é", "日本", "😀", "\"", "\\"]

    mutating func key(_ index: Int) -> String {
        let count = Int.random(in: 0...3, using: &random)
        return (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined() + "#\(index)"
    }

    /// Any JSON value but `null` at the top; numbers keep their spelling (`1.50`, `-0`, `1E+2`).
    mutating func value(depth: Int = 0) -> JSON {
        let choice = Int.random(in: 0..<(depth < 2 ? 7 : 5), using: &random)
        switch choice {
        case 0: return .bool(Bool.random(using: &random))
        case 1: return JSON(Int.random(in: .min ... .max, using: &random))
        case 2:
            return .number(
                JSONNumber(
                    ["1.50", "-0", "1E+2", "0.000001", "123456789012345678901234567890"].randomElement(using: &random)!)!
            )
        case 3: return .string(key(Int.random(in: 0...9, using: &random)))
        case 4: return depth > 0 && Bool.random(using: &random) ? .null : .string("")
        case 5: return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth: depth + 1) })
        default:
            var object = JSONObject()
            for index in 0..<Int.random(in: 0...3, using: &random) {
                object.append(key: key(index), value: value(depth: depth + 1))
            }
            return .object(object)
        }
    }
}

@Suite("JSONField and Mappers.reshape: JSON to JSON")
struct JSONFieldTests {
    // MARK: Nested destinations and the reverse

    @Test func nestedDestinationsCreateNestedObjectsInFieldOrder() throws {
        let source: JSON = ["id": 7, "first_name": "Ada", "last_name": "Lovelace", "city": "London", "nick": "Ada L."]
        guard case .success(let shaped) = person.mapping(source) else {
            Issue.record("expected a clean success")
            return
        }
        #expect(
            try text(shaped)
                == #"{"meta":{"id":7},"person":{"name":{"first":"Ada","last":"Lovelace","nick":"Ada L."},"address":{"city":"London"}}}"#
        )
        #expect(
            try text(person.reversed.map(shaped))
                == #"{"id":7,"first_name":"Ada","last_name":"Lovelace","city":"London","nick":"Ada L."}"#)
    }

    @Test func valuesAreCopiedExactly() throws {
        let payload: JSON = ["n": .number(JSONNumber("1.50")!), "list": [nil, true, "x", ["deep": []]], "e": [:]]
        let reshape = Mappers.reshape { JSONField("payload", to: "data.payload") }
        let shaped = try reshape.map(["payload": payload])
        #expect(try text(shaped) == #"{"data":{"payload":{"n":1.50,"list":[null,true,"x",{"deep":[]}],"e":{}}}}"#)
        #expect(identical(try reshape.reversed.map(shaped), ["payload": payload]))
    }

    @Test func keysWithDotsAndIndicesAsDestinations() throws {
        let reshape = Mappers.reshape {
            JSONField(Accessors.key("a.b"), to: Accessors.path(.key("list"), .index(1)))
            JSONField(Accessors.keyPath("c"), to: Accessors.key("x.y"))
        }
        let shaped = try reshape.map(["a.b": 1, "c": 2])
        #expect(try text(shaped) == #"{"list":[null,1],"x.y":2}"#)
        #expect(try text(reshape.reversed.map(shaped)) == #"{"a.b":1,"c":2}"#)
    }

    @Test(arguments: [1, 2, 3, 0xC0FFEE] as [UInt64])
    func reverseRestoresGeneratedFlatObjects(seed: UInt64) throws {
        var generator = FlatGenerator(random: SplitMix64(seed: seed))
        for _ in 0..<50 {
            var fields: [JSONField] = []
            var source = JSONObject()
            var destinations: [(key: String, path: String)] = []
            var absent = 0
            for index in 0..<Int.random(in: 1...8, using: &generator.random) {
                let key = generator.key(index)
                // One to three levels; intermediate objects are shared, leaves are unique.
                let depth = Int.random(in: 1...3, using: &generator.random)
                let path = (["g\(index % 3)", "h\(index % 2)"].prefix(depth - 1) + ["f\(index)"]).joined(separator: ".")
                if Bool.random(using: &generator.random) {
                    fields.append(
                        JSONField(Accessors.key(key), to: Accessors.keyPath(path), Mappers.optionally(JSON.self)))
                    if Bool.random(using: &generator.random) {
                        absent += 1
                        continue
                    }
                } else {
                    fields.append(JSONField(Accessors.key(key), to: Accessors.keyPath(path)))
                }
                source.append(key: key, value: generator.value())
                destinations.append((key, path))
            }
            let reshape = Mappers.Reshape(fields)
            let forward = reshape.mapping(.object(source))
            guard let shaped = forward.value else {
                Issue.record("mapping failed: \(forward.error?.fatalDescription ?? "")")
                continue
            }
            // Every value sits at its destination, unchanged.
            for (key, path) in destinations {
                let moved = try Accessors.keyPath(path).read(from: shaped)
                #expect(moved.map { identical($0, source[key]!) } == true)
            }
            // Only the absent optional fields are reported, non-fatally.
            #expect(forward.error?.isFatal != true)
            #expect(forward.error?.underlyingErrors.count ?? 0 == absent)
            // The reverse restores the original, in order, without errors.
            guard case .success(let back) = reshape.reversed.mapping(shaped) else {
                Issue.record("expected a clean reverse")
                continue
            }
            #expect(identical(back, .object(source)))
        }
    }

    // MARK: One to many, many to one

    private static let oneToMany = Mappers.reshape {
        JSONField(Accessors.keyPath("name"), to: Accessors.fields("first", "last"), splitName)
        JSONField("age", to: "age")
    }

    @Test func oneFieldToManyAndBack() throws {
        let shaped = try Self.oneToMany.map(["name": "Ada Lovelace", "age": 36])
        #expect(try text(shaped) == #"{"first":"Ada","last":"Lovelace","age":36}"#)
        #expect(try text(Self.oneToMany.reversed.map(shaped)) == #"{"name":"Ada Lovelace","age":36}"#)
    }

    @Test func oneToManyErrors() {
        #expect(
            Self.oneToMany.mapping(["name": "Ada", "age": 36]).error?.fatalDescription
                == fatal([("name", "[first, last]", "expected a first and a last name", "invalidSourceValue")]))
        #expect(
            Self.oneToMany.mapping(["name": nil, "age": 36]).error?.fatalDescription
                == fatal([("name", "[first, last]", "the value is null", "nullValue")]))
        // The reverse needs every part.
        #expect(
            Self.oneToMany.reversed.mapping(["first": "Ada", "age": 36]).error?.fatalDescription
                == fatal([("[first, last]", "name", "the value is missing", "missingValue")]))
        // The mapper's own path (element 1 of the values) is joined to every field name, as
        // Hydrant joins a multi-field accessor with a path: the cross product.
        #expect(
            Self.oneToMany.reversed.mapping(["first": "Ada", "last": 1, "age": 36]).error?.fatalDescription
                == fatal([("[first.1, last.1]", "name.1", "expected a string, got a number", "invalidSourceType")]))
    }

    @Test func aMapperResultThatDoesNotFitTheFieldsIsAWriteError() {
        let tooMany = Mappers.closure(
            map: { (json: JSON) throws -> JSON in [json, json, json] },
            unmap: { (json: JSON) throws -> JSON in json })
        let reshape = Mappers.reshape {
            JSONField(Accessors.keyPath("name"), to: Accessors.fields("first", "last"), tooMany)
        }
        #expect(
            reshape.mapping(["name": "x"]).error?.fatalDescription
                == fatal([
                    (
                        "name", "[first, last]", "expected an array of 2 values, one per field, got an array of 3",
                        "writeFailed"
                    )
                ]))
    }

    @Test func manyFieldsToOneAndBack() throws {
        let reshape = Mappers.reshape {
            JSONField(Accessors.fields("first", "last"), to: Accessors.keyPath("profile.name"), splitName.reversed)
        }
        let shaped = try reshape.map(["first": "Ada", "last": "Lovelace"])
        #expect(try text(shaped) == #"{"profile":{"name":"Ada Lovelace"}}"#)
        #expect(try text(reshape.reversed.map(shaped)) == #"{"first":"Ada","last":"Lovelace"}"#)
        #expect(
            reshape.mapping(["first": "Ada"]).error?.fatalDescription
                == fatal([("[first, last]", "profile.name", "the value is missing", "missingValue")]))
    }

    // MARK: Required and optional fields

    /// `nick` is optional: its absence adds a non-fatal error to the total, not to the listing.
    static let requiredCases: [(JSON, String)] = [
        (
            [:],
            fatal(
                [
                    ("id", "meta.id", "the value is missing", "missingValue"),
                    ("first_name", "person.name.first", "the value is missing", "missingValue"),
                    ("last_name", "person.name.last", "the value is missing", "missingValue"),
                    ("city", "person.address.city", "the value is missing", "missingValue"),
                ], total: 5)
        ),
        (
            ["id": nil, "first_name": "A", "last_name": nil, "city": "C"],
            fatal(
                [
                    ("id", "meta.id", "the value is null", "nullValue"),
                    ("last_name", "person.name.last", "the value is null", "nullValue"),
                ], total: 3)
        ),
        (
            ["id": 1, "first_name": "A", "last_name": "B"],
            fatal(
                [
                    ("city", "person.address.city", "the value is missing", "missingValue")
                ], total: 2)
        ),
        (
            ["id": 1, "first_name": "A", "last_name": "B", "city": nil, "nick": "N"],
            fatal([
                ("city", "person.address.city", "the value is null", "nullValue")
            ])
        ),
    ]

    @Test(arguments: JSONFieldTests.requiredCases)
    func requiredFieldsFailOnMissingAndNull(_ input: JSON, _ expected: String) {
        guard case .failure(let error) = person.mapping(input) else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(error.fatalDescription == expected)
    }

    @Test func aRequiredFieldCopiesAnyKindOfValue() throws {
        let shaped = try person.map(["id": [1], "first_name": true, "last_name": ["x": nil], "city": 0])
        #expect(
            try text(shaped)
                == #"{"meta":{"id":[1]},"person":{"name":{"first":true,"last":{"x":null}},"address":{"city":0}}}"#)
    }

    /// DECISIONS #4: the error for a required field names the missing key and suggests the nearest.
    @Test func aMissingRequiredFieldSuggestsTheNearestKey() {
        let reshape = Mappers.reshape { JSONField("first_name", to: "name.first") }
        #expect(
            reshape.mapping(["First_Name": "Ada"]).error?.fatalDescription
                == fatal([
                    ("first_name", "name.first", "the value is missing; did you mean 'First_Name'?", "missingValue")
                ]))
    }

    @Test func theReverseOfARequiredFieldIsRequired() {
        #expect(
            person.reversed.mapping([
                "meta": ["id": 1], "person": ["name": ["first": "A", "last": nil], "address": [:]],
            ]).error?.fatalDescription
                == fatal([
                    ("person.name.last", "last_name", "the value is null", "nullValue"),
                    ("person.address.city", "city", "the value is missing", "missingValue"),
                ]))
    }

    static let optionalCases: [(JSON, String, String?)] = [
        (["nick": "Al"], #"{"name":{"nick":"Al"}}"#, nil),
        (["nick": [1, nil]], #"{"name":{"nick":[1,null]}}"#, nil),
        ([:], "{}", nonFatal([("nick", "name.nick", "the value is missing", "missingValue")])),
        (["nick": nil], "{}", nonFatal([("nick", "name.nick", "the value is null", "nullValue")])),
    ]

    @Test(arguments: JSONFieldTests.optionalCases)
    func optionalFieldsAreLeftOutWithANonFatalError(_ input: JSON, _ expected: String, _ error: String?) throws {
        let reshape = Mappers.reshape { JSONField("nick", to: "name.nick", Mappers.optionally(JSON.self)) }
        let result = reshape.mapping(input)
        #expect(try result.value.map(text) == expected)
        #expect(result.error?.fullDescription == error)
    }

    @Test func theReverseOfAnOptionalFieldLeavesOutWhatIsMissing() throws {
        let reshape = Mappers.reshape { JSONField("nick", to: "name.nick", Mappers.optionally(JSON.self)) }
        guard case .success(let missing) = reshape.reversed.mapping(["name": [:]]) else {
            Issue.record("a missing optional value is not an error in the reverse")
            return
        }
        #expect(try text(missing) == "{}")
        let null = reshape.reversed.mapping(["name": ["nick": nil]])
        #expect(try null.value.map(text) == "{}")
        #expect(null.error?.fullDescription == nonFatal([("name.nick", "nick", "the value is null", "nullValue")]))
    }

    // MARK: Mappers of present values, and of optional values

    @Test func aConvertingMapperAndItsReverse() throws {
        let reshape = Mappers.reshape { JSONField("age", to: "years", numberFromString) }
        #expect(try text(reshape.map(["age": "36"])) == #"{"years":36}"#)
        #expect(try text(reshape.reversed.map(["years": 36.5])) == #"{"age":"36.5"}"#)
        #expect(
            reshape.mapping(["age": "old"]).error?.fatalDescription
                == fatal([("age", "years", "expected a number in a string", "invalidSourceValue")]))
        #expect(
            reshape.reversed.mapping(["years": "36"]).error?.fatalDescription
                == fatal([("years", "age", "expected a number, got a string", "invalidSourceType")]))
    }

    @Test func aKindCheckSwapsItsCodeInTheReverse() {
        let reshape = Mappers.reshape { JSONField("age", to: "years", Mappers.kind(.number)) }
        #expect(
            reshape.mapping(["age": "6"]).error?.fatalDescription
                == fatal([("age", "years", "expected a number, got a string", "invalidSourceType")]))
        #expect(
            reshape.reversed.mapping(["years": "6"]).error?.fatalDescription
                == fatal([("years", "age", "mapper produced a string, expected a number", "invalidResultingType")]))
    }

    @Test func aMapperOfPresentValuesNeverSeesMissingOrNull() throws {
        let reshape = Mappers.reshape {
            JSONField(
                "v", to: "w",
                Mappers.closure(
                    map: { (json: JSON) -> JSON in json.isNull ? "was null" : json },
                    unmap: { (json: JSON) -> JSON in json }))
        }
        #expect(try text(reshape.map(["v": 1])) == #"{"w":1}"#)
        #expect(
            reshape.mapping(["v": nil]).error?.fatalDescription == fatal([("v", "w", "the value is null", "nullValue")])
        )
        #expect(
            reshape.mapping([:]).error?.fatalDescription == fatal([("v", "w", "the value is missing", "missingValue")]))
    }

    @Test func aMapperOfOptionalValuesReceivesNilForMissing() throws {
        let withDefault = Mappers.closure(
            map: { (json: JSON?) -> JSON? in json ?? "unknown" },
            unmap: { (json: JSON?) -> JSON? in json == "unknown" ? nil : json })
        let reshape = Mappers.reshape { JSONField("city", to: "address.city", withDefault) }
        guard case .success(let shaped) = reshape.mapping([:]) else {
            Issue.record("expected a clean success")
            return
        }
        #expect(try text(shaped) == #"{"address":{"city":"unknown"}}"#)
        #expect(try text(reshape.map(["city": nil])) == #"{"address":{"city":null}}"#)
        #expect(try text(reshape.reversed.map(shaped)) == "{}")
        #expect(try text(reshape.reversed.map(["address": ["city": "Paris"]])) == #"{"city":"Paris"}"#)
    }

    // MARK: Everything else

    /// The documented decision (Reshape, HandlingErrors): one fatal code-2 error without children,
    /// where the original gave a code-4 container around a code-3 error.
    @Test(arguments: [JSON.array([]), "x", 1, true, nil])
    func aNonObjectIsAFatalTypeError(_ input: JSON) {
        let error = #expect(throws: MappingError.self) { try person.map(input) }
        #expect(error?.code == .invalidSourceType)
        #expect(error?.detail == "expected an object, got \(input.kind)")
        #expect(error?.underlyingErrors.isEmpty == true)
        #expect(
            error?.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceType) because "Could not map from '<Unknown>' to '<Unknown>': expected an object, got \(input.kind)"

                """)
    }

    @Test func everyFieldIsAttemptedInDeclarationOrder() {
        let reshape = Mappers.reshape {
            JSONField("a", to: "x.a", Mappers.kind(.string))
            JSONField("b", to: "x.b", Mappers.optionally(JSON.self))
            JSONField("c", to: "x.c")
        }
        guard case .failure(let error) = reshape.mapping(["a": 1, "c": nil]) else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(
            error.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=3)"
                  - Could not map from 'a' to 'x.a': expected a string, got a number (invalidSourceType)
                  - Could not map from 'b' to 'x.b': the value is missing (missingValue)
                  - Could not map from 'c' to 'x.c': the value is null (nullValue)

                """)
    }

    /// A field whose destination runs through another field's value cannot be written; the error
    /// names the source and the destination once each.
    @Test func aDestinationInsideAnotherFieldsValueIsAWriteError() {
        let reshape = Mappers.reshape {
            JSONField("a", to: "x")
            JSONField("b", to: "x.y")
        }
        #expect(
            reshape.mapping(["a": "text", "b": 1]).error?.fatalDescription
                == fatal([("b", "x.y", "cannot write a member into a string at 'x'", "writeFailed")]))
    }

    /// A source path that runs through a value of the wrong kind cannot be read; the error names
    /// the source and the destination once each.
    @Test func aSourceThatCannotBeReadIsAReadError() {
        let reshape = Mappers.reshape { JSONField("a.b", to: "x") }
        #expect(
            reshape.mapping(["a": "text"]).error?.fatalDescription
                == fatal([("a.b", "x", "expected an object at 'a', found a string", "readFailed")]))
    }

    @Test func theFieldsAndPolicyAreKeptAndSwappedInTheReverse() {
        let reshape = person.unmappedKeys(.reject)
        #expect(reshape.fields.count == 5)
        #expect(reshape.unmappedKeys == .reject)
        #expect(reshape.reversed.unmappedKeys == .reject)
        #expect(
            reshape.reversed.fields.map(\.source.description) == [
                "meta.id", "person.name.first", "person.name.last", "person.address.city", "person.name.nick",
            ])
        #expect(
            reshape.reversed.fields.map(\.destination.description) == ["id", "first_name", "last_name", "city", "nick"])
    }

    @Test func anEmptyReshapeMakesAnEmptyObject() throws {
        let reshape = Mappers.reshape {}
        #expect(try text(reshape.map(["a": 1])) == "{}")
        #expect(
            reshape.unmappedKeys(.report).mapping(["a": 1]).error?.fullDescription
                == nonFatal([("<key>", "<Unknown>", "no field reads this key", "unexpectedKey")]))
    }
}
