extension MappingResult {
    /// Every error of the mapping as a flat list (``MappingError/entries``): empty for a success,
    /// the non-fatal errors of a success with errors — warnings to report alongside the value — and
    /// the errors of a failure.
    ///
    /// ```swift
    /// let result = mapper.mapping(json)
    /// for warning in result.errorEntries where !warning.isFatal {
    ///     log(warning.description)   // [non-fatal] '/nickname': expected a string, got a number (invalidSourceType)
    /// }
    /// ```
    public var errorEntries: [MappingError.Entry] {
        error?.entries ?? []
    }

    /// For a failure, the error as an RFC 9457 problem-details document
    /// (``MappingError/problemDetails(type:title:status:detail:instance:)``); `nil` when the
    /// mapping produced a value, whose non-fatal errors ``errorEntries`` lists.
    ///
    /// ```swift
    /// if let problem = orderMapper.mapping(parsing: body).problemDetails() {
    ///     // answer problem.status with problem.jsonBytes(), content type ProblemDetails.contentType
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: A URI reference for the problem type; `about:blank` by default.
    ///   - title: A short summary of the problem type; by default the reason phrase of `status`
    ///     ("Unprocessable Content").
    ///   - status: The HTTP status code; 422 by default.
    ///   - detail: What went wrong; ``MappingError/ProblemDetails/defaultDetail`` by default, none
    ///     for `nil`.
    ///   - instance: A URI reference for this occurrence; none by default.
    public func problemDetails(
        type: String = "about:blank", title: String? = nil, status: Int = 422,
        detail: String? = MappingError.ProblemDetails.defaultDetail, instance: String? = nil
    ) -> MappingError.ProblemDetails? {
        guard case .failure(let error) = self else { return nil }
        return error.problemDetails(type: type, title: title, status: status, detail: detail, instance: instance)
    }
}
