import Hydrant
import Testing

// MARK: The same fields on the three kinds of object mapping

/// A member read from a key path, a plain key, two keys joined (`date` and `time`) and a key with a dot.
private struct ClubMember: Sendable, Equatable {
    var first: String
    var age: Int
    var joined: String
    var code = 0
}

/// `["2024-01-02", "10:00"]` ↔ `"2024-01-02 10:00"`.
private let joinParts = Mappers.closure(
    map: { (json: JSON) throws -> String in try [String](json: json).joined(separator: " ") },
    unmap: { (text: String) -> JSON in .array(text.split(separator: " ").map { .string(String($0)) }) })

private let joinPartsJSON = Mappers.closure(
    map: { (json: JSON) throws -> JSON in .string(try [String](json: json).joined(separator: " ")) },
    unmap: { (json: JSON) throws -> JSON in
        .array(try String(json: json).split(separator: " ").map { .string(String($0)) })
    })

/// Reads `name.first` (consuming `name`), `age`, `date` + `time`, and the literal key `a.b`.
private let personObject = Mappers.object(ClubMember.init) {
    Field("name.first", \.first)
    Field("age", \.age)
    Field(Accessors.fields("date", "time"), \.joined, joinParts)
    Field(Accessors.key("a.b"), \.code, Mappers.optionally(Mappers.value(Int.self), default: 0))
}

private let personPrototype = Mappers.object(prototype: ClubMember(first: "", age: 0, joined: "")) {
    Field("name.first", \.first)
    Field("age", \.age)
    Field(Accessors.fields("date", "time"), \.joined, joinParts)
}

private let personReshape = Mappers.reshape {
    JSONField("name.first", to: "first")
    JSONField("age", to: "age")
    JSONField(Accessors.fields("date", "time"), to: Accessors.keyPath("joined"), joinPartsJSON)
    JSONField(Accessors.key("a.b"), to: Accessors.keyPath("ab"), Mappers.optionally(JSON.self))
}

enum MappingKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case object, mutableObject, reshape

    var testDescription: String { rawValue }

    /// Maps `input` with the policy; the error and whether a value was produced.
    func map(_ input: JSON, _ policy: UnmappedKeyPolicy) -> (hasValue: Bool, error: MappingError?) {
        switch self {
        case .object:
            let result = personObject.unmappedKeys(policy).mapping(input)
            return (result.value != nil, result.error)
        case .mutableObject:
            let result = personPrototype.unmappedKeys(policy).mapping(input)
            return (result.value != nil, result.error)
        case .reshape:
            let result = personReshape.unmappedKeys(policy).mapping(input)
            return (result.value != nil, result.error)
        }
    }
}

/// Every key each mapping reads (the mutable one has no `a.b` field; `a.b` is added for the others).
private func readKeys(_ kind: MappingKind) -> JSONObject {
    var object: JSONObject = [
        "name": ["first": "Ada", "middle": "M"], "age": 36, "date": "2024-01-02", "time": "10:00",
    ]
    if kind != .mutableObject { object.append(key: "a.b", value: 1) }
    return object
}

/// The keys no field reads: a plain key, a dotted one, one whose value is `null`, and one with
/// quotes and a dot.
private let unreadKeys: JSONObject = ["extra": 1, "c.d": [2], "nothing": nil, #""x".y"#: true]

private func withUnread(_ kind: MappingKind) -> JSON {
    var object = readKeys(kind)
    for member in unreadKeys { object.append(key: member.key, value: member.value) }
    return .object(object)
}

/// Their lines: keys read from the document print as <key> (the paths keep them, see `fieldNames`).
private let unreadLines = """
      - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)
      - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)
      - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)
      - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

    """

// MARK: Custom accessors

/// Reads the first member whose key matches ignoring case. Says nothing about the keys it reads.
private struct AnyCaseKey: Accessor {
    let key: String

    var fieldNames: [String] { ["~" + key] }

    func read(from source: JSON) throws(MappingError) -> JSON? {
        source.object?.first { $0.key.lowercased() == key.lowercased() }?.value
    }

    func write(_ value: JSON?, into destination: inout JSON) throws(MappingError) {
        try Accessors.key(key).write(value, into: &destination)
    }
}

/// The same, but declaring the key it reads, so that the unmapped-key check can run.
private struct DeclaredAnyCaseKey: Accessor {
    let key: String

    var fieldNames: [String] { ["~" + key] }
    var topLevelKeys: [String]? { [key] }

    func read(from source: JSON) throws(MappingError) -> JSON? {
        try AnyCaseKey(key: key).read(from: source)
    }

    func write(_ value: JSON?, into destination: inout JSON) throws(MappingError) {
        try Accessors.key(key).write(value, into: &destination)
    }
}

private struct Named: Sendable, Equatable {
    let name: String
    let age: Int
}

@Suite("UnmappedKeyPolicy on object, mutable object and reshape mappings")
struct UnmappedKeysTests {
    // MARK: The three policies

    /// Checks what `policy` makes of `input` on `kind`: a value and no error when ignoring; a value
    /// and a non-fatal error of `total` errors printing `lines` when reporting; no value and the
    /// same errors, fatal, when rejecting. Returns the error.
    private static func expectOutcome(
        _ kind: MappingKind, _ policy: UnmappedKeyPolicy, _ input: JSON, total: Int, lines: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> MappingError? {
        let (hasValue, error) = kind.map(input, policy)
        #expect(hasValue == (policy != .reject), sourceLocation: sourceLocation)
        switch policy {
        case .ignore:
            #expect(error == nil, sourceLocation: sourceLocation)
        case .report:
            #expect(error?.isFatal == false, sourceLocation: sourceLocation)
            #expect(
                error?.fatalDescription == """
                    [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=\(total))"

                    """, sourceLocation: sourceLocation)
            #expect(
                error?.fullDescription == """
                    [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=\(total))"
                    \(lines)
                    """, sourceLocation: sourceLocation)
        case .reject:
            #expect(
                error?.fatalDescription == """
                    [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=\(total), total=\(total))"
                    \(lines)
                    """, sourceLocation: sourceLocation)
        }
        return error
    }

    @Test(arguments: MappingKind.allCases, [UnmappedKeyPolicy.ignore, .report, .reject])
    func everyPolicyOnEveryKindOfMapping(_ kind: MappingKind, _ policy: UnmappedKeyPolicy) {
        let error = Self.expectOutcome(kind, policy, withUnread(kind), total: 4, lines: unreadLines)
        if let error, policy != .ignore {
            #expect(error.underlyingMappingErrors.map(\.code) == Array(repeating: .unexpectedKey, count: 4))
            #expect(
                error.underlyingMappingErrors.map { $0.sourcePath?.fieldNames } == [
                    ["extra"], [#""c.d""#], ["nothing"], [#""\"x\".y""#],
                ])
            #expect(
                error.underlyingMappingErrors.allSatisfy {
                    $0.destinationPath == nil && $0.detail == "no field reads this key"
                })
        }
    }

    @Test(arguments: MappingKind.allCases)
    func keysReadByKeyPathsMultiFieldAndLiteralAccessorsAreConsumed(_ kind: MappingKind) {
        // `name.middle` is never read, but `name` is: only top-level keys are checked.
        let (hasValue, error) = kind.map(.object(readKeys(kind)), .reject)
        #expect(hasValue)
        #expect(error == nil)
    }

    @Test(arguments: MappingKind.allCases)
    func aLiteralDottedKeyDoesNotConsumeItsFirstComponent(_ kind: MappingKind) {
        var object = readKeys(kind)
        object.append(key: "a", value: ["b": 1])
        let (_, error) = kind.map(.object(object), .reject)
        #expect(
            error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                """)
    }

    @Test(arguments: MappingKind.allCases)
    func aKeyIsConsumedEvenWhenItsFieldFails(_ kind: MappingKind) {
        var object = readKeys(kind)
        _ = object.removeValue(forKey: "time")
        object.append(key: "time", value: 10)
        let (hasValue, error) = kind.map(.object(object), .reject)
        // Only the field's own error: `time` is not also reported as unread.
        #expect(!hasValue)
        #expect(error?.underlyingMappingErrors.map(\.code) == [.invalidSourceType])
    }

    @Test func fieldErrorsComeFirstThenUnreadKeysInTheObjectsOrder() {
        let input: JSON = ["zeta": 0, "name": ["first": 1], "age": 36, "date": "d", "time": "t", "alpha": 0]
        guard case .failure(let error) = personPrototype.unmappedKeys(.report).mapping(input) else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=3)"
                  - Could not map from 'name.first' to 'first': expected a string, got a number (invalidSourceType)

                """)
        #expect(
            error.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=3)"
                  - Could not map from 'name.first' to 'first': expected a string, got a number (invalidSourceType)
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                """)
    }

    // MARK: Repeated keys

    /// `readKeys` with `age` written again, then a key no field reads, then `name` again.
    private static func withRepeats(_ kind: MappingKind) -> JSON {
        var object = readKeys(kind)
        object.append(key: "age", value: 99)
        object.append(key: "extra", value: 1)
        object.append(key: "name", value: ["first": "Eve"])
        return .object(object)
    }

    /// Their lines: a key that a field reads is printed (it comes from the mapping, not the data).
    private static let repeatLines = """
          - Could not map from 'age' to '<Unknown>': the key 'age' appears more than once (duplicateKey)
          - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)
          - Could not map from 'name' to '<Unknown>': the key 'name' appears more than once (duplicateKey)

        """

    @Test(arguments: MappingKind.allCases, [UnmappedKeyPolicy.ignore, .report, .reject])
    func aRepeatedKeyThatAFieldReadsIsAnErrorOfTheStrictPolicies(_ kind: MappingKind, _ policy: UnmappedKeyPolicy) {
        if let error = Self.expectOutcome(kind, policy, Self.withRepeats(kind), total: 3, lines: Self.repeatLines) {
            #expect(error.underlyingMappingErrors.map(\.code) == [.duplicateKey, .unexpectedKey, .duplicateKey])
            #expect(error.underlyingMappingErrors.map { $0.sourcePath?.fieldNames } == [["age"], ["extra"], ["name"]])
            #expect(error.underlyingMappingErrors.map { $0.sourceValue?.value as? JSON } == [99, 1, ["first": "Eve"]])
        }
    }

    @Test func theFirstMemberOfARepeatedKeyIsTheOneRead() throws {
        let person = try personObject.unmappedKeys(.report).mapping(Self.withRepeats(.object)).get()
        #expect(person.first == "Ada")
        #expect(person.age == 36)
    }

    @Test func aKeyRepeatedInAnotherSpellingIsNotReadSoItIsAnUnreadKey() {
        // Lookups compare keys by Unicode scalars: the decomposed "é" is another key.
        let named = Mappers.object(Named.init) {
            Field("caf\u{E9}", \.name)
            Field("age", \.age)
        }.unmappedKeys(.reject)
        let members: [JSONObject.Member] = [("caf\u{E9}", "Ada"), ("age", 36), ("cafe\u{301}", "Eve")]
        let input = JSON.object(JSONObject(members: members))
        #expect(
            named.mapping(input).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                """)
    }

    // MARK: Nesting

    private static let named = Mappers.object(Named.init) {
        Field("name", \.name)
        Field("age", \.age)
    }

    @Test func aNestedMappersPolicyIsItsOwn() throws {
        struct Pair: Sendable, Equatable { let left: Named; let right: Named }
        let reporting = Mappers.object(Pair.init) {
            Field("l", \.left, Self.named.unmappedKeys(.report))
            Field("r", \.right, Self.named)
        }
        let input: JSON = ["l": ["name": "A", "age": 1, "x": 0], "r": ["name": "B", "age": 2, "y": 0], "z": 0]
        let result = reporting.mapping(input)
        #expect(result.value == Pair(left: Named(name: "A", age: 1), right: Named(name: "B", age: 2)))
        #expect(
            result.error?.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from 'l.<key>' to 'left': no field reads this key (unexpectedKey)

                """)
        // Rejecting at the outer level does not reach into the nested objects.
        let outerOnly = reporting.unmappedKeys(.reject).mapping(input)
        #expect(
            outerOnly.error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                """)
    }

    @Test func rejectedKeysInsideAnArrayOfObjectsNameTheElement() {
        let people = Mappers.array(of: Self.named.unmappedKeys(.reject))
        #expect(
            people.mapping([["name": "A", "age": 1], ["name": "B", "age": 2, "nick": "b"]]).error?.fatalDescription
                == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '1.<key>' to '1': no field reads this key (unexpectedKey)

                """)
    }

    // MARK: The reverse of a reshape

    @Test func aReshapesReverseChecksTheKeysOfTheNewShape() {
        let shaped: JSON = ["first": "Ada", "age": 36, "joined": "2024-01-02 10:00", "ab": 1, "extra": true]
        let reverse = personReshape.unmappedKeys(.report).reversed
        let result = reverse.mapping(shaped)
        #expect(result.value == ["name": ["first": "Ada"], "age": 36, "date": "2024-01-02", "time": "10:00", "a.b": 1])
        #expect(
            result.error?.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                """)
        // The original source keys mean nothing to the reverse.
        #expect(
            personReshape.reversed.unmappedKeys(.reject).mapping(["first": "A", "age": 1, "joined": "d t", "date": "x"])
                .error?.fatalDescription == """
                    [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                      - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                    """)
    }

    // MARK: Accessors that do not say which keys they read

    @Test func anAccessorWithUnknownKeysTurnsTheCheckOff() throws {
        let object = Mappers.object(Named.init) {
            Field(AnyCaseKey(key: "name"), \.name)
            Field("age", \.age)
        }.unmappedKeys(.reject)
        guard case .success(let named) = object.mapping(["NAME": "Ada", "age": 36, "extra": 1]) else {
            Issue.record("expected a clean success: the check cannot tell which keys the custom accessor reads")
            return
        }
        #expect(named == Named(name: "Ada", age: 36))

        let prototype = Mappers.object(prototype: ClubMember(first: "", age: 0, joined: "")) {
            Field(AnyCaseKey(key: "first"), \.first)
        }.unmappedKeys(.reject)
        #expect(prototype.mapping(["First": "A", "extra": 1]).error == nil)

        let reshape = Mappers.reshape {
            JSONField(AnyCaseKey(key: "first"), to: Accessors.keyPath("name.first"))
            JSONField("age", to: "age")
        }.unmappedKeys(.reject)
        #expect(try reshape.mapping(["FIRST": "A", "age": 1, "extra": 1]).get() == ["name": ["first": "A"], "age": 1])
    }

    @Test func anAccessorThatDeclaresItsKeysKeepsTheCheck() {
        let object = Mappers.object(Named.init) {
            Field(DeclaredAnyCaseKey(key: "name"), \.name)
            Field("age", \.age)
        }.unmappedKeys(.reject)
        #expect(object.mapping(["name": "Ada", "age": 36]).error == nil)
        // The declared key is the one consumed; another spelling the accessor reads is not.
        #expect(
            object.mapping(["NAME": "Ada", "age": 36, "extra": 1]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)
                  - Could not map from '<key>' to '<Unknown>': no field reads this key (unexpectedKey)

                """)
    }

    @Test func aMultiFieldAccessorWithAnUnknownPathTurnsTheCheckOff() {
        let reshape = Mappers.reshape {
            JSONField(
                Accessors.fields([Accessors.keyPath("a"), Accessors.path(.index(0))]), to: Accessors.keyPath("x"),
                Mappers.optionally(JSON.self))
            JSONField("b", to: "y")
        }.unmappedKeys(.reject)
        let result = reshape.mapping(["b": 1, "extra": 2])
        #expect(result.value == ["y": 1])
        #expect(result.error?.underlyingMappingErrors.contains { $0.code == .unexpectedKey } == false)
    }
}
