/// A ``Field`` that replaces the generated mapping of one property in a reflective mapping
/// (``Mappers/Reflective/customMapping(_:)``), with its value type erased.
struct PropertyOverride: Sendable {
    let propertyName: String
    let source: any Accessor
    let decode: @Sendable (JSON?, inout MappingContext) throws(MappingError) -> Any
    let encode: @Sendable (Any, inout MappingContext) throws(MappingError) -> JSON?
    /// The reverse for a `nil` property, when the property is `Optional`.
    let encodeNil: (@Sendable (inout MappingContext) throws(MappingError) -> JSON?)?

    /// The override a field of `customMapping(_:)` makes, from its name, its accessor and its
    /// conversions.
    init(propertyName: String, source: any Accessor, conversions: ErasedConversions) {
        self.propertyName = propertyName
        self.source = source
        decode = conversions.decode
        encode = conversions.encode
        encodeNil = conversions.encodeNil
    }
}
