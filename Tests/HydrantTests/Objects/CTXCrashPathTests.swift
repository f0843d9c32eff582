import Hydrant
import Testing

private struct Page: Sendable {
    let page: Int
    let title: String
    let tags: [String]
    let flags: Set<String>
}

private let pageMapper = Mappers.object(Page.init) {
    Field("metadata.pagination.page", \.page)
    Field("title", \.title).validated(.minLength(2))
    Field("tags", \.tags).validated(.maxLength(3))
    Field("flags", \.flags, Mappers.set(of: Mappers.value(String.self)))
}

/// One of CTXPropertyMapper's crash paths or silent failures (ctx-propertymapper.md §9), and the
/// error with a path that Hydrant for Swift reports instead.
struct CrashPath: Sendable, CustomTestStringConvertible {
    let name: String
    let input: JSON
    let line: String

    var testDescription: String { name }
}

private let valid: JSON = [
    "metadata": ["pagination": ["page": 2]], "title": "News", "tags": ["a"], "flags": ["x"],
]

/// `valid` with one member replaced.
private func replacing(_ key: String, with value: JSON) -> JSON {
    guard case .object(var object) = valid else { return valid }
    object[key] = value
    return .object(object)
}

private let crashPaths: [CrashPath] = [
    // §9.1: JSON null for a scalar property raised setNilValueForKey:.
    CrashPath(
        name: "null for a scalar property",
        input: ["metadata": ["pagination": ["page": nil]], "title": "News", "tags": [], "flags": []],
        line: "Could not map from 'metadata.pagination.page' to 'page': the value is null (nullValue)"),
    // §9.2: a number given to a string validator raised.
    CrashPath(
        name: "a number given to minLength", input: replacing("title", with: 42),
        line: "Could not map from 'title' to 'title': expected a string, got a number (invalidSourceType)"),
    // §9.2: an array given to a number validator raised; here, an object to a collection rule.
    CrashPath(
        name: "an object given to maxLength", input: replacing("tags", with: ["a": 1]),
        line: "Could not map from 'tags' to 'tags': expected an array, got an object (invalidSourceType)"),
    // §9.2: nil given to matchesRegEx raised.
    CrashPath(
        name: "a missing value under a validator",
        input: ["metadata": ["pagination": ["page": 2]], "tags": [], "flags": []],
        line: "Could not map from 'title' to 'title': the value is missing (missingValue)"),
    // §9.3: a number landed in a string property.
    CrashPath(
        name: "a number for a string property", input: replacing("title", with: 7),
        line: "Could not map from 'title' to 'title': expected a string, got a number (invalidSourceType)"),
    // §9.3: an array for a non-collection property was silently dropped.
    CrashPath(
        name: "an array for a number property", input: replacing("metadata", with: ["pagination": ["page": [2]]]),
        line:
            "Could not map from 'metadata.pagination.page' to 'page': expected a number, got an array (invalidSourceType)"
    ),
    // §9.3: a string for a set property.
    CrashPath(
        name: "a string for a set property", input: replacing("flags", with: "x"),
        line: "Could not map from 'flags' to 'flags': expected an array, got a string (invalidSourceType)"),
    // §4.1: a key path through a value that is not an object.
    CrashPath(
        name: "a key path through a string", input: replacing("metadata", with: "none"),
        line:
            "Could not map from 'metadata.pagination.page' to 'page': expected an object at 'metadata', found a string (readFailed)"
    ),
]

@Suite("CTXPropertyMapper's crash paths are errors with paths")
struct CTXCrashPathTests {
    @Test func theValidDocumentMaps() throws {
        let page = try pageMapper.map(valid)
        #expect(page.page == 2 && page.title == "News" && page.tags == ["a"] && page.flags == ["x"])
    }

    @Test(arguments: crashPaths)
    func isAnErrorWithAPath(_ path: CrashPath) {
        #expect(
            pageMapper.mapping(path.input).error?.fatalDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=1)"
                  - \(path.line)

                """)
    }

    /// CTXPropertyMapper returned nil with no error for a source that is not an object.
    @Test func aSourceThatIsNotAnObjectIsAnError() {
        #expect(
            pageMapper.mapping([1, 2]).error?.fatalDescription == """
                [FATAL] Hydrant (code=invalidSourceType) because "Could not map from '<Unknown>' to '<Unknown>': expected an object, got an array"

                """)
    }

    /// §9.9: errors came in dictionary order; here they follow the declaration.
    @Test func errorsFollowTheDeclarationOrder() {
        let input: JSON = ["flags": 1, "tags": 1, "title": 1, "metadata": 1]
        let lines = pageMapper.mapping(input).error?.underlyingMappingErrors.compactMap { $0.sourcePath?.description }
        #expect(lines == ["metadata.pagination.page", "title", "tags", "flags"])
    }
}
