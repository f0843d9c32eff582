extension Mappers {
    /// A mapping from a JSON object into a model that `factory` makes — or finds — for the source
    /// object being mapped, assigning its `var` properties. CTXPropertyMapper's model factory
    /// (`instanceForClass:withDictionary:`).
    ///
    /// The factory receives the source object, so it can reuse an existing instance by id or fetch
    /// it from storage; the fields then update it. Properties without a field keep the factory's
    /// values. Used for a nested object or for the elements of an array, the mapper calls its factory
    /// with each nested object or element.
    ///
    /// ```swift
    /// let cache = PlayerCache()          // a Sendable store of existing players by id
    /// let player = Mappers.object(factory: { source in
    ///     let id = try Int(json: source["id"] ?? nil)
    ///     return cache.player(withID: id) ?? Player(id: id)
    /// }) {
    ///     Field("id", \.id)
    ///     Field("name", \.name)
    ///     Field("score", \.score)
    /// }
    /// let roster = Mappers.array(of: player)       // the factory runs once per element
    /// ```
    ///
    /// A ``MappingError`` thrown by the factory is the mapping's fatal error (an invalid id in the
    /// source, say); any other error becomes the underlying error of a fatal
    /// ``MappingError/Code/generic`` error ("the factory threw an error"). Errors, reverse, hooks and
    /// options are as for ``MutableObject``.
    ///
    /// - Precondition: Every field's key path is writable, and no two fields write the same
    ///   property (checked when the mapper is built).
    public static func object<Root: Sendable, each Value>(
        factory: @escaping @Sendable (JSON) throws -> Root,
        @FieldsBuilder<Root> fields: () -> FieldList<Root, repeat each Value>
    ) -> MutableObject<Root> {
        MutableObject(
            makeRoot: { reader throws(MappingError) in
                let source = reader.objectJSON
                do {
                    return try factory(source)
                } catch let error as MappingError {
                    throw error.withFatality(true)
                } catch {
                    throw MappingError(
                        code: .generic, sourceValue: source, detail: "the factory threw an error",
                        underlyingErrors: [error])
                }
            }, fields: fields().erased, unmappedKeys: .ignore, nilValues: .omit)
    }
}
