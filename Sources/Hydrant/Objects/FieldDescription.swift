extension Field {
    /// The same field, with `description` in its JSON Schema: what the value means, for the
    /// readers of an API's documentation. `@Mappable` gives each property its doc comment.
    ///
    /// ```swift
    /// let user = Mappers.object(User.init) {
    ///     Field("name", \.name).described("The name the user goes by.")
    /// }
    /// ```
    ///
    /// Only the schema changes: the field maps as before.
    public func described(_ description: String) -> Field {
        var copy = self
        let describe = erased.describe
        copy.erased = erased.with(describe: { context in
            describe(&context).setting("description", .string(description))
        })
        return copy
    }
}
