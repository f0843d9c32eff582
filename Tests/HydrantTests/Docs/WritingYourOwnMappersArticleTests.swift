import Foundation
import Hydrant
import Testing

/// The article's leaf mapper: a whole number clamped into a range, with a non-fatal error when it
/// had to be clamped.
private struct Clamped: ReversibleMapper {
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
