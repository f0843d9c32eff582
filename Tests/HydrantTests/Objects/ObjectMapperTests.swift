import Foundation
import Hydrant
import Testing

// MARK: Models and mappers

private struct Address: Sendable, Hashable {
    let street: String
    let city: String
    let zip: String?
}

private struct Child: Sendable, Hashable {
    let name: String
    let age: Int
}

private struct Family: Sendable, Equatable {
    let surname: String
    let address: Address
    let children: [Child]
    let twins: Set<Child>
    let godparents: [String: Child]
}

private let addressMapper = Mappers.object(Address.init) {
    Field("street", \.street)
    Field("city", \.city)
    Field("zip", \.zip)
}

private let childMapper = Mappers.object(Child.init) {
    Field("name", \.name)
    Field("age", \.age)
}

/// JSON keys differ from the property names, so that error paths show both sides.
private let familyMapper = Mappers.object(Family.init) {
    Field("family_name", \.surname)
    Field("home", \.address, addressMapper)
    Field("kids", \.children, Mappers.array(of: childMapper))
    Field("twins", \.twins, Mappers.set(of: childMapper))
    Field("godparents", \.godparents, Mappers.dictionary(of: childMapper))
}

private func familyJSON(
    home: JSON = ["street": "1 Main St", "city": "Springfield"],
    kids: JSON = [["name": "Ann", "age": 6], ["name": "Bob", "age": 8]],
    twins: JSON = [["name": "Cy", "age": 3]],
    godparents: JSON = ["z": ["name": "Zoe", "age": 61], "a": ["name": "Al", "age": 60]]
) -> JSON {
    ["family_name": "Doe", "home": home, "kids": kids, "twins": twins, "godparents": godparents]
}

private let doe = Family(
    surname: "Doe",
    address: Address(street: "1 Main St", city: "Springfield", zip: nil),
    children: [Child(name: "Ann", age: 6), Child(name: "Bob", age: 8)],
    twins: [Child(name: "Cy", age: 3)],
    godparents: ["z": Child(name: "Zoe", age: 61), "a": Child(name: "Al", age: 60)])

private struct Profile: Sendable, Equatable {
    let id: Int
    let name: String
    let email: String?
    let score: Double
    let address: Address
    let tags: [String]
}

private let lenientAddress = Mappers.object(Address.init) {
    Field("street", \.street)
    Field("city", \.city)
    Field("zip", \.zip, Mappers.optionally(Mappers.value(String.self)))
}

private let profileMapper = Mappers.object(Profile.init) {
    Field("id", \.id)
    Field("name", \.name)
    Field("email", \.email, Mappers.optionally(Mappers.value(String.self)))
    Field("score", \.score, Mappers.optionally(Mappers.value(Double.self), default: 0))
    Field("address", \.address, lenientAddress)
    Field("tags", \.tags)
}

private struct Single: Sendable, Equatable {
    let value: String
}

/// The `description` of a fatal object error with one leaf.
private func oneFatal(_ from: String, _ to: String, _ reason: String, _ code: String) -> String {
    """
    [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
      - Could not map from '\(from)' to '\(to)': \(reason) (\(code))

    """
}

private func text(_ json: JSON) throws -> String {
    try JSONWriter().writeString(json)
}

// MARK: Tables

struct NestedErrorCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let input: JSON
    let expected: String

    fileprivate init(_ name: String, _ input: JSON, _ from: String, _ to: String, _ reason: String, _ code: String) {
        testDescription = name
        self.input = input
        expected = oneFatal(from, to, reason, code)
    }

    static let all: [NestedErrorCase] = [
        .init(
            "nested object: missing field", familyJSON(home: ["street": "1 Main St"]),
            "home.city", "address.city", "the value is missing", "missingValue"),
        .init(
            "nested object: wrong type", familyJSON(home: ["street": "1 Main St", "city": "S", "zip": 12345]),
            "home.zip", "address.zip", "expected a string, got a number", "invalidSourceType"),
        .init(
            "nested object: not an object", familyJSON(home: ["1 Main St"]),
            "home", "address", "expected an object, got an array", "invalidSourceType"),
        .init(
            "nested object: null", familyJSON(home: nil),
            "home", "address", "the value is null", "nullValue"),
        .init(
            "array element: wrong type", familyJSON(kids: [["name": "Ann", "age": 6], ["name": "Bob", "age": "8"]]),
            "kids.1.age", "children.1.age", "expected a number, got a string", "invalidSourceType"),
        .init(
            "array element: missing field", familyJSON(kids: [["name": "Ann"]]),
            "kids.0.age", "children.0.age", "the value is missing", "missingValue"),
        .init(
            "array element: not an object", familyJSON(kids: [["name": "Ann", "age": 6], "Bob"]),
            "kids.1", "children.1", "expected an object, got a string", "invalidSourceType"),
        .init(
            "array: not an array", familyJSON(kids: ["name": "Ann", "age": 6]),
            "kids", "children", "expected an array, got an object", "invalidSourceType"),
        .init(
            "set element", familyJSON(twins: [["name": "Cy", "age": 3], ["name": 4, "age": 3]]),
            "twins.1.name", "twins.1.name", "expected a string, got a number", "invalidSourceType"),
        .init(
            "dictionary member",
            familyJSON(godparents: ["a": ["name": "Al", "age": 60], "z": ["name": "Zoe", "age": nil]]),
            "godparents.<key>.age", "godparents.<key>.age", "the value is null", "nullValue"),
        .init(
            "dictionary member with a dotted key", familyJSON(godparents: ["a.b": ["age": 1]]),
            "godparents.<key>.name", "godparents.<key>.name", "the value is missing", "missingValue"),
    ]
}

struct SuggestionCase: Sendable, CustomTestStringConvertible {
    let wanted: String
    let input: JSON
    let suggestion: String?

    var testDescription: String { "\(wanted) in \(input) → \(suggestion ?? "none")" }

    static let all: [SuggestionCase] = [
        // Same key in another case.
        SuggestionCase(wanted: "first_name", input: ["First_Name": "A"], suggestion: "First_Name"),
        SuggestionCase(wanted: "first_name", input: ["FIRST_NAME": "A"], suggestion: "FIRST_NAME"),
        // One and two edits for a long key (the limit is two).
        SuggestionCase(wanted: "first_name", input: ["first_nam": "A"], suggestion: "first_nam"),
        SuggestionCase(wanted: "first_name", input: ["firstname": "A"], suggestion: "firstname"),
        SuggestionCase(wanted: "first_name", input: ["first-name": "A"], suggestion: "first-name"),
        SuggestionCase(wanted: "first_name", input: ["frist_name": "A"], suggestion: "frist_name"),
        SuggestionCase(wanted: "first_name", input: ["fist_nme": "A"], suggestion: "fist_nme"),
        SuggestionCase(wanted: "first_name", input: ["first_names": "A"], suggestion: "first_names"),
        // Three edits and unrelated keys are too far.
        SuggestionCase(wanted: "first_name", input: ["fst_nme": "A"], suggestion: nil),
        SuggestionCase(wanted: "first_name", input: ["last_name": "A"], suggestion: nil),
        SuggestionCase(wanted: "first_name", input: ["xyz": "A"], suggestion: nil),
        SuggestionCase(wanted: "first_name", input: [:], suggestion: nil),
        // The nearest key wins; on a tie, the first in the object; a case match beats a typo.
        SuggestionCase(wanted: "first_name", input: ["frst_nam": 1, "first_nme": 2], suggestion: "first_nme"),
        SuggestionCase(wanted: "first_name", input: ["first_namex": 1, "xfirst_name": 2], suggestion: "first_namex"),
        SuggestionCase(wanted: "first_name", input: ["xfirst_name": 1, "first_namex": 2], suggestion: "xfirst_name"),
        SuggestionCase(wanted: "first_name", input: ["first_nam": 1, "FIRST_NAME": 2], suggestion: "FIRST_NAME"),
        // Short keys: a third of the length, so one edit for three letters, none for two.
        SuggestionCase(wanted: "age", input: ["Age": 6], suggestion: "Age"),
        SuggestionCase(wanted: "age", input: ["agee": 6], suggestion: "agee"),
        SuggestionCase(wanted: "age", input: ["ag": 6], suggestion: "ag"),
        SuggestionCase(wanted: "age", input: ["aeg": 6], suggestion: "aeg"),  // a swap of neighbours is one edit
        SuggestionCase(wanted: "age", input: ["eag": 6], suggestion: nil),  // two edits
        SuggestionCase(wanted: "id", input: ["ID": 1], suggestion: "ID"),
        SuggestionCase(wanted: "id", input: ["i": 1], suggestion: nil),
        SuggestionCase(wanted: "id", input: ["idx": 1], suggestion: nil),
    ]
}

// MARK: Round-trip generation

private struct Record: Sendable, Equatable {
    let id: Int
    let title: String
    let note: String?
    let ratio: Double?
    let flags: [Bool]
    let owner: Address
    let previous: Address?
    let items: [Child]
    let counts: [String: Int]
}

private let recordMapper = Mappers.object(Record.init) {
    Field("id", \.id)
    Field("title", \.title)
    Field("note", \.note)
    Field("ratio", \.ratio)
    Field("flags", \.flags)
    Field("owner", \.owner, addressMapper)
    Field("previous", \.previous, Mappers.optionally(addressMapper))
    Field("items", \.items, Mappers.array(of: childMapper))
    Field("counts", \.counts)
}

private struct RecordGenerator {
    var random: SplitMix64

    private static let pieces = [
        "a", "Z", "0", " ", ".", "é", "日本", "😀", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{7F}",
    ]

    mutating func string() -> String {
        let count = Int.random(in: 0...6, using: &random)
        return (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
    }

    mutating func bool() -> Bool {
        Bool.random(using: &random)
    }

    mutating func double() -> Double {
        if Int.random(in: 0..<4, using: &random) == 0 {
            // Any finite Double, to check numbers come back bit for bit.
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite { return value }
            }
        }
        let scale = [1.0, 10, 100, 1000, 1e6].randomElement(using: &random)!
        return Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / scale
    }

    mutating func address() -> Address {
        Address(street: string(), city: string(), zip: bool() ? string() : nil)
    }

    mutating func record() -> Record {
        Record(
            id: Int.random(in: .min ... .max, using: &random),
            title: string(),
            note: bool() ? string() : nil,
            ratio: bool() ? double() : nil,
            flags: (0..<Int.random(in: 0...3, using: &random)).map { _ in bool() },
            owner: address(),
            previous: bool() ? address() : nil,
            items: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                Child(name: string(), age: Int.random(in: 0...120, using: &random))
            },
            counts: Dictionary(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    (string(), Int.random(in: -5...5, using: &random))
                }, uniquingKeysWith: { first, _ in first }))
    }
}

// MARK: Reverse failures

private struct Account: Sendable, Equatable {
    let owner: String
    let pin: String
    let backupPin: String
}

/// A foreign error with a fixed domain, code and message on every platform.
private struct LockedError: LocalizedError, CustomNSError {
    static let errorDomain = "PinDomain"
    var errorCode: Int { 3 }
    var errorDescription: String? { "the PIN is locked" }
    var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: "the PIN is locked"] }
}

/// Reads any string; writes only four-character PINs, and refuses "0000" with a foreign error.
private let pinMapper = Mappers.closure(
    map: { (json: JSON) throws -> String in try String(json: json) },
    unmap: { (pin: String) throws -> JSON in
        if pin == "0000" { throw LockedError() }
        guard pin.count == 4 else { throw MappingError(code: .validationFailed, detail: "a PIN has four digits") }
        return .string(pin)
    })

private let accountMapper = Mappers.object(Account.init) {
    Field("owner", \.owner)
    Field("security.pin", \.pin, pinMapper)
    Field("security.backup", \.backupPin, pinMapper)
}

private struct Bank: Sendable, Equatable {
    let name: String
    let accounts: [Account]
    let vault: Account
}

private let bankMapper = Mappers.object(Bank.init) {
    Field("name", \.name)
    Field("accts", \.accounts, Mappers.array(of: accountMapper))
    Field("main", \.vault, accountMapper)
}

// MARK: Many to one

private struct Signature: Sendable, Equatable {
    let name: String
}

/// Joins the present parts of a name; splits it on every space.
private let joinName = Mappers.closure(
    map: { (json: JSON) throws -> String in try [String?](json: json).compactMap { $0 }.joined(separator: " ") },
    unmap: { (name: String) -> JSON in .array(name.split(separator: " ").map { .string(String($0)) }) })

private let signatureMapper = Mappers.object(Signature.init) {
    Field(Accessors.fields("first", "last"), \.name, joinName)
}

private struct OptionalSignature: Sendable, Equatable {
    let name: String?
}

private let optionalSignatureMapper = Mappers.object(OptionalSignature.init) {
    Field(Accessors.fields("first", "last"), \.name, Mappers.optionally(joinName))
}

@Suite("Mappers.object: nested models, collections, error listings, suggestions, reverse")
struct ObjectMapperTests {
    // MARK: Nested models and collections of them

    @Test func nestedObjectsArraysSetsAndDictionariesMap() throws {
        guard case .success(let family) = familyMapper.mapping(familyJSON()) else {
            Issue.record("expected a clean success")
            return
        }
        #expect(family == doe)
    }

    @Test func emptyCollectionsMap() throws {
        let family = try familyMapper.map(familyJSON(kids: [], twins: [], godparents: [:]))
        #expect(family.children.isEmpty && family.twins.isEmpty && family.godparents.isEmpty)
    }

    @Test func setElementsThatMapToEqualValuesBecomeOneMember() throws {
        let family = try familyMapper.map(familyJSON(twins: [["name": "Cy", "age": 3], ["age": 3, "name": "Cy"]]))
        #expect(family.twins == [Child(name: "Cy", age: 3)])
    }

    @Test func arrayOfObjectsBuildsTheElementMapperInline() throws {
        let children = Mappers.arrayOfObjects(Child.init) {
            Field("name", \.name)
            Field("age", \.age)
        }
        #expect(try children.map([["name": "Ann", "age": 6]]) == [Child(name: "Ann", age: 6)])
        #expect(
            try text(children.reversed.map([Child(name: "Ann", age: 6), Child(name: "Bob", age: 8)]))
                == #"[{"name":"Ann","age":6},{"name":"Bob","age":8}]"#)
        #expect(
            children.mapping([["name": "Ann", "age": 6], ["name": "Bob"], ["age": 1]]).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from '1.age' to '1.age': the value is missing (missingValue)
                  - Could not map from '2.name' to '2.name': the value is missing (missingValue)

                """)
    }

    @Test func arrayOfObjectsAsAField() throws {
        struct Class: Sendable, Equatable {
            let pupils: [Child]
        }
        let mapper = Mappers.object(Class.init) {
            Field(
                "pupils", \.pupils,
                Mappers.arrayOfObjects(Child.init) {
                    Field("name", \.name)
                    Field("years", \.age)
                })
        }
        #expect(
            try mapper.map(["pupils": [["name": "Ann", "years": 6]]]) == Class(pupils: [Child(name: "Ann", age: 6)]))
        #expect(
            mapper.mapping(["pupils": [["name": "Ann", "years": 6], ["name": "Bob", "years": "8"]]]).error?
                .fatalDescription
                == oneFatal("pupils.1.years", "pupils.1.age", "expected a number, got a string", "invalidSourceType"))
        #expect(
            try text(mapper.reversed.map(Class(pupils: [Child(name: "Ann", age: 6)])))
                == #"{"pupils":[{"name":"Ann","years":6}]}"#)
    }

    @Test(arguments: NestedErrorCase.all)
    func nestedErrorsCarryTheFullPathOnBothSides(_ row: NestedErrorCase) {
        guard case .failure(let error) = familyMapper.mapping(row.input) else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(error.fatalDescription == row.expected)
        #expect(error.fullDescription == row.expected)
    }

    @Test func deeplyNestedPathsJoinEveryLevel() {
        struct Member: Sendable { let name: String; let address: Address }
        struct Team: Sendable { let members: [Member] }
        struct Org: Sendable { let teams: [Team] }
        let member = Mappers.object(Member.init) {
            Field("name", \.name)
            Field("addr", \.address, addressMapper)
        }
        let team = Mappers.object(Team.init) { Field("people", \.members, Mappers.array(of: member)) }
        let org = Mappers.object(Org.init) { Field("teams", \.teams, Mappers.array(of: team)) }
        let input: JSON = [
            "teams": [
                ["people": []],
                [
                    "people": [
                        ["name": "A", "addr": ["street": "S", "city": "C"]],
                        ["name": "B", "addr": ["street": "S", "town": "C"]],
                    ]
                ],
            ]
        ]
        #expect(
            org.mapping(input).error?.fatalDescription
                == oneFatal(
                    "teams.1.people.1.addr.city", "teams.1.members.1.address.city", "the value is missing",
                    "missingValue"))
    }

    // MARK: Every field is attempted

    private static let mixedInput: JSON = [
        "id": "7", "email": 42, "score": "high", "address": ["street": "Main", "zip": 12345], "tags": ["a", 2],
    ]

    @Test func fatalAndNonFatalFieldErrorsAreListedInDeclarationOrder() {
        guard case .failure(let error) = profileMapper.mapping(Self.mixedInput) else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=4, total=6)"
                  - Could not map from 'id' to 'id': expected a number, got a string (invalidSourceType)
                  - Could not map from 'name' to 'name': the value is missing (missingValue)
                  - Could not map from 'address.city' to 'address.city': the value is missing (missingValue)
                  - Could not map from 'tags.1' to 'tags.1': expected a string, got a number (invalidSourceType)

                """)
        #expect(
            error.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=4, total=6)"
                  - Could not map from 'id' to 'id': expected a number, got a string (invalidSourceType)
                  - Could not map from 'name' to 'name': the value is missing (missingValue)
                  - Could not map from 'email' to 'email': expected a string, got a number (invalidSourceType)
                  - Could not map from 'score' to 'score': expected a number, got a string (invalidSourceType)
                  - Could not map from 'address.city' to 'address.city': the value is missing (missingValue)
                  - Could not map from 'address.zip' to 'address.zip': expected a string, got a number (invalidSourceType)
                  - Could not map from 'tags.1' to 'tags.1': expected a string, got a number (invalidSourceType)

                """)
        #expect(error.underlyingMappingErrors.map(\.isFatal) == [true, true, false, false, true, true])
        #expect(
            error.underlyingMappingErrors.map(\.code) == [
                .invalidSourceType, .missingValue, .invalidSourceType, .invalidSourceType, .multipleErrors,
                .invalidSourceType,
            ])
        #expect(
            error.underlyingMappingErrors.map { $0.sourcePath?.description } == [
                "id", "name", "email", "score", "address", "tags.1",
            ])
    }

    @Test func onlyNonFatalFieldErrorsStillProduceTheObject() {
        let input: JSON = ["id": 1, "name": "A", "address": ["street": "S", "city": "C", "zip": false], "tags": []]
        guard case .successWithErrors(let profile, let error) = profileMapper.mapping(input) else {
            Issue.record("expected a value with non-fatal errors")
            return
        }
        #expect(
            profile
                == Profile(
                    id: 1, name: "A", email: nil, score: 0, address: Address(street: "S", city: "C", zip: nil), tags: []
                ))
        #expect(
            error.fatalDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=3)"

                """)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=3)"
                  - Could not map from 'email' to 'email': the value is missing (missingValue)
                  - Could not map from 'score' to 'score': the value is missing (missingValue)
                  - Could not map from 'address.zip' to 'address.zip': expected a string, got a boolean (invalidSourceType)

                """)
    }

    @Test func aFailingNestedObjectInsideOptionallyIsNonFatalAndKeepsItsLeaves() {
        struct Move: Sendable, Equatable { let from: Address?; let to: Address }
        let mapper = Mappers.object(Move.init) {
            Field("from", \.from, Mappers.optionally(addressMapper))
            Field("to", \.to, addressMapper)
        }
        let result = mapper.mapping(["from": ["street": 1], "to": ["street": "S", "city": "C"]])
        #expect(result.value == Move(from: nil, to: Address(street: "S", city: "C", zip: nil)))
        #expect(
            result.error?.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from 'from.street' to 'from.street': expected a string, got a number (invalidSourceType)
                  - Could not map from 'from.city' to 'from.city': the value is missing (missingValue)

                """)
        // Made fatal by another field, the listing of fatal errors leaves the recovered one out.
        let failed = mapper.mapping(["from": ["street": 1], "to": [:]])
        #expect(
            failed.error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
                  - Could not map from 'to.street' to 'to.street': the value is missing (missingValue)
                  - Could not map from 'to.city' to 'to.city': the value is missing (missingValue)

                """)
    }

    // MARK: Key suggestions

    @Test(arguments: SuggestionCase.all)
    func missingKeySuggestsTheNearestKey(_ row: SuggestionCase) {
        let mapper = Mappers.object(Single.init) { Field(row.wanted, \.value) }
        let reason = row.suggestion.map { "the value is missing; did you mean '\($0)'?" } ?? "the value is missing"
        #expect(
            mapper.mapping(row.input).error?.fatalDescription == oneFatal(row.wanted, "value", reason, "missingValue"))
        #expect(
            mapper.mapping(row.input).error?.underlyingMappingErrors.first?.detail
                == row.suggestion.map { "the value is missing; did you mean '\($0)'?" })
    }

    @Test func suggestionsLookInTheObjectTheKeyPathExpectsTheValueIn() {
        let mapper = Mappers.object(Single.init) { Field("name.first", \.value) }
        #expect(
            mapper.mapping(["first": "A", "name": ["First": "A"]]).error?.fatalDescription
                == oneFatal("name.first", "value", "the value is missing; did you mean 'First'?", "missingValue"))
        #expect(
            mapper.mapping(["name": ["firs": "A"]]).error?.fatalDescription
                == oneFatal("name.first", "value", "the value is missing; did you mean 'firs'?", "missingValue"))
        // No parent object: nothing to suggest, even if a top-level key is close.
        #expect(
            mapper.mapping(["Name": ["first": "A"]]).error?.fatalDescription
                == oneFatal("name.first", "value", "the value is missing", "missingValue"))
    }

    @Test func suggestionsInsideNestedMappersUseTheNestedObject() {
        #expect(
            familyMapper.mapping(familyJSON(home: ["street": "S", "City": "C"])).error?.fatalDescription
                == oneFatal("home.city", "address.city", "the value is missing; did you mean 'City'?", "missingValue"))
        #expect(
            familyMapper.mapping(familyJSON(kids: [["name": "Ann", "Age": 6]])).error?.fatalDescription
                == oneFatal("kids.0.age", "children.0.age", "the value is missing; did you mean 'Age'?", "missingValue")
        )
    }

    @Test func aNullValueIsNotMissingAndGetsNoSuggestion() {
        let mapper = Mappers.object(Single.init) { Field("first_name", \.value) }
        #expect(
            mapper.mapping(["first_name": nil, "First_Name": "A"]).error?.fatalDescription
                == oneFatal("first_name", "value", "the value is null", "nullValue"))
    }

    // MARK: Reverse: exact JSON text, nil policy

    @Test func reverseWritesNestedObjectsArraysSetsAndDictionariesInOrder() throws {
        #expect(
            try text(familyMapper.reversed.map(doe)) == """
                {"family_name":"Doe","home":{"street":"1 Main St","city":"Springfield"},\
                "kids":[{"name":"Ann","age":6},{"name":"Bob","age":8}],"twins":[{"name":"Cy","age":3}],\
                "godparents":{"a":{"name":"Al","age":60},"z":{"name":"Zoe","age":61}}}
                """)
        #expect(try familyMapper.map(familyMapper.reversed.map(doe)) == doe)
    }

    @Test func reverseOfASetWritesEveryMemberOnce() throws {
        let twins: Set<Child> = [Child(name: "Cy", age: 3), Child(name: "Di", age: 3), Child(name: "Ed", age: 3)]
        let family = Family(surname: "Doe", address: doe.address, children: [], twins: twins, godparents: [:])
        let json = try familyMapper.reversed.map(family)
        let written = try Mappers.array(of: childMapper).map(json["twins"] ?? nil)
        #expect(written.count == 3)
        #expect(Set(written) == twins)
    }

    @Test func reverseFollowsDeclarationOrderAndSharesNestedObjects() throws {
        struct NameAndAge: Sendable, Equatable { let first: String; let age: Int; let last: String }
        let mapper = Mappers.object(NameAndAge.init) {
            Field("name.first", \.first)
            Field("age", \.age)
            Field("name.last", \.last)
        }
        #expect(
            try text(mapper.reversed.map(NameAndAge(first: "Ada", age: 36, last: "King")))
                == #"{"name":{"first":"Ada","last":"King"},"age":36}"#)
    }

    @Test func nilPropertiesAreOmittedByDefaultOrWrittenAsNull() throws {
        let profile = Profile(
            id: 1, name: "A", email: nil, score: 2.5, address: Address(street: "S", city: "C", zip: nil), tags: [])
        #expect(
            try text(profileMapper.reversed.map(profile))
                == #"{"id":1,"name":"A","score":2.5,"address":{"street":"S","city":"C"},"tags":[]}"#)
        // The policy belongs to each mapper: the nested address mapper still omits its nil zip.
        #expect(
            try text(profileMapper.nilValues(.writeNull).reversed.map(profile))
                == #"{"id":1,"name":"A","email":null,"score":2.5,"address":{"street":"S","city":"C"},"tags":[]}"#)
        #expect(profileMapper.nilValues == .omit)
        #expect(profileMapper.nilValues(.writeNull).nilValues == .writeNull)
    }

    @Test func aNestedMapperWithItsOwnNullPolicyWritesNull() throws {
        struct Home: Sendable, Equatable { let address: Address; let note: String? }
        let mapper = Mappers.object(Home.init) {
            Field("address", \.address, addressMapper.nilValues(.writeNull))
            Field("note", \.note)
        }
        let home = Home(address: Address(street: "S", city: "C", zip: nil), note: nil)
        #expect(try text(mapper.reversed.map(home)) == #"{"address":{"street":"S","city":"C","zip":null}}"#)
        #expect(
            try text(mapper.nilValues(.writeNull).reversed.map(home))
                == #"{"address":{"street":"S","city":"C","zip":null},"note":null}"#)
    }

    @Test func theNullPolicySurvivesTheUnmappedKeyOption() throws {
        let mapper = profileMapper.nilValues(.writeNull).unmappedKeys(.report)
        #expect(mapper.nilValues == .writeNull)
        #expect(mapper.unmappedKeys == .report)
        #expect(mapper.unmappedKeys(.reject).nilValues == .writeNull)
    }

    // MARK: Round trips

    @Test(arguments: [1, 2, 3, 0xDEAD_BEEF] as [UInt64])
    func generatedModelsRoundTrip(seed: UInt64) throws {
        var generator = RecordGenerator(random: SplitMix64(seed: seed))
        for _ in 0..<100 {
            let record = generator.record()
            let json = try recordMapper.reversed.map(record)
            let expectedKeys = ["id", "title", "note", "ratio", "flags", "owner", "previous", "items", "counts"].filter
            {
                ($0 != "note" || record.note != nil) && ($0 != "ratio" || record.ratio != nil)
                    && ($0 != "previous" || record.previous != nil)
            }
            #expect(json.object?.keys == expectedKeys)
            let result = recordMapper.mapping(json)
            #expect(result.value == record)
            if record.previous == nil {
                // Mappers.optionally reports the missing nested object, non-fatally.
                #expect(
                    result.error?.fullDescription == """
                        [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                          - Could not map from 'previous' to 'previous': the value is missing (missingValue)

                        """)
            } else {
                #expect(result.error == nil)
            }
            // Through text as well: the numbers and strings survive writing and reading.
            let reread = try JSONReader().read(JSONWriter().writeString(json))
            #expect(try recordMapper.map(reread) == record)
            #expect(try text(recordMapper.reversed.map(recordMapper.map(reread))) == text(json))
        }
    }

    // MARK: Reverse failures

    @Test func reverseErrorsGoFromThePropertyToTheAccessor() {
        let account = Account(owner: "Ada", pin: "12345", backupPin: "1")
        guard case .failure(let error) = accountMapper.reversed.mapping(account) else {
            Issue.record("expected a fatal error")
            return
        }
        #expect(
            error.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'pin' to 'security.pin': a PIN has four digits (validationFailed)
                  - Could not map from 'backupPin' to 'security.backup': a PIN has four digits (validationFailed)

                """)
        #expect(error.underlyingMappingErrors.map(\.sourcePath) == ["pin", "backupPin"])
        #expect(error.underlyingMappingErrors.map(\.destinationPath) == ["security.pin", "security.backup"])
    }

    @Test func aForeignErrorThrownByUnmapIsListedUnderItsField() {
        let account = Account(owner: "Ada", pin: "0000", backupPin: "1234")
        #expect(
            accountMapper.reversed.mapping(account).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from 'pin' to 'security.pin': the conversion threw an error (invalidSourceValue)
                    |- [PinDomain] (code=3) the PIN is locked

                """)
    }

    @Test func nestedReverseErrorsJoinPropertiesAndAccessors() {
        let good = Account(owner: "A", pin: "1111", backupPin: "2222")
        let bank = Bank(
            name: "B", accounts: [good, Account(owner: "C", pin: "1", backupPin: "3333")],
            vault: Account(owner: "V", pin: "4444", backupPin: "12"))
        #expect(
            bankMapper.reversed.mapping(bank).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'accounts.1.pin' to 'accts.1.security.pin': a PIN has four digits (validationFailed)
                  - Could not map from 'vault.backupPin' to 'main.security.backup': a PIN has four digits (validationFailed)

                """)
    }

    @Test func aRecoveredReverseErrorOmitsTheKeyAndIsNonFatal() throws {
        struct Badge: Sendable, Equatable { let owner: String; let pin: String? }
        let mapper = Mappers.object(Badge.init) {
            Field("owner", \.owner)
            Field("pin", \.pin, Mappers.optionally(pinMapper))
        }
        guard case .successWithErrors(let json, let error) = mapper.reversed.mapping(Badge(owner: "A", pin: "123"))
        else {
            Issue.record("expected a value with non-fatal errors")
            return
        }
        #expect(try text(json) == #"{"owner":"A"}"#)
        #expect(
            error.fullDescription == """
                [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
                  - Could not map from 'pin' to 'pin': a PIN has four digits (validationFailed)

                """)
        #expect(try text(mapper.reversed.map(Badge(owner: "A", pin: "1234"))) == #"{"owner":"A","pin":"1234"}"#)
    }

    /// Two fields whose destinations collide: the second cannot write a member into the first's
    /// string. The error names the property and the accessor once each.
    @Test func aReverseWriteIntoAValueOfTheWrongKindIsAnError() {
        struct Clash: Sendable { let a: String; let b: String }
        let mapper = Mappers.object(Clash.init) {
            Field("a", \.a)
            Field("a.b", \.b)
        }
        #expect(
            mapper.reversed.mapping(Clash(a: "x", b: "y")).error?.fatalDescription
                == oneFatal("b", "a.b", "cannot write a member into a string at 'a'", "writeFailed"))
    }

    // MARK: Many to one with Accessors.fields

    @Test func manyFieldsToOnePropertyAndBack() throws {
        #expect(try signatureMapper.map(["first": "Ada", "last": "Lovelace"]) == Signature(name: "Ada Lovelace"))
        // A null part is passed to the mapper, which leaves it out.
        #expect(try signatureMapper.map(["first": "Ada", "last": nil]) == Signature(name: "Ada"))
        #expect(
            try text(signatureMapper.reversed.map(Signature(name: "Ada Lovelace")))
                == #"{"first":"Ada","last":"Lovelace"}"#)
    }

    @Test func aMissingPartMakesTheWholeMultiFieldValueMissing() {
        #expect(
            signatureMapper.mapping(["first": "Ada"]).error?.fatalDescription
                == oneFatal("[first, last]", "name", "the value is missing", "missingValue"))
        #expect(
            signatureMapper.mapping([:]).error?.fatalDescription
                == oneFatal("[first, last]", "name", "the value is missing", "missingValue"))
    }

    @Test func multiFieldKeyPathsWriteNestedObjects() throws {
        let mapper = Mappers.object(Signature.init) {
            Field(Accessors.fields("name.first", "name.last"), \.name, joinName)
        }
        #expect(try mapper.map(["name": ["first": "Ada", "last": "King"]]) == Signature(name: "Ada King"))
        #expect(
            try text(mapper.reversed.map(Signature(name: "Ada King"))) == #"{"name":{"first":"Ada","last":"King"}}"#)
    }

    @Test(arguments: [
        ("Ada King Lovelace", "expected an array of 2 values, one per field, got an array of 3"),
        ("Ada", "expected an array of 2 values, one per field, got an array of 1"),
    ])
    func aMultiFieldDestinationNeedsOneValuePerField(_ name: String, _ reason: String) {
        #expect(
            signatureMapper.reversed.mapping(Signature(name: name)).error?.fatalDescription
                == oneFatal("name", "[first, last]", reason, "writeFailed"))
    }

    @Test func aNilMultiFieldValueIsOmittedOrWrittenAsNullInEveryField() throws {
        #expect(try text(optionalSignatureMapper.reversed.map(OptionalSignature(name: nil))) == "{}")
        #expect(
            try text(optionalSignatureMapper.nilValues(.writeNull).reversed.map(OptionalSignature(name: nil)))
                == #"{"first":null,"last":null}"#)
    }
}
