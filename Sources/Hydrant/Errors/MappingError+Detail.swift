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
        /// For a missing value: the key of `object` (a ``JSON`` value or a ``DocumentValue``) that
        /// `accessor` probably meant, if any (see `KeySuggestion`).
        /// Boxed (`indirect`): its payload is three times the others, and every error carries a
        /// `Detail`, so keeping it inline would make each error — and each debug-build stack frame
        /// that holds one — 50 bytes larger.
        indirect case keySuggestion(accessor: any Accessor, object: any Sendable)

        /// The sentence, if any.
        var text: String? {
            switch self {
            case .text(let text):
                text
            case let .kindMismatch(expected, found):
                "expected \(expected), got \(found)"
            case .conversion(let error):
                error.description
            case let .keySuggestion(accessor, object):
                if let document = object as? DocumentValue {
                    KeySuggestion.detail(for: accessor, in: document.node)
                } else if let json = object as? JSON {
                    KeySuggestion.detail(for: accessor, in: json)
                } else {
                    nil
                }
            }
        }
    }

    /// A fatal ``Code/invalidSourceType`` error: "expected `expected`, got `found`".
    @usableFromInline
    static func kindMismatch(expected: String, found: JSONKind, sourceValue: any Sendable) -> MappingError {
        var error = MappingError(code: .invalidSourceType, sourceValue: sourceValue)
        error.lazyDetail = .kindMismatch(expected: expected, found: found)
        return error
    }
}
