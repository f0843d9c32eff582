extension Mapper {
    /// Maps `input`, returning the value or throwing the fatal error. Non-fatal errors are
    /// discarded; use ``mapping(_:)`` to see them.
    @inlinable
    public func map(_ input: Input) throws(MappingError) -> Output {
        var context = MappingContext()
        return try map(input, context: &context)
    }

    /// Maps `input` and reports all three outcomes: the value alone, the value with its non-fatal
    /// errors, or the fatal error.
    public func mapping(_ input: Input) -> MappingResult<Output> {
        var context = MappingContext()
        do {
            let value = try map(input, context: &context)
            if let error = context.combinedError { return .successWithErrors(value, error) }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }
}
