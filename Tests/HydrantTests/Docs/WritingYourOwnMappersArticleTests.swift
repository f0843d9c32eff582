import Foundation
import Hydrant
import Testing

/// The article's leaf mapper: a whole number clamped into a range, with a non-fatal error when it
/// had to be clamped. (Also the custom mapper of `OnePathEquivalenceTests`.)
struct Clamped: ReversibleMapper {
    let range: ClosedRange<Int>

    func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> Int {
        let value = try Int(json: input)
        guard range.contains(value) else {
            context.recordNonFatal(MappingError(
                code: .validationFailed, sourceValue: input,
                detail: "outside \(range.lowerBound)...\(range.upperBound), clamped"))
            return min(max(value, range.lowerBound), range.upperBound)
        }
        return value
    }

    var reversed: Mappers.JSONRepresentation<Int> { Mappers.JSONRepresentation() }
}

/// The article's container mapper: a string of separated values, each mapped by an element mapper.
private struct SeparatedList<Element: Mapper>: Mapper where Element.Input == JSON {
    let separator: Character
    let element: Element

    init(separator: Character, element: Element) {
        precondition(!separator.isWhitespace, "SeparatedList: the separator must not be whitespace")
        self.separator = separator
        self.element = element
    }

    func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> [Element.Output] {
        guard let text = input.string else {
            throw MappingError(code: .invalidSourceType, sourceValue: input,
                               detail: "expected a string, got \(input.kind)")
        }
        var values: [Element.Output] = []
        var errors: [MappingError] = []
        for (index, part) in text.split(separator: separator).enumerated() {
            var partContext = MappingContext()
            do {
                values.append(try element.map(.string(part.trimmingCharacters(in: .whitespaces)), context: &partContext))
            } catch {
                errors.append(MappingError(wrapping: error, prependingSourcePath: .index(index), destinationPath: .index(index)))
            }
            for warning in partContext.takeErrors() {
                errors.append(MappingError(wrapping: warning, prependingSourcePath: .index(index), destinationPath: .index(index)))
            }
        }
        if errors.contains(where: \.isFatal) {
            throw MappingError(collecting: errors, sourceValue: input)
        }
        if !errors.isEmpty {
            context.recordNonFatal(MappingError(collecting: errors, sourceValue: input))
        }
        return values
    }
}

/// The examples of the Writing Your Own Mappers article (Hydrant.docc/WritingYourOwnMappers.md).
@Suite("Writing Your Own Mappers article")
struct WritingYourOwnMappersArticleTests {
    @Test func composeFirst() throws {
        let trimmed = Mappers.value(String.self).then(Mappers.closure(
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
        #expect(try percent.reversed.map(7) == 7)
    }

    @Test func containerMapper() throws {
        let numbers = SeparatedList(separator: ",", element: Mappers.number(Int.self))
        #expect(try numbers.map("1, 2, 3") == [1, 2, 3])
        #expect(numbers.mapping("1, x, 3").error?.description == """
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
            Field("tags", \.tags, Mappers.split(SeparatedList(separator: ",", element: Mappers.number(Int.self)),
                                               reverse: Mappers.closure { (tags: [Int]) in JSON.string(tags.map(String.init).joined(separator: ",")) }))
        }
        #expect(post.mapping(["tags": "1,x"]).error?.description.contains("Could not map from 'tags.1' to 'tags.1'") == true)
    }
}

// MARK: Writing JSON text directly

/// The article's point.
private struct Point: Sendable, Equatable { let x: Double; let y: Double }

/// The article's writing mapper: a point as `[x, y]`, written directly.
private struct PointReversed: ReversibleMapper, JSONWritingMapper {
    func map(_ input: Point, context: inout MappingContext) -> JSON {
        [.number(JSONNumber(input.x) ?? 0), .number(JSONNumber(input.y) ?? 0)]
    }

    func write(_ input: Point, to output: inout JSONOutput, context: inout MappingContext) {
        output.beginArray()
        output.write(JSONNumber(input.x) ?? 0)
        output.write(JSONNumber(input.y) ?? 0)
        output.endArray()
    }

    var reversed: PointMapper { PointMapper() }
}

/// The forward mapper the article mentions: `[x, y]` to a point.
private struct PointMapper: ReversibleMapper {
    func map(_ input: JSON, context: inout MappingContext) throws(MappingError) -> Point {
        let coordinates = try [Double](json: input)
        guard coordinates.count == 2 else {
            throw MappingError(code: .invalidSourceValue, sourceValue: input, detail: "expected two numbers")
        }
        return Point(x: coordinates[0], y: coordinates[1])
    }

    var reversed: PointReversed { PointReversed() }
}

@Suite("Writing Your Own Mappers article: writing JSON text directly")
struct WritingYourOwnMappersDirectWritingTests {
    @Test func pointPath() throws {
        let path = Mappers.array(of: PointMapper())
        #expect(try path.reversed.string(from: [Point(x: 1, y: 2.5)]) == "[[1.0,2.5]]")
        #expect(try path.map(parsing: "[[1.0,2.5]]") == [Point(x: 1, y: 2.5)])
    }

    @Test("the direct path writes what the tree path writes")
    func sameAsTree() throws {
        let points = [Point(x: 1, y: 2.5), Point(x: -0.0, y: .infinity)]
        let reversed = Mappers.array(of: PointMapper()).reversed
        #expect(try reversed.bytes(from: points) == JSONWriter().write(reversed.map(points)))
        #expect(try reversed.string(from: points, options: .pretty) == JSONWriter(options: .pretty).writeString(reversed.map(points)))
    }
}
