extension MappingError {
    /// An error's ``MappingError/detail`` sentence, kept in parts until it is read: errors that are
    /// recorded but never printed (a dropped array element, a default) build no text.
    @usableFromInline
    enum Detail: Sendable {
        /// A finished sentence.
        case text(String)
        /// "expected `expected`, got `found`", such as "expected a string, got a number".
        case kindMismatch(expected: String, found: JSONKind)
        /// The description of a number conversion error.
        case conversion(JSONNumber.ConversionError)
        /// A sentence worked out when it is read, such as the key a missing value probably meant
        /// (`MappingError.suggestingKey(for:in:)`); `nil` when there is none. A
        /// closure, so that errors know nothing of the layers that describe them.
        case computed(@Sendable () -> String?)

        /// The sentence, if any.
        var text: String? {
            switch self {
            case .text(let text):
                text
            case let .kindMismatch(expected, found):
                "expected \(expected), got \(found)"
            case .conversion(let error):
                error.description
            case .computed(let sentence):
                sentence()
            }
        }
    }

    /// A fatal ``Code/invalidSourceType`` error: "expected `expected`, got `found`".
    @usableFromInline
    static func kindMismatch(expected: String, found: JSONKind, sourceValue: any Sendable) -> MappingError {
        var fields = Fields(code: .invalidSourceType, isFatal: true)
        fields.sourceValue = RedactedValue(sourceValue)
        fields.lazyDetail = .kindMismatch(expected: expected, found: found)
        return MappingError(fields: fields)
    }
}
