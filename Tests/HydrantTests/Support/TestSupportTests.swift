import Foundation
import Hydrant
import HydrantTestSupport
import Testing

/// A whole percentage: a leaf codec that reports its errors at the value it is given (and is not
/// declared a `ReversibleMapper`).
private struct Percent: JSONCodec {
    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int {
        let value = try Int(source: source)
        guard (0...100).contains(value) else {
            throw MappingError(
                code: .validationFailed, sourceValue: source.errorSourceValue, detail: "not a percentage")
        }
        return value
    }

    func write(_ value: Int, to sink: inout some JSONSink, context: inout MappingContext) {
        sink.write(integer: value)
    }
}

/// A mapper that reports its error at a path of its own making, as if it were at the top of the
/// document: the mistake `expectReportsPaths` catches.
private struct AbsolutePercent: JSONMapper {
    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int {
        let value = try Int(source: source)
        guard (0...100).contains(value) else {
            throw MappingError(code: .validationFailed, sourcePath: "percent", detail: "not a percentage")
        }
        return value
    }
}

/// A container mapper that loses its elements' paths: it throws a new error instead of wrapping
/// the element's.
private struct ForgetfulList: JSONMapper {
    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> [Int] {
        let elements = try [JSON](source: source)
        var values: [Int] = []
        for element in elements {
            do {
                values.append(try Percent().read(element, context: &context))
            } catch {
                throw MappingError(code: error.code, detail: "an element is wrong")
            }
        }
        return values
    }
}

/// A mapper that reports its error elsewhere when it reads a document in place: the difference
/// between the two reading paths that `expectReportsPaths` catches.
private struct InPlaceElsewhere: JSONMapper {
    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int {
        throw MappingError(
            code: .validationFailed, sourcePath: source is JSON ? nil : "elsewhere", detail: "never valid")
    }
}

@Suite("HydrantTestSupport: outcomes, round trips, path reporting")
struct TestSupportTests {
    /// The failure `body` throws; records an issue when it throws none.
    func failure(
        _ body: () throws(MappingExpectationFailure) -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) -> MappingExpectationFailure? {
        do {
            try body()
            Issue.record("expected the check to fail", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Outcomes

    /// The rendering of `Person.mapper`'s error for a document without `first_name`.
    static let missingFirstName = """
        failure with these errors:
          - [FATAL] '/first_name': the value is missing (missingValue)
        Error tree:
          Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=1)" underlyingErrors=(
            - Hydrant code=7 isFatal=true reason="Could not map from 'first_name' to 'firstName': the value is missing"
          )
        """

    @Test func aSuccessIsExpectedAndItsValueReturned() throws {
        #expect(try expectSuccess(Person.mapper.mapping(["first_name": "Ada", "age": 36])) == .ada)
        #expect(try expectSuccess(Person.mapper.mapping(["first_name": "Ada", "age": 36]), equalTo: .ada) == .ada)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectSuccess(Person.mapper.mapping(["age": 36]))
            }?.message == "Expected: success without errors\nActual: " + Self.missingFirstName)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectSuccess(Person.mapper.mapping(["age": 36]), equalTo: .ada)
            }?.message == """
                Expected: success with the value HydrantTests.Person(firstName: "Ada", age: 36, nickname: nil)
                Actual: \(Self.missingFirstName)
                """)
    }

    @Test func anotherValueIsAFailure() {
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectSuccess(Person.mapper.mapping(["first_name": "Grace", "age": 45]), equalTo: .ada)
            }?.message == """
                Expected: success with the value HydrantTests.Person(firstName: "Ada", age: 36, nickname: nil)
                Actual: success with the value HydrantTests.Person(firstName: "Grace", age: 45, nickname: nil)
                """)
    }

    @Test func warningsAreNotASuccessWithoutErrors() {
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectSuccess(Person.lenientMapper.mapping(["first_name": "Ada", "age": "old"]))
            }?.message == """
                Expected: success without errors
                Actual: success with the value HydrantTests.Person(firstName: "Ada", age: 0, nickname: nil) and these errors:
                  - [non-fatal] '/age': expected a number, got a string (invalidSourceType; default used)
                Error tree:
                  Hydrant code=4 isFatal=false reason="Multiple parsing errors occurred (fatal=0, total=1)" underlyingErrors=(
                    - Hydrant code=2 isFatal=false reason="Could not map from 'age' to 'age': expected a number, got a string"
                  )
                """)
    }

    @Test func aSuccessWithNonFatalErrorsIsExpectedByCodeAndPointer() throws {
        let result = Person.lenientMapper.mapping(["first_name": "Ada", "age": "old"])
        let adaAtZero = Person(firstName: "Ada", age: 0, nickname: nil)
        #expect(try expectSuccess(result, withErrors: [ExpectedError(.invalidSourceType, at: "/age")]) == adaAtZero)
        try expectSuccess(
            result, equalTo: adaAtZero, withErrors: [ExpectedError(.invalidSourceType, atPath: [.key("age")])])
        // An empty list expects no errors at all.
        try expectSuccess(Person.lenientMapper.mapping(["first_name": "Ada", "age": 36]), withErrors: [])
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectSuccess(result, withErrors: [ExpectedError(.invalidSourceType, at: "/nickname")])
            }?.message == """
                Expected: success with these errors:
                  - invalidSourceType at '/nickname'
                Actual: success with the value HydrantTests.Person(firstName: "Ada", age: 0, nickname: nil) and these errors:
                  - [non-fatal] '/age': expected a number, got a string (invalidSourceType; default used)
                Error tree:
                  Hydrant code=4 isFatal=false reason="Multiple parsing errors occurred (fatal=0, total=1)" underlyingErrors=(
                    - Hydrant code=2 isFatal=false reason="Could not map from 'age' to 'age': expected a number, got a string"
                  )
                """)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectSuccess(result, equalTo: .ada, withErrors: [ExpectedError(.invalidSourceType, at: "/age")])
            }?.message == """
                Expected: success with the value HydrantTests.Person(firstName: "Ada", age: 36, nickname: nil) and these errors:
                  - invalidSourceType at '/age'
                Actual: success with the value HydrantTests.Person(firstName: "Ada", age: 0, nickname: nil) and these errors:
                  - [non-fatal] '/age': expected a number, got a string (invalidSourceType; default used)
                Error tree:
                  Hydrant code=4 isFatal=false reason="Multiple parsing errors occurred (fatal=0, total=1)" underlyingErrors=(
                    - Hydrant code=2 isFatal=false reason="Could not map from 'age' to 'age': expected a number, got a string"
                  )
                """)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectSuccess(Person.lenientMapper.mapping(["age": 36]), withErrors: [])
            }?.message == """
                Expected: success with these errors:
                  (none)
                Actual: failure with these errors:
                  - [FATAL] '/first_name': the value is missing (missingValue)
                Error tree:
                  Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=1)" underlyingErrors=(
                    - Hydrant code=7 isFatal=true reason="Could not map from 'first_name' to 'firstName': the value is missing"
                  )
                """)
    }

    @Test func aFailureIsExpectedByItsErrorsOrByOneFatalError() throws {
        let result = Person.mapper.mapping(["age": "old"])
        let error = try expectFailure(
            result,
            withErrors: [
                ExpectedError(.missingValue, at: "/first_name"), ExpectedError(.invalidSourceType, at: "/age"),
            ])
        #expect(error.code == .multipleErrors)
        try expectFailure(result, code: .invalidSourceType, at: "/age")
        try expectFailure(Person.mapper.mapping("Ada"), code: .invalidSourceType)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectFailure(result, withErrors: [ExpectedError(.missingValue, at: "/first_name")])
            }?.message == """
                Expected: failure with these errors:
                  - missingValue at '/first_name'
                Actual: failure with these errors:
                  - [FATAL] '/first_name': the value is missing (missingValue)
                  - [FATAL] '/age': expected a number, got a string (invalidSourceType)
                Error tree:
                  Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=2, total=2)" underlyingErrors=(
                    - Hydrant code=7 isFatal=true reason="Could not map from 'first_name' to 'firstName': the value is missing"
                    - Hydrant code=2 isFatal=true reason="Could not map from 'age' to 'age': expected a number, got a string"
                  )
                """)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectFailure(result, code: .missingValue, at: "/age")
            }?.message == """
                Expected: failure with a fatal error missingValue at '/age'
                Actual: failure with these errors:
                  - [FATAL] '/first_name': the value is missing (missingValue)
                  - [FATAL] '/age': expected a number, got a string (invalidSourceType)
                Error tree:
                  Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=2, total=2)" underlyingErrors=(
                    - Hydrant code=7 isFatal=true reason="Could not map from 'first_name' to 'firstName': the value is missing"
                    - Hydrant code=2 isFatal=true reason="Could not map from 'age' to 'age': expected a number, got a string"
                  )
                """)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectFailure(
                    Person.mapper.mapping(["first_name": "Ada", "age": 36]), code: .missingValue, at: "/age")
            }?.message == """
                Expected: failure with a fatal error missingValue at '/age'
                Actual: success with the value HydrantTests.Person(firstName: "Ada", age: 36, nickname: nil)
                """)
        // A warning of a success is not a failure.
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectFailure(
                    Person.lenientMapper.mapping(["first_name": "Ada", "age": "old"]),
                    withErrors: [
                        ExpectedError(.invalidSourceType, at: "/age")
                    ])
            } != nil)
    }

    @Test func theFailureNamesTheCheckAndItsLine() throws {
        let line = #line + 2
        let thrown = failure { () throws(MappingExpectationFailure) in
            try expectSuccess(Person.mapper.mapping(["age": 36]))
        }
        let failure = try #require(thrown)
        #expect(failure.fileID == "HydrantTests/TestSupportTests.swift")
        #expect(failure.line == line)
        #expect(failure.description == "HydrantTests/TestSupportTests.swift:\(line): " + failure.message)
        #expect(failure.localizedDescription == failure.description)
    }

    @Test func anExpectedErrorPrintsItsCodeAndPointer() {
        #expect(ExpectedError(.missingValue, at: "/items/0/sku").description == "missingValue at '/items/0/sku'")
        #expect(
            ExpectedError(.missingValue, atPath: [.key("items"), .index(0), .key("a/b")]).pointer == "/items/0/a~1b")
        #expect(ExpectedError(.generic).pointer == "")
    }

    // MARK: Round trips

    @Test func valuesAndDocumentsRoundTrip() throws {
        try expectRoundTrip(Person.mapper, values: [.ada, .grace])
        try expectRoundTrip(
            Person.mapper,
            documents: [
                #"{"first_name": "Ada", "age": 36}"#,
                #"{"nickname": "Amazing Grace", "age": 45.0, "first_name": "Grace"}"#,
            ])
        try expectRoundTrip(Mappers.array(of: Clamped(range: 0...10)), values: [[], [0, 10]])
        // A codec that is not declared a ReversibleMapper, written directly and read in place.
        try expectRoundTrip(Percent(), values: [0, 42, 100])
        try expectRoundTrip(Percent(), documents: ["0", "42.0"])
    }

    @Test func aCodecThatCannotReadWhatItWritesFailsTheRoundTrip() {
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectRoundTrip(Percent(), values: [140])
            }?.message == """
                Round trip of value 1 of 1, 140, reading back 140:
                Expected: success with the value 140
                Actual: failure with these errors:
                  - [FATAL] '': not a percentage (validationFailed)
                Error tree:
                  Hydrant code=10 isFatal=true reason="Could not map from '<Unknown>' to '<Unknown>': not a percentage"
                """)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectRoundTrip(Percent(), documents: ["140"])
            }?.message == """
                Round trip of document 1 of 1, 140, reading it:
                Expected: success without errors
                Actual: failure with these errors:
                  - [FATAL] '': not a percentage (validationFailed)
                Error tree:
                  Hydrant code=10 isFatal=true reason="Could not map from '<Unknown>' to '<Unknown>': not a percentage"
                """)
    }

    @Test func aValueThatDoesNotComeBackFailsTheRoundTrip() {
        // Written as 20, read back clamped to 10 with a warning.
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectRoundTrip(Clamped(range: 0...10), values: [5, 20])
            }?.message == """
                Round trip of value 2 of 2, 20, reading back 20:
                Expected: success with the value 20
                Actual: success with the value 10 and these errors:
                  - [non-fatal] '': outside 0...10, clamped (validationFailed)
                Error tree:
                  Hydrant code=10 isFatal=false reason="Could not map from '<Unknown>' to '<Unknown>': outside 0...10, clamped"
                """)
        // JSON has no NaN.
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectRoundTrip(Mappers.value(Double.self), values: [1.5, .nan])
            }?.message == """
                Round trip of value 2 of 2, nan, reading back null:
                Expected: success with the value nan
                Actual: failure with these errors:
                  - [FATAL] '': expected a number, got null (invalidSourceType)
                Error tree:
                  Hydrant code=2 isFatal=true reason="Could not map from '<Unknown>' to '<Unknown>': expected a number, got null"
                """)
    }

    @Test func aDocumentThatDoesNotComeBackFailsTheRoundTrip() {
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectRoundTrip(Person.mapper, documents: [#"{"first_name": "Ada", "age": 36, "extra": 1}"#])
            }?.message == """
                Round trip of document 1 of 1, {"first_name": "Ada", "age": 36, "extra": 1}, writing back HydrantTests.Person(firstName: "Ada", age: 36, nickname: nil):
                Expected: success with the value JSON: {"first_name":"Ada","age":36,"extra":1}
                Actual: success with the value JSON: {"first_name":"Ada","age":36}
                """)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectRoundTrip(Person.mapper, documents: [#"{"first_name": "Ada", "age": 36, "nickname": null}"#])
            }?.message == """
                Round trip of document 1 of 1, {"first_name": "Ada", "age": 36, "nickname": null}, writing back HydrantTests.Person(firstName: "Ada", age: 36, nickname: nil):
                Expected: success with the value JSON: {"first_name":"Ada","age":36,"nickname":null}
                Actual: success with the value JSON: {"first_name":"Ada","age":36}
                """)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectRoundTrip(Person.mapper, documents: [#"{"age": 36}"#])
            }?.message == """
                Round trip of document 1 of 1, {"age": 36}, reading it:
                Expected: success without errors
                Actual: failure with these errors:
                  - [FATAL] '/first_name': the value is missing (missingValue)
                Error tree:
                  Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=1)" underlyingErrors=(
                    - Hydrant code=7 isFatal=true reason="Could not map from 'first_name' to 'firstName': the value is missing"
                  )
                """)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectRoundTrip(Person.mapper, documents: [#"{"age": tru}"#])
            }?.message == """
                Round trip of document 1 of 1, {"age": tru}, reading it:
                it is not valid JSON: line 1, column 12 (byte 11): expected 'true', found '}'
                """)
    }

    // MARK: Path reporting

    @Test func mappersThatReportRelativePathsPass() throws {
        let error = try expectReportsPaths(Percent(), invalidInput: 140, code: .validationFailed)
        #expect(error.detail == "not a percentage")
        try expectReportsPaths(Percent(), invalidInput: "140", code: .invalidSourceType)
        try expectReportsPaths(Mappers.array(of: Percent()), invalidInput: [1, 140], code: .validationFailed, at: "/1")
        try expectReportsPaths(Person.mapper, invalidInput: ["age": 36], code: .missingValue, at: "/first_name")
        // A one-way closure of trees: a `JSONMapper` that reads the source's JSON value.
        let tree = Mappers.closure { (json: JSON) throws(MappingError) -> Int in try Int(json: json) }
        try expectReportsPaths(tree, invalidInput: "x")
    }

    @Test func aMapperWithAPathOfItsOwnMakingFails() throws {
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectReportsPaths(AbsolutePercent(), invalidInput: 140, code: .validationFailed)
            }?.message == """
                The mapper on the invalid input:
                Expected: failure with a fatal error validationFailed at ''
                Actual: failure with these errors:
                  - [FATAL] '/percent': not a percentage (validationFailed)
                Error tree:
                  Hydrant code=10 isFatal=true reason="Could not map from 'percent' to '<Unknown>': not a percentage"
                """)
        // Its path is wrong where it is reported; inside a container, it is prefixed like any other.
        try expectReportsPaths(AbsolutePercent(), invalidInput: 140, code: .validationFailed, at: "/percent")
    }

    @Test func aMapperThatReportsAnotherPathInPlaceFails() {
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectReportsPaths(InPlaceElsewhere(), invalidInput: 1, code: .validationFailed)
            }?.message == """
                The mapper on the invalid input (read in place from a document):
                Expected: failure with a fatal error validationFailed at ''
                Actual: failure with these errors:
                  - [FATAL] '/elsewhere': never valid (validationFailed)
                Error tree:
                  Hydrant code=10 isFatal=true reason="Could not map from 'elsewhere' to '<Unknown>': never valid"
                """)
    }

    @Test func aContainerThatLosesItsElementsPathsFails() {
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectReportsPaths(ForgetfulList(), invalidInput: [1, 140], code: .validationFailed, at: "/1")
            }?.message == """
                The mapper on the invalid input:
                Expected: failure with a fatal error validationFailed at '/1'
                Actual: failure with these errors:
                  - [FATAL] '': an element is wrong (validationFailed)
                Error tree:
                  Hydrant code=10 isFatal=true reason="Could not map from '<Unknown>' to '<Unknown>': an element is wrong"
                """)
        #expect(
            failure { () throws(MappingExpectationFailure) in
                try expectReportsPaths(Percent(), invalidInput: 50)
            }?.message == """
                The mapper on the invalid input:
                Expected: failure with a fatal error at ''
                Actual: success with the value 50
                """)
    }
}
