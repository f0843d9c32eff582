/// The unkeyed container of a reflective encoder: appends array elements, recording each failure
/// with its index.
struct UnkeyedWriter: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    let box: UnkeyedBox

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { box.slots.count }

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(value)
    }

    mutating func encodeNil() throws {
        box.append(.json(.null))
    }

    mutating func encode(_ value: Bool) throws { append(value) }
    mutating func encode(_ value: String) throws { append(value) }
    mutating func encode(_ value: Double) throws { append(value) }
    mutating func encode(_ value: Float) throws { append(value) }
    mutating func encode(_ value: Int) throws { append(value) }
    mutating func encode(_ value: Int8) throws { append(value) }
    mutating func encode(_ value: Int16) throws { append(value) }
    mutating func encode(_ value: Int32) throws { append(value) }
    mutating func encode(_ value: Int64) throws { append(value) }
    mutating func encode(_ value: UInt) throws { append(value) }
    mutating func encode(_ value: UInt8) throws { append(value) }
    mutating func encode(_ value: UInt16) throws { append(value) }
    mutating func encode(_ value: UInt32) throws { append(value) }
    mutating func encode(_ value: UInt64) throws { append(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = KeyedBox()
        box.append(.keyed(nested))
        return KeyedEncodingContainer(KeyedWriter<NestedKey>(encoder: encoder, box: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = UnkeyedBox()
        box.append(.unkeyed(nested))
        return UnkeyedWriter(encoder: encoder, box: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let index = box.slots.count
        let path = MappingPath.index(index)
        let nested = ValueEncoder(
            state: encoder.state, isRoot: false, isDictionary: false, parent: encoder,
            codingKey: ReflectionKey(intValue: index), frame: (encoder, path, path))
        box.append(.encoder(nested))
        return nested
    }

    /// Appends an element; a failure is recorded with its index, and the element is left out.
    ///
    /// Nested arrays write their elements here, once per level, so the errors are left to a helper
    /// to keep the frame small (see ``ReflectiveEncoding/encodeValue(_:parent:codingKey:isRoot:nonFatal:)``),
    /// and it is inlined even in debug builds (`@_transparent`), which saves a frame per level.
    @_transparent
    private mutating func append<T: Encodable>(_ value: T) {
        let index = box.slots.count
        var nonFatal: [MappingError] = []
        var failure: (any Error)?
        do {
            box.append(
                try encodeReflectively(
                    value, state: encoder.state, parent: encoder, codingKey: { ReflectionKey(intValue: index) },
                    nonFatal: &nonFatal))
        } catch {
            // Keep the indexes of the following elements: a fatal error discards the array anyway.
            box.append(.json(.null))
            failure = error
        }
        if failure != nil || !nonFatal.isEmpty {
            encoder.record(failure, nonFatal, at: index)
        }
    }
}

extension ValueEncoder {
    /// Records the failure and the non-fatal errors of element `index`.
    @inline(never)
    func record(_ failure: (any Error)?, _ nonFatal: [MappingError], at index: Int) {
        let path = MappingPath.index(index)
        if let failure {
            append(
                MappingError(wrapping: .thrownByReflection(failure), prependingSourcePath: path, destinationPath: path))
        }
        for error in nonFatal {
            append(MappingError(wrapping: error, prependingSourcePath: path, destinationPath: path))
        }
    }
}
