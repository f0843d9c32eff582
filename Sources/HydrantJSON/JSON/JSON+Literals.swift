extension JSON: ExpressibleByNilLiteral {
    /// Creates JSON `null` from `nil`.
    @inlinable
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSON: ExpressibleByBooleanLiteral {
    /// Creates a boolean from a literal.
    @inlinable
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSON: ExpressibleByIntegerLiteral {
    /// Creates a number from an integer literal.
    @inlinable
    public init(integerLiteral value: Int) {
        self = .number(JSONNumber(value))
    }
}

extension JSON: ExpressibleByFloatLiteral {
    /// Creates a number from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .number(JSONNumber(floatLiteral: value))
    }
}

extension JSON: ExpressibleByStringLiteral {
    /// Creates a string from a literal.
    @inlinable
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSON: ExpressibleByArrayLiteral {
    /// Creates an array from a literal.
    @inlinable
    public init(arrayLiteral elements: JSON...) {
        self = .array(elements)
    }
}

extension JSON: ExpressibleByDictionaryLiteral {
    /// Creates an object from a literal, keeping the literal's member order.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(JSONObject(members: elements.map { (key: $0.0, value: $0.1) }))
    }
}
