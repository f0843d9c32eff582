import Hydrant

/// Edits of a document's `JSON` tree for the error-heavy variant: every 10th element of an array
/// is replaced by an invalid one.
enum Corruption {
    /// Elements 9, 19, 29… (counting from 0) are invalid.
    static func isCorrupted(_ index: Int) -> Bool {
        index % 10 == 9
    }

    /// `json` with the member `key` replaced by `transform` of it.
    static func member(_ key: String, of json: JSON, _ transform: (JSON) -> JSON) -> JSON {
        guard case .object(var object) = json, let value = object[key] else { return json }
        object[key] = transform(value)
        return .object(object)
    }

    /// `json` with every element replaced by `transform` of it.
    static func everyElement(of json: JSON, _ transform: (JSON) -> JSON) -> JSON {
        guard case .array(let elements) = json else { return json }
        return .array(elements.map(transform))
    }

    /// `json` with every 10th element replaced by `transform` of it.
    static func everyTenthElement(of json: JSON, _ transform: (JSON) -> JSON) -> JSON {
        guard case .array(var elements) = json else { return json }
        for index in elements.indices where isCorrupted(index) {
            elements[index] = transform(elements[index])
        }
        return .array(elements)
    }

    /// An object whose `id` is a string instead of a number.
    static func invalidID(_ object: JSON) -> JSON {
        member("id", of: object) { _ in "not a number" }
    }

    /// The elements that `everyTenthElement` leaves valid.
    static func droppingEveryTenth<Element>(_ elements: [Element]) -> [Element] {
        elements.indices.filter { !isCorrupted($0) }.map { elements[$0] }
    }
}
