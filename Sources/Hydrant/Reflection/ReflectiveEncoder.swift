/// The state shared by the encoders of one reflective mapping's reverse.
final class ReflectiveEncoding {
    let configuration: ReflectionConfiguration
    private let keys: KeyTransformCache
    /// What the first 16 types met that are not otherwise built in are (see ``ValueKind``): the
    /// casts that tell cost a conformance lookup each, about 240 instructions, and every nested
    /// model and array asks them. Looked up by comparing pointers: hashing an `ObjectIdentifier`
    /// cost more than the rest of a lookup. One encoding, one thread: no run-time exclusivity
    /// check.
    @exclusivity(unchecked) private var firstKinds: [(type: ObjectIdentifier, kind: ValueKind)] = []
    /// What the types met after the first 16 are.
    @exclusivity(unchecked) private var kinds: [ObjectIdentifier: ValueKind] = [:]
    /// The type asked about last and what it is: the elements of an array ask in a row.
    @exclusivity(unchecked) private var last: (type: ObjectIdentifier, kind: ValueKind)?

    /// What a type that is not otherwise built in is, for writing its values.
    enum ValueKind {
        /// A `BinaryInteger`: written as a number.
        case integer
        /// A `Dictionary`: its keys are data, not property names.
        case dictionary
        /// Anything else: written through its `encode(to:)`.
        case other
    }

    init(configuration: ReflectionConfiguration) {
        self.configuration = configuration
        keys = KeyTransformCache(configuration: configuration)
    }

    /// Encodes a whole model, as the tree of containers its `encode(to:)` filled (write it with
    /// ``EncodingSlot/write(to:)``). Fatal errors are thrown; non-fatal ones are recorded in `context`.
    static func encodeRoot<T: Encodable>(
        _ value: T, configuration: ReflectionConfiguration, context: inout MappingContext
    ) throws(MappingError) -> EncodingSlot {
        let state = ReflectiveEncoding(configuration: configuration)
        var nonFatal: [MappingError] = []
        let slot: EncodingSlot
        do {
            slot = try state.encodeValue(value, parent: nil, codingKey: nil, isRoot: true, nonFatal: &nonFatal)
        } catch {
            throw MappingError.thrownByReflection(error)
        }
        for error in nonFatal { context.recordNonFatal(error) }
        return slot
    }

    /// The output key of a property, through the key transformer (cached per mapping).
    func outputKey(for name: String) -> String? {
        keys.key(for: name)
    }

    /// Encodes one value: through a type mapping, as a built-in type, or through the type's own
    /// `encode(to:)`.
    ///
    /// - Throws: Only `MappingError`s.
    func encodeValue<T: Encodable>(
        _ value: T, parent: ValueEncoder?, codingKey: (any CodingKey)?, isRoot: Bool = false,
        nonFatal: inout [MappingError]
    ) throws -> EncodingSlot {
        try encodeReflectively(
            value, state: self, parent: parent, codingKey: codingKey, isRoot: isRoot, nonFatal: &nonFatal)
    }

    /// The JSON of a value of a type with a type mapping or of a built-in type; `nil` for other types.
    @inline(__always)
    func encodeDirectly<T: Encodable>(_ value: T, isRoot: Bool, nonFatal: inout [MappingError]) throws -> JSON? {
        if !isRoot, !configuration.typeMappings.isEmpty,
            let mapping = configuration.typeMappings[ObjectIdentifier(T.self)]
        {
            return try Self.encode(value, with: mapping, nonFatal: &nonFatal)
        }
        return try BuiltInConversions.encode(value, conversions: configuration.conversions) { kind(of: $0) == .integer }
    }

    /// What `type` is, worked out once per type and encoding.
    func kind(of type: Any.Type) -> ValueKind {
        let key = ObjectIdentifier(type)
        if let last, last.type == key { return last.kind }
        let kind = lookUpKind(of: type, key: key)
        last = (key, kind)
        return kind
    }

    /// What `type` is: found among the types met, or worked out and remembered.
    private func lookUpKind(of type: Any.Type, key: ObjectIdentifier) -> ValueKind {
        for entry in firstKinds where entry.type == key { return entry.kind }
        if firstKinds.count == 16, let known = kinds[key] { return known }
        let kind: ValueKind =
            if type is any BinaryInteger.Type {
                .integer
            } else if type is any DictionaryMarker.Type {
                .dictionary
            } else {
                .other
            }
        if firstKinds.count < 16 {
            firstKinds.append((key, kind))
        } else {
            kinds[key] = kind
        }
        return kind
    }

    /// The JSON of a value through the type mapping for its type (a cold path, kept out of the
    /// callers' frames).
    @inline(never)
    private static func encode<T: Encodable>(
        _ value: T, with mapping: TypeMapping, nonFatal: inout [MappingError]
    ) throws -> JSON {
        var context = MappingContext()
        let json = try mapping.encode(value, &context)
        nonFatal += context.takeErrors()
        return json
    }
}

/// Dictionaries, whose keys are data rather than property names: the key transformer and the
/// property rules do not apply to them.
protocol DictionaryMarker {}
extension Dictionary: DictionaryMarker {}

/// An `Encoder` that fills an ``EncodingSlot``. It records the errors of the value's properties or
/// elements (its frame), so that every property is attempted.
final class ValueEncoder: Encoder {
    let state: ReflectiveEncoding
    let isRoot: Bool
    let isDictionary: Bool
    let parent: ValueEncoder?
    let codingKey: (any CodingKey)?
    let frame: (owner: ValueEncoder, source: MappingPath, destination: MappingPath)?
    @exclusivity(unchecked) var storage: EncodingSlot?
    @exclusivity(unchecked) var errors: [MappingError] = []

    init(
        state: ReflectiveEncoding, isRoot: Bool, isDictionary: Bool, parent: ValueEncoder?, codingKey: (any CodingKey)?,
        frame: (owner: ValueEncoder, source: MappingPath, destination: MappingPath)? = nil
    ) {
        self.state = state
        self.isRoot = isRoot
        self.isDictionary = isDictionary
        self.parent = parent
        self.codingKey = codingKey
        self.frame = frame
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var encoder: ValueEncoder? = self
        while let current = encoder {
            if let key = current.codingKey { path.append(key) }
            encoder = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed(let box) = storage { return KeyedEncodingContainer(KeyedWriter<Key>(encoder: self, box: box)) }
        let box = KeyedBox()
        storage = .keyed(box)
        return KeyedEncodingContainer(KeyedWriter<Key>(encoder: self, box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .unkeyed(let box) = storage { return UnkeyedWriter(encoder: self, box: box) }
        let box = UnkeyedBox()
        storage = .unkeyed(box)
        return UnkeyedWriter(encoder: self, box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueWriter(encoder: self)
    }

    /// The JSON written; an empty object when nothing was. The errors of custom mappings' writes
    /// are recorded in this encoder's frame.
    func materialize() -> JSON {
        storage?.materialize(errors: self) ?? .object(JSONObject())
    }

    /// Adds an error to the frame that collects this encoder's errors.
    func append(_ error: MappingError) {
        if let frame {
            frame.owner.append(
                MappingError(wrapping: error, prependingSourcePath: frame.source, destinationPath: frame.destination))
        } else {
            errors.append(error)
        }
    }

    /// The value's error when its `encode(to:)` threw, a `MappingError` (boxed here, so that the
    /// caller holds a pointer rather than a whole error).
    @inline(never)
    func failure<T>(_ thrown: any Error, type: T.Type) -> any Error {
        var errors = self.errors
        if !(thrown is AbortDecoding) {
            let error = CodableErrors.mappingError(from: thrown, encoding: T.self, value: String(reflecting: T.self))
            if errors.isEmpty { return error }
            errors.append(error)
        }
        return MappingError(collecting: errors, isFatal: true)
    }

    /// What was written. Throws the recorded errors as one fatal error if any is fatal;
    /// otherwise passes them on as one non-fatal error.
    ///
    /// The containers are handed up as they are, to be written with the whole model, except
    /// those of a model with custom mappings (``ReflectionConfiguration/overrides``, which apply to
    /// the root model): they are materialized here, so that their writes' errors are among the
    /// errors thrown.
    @inline(never)
    func finish(nonFatal: inout [MappingError]) throws -> EncodingSlot {
        let slot: EncodingSlot =
            if isRoot, !state.configuration.overrides.isEmpty {
                .json(materialize())
            } else {
                storage ?? .json(.object(JSONObject()))
            }
        try ErrorFrame.finish(errors, sourceValue: nil, nonFatal: &nonFatal)
        return slot
    }
}
