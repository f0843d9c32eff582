import Hydrant
import Testing

// MARK: Models

/// A model with one property, so that a mapping of it exercises exactly one field.
private struct Box<Value: Sendable>: Sendable {
    let value: Value
}

extension Box: Equatable where Value: Equatable {}

private struct Name: Sendable, Equatable {
    var first: String
    var last: String?
}

private struct Member: Sendable, Equatable {
    var firstName: String
    var name: Name
    var spouse: Name?
    var pair: [Int]
}

/// The field under test, type-checked against `Value` (no mapper), read at the key `v`.
private func typedBox<Value: JSONConvertible>(_: Value.Type) -> Mappers.Object<Box<Value>, Value> {
    Mappers.object(Box<Value>.init) { Field("v", \.value) }
}

/// What a mapping produced, in a form that compares exactly: the value's `String(describing:)`
/// (which spells out optional nesting) and the error's `fullDescription`.
private enum Outcome: Equatable, CustomStringConvertible {
    case value(String)
    case valueWithErrors(String, String)
    case failure(String)

    init<Value>(_ result: MappingResult<Box<Value>>) {
        switch result {
        case .success(let box): self = .value(String(describing: box.value))
        case .successWithErrors(let box, let error):
            self = .valueWithErrors(String(describing: box.value), error.fullDescription)
        case .failure(let error): self = .failure(error.fatalDescription)
        }
    }

    var description: String {
        switch self {
        case .value(let value): "value \(value)"
        case .valueWithErrors(let value, let error): "value \(value) with \(error)"
        case .failure(let error): "failure \(error)"
        }
    }
}

/// The `description` of a fatal one-field failure.
private func fatal(_ from: String, _ to: String, _ reason: String, _ code: String, underlying: String? = nil) -> String
{
    """
    [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
      - Could not map from '\(from)' to '\(to)': \(reason) (\(code))
    \(underlying.map { "    |- \($0)\n" } ?? "")
    """
}

/// The foreign line of a number conversion error.
private let notAnInteger =
    "[HydrantErrorDomain.number] (code=1) the number is not an integer, so it cannot be represented as Int"
private let outOfRange = "[HydrantErrorDomain.number] (code=2) the number is out of range for Int"

/// The `fullDescription` of a non-fatal one-field failure.
private func nonFatal(
    _ from: String, _ to: String, _ reason: String, _ code: String, underlying: String? = nil
) -> String {
    """
    [non-fatal] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=0, total=1)"
      - Could not map from '\(from)' to '\(to)': \(reason) (\(code))
    \(underlying.map { "    |- \($0)\n" } ?? "")
    """
}

private func text(_ json: JSON) throws -> String {
    try JSONWriter().writeString(json)
}

// MARK: Type-checked fields, tabulated by type

/// A field type-checked against one Swift type, type-erased so that the cases form one table.
struct TypedFieldCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    /// Whether the property is `Optional` (missing and `null` are `nil` without error).
    let isOptional: Bool
    /// A valid value and how the mapped Swift value describes itself.
    let good: JSON
    let goodDescription: String
    /// Maps `{"v": value}`, or `{}` for `nil`.
    fileprivate let map: @Sendable (JSON?) -> Outcome
    /// Maps `{"v": value}` and writes the model back.
    let roundTrip: @Sendable (JSON) throws -> JSON

    static func of<Value: JSONConvertible>(
        _ type: Value.Type, _ name: String, isOptional: Bool = false, good: JSON, _ goodDescription: String
    ) -> TypedFieldCase {
        let mapper = typedBox(type)
        return TypedFieldCase(
            testDescription: name, isOptional: isOptional, good: good, goodDescription: goodDescription,
            map: { value in Outcome(mapper.mapping(value.map { ["v": $0] } ?? [:])) },
            roundTrip: { value in try mapper.reversed.map(mapper.map(["v": value])) })
    }

    static let all: [TypedFieldCase] = [
        .of(String.self, "String", good: "Ada", "Ada"),
        .of(String.self, "String (empty)", good: "", ""),
        .of(Int.self, "Int", good: 42, "42"),
        .of(Int.self, "Int (negative, largest)", good: JSON(Int.min), "\(Int.min)"),
        .of(Double.self, "Double", good: 1.5, "1.5"),
        .of(Bool.self, "Bool", good: false, "false"),
        .of([Int].self, "[Int]", good: [1, 2, 3], "[1, 2, 3]"),
        .of([Int].self, "[Int] (empty)", good: [], "[]"),
        .of([String: Int].self, "[String: Int]", good: ["a": 1], #"["a": 1]"#),
        .of([String?].self, "[String?]", good: ["a", nil], #"[Optional("a"), nil]"#),
        .of([[Int]].self, "[[Int]]", good: [[1], []], "[[1], []]"),
        .of(JSON.self, "JSON", good: ["k": [1, true]], #"{"k":[1,true]}"#),
        .of(String?.self, "String?", isOptional: true, good: "Ada", #"Optional("Ada")"#),
        .of(Int?.self, "Int?", isOptional: true, good: 7, "Optional(7)"),
        .of(Bool?.self, "Bool?", isOptional: true, good: true, "Optional(true)"),
        .of([Int]?.self, "[Int]?", isOptional: true, good: [1], "Optional([1])"),
        .of([String: Int]?.self, "[String: Int]?", isOptional: true, good: ["b": 2], #"Optional(["b": 2])"#),
        .of(Int??.self, "Int??", isOptional: true, good: 3, "Optional(Optional(3))"),
    ]
}

/// A value of the wrong type for a type-checked field, and the leaf error it causes.
struct WrongValueCase: Sendable, CustomTestStringConvertible {
    let type: TypedFieldCase
    let value: JSON
    /// The paths below the field's own (`.1` for the second element of an array).
    let subpath: String
    let reason: String
    let code: String
    /// The foreign error under the leaf, if any.
    let underlying: String?

    var testDescription: String { "\(type.testDescription) ← \(value)" }

    static func make(
        _ type: String, _ value: JSON, _ reason: String, code: String = "invalidSourceType", at subpath: String = "",
        underlying: String? = nil
    ) -> WrongValueCase {
        guard let found = TypedFieldCase.all.first(where: { $0.testDescription == type }) else {
            preconditionFailure("no case \(type)")
        }
        return WrongValueCase(
            type: found, value: value, subpath: subpath, reason: reason, code: code, underlying: underlying)
    }

    static let all: [WrongValueCase] = [
        .make("String", 1, "expected a string, got a number"),
        .make("String", true, "expected a string, got a boolean"),
        .make("String", ["a"], "expected a string, got an array"),
        .make("String", ["a": "b"], "expected a string, got an object"),
        .make("Int", "42", "expected a number, got a string"),
        .make("Int", true, "expected a number, got a boolean"),
        .make(
            "Int", 1.5, "the number is not an integer, so it cannot be represented as Int", code: "invalidSourceValue",
            underlying: notAnInteger),
        .make("Int", 1e30, "the number is out of range for Int", code: "numberOutOfRange", underlying: outOfRange),
        .make("Double", "1.5", "expected a number, got a string"),
        .make("Bool", 1, "expected a boolean, got a number"),
        .make("Bool", "true", "expected a boolean, got a string"),
        .make("[Int]", 1, "expected an array, got a number"),
        .make("[Int]", ["a": 1], "expected an array, got an object"),
        .make("[Int]", [1, "2"], "expected a number, got a string", at: ".1"),
        .make("[Int]", [1, 2, nil], "expected a number, got null", at: ".2"),
        .make("[String: Int]", [1], "expected an object, got an array"),
        // Keys read from the document print as <key> (MappingPath.documentKey).
        .make("[String: Int]", ["a": 1, "b": "2"], "expected a number, got a string", at: ".<key>"),
        .make("[String: Int]", ["a.b": false], "expected a number, got a boolean", at: ".<key>"),
        .make("[String?]", ["a", 1], "expected a string, got a number", at: ".1"),
        .make("[[Int]]", [[1], [2, "x"]], "expected a number, got a string", at: ".1.1"),
        .make("String?", 1, "expected a string, got a number"),
        .make("Int?", "7", "expected a number, got a string"),
        .make("Bool?", 0, "expected a boolean, got a number"),
        .make("[Int]?", ["x"], "expected a number, got a string", at: ".0"),
        .make("[String: Int]?", "b", "expected an object, got a string"),
        .make("Int??", "3", "expected a number, got a string"),
    ]
}

@Suite("Field: the initializer forms, requiredness, type checks, reverse and error paths")
struct FieldTests {
    // MARK: No mapper: type-checked against the property

    @Test(arguments: TypedFieldCase.all)
    func typedFieldMapsAValueOfItsType(_ field: TypedFieldCase) {
        #expect(field.map(field.good) == .value(field.goodDescription))
    }

    @Test(arguments: TypedFieldCase.all)
    func typedFieldWhenTheKeyIsMissing(_ field: TypedFieldCase) {
        let expected: Outcome =
            field.isOptional
            ? .value("nil")
            : .failure(fatal("v", "value", "the value is missing", "missingValue"))
        #expect(field.map(nil) == expected)
    }

    @Test(arguments: TypedFieldCase.all)
    func typedFieldWhenTheValueIsNull(_ field: TypedFieldCase) {
        let expected: Outcome =
            field.isOptional
            ? .value("nil")
            : .failure(fatal("v", "value", "the value is null", "nullValue"))
        #expect(field.map(.null) == expected)
    }

    @Test(arguments: WrongValueCase.all)
    func typedFieldRejectsAValueOfAnotherTypeFatally(_ wrong: WrongValueCase) {
        #expect(
            wrong.type.map(wrong.value)
                == .failure(
                    fatal(
                        "v" + wrong.subpath, "value" + wrong.subpath, wrong.reason, wrong.code,
                        underlying: wrong.underlying)))
    }

    @Test(arguments: TypedFieldCase.all)
    func typedFieldReverseWritesTheValueBack(_ field: TypedFieldCase) throws {
        #expect(try text(field.roundTrip(field.good)) == text(["v": field.good]))
    }

    @Test func aNilOptionalIsLeftOutOrWrittenAsNull() throws {
        let mapper = typedBox(String?.self)
        #expect(try text(mapper.reversed.map(Box(value: nil))) == "{}")
        #expect(try text(mapper.nilValues(.writeNull).reversed.map(Box(value: nil))) == #"{"v":null}"#)
    }

    @Test func numbersAreWrittenBackExactly() throws {
        let mapper = typedBox(Double.self)
        #expect(try text(mapper.reversed.map(Box(value: 0.1))) == #"{"v":0.1}"#)
        #expect(try text(mapper.reversed.map(Box(value: -2.5e-8))) == #"{"v":-2.5e-08}"#)
        #expect(try text(mapper.reversed.map(Box(value: 2))) == #"{"v":2.0}"#)
        let ints = typedBox(Int64.self)
        #expect(try text(ints.reversed.map(Box(value: .max))) == #"{"v":9223372036854775807}"#)
    }

    @Test func aDictionaryPropertyIsWrittenSortedByKey() throws {
        let mapper = typedBox([String: Int].self)
        let box = try mapper.map(["v": ["b": 2, "a": 1, "c": 3]])
        #expect(box == Box(value: ["a": 1, "b": 2, "c": 3]))
        #expect(try text(mapper.reversed.map(box)) == #"{"v":{"a":1,"b":2,"c":3}}"#)
    }

    // MARK: Accessor forms

    @Test func aStringSourceIsAKeyPath() throws {
        let field = Field<Member, String>("name.first", \.firstName)
        #expect(field.source.fieldNames == ["name.first"])
        #expect(field.propertyName == "firstName")
        let mapper = Mappers.object(Box<String>.init) { Field("name.first", \.value) }
        #expect(try mapper.map(["name": ["first": "Ada"]]) == Box(value: "Ada"))
        #expect(try text(mapper.reversed.map(Box(value: "Ada"))) == #"{"name":{"first":"Ada"}}"#)
    }

    @Test func aFieldKeepsItsKeyPathAndAccessorThroughItsModifiers() {
        let field = Field<Member, String>("name.first", \.firstName)
        for modified in [field, field.decodeOnly(), field.validated(.minLength(1))] {
            #expect(modified.keyPath as AnyKeyPath == \Member.firstName as AnyKeyPath)
            #expect(modified.source.fieldNames == ["name.first"])
            #expect(modified.propertyName == "firstName")
        }
    }

    @Test func aFieldMakesItsKeyPathOnlyWhenFirstNeeded() throws {
        let calls = Probe.Counter()
        @Sendable func counted(
            _ keyPath: any KeyPath<Box<String>, String> & Sendable
        ) -> any KeyPath<Box<String>, String>
            & Sendable
        {
            calls.increment()
            return keyPath
        }
        let field = Field<Box<String>, String>("v", counted(\.value))
        #expect(calls.count == 0)
        let mapping = Mappers.object(Box<String>.init) { field }
        // Debug builds check that no two fields write one property when the mapping is built,
        // which needs the key paths; release builds do it on the first encode.
        let afterBuilding = calls.count
        #if DEBUG
            #expect(afterBuilding == 1)
        #else
            #expect(afterBuilding == 0)
        #endif
        #expect(try mapping.map(parsing: #"{"v":"a"}"#) == Box(value: "a"))
        #expect(calls.count == afterBuilding)
        #expect(try String(decoding: mapping.reversed.bytes(from: Box(value: "a")), as: UTF8.self) == #"{"v":"a"}"#)
        let afterEncoding = calls.count
        #expect(afterEncoding > afterBuilding)
        #expect(try text(mapping.reversed.map(Box(value: "b"))) == #"{"v":"b"}"#)
        #expect(calls.count == afterEncoding)
        #expect(field.keyPath as AnyKeyPath == \Box<String>.value as AnyKeyPath)
    }

    @Test func theFirstEncodesOnManyTasksAtOnceWriteTheSame() async throws {
        let mapping = Mappers.object(Member.init) {
            Field("firstName", \.firstName)
            Field(
                "name", \.name,
                Mappers.object(Name.init) {
                    Field("first", \.first); Field("last", \.last)
                })
            Field(
                "spouse", \.spouse,
                Mappers.object(Name.init) {
                    Field("first", \.first); Field("last", \.last)
                })
            Field("pair", \.pair)
        }
        let member = Member(firstName: "Ada", name: Name(first: "Ada", last: "King"), spouse: nil, pair: [1, 2])
        let written = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<16 {
                group.addTask { try? String(decoding: mapping.reversed.bytes(from: member), as: UTF8.self) }
            }
            var all: [String?] = []
            for await text in group { all.append(text) }
            return all
        }
        #expect(written.count == 16)
        #expect(Set(written) == [#"{"firstName":"Ada","name":{"first":"Ada","last":"King"},"pair":[1,2]}"#])
    }

    @Test func aLiteralKeyWithADotIsOneKeyAndIsQuotedInErrors() throws {
        let mapper = Mappers.object(Box<Int>.init) { Field(Accessors.key("a.b"), \.value) }
        #expect(try mapper.map(["a.b": 1]) == Box(value: 1))
        #expect(try text(mapper.reversed.map(Box(value: 1))) == #"{"a.b":1}"#)
        #expect(
            Outcome(mapper.mapping(["a": ["b": 1]]))
                == .failure(fatal(#""a.b""#, "value", "the value is missing", "missingValue")))
        #expect(
            Outcome(mapper.mapping(["a.b": "1"]))
                == .failure(fatal(#""a.b""#, "value", "expected a number, got a string", "invalidSourceType")))
    }

    @Test func anIndexPathReadsAnArrayElementAndWritesItBackPadded() throws {
        let mapper = Mappers.object(Box<Int>.init) { Field(Accessors.path(.key("list"), .index(1)), \.value) }
        #expect(try mapper.map(["list": [10, 20]]) == Box(value: 20))
        #expect(try text(mapper.reversed.map(Box(value: 20))) == #"{"list":[null,20]}"#)
        #expect(
            Outcome(mapper.mapping(["list": [10]]))
                == .failure(fatal("list.1", "value", "the value is missing", "missingValue")))
        #expect(
            Outcome(mapper.mapping(["list": [10, "x"]]))
                == .failure(fatal("list.1", "value", "expected a number, got a string", "invalidSourceType")))
    }

    @Test func aDigitComponentOfAKeyPathIndexesAnArray() throws {
        let mapper = Mappers.object(Box<String>.init) { Field("people.1.name", \.value) }
        #expect(try mapper.map(["people": [["name": "A"], ["name": "B"]]]) == Box(value: "B"))
        #expect(
            Outcome(mapper.mapping(["people": [["name": "A"], ["name": 2]]]))
                == .failure(fatal("people.1.name", "value", "expected a string, got a number", "invalidSourceType")))
    }

    @Test func aMultiFieldAccessorReadsAnArrayOfValues() throws {
        let mapper = Mappers.object(Box<[String?]>.init) { Field(Accessors.fields("first", "last"), \.value) }
        #expect(try mapper.map(["first": "Ada", "last": "King"]) == Box(value: ["Ada", "King"]))
        #expect(try mapper.map(["first": "Ada", "last": nil]) == Box(value: ["Ada", nil]))
        #expect(
            Outcome(mapper.mapping(["first": "Ada"]))
                == .failure(fatal("[first, last]", "value", "the value is missing", "missingValue")))
        #expect(try text(mapper.reversed.map(Box(value: ["Ada", "King"]))) == #"{"first":"Ada","last":"King"}"#)
    }

    /// An accessor that fails to read (a key read from a string) is reported once, at the field's
    /// source path, as Hydrant's object mapper reports a failed read.
    @Test func aFailedReadIsReportedAtTheFieldsSourcePath() {
        let mapper = Mappers.object(Box<String>.init) { Field("name.first", \.value) }
        #expect(
            Outcome(mapper.mapping(["name": "Ada"]))
                == .failure(
                    fatal(
                        "name.first", "value", "expected an object at 'name', found a string", "readFailed")))
    }

    // MARK: Property names in error paths

    @Test func errorPathsGoFromTheSourceAccessorToThePropertyName() {
        let mapper = Mappers.object({ (first: String) in Box(value: first) }) { Field("name.first", \.value) }
        #expect(
            Outcome(mapper.mapping(["name": ["first": 1]]))
                == .failure(fatal("name.first", "value", "expected a string, got a number", "invalidSourceType")))

        let member = Mappers.object({ (first: String) in
            Member(firstName: first, name: Name(first: "", last: nil), spouse: nil, pair: [])
        }) {
            Field("name.first", \.firstName)
        }
        #expect(
            member.mapping(["name": ["first": 1]]).error?.fatalDescription
                == fatal(
                    "name.first", "firstName", "expected a string, got a number", "invalidSourceType"))
    }

    @Test func nestedPropertyKeyPathsAreDotted() {
        let mapper = Mappers.object({ (city: String, last: String?) in
            Member(firstName: "", name: Name(first: city, last: nil), spouse: Name(first: "", last: last), pair: [])
        }) {
            Field("town", \.name.first)
            Field("spouse_last", \.spouse?.last)
        }
        let error = mapper.mapping(["town": 1, "spouse_last": 2]).error
        #expect(
            error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=2, total=2)"
                  - Could not map from 'town' to 'name.first': expected a string, got a number (invalidSourceType)
                  - Could not map from 'spouse_last' to 'spouse.last': expected a string, got a number (invalidSourceType)

                """)
    }

    struct PropertyNameCase: Sendable, CustomTestStringConvertible {
        let name: String
        let expected: String
        var testDescription: String { expected }
    }

    @Test(arguments: [
        PropertyNameCase(name: Field<Member, String>("x", \.firstName).propertyName, expected: "firstName"),
        PropertyNameCase(name: Field<Member, String>("x", \.name.first).propertyName, expected: "name.first"),
        PropertyNameCase(name: Field<Member, String?>("x", \.name.last).propertyName, expected: "name.last"),
        PropertyNameCase(name: Field<Member, String?>("x", \.spouse?.first).propertyName, expected: "spouse.first"),
        PropertyNameCase(name: Field<Member, String??>("x", \.spouse?.last).propertyName, expected: "spouse.last"),
        PropertyNameCase(name: Field<Box<Int>, Int>("x", \.value).propertyName, expected: "value"),
        PropertyNameCase(name: Field<Box<Box<Int>>, Int>("x", \.value.value).propertyName, expected: "value.value"),
        PropertyNameCase(name: Field<Box<[String: Int]>, [String: Int]>("x", \.value).propertyName, expected: "value"),
    ])
    func propertyNameOfAKeyPath(_ property: PropertyNameCase) {
        #expect(property.name == property.expected)
    }

    // MARK: A mapper of present JSON values (Input == JSON): required

    private static let intValue = Mappers.object(Box<Int>.init) { Field("v", \.value, Mappers.value(Int.self)) }

    @Test func requiredMapperMapsPresentValues() throws {
        #expect(try Self.intValue.map(["v": 5]) == Box(value: 5))
        #expect(try text(Self.intValue.reversed.map(Box(value: 5))) == #"{"v":5}"#)
    }

    static let requiredMapperCases: [(JSON, String)] = [
        (JSON.object([:]), fatal("v", "value", "the value is missing", "missingValue")),
        (["v": nil], fatal("v", "value", "the value is null", "nullValue")),
        (["v": "5"], fatal("v", "value", "expected a number, got a string", "invalidSourceType")),
        (
            ["v": 5.5],
            fatal(
                "v", "value", "the number is not an integer, so it cannot be represented as Int", "invalidSourceValue",
                underlying: notAnInteger)
        ),
    ]

    @Test(arguments: FieldTests.requiredMapperCases)
    func requiredMapperFailures(_ input: JSON, _ expected: String) {
        #expect(Self.intValue.mapping(input).error?.fatalDescription == expected)
    }

    /// A mapper that would turn `null` into a value never sees it: the field fails first.
    private static let nullTolerant = Mappers.object(Box<String>.init) {
        Field(
            "v", \.value,
            Mappers.closure(
                map: { (json: JSON) -> String in json.isNull ? "was null" : json.string ?? "other" },
                unmap: { (text: String) -> JSON in .string(text) }))
    }

    @Test func missingAndNullFailBeforeARequiredMapperRuns() throws {
        #expect(try Self.nullTolerant.map(["v": "x"]) == Box(value: "x"))
        #expect(try Self.nullTolerant.map(["v": 1]) == Box(value: "other"))
        #expect(
            Self.nullTolerant.mapping(["v": nil]).error?.fatalDescription
                == fatal("v", "value", "the value is null", "nullValue"))
        #expect(
            Self.nullTolerant.mapping([:]).error?.fatalDescription
                == fatal("v", "value", "the value is missing", "missingValue"))
    }

    @Test func aRequiredMappersOwnErrorIsWrappedWithTheFieldsPaths() {
        let mapper = Mappers.object(Box<String>.init) {
            Field(
                Accessors.keyPath("user.code"), \.value,
                Mappers.closure(
                    map: { (json: JSON) -> String in
                        throw MappingError(
                            code: .validationFailed, sourceValue: json, detail: "codes have four letters")
                    },
                    unmap: { (text: String) -> JSON in .string(text) }))
        }
        #expect(
            mapper.mapping(["user": ["code": "ABCDE"]]).error?.fatalDescription
                == fatal("user.code", "value", "codes have four letters", "validationFailed"))
    }

    // MARK: A mapper of optional JSON values (Input == JSON?): decides itself

    /// Says what it received, so that the test can tell missing from `null`.
    private static let presence = Mappers.object(Box<String>.init) {
        Field(
            "v", \.value,
            Mappers.closure(
                map: { (json: JSON?) -> String in
                    guard let json else { return "missing" }
                    return json.isNull ? "null" : "present"
                },
                unmap: { (text: String) -> JSON? in text == "missing" ? nil : text == "null" ? .null : .string(text) }))
    }

    static let presenceCases: [(JSON, String)] = [
        (JSON.object([:]), "missing"),
        (["v": nil], "null"),
        (["v": 0], "present"),
        (["v": [:]], "present"),
    ]

    @Test(arguments: FieldTests.presenceCases)
    func optionalInputMapperReceivesNilForMissing(_ input: JSON, _ expected: String) {
        guard case .success(let box) = Self.presence.mapping(input) else {
            Issue.record("expected a clean success")
            return
        }
        #expect(box.value == expected)
    }

    @Test func optionalInputMapperReverseOmitsNilOrWritesNull() throws {
        #expect(try text(Self.presence.reversed.map(Box(value: "missing"))) == "{}")
        #expect(try text(Self.presence.nilValues(.writeNull).reversed.map(Box(value: "missing"))) == #"{"v":null}"#)
        #expect(try text(Self.presence.reversed.map(Box(value: "null"))) == #"{"v":null}"#)
        #expect(try text(Self.presence.reversed.map(Box(value: "x"))) == #"{"v":"x"}"#)
    }

    private static let optionalInt = Mappers.object(Box<Int?>.init) {
        Field("v", \.value, Mappers.optionally(Mappers.value(Int.self)))
    }

    static let optionallyCases: [(JSON, String)] = [
        (JSON.object([:]), nonFatal("v", "value", "the value is missing", "missingValue")),
        (["v": nil], nonFatal("v", "value", "the value is null", "nullValue")),
        (["v": "3"], nonFatal("v", "value", "expected a number, got a string", "invalidSourceType")),
        (
            ["v": 3.5],
            nonFatal(
                "v", "value", "the number is not an integer, so it cannot be represented as Int", "invalidSourceValue",
                underlying: notAnInteger)
        ),
    ]

    @Test(arguments: FieldTests.optionallyCases)
    func optionallyFallsBackToNilWithANonFatalError(_ input: JSON, _ expected: String) {
        #expect(Outcome(Self.optionalInt.mapping(input)) == .valueWithErrors("nil", expected))
    }

    @Test func optionallyMapsGoodValuesAndWritesThemBack() throws {
        guard case .success(let box) = Self.optionalInt.mapping(["v": 3]) else {
            Issue.record("expected a clean success")
            return
        }
        #expect(box == Box(value: 3))
        #expect(try text(Self.optionalInt.reversed.map(box)) == #"{"v":3}"#)
        #expect(try text(Self.optionalInt.reversed.map(Box(value: nil))) == "{}")
        #expect(try text(Self.optionalInt.nilValues(.writeNull).reversed.map(Box(value: nil))) == #"{"v":null}"#)
    }

    @Test func optionallyWithADefaultFillsANonOptionalProperty() throws {
        let mapper = Mappers.object(Box<Int>.init) {
            Field("v", \.value, Mappers.optionally(Mappers.value(Int.self), default: -1))
        }
        #expect(
            Outcome(mapper.mapping(["v": true]))
                == .valueWithErrors(
                    "-1", nonFatal("v", "value", "expected a number, got a boolean", "invalidSourceType")))
        #expect(Outcome(mapper.mapping(["v": 8])) == .value("8"))
        #expect(try text(mapper.reversed.map(Box(value: -1))) == #"{"v":-1}"#)
    }

    @Test func optionalInputMapperThroughAnyAccessor() throws {
        let mapper = Mappers.object(Box<String?>.init) {
            Field(Accessors.path(.key("tags"), .index(0)), \.value, Mappers.optionally(Mappers.value(String.self)))
        }
        #expect(try mapper.map(["tags": ["a", "b"]]) == Box(value: "a"))
        #expect(
            Outcome(mapper.mapping(["tags": []]))
                == .valueWithErrors("nil", nonFatal("tags.0", "value", "the value is missing", "missingValue")))
        #expect(try text(mapper.reversed.map(Box(value: "z"))) == #"{"tags":["z"]}"#)
    }

    // MARK: The field's value in its errors (the original's replacement source)

    /// A field's error carries the field's value, not the value its mapper's error named.
    @Test func aFieldsErrorCarriesTheFieldsValue() throws {
        struct Stamp: Sendable { let day: Int }
        let inner = Mappers.value(String.self).then(
            Mappers.closure(
                map: { (_: String) throws -> Int in
                    throw MappingError(code: .invalidSourceValue, sourceValue: "inner", detail: "not a day")
                },
                unmap: { (day: Int) in String(day) }))
        let stamp = Mappers.object(Stamp.init) { Field("day", \.day, inner) }
        for result in [stamp.mapping(["day": "monday"]), stamp.mapping(parsing: #"{"day":"monday"}"#)] {
            let field = try #require(result.error?.underlyingMappingErrors.first)
            #expect(field.sourceValue?.value as? JSON == "monday")
            #expect(field.detail == "not a day")
        }
        // A missing field has no value: its error keeps what it had (none).
        let missing = try #require(stamp.mapping([:]).error?.underlyingMappingErrors.first)
        #expect(missing.sourceValue == nil)
    }

    // MARK: The newcomer's spellings

    struct Contact: Sendable, Equatable {
        enum Status: String, Sendable { case active, away }
        let status: Status
        let address: Address?
        let joined: Int
    }

    struct Address: Sendable, Equatable { let city: String }

    static let address = Mappers.object(Address.init) { Field("city", \.city) }

    /// A non-optional mapper on an Optional property handles missing and null itself, a mapper from
    /// a String (an enumeration) reads the JSON string first, and a one-way mapper makes a
    /// decode-only field.
    @Test func optionalPropertiesEnumerationsAndOneWayMappersNeedNoWrapping() throws {
        let contact = Mappers.object(Contact.init) {
            Field("status", \.status, Mappers.enumeration(["active": Contact.Status.active, "away": .away]))
            Field("address", \.address, Self.address)
            Field(
                "joined", \.joined,
                decoding: Mappers.closure { (json: JSON) throws -> Int in
                    guard let text = json.string, let year = Int(text.prefix(4)) else {
                        throw MappingError(code: .invalidSourceValue, detail: "not a date")
                    }
                    return year
                })
        }
        let ada = Contact(status: .away, address: Address(city: "London"), joined: 2014)
        #expect(
            try contact.map(parsing: #"{"status":"away","address":{"city":"London"},"joined":"2014-01-14"}"#) == ada)
        #expect(
            try contact.map(["status": "active", "address": nil, "joined": "2020"])
                == Contact(status: .active, address: nil, joined: 2020))
        #expect(try contact.map(["status": "active", "joined": "2020"]).address == nil)
        // The enumeration's and the address's errors are the usual ones.
        #expect(
            contact.mapping(["status": 1, "joined": "2020"]).error?.underlyingMappingErrors.map(\.code) == [
                .invalidSourceType
            ])
        #expect(
            contact.mapping(["status": "gone", "joined": "2020"]).error?.underlyingMappingErrors.map(\.code) == [
                .invalidSourceValue
            ])
        #expect(
            contact.mapping(["status": "away", "address": [:], "joined": "2020"]).error?.underlyingMappingErrors.map(
                \.code) == [.multipleErrors])
        // The decode-only field is never written; nil addresses are left out.
        #expect(try contact.reversed.string(from: ada) == #"{"status":"away","address":{"city":"London"}}"#)
        #expect(
            try contact.reversed.string(from: Contact(status: .active, address: nil, joined: 1))
                == #"{"status":"active"}"#)
    }

    /// "Missing is an error, null is fine": `Mappers.nullable(_:requiringPresence:)`.
    @Test func missingIsAnErrorNullIsFine() throws {
        struct Box: Sendable, Equatable { let address: Address? }
        let box = Mappers.object(Box.init) {
            Field("address", \.address, Mappers.nullable(Self.address, requiringPresence: true))
        }
        #expect(try box.map(["address": nil]) == Box(address: nil))
        #expect(box.mapping([:]).error?.underlyingMappingErrors.map(\.code) == [.missingValue])
    }

    @Test func validatedTakesAnArrayOfRules() throws {
        struct Name: Sendable { let name: String }
        let rules: [Validator<String>] = [.minLength(2), .maxLength(4)]
        let name = Mappers.object(Name.init) { Field("name", \.name).validated(rules) }
        #expect(try name.map(["name": "Ada"]).name == "Ada")
        #expect(name.mapping(["name": "A"]).error?.underlyingMappingErrors.map(\.code) == [.validationFailed])
        #expect(name.mapping(["name": "Adelaide"]).error?.underlyingMappingErrors.map(\.code) == [.validationFailed])
    }
}
