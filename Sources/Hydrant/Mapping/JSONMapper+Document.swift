extension JSONMapper where Input == JSON {
    /// Maps the root of a document, returning the value or throwing the fatal error.
    ///
    /// - Throws: The mapping's fatal ``MappingError``.
    @inlinable
    public func map(document: JSONDocument) throws(MappingError) -> Output {
        var context = MappingContext()
        return try read(document.root, context: &context)
    }

    /// Maps the root of a document and reports all three outcomes.
    @inlinable
    public func mapping(document: JSONDocument) -> MappingResult<Output> {
        var context = MappingContext()
        do {
            let value = try read(document.root, context: &context)
            if let error = context.combinedError { return .successWithErrors(value, error) }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }
}
