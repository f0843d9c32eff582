extension MappingError {
    /// Every error of this error's tree as a flat list, in the order they happened, each with its
    /// full path: the machine-readable form of ``fullDescription``, fatal and non-fatal errors
    /// alike (see ``Entry/isFatal``).
    ///
    /// ```swift
    /// for entry in error.entries {
    ///     print(entry.pointer, entry.code.name, entry.message)
    /// }
    /// // /items/0/sku missingValue the value is missing
    /// // /items/1/quantity invalidSourceType expected a number, got a string
    /// ```
    ///
    /// The list holds the errors the tree was made of, not its containers:
    ///
    /// - A ``Code/multipleErrors`` error (an object's, a collection's, ``Mappers/First``'s) is not
    ///   an entry; its errors are, with the container's path prepended. A collection that holds no
    ///   errors at all is one entry.
    /// - Any other error whose underlying errors include mapping errors is a container too; an error
    ///   without underlying mapping errors is an entry, and the errors of other types under it (a
    ///   closure's own error) are its causes, which its ``detail`` describes: they are not entries.
    /// - An error of another type beside mapping errors, or under a ``Code/multipleErrors`` error,
    ///   is an entry of its own at its container's path: code ``Code/generic``, fatal when the
    ///   container is (such errors count as fatal), and as message the line the renderings print
    ///   for it (`[domain] (code=N) description`; only the domain and code under a sensitive error).
    /// - A ``Code/tooManyErrors`` error is an entry at its collection's path, its message saying
    ///   how many errors were not kept: the list is as bounded as the tree (see ``errorLimit``).
    /// - An error about several fields (a multi-field accessor such as `Accessors.fields("date",
    ///   "time")`) is one entry per field, with the same message, as pydantic gives one location
    ///   per entry: clients can mark every field involved.
    ///
    /// An error with no source path is at the value the mapper was given (an empty ``Entry/sourcePath``,
    /// the pointer `""`). An entry is fatal when its error and every error above it are: the errors
    /// of an element that a fallback replaced (``Mappers/Optionally``) are fatal to the element but
    /// not to the mapping, so they are warnings, as ``description`` leaves them out.
    ///
    /// Entries are redacted as the renderings are: keys read from the document are
    /// ``MappingPath/Segment/redactedKey`` and the messages do not show values, unless this error was
    /// made with ``revealingValues()``; errors marked sensitive show neither, even then.
    public var entries: [Entry] {
        entriesAndDroppedElements.entries
    }

    /// ``entries``, and the places of the elements a collection left out
    /// (``Fallback/droppedElement``), in order.
    var entriesAndDroppedElements: (entries: [Entry], dropped: [[MappingPath.Segment]]) {
        guard isContainer else { return (leafEntries, []) }
        /// A container whose errors are being listed, with its full paths.
        struct Level {
            let container: MappingError
            let children: [any Error]
            var next = 0
        }
        var entries: [Entry] = []
        var dropped: [[MappingPath.Segment]] = []
        var levels = [Level(container: self, children: underlyingErrors)]
        // Walks the tree with a list of levels rather than by recursion: error trees are as deep as
        // the documents they come from.
        while let last = levels.indices.last {
            let level = levels[last]
            guard level.next < level.children.count else {
                levels.removeLast()
                continue
            }
            levels[last].next += 1
            let child = level.children[level.next]
            guard let error = child as? MappingError else {
                entries += level.container.entries(forForeign: child)
                continue
            }
            var located = disclosing(
                MappingError(
                    wrapping: error, prependingSourcePath: level.container.sourcePath,
                    destinationPath: level.container.destinationPath))
            located.isSensitive = located.isSensitive || level.container.isSensitive
            // What a fallback did is decided where it happened: the outermost one on the way down
            // (an element dropped, though a default replaced a field inside it first).
            if let fallback = level.container.fallback {
                located.fallback = fallback
            } else if located.fallback == .droppedElement {
                dropped.append(located.sourcePath?.segments(revealingKeys: located.showsValues).first ?? [])
            }
            // An error is fatal to the mapping only if every container on the way up is: the fatal
            // errors of an element that a fallback dropped are warnings.
            located.isFatal = located.isFatal && level.container.isFatal
            if located.isContainer {
                levels.append(Level(container: located, children: error.underlyingErrors))
            } else {
                entries += located.leafEntries
            }
        }
        return (entries, dropped)
    }

    /// Whether this error is listed through its underlying errors rather than as an entry: it has
    /// underlying mapping errors, or it is a ``Code/multipleErrors`` error with any.
    private var isContainer: Bool {
        let underlyingErrors = underlyingErrors
        if underlyingErrors.isEmpty { return false }
        return code == .multipleErrors || underlyingErrors.contains { $0 is MappingError }
    }

    /// The entries of an error listed as itself: one for each of its source paths.
    private var leafEntries: [Entry] {
        let revealsKeys = showsValues
        let destination = destinationPath?.rendered(revealingKeys: revealsKeys)
        let message = entryMessage
        return (sourcePath?.segments(revealingKeys: revealsKeys) ?? [[]]).map { steps in
            Entry(
                sourcePath: steps, destination: destination, code: code, message: message, isFatal: isFatal,
                fallback: fallback)
        }
    }

    /// The entries of an error of another type held by this container, at the container's paths and
    /// with its fatality.
    private func entries(forForeign error: any Error) -> [Entry] {
        let revealsKeys = showsValues
        let destination = destinationPath?.rendered(revealingKeys: revealsKeys)
        let message = line(forForeign: error)
        return (sourcePath?.segments(revealingKeys: revealsKeys) ?? [[]]).map { steps in
            Entry(
                sourcePath: steps, destination: destination, code: .generic, message: message, isFatal: isFatal,
                fallback: fallback)
        }
    }

    /// An entry's message: what the ``reason`` says after the paths, or the code's standard wording
    /// when it says nothing more, followed by the values when they are shown.
    var entryMessage: String {
        if code == .multipleErrors { return reason }
        if let omissionText { return omissionText }
        return (statement(from: nil, to: nil) ?? standardWording) + revealedValues
    }

    /// What an error says when it has no ``detail`` and its reason names only the paths.
    private var standardWording: String {
        switch code {
        case .invalidSourceValue, .validationFailed: "the value is not valid"
        case .invalidSourceType: "the value has the wrong type"
        case .numberOutOfRange: "the number is out of range"
        case .unexpectedKey: "no field reads this key"
        case .duplicateKey: "the key appears more than once"
        default: "the value could not be mapped"
        }
    }
}
