import Foundation

extension MappingError: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The error's one-sentence reason, as Hydrant's `localizedDescription`:
    /// "Multiple parsing errors occurred (fatal=1, total=2)" or
    /// "Could not map from 'name.first' to 'firstName': expected a string, got a number".
    ///
    /// Keys read from the document print as `<key>`, and values not at all, unless the error was
    /// made with ``revealingValues()``.
    public var reason: String {
        if code == .multipleErrors {
            let counts = underlyingErrorCounts
            return "Multiple parsing errors occurred (fatal=\(counts.fatal), total=\(counts.total))"
        }
        let from = sourcePath?.rendered(revealingKeys: showsValues) ?? "<Unknown>"
        let to = destinationPath?.rendered(revealingKeys: showsValues) ?? "<Unknown>"
        let head = "Could not map from '\(from)' to '\(to)'"
        if let omissionText {
            return sourcePath == nil && destinationPath == nil ? omissionText : head + ": " + omissionText
        }
        guard let statement = statement(from: from, to: to) else { return head + revealedValues }
        return head + ": " + statement + revealedValues
    }

    /// For a ``Code/tooManyErrors`` error, what it stands for: "3 more errors were not kept
    /// (fatal=1): the error limit is 100".
    var omissionText: String? {
        guard let omission else { return nil }
        return
            "\(omission.total) more errors were not kept (fatal=\(omission.fatal)): the error limit is \(omission.limit)"
    }

    /// What the reason of an error about values says after the paths, without the values: the
    /// ``detail``, or the code's standard wording; `nil` when there is neither.
    ///
    /// - Parameters:
    ///   - from: The printed source path, or `nil` to say "the value".
    ///   - to: The printed destination path, or `nil` to say "the value".
    func statement(from: String?, to: String?) -> String? {
        if let detail { return detail }
        switch code {
        case .invalidSourceValue, .invalidSourceType:
            guard let sourceValue else { return nil }
            return "got " + sourceValue.typeDescription
        case .invalidResultingType:
            // As the original, which printed "(null)" for a missing value: the reason says what
            // went wrong even when the error keeps no values.
            return "mapper produced " + (destinationValue?.typeDescription ?? "nothing")
                + " from " + (sourceValue?.typeDescription ?? "nothing")
        case .readFailed:
            return "failed to read \(from ?? "the value") from the source"
        case .writeFailed:
            return "failed to write \(to ?? "the value") to the destination"
        case .missingValue:
            return "the value is missing"
        case .nullValue:
            return "the value is null"
        default:
            return nil
        }
    }

    /// Every error of the tree for a person to read, as `print(error)` shows it: a count of what
    /// it lists and of the elements that were dropped, then each error's place in the input and
    /// what went wrong, with its stable code.
    ///
    /// ```
    /// 3 non-fatal errors; 1 element dropped: 2
    /// 1.draft
    ///   expected a boolean, got a string [invalidSourceType, default used]
    /// 2.number
    ///   expected a number, got a string [invalidSourceType, element dropped]
    /// 2.title
    ///   the value is missing [missingValue, element dropped]
    /// ```
    ///
    /// Each place is printed once: the destination follows (`name.first → firstName`) only where
    /// the field's name differs from the source's in more than spelling (`created_at` and
    /// `createdAt` do not; nor do `line 2.count` and `1.count`, a stream's line and index). A
    /// fatal error that also lists non-fatal ones marks its fatal lines `fatal`. The list is
    /// ``entries``, so it is redacted as they are: no values, and keys read from the document as
    /// `<key>`, unless the error was made with ``revealingValues()``.
    ///
    /// The original Hydrant's `description` — the fatal errors under a
    /// `[FATAL] Hydrant (code=…) because "…"` header — is ``fatalDescription``.
    public var description: String {
        summary
    }

    /// The original Hydrant's `description`: the fatal errors, one line each with their full paths;
    /// empty-bodied for a non-fatal error.
    ///
    /// ```
    /// [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
    ///   - Could not map from 'name.first' to 'firstName': the value is missing (missingValue)
    /// ```
    ///
    /// Never includes source or destination values.
    public var fatalDescription: String {
        render(listing: isFatal, fatalOnly: true)
    }

    /// Like ``description``, but lists every error, fatal or not.
    public var fullDescription: String {
        render(listing: true, fatalOnly: false)
    }

    /// The tree of fatal errors, each with its code, fatality and reason.
    ///
    /// ```
    /// Hydrant code=4 isFatal=true reason="Multiple parsing errors occurred (fatal=1, total=1)" underlyingFatalErrors=(
    ///   - Hydrant code=7 isFatal=true reason="Could not map from 'age' to 'age': the value is missing"
    /// )
    /// ```
    public var recursiveDescription: String {
        renderTree(full: false)
    }

    /// The tree of every error, fatal or not.
    public var fullRecursiveDescription: String {
        renderTree(full: true)
    }

    /// The same as ``description``: what a person reads.
    public var debugDescription: String {
        description
    }

    /// A mirror that shows the error's structure but not its values.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "code": code, "isFatal": isFatal, "sourcePath": sourcePath as Any,
                "destinationPath": destinationPath as Any, "detail": detail as Any,
                "underlyingErrors": underlyingErrors,
            ], displayStyle: .struct)
    }

    // MARK: Rendering

    /// ``description``: the header, then two lines per entry.
    private var summary: String {
        let (entries, dropped) = entriesAndDroppedElements
        let fatalCount = entries.count { $0.isFatal }
        let count = entries.count
        var text: String
        if isFatal {
            text = count == 1 ? "1 error" : "\(count) errors"
            if fatalCount > 0, fatalCount < count { text += ", \(fatalCount) fatal" }
        } else {
            text = count == 1 ? "1 non-fatal error" : "\(count) non-fatal errors"
        }
        if !dropped.isEmpty {
            let places = dropped.prefix(10).map(Self.place(of:)).joined(separator: ", ")
            text +=
                "; " + (dropped.count == 1 ? "1 element dropped: " : "\(dropped.count) elements dropped: ")
                + places + (dropped.count > 10 ? ", …" : "")
        }
        let marksFatal = fatalCount > 0 && fatalCount < count
        for entry in entries {
            var place = Self.place(of: entry.sourcePath)
            if let destination = entry.destination, !destination.isEmpty,
                Self.spelling(Self.lastName(destination)) != Self.spelling(Self.lastName(place))
            {
                place += " → " + destination
            }
            var tags = [entry.code.name]
            if marksFatal, entry.isFatal { tags.append("fatal") }
            switch entry.fallback {
            case .defaultValue: tags.append("default used")
            case .droppedElement: tags.append("element dropped")
            case nil: break
            }
            text += "\n" + place + "\n  " + Self.indent("  ", entry.message) + " [" + tags.joined(separator: ", ") + "]"
        }
        return text
    }

    /// A place in the input as ``description`` prints it: keys and indices joined with dots, a key
    /// with a dot in quotes, a redacted key as `<key>`; "at the top level" for the value itself.
    static func place(of segments: [MappingPath.Segment]) -> String {
        guard !segments.isEmpty else { return "at the top level" }
        return segments.map { segment in
            switch segment {
            case .key(let key) where key.contains("."): "\"" + key + "\""
            case .key(let key): key
            case .index(let index): String(index)
            case .redactedKey: "<key>"
            }
        }.joined(separator: ".")
    }

    /// The last name of a printed path: what the field is called, whatever encloses it (`count` of
    /// `line 2.count` and of `1.count`).
    private static func lastName(_ path: String) -> Substring {
        path.split(separator: ".").last ?? Substring(path)
    }

    /// A name without its spelling: lowercased, without the separators of snake, kebab and
    /// camel case, so that `created_at`, `created-at` and `createdAt` are the same.
    private static func spelling(_ name: some StringProtocol) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" })
    }

    private var fatality: String {
        isFatal ? "[FATAL]" : "[non-fatal]"
    }

    private func render(listing: Bool, fatalOnly: Bool) -> String {
        var text = "\(fatality) Hydrant (code=\(code)) because \"\(reason)\"\n"
        guard listing, !underlyingErrors.isEmpty else { return text }
        for foreign in underlyingErrors where !(foreign is MappingError) {
            text += "  - " + Self.indent("    ", line(forForeign: foreign)) + "\n"
        }
        for root in rootErrors(fatalOnly: fatalOnly).map(disclosing) {
            text += "  - " + Self.indent("    ", "\(root.reason) (\(root.code))") + "\n"
            for foreign in root.underlyingErrors where !(foreign is MappingError) {
                text += "    |- " + Self.indent("       ", root.line(forForeign: foreign)) + "\n"
            }
        }
        return text
    }

    /// The leaves of the tree of mapping errors below this one, each with the paths of all its
    /// ancestors from this error down prepended (`children` + `1` + `age` → `children.1.age`).
    ///
    /// The original prefixed a leaf with its immediate parent's paths only, which loses outer
    /// containers when objects nest inside collections; Hydrant for Swift prints full paths.
    ///
    /// Walks the tree with a list of levels rather than by recursion: error trees are as deep as
    /// the documents they come from.
    private func rootErrors(fatalOnly: Bool) -> [MappingError] {
        /// The children of one error still to visit, and the paths of the error and its ancestors.
        struct Level {
            let children: [MappingError]
            var next = 0
            let sourcePrefix: MappingPath?
            let destinationPrefix: MappingPath?
        }
        func listed(under error: MappingError) -> [MappingError] {
            error.underlyingMappingErrors.filter { !fatalOnly || $0.isFatal }
        }
        var roots: [MappingError] = []
        var levels = [
            Level(children: listed(under: self), sourcePrefix: sourcePath, destinationPrefix: destinationPath)
        ]
        while let last = levels.indices.last {
            let level = levels[last]
            guard level.next < level.children.count else {
                levels.removeLast()
                continue
            }
            levels[last].next += 1
            let child = level.children[level.next]
            let grandchildren = listed(under: child)
            if grandchildren.isEmpty {
                roots.append(
                    MappingError(
                        wrapping: child, prependingSourcePath: level.sourcePrefix,
                        destinationPath: level.destinationPrefix))
            } else {
                levels.append(
                    Level(
                        children: grandchildren,
                        sourcePrefix: MappingPath.join(level.sourcePrefix, child.sourcePath),
                        destinationPrefix: MappingPath.join(level.destinationPrefix, child.destinationPath)))
            }
        }
        return roots
    }

    /// The tree rendering: this error's line, then, for an error with children, its children's
    /// renderings between `underlyingErrors=(` and `)`, each line of a child indented four more
    /// spaces than its parent's.
    ///
    /// Walks the tree with a list of levels rather than by recursion, as ``rootErrors(fatalOnly:)``.
    private func renderTree(full: Bool) -> String {
        /// An error whose children are being rendered.
        struct Level {
            let error: MappingError
            let children: [any Error]
            var next = 0
            /// What follows each line break inside this error's rendering.
            let indent: String
        }
        var text = ""
        var levels: [Level] = []
        /// Renders the line of `error`, disclosed as it is rendered, and opens the list of its
        /// children if it has one.
        func open(_ error: MappingError, indent: String) {
            text += Self.indent(
                indent, "Hydrant code=\(error.code.rawValue) isFatal=\(error.isFatal) reason=\"\(error.reason)\"")
            guard full ? !error.underlyingErrors.isEmpty : (error.isFatal && !error.underlyingErrors.isEmpty) else {
                return
            }
            text += (full ? " underlyingErrors=(" : " underlyingFatalErrors=(") + "\n" + indent
            levels.append(
                Level(
                    error: error, children: full ? error.underlyingErrors : error.underlyingFatalErrors, indent: indent)
            )
        }
        open(self, indent: "")
        while let last = levels.indices.last {
            let level = levels[last]
            guard level.next < level.children.count else {
                text += ")"
                levels.removeLast()
                if let parent = levels.last { text += "\n" + parent.indent }
                continue
            }
            levels[last].next += 1
            let child = level.children[level.next]
            let childIndent = level.indent + "    "
            text += "  - "
            if let error = child as? MappingError {
                open(level.error.disclosing(error), indent: childIndent)
                if levels.count == last + 1 { text += "\n" + level.indent }  // a child without children
            } else {
                text += Self.indent(childIndent, level.error.treeLine(forForeign: child)) + "\n" + level.indent
            }
        }
        return text
    }

    /// A foreign (non-Hydrant) error as `[domain] (code=N) localized description`. The description
    /// is the error's `LocalizedError.errorDescription` when it has one (Foundation on Linux does not
    /// use it when bridging), else the bridged `NSError`'s.
    ///
    /// Under a sensitive error (``isSensitive``) only the domain and code are printed, since the
    /// description may quote a value.
    func line(forForeign error: any Error) -> String {
        let bridged = error as NSError
        if isSensitive { return "[\(bridged.domain)] (code=\(bridged.code))" }
        let text = (error as? any LocalizedError)?.errorDescription ?? bridged.localizedDescription
        return "[\(bridged.domain)] (code=\(bridged.code)) \(text)"
    }

    /// A foreign (non-Hydrant) error in the tree renderings: its `description`, as the original
    /// printed it. An `NSError` is printed in the form Apple's Foundation gives it, without its user
    /// info, on every platform (`Error Domain=NSCocoaErrorDomain Code=2 "(null)"`, the quoted text
    /// being the error's `NSLocalizedDescriptionKey`); any other error as `String(describing:)`.
    /// Under a sensitive error only the domain and code are printed, as in the list renderings.
    func treeLine(forForeign error: any Error) -> String {
        if isSensitive {
            let bridged = error as NSError
            return "[\(bridged.domain)] (code=\(bridged.code))"
        }
        if type(of: error) is NSError.Type {
            let nsError = error as NSError
            let text = nsError.userInfo[NSLocalizedDescriptionKey] as? String ?? "(null)"
            return "Error Domain=\(nsError.domain) Code=\(nsError.code) \"\(text)\""
        }
        return String(describing: error)
    }

    /// Prefixes every line after the first with `prefix`.
    static func indent(_ prefix: String, _ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\n" + prefix)
    }
}
