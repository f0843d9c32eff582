/// How camel-case names begin.
public enum CamelCaseStyle: Sendable, Hashable {
    /// `firstName`: the first letter is lower case.
    case lowerCamelCase
    /// `FirstName`: the first letter is upper case.
    case upperCamelCase
}

/// Converts camel-case names to snake case (`firstName` → `first_name`), and back in reverse.
/// Hydrant's `HYDCamelToSnakeCaseValueTransformer`, named by its forward direction so that it cannot
/// be misread (the original documentation had the directions swapped). Use it to turn Swift
/// property names into JSON keys; ``SnakeCaseToCamelCase`` is the same pair of conversions the other
/// way round.
///
/// **Camel → snake** (forward). The name is split into words and the words are joined with `_`,
/// lower-cased. A word starts (an `_` is inserted) before a character that is not the first and:
/// - is upper case and follows a lower-case letter or a digit: `firstName` → `first_name`;
/// - is upper case, follows an upper-case letter and is followed by a lower-case letter (the end of
///   an acronym): `URLString` → `url_string`, so acronyms stay whole: `userID` → `user_id`
///   (Hydrant wrote `user_i_d`);
/// - is a digit following a letter, or a letter following a digit: digits form words of their own,
///   as in Hydrant, where digits counted as upper case: `address1` → `address_1`, but a run of
///   digits is one word: `address12` → `address_12` (Hydrant: `address_1_2`).
///
/// Other characters are kept, lower-cased, without inserting anything: `_yoDog` → `_yo_dog`.
///
/// **Snake → camel** (reverse), exactly as Hydrant: every `_` is dropped, the character after an
/// `_` is upper-cased, every other character is lower-cased, and with ``CamelCaseStyle/upperCamelCase``
/// the first character is upper-cased: `first_name` → `firstName`; `_yoDog` → `Yodog`;
/// `Yo__Dog` → `yoDog`.
///
/// **Round trips.** `snake → camel → snake` returns the name exactly when it is canonical snake
/// case: words of lower-case letters, or of digits, joined by single underscores, with no two digit
/// words in a row and no one-letter word right after another letters word (`user_id`,
/// `address_1`, `page_2_of_3`, `sha_256_hash` all round-trip; `x_y_z` comes back as `x_yz`, `line1`
/// as `line_1`, `_id` as `id`). `camel → snake → camel` loses acronym capitals: `userID` →
/// `user_id` → `userId`. This is the documented choice: JSON keys, the side that must not change,
/// survive the trip.
///
/// ```swift
/// let keys = CamelCaseToSnakeCase()
/// try keys.transform("userID")              // "user_id"
/// try keys.reverseTransform("user_id")      // "userId"
/// try CamelCaseToSnakeCase(style: .upperCamelCase).reverseTransform("user_id")   // "UserId"
/// ```
public struct CamelCaseToSnakeCase: ReversibleValueTransforming {
    /// The camel-case style produced in reverse.
    public let style: CamelCaseStyle

    /// Creates the transformer; `style` is the camel case produced in reverse.
    public init(style: CamelCaseStyle = .lowerCamelCase) {
        self.style = style
    }

    /// Camel case to snake case: `firstName` → `first_name`, `userID` → `user_id`.
    public func transform(_ value: String) -> String {
        CaseConversion.snakeCase(value)
    }

    /// Snake case to camel case in ``style``: `first_name` → `firstName` (or `FirstName`).
    public func reverseTransform(_ value: String) -> String {
        CaseConversion.camelCase(value, style: style)
    }
}

/// Converts snake-case names to camel case (`first_name` → `firstName`), and back in reverse: the
/// reverse of ``CamelCaseToSnakeCase``, whose documentation gives the rules. Use it to turn JSON
/// keys into Swift property names.
///
/// ```swift
/// let properties = SnakeCaseToCamelCase()
/// try properties.transform("user_id")          // "userId"
/// try properties.reverseTransform("userId")    // "user_id"
/// try SnakeCaseToCamelCase(style: .upperCamelCase).transform("first_name")   // "FirstName"
/// ```
public struct SnakeCaseToCamelCase: ReversibleValueTransforming {
    /// The camel-case style produced.
    public let style: CamelCaseStyle

    /// Creates the transformer; `style` is the camel case produced.
    public init(style: CamelCaseStyle = .lowerCamelCase) {
        self.style = style
    }

    /// Snake case to camel case in ``style``.
    public func transform(_ value: String) -> String {
        CaseConversion.camelCase(value, style: style)
    }

    /// Camel case to snake case.
    public func reverseTransform(_ value: String) -> String {
        CaseConversion.snakeCase(value)
    }
}

/// The two conversions, shared by both transformers.
enum CaseConversion {
    static func snakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        result.reserveCapacity(name.utf8.count + 4)
        for index in characters.indices {
            let character = characters[index]
            if index > 0 {
                let previous = characters[index - 1]
                let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                if startsWord(character, after: previous, before: next) { result.append("_") }
            }
            result += character.lowercased()
        }
        return result
    }

    private static func startsWord(_ character: Character, after previous: Character, before next: Character?) -> Bool {
        if character.isUppercase {
            if previous.isLowercase || previous.isNumber { return true }
            if previous.isUppercase, let next, next.isLowercase { return true }
            return false
        }
        if character.isNumber { return previous.isLetter }
        if character.isLetter { return previous.isNumber }
        return false
    }

    static func camelCase(_ name: String, style: CamelCaseStyle) -> String {
        var result = ""
        result.reserveCapacity(name.utf8.count)
        var afterUnderscore = false
        var isFirst = true
        for character in name {
            defer { isFirst = false }
            if character == "_" {
                afterUnderscore = true
                continue
            }
            let upper =
                afterUnderscore
                || (isFirst && style == .upperCamelCase && (character.isLetter || character.isNumber))
            result += upper ? character.uppercased() : character.lowercased()
            afterUnderscore = false
        }
        return result
    }
}
