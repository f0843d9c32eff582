import Foundation
import Hydrant
import Testing

@Suite("Mapping from text, bytes and Foundation objects")
struct MapperSourcesTests {
    static let document = #"{"name":"Jo","tags":["a","b"],"age":23,"admin":false,"score":1.5,"nothing":null}"#

    // MARK: Success

    @Test func parsingTextDataAndObjectsGivesTheSameValue() throws {
        let mapper = Mappers.value(JSON.self)
        let fromText = try mapper.map(parsing: Self.document)
        let fromData = try mapper.map(parsing: Data(Self.document.utf8))
        let object = try JSONSerialization.jsonObject(with: Data(Self.document.utf8))
        let fromObject = try mapper.map(jsonObject: object)
        #expect(fromText == fromData)
        #expect(fromText == fromObject)
        #expect(fromText["name"] == "Jo")
        #expect(fromText["nothing"] == .null)
        #expect(fromObject["admin"] == false)
        #expect(fromObject["age"] == 23)
    }

    @Test func typedMappingOfJSONSerializationOutput() throws {
        let object = try JSONSerialization.jsonObject(with: Data(#"{"b":[1,2],"a":[3]}"#.utf8))
        let mapped = try Mappers.value([String: [Int]].self).map(jsonObject: object)
        #expect(mapped == ["a": [3], "b": [1, 2]])
        let parsed = try Mappers.value([String: [Int]].self).map(parsing: #"{"b":[1,2],"a":[3]}"#)
        #expect(mapped == parsed)
    }

    @Test func mappingVariantsReportSuccess() {
        let mapper = Mappers.value([String].self)
        let results = [
            mapper.mapping(parsing: #"["x","y"]"#),
            mapper.mapping(parsing: Data(#"["x","y"]"#.utf8)),
            mapper.mapping(jsonObject: ["x", "y"]),
            mapper.mapping(jsonObject: NSArray(array: ["x", "y"])),
        ]
        for result in results {
            guard case .success(let value) = result else {
                Issue.record("expected .success, got \(result)")
                continue
            }
            #expect(value == ["x", "y"])
        }
    }

    @Test func mappingVariantsReportNonFatalErrors() {
        let mapper = Mappers.value(JSON.self).then(Mappers.closure { (json: JSON) -> JSON? in json["retries"] })
            .then(Mappers.optionally(Mappers.value(Int.self), default: 3))
        let results = [
            mapper.mapping(parsing: #"{"retries":"many"}"#),
            mapper.mapping(parsing: Data(#"{"retries":"many"}"#.utf8)),
            mapper.mapping(jsonObject: ["retries": "many"]),
        ]
        for result in results {
            guard case .successWithErrors(let value, let error) = result else {
                Issue.record("expected .successWithErrors, got \(result)")
                continue
            }
            #expect(value == 3)
            #expect(error.code == .invalidSourceType)
            #expect(!error.isFatal)
        }
    }

    @Test func valuesBuiltInCodeMapToo() throws {
        let literal: JSON = ["name": "Jo", "tags": ["a", nil], "age": 23]
        #expect(try Mappers.value(JSON.self).map(literal) == literal)
        #expect(try Mappers.value([String?].self).map(literal["tags"] ?? .null) == ["a", nil])
        #expect(try Mappers.value(Int.self).map(23) == 23)
        #expect(try Mappers.value(String.self).map("Jo") == "Jo")
        // Swift values built in code go through map(jsonObject:).
        let swiftObject: [String: Any] = ["name": "Jo", "tags": ["a", NSNull()] as [Any], "age": 23]
        #expect(try Mappers.value(JSON.self).map(jsonObject: swiftObject) == literal)
        #expect(try Mappers.value(Int.self).map(jsonObject: 23) == 23)
        #expect(try Mappers.value(Bool.self).map(jsonObject: NSNumber(value: true)) == true)
        #expect(try Mappers.value(JSON.self).map(jsonObject: literal) == literal)
    }

    @Test func optionsArePassedToTheReader() throws {
        var options = JSONReadingOptions()
        options.allowsTrailingCommas = true
        #expect(try Mappers.value([Int].self).map(parsing: "[1,2,]", options: options) == [1, 2])
        #expect(try Mappers.value([Int].self).map(parsing: Data("[1,2,]".utf8), options: options) == [1, 2])
        #expect(Mappers.value([Int].self).mapping(parsing: "[1,2,]", options: options).value == [1, 2])
        #expect(Mappers.value([Int].self).mapping(parsing: Data("[1,2,]".utf8), options: options).value == [1, 2])
        #expect(Mappers.value([Int].self).mapping(parsing: "[1,2,]").error?.code == .invalidSourceValue)
    }

    // MARK: Invalid JSON text

    static let invalidDocuments = ["[1,", "", "   ", "{\"a\" 1}", "[1] x", "tru", "\"abc", "[01]"]

    @Test(arguments: invalidDocuments)
    func invalidTextIsAFatalInvalidSourceValueWrappingTheReadingError(text: String) throws {
        let expected = try #require(expectReadingError(text))
        let mapper = Mappers.value(JSON.self)
        let thrown = [
            #expect(throws: MappingError.self) { try mapper.map(parsing: text) },
            #expect(throws: MappingError.self) { try mapper.map(parsing: Data(text.utf8)) },
            mapper.mapping(parsing: text).failureError,
            mapper.mapping(parsing: Data(text.utf8)).failureError,
        ]
        for error in thrown {
            let error = try #require(error)
            #expect(error.code == .invalidSourceValue)
            #expect(error.isFatal)
            #expect(error.sourcePath == nil)
            #expect(error.destinationPath == nil)
            #expect(error.underlyingErrors.count == 1)
            let reading = try #require(error.underlyingErrors.first as? JSONReadingError)
            #expect(reading == expected)
            #expect(reading.offset == expected.offset)
            #expect(error.detail == "the input is not valid JSON: \(expected)")
            #expect(
                error.reason
                    == "Could not map from '<Unknown>' to '<Unknown>': the input is not valid JSON: \(expected)")
            #expect(
                error.fatalDescription.hasPrefix(
                    #"[FATAL] Hydrant (code=invalidSourceValue) because "Could not map from '<Unknown>' to '<Unknown>': the input is not valid JSON: "#
                ))
        }
    }

    @Test func theReadingErrorLocatesTheProblem() throws {
        let error = #expect(throws: MappingError.self) { try Mappers.value(JSON.self).map(parsing: "[1,") }
        let reading = try #require(error?.underlyingErrors.first as? JSONReadingError)
        #expect(reading.offset == 3)
        #expect(reading.line == 1)
        #expect(reading.column == 4)
        #expect(reading.reason == .unexpectedEndOfInput(expected: "a value"))
        #expect(
            error?.detail
                == "the input is not valid JSON: line 1, column 4 (byte 3): unexpected end of input; expected a value")

        let multiLine = #expect(throws: MappingError.self) {
            try Mappers.value(JSON.self).map(parsing: "{\n  \"a\": 1,\n  \"b\" 2\n}")
        }
        let second = try #require(multiLine?.underlyingErrors.first as? JSONReadingError)
        #expect(second.offset == 18)
        #expect(second.line == 3)
        #expect(second.column == 7)
    }

    @Test func invalidUTF8DataIsReportedToo() throws {
        let data = Data([0x22, 0xFF, 0x22])
        let error = #expect(throws: MappingError.self) { try Mappers.value(JSON.self).map(parsing: data) }
        let reading = try #require(error?.underlyingErrors.first as? JSONReadingError)
        #expect(reading.reason == .invalidUTF8)
        #expect(reading.offset == 1)
    }

    @Test func parseErrorsComeBeforeMapping() {
        // Valid JSON that does not map is the mapper's error, not the reader's.
        let wrongType = #expect(throws: MappingError.self) { try Mappers.value(Int.self).map(parsing: #""x""#) }
        #expect(wrongType?.code == .invalidSourceType)
        #expect(wrongType?.underlyingErrors.isEmpty == true)
        // Invalid JSON never reaches the mapper.
        let invalid = #expect(throws: MappingError.self) { try Mappers.value(Int.self).map(parsing: "x") }
        #expect(invalid?.code == .invalidSourceValue)
        #expect(invalid?.underlyingErrors.first is JSONReadingError)
    }

    @Test func parseErrorsDoNotQuoteTheInput() {
        let secret = "sk_live_CANARY_123"
        let error = #expect(throws: MappingError.self) {
            try Mappers.value(JSON.self).map(parsing: #"{"token": "\#(secret)", oops}"#)
        }
        guard let error else { return }
        for text in [
            error.fatalDescription, error.fullDescription, error.recursiveDescription, error.fullRecursiveDescription,
            error.reason,
        ] {
            #expect(!text.contains(secret))
            #expect(!text.contains("oops"))
        }
    }

    // MARK: Unconvertible objects

    @Test func unconvertibleObjectIsAFatalInvalidSourceTypeWrappingTheConversionError() throws {
        let object: [String: Any] = ["name": "Jo", "when": Date(timeIntervalSince1970: 0)]
        let mapper = Mappers.value(JSON.self)
        let expected = JSONConversionError(reason: .unsupportedType("Date"), path: "when")
        let errors = [
            #expect(throws: MappingError.self) { try mapper.map(jsonObject: object) },
            mapper.mapping(jsonObject: object).failureError,
        ]
        for error in errors {
            let error = try #require(error)
            #expect(error.code == .invalidSourceType)
            #expect(error.isFatal)
            #expect(error.underlyingErrors.count == 1)
            let conversion = try #require(error.underlyingErrors.first as? JSONConversionError)
            #expect(conversion == expected)
            #expect(
                error.detail
                    == "the input cannot be represented as JSON: a value of type Date has no JSON representation")
            #expect(
                error.reason
                    == "Could not map from '<Unknown>' to '<Unknown>': the input cannot be represented as JSON: a value of type Date has no JSON representation"
            )
        }
    }

    @Test func conversionErrorsNameThePathInsideArrays() throws {
        let object: [String: Any] = ["items": [1, 2, ["at": Date()] as [String: Any]] as [Any]]
        let error = #expect(throws: MappingError.self) { try Mappers.value(JSON.self).map(jsonObject: object) }
        let conversion = try #require(error?.underlyingErrors.first as? JSONConversionError)
        #expect(conversion.path == "items.2.at")
        #expect(conversion.reason == .unsupportedType("Date"))
    }

    @Test func nonFiniteNumbersCannotBeConverted() throws {
        let error = #expect(throws: MappingError.self) {
            try Mappers.value(JSON.self).map(jsonObject: [Double.nan] as [Any])
        }
        #expect(error?.code == .invalidSourceType)
        let conversion = try #require(error?.underlyingErrors.first as? JSONConversionError)
        #expect(conversion == JSONConversionError(reason: .nonFiniteNumber, path: "0"))
    }
}

extension MappingResult {
    /// The error of a `.failure`, or `nil` (recording an issue) for the other cases.
    fileprivate var failureError: MappingError? {
        guard case .failure(let error) = self else {
            Issue.record("expected .failure")
            return nil
        }
        return error
    }
}
