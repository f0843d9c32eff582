public import Foundation

extension Validator where Value: StringProtocol {
    /// The **whole** string must match the regular expression `pattern` (ICU syntax, as
    /// `NSRegularExpression`): CTXPropertyMapper's `matchesRegEx`.
    ///
    /// ```swift
    /// let slug = Mappers.value(String.self).validated(.matches("[a-z0-9]+(-[a-z0-9]+)*"))
    /// try slug.map("hello-world")     // "hello-world"
    /// try slug.map("Hello world")     // throws: failed matches: must match /[a-z0-9]+(-[a-z0-9]+)*/
    /// ```
    ///
    /// CTXPropertyMapper accepted a string in which the pattern matched exactly once, anywhere, so
    /// that `"abc"` matched `b` but `"abcb"` did not. Hydrant for Swift anchors the pattern at both
    /// ends instead, which is what a validation pattern almost always means; write `.*b.*` to look
    /// for `b` anywhere.
    ///
    /// The pattern runs on ICU's backtracking engine, which has no time limit: a pattern with nested
    /// or overlapping quantifiers, such as `(a+)+b` or `(a|a)*`, takes time exponential in the
    /// length of a hostile string. Keep patterns free of them, and bound the length in a step of
    /// its own before the pattern: every rule of one `validated(…)` is checked, but a failing step
    /// stops the chain, as in `value(String.self).validated(.maxLength(64)).validated(.matches(…))`.
    ///
    /// - Precondition: `pattern` is a valid regular expression (checked when the validator is made).
    public static func matches(_ pattern: String, options: NSRegularExpression.Options = []) -> Validator {
        // `\A` and `\z` anchor at the very start and end (`$` would accept a final newline); the
        // newline ends a trailing comment when comments are allowed.
        let separator = options.contains(.allowCommentsAndWhitespace) ? "\n" : ""
        let regex: NSRegularExpression
        do {
            regex = try NSRegularExpression(pattern: #"\A(?:"# + pattern + separator + #")\z"#, options: options)
        } catch {
            preconditionFailure("Validator.matches: /\(pattern)/ is not a valid regular expression: \(error)")
        }
        // The whole value must match: anchored, as the rule anchors it. ICU's syntax, which the
        // rule uses, and ECMA-262's, which JSON Schema uses, agree on the common constructs;
        // options (case-insensitive, comments) have no JSON Schema form and are named instead.
        let schema: @Sendable (JSONSchema) -> JSONSchema = { schema in
            guard options.isEmpty else { return schema.commented("also checked: must match /\(pattern)/ with options") }
            guard !usesSyntaxOnlyICUHas(pattern) else {
                return schema.commented("also checked: must match /\(pattern)/ (ICU syntax)")
            }
            return schema.setting("pattern", .string("^(?:" + pattern + ")$"))
        }
        return Validator("matches", requirement: "must match /\(pattern)/", schema: schema) { value in
            let string = String(value)
            return regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
        }
    }
}

extension Validator {
    /// `matches(_:options:)` for an optional string: `nil` passes.
    public static func matches<Wrapped: StringProtocol>(
        _ pattern: String, options: NSRegularExpression.Options = []
    ) -> Validator where Value == Wrapped? {
        .ifPresent(.matches(pattern, options: options))
    }
}

/// Whether `pattern` uses ICU syntax that JSON Schema's patterns (ECMA-262) do not have or read
/// otherwise: inline flags (`(?i)`), atomic groups and possessive quantifiers, `\A` `\Z` `\z`
/// `\Q…\E`, POSIX classes (`[[:alpha:]]`) and character-class set operations, and the escapes
/// that match Unicode in ICU and ASCII in ECMA-262 (`\d`, `\w`, `\s`, `\b`) or that ECMA-262
/// spells otherwise (`\x{41}`, `\p{L}` without its `u` flag). Such a rule is
/// named in a `$comment` rather than written as a `pattern` that would check something else.
func usesSyntaxOnlyICUHas(_ pattern: String) -> Bool {
    let scalars = Array(pattern.unicodeScalars)
    var index = 0
    var inClass = false
    while index < scalars.count {
        let scalar = scalars[index]
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        switch scalar {
        case "\\":
            // Anchors and quoting ECMA-262 lacks; classes and word boundaries that are Unicode in
            // ICU and ASCII in ECMA-262 (`\d`, `\w`, `\s`, `\b`); escapes it spells otherwise.
            if let next, "AZzQEGXdDwWsSbBhHRNeapPxv".unicodeScalars.contains(next) { return true }
            index += 2
            continue
        case "[" where inClass:
            // A nested class or a POSIX class: `[[:alpha:]]`, `[a-z&&[^aeiou]]`.
            return true
        case "[":
            inClass = true
        case "]" where inClass:
            inClass = false
        case "&" where inClass && next == "&":
            return true
        case "(" where !inClass && next == "?":
            let third = index + 2 < scalars.count ? scalars[index + 2] : nil
            // ECMA-262 has `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` and `(?<name>`; not flags or `(?>`.
            if let third, !":=!<".unicodeScalars.contains(third) { return true }
        case "+" where !inClass && index > 0 && "*+?}".unicodeScalars.contains(scalars[index - 1]):
            // A possessive quantifier (`a*+`), unless the `+` is escaped (handled above).
            return true
        default:
            break
        }
        index += 1
    }
    return false
}
