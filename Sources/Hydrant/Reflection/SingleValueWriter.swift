/// The single-value container of a reflective encoder: the value itself.
struct SingleValueWriter: SingleValueEncodingContainer {
    let encoder: ValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        encoder.storage = .json(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        set(value)
    }

    mutating func encode(_ value: Bool) throws { set(value) }
    mutating func encode(_ value: String) throws { set(value) }
    mutating func encode(_ value: Double) throws { set(value) }
    mutating func encode(_ value: Float) throws { set(value) }
    mutating func encode(_ value: Int) throws { set(value) }
    mutating func encode(_ value: Int8) throws { set(value) }
    mutating func encode(_ value: Int16) throws { set(value) }
    mutating func encode(_ value: Int32) throws { set(value) }
    mutating func encode(_ value: Int64) throws { set(value) }
    mutating func encode(_ value: UInt) throws { set(value) }
    mutating func encode(_ value: UInt8) throws { set(value) }
    mutating func encode(_ value: UInt16) throws { set(value) }
    mutating func encode(_ value: UInt32) throws { set(value) }
    mutating func encode(_ value: UInt64) throws { set(value) }

    private mutating func set<T: Encodable>(_ value: T) {
        var nonFatal: [MappingError] = []
        do {
            encoder.storage = try encoder.state.encodeValue(
                value, parent: encoder, codingKey: nil, nonFatal: &nonFatal)
        } catch {
            encoder.append(.thrownByReflection(error))
        }
        for error in nonFatal { encoder.append(error) }
    }
}
