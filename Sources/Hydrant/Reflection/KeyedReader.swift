/// The keyed container of a reflective decoder: resolves each property (excluded, custom mapping,
/// or a source key through the key transformer), reads it, and records its failure with its paths.
struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        decoder.isDictionary = true
        return decoder.source.memberKeys.compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool {
        guard let sourceKey = sourceKey(for: key) else { return false }
        return decoder.lookup(sourceKey) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let sourceKey = sourceKey(for: key) else { return true }
        return decoder.lookup(sourceKey)?.isNull ?? true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // A present value without property rules is read without making a `T?`: this overload
        // runs unspecialised (models' `init(from:)` call it through Codable's box), and each use
        // of `Optional<T>` there costs a runtime metadata lookup per property.
        if !appliesRules, let sourceKey = sourceKey(for: key), let json = decoder.lookup(sourceKey), !json.isNull {
            return try readPresent(T.self, from: json, forKey: key, sourceKey: sourceKey)
        }
        return try readRequired(type, forKey: key)
    }

    /// A required property that is absent, `null` or under property rules (out of line: its `T?`
    /// would cost the common case a metadata lookup).
    @inline(never)
    private func readRequired<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try required(read(type, forKey: key, ifPresent: false))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try read(type, forKey: key, ifPresent: true)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try required(read(type, forKey: key, ifPresent: false))
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try read(type, forKey: key, ifPresent: true)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try read(type, forKey: key, ifPresent: true)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(forKey: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(forKey: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try child(forKey: ReflectionKey.superKey)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try child(forKey: key)
    }

    // MARK: Reading a property

    /// Whether the top-level property rules apply: to the mapped model's own properties only.
    private var appliesRules: Bool {
        decoder.isRoot && !decoder.isDictionary
    }

    private func sourceKey(for key: some CodingKey) -> String? {
        decoder.isDictionary ? key.stringValue : decoder.state.sourceKey(for: key.stringValue)
    }

    /// Reads one property. `ifPresent` is an `Optional` property (`decodeIfPresent`): missing and
    /// `null` are `nil`.
    ///
    /// Inlined into each `decode`/`decodeIfPresent` overload: in the ones for `String`, `Int`,
    /// `Bool`… the property's type is then known, so `T?` needs no runtime metadata lookup and the
    /// conversion is specialised (the container is generic over its key type, which the compiler
    /// does not specialise, so without inlining every property paid both: 17 % of the
    /// instructions of decoding twitter.json).
    ///
    /// Nested models read their properties here, once per level: this is the common case only (a
    /// present value, no property rules), whose frame stays small; the mapped model's own
    /// properties, absent and `null` values, and failures are left to helpers (see
    /// ``ReflectiveDecoding/decodeValue(_:from:parent:codingKey:isRoot:nonFatal:)``). It is inlined
    /// even in debug builds (`@_transparent`), which saves a frame per level.
    @_transparent
    private func read<T: Decodable>(_ type: T.Type, forKey key: Key, ifPresent: Bool) throws -> T? {
        guard !appliesRules, let sourceKey = sourceKey(for: key) else {
            return try readProperty(T.self, forKey: key, ifPresent: ifPresent)
        }
        let found = decoder.lookup(sourceKey)
        guard let json = found, !json.isNull else {
            decoder.remember(found, forKey: sourceKey)
            return try readProperty(T.self, forKey: key, ifPresent: ifPresent)
        }
        guard ifPresent else { return try readPresent(T.self, from: json, forKey: key, sourceKey: sourceKey) }
        var nonFatal: [MappingError] = []
        let value: T
        do {
            value = try decodeReflectively(
                T.self, from: json, state: decoder.state, parent: decoder, codingKey: { key }, nonFatal: &nonFatal)
        } catch {
            return try recordFailure(
                error, forKey: key, sourceKey: sourceKey, placeholderFor: T.self, ifPresent: ifPresent)
        }
        if !nonFatal.isEmpty {
            append(nonFatal, forKey: key, sourceKey: sourceKey)
        }
        return value
    }

    /// Reads a required property's present, non-`null` value when no property rule applies.
    @_transparent
    private func readPresent<T: Decodable>(
        _ type: T.Type, from json: SourceValue, forKey key: Key, sourceKey: String
    ) throws -> T {
        var nonFatal: [MappingError] = []
        let value: T
        do {
            value = try decodeReflectively(
                T.self, from: json, state: decoder.state, parent: decoder, codingKey: { key }, nonFatal: &nonFatal)
        } catch {
            return try recordRequiredFailure(error, forKey: key, sourceKey: sourceKey, placeholderFor: T.self)
        }
        if !nonFatal.isEmpty {
            append(nonFatal, forKey: key, sourceKey: sourceKey)
        }
        return value
    }

    /// The paths of a property of a value that no property rule applies to.
    private func paths(forKey key: Key, sourceKey: String) -> PropertyPaths {
        // A dictionary's keys are data, printed as `<key>` unless the caller reveals values.
        decoder.isDictionary
            ? PropertyPaths.paths(source: .documentKey(sourceKey), destination: .documentKey(key.stringValue))
            : PropertyPaths.keys(source: sourceKey, destination: key.stringValue)
    }

    /// Records the failure of a property that no property rule applies to; returns its placeholder.
    @inline(never)
    private func recordFailure<T: Decodable>(
        _ error: any Error, forKey key: Key, sourceKey: String, placeholderFor type: T.Type, ifPresent: Bool
    ) throws -> T? {
        try fail(
            .thrownByReflection(error), paths: paths(forKey: key, sourceKey: sourceKey), isOptional: false,
            placeholderFor: T.self, ifPresent: ifPresent)
    }

    /// Records the failure of a required property that no property rule applies to; returns its
    /// placeholder (out of line, as ``readRequired(_:forKey:)``).
    @inline(never)
    private func recordRequiredFailure<T: Decodable>(
        _ error: any Error, forKey key: Key, sourceKey: String, placeholderFor type: T.Type
    ) throws -> T {
        try required(recordFailure(error, forKey: key, sourceKey: sourceKey, placeholderFor: T.self, ifPresent: false))
    }

    /// Records the non-fatal errors of a property that no property rule applies to.
    @inline(never)
    private func append(_ nonFatal: [MappingError], forKey key: Key, sourceKey: String) {
        let paths = paths(forKey: key, sourceKey: sourceKey)
        for error in nonFatal {
            decoder.append(
                MappingError(wrapping: error, prependingSourcePath: paths.source, destinationPath: paths.destination))
        }
    }

    /// Reads any property: through the property rules, a custom mapping, the key transformer;
    /// absent and `null` values; failures and validations.
    @inline(never)
    private func readProperty<T: Decodable>(_ type: T.Type, forKey key: Key, ifPresent: Bool) throws -> T? {
        let name = key.stringValue
        // Read in place, not copied out: copying the configuration retains each of its members.
        let state = decoder.state
        let rules = appliesRules
        if rules {
            // A custom field maps its property even when `only`/`except` leave it out of the
            // generated mapping, as the original merged custom mappings over the generated ones.
            if let override = state.configuration.overrides[name] {
                return try read(T.self, with: override, ifPresent: ifPresent)
            }
            if !state.configuration.selects(name) { return try excluded(T.self, name: name, ifPresent: ifPresent) }
        }
        guard let sourceKey = sourceKey(for: key) else { return try excluded(T.self, name: name, ifPresent: ifPresent) }
        let isOptional = rules && state.configuration.isOptional(name)
        // A dictionary's keys are data, printed as `<key>` unless the caller reveals values.
        let paths =
            decoder.isDictionary
            ? PropertyPaths.paths(source: .documentKey(sourceKey), destination: .documentKey(name))
            : PropertyPaths.keys(source: sourceKey, destination: name)
        let json = decoder.lookup(sourceKey)
        guard let json, !json.isNull else {
            // An `Optional` property accepts a missing value and `null` as `nil` with no error,
            // unless it is listed as required; one listed as optional (by `optional`, `required`
            // or `withNoRequiredFields`) gets `nil` with a non-fatal error, as every optional
            // property of the original did.
            if ifPresent, !isOptional, !(rules && state.configuration.isExplicitlyRequired(name)) {
                // Without validations there is nothing to check (and `validated`'s `T?` would cost
                // a metadata lookup per absent property).
                guard rules, state.configuration.hasValidations else { return nil }
                return try validatedAbsent(T.self, name: name, paths: paths, isOptional: isOptional)
            }
            var error: MappingError
            if json == nil {
                // The suggestion is worked out only if the detail is read.
                error = MappingError(code: .missingValue).suggestingKey(
                    for: Accessors.key(sourceKey), in: decoder.source.errorValue)
            } else {
                error = MappingError(code: .nullValue, sourceValue: JSON.null)
            }
            return try fail(error, paths: paths, isOptional: isOptional, placeholderFor: T.self, ifPresent: ifPresent)
        }
        // No `Result<T, …>` and no `T?` value here: this code runs unspecialised, and each generic
        // type it names costs a runtime metadata lookup per property, made when the function is
        // entered (for its stack), so absent and `null` properties paid it too.
        var nonFatal: [MappingError] = []
        let value: T
        do {
            value = try decoder.state.decodeValue(
                T.self, from: json, parent: decoder, codingKey: key, nonFatal: &nonFatal)
        } catch {
            append(nonFatal, paths: paths)
            return try fail(
                .thrownByReflection(error), paths: paths, isOptional: isOptional, placeholderFor: T.self,
                ifPresent: ifPresent)
        }
        append(nonFatal, paths: paths)
        guard state.configuration.hasValidations, appliesRules else { return value }
        return try validatedPresent(value, name: name, paths: paths, isOptional: isOptional, ifPresent: ifPresent)
    }

    /// Records a property's non-fatal errors with its paths.
    private func append(_ nonFatal: [MappingError], paths: PropertyPaths) {
        for error in nonFatal {
            decoder.append(
                MappingError(wrapping: error, prependingSourcePath: paths.source, destinationPath: paths.destination))
        }
    }

    /// An absent or `null` `Optional` property after its validations (out of line, as
    /// ``validatedPresent(_:name:paths:isOptional:ifPresent:)``).
    @inline(never)
    private func validatedAbsent<T: Decodable>(
        _ type: T.Type, name: String, paths: PropertyPaths, isOptional: Bool
    ) throws -> T? {
        try validated(nil as T?, name: name, paths: paths, isOptional: isOptional, ifPresent: true)
    }

    /// A present property after its validations. Out of line: its `T?` argument is a stack slot
    /// whose size is read from `Optional<T>`'s metadata, and the slots of a function are made
    /// when it is entered, so every property read by ``readProperty(_:forKey:ifPresent:)``,
    /// validated or not, paid the lookup.
    @inline(never)
    private func validatedPresent<T: Decodable>(
        _ value: T, name: String, paths: PropertyPaths, isOptional: Bool, ifPresent: Bool
    ) throws -> T? {
        try validated(value, name: name, paths: paths, isOptional: isOptional, ifPresent: ifPresent)
    }

    private func fail<T: Decodable>(
        _ error: MappingError, paths: PropertyPaths, isOptional: Bool,
        placeholderFor type: T.Type, ifPresent: Bool
    ) throws -> T? {
        let wrapped = MappingError(
            wrapping: error, prependingSourcePath: paths.source, destinationPath: paths.destination,
            isFatal: isOptional ? false : nil)
        return try decoder.record(wrapped, placeholderFor: T.self, optional: ifPresent)
    }

    /// The value of a property after its validations (`validating(_:_:options:)`); broken rules
    /// are recorded like any other failure of the property.
    private func validated<T: Decodable>(
        _ value: T?, name: String, paths: PropertyPaths, isOptional: Bool, ifPresent: Bool
    ) throws -> T? {
        guard appliesRules, let validation = decoder.state.configuration.validations[name] else { return value }
        do throws(MappingError) {
            try validation.check(value)
            return value
        } catch {
            let wrapped = MappingError(
                wrapping: error, prependingSourcePath: paths.source, destinationPath: paths.destination,
                isFatal: isOptional ? false : nil)
            decoder.append(wrapped)
            // An optional property falls back as for any other failure; a required one fails.
            guard isOptional else { return value }
            return ifPresent ? nil : EmptyValue.of(T.self) ?? value
        }
    }

    /// A property that is not mapped: `nil`, or its type's empty value.
    private func excluded<T: Decodable>(_ type: T.Type, name: String, ifPresent: Bool) throws -> T? {
        if ifPresent { return nil }
        if let empty = EmptyValue.of(T.self) { return empty }
        let error = MappingError(
            code: .invalidResultingType, destinationPath: .key(name),
            detail:
                "the property is not mapped and \(T.self) has no empty value; make it Optional or give it a custom mapping"
        )
        return try decoder.record(error, placeholderFor: T.self, optional: false)
    }

    /// Reads a property through its custom mapping.
    private func read<T: Decodable>(_ type: T.Type, with override: PropertyOverride, ifPresent: Bool) throws -> T? {
        let destination = MappingPath.key(override.propertyName)
        let json: JSON?
        do {
            json = try decoder.source.read(override.source)
        } catch {
            // The accessor's error names the accessor already.
            let wrapped = MappingError(wrapping: error, prependingSourcePath: nil, destinationPath: destination)
            return try decoder.record(wrapped, placeholderFor: T.self, optional: ifPresent)
        }
        var context = MappingContext()
        let result: Result<Any, MappingError>
        do {
            result = .success(try override.decode(json, &context))
        } catch {
            result = .failure(error.suggestingKey(for: override.source, in: decoder.source.errorValue))
        }
        for error in context.nonFatalErrors {
            decoder.append(
                MappingError(wrapping: error, prependingSourcePath: override.source.path, destinationPath: destination))
        }
        let error: MappingError
        switch result {
        case .success(let value):
            let paths = PropertyPaths.paths(source: override.source.path, destination: destination)
            if let value = value as? T {
                return try validated(
                    value, name: override.propertyName, paths: paths, isOptional: false, ifPresent: ifPresent)
            }
            if ifPresent, let optional = value as? any OptionalProtocol, optional.wrappedAny == nil {
                return try validated(
                    nil as T?, name: override.propertyName, paths: paths, isOptional: false, ifPresent: true)
            }
            error = MappingError(
                code: .invalidResultingType,
                detail: "the custom mapping produces \(Swift.type(of: value)), but the property is \(T.self)")
        case .failure(let failure):
            error = failure
        }
        let wrapped = MappingError(
            wrapping: error, prependingSourcePath: override.source.path, destinationPath: destination)
        return try decoder.record(wrapped, placeholderFor: T.self, optional: ifPresent)
    }

    /// A decoder for the value at `key`, sharing this decoder's error frame.
    private func child(forKey key: some CodingKey) throws -> ValueDecoder {
        let sourceKey = sourceKey(for: key) ?? key.stringValue
        guard let json = decoder.lookup(sourceKey) else {
            throw MappingError(code: .missingValue, sourcePath: .key(sourceKey), destinationPath: .key(key.stringValue))
        }
        return ValueDecoder(
            source: json, state: decoder.state, isRoot: false, parent: decoder, codingKey: key,
            frame: (decoder, MappingPath.key(sourceKey), MappingPath.key(key.stringValue)))
    }
}

/// The paths of one property for its errors, built only when an error needs them (building them
/// for every property read would allocate twice per property).
enum PropertyPaths {
    case keys(source: String, destination: String)
    case paths(source: MappingPath, destination: MappingPath)

    var source: MappingPath {
        switch self {
        case .keys(let source, _): .key(source)
        case .paths(let source, _): source
        }
    }

    var destination: MappingPath {
        switch self {
        case .keys(_, let destination): .key(destination)
        case .paths(_, let destination): destination
        }
    }
}

/// The value of a non-`Optional` read, which is never `nil`: a failed read either returns a
/// placeholder or throws.
@inline(__always)
func required<T>(_ value: T?) throws -> T {
    guard let value else { throw AbortDecoding() }
    return value
}

/// Coding keys made by the reflective decoder and encoder: array indexes and `super`.
struct ReflectionKey: CodingKey {
    private let name: String?
    let intValue: Int?

    init(stringValue: String) {
        name = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        name = nil
        self.intValue = intValue
    }

    /// The key, or the index as text (made only when asked: indexes are made for every element).
    var stringValue: String {
        name ?? intValue.map { String($0) } ?? ""
    }

    static let superKey = ReflectionKey(stringValue: "super")
}

/// ``ReflectiveDecoding/decodeValue(_:from:parent:codingKey:isRoot:nonFatal:)``, which the
/// containers' reads inline.
///
/// Nested models decode through here once per level, so the reads that call it keep small stack
/// frames (a document at the depth ceiling must decode on a 1 MiB stack in a debug build, where
/// every local and every temporary has its own slot): all but the recursive call is left to
/// helpers; it throws untyped, so that each call on the way holds a pointer for its error rather
/// than a whole ``MappingError``; and it is inlined into the reads even in debug builds
/// (`@_transparent`, which methods of classes cannot be; in this file, because debug builds inline
/// only within a file, and the keyed reads are the most common), which saves a frame per level.
///
/// `codingKey` is asked for only when the value is decoded through its `init(from:)`: passed as an
/// `(any CodingKey)?`, the key was boxed and destroyed for every plain property and element too,
/// through the run time's generic value witnesses (about 40 instructions each).
///
/// - Throws: Only `MappingError`s.
@_transparent
func decodeReflectively<T: Decodable>(
    _ type: T.Type, from source: SourceValue, state: ReflectiveDecoding, parent: ValueDecoder?,
    codingKey: () -> (any CodingKey)?,
    isRoot: Bool = false, nonFatal: inout [MappingError]
) throws -> T {
    // Asked first, and out of line, so that other types never make the `T?` of
    // `decodeDirectly` (a runtime metadata lookup in the unspecialised generic paths).
    if state.mayDecodeDirectly(T.self, isRoot: isRoot) {
        return try decodeDirectlyOrThroughInit(
            T.self, from: source, state: state, parent: parent, codingKey: codingKey, isRoot: isRoot,
            nonFatal: &nonFatal)
    }
    return try decodeThroughInit(
        T.self, from: source, state: state, parent: parent, codingKey: codingKey, isRoot: isRoot, nonFatal: &nonFatal)
}

/// A value that may have a type mapping or be of a built-in or plain array type: decoded
/// directly when it does, through its `init(from:)` otherwise.
@inline(never)
func decodeDirectlyOrThroughInit<T: Decodable>(
    _ type: T.Type, from source: SourceValue, state: ReflectiveDecoding, parent: ValueDecoder?,
    codingKey: () -> (any CodingKey)?, isRoot: Bool, nonFatal: inout [MappingError]
) throws -> T {
    if let value = try state.decodeDirectly(T.self, from: source, isRoot: isRoot, nonFatal: &nonFatal) {
        return value
    }
    return try decodeThroughInit(
        T.self, from: source, state: state, parent: parent, codingKey: codingKey, isRoot: isRoot, nonFatal: &nonFatal)
}

/// A value decoded through its type's `init(from:)` with a ``ValueDecoder`` over `source`.
@_transparent
func decodeThroughInit<T: Decodable>(
    _ type: T.Type, from source: SourceValue, state: ReflectiveDecoding, parent: ValueDecoder?,
    codingKey: () -> (any CodingKey)?, isRoot: Bool, nonFatal: inout [MappingError]
) throws -> T {
    let decoder = ValueDecoder(source: source, state: state, isRoot: isRoot, parent: parent, codingKey: codingKey())
    let value: T
    do {
        value = try T(from: decoder)
    } catch {
        throw decoder.failure(error, type: T.self)
    }
    if decoder.hasErrors {
        try decoder.finish(nonFatal: &nonFatal)
    }
    return value
}
