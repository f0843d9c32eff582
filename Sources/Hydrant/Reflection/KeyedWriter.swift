/// The keyed container of a reflective encoder: writes each property under its output key (or
/// through its custom mapping), recording failures with their paths.
struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    let box: KeyedBox

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        write(value, forKey: key)
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        writeIfPresent(value, forKey: key)
    }

    mutating func encodeNil(forKey key: Key) throws {
        guard case .key(let outputKey) = resolve(key) else { return }
        box.entries.append(.member(outputKey, .json(.null)))
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { write(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { writeIfPresent(value, forKey: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = KeyedBox()
        box.entries.append(.member(outputKey(for: key), .keyed(nested)))
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(encoder: encoder, box: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = UnkeyedBox()
        box.entries.append(.member(outputKey(for: key), .unkeyed(nested)))
        return UnkeyedWriter(encoder: encoder, box: nested)
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: ReflectionKey.superKey)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    // MARK: Writing a property

    private func resolve(_ key: Key) -> PropertyResolution {
        let name = key.stringValue
        if encoder.isDictionary { return .key(name) }
        if encoder.isRoot {
            let configuration = encoder.state.configuration
            if let override = configuration.overrides[name] { return .override(override) }
            if !configuration.selects(name) { return .skipped }
        }
        if let outputKey = encoder.state.outputKey(for: name) { return .key(outputKey) }
        return .skipped
    }

    private func outputKey(for key: some CodingKey) -> String {
        encoder.isDictionary ? key.stringValue : encoder.state.outputKey(for: key.stringValue) ?? key.stringValue
    }

    private func superEncoder(named key: some CodingKey) -> ValueEncoder {
        let outputKey = outputKey(for: key)
        let nested = ValueEncoder(
            state: encoder.state, isRoot: false, isDictionary: false, parent: encoder, codingKey: key,
            frame: (encoder, MappingPath.key(key.stringValue), MappingPath.key(outputKey)))
        box.entries.append(.member(outputKey, .encoder(nested)))
        return nested
    }

    /// Writes a property. Nested models write their properties here, once per level, so the
    /// property rules and the errors are left to helpers to keep the frame small (see
    /// ``ReflectiveEncoding/encodeValue(_:parent:codingKey:isRoot:nonFatal:)``), and it is inlined
    /// even in debug builds (`@_transparent`), which saves a frame per level.
    @_transparent
    private func write<T: Encodable>(_ value: T, forKey key: Key) {
        guard let outputKey = plainOutputKey(for: key) else {
            return writeThroughRules(value, forKey: key)
        }
        var nonFatal: [MappingError] = []
        var failure: (any Error)?
        do {
            box.entries.append(
                .member(
                    outputKey,
                    try encodeReflectively(
                        value, state: encoder.state, parent: encoder, codingKey: { key }, nonFatal: &nonFatal)))
        } catch {
            failure = error
        }
        if failure != nil || !nonFatal.isEmpty {
            record(failure, nonFatal, forKey: key, outputKey: outputKey)
        }
    }

    /// The output key of a property that is written as it is (not skipped, no custom mapping).
    private func plainOutputKey(for key: Key) -> String? {
        if case .key(let outputKey) = resolve(key) { outputKey } else { nil }
    }

    /// Writes a property that is skipped or has a custom mapping.
    @inline(never)
    private func writeThroughRules<T: Encodable>(_ value: T, forKey key: Key) {
        if case .override(let override) = resolve(key) {
            write(value, with: override)
        }
    }

    /// Records the failure and the non-fatal errors of a property written under its output key.
    @inline(never)
    private func record(_ failure: (any Error)?, _ nonFatal: [MappingError], forKey key: Key, outputKey: String) {
        let paths =
            encoder.isDictionary
            ? (source: MappingPath.documentKey(key.stringValue), destination: MappingPath.documentKey(outputKey))
            : (source: MappingPath.key(key.stringValue), destination: MappingPath.key(outputKey))
        if let failure {
            encoder.append(
                MappingError(
                    wrapping: .thrownByReflection(failure), prependingSourcePath: paths.source,
                    destinationPath: paths.destination))
        }
        for error in nonFatal {
            encoder.append(
                MappingError(wrapping: error, prependingSourcePath: paths.source, destinationPath: paths.destination))
        }
    }

    /// Writes an `Optional` property: inlined like ``write(_:forKey:)``.
    @_transparent
    private func writeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
        if let value { return write(value, forKey: key) }
        writeNil(forKey: key)
    }

    /// What `encodeIfPresent` writes for `nil`: nothing, `null`, or a custom mapping's value.
    @inline(never)
    private func writeNil(forKey key: Key) {
        switch resolve(key) {
        case .skipped:
            return
        case .override(let override):
            guard let encodeNil = override.encodeNil else { return }
            var context = MappingContext()
            let result: Result<JSON?, MappingError>
            do {
                result = .success(try encodeNil(&context))
            } catch {
                result = .failure(error)
            }
            finish(result, context: context, override: override)
        case .key(let outputKey):
            if encoder.state.configuration.nilValues == .writeNull {
                box.entries.append(.member(outputKey, .json(.null)))
            }
        }
    }

    private func write<T: Encodable>(_ value: T, with override: PropertyOverride) {
        var context = MappingContext()
        let result: Result<JSON?, MappingError>
        do {
            result = .success(try override.encode(value, &context))
        } catch {
            result = .failure(error)
        }
        finish(result, context: context, override: override)
    }

    /// Writes a custom mapping's result, or records its error, with the property → accessor paths.
    private func finish(_ result: Result<JSON?, MappingError>, context: MappingContext, override: PropertyOverride) {
        let destination = MappingPath.key(override.propertyName)
        for error in context.nonFatalErrors {
            encoder.append(
                MappingError(wrapping: error, prependingSourcePath: destination, destinationPath: override.source.path))
        }
        switch result {
        case .success(var json):
            if json == nil, encoder.state.configuration.nilValues == .writeNull {
                json = FieldEncoding<Void, Void>.null(for: override.source)
            }
            box.entries.append(.write(KeyedBox.Write(override.source, json, destination: destination)))
        case .failure(let error):
            encoder.append(
                MappingError(wrapping: error, prependingSourcePath: destination, destinationPath: override.source.path))
        }
    }
}

/// ``ReflectiveEncoding/encodeValue(_:parent:codingKey:isRoot:nonFatal:)``, which the containers'
/// writes inline.
///
/// Nested models encode through here once per level, so, like `decodeReflectively`, it leaves all
/// but the recursive call to helpers, throws untyped, and is inlined into the writes even in debug
/// builds (`@_transparent`; in this file, because debug builds inline only within a file, and the
/// keyed writes are the most common), which saves a frame per level.
///
/// `codingKey` is asked for only when the value gets an encoder of its own (a model, an array):
/// passed as an `(any CodingKey)?`, the key was boxed and destroyed for every plain property and
/// element too, through the run time's generic value witnesses (5 % of a reflective encode).
///
/// - Throws: Only `MappingError`s.
@_transparent
func encodeReflectively<T: Encodable>(
    _ value: T, state: ReflectiveEncoding, parent: ValueEncoder?, codingKey: () -> (any CodingKey)?,
    isRoot: Bool = false, nonFatal: inout [MappingError]
) throws -> EncodingSlot {
    if let json = try state.encodeDirectly(value, isRoot: isRoot, nonFatal: &nonFatal) {
        return .json(json)
    }
    let encoder = ValueEncoder(
        state: state, isRoot: isRoot, isDictionary: state.kind(of: T.self) == .dictionary, parent: parent,
        codingKey: codingKey(), containerSizeHint: state.containerSizeHint(for: T.self))
    do {
        try value.encode(to: encoder)
    } catch {
        throw encoder.failure(error, type: T.self)
    }
    state.remember(containerSize: encoder.storage?.containerSize ?? 0, of: T.self)
    return try encoder.finish(nonFatal: &nonFatal)
}

/// Where a keyed writer's property goes. Outside the generic writer, so that naming it costs no
/// metadata lookup (the writer runs unspecialised: models call it through Codable's box).
private enum PropertyResolution {
    case skipped
    case override(PropertyOverride)
    case key(String)
}
