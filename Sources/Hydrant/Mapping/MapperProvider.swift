/// A type that names a Hydrant mapper: the ``Mapped`` property wrapper needs a mapper as a type,
/// and a model that knows how it is mapped (one declared with `@Mappable`, or by hand) provides
/// its own mapper, which fields of other models then use without being told
/// (`Mappers.automatic(_:)`, `Field("address", \.address)`).
///
/// ```swift
/// enum RFC3339Date: MapperProvider {
///     static let mapper = Mappers.date(.rfc3339)
/// }
///
/// struct Address: MapperProvider {
///     let city: String
///     static let mapper = Mappers.object(Address.init) { Field("city", \.city) }
/// }
/// ```
public protocol MapperProvider {
    /// The mapper's type.
    associatedtype ProvidedMapper: Mapper where ProvidedMapper.Input == JSON
    /// The mapper.
    static var mapper: ProvidedMapper { get }
}
