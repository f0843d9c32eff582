/// The state shared by the encoders of one reflective mapping's reverse.
final class ReflectiveEncoding {
    let configuration: ReflectionConfiguration
    private let keys: KeyTransformCache
    /// What the types met are (see ``ValueKind``), in a direct-mapped table of
    /// ``kindTableSize`` entries indexed by bits of the type's address: every nested model and
    /// array asks, and working it out costs comparisons with six Foundation types and casts that
    /// look up conformances, about 240 instructions each. Hashing an `ObjectIdentifier` cost more
    /// than the rest of a lookup, and the list searched before, with the type asked last in front,
    /// missed whenever an array's elements alternate with their own arrays.
    ///
    /// An entry also keeps how many members or elements the last value of its type wrote, so that
    /// the next one's container makes room for them at once (see ``containerSizeHint(for:)``).
    private let kindTable: PinnedBuffer<KindEntry>
    /// The types whose entry in ``kindTable`` another type took. One encoding, one thread: no
    /// run-time exclusivity check.
    @safe @exclusivity(unchecked) private var kinds: [ObjectIdentifier: ValueKind] = [:]
    /// The entries in ``kindTable``: a power of two.
    private static let kindTableSize = 32

    /// What a type is, and how large the last container of one of its values was.
    private struct KindEntry {
        /// The type's address; 0 in an empty entry.
        var type: UInt
        var kind: ValueKind
        var containerSize: Int
    }

    /// What a type that is none of the six most common (`String`, `Int`, `Double`, `Bool`,
    /// `Int64`, ``/HydrantJSON/JSON``) is, for writing its values.
    enum ValueKind {
        /// `Date`, `URL`, `UUID`, `Decimal`, `Data` or `Float`: written by ``BuiltInConversions``.
        case foundation
        /// Another `BinaryInteger`: written as a number.
        case integer
        /// A `Dictionary`: its keys are data, not property names.
        case dictionary
        /// Anything else: written through its `encode(to:)`.
        case other

        /// What `type` is (the costly part).
        init(of type: Any.Type) {
            self =
                if BuiltInConversions.isFoundationValue(type) {
                    .foundation
                } else if type is any BinaryInteger.Type {
                    .integer
                } else if type is any DictionaryMarker.Type {
                    .dictionary
                } else {
                    .other
                }
        }
    }

    init(configuration: ReflectionConfiguration) {
        self.configuration = configuration
        keys = KeyTransformCache(configuration: configuration)
        // No type lives at address 0.
        kindTable = PinnedBuffer(
            count: Self.kindTableSize, repeating: KindEntry(type: 0, kind: .other, containerSize: 0))
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
            value, state: self, parent: parent, codingKey: { codingKey }, isRoot: isRoot, nonFatal: &nonFatal)
    }

    /// The JSON of a value of a type with a type mapping or of a built-in type; `nil` for other types.
    @inline(__always)
    func encodeDirectly<T: Encodable>(_ value: T, isRoot: Bool, nonFatal: inout [MappingError]) throws -> JSON? {
        if !isRoot, !configuration.typeMappings.isEmpty,
            let mapping = configuration.typeMappings[ObjectIdentifier(T.self)]
        {
            return try Self.encode(value, with: mapping, nonFatal: &nonFatal)
        }
        return try BuiltInConversions.encode(value, conversions: configuration.conversions) { kind(of: $0) }
    }

    /// What `type` is, worked out once per type and encoding.
    @inline(__always)
    func kind(of type: Any.Type) -> ValueKind {
        let (address, index) = Self.entry(of: type)
        if kindTable[index].type == address { return kindTable[index].kind }
        return lookUpKind(of: type, address: address, index: index)
    }

    /// How many members or elements the last value of `type` wrote into its container (0 when
    /// unknown): a model writes the same properties every time, and the arrays of one property
    /// are often of one size (coordinates). At most 16, so that one long array does not make
    /// every later one large.
    @inline(__always)
    func containerSizeHint(for type: Any.Type) -> Int {
        let (address, index) = Self.entry(of: type)
        return kindTable[index].type == address ? kindTable[index].containerSize : 0
    }

    /// Remembers how many members or elements a value of `type` wrote, for
    /// ``containerSizeHint(for:)``.
    @inline(__always)
    func remember(containerSize: Int, of type: Any.Type) {
        let (address, index) = Self.entry(of: type)
        if kindTable[index].type == address { kindTable[index].containerSize = min(containerSize, 16) }
    }

    /// The address of `type` and the index of its entry in ``kindTable``.
    @inline(__always)
    private static func entry(of type: Any.Type) -> (address: UInt, index: Int) {
        let address = UInt(bitPattern: ObjectIdentifier(type))
        // Metadata is aligned to 8 bytes at least; higher bits are mixed in, since the types of one
        // model sit close together.
        return (address, Int(truncatingIfNeeded: (address >> 3) ^ (address >> 9)) & (kindTableSize - 1))
    }

    /// What `type` is, when its entry in the table is another type's or empty: found among the
    /// types met, or worked out and remembered.
    @inline(never)
    private func lookUpKind(of type: Any.Type, address: UInt, index: Int) -> ValueKind {
        let key = ObjectIdentifier(type)
        let kind: ValueKind
        if let known = kinds[key] {
            kind = known
        } else {
            kind = ValueKind(of: type)
            kinds[key] = kind
        }
        kindTable[index] = KindEntry(type: address, kind: kind, containerSize: 0)
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
    /// The members or elements its container makes room for at once (see
    /// ``ReflectiveEncoding/containerSizeHint(for:)``).
    let containerSizeHint: Int
    @safe @exclusivity(unchecked) var storage: EncodingSlot?
    @safe @exclusivity(unchecked) var errors: [MappingError] = []

    init(
        state: ReflectiveEncoding, isRoot: Bool, isDictionary: Bool, parent: ValueEncoder?, codingKey: (any CodingKey)?,
        frame: (owner: ValueEncoder, source: MappingPath, destination: MappingPath)? = nil, containerSizeHint: Int = 0
    ) {
        self.state = state
        self.isRoot = isRoot
        self.isDictionary = isDictionary
        self.parent = parent
        self.codingKey = codingKey
        self.frame = frame
        self.containerSizeHint = containerSizeHint
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
        let box = KeyedBox(reservingCapacity: containerSizeHint)
        storage = .keyed(box)
        return KeyedEncodingContainer(KeyedWriter<Key>(encoder: self, box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .unkeyed(let box) = storage { return UnkeyedWriter(encoder: self, box: box) }
        let box = UnkeyedBox(reservingCapacity: containerSizeHint)
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
