/// A JSON Schema (draft 2020-12): what a mapper accepts when it reads JSON, or what it writes.
///
/// Every mapper describes itself with ``Mapper/describe(_:in:)``, so that a mapping's schema comes
/// from the same declaration as the mapping: which keys are required, each value's type, the
/// defaults, the validation rules, the allowed values. Ask a mapper of JSON for its whole document
/// with ``JSONMapper/jsonSchema(_:)``:
///
/// ```swift
/// let tags = Mappers.array(of: Mappers.value(String.self))
/// tags.jsonSchema().description
/// // {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"array","items":{"type":"string"}}
/// ```
///
/// A schema never claims more than the mapper checks. What a mapper cannot describe (a closure,
/// a custom mapper that does not implement ``Mapper/describe(_:in:)``) is left open — `{}`, or the
/// schema of what came before it — with a `$comment` that names it.
public struct JSONSchema: Sendable, Hashable, CustomStringConvertible {
    /// The schema's keywords, in the order they are written.
    public var keywords: JSONObject

    /// Whether the schema describes a sensitive value (``Mappers/Sensitive``): an object mapping
    /// gives it no `default`, so that no value of it appears in the schema.
    var isSensitive = false

    /// Whether the schema describes the value that the mapping has produced so far, so that a rule
    /// on that value (a validator, an enumeration) may add its keywords: false after a conversion
    /// to another type (a number read from a string) or a mapper that does not describe itself.
    var describesValue = true

    /// A schema with the given keywords; `JSONSchema()` accepts any JSON value.
    ///
    /// ```swift
    /// JSONSchema(["type": "string", "minLength": 1]).description   // {"type":"string","minLength":1}
    /// ```
    public init(_ keywords: JSONObject = JSONObject()) {
        self.keywords = keywords
    }

    /// The schema that accepts any JSON value: `{}`.
    public static var anything: JSONSchema { JSONSchema() }

    /// The schema of one JSON type: `{"type": name}`, where `name` is `"string"`, `"number"`,
    /// `"integer"`, `"boolean"`, `"array"`, `"object"` or `"null"`.
    ///
    /// ```swift
    /// JSONSchema.type("boolean").description   // {"type":"boolean"}
    /// ```
    public static func type(_ name: String) -> JSONSchema {
        JSONSchema(["type": .string(name)])
    }

    /// The value of a keyword, or `nil` when the schema does not have it; setting `nil` removes it.
    ///
    /// ```swift
    /// var schema = JSONSchema.type("string")
    /// schema["format"] = "uuid"
    /// schema.description   // {"type":"string","format":"uuid"}
    /// ```
    public subscript(keyword: String) -> JSON? {
        get { keywords[keyword] }
        set {
            if let newValue {
                keywords[keyword] = newValue
            } else {
                _ = keywords.removeValue(forKey: keyword)
            }
        }
    }

    /// This schema with `value` set for `keyword` (added last when the schema does not have it).
    ///
    /// ```swift
    /// JSONSchema.type("integer").setting("minimum", 0).description   // {"type":"integer","minimum":0}
    /// ```
    public func setting(_ keyword: String, _ value: JSON) -> JSONSchema {
        var copy = self
        copy[keyword] = value
        return copy
    }

    /// This schema, accepting `null` too: `"null"` joins its `type` when it has one (and its `enum`
    /// or `const` when it lists the values); any other schema, and one that combines schemas
    /// (`$ref`, `allOf`, `anyOf`, `oneOf`, `not`), becomes `{"anyOf": [schema, {"type": "null"}]}`.
    ///
    /// ```swift
    /// JSONSchema.type("string").allowingNull().description   // {"type":["string","null"]}
    /// ```
    public func allowingNull() -> JSONSchema {
        if keywords.isEmpty { return self }
        // Already `null` or something else, with nothing beside the alternatives that could
        // exclude it: nullable as it is.
        if case .array(let alternatives)? = keywords["anyOf"], alternatives.contains(["type": "null"]),
            keywords.allSatisfy({ ["anyOf", "$comment", "description"].contains($0.key) })
        {
            return self
        }
        let combining = ["$ref", "allOf", "anyOf", "oneOf", "not"].contains { keywords[$0] != nil }
        var copy = self
        switch keywords["type"] {
        case _ where combining:
            return eitherThisOrNull()
        case .string(let name) where name != "null":
            copy["type"] = [.string(name), "null"]
        case .array(let names):
            if !names.contains("null") { copy["type"] = .array(names + ["null"]) }
        case .string:
            return self
        default:
            guard keywords["enum"] != nil || keywords["const"] != nil else {
                return eitherThisOrNull()
            }
        }
        if case .array(let values)? = keywords["enum"], !values.contains(.null) {
            copy["enum"] = .array(values + [.null])
        }
        if let constant = keywords["const"], constant != .null {
            copy["const"] = nil
            copy["enum"] = [constant, .null]
        }
        return copy
    }

    /// `{"anyOf": [this schema, {"type": "null"}]}`, the description (if any) kept outside.
    private func eitherThisOrNull() -> JSONSchema {
        var inner = self
        let description = inner.keywords.removeValue(forKey: "description")
        var copy = self
        copy.keywords = ["anyOf": [inner.json, ["type": "null"]]]
        if let description { copy["description"] = description }
        return copy
    }

    /// This schema, not accepting `null`: `"null"` leaves its `type`, or, when it has no `type`,
    /// `{"not": {"type": "null"}}` is added.
    func excludingNull() -> JSONSchema {
        var copy = self
        switch keywords["type"] {
        case .string(let name):
            if name == "null" { copy.keywords = ["not": [:]] }
        case .array(let names):
            let rest = names.filter { $0 != "null" }
            copy["type"] = rest.count == 1 ? rest[0] : .array(rest)
        default:
            if keywords["not"] == nil { copy["not"] = ["type": "null"] }
        }
        return copy
    }

    /// This schema with a `$comment` (joined to the one it has, if any): what a reader of the
    /// schema should know that the keywords do not say.
    ///
    /// ```swift
    /// JSONSchema.anything.commented("read by a closure").description   // {"$comment":"read by a closure"}
    /// ```
    public func commented(_ comment: String) -> JSONSchema {
        if case .string(let existing)? = keywords["$comment"] {
            return setting("$comment", .string(existing + "; " + comment))
        }
        return setting("$comment", .string(comment))
    }

    /// This schema with `comment`, saying that what follows no longer describes the value it
    /// checks: a conversion or closure made a new value from it, so a later rule is named, not
    /// applied to the JSON.
    func converted(_ comment: String? = nil) -> JSONSchema {
        var copy = comment.map(commented) ?? self
        copy.describesValue = false
        return copy
    }

    /// This schema, sensitive when any of `parts` is: an array, dictionary or alternative whose
    /// values may be sensitive ones gets no `default` either.
    func containing(_ parts: JSONSchema...) -> JSONSchema {
        var copy = self
        copy.isSensitive = isSensitive || parts.contains { $0.isSensitive }
        return copy
    }

    /// The schema as a JSON value.
    public var json: JSON { .object(keywords) }

    /// The schema as compact JSON text, its keywords in order.
    public var description: String { json.description }
}

extension JSONSchema {
    /// Which way a schema describes a mapping: the JSON it reads, or the JSON it writes.
    ///
    /// They differ where the mapping does: a decode-only field is not written, so it is not in the
    /// writing schema; a field with a default may be missing when read, but is always written.
    public enum Direction: Sendable, Hashable {
        /// The JSON a mapper accepts: a document is accepted when reading it has no fatal error.
        case reading
        /// The JSON a mapper's reverse writes.
        case writing
    }

    /// What mappers share while they describe themselves: the direction, and the named schemas
    /// of object types (under `$defs`), so that a type used twice — or inside itself — is
    /// described once and referred to with `$ref`.
    public struct Context: Sendable {
        /// The direction being described.
        public let direction: Direction
        /// The schemas of the named types described so far, in the order they were first met.
        public private(set) var definitions = JSONObject()
        /// The names whose schemas are being described (a type met again inside itself).
        private var describing: Set<String> = []
        /// The mapping each name was given to: two mappings of one type get two names.
        private var owners: [String: ObjectIdentifier] = [:]
        /// The names of recursive mappers referred to from inside themselves.
        private var referenced: Set<String> = []

        /// What a `$ref` puts before a definition's name.
        public let referencePrefix: String
        /// What every definition's name ends with.
        public let nameSuffix: String

        /// A context for describing a mapping in `direction`.
        ///
        /// The defaults suit a JSON Schema document (``JSONMapper/jsonSchema(_:)``). For the
        /// components of an OpenAPI document, refer to `#/components/schemas/` and, when one
        /// document holds both directions, give one of them a suffix, since a type's reading and
        /// writing schemas may differ:
        ///
        /// ```swift
        /// var requests = JSONSchema.Context(
        ///     direction: .reading, referencePrefix: "#/components/schemas/", nameSuffix: "Input")
        /// let body = newOrder.describe(.anything, in: &requests)   // {"$ref":"#/components/schemas/NewOrderInput"}
        /// ```
        ///
        /// - Parameters:
        ///   - direction: The direction to describe.
        ///   - referencePrefix: What a `$ref` puts before a definition's name: `#/$defs/` (the
        ///     default) for a JSON Schema document, `#/components/schemas/` for OpenAPI.
        ///   - nameSuffix: What every definition's name ends with (none by default).
        public init(direction: Direction = .reading, referencePrefix: String = "#/$defs/", nameSuffix: String = "") {
            self.direction = direction
            self.referencePrefix = referencePrefix
            self.nameSuffix = nameSuffix
        }

        /// A reference to the schema named `name` under `$defs` (`{"$ref": "#/$defs/name"}`, with the
        /// context's ``referencePrefix`` and ``nameSuffix``), which `describe` makes the first time
        /// the name is met; a type met inside its own description is referred to before it is
        /// finished, as a recursive type must be. An object mapping of a type with this name,
        /// described later, is given another name (`name2`).
        ///
        /// ```swift
        /// var context = JSONSchema.Context()
        /// let reference = context.reference(to: "Point") { _ in JSONSchema.type("object") }
        /// reference.description             // {"$ref":"#/$defs/Point"}
        /// context.definitions.description   // {"Point":{"type":"object"}}
        /// ```
        public mutating func reference(
            to name: String, _ describe: (inout JSONSchema.Context) -> JSONSchema
        ) -> JSONSchema {
            if owners[name] == nil { owners[name] = ObjectIdentifier(Context.self) }
            let name = name + nameSuffix
            let reference = JSONSchema(["$ref": .string(referencePrefix + Self.escaped(name))])
            if definitions[name] != nil || describing.contains(name) { return reference }
            describing.insert(name)
            // Reserved first, so that the definitions keep the order in which types were met.
            definitions[name] = [:]
            let schema = describe(&self)
            definitions[name] = schema.json
            describing.remove(name)
            return reference
        }

        /// The schema `describe` makes for a mapper that may contain itself (`identity`). Where it
        /// meets itself, it is referred to under a placeholder; when that happened, the schema
        /// goes under `$defs` as `name` (or, when it is a reference already — an object mapping
        /// under its own name — the placeholder becomes that reference) and a `$ref` to it is
        /// returned.
        mutating func recursiveReference(
            to name: String, identity: ObjectIdentifier, _ describe: (inout JSONSchema.Context) -> JSONSchema
        ) -> JSONSchema {
            // No type's name has a NUL: the placeholder is never a definition's name.
            let placeholder = "\u{0}recursive \(UInt(bitPattern: identity))"
            let placeholderReference = JSON.string(referencePrefix + placeholder)
            if describing.contains(placeholder) {
                referenced.insert(placeholder)
                return JSONSchema(["$ref": placeholderReference])
            }
            describing.insert(placeholder)
            let schema = describe(&self)
            describing.remove(placeholder)
            guard referenced.remove(placeholder) != nil else { return schema }
            let target: JSONSchema
            if schema.keywords.count == 1, schema["$ref"] != nil {
                target = schema
            } else {
                let final = definitionName(for: name, identity: identity) + nameSuffix
                definitions[final] = schema.json
                target = JSONSchema(["$ref": .string(referencePrefix + Self.escaped(final))])
            }
            if let reference = target["$ref"] {
                definitions =
                    Self.replacing(reference: placeholderReference, with: reference, in: .object(definitions)).object
                    ?? definitions
            }
            return target
        }

        /// `json` with every reference to `old` (a `$ref` keyword's value, whatever keywords sit
        /// beside it: a later mapper may have added a `$comment`) made a reference to `new`.
        static func replacing(reference old: JSON, with new: JSON, in json: JSON) -> JSON {
            switch json {
            case .array(let elements):
                return .array(elements.map { replacing(reference: old, with: new, in: $0) })
            case .object(let object):
                var replaced = JSONObject()
                for (key, value) in object {
                    replaced[key] =
                        key == "$ref" && value == old ? new : replacing(reference: old, with: new, in: value)
                }
                return .object(replaced)
            default:
                return json
            }
        }

        /// The name under `$defs` of the mapping `identity`, named after its type: `name`, or
        /// `name2`, `name3`… when other mappings of a type with that name were described first.
        mutating func definitionName(for name: String, identity: ObjectIdentifier) -> String {
            var candidate = name
            var number = 1
            while let owner = owners[candidate], owner != identity {
                number += 1
                candidate = name + String(number)
            }
            owners[candidate] = identity
            return candidate
        }

        /// `name` as a JSON Pointer token (RFC 6901: `~` as `~0`, `/` as `~1`) in a URI fragment
        /// (RFC 3986: bytes that a fragment may not hold, such as a generic type's `<` and `>`,
        /// percent-encoded).
        static func escaped(_ name: String) -> String {
            var result = ""
            for byte in name.utf8 {
                switch byte {
                case UInt8(ascii: "~"): result += "~0"
                case UInt8(ascii: "/"): result += "~1"
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                    UInt8(ascii: ":"), UInt8(ascii: "@"):
                    result.unicodeScalars.append(Unicode.Scalar(byte))
                default:
                    let hex = Array("0123456789ABCDEF".unicodeScalars)
                    result.unicodeScalars.append("%")
                    result.unicodeScalars.append(hex[Int(byte >> 4)])
                    result.unicodeScalars.append(hex[Int(byte & 0x0F)])
                }
            }
            return result
        }

        /// The whole document for `root`: the dialect (`$schema`), the root's keywords, and the
        /// definitions its references need (`$defs`).
        public func document(root: JSONSchema) -> JSONSchema {
            var document = JSONSchema(["$schema": "https://json-schema.org/draft/2020-12/schema"])
            for (keyword, value) in root.keywords where keyword != "$schema" {
                document.keywords[keyword] = value
            }
            if !definitions.isEmpty {
                document["$defs"] = .object(definitions)
            }
            return document
        }
    }
}

extension JSONMapper {
    /// The JSON Schema document of what this mapper reads (or, with `.writing`, what its reverse
    /// writes): the dialect, the schema, and the definitions of the object types it refers to.
    ///
    /// ```swift
    /// Mappers.value(Int.self).jsonSchema().description
    /// // {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"integer",…}
    /// ```
    public func jsonSchema(_ direction: JSONSchema.Direction = .reading) -> JSONSchema {
        var context = JSONSchema.Context(direction: direction)
        let root = describe(.anything, in: &context)
        return context.document(root: root)
    }
}
