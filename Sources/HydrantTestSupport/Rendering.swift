import Hydrant

/// The wording of the failures: outcomes, values and errors as the messages print them.
enum Rendering {
    /// A value as the messages print it: `String(reflecting:)`, so that strings are quoted.
    static func value(_ value: Any) -> String {
        String(reflecting: value)
    }

    /// An outcome: `success with the value 36`, or the outcome with the error's entries, one a line,
    /// followed by its tree.
    static func outcome<Value>(_ result: MappingResult<Value>) -> String {
        switch result {
        case .success(let value):
            return "success with the value \(Self.value(value))"
        case .successWithErrors(let value, let error):
            return "success with the value \(Self.value(value)) and these errors:\n" + errorText(error)
        case .failure(let error):
            return "failure with these errors:\n" + errorText(error)
        }
    }

    /// An error's entries, one a line, then its tree (`fullRecursiveDescription`).
    static func errorText(_ error: MappingError) -> String {
        let entries = error.entries.map { "  - \($0.description)" }.joined(separator: "\n")
        return entries + "\nError tree:\n" + indented(error.fullRecursiveDescription)
    }

    /// Expected errors, one a line: `  - missingValue at '/first_name'`; `  (none)` for none.
    static func expected(_ errors: [ExpectedError]) -> String {
        errors.isEmpty ? "  (none)" : errors.map { "  - \($0.description)" }.joined(separator: "\n")
    }

    /// `text` without its trailing newlines, each line indented by two spaces.
    static func indented(_ text: String) -> String {
        var text = Substring(text)
        while text.last == "\n" { text = text.dropLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    /// The message of an outcome that is not the expected one.
    static func mismatch(expected: String, actual: String) -> String {
        "Expected: \(expected)\nActual: \(actual)"
    }
}
