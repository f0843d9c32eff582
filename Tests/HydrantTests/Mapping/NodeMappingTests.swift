import Foundation
import Hydrant
import Testing

/// Mapping in place (a ``JSONMapper`` reading a document) must give exactly what mapping the ``JSON`` tree gives: the
/// same value, or the same errors (codes, paths, renderings and source values).
@Suite("Mapping documents in place agrees with mapping trees")
struct NodeMappingTests {
    /// A person with tags and a city read through a key path (`address.city`).
    struct Resident: Sendable, Equatable {
        let name: String
        let age: Int
        let nickname: String?
        let tags: [String]
        let city: String
    }

    struct Score: Sendable, Equatable {
        let value: Double
        let weight: Int8
    }

    static let person = Mappers.object(Resident.init) {
        Field("name", \.name)
        Field("age", \.age)
        Field("nickname", \.nickname)
        Field("tags", \.tags, Mappers.array(of: Mappers.value(String.self)))
        Field("address.city", \.city)
    }

    static let score = Mappers.object(Score.init) {
        Field("value", \.value)
        Field("weight", \.weight, Mappers.optionally(Mappers.value(Int8.self), default: 1))
    }

    /// Checks that both paths give the same outcome for `text`.
    static func expectSameOutcome<M: JSONMapper>(
        _ mapper: M, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws where M.Input == JSON, M.Output: Equatable {
        let tree = try JSON(parsing: text)
        let document = try JSONDocument(parsing: text)
        let fromTree = mapper.mapping(tree)
        let inPlace = mapper.mapping(document: document)
        #expect(inPlace.value == fromTree.value, sourceLocation: sourceLocation)
        #expect(inPlace.error?.isFatal == fromTree.error?.isFatal, sourceLocation: sourceLocation)
        #expect(
            inPlace.error?.fullRecursiveDescription == fromTree.error?.fullRecursiveDescription,
            sourceLocation: sourceLocation)
        #expect(sourceValues(inPlace.error) == sourceValues(fromTree.error), sourceLocation: sourceLocation)
        if let value = fromTree.value {
            #expect(try mapper.map(parsing: text) == value, sourceLocation: sourceLocation)
        }
    }

    /// Arrays of `Double`s read from a document's tape in one loop (`[Double]` without a mapper,
    /// `array(of: value(Double.self))`), and
    /// every case that leaves that loop for the element-by-element path: a number beyond the fast
    /// conversions, a wrong element, `null`, an empty array, nesting.
    @Test(
        arguments: [
            "[1, -2.5, 0.1, 1e-7, 12345678901234567, -0.0]", "[]", "[1.5, 123456789012345678901234567890]",
            "[1.5, 2.5e400]", "[1.5, \"2\"]", "[1.5, null]", "[[1.5, 2], [], [3]]", "[[1.5, \"x\"]]", "{\"a\": 1}",
            "[1e-400, 4.9406564584124654e-324]",
        ])
    func arraysOfDoublesReadFromTheTapeAgreeWithTrees(text: String) throws {
        try Self.expectSameOutcome(Mappers.value([Double].self), text)
        try Self.expectSameOutcome(Mappers.value([[Double]].self), text)
        try Self.expectSameOutcome(Mappers.array(of: Mappers.value(Double.self)), text)
        try Self.expectSameOutcome(Mappers.array(of: Mappers.array(of: Mappers.value(Double.self))), text)
        try Self.expectSameOutcome(Mappers.array(of: Mappers.optionally(Mappers.value(Double.self))), text)
    }

    /// The JSON source values of an error tree, depth first.
    static func sourceValues(_ error: MappingError?) -> [JSON?] {
        guard let error else { return [] }
        return [error.sourceValue?.value as? JSON] + error.underlyingMappingErrors.flatMap(sourceValues)
    }

    @Test(arguments: [
        #"{"name":"Ada","age":36,"tags":["a"],"address":{"city":"London"}}"#,
        #"{"age":36,"name":"Ada","nickname":null,"address":{"city":"London"},"tags":[]}"#,
        #"{"name":"Ada","age":36,"nickname":"Countess","tags":["a","b"],"address":{"city":"London"},"extra":1}"#,
        #"{"name":"Ada","name":"Bob","age":36,"tags":[],"address":{"city":"X"}}"#,
        #"{"n\u0061me":"Ada","age":36,"tags":[],"address":{"city":"X"}}"#,
        #"{"nmae":"Ada","age":"36","tags":[1,"b",null],"address":{"city":2}}"#,
        #"{"name":null,"age":36.5,"tags":{},"address":[]}"#,
        #"{"name":"Ada","age":1e400,"tags":[],"address":null}"#,
        #"{"name":"Ada","age":99999999999999999999,"tags":[],"address":"London"}"#,
        #"[1, 2]"#,
        #""Ada""#,
        #"{}"#,
    ])
    func objectMappingsAgree(text: String) throws {
        try Self.expectSameOutcome(Self.person, text)
        try Self.expectSameOutcome(Mappers.array(of: Self.person), "[\(text), \(text)]")
        try Self.expectSameOutcome(Mappers.array(of: Mappers.optionally(Self.person)), "[\(text), 3, null]")
        try Self.expectSameOutcome(Mappers.dictionary(of: Self.person), #"{"a": \#(text), "b": 1}"#)
    }

    @Test(arguments: [
        #"{"value":1.5,"weight":3}"#,
        #"{"value":-65.613616999999977,"weight":300}"#,
        #"{"value":"1","weight":"x"}"#,
        #"{"value":0.1e-5}"#,
        #"{"value":123456789012345678901234567890e-10,"weight":null}"#,
        #"{"value":2.2250738585072014e-308,"weight":-128}"#,
        #"{"value":1e309,"weight":127}"#,
    ])
    func valueMappingsAgree(text: String) throws {
        try Self.expectSameOutcome(Self.score, text)
        try Self.expectSameOutcome(Mappers.value([String: JSON].self), text)
        try Self.expectSameOutcome(Mappers.value([String: Double?].self), text)
        try Self.expectSameOutcome(Mappers.value([String: Int?].self), text)
    }

    @Test(arguments: [
        #"{"name":"Ada","age":36,"tags":[],"address":{"city":"X"},"extra":1,"more":[2]}"#,
        // Repeated keys that fields read (one of them spelled with an escape), and one that none reads.
        #"{"name":"Ada","age":36,"tags":[],"n\u0061me":"Bob","address":{"city":"X"},"age":"x","extra":1,"extra":2}"#,
        #"{"address":{"city":"X"},"name":"Ada","age":36,"tags":[],"address":null,"address":{"city":"Y"}}"#,
    ])
    func unmappedKeyPoliciesAgree(text: String) throws {
        for policy in [UnmappedKeyPolicy.ignore, .report, .reject] {
            try Self.expectSameOutcome(Self.person.unmappedKeys(policy), text)
            try Self.expectSameOutcome(Mappers.array(of: Self.person.unmappedKeys(policy)), "[\(text), \(text)]")
        }
    }

    @Test func repeatedKeysAreTheSameErrorsInPlace() throws {
        let text = #"{"name":"Ada","age":36,"tags":[],"address":{"city":"X"},"age":37}"#
        let expected = """
            [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
              - Could not map from 'age' to '<Unknown>': the key 'age' appears more than once (duplicateKey)

            """
        #expect(Self.person.unmappedKeys(.reject).mapping(try JSON(parsing: text)).error?.fatalDescription == expected)
        #expect(
            Self.person.unmappedKeys(.reject).mapping(document: try JSONDocument(parsing: text)).error?.fatalDescription
                == expected)
        // Read with a duplicate-key policy that keeps one member, the object has no repeat left.
        for policy in [DuplicateKeyPolicy.useFirst, .useLast] {
            let options = JSONReadingOptions(duplicateKeys: policy)
            let document = try JSONDocument(parsing: text, options: options)
            #expect(
                Self.person.unmappedKeys(.reject).mapping(document: document).value?.age
                    == (policy == .useFirst ? 36 : 37))
            #expect(
                Self.person.unmappedKeys(.reject).mapping(try JSON(parsing: text, options: options)).value?.age
                    == (policy == .useFirst ? 36 : 37))
        }
    }

    @Test func customAccessorsFallBackToTheTree() throws {
        struct Span: Sendable, Equatable {
            let bounds: [Int]
            let first: Int
        }
        let span = Mappers.object(Span.init) {
            Field(Accessors.fields("start", "end"), \.bounds)
            Field(Accessors.path(.key("list"), .index(0)), \.first)
        }
        try Self.expectSameOutcome(span, #"{"start":1,"end":2,"list":[7]}"#)
        try Self.expectSameOutcome(span, #"{"start":1,"list":{}}"#)
    }

    @Test func errorsOfDocumentsRecordTheJSONValueLazily() throws {
        let document = try JSONDocument(parsing: #"{"value":"high"}"#)
        guard case .failure(let error) = Self.score.mapping(document: document) else {
            Issue.record("a string is not a Double")
            return
        }
        let field = try #require(error.underlyingMappingErrors.first)
        #expect(field.sourceValue?.value as? JSON == "high")
        #expect(field.sourceValue?.typeDescription == "a string")
        #expect(field.detail == "expected a number, got a string")
    }

    @Test func readErrorsAreMappingErrors() {
        let result = Self.person.mapping(parsing: #"{"name": }"#)
        #expect(result.error?.code == .invalidSourceValue)
        #expect(result.error?.detail?.hasPrefix("the input is not valid JSON: ") == true)
    }
}
