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
        if let omission {
            let text = "\(omission.total) more errors were not kept (fatal=\(omission.fatal)): the error limit is \(omission.limit)"
            return sourcePath == nil && destinationPath == nil ? text : head + ": " + text
        }
        return reason(head: head, from: from, to: to) + revealedValues
    }

    /// The reason of an error about values, without the values.
    private func reason(head: String, from: String, to: String) -> String {
        if let detail { return head + ": " + detail }
        switch code {
        case .invalidSourceValue, .invalidSourceType:
            guard let sourceValue else { return head }
            return head + ": got " + sourceValue.typeDescription
        case .invalidResultingType:
            guard let destinationValue else { return head }
            return head + ": mapper produced " + destinationValue.typeDescription
                + " from " + (sourceValue?.typeDescription ?? "nothing")
        case .readFailed:
            return head + ": failed to read \(from) from the source"
        case .writeFailed:
            return head + ": failed to write \(to) to the destination"
        case .missingValue:
            return head + ": the value is missing"
        case .nullValue:
            return head + ": the value is null"
        default:
            return head
        }
    }

    /// The fatal errors, one line each with their full paths; empty-bodied for a non-fatal error.
    ///
    /// ```
    /// [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=1, total=2)"
    ///   - Could not map from 'name.first' to 'firstName': the value is missing (missingValue)
    /// ```
    ///
    /// Never includes source or destination values.
    public var description: String {
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

    /// The same as ``description``.
    public var debugDescription: String {
        description
    }

    /// A mirror that shows the error's structure but not its values.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "code": code, "isFatal": isFatal, "sourcePath": sourcePath as Any,
            "destinationPath": destinationPath as Any, "detail": detail as Any,
            "underlyingErrors": underlyingErrors,
        ], displayStyle: .struct)
    }

    // MARK: Rendering

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
    private func rootErrors(fatalOnly: Bool) -> [MappingError] {
        rootErrors(fatalOnly: fatalOnly, sourcePrefix: sourcePath, destinationPrefix: destinationPath)
    }

    private func rootErrors(fatalOnly: Bool, sourcePrefix: MappingPath?, destinationPrefix: MappingPath?) -> [MappingError] {
        var roots: [MappingError] = []
        for child in underlyingMappingErrors where !fatalOnly || child.isFatal {
            let grandchildren = child.underlyingMappingErrors.filter { !fatalOnly || $0.isFatal }
            if grandchildren.isEmpty {
                roots.append(MappingError(wrapping: child, prependingSourcePath: sourcePrefix, destinationPath: destinationPrefix))
            } else {
                roots += child.rootErrors(
                    fatalOnly: fatalOnly,
                    sourcePrefix: MappingPath.join(sourcePrefix, child.sourcePath),
                    destinationPrefix: MappingPath.join(destinationPrefix, child.destinationPath))
            }
        }
        return roots
    }

    private func renderTree(full: Bool) -> String {
        var text = "Hydrant code=\(code.rawValue) isFatal=\(isFatal) reason=\"\(reason)\""
        let children = full ? underlyingErrors : underlyingFatalErrors
        guard full ? !underlyingErrors.isEmpty : (isFatal && !underlyingErrors.isEmpty) else { return text }
        text += full ? " underlyingErrors=(\n" : " underlyingFatalErrors=(\n"
        for child in children {
            let rendered = (child as? MappingError).map(disclosing).map { full ? $0.fullRecursiveDescription : $0.recursiveDescription }
                ?? line(forForeign: child)
            text += "  - " + Self.indent("    ", rendered) + "\n"
        }
        return text + ")"
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

    /// Prefixes every line after the first with `prefix`.
    static func indent(_ prefix: String, _ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\n" + prefix)
    }
}
