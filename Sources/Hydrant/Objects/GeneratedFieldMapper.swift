extension Mappers {
    /// `mapper` itself, as the mapper of a property of type `type`: the type gives the mapper's
    /// expression the context a ``Field`` would give it (`Mappers.rawValue()` then knows its
    /// `Target`). `@Mappable` keeps each property's mapper in a static constant made with it, so
    /// that the mapper is made once, not for every object read or written.
    ///
    /// ```swift
    /// static let joinedMapper = Mappers.field(Date.self, Mappers.date(unit: .seconds))
    /// ```
    @inlinable
    public static func field<M: Mapper>(_ type: M.Output.Type, _ mapper: M) -> M {
        mapper
    }

    /// `mapper` itself, as the mapper of an `Optional` property of its output type, which a
    /// ``Field`` makes `nullable`.
    ///
    /// ```swift
    /// static let expiresMapper = Mappers.field(Date?.self, Mappers.date(unit: .seconds))
    /// ```
    @inlinable
    public static func field<M: Mapper>(_ type: M.Output?.Type, _ mapper: M) -> M {
        mapper
    }
}
