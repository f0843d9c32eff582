extension MappingError {
    /// One error of a ``MappingError``'s tree, for machines: where it happened, as keys and indices
    /// and as a JSON Pointer, its stable code, its message and whether it is fatal.
    ///
    /// ``MappingError/entries`` lists them; ``MappingError/problemDetails(type:title:status:detail:instance:)``
    /// writes them into an RFC 9457 problem-details document for an API's clients.
    ///
    /// ```swift
    /// let entry = error.entries[0]
    /// entry.sourcePath   // [.key("items"), .index(0), .key("sku")]
    /// entry.pointer      // "/items/0/sku"
    /// entry.code.name    // "missingValue"
    /// entry.message      // "the value is missing"
    /// entry.isFatal      // true
    /// ```
    ///
    /// An entry is redacted as the error's renderings are: keys read from the document are
    /// ``MappingPath/Segment/redactedKey`` and values are not in the message, unless the error was
    /// made with ``MappingError/revealingValues()``; a sensitive error shows neither, even then.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// Where the error happened in the value the mapper was given, as keys and indices; empty
        /// for that value itself.
        ///
        /// For a mapping from JSON, the steps into the JSON; for a reverse mapping (writing a
        /// model), the names of the model's fields. A key read from the document is
        /// ``MappingPath/Segment/redactedKey`` unless the error reveals values.
        public let sourcePath: [MappingPath.Segment]
        /// Where the error happened on the destination side, as the renderings print it
        /// (`firstName`, `children.1.age`), or `nil` when unknown. For logs: for a mapping from
        /// JSON it names the model's properties, which clients need not know.
        public let destination: String?
        /// What kind of failure this is; ``MappingError/Code/name`` is its stable spelling.
        public let code: Code
        /// What went wrong, in a sentence without the path: ``MappingError/detail``, or the code's
        /// standard wording ("the value is missing"). It names types, kinds and rules; it shows
        /// the values involved only when the error reveals them (``MappingError/revealingValues()``).
        public let message: String
        /// Whether the error left the mapping without a usable value: the error and every error
        /// above it in the tree are fatal. A non-fatal entry is a warning about a value a fallback
        /// produced, or about an element a fallback dropped (``fallback`` says which).
        public let isFatal: Bool
        /// What took the place of the value when the mapping went on without it: a default, or
        /// nothing, the element at (or above) ``pointer`` being left out of its collection.
        /// `nil` for a fatal entry, and for a warning that only reports (an unexpected key).
        public let fallback: MappingError.Fallback?

        /// Creates an entry, such as one for an error of your own to report alongside a mapping's.
        ///
        /// - Parameters:
        ///   - sourcePath: Where the error happened, as keys and indices.
        ///   - destination: The destination path as printed, if known.
        ///   - code: What kind of failure it is.
        ///   - message: What went wrong, without the path, and without values a client should not
        ///     see.
        ///   - isFatal: Whether the error left no usable value.
        ///   - fallback: What took the value's place, if the mapping went on without it.
        public init(
            sourcePath: [MappingPath.Segment], destination: String? = nil, code: Code, message: String,
            isFatal: Bool = true, fallback: MappingError.Fallback? = nil
        ) {
            self.sourcePath = sourcePath
            self.destination = destination
            self.code = code
            self.message = message
            self.isFatal = isFatal
            self.fallback = isFatal ? nil : fallback
        }

        /// ``sourcePath`` as an RFC 6901 JSON Pointer (`/items/0/sku`; `""` for the value itself),
        /// stopping before a redacted key (see ``MappingPath/jsonPointer(_:)``).
        public var pointer: String {
            MappingPath.jsonPointer(sourcePath)
        }

        /// The entry as a JSON object, as ``MappingError/ProblemDetails`` writes it in its `errors`
        /// member: `{"pointer":"/items/0/sku","code":"missingValue","detail":"the value is
        /// missing","fatal":true}`, with `"fallback":"droppedElement"` or `"defaultValue"` when
        /// the mapping went on without the value. The member names follow RFC 9457's validation
        /// example (`pointer`, `detail`); ``destination`` is left out, since it names the model's
        /// properties.
        public var json: JSON {
            var members: [(key: String, value: JSON)] = [
                (key: "pointer", value: .string(pointer)), (key: "code", value: .string(code.name)),
                (key: "detail", value: .string(message)), (key: "fatal", value: .bool(isFatal)),
            ]
            if let fallback { members.append((key: "fallback", value: .string(fallback.rawValue))) }
            return .object(JSONObject(members: members))
        }

        /// The entry in one line: `[FATAL] '/items/0/sku': the value is missing (missingValue)`;
        /// a warning says what took the value's place: `[non-fatal] '/items/2': expected an
        /// object, got a string (invalidSourceType; element dropped)`.
        public var description: String {
            let outcome =
                switch fallback {
                case .droppedElement: "; element dropped"
                case .defaultValue: "; default used"
                case nil: ""
                }
            return "\(isFatal ? "[FATAL]" : "[non-fatal]") '\(pointer)': \(message) (\(code.name)\(outcome))"
        }
    }
}
