/// The JSON Schema of an object mapping: its fields as `properties` (nested for a key path such as
/// `"user.name"`), the keys it needs as `required`, the defaults it falls back to, and its
/// unmapped-key policy as `additionalProperties`.
///
/// What each field accepts is found by asking the field itself, not by reading its declaration:
/// a field is required when reading a missing value is a fatal error, accepts `null` when reading
/// `null` is not, and has a `default` when reading a missing value gives a value (written back as
/// JSON by the field's own reverse). The schema and the mapping therefore agree by construction.
struct ObjectSchema {
    /// The fields the schema describes (those the direction reads or writes).
    let fields: [AnyField]
    /// Whether reading rejects keys no field reads: the policy is `reject` and every field's keys
    /// are known (the mapping skips the check otherwise).
    let rejectsUnmappedKeys: Bool
    let nilValues: NilWritingPolicy

    init(fields: [AnyField], unmappedKeys: UnmappedKeyPolicy, consumedKeys: Set<String>?, nilValues: NilWritingPolicy) {
        self.fields = fields
        self.rejectsUnmappedKeys = unmappedKeys == .reject && consumedKeys != nil
        self.nilValues = nilValues
    }

    /// A reference to the mapping's schema under `$defs`, named after `root` (with a number after
    /// the name when another mapping of the same type was described first).
    func reference(root: Any.Type, identity: ObjectIdentifier, in context: inout JSONSchema.Context) -> JSONSchema {
        let name = context.definitionName(for: String(describing: root), identity: identity)
        return context.reference(to: name) { context in schema(in: &context) }
    }

    /// The mapping's schema.
    func schema(in context: inout JSONSchema.Context) -> JSONSchema {
        var object = PropertyTree()
        var notes: [String] = []
        for field in fields {
            switch (context.direction, field.direction) {
            case (.reading, .encodeOnly), (.writing, .decodeOnly): continue
            default: break
            }
            let (schema, isRequired) = describe(field, in: &context)
            switch field.source {
            case let path as Accessors.Path:
                let keys = Self.leadingKeys(of: path)
                if keys.count == path.components.count {
                    object.insert(schema, at: keys[...], isRequired: isRequired)
                } else {
                    // An index inside the path: the key before it holds an array the schema leaves open.
                    let open = JSONSchema.anything.commented(
                        "read at \(path) by index, which the schema does not describe")
                    if keys.isEmpty {
                        notes.append("the field at \(path) is read by index from the top level")
                    } else {
                        object.insert(open, at: keys[...], isRequired: false)
                    }
                }
            case let aliases as Accessors.FirstPresent:
                object.insert(aliases: aliases, schema: schema, isRequired: isRequired, direction: context.direction)
            default:
                notes.append("the field read by \(field.source) is not described")
            }
        }
        var schema = object.schema(
            additionalProperties: additionalProperties(in: context.direction), direction: context.direction)
        for note in notes { schema = schema.commented(note) }
        return schema
    }

    /// The keys a path starts with, up to its first index. A key of digits counts as an index:
    /// in a key path (`"children.1.age"`) it reads an array's element too.
    static func leadingKeys(of path: Accessors.Path) -> [String] {
        var keys: [String] = []
        for component in path.components {
            guard case .key(let key) = component, key.isEmpty || !key.utf8.allSatisfy({ (0x30...0x39).contains($0) })
            else { break }
            keys.append(key)
        }
        return keys
    }

    /// What the unmapped-key policy allows: any other key, unless reading rejects them. A writing
    /// schema allows others too: the mapping writes only its fields, but what it is part of may
    /// add members (a dispatch's discriminator).
    func additionalProperties(in direction: JSONSchema.Direction) -> JSON? {
        direction == .reading && rejectsUnmappedKeys ? false : nil
    }

    /// A field's schema and whether the object must hold it, found by reading a missing value and
    /// `null` with the field.
    func describe(_ field: AnyField, in context: inout JSONSchema.Context) -> (JSONSchema, isRequired: Bool) {
        var schema = field.describe(&context)
        guard let conversions = field.erasedConversions?() else {
            guard field.isComputed else { return (schema, true) }
            // A computed field reads its value as its type says (an optional one may be missing)
            // and writes what its closure makes (nothing, for `nil`).
            switch context.direction {
            case .reading: return (schema, schema.allowingNull() != schema)
            case .writing:
                guard (field.nilValues ?? nilValues) == .writeNull else { return (schema.excludingNull(), false) }
                return (schema.allowingNull(), true)
            }
        }
        var probe = MappingContext()
        let missing = try? conversions.decode(nil, &probe)
        probe = MappingContext()
        let acceptsNull = (try? conversions.decode(.null, &probe)) != nil
        switch context.direction {
        case .reading:
            if acceptsNull {
                schema = schema.allowingNull()
            } else if schema["$ref"] == nil {
                // `null` is a fatal error before the field's mapper runs (a property of type `JSON`).
                schema = schema.excludingNull()
            }
            if let missing, schema["default"] == nil, !schema.isSensitive {
                probe = MappingContext()
                let json = try? conversions.encode(missing, &probe)
                // A default made when read (a factory: `Date()`) differs from one reading to the
                // next: it is not a value the schema can name.
                probe = MappingContext()
                let again = (try? conversions.decode(nil, &probe)).flatMap { value in
                    probe = MappingContext()
                    return try? conversions.encode(value, &probe)
                }
                if let json, json == again {
                    schema["default"] = json
                } else if json != nil {
                    schema = schema.commented("missing, a default made when read")
                }
            }
            return (schema, missing == nil)
        case .writing:
            // A value that is not optional is always written; `nil` is written as `null` or left out.
            let isOptional = conversions.encodeNil != nil
            let writesNull = (field.nilValues ?? nilValues) == .writeNull
            if isOptional, writesNull { schema = schema.allowingNull() }
            return (schema, !isOptional || writesNull)
        }
    }
}

/// The properties of an object schema as the fields' keys nest them.
struct PropertyTree {
    /// Each key's schema, or the properties nested under it, in the order the fields name them.
    private var members: [(key: String, node: Node)] = []
    private var required: [String] = []
    /// Alternatives of required keys (the aliases of a required field: one of them must be there).
    private var requiredAlternatives: [[[String]]] = []

    indirect enum Node {
        case schema(JSONSchema)
        case object(PropertyTree)
    }

    mutating func insert(_ schema: JSONSchema, at keys: ArraySlice<String>, isRequired: Bool) {
        guard let key = keys.first else { return }
        let rest = keys.dropFirst()
        let index = members.firstIndex { $0.key == key }
        if rest.isEmpty {
            if let index { members[index].node = .schema(schema) } else { members.append((key, .schema(schema))) }
        } else {
            var tree = PropertyTree()
            if let index, case .object(let existing) = members[index].node { tree = existing }
            tree.insert(schema, at: rest, isRequired: isRequired)
            if let index { members[index].node = .object(tree) } else { members.append((key, .object(tree))) }
        }
        if isRequired, !required.contains(key) { required.append(key) }
    }

    /// A field read from the first of several keys that is present: every key with the field's
    /// schema when reading (one of them required when the field is), the first one when writing.
    mutating func insert(
        aliases: Accessors.FirstPresent, schema: JSONSchema, isRequired: Bool, direction: JSONSchema.Direction
    ) {
        var alternatives: [[String]] = []
        var describesEveryPath = true
        for (index, path) in aliases.paths.enumerated() {
            let pathKeys = ObjectSchema.leadingKeys(of: path)
            guard pathKeys.count == path.components.count else {
                describesEveryPath = false
                if direction == .writing { return }
                continue
            }
            if direction == .writing {
                // The field writes its first path only.
                insert(schema, at: pathKeys[...], isRequired: isRequired)
                return
            }
            // A later path is read only when the earlier ones are missing: where one of them is
            // present, whatever it holds is ignored, so its schema is left open.
            let read =
                index == 0
                ? schema
                : JSONSchema.anything.commented("read as \(aliases.paths[0]) is, when the paths before it are missing")
            insert(read, at: pathKeys[...], isRequired: false)
            alternatives.append(pathKeys)
        }
        // One of the paths must hold a value; a path the schema does not describe (an index)
        // could be the one, so then none is required.
        if isRequired, describesEveryPath, !alternatives.isEmpty { requiredAlternatives.append(alternatives) }
    }

    /// The object's schema. When reading, an object on the way to nested keys may be `null` when
    /// none of them is required: a key path through `null` reads a missing value.
    func schema(additionalProperties: JSON?, direction: JSONSchema.Direction) -> JSONSchema {
        var properties = JSONObject()
        for (key, node) in members {
            switch node {
            case .schema(let schema): properties[key] = schema.json
            case .object(let tree):
                var nested = tree.schema(additionalProperties: nil, direction: direction)
                if direction == .reading, !required.contains(key) { nested = nested.allowingNull() }
                properties[key] = nested.json
            }
        }
        var schema = JSONSchema(["type": "object", "properties": .object(properties)])
        if !required.isEmpty { schema["required"] = .array(required.map(JSON.string)) }
        if let additionalProperties { schema["additionalProperties"] = additionalProperties }
        if !requiredAlternatives.isEmpty {
            let alternatives = requiredAlternatives.map { paths in
                JSON.object(["anyOf": .array(paths.map { Self.requiring($0[...]) })])
            }
            schema["allOf"] = .array(alternatives)
        }
        return schema
    }

    /// A schema that requires a value at `keys`: `{"required": ["a"]}`, or for a nested path
    /// `{"required": ["a"], "properties": {"a": {"type": "object", "required": ["b"]}}}`.
    private static func requiring(_ keys: ArraySlice<String>) -> JSON {
        guard let key = keys.first else { return [:] }
        var schema: JSONObject = ["required": [.string(key)]]
        if keys.count > 1 {
            var nested = requiring(keys.dropFirst()).object ?? [:]
            nested = JSONObject(members: [("type", "object")] + nested.map { ($0.key, $0.value) })
            schema["properties"] = [key: .object(nested)]
        }
        return .object(schema)
    }
}
