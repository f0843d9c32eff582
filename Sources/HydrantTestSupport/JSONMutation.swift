public import Hydrant

/// A document that differs from a valid one in one way: a key removed, a value of the wrong
/// type, `null`, a value out of range, an extra key or a value no format accepts.
///
/// Use mutations to see what a mapper does with input that is almost right, or to check that a
/// mapper's JSON Schema agrees with the mapper (see ``schemaAgreementCases(_:_:valid:)``).
///
/// ```swift
/// let mutations = JSONMutation.mutations(of: ["name": "Ada", "age": 36])
/// mutations[0].description   // removed key at /name: {"age":36}
/// ```
public struct JSONMutation: Sendable, Hashable, CustomStringConvertible {
    /// What was changed.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A member of an object was removed.
        case removedKey = "removed key"
        /// A value was replaced by one of another JSON type.
        case wrongType = "wrong type"
        /// A value was replaced by `null`.
        case null
        /// A number or string was replaced by one of the same type at the edge of what values
        /// usually hold: `-1`, 2⁶⁴, a fraction, or an empty or very long string.
        case outOfRange = "out of range"
        /// A member was added to an object.
        case extraKey = "extra key"
        /// A string was replaced by one that no format, enumeration or pattern is likely to accept.
        case badValue = "bad value"
    }

    /// What was changed.
    public let kind: Kind
    /// Where, as a JSON Pointer (RFC 6901) into the original document: the removed or replaced
    /// value, or the object that gained a key.
    public let pointer: String
    /// The changed document.
    public let document: JSON

    /// Creates a mutation.
    public init(kind: Kind, pointer: String, document: JSON) {
        self.kind = kind
        self.pointer = pointer
        self.document = document
    }

    /// The kind, the place and the document: `removed key at /name: {"age":36}`.
    public var description: String {
        "\(kind.rawValue) at \(pointer.isEmpty ? "the root" : pointer): \(document)"
    }

    /// The key added by ``Kind/extraKey`` mutations.
    public static let extraKey = "hydrant-extra-key"

    /// Every mutation of `document`: for each place in it, the changes its value allows.
    ///
    /// A place is mutated at its first occurrence only, counting array elements as one place
    /// (`/items/0/name` stands for every `/items/n/name`), so the number of mutations follows
    /// the document's shape, not its length.
    ///
    /// - Parameter document: A document the mapper under test accepts.
    /// - Returns: The mutations, in document order.
    public static func mutations(of document: JSON) -> [JSONMutation] {
        var mutations: [JSONMutation] = []
        var seen = Set<String>()
        collect(document, at: [], shape: "", in: document, seen: &seen, into: &mutations)
        return mutations
    }

    /// One step of a pointer: a key or an index.
    private enum Step {
        case key(String)
        case index(Int)
    }

    private static func collect(
        _ value: JSON, at path: [Step], shape: String, in root: JSON, seen: inout Set<String>,
        into mutations: inout [JSONMutation]
    ) {
        guard seen.insert(shape).inserted else { return }
        let pointer = self.pointer(path)
        func replaced(_ kind: Kind, _ new: JSON) {
            mutations.append(
                JSONMutation(kind: kind, pointer: pointer, document: replacing(at: path[...], in: root) { _ in new }))
        }
        switch value {
        case .object(let object):
            for member in object {
                let removed = replacing(at: path[...], in: root) { json in
                    guard case .object(var copy) = json else { return json }
                    _ = copy.removeValue(forKey: member.key)
                    return .object(copy)
                }
                mutations.append(
                    JSONMutation(kind: .removedKey, pointer: self.pointer(path + [.key(member.key)]), document: removed)
                )
            }
            let extended = replacing(at: path[...], in: root) { json in
                guard case .object(var copy) = json else { return json }
                copy[extraKey] = 1
                return .object(copy)
            }
            mutations.append(JSONMutation(kind: .extraKey, pointer: pointer, document: extended))
            if !path.isEmpty {
                replaced(.wrongType, [])
                replaced(.null, .null)
            }
            for member in object {
                collect(
                    member.value, at: path + [.key(member.key)], shape: shape + "/" + escaped(member.key), in: root,
                    seen: &seen, into: &mutations)
            }
        case .array(let elements):
            if !path.isEmpty {
                replaced(.wrongType, [:])
                replaced(.null, .null)
            }
            for (index, element) in elements.enumerated() {
                collect(
                    element, at: path + [.index(index)], shape: shape + "/*", in: root, seen: &seen, into: &mutations)
            }
        case .string:
            replaced(.wrongType, 12345)
            replaced(.null, .null)
            replaced(.outOfRange, "")
            replaced(.outOfRange, .string(String(repeating: "x", count: 1000)))
            replaced(.badValue, "not a valid value \u{2603}")
        case .number:
            replaced(.wrongType, "12")
            replaced(.null, .null)
            replaced(.outOfRange, -1)
            replaced(.outOfRange, 0.5)
            replaced(.outOfRange, (try? JSON(parsing: "18446744073709551616")) ?? .null)
        case .bool:
            replaced(.wrongType, "true")
            replaced(.null, .null)
        case .null:
            replaced(.wrongType, false)
        }
    }

    /// `root` with the value at `path` replaced by what `change` makes of it.
    private static func replacing(at path: ArraySlice<Step>, in root: JSON, _ change: (JSON) -> JSON) -> JSON {
        guard let step = path.first else { return change(root) }
        switch (step, root) {
        case (.key(let key), .object(var object)):
            guard let value = object[key] else { return root }
            object[key] = replacing(at: path.dropFirst(), in: value, change)
            return .object(object)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            elements[index] = replacing(at: path.dropFirst(), in: elements[index], change)
            return .array(elements)
        default:
            return root
        }
    }

    private static func pointer(_ path: [Step]) -> String {
        path.map { step in
            switch step {
            case .key(let key): "/" + escaped(key)
            case .index(let index): "/\(index)"
            }
        }.joined()
    }

    /// `key` as a JSON Pointer token: `~` as `~0`, `/` as `~1`.
    private static func escaped(_ key: String) -> String {
        key.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}

/// The cases with which `scripts/schema_agreement.py` checks that `mapper`'s JSON Schema tells
/// the truth: the schema, then each valid document and each of its ``JSONMutation``s with the
/// mapper's verdict, as JSON Lines values.
///
/// The first value is `{"subject": subject, "schema": …}`; each other is
/// `{"subject", "mutation", "pointer", "document", "accepted", "fallbacks"}`, where `mutation` is
/// `"none"` for a valid document, `accepted` says that reading the document had no fatal error,
/// and `fallbacks` lists the JSON Pointers of its non-fatal errors (where a default was used or
/// an element dropped). The script validates each document against the schema and reports every
/// case where the verdicts differ.
///
/// ```swift
/// let lines = schemaAgreementCases("person", person, valid: [["name": "Ada", "age": 36]])
/// ```
///
/// - Parameters:
///   - subject: A name for the mapper in the report.
///   - mapper: The mapper whose reading schema is checked.
///   - documents: Documents the mapper accepts, whose mutations are checked too.
/// - Returns: The schema's line and one line per case.
public func schemaAgreementCases<M: JSONMapper>(
    _ subject: String, _ mapper: M, valid documents: [JSON]
) -> [JSON] where M.Input == JSON {
    var lines: [JSON] = [["subject": .string(subject), "schema": mapper.jsonSchema().json]]
    for document in documents {
        let cases: [(mutation: String, pointer: String, document: JSON)] =
            [("none", "", document)]
            + JSONMutation.mutations(of: document).map { ($0.kind.rawValue, $0.pointer, $0.document) }
        for (mutation, pointer, document) in cases {
            let result = mapper.mapping(parsing: document.description)
            let (accepted, fallbacks): (Bool, [JSON]) =
                switch result {
                case .success: (true, [])
                case .successWithErrors(_, let error): (true, error.entries.map { .string($0.pointer) })
                case .failure: (false, [])
                }
            lines.append([
                "subject": .string(subject),
                "mutation": .string(mutation),
                "pointer": .string(pointer),
                "document": document,
                "accepted": .bool(accepted),
                "fallbacks": .array(fallbacks),
            ])
        }
    }
    return lines
}
