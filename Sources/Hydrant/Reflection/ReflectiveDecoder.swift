import Foundation

/// The state shared by the decoders of one reflective mapping.
final class ReflectiveDecoding {
    let configuration: ReflectionConfiguration
    private let keys: KeyTransformCache

    init(configuration: ReflectionConfiguration) {
        self.configuration = configuration
        keys = KeyTransformCache(configuration: configuration)
    }

    /// Decodes a whole model. Fatal errors are thrown; non-fatal ones are recorded in `context`.
    static func decodeRoot<T: Decodable>(
        _ type: T.Type, from source: SourceValue, configuration: ReflectionConfiguration, context: inout MappingContext
    ) throws(MappingError) -> T {
        let state = ReflectiveDecoding(configuration: configuration)
        var nonFatal: [MappingError] = []
        let value: T
        do {
            value = try state.decodeValue(
                T.self, from: source, parent: nil, codingKey: nil, isRoot: true, nonFatal: &nonFatal)
        } catch {
            throw MappingError.thrownByReflection(error)
        }
        for error in nonFatal { context.recordNonFatal(error) }
        return value
    }

    /// The source key of a property, through the key transformer (cached per mapping).
    func sourceKey(for name: String) -> String? {
        keys.key(for: name)
    }

    /// Decodes one value: through a type mapping, as a built-in type, or through the type's own
    /// `init(from:)`. Non-fatal errors of the value are appended to `nonFatal`.
    ///
    /// - Throws: Only `MappingError`s.
    func decodeValue<T: Decodable>(
        _ type: T.Type, from source: SourceValue, parent: ValueDecoder?, codingKey: (any CodingKey)?,
        isRoot: Bool = false,
        nonFatal: inout [MappingError]
    ) throws -> T {
        try decodeReflectively(
            T.self, from: source, state: self, parent: parent, codingKey: { codingKey }, isRoot: isRoot,
            nonFatal: &nonFatal
        )
    }

    /// Whether ``decodeDirectly(_:from:isRoot:nonFatal:)`` may decode a `T`: a type with a type
    /// mapping, a built-in type or a plain array type.
    @inline(__always)
    func mayDecodeDirectly<T>(_ type: T.Type, isRoot: Bool) -> Bool {
        (!isRoot && !configuration.typeMappings.isEmpty) || BuiltInConversions.isBuiltIn(T.self)
            || PlainValues.handlesArray(T.self)
    }

    /// A value of a type with a type mapping or of a built-in type; `nil` for other types.
    @inline(__always)
    func decodeDirectly<T: Decodable>(
        _ type: T.Type, from source: SourceValue, isRoot: Bool, nonFatal: inout [MappingError]
    ) throws -> T? {
        if !isRoot, !configuration.typeMappings.isEmpty,
            let mapping = configuration.typeMappings[ObjectIdentifier(T.self)]
        {
            return try Self.decode(T.self, from: source, with: mapping, nonFatal: &nonFatal)
        }
        if let value = PlainValues.decode(T.self, from: source) { return value }
        return try BuiltInConversions.decode(T.self, from: source.json, conversions: configuration.conversions)
    }

    /// A value through the type mapping for its type (a cold path, kept out of the callers' frames).
    @inline(never)
    private static func decode<T: Decodable>(
        _ type: T.Type, from source: SourceValue, with mapping: TypeMapping, nonFatal: inout [MappingError]
    ) throws -> T {
        var context = MappingContext()
        let value = try mapping.decode(source.json, &context)
        nonFatal += context.takeErrors()
        guard let value = value as? T else {
            throw MappingError(
                code: .invalidResultingType, detail: "the mapping for \(mapping.typeName) produced another type")
        }
        return value
    }
}

extension MappingError {
    /// The `MappingError` that the reflective decoder's and encoder's untyped-throwing functions
    /// threw (they throw nothing else).
    static func thrownByReflection(_ error: any Error) -> MappingError {
        (error as? MappingError) ?? MappingError(code: .generic, underlyingErrors: [error])
    }
}

/// Thrown inside a model's `init(from:)` to stop it when a failed property has no placeholder
/// value; the property's error is already recorded.
struct AbortDecoding: Error {}

/// A `Decoder` over one JSON value. It records the errors of the value's properties or elements
/// (its "frame"), so that every property is attempted; ``finish(nonFatal:)`` turns them into the
/// value's error.
///
/// Its variables are read and changed by the containers of one decode on one thread, never while
/// another access to them is open, so they skip the run-time exclusivity checks (a
/// `swift_beginAccess` per property read cost 3 % of twitter's reflective decode).
final class ValueDecoder: Decoder {
    let source: SourceValue
    let state: ReflectiveDecoding
    /// Whether this is the model being mapped, to which the property rules apply.
    let isRoot: Bool
    let parent: ValueDecoder?
    let codingKey: (any CodingKey)?
    /// Set when a keyed container lists its keys: the value is a dictionary, whose keys are data,
    /// not property names, so the key transformer and property rules do not apply.
    @safe @exclusivity(unchecked) var isDictionary = false
    /// The errors of this value's properties or elements, with their paths.
    @safe @exclusivity(unchecked) var errors: [MappingError] = []
    /// For the decoder of a nested container: the decoder whose frame collects the errors, and the
    /// paths to prepend to them.
    let frame: (owner: ValueDecoder, source: MappingPath, destination: MappingPath)?
    /// Where the next key is probably found: models usually read their keys in the source's order.
    @safe @exclusivity(unchecked) private var nextMember = 0
    /// An absent or `null` value that a keyed container looked up and is about to look up again
    /// (see ``remember(_:forKey:)``).
    @safe @exclusivity(unchecked) private var remembered: (key: String, value: SourceValue?)?

    init(
        source: SourceValue, state: ReflectiveDecoding, isRoot: Bool, parent: ValueDecoder?,
        codingKey: (any CodingKey)?,
        frame: (owner: ValueDecoder, source: MappingPath, destination: MappingPath)? = nil
    ) {
        self.source = source
        self.state = state
        self.isRoot = isRoot
        self.parent = parent
        self.codingKey = codingKey
        self.frame = frame
    }

    /// The value of the first member named `key`, trying the member after the last one found first.
    func lookup(_ key: String) -> SourceValue? {
        if let remembered {
            self.remembered = nil
            if remembered.key.hasSameUTF8(as: key) { return remembered.value }
        }
        return source.member(key, hint: &nextMember)
    }

    /// Keeps the result of looking `key` up for the next lookup, which is of the same key: a keyed
    /// container's common path hands absent and `null` values to its general one, which looks
    /// the key up again (a missing key would otherwise be searched for twice).
    func remember(_ value: SourceValue?, forKey key: String) {
        remembered = (key, value)
    }

    /// Adds an error to the frame that collects this decoder's errors.
    func append(_ error: MappingError) {
        if let frame {
            frame.owner.append(
                MappingError(wrapping: error, prependingSourcePath: frame.source, destinationPath: frame.destination))
        } else {
            errors.append(error)
        }
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var decoder: ValueDecoder? = self
        while let current = decoder {
            if let key = current.codingKey { path.append(key) }
            decoder = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard source.isObject else {
            throw MappingError(
                code: .invalidSourceType, sourceValue: source.errorValue,
                detail: "expected an object, got \(source.kind)")
        }
        return KeyedDecodingContainer(KeyedReader<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard source.kind == .array else {
            throw MappingError(
                code: .invalidSourceType, sourceValue: source.errorValue,
                detail: "expected an array, got \(source.kind)")
        }
        return UnkeyedReader(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueReader(decoder: self)
    }

    /// Records a failed property or element and returns its placeholder: `nil` for an optional
    /// read, else the type's empty value; throws ``AbortDecoding`` when there is none.
    func record<T: Decodable>(_ error: MappingError, placeholderFor type: T.Type, optional: Bool) throws -> T? {
        append(error)
        if optional { return nil }
        if let empty = EmptyValue.of(T.self) { return empty }
        throw AbortDecoding()
    }

    /// The value's error when its `init(from:)` threw: the recorded errors plus the thrown one, a
    /// `MappingError` (boxed here, so that the caller holds a pointer rather than a whole error).
    @inline(never)
    func failure<T>(_ thrown: any Error, type: T.Type) -> any Error {
        var errors = self.errors
        if !(thrown is AbortDecoding) {
            // Codable errors are converted first: casting one to `MappingError` may succeed through
            // `NSError` bridging and lose the coding path.
            let error =
                thrown is DecodingError
                ? CodableErrors.mappingError(
                    from: thrown, decoding: T.self, json: source.errorValue, depth: codingPath.count)
                : (thrown as? MappingError)
                    ?? CodableErrors.mappingError(from: thrown, decoding: T.self, json: source.errorValue)
            // A value that is itself unusable (not an object, say) is the whole story.
            if errors.isEmpty { return error }
            errors.append(error)
        }
        return MappingError(collecting: errors, isFatal: true, sourceValue: source.errorValue)
    }

    /// Whether any property or element failed.
    var hasErrors: Bool { !errors.isEmpty }

    /// Throws the recorded errors as one fatal error if any is fatal; otherwise passes them on as
    /// one non-fatal error.
    @inline(never)
    func finish(nonFatal: inout [MappingError]) throws {
        guard !errors.isEmpty else { return }
        try ErrorFrame.finish(errors, sourceValue: source.errorValue, nonFatal: &nonFatal)
    }
}
