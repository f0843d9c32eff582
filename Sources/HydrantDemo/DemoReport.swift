import Foundation
import Hydrant

/// What `hydrant demo` prints for a document: the value, the error renderings and the JSON the
/// reverse mapper produces.
public struct DemoReport: Sendable {
    /// The text to print.
    public let text: String
    /// Whether the lenient mapping produced a value.
    public let succeeded: Bool

    /// Maps `document` with the strict and the lenient mappers of the Getting Started chapter; text
    /// that is not valid JSON is reported as each mapping's error.
    public init(document: String) {
        self.init(
            strict: PersonMappers.strict.mapping(parsing: document),
            lenient: PersonMappers.lenient.mapping(parsing: document))
    }

    /// Maps a value already read with the strict and the lenient mappers of the Getting Started
    /// chapter: the report ``init(document:)`` makes for the value's text.
    public init(json: JSON) {
        self.init(strict: PersonMappers.strict.mapping(json), lenient: PersonMappers.lenient.mapping(json))
    }

    private init(strict: MappingResult<Person>, lenient: MappingResult<Person>) {
        var lines: [String] = []
        func section(_ title: String) {
            lines.append("")
            lines.append("== " + title)
        }
        section("Strict mapping (every field required)")
        lines.append(Self.describe(strict))
        if let error = strict.error {
            section("Its error, as print(error) shows it")
            lines.append(error.description)
        }
        section("Lenient mapping (optional homepage and age, invalid children dropped)")
        lines.append(Self.describe(lenient))
        if let error = lenient.error {
            section("Its error: fullDescription (every error)")
            lines.append(String(error.fullDescription.dropLast()))
            section("Its error: fullRecursiveDescription (the tree)")
            lines.append(error.fullRecursiveDescription)
        }
        if let person = lenient.value {
            section("Reverse mapping back to JSON")
            do {
                let json = try PersonMappers.lenient.reversed.map(person)
                lines.append(try JSONWriter(options: .pretty).writeString(json))
            } catch {
                lines.append("reverse mapping failed: \(error)")
            }
        }
        text = lines.dropFirst().joined(separator: "\n")
        succeeded = lenient.value != nil
    }

    private static func describe(_ result: MappingResult<Person>) -> String {
        switch result {
        case .success(let person): "success: \(describe(person))"
        case .successWithErrors(let person, _): "success with non-fatal errors: \(describe(person))"
        case .failure: "failure: no value"
        }
    }

    private static func describe(_ person: Person) -> String {
        var text = "\(person.firstName) \(person.lastName), age \(person.age)"
        text += ", homepage \(person.homepage?.absoluteString ?? "none")"
        if !person.children.isEmpty {
            text += ", children: " + person.children.map { "\($0.firstName) (\($0.age))" }.joined(separator: ", ")
        }
        return text
    }
}
