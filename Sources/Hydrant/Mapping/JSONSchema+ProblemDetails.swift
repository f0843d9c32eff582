extension MappingError.ProblemDetails {
    /// The JSON Schema of the document ``json`` writes: RFC 9457's members and the `errors` list
    /// of ``MappingError/Entry``s, for an API's description of its error responses.
    ///
    /// ```swift
    /// schemas["ProblemDetails"] = MappingError.ProblemDetails.jsonSchema.json
    /// ```
    public static var jsonSchema: JSONSchema {
        JSONSchema([
            "type": "object",
            "properties": [
                "type": ["type": "string", "format": "uri-reference"],
                "title": ["type": "string"],
                "status": ["type": "integer", "minimum": 100, "maximum": 599],
                "detail": ["type": "string"],
                "instance": ["type": "string", "format": "uri-reference"],
                "errors": ["type": "array", "items": MappingError.Entry.jsonSchema.json],
            ],
            "required": ["type", "status", "errors"],
        ])
    }
}

extension MappingError.Entry {
    /// The JSON Schema of the object ``json`` writes: `pointer`, `code`, `detail`, `fatal`, and
    /// `fallback` for a non-fatal error whose value a fallback replaced.
    public static var jsonSchema: JSONSchema {
        JSONSchema([
            "type": "object",
            "properties": [
                "pointer": ["type": "string", "format": "json-pointer"],
                "code": ["type": "string"],
                "detail": ["type": "string"],
                "fatal": ["type": "boolean"],
                "fallback": [
                    "enum": [
                        .string(MappingError.Fallback.defaultValue.rawValue),
                        .string(MappingError.Fallback.droppedElement.rawValue),
                    ]
                ],
            ],
            "required": ["pointer", "code", "detail", "fatal"],
        ])
    }
}
