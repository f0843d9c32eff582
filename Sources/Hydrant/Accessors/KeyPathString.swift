/// A string is a key path, split on dots as ``Accessors/keyPath(_:)`` splits it: `"name.first"`
/// reads the key `first` of the object at `name`.
///
/// This is what lets everything that takes an accessor — a ``Field``, a ``JSONField``, a
/// ``ComputedField``, `Mappers.forward(_:_:)`, a dispatch on a member — take a string too, with
/// one initializer rather than one for strings and one for accessors:
///
/// ```swift
/// Field("name.first", \.firstName)                             // a key path string
/// Field(Accessors.key("first.name"), \.firstName)              // any other accessor
/// try "name.first".read(from: ["name": ["first": "Ada"]])      // "Ada"
/// ```
///
/// The string is parsed once, when the field or mapper that takes it is made (see
/// the internal `Accessor.resolved`); calling these members on a string parses it on every call.
extension String: Accessor {
    /// The key path's name: the string itself (a key path of one key is named by its key).
    public var fieldNames: [String] {
        Accessors.keyPath(self).fieldNames
    }

    /// Reads the value at the key path; `nil` when it is missing.
    public func read(from source: JSON) throws(MappingError) -> JSON? {
        try Accessors.keyPath(self).read(from: source)
    }

    /// Writes `value` at the key path, creating intermediate objects; `nil` removes the field.
    public func write(_ value: JSON?, into destination: inout JSON) throws(MappingError) {
        try Accessors.keyPath(self).write(value, into: &destination)
    }

    /// The first key of the key path.
    public var topLevelKeys: [String]? {
        Accessors.keyPath(self).topLevelKeys
    }

    /// The key path's keys as a ``MappingPath``.
    public var path: MappingPath {
        Accessors.keyPath(self).path
    }
}

extension Accessor {
    /// The accessor a field or mapper keeps: a string parsed once into its ``Accessors/Path``, any
    /// other accessor as it is.
    @usableFromInline
    var resolved: any Accessor {
        if let keyPath = self as? String { return Accessors.keyPath(keyPath) }
        return self
    }
}
