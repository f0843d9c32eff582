extension MappingError {
    /// A copy of this error whose renderings show the values involved and the keys read from the
    /// document — for debugging only, since documents can hold secrets.
    ///
    /// By default no rendering of an error (``description`` and the other renderings,
    /// `String(reflecting:)`, `dump`, the bridged `NSError`) shows a value from the document: values
    /// are described by their kind ("got a string") and keys read from the document print as
    /// `<key>`. The copy's renderings add the values, `[source value: "abc"]`, and show the keys
    /// (`dump` shows them only in the description it prints; the error's mirror has no values).
    /// Errors marked sensitive (``markedSensitive()``, ``Mappers/Sensitive``) show neither, even
    /// then.
    ///
    /// ```swift
    /// let error = Mappers.value(Int.self).mapping("abc").error!
    /// print(error.reason)
    /// // Could not map from '<Unknown>' to '<Unknown>': expected a number, got a string
    /// print(error.revealingValues().reason)
    /// // Could not map from '<Unknown>' to '<Unknown>': expected a number, got a string [source value: "abc"]
    /// ```
    public func revealingValues() -> MappingError {
        var copy = self
        copy.revealsValues = true
        return copy
    }

    /// A copy of this error, and of every mapping error under it, whose values and document keys are
    /// never shown, not even by ``revealingValues()``; the text of other errors under it is left
    /// out too. Use it in a custom mapper for a secret; ``Mappers/Sensitive`` does it for a whole
    /// mapper.
    public func markedSensitive() -> MappingError {
        var copy = self
        copy.update { fields in
            fields.isSensitive = true
            switch fields.underlying {
            case .mapping(let errors) where !errors.isEmpty:
                fields.underlying = .mapping(errors.map { $0.markedSensitive() })
            case .general(let errors) where !errors.isEmpty:
                fields.underlying = .general(errors.map { ($0 as? MappingError)?.markedSensitive() ?? $0 })
            default:
                break
            }
        }
        return copy
    }

    /// Whether the renderings show values and document keys: revealed and not sensitive.
    var showsValues: Bool {
        revealsValues && !isSensitive
    }

    /// `child` as this error renders it: revealed when this error is, sensitive when either is.
    func disclosing(_ child: MappingError) -> MappingError {
        var copy = child
        copy.revealsValues = revealsValues
        copy.isSensitive = child.isSensitive || isSensitive
        return copy
    }

    /// ` [source value: …, destination value: …]` when values are shown and this error is about
    /// values (not a collection of errors); empty otherwise.
    var revealedValues: String {
        guard showsValues, code != .multipleErrors, omission == nil else { return "" }
        var parts: [String] = []
        if let sourceValue { parts.append("source value: " + sourceValue.revealedDescription) }
        if let destinationValue { parts.append("destination value: " + destinationValue.revealedDescription) }
        return parts.isEmpty ? "" : " [" + parts.joined(separator: ", ") + "]"
    }
}
