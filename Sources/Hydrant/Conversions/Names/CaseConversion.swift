/// How camel-case names begin.
public enum CamelCaseStyle: Sendable, Hashable {
    /// `firstName`: the first letter is lower case.
    case lowerCamelCase
    /// `FirstName`: the first letter is upper case.
    case upperCamelCase
}

extension Mappers {
    /// Converts names between camel case and snake case (`firstName` ↔ `first_name`), one way or the
    /// other: its ``reversed`` is the same conversion going back. Hydrant's
    /// `HYDCamelToSnakeCaseValueTransformer`.
    ///
    /// Made by ``Mappers/camelCaseToSnakeCase(style:)``, to turn Swift property names into JSON keys,
    /// and ``Mappers/snakeCaseToCamelCase(style:)``, to turn JSON keys into property names; each is
    /// named by its forward direction so that it cannot be misread (the original documentation had
    /// the directions swapped). Both conversions take any string and never fail.
    ///
    /// **Camel → snake.** The name is split into words and the words are joined with `_`,
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
    /// **Snake → camel**, exactly as Hydrant: every `_` is dropped, the character after an `_` is
    /// upper-cased, every other character is lower-cased, and with ``CamelCaseStyle/upperCamelCase``
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
    /// let keys = Mappers.camelCaseToSnakeCase()
    /// try keys.map("userID")              // "user_id"
    /// try keys.reversed.map("user_id")    // "userId"
    /// try Mappers.snakeCaseToCamelCase(style: .upperCamelCase).map("user_id")   // "UserId"
    /// ```
    public struct CaseConversion: ReversibleMapper, Hashable {
        /// Which way a ``Mappers/CaseConversion`` converts names.
        enum Direction: Sendable, Hashable {
            /// Camel case to snake case: `firstName` → `first_name`.
            case camelToSnake
            /// Snake case to camel case: `first_name` → `firstName`.
            case snakeToCamel
        }

        /// Which way the mapper converts names.
        let direction: Direction

        /// The camel-case style produced by snake → camel, in this direction or in the reverse.
        public let style: CamelCaseStyle

        init(_ direction: Direction, style: CamelCaseStyle) {
            self.direction = direction
            self.style = style
        }

        /// Converts `input` in its direction: `firstName` → `first_name`, or `first_name` →
        /// `firstName` (`FirstName` in ``CamelCaseStyle/upperCamelCase``). Never fails.
        public func map(_ input: String, context: inout MappingContext) -> String {
            switch direction {
            case .camelToSnake: Self.snakeCase(input)
            case .snakeToCamel: Self.camelCase(input, style: style)
            }
        }

        /// The same conversion the other way, in the same ``style``.
        public var reversed: Self {
            Self(direction == .camelToSnake ? .snakeToCamel : .camelToSnake, style: style)
        }

        private static func snakeCase(_ name: String) -> String {
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

        private static func startsWord(
            _ character: Character, after previous: Character, before next: Character?
        ) -> Bool {
            if character.isUppercase {
                if previous.isLowercase || previous.isNumber { return true }
                if previous.isUppercase, let next, next.isLowercase { return true }
                return false
            }
            if character.isNumber { return previous.isLetter }
            if character.isLetter { return previous.isNumber }
            return false
        }

        private static func camelCase(_ name: String, style: CamelCaseStyle) -> String {
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

    /// A mapper from camel-case names to snake case (`firstName` → `first_name`, `userID` →
    /// `user_id`); its reverse goes back to camel case in `style`. See ``CaseConversion`` for the
    /// exact rules.
    ///
    /// ```swift
    /// let keys = Mappers.camelCaseToSnakeCase()
    /// try keys.map("firstName")             // "first_name"
    /// try keys.reversed.map("first_name")   // "firstName"
    /// Mappers.reflective(Person.self).keyTransformer(keys)   // firstName ↔ "first_name"
    /// ```
    ///
    /// - Parameter style: The camel case the reverse produces; by default `firstName`.
    public static func camelCaseToSnakeCase(style: CamelCaseStyle = .lowerCamelCase) -> CaseConversion {
        CaseConversion(.camelToSnake, style: style)
    }

    /// A mapper from snake-case names to camel case in `style` (`first_name` → `firstName`, or
    /// `FirstName` in ``CamelCaseStyle/upperCamelCase``); its reverse goes back to snake case. See
    /// ``CaseConversion`` for the exact rules.
    ///
    /// ```swift
    /// let properties = Mappers.snakeCaseToCamelCase()
    /// try properties.map("user_id")            // "userId"
    /// try properties.reversed.map("userId")    // "user_id"
    /// try Mappers.snakeCaseToCamelCase(style: .upperCamelCase).map("first_name")   // "FirstName"
    /// ```
    ///
    /// - Parameter style: The camel case produced; by default `firstName`.
    public static func snakeCaseToCamelCase(style: CamelCaseStyle = .lowerCamelCase) -> CaseConversion {
        CaseConversion(.snakeToCamel, style: style)
    }
}

extension Mappers.CaseConversion {
    /// The input: every string converts. A rule after it checks the converted string, so it is
    /// named rather than applied.
    public func describe(_ input: JSONSchema, in context: inout JSONSchema.Context) -> JSONSchema {
        input.converted()
    }
}
