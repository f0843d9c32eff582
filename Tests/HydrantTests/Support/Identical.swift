import Hydrant

/// Whether two values are the same in every respect: kinds, number spelling, string scalars,
/// element and member order.
func identical(_ lhs: JSON, _ rhs: JSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null):
        true
    case let (.bool(a), .bool(b)):
        a == b
    case let (.number(a), .number(b)):
        a.text == b.text
    case let (.string(a), .string(b)):
        a.unicodeScalars.elementsEqual(b.unicodeScalars)
    case let (.array(a), .array(b)):
        a.count == b.count && zip(a, b).allSatisfy { identical($0, $1) }
    case let (.object(a), .object(b)):
        a.count == b.count
            && zip(a, b).allSatisfy {
                $0.key.unicodeScalars.elementsEqual($1.key.unicodeScalars) && identical($0.value, $1.value)
            }
    default:
        false
    }
}
