import Foundation
import Hydrant
import HydrantTestSupport
import Testing

/// The article's leaf mapper: a whole number clamped into a range, with a non-fatal error when it
/// had to be clamped. (Also the custom mapper of `OnePathEquivalenceTests`.)
struct Clamped: JSONCodec {
    let range: ClosedRange<Int>

    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Int {
        let value = try Int(source: source)
        guard range.contains(value) else {
            context.recordNonFatal(
                MappingError(
                    code: .validationFailed, sourceValue: source.errorSourceValue,
                    detail: "outside \(range.lowerBound)...\(range.upperBound), clamped"))
            return min(max(value, range.lowerBound), range.upperBound)
        }
        return value
    }

    func write(_ value: Int, to sink: inout some JSONSink, context: inout MappingContext) {
        sink.write(integer: value)
    }
}

/// The article's container mapper: a string of separated values, each mapped by an element mapper.
private struct SeparatedList<Element: JSONMapper>: JSONMapper where Element.Input == JSON {
    let separator: Character
    let element: Element

    init(separator: Character, element: Element) {
        precondition(!separator.isWhitespace, "SeparatedList: the separator must not be whitespace")
        self.separator = separator
        self.element = element
    }

    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> [Element.Output] {
        guard let text = source.string else {
            throw MappingError(
                code: .invalidSourceType, sourceValue: source.errorSourceValue,
                detail: "expected a string, got \(source.kind)")
        }
        var values: [Element.Output] = []
        var errors: [MappingError] = []
        for (index, part) in text.split(separator: separator).enumerated() {
            var partContext = MappingContext()
            let item = JSON.string(part.trimmingCharacters(in: .whitespaces))
            do {
                values.append(try element.read(item, context: &partContext))
            } catch {
                errors.append(
                    MappingError(wrapping: error, prependingSourcePath: .index(index), destinationPath: .index(index)))
            }
            for warning in partContext.takeErrors() {
                errors.append(
                    MappingError(wrapping: warning, prependingSourcePath: .index(index), destinationPath: .index(index))
                )
            }
        }
        if errors.contains(where: \.isFatal) {
            throw MappingError(collecting: errors, sourceValue: source.errorSourceValue)
        }
        if !errors.isEmpty {
            context.recordNonFatal(MappingError(collecting: errors, sourceValue: source.errorSourceValue))
        }
        return values
    }
}

/// The examples of the Writing Your Own Mappers article (Hydrant.docc/WritingYourOwnMappers.md).
@Suite("Writing Your Own Mappers article")
struct WritingYourOwnMappersArticleTests {
    @Test func composeFirst() throws {
        let trimmed = Mappers.value(String.self).then(
            Mappers.closure(
                map: { (text: String) in text.trimmingCharacters(in: .whitespaces) },
                unmap: { (text: String) in text }))
        #expect(try trimmed.map("  Ada ") == "Ada")
        #expect(try trimmed.reversed.map("Ada") == "Ada")
    }

    @Test func leafMapper() throws {
        let percent = Clamped(range: 0...100)
        guard case .success(42) = percent.mapping(42) else {
            Issue.record("expected .success(42)")
            return
        }
        guard case .successWithErrors(100, let warning) = percent.mapping(120) else {
            Issue.record("expected .successWithErrors(100, …)")
            return
        }
        #expect(warning.detail == "outside 0...100, clamped")
        #expect(!warning.isFatal)
        guard case .failure(let error) = percent.mapping("42") else {
            Issue.record("expected .failure")
            return
        }
        #expect(error.detail == "expected a number, got a string")
        #expect(try percent.map(parsing: "42") == 42)
        #expect(try percent.map(parsing: "120") == 100)
        #expect(try percent.reversed.map(7) == 7)
        #expect(try percent.reversed.string(from: 7) == "7")
        // The codec alone reverses through `then` with a conversion.
        let doubled = percent.then(
            Mappers.closure(map: { (value: Int) in value * 2 }, unmap: { (value: Int) in value / 2 }))
        #expect(try doubled.reversed.string(from: 84) == "42")
    }

    /// A score kept by a `Codable` model, written with a codec from inside `encode(to:)`.
    private struct Score: Codable, Equatable {
        enum CodingKeys: String, CodingKey { case value }

        var value: Int

        init(value: Int) { self.value = value }

        init(from decoder: any Decoder) throws {
            value = try decoder.container(keyedBy: CodingKeys.self).decode(
                forKey: .value, using: Clamped(range: 0...100))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .value, using: Clamped(range: 0...100))
        }
    }

    @Test("a codec is taken as it is wherever a reversible mapper of JSON is")
    func aCodecAloneIsTakenEverywhere() throws {
        let percent = Clamped(range: 0...100)
        #expect(try percent.reversed.reversed.map(120) == 100)
        try expectRoundTrip(percent, values: [0, 42, 100])
        try expectRoundTrip(percent, documents: ["7"])
        let score = Mappers.reflective(Score.self).mapType(Int.self, percent)
        #expect(try score.map(["value": 120]) == Score(value: 100))
        #expect(try score.reversed.string(from: Score(value: 42)) == #"{"value":42}"#)
        #expect(try JSONDecoder().decode(Score.self, from: Data(#"{"value":120}"#.utf8)) == Score(value: 100))
        #expect(String(decoding: try JSONEncoder().encode(Score(value: 7)), as: UTF8.self) == #"{"value":7}"#)
        let copy = Mappers.reshape { JSONField("a", to: "b", Mappers.value(JSON.self)) }
        #expect(try copy.map(["a": 1]) == ["b": 1])
    }

    @Test func containerMapper() throws {
        let numbers = SeparatedList(separator: ",", element: Mappers.number(Int.self))
        #expect(try numbers.map("1, 2, 3") == [1, 2, 3])
        #expect(
            numbers.mapping("1, x, 3").error?.description == """
                1 error
                1
                  the string is not a decimal number in JSON syntax [invalidSourceValue]
                """)
        #expect(
            numbers.mapping("1, x, 3").error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - Could not map from '1' to '1': the string is not a decimal number in JSON syntax (invalidSourceValue)

                """)
        #expect(numbers.mapping(3).error?.detail == "expected a string, got a number")

        let lenient = SeparatedList(separator: ",", element: Mappers.nonFatally(Mappers.number(Int.self), default: 0))
        let result = lenient.mapping("1, x, 3")
        #expect(result.value == [1, 0, 3])
        #expect(result.error?.isFatal == false)
    }

    @Test func containerPathsInsideAnObject() {
        struct Post: Sendable {
            let tags: [Int]
        }
        let post = Mappers.object(Post.init) {
            Field(
                "tags", \.tags,
                Mappers.split(
                    SeparatedList(separator: ",", element: Mappers.number(Int.self)),
                    reverse: Mappers.closure { (tags: [Int]) in
                        JSON.string(tags.map(String.init).joined(separator: ","))
                    }))
        }
        #expect(
            post.mapping(["tags": "1,x"]).error?.fatalDescription.contains("Could not map from 'tags.1' to 'tags.1'")
                == true
        )
    }
}

// MARK: Writing values back

/// The article's point.
private struct Point: Sendable, Equatable { let x: Double; let y: Double }

/// The article's codec: a point as `[x, y]`.
private struct PointCodec: JSONCodec {
    func read(_ source: some JSONSource, context: inout MappingContext) throws(MappingError) -> Point {
        let coordinates = try [Double](source: source)
        guard coordinates.count == 2 else {
            throw MappingError(
                code: .invalidSourceValue, sourceValue: source.errorSourceValue, detail: "expected two numbers")
        }
        return Point(x: coordinates[0], y: coordinates[1])
    }

    func write(_ point: Point, to sink: inout some JSONSink, context: inout MappingContext) {
        sink.beginArray()
        sink.write(floatingPoint: point.x)
        sink.write(floatingPoint: point.y)
        sink.endArray()
    }
}

@Suite("Writing Your Own Mappers article: writing values back")
struct WritingYourOwnMappersDirectWritingTests {
    @Test func pointPath() throws {
        let path = Mappers.array(of: PointCodec())
        #expect(try path.reversed.string(from: [Point(x: 1, y: 2.5)]) == "[[1.0,2.5]]")
        #expect(try path.map(parsing: "[[1.0,2.5]]") == [Point(x: 1, y: 2.5)])
        let error = path.mapping(parsing: "[[1.0]]").error
        #expect(error?.code == .multipleErrors)
        #expect(error?.underlyingMappingErrors.first?.detail == "expected two numbers")
    }

    @Test("text written directly is the text of the tree written")
    func sameAsTree() throws {
        let points = [Point(x: 1, y: 2.5), Point(x: -0.0, y: .infinity)]
        let reversed = Mappers.array(of: PointCodec()).reversed
        #expect(try reversed.bytes(from: points) == JSONWriter().write(reversed.map(points)))
        #expect(
            try reversed.string(from: points, options: .pretty)
                == JSONWriter(options: .pretty).writeString(reversed.map(points)))
    }
}

// MARK: Testing your mappers

@Suite("Writing Your Own Mappers article: testing your mappers")
struct WritingYourOwnMappersTestingTests {
    @Test func pointCodec() throws {
        let path = Mappers.array(of: PointCodec())
        // The outcome: the value, or the errors by code and JSON Pointer.
        try expectSuccess(path.mapping(parsing: "[[1, 2.5]]"), equalTo: [Point(x: 1, y: 2.5)])
        try expectFailure(path.mapping(parsing: "[[1, 2], [3]]"), code: .invalidSourceValue, at: "/1")
        // Both ways: values to text and back, documents to values and back.
        try expectRoundTrip(path, values: [[], [Point(x: 1, y: 2.5), Point(x: -3, y: 0)]])
        try expectRoundTrip(path, documents: ["[[1, 2.5]]"])
        // Paths: its errors keep their place inside arrays and objects.
        try expectReportsPaths(PointCodec(), invalidInput: [1], code: .invalidSourceValue)
        // A codec on its own: written straight into the text, read in place.
        try expectRoundTrip(PointCodec(), values: [Point(x: 1, y: 2.5)])
    }

    @Test func separatedList() throws {
        let lenient = SeparatedList(separator: ",", element: Mappers.nonFatally(Mappers.number(Int.self), default: 0))
        try expectSuccess(
            lenient.mapping("1, x, 3"), equalTo: [1, 0, 3],
            withErrors: [ExpectedError(.invalidSourceValue, at: "/1")])
        let numbers = SeparatedList(separator: ",", element: Mappers.number(Int.self))
        try expectReportsPaths(numbers, invalidInput: "1, x", code: .invalidSourceValue, at: "/1")
    }

    @Test func aFailedCheckSaysWhatItExpectedAndWhatHappened() {
        let path = Mappers.array(of: PointCodec())
        #expect(throws: MappingExpectationFailure.self) {
            try expectSuccess(path.mapping(parsing: "[[1, 2], [3]]"))
        }
        do {
            try expectSuccess(path.mapping(parsing: "[[1, 2], [3]]"))
        } catch {
            #expect(
                error.message == """
                    Expected: success without errors
                    Actual: failure with these errors:
                      - [FATAL] '/1': expected two numbers (invalidSourceValue)
                    Error tree:
                      Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=1)" underlyingErrors=(
                        - Hydrant code=1 isFatal=true reason="Could not map from '1' to '1': expected two numbers"
                      )
                    """)
        }
    }
}
