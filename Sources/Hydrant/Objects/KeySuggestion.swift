/// Finds the key a missing required field probably meant: the same key in another case, or one
/// within two edits (`Age` for `age`, `frist_name` for `first_name`).
///
/// The search is bounded whatever the document: it looks at the first ``maximumKeysExamined`` keys
/// of the object, and compares in full only keys whose length could be within the edit distance
/// (deciding that from a key's byte length, in constant time), at most ``maximumKeysCompared`` of
/// them. Lengths and distances count Unicode scalars. A wanted key longer than
/// ``maximumWantedLength`` scalars gets no suggestion.
enum KeySuggestion {
    /// The most keys of one object a suggestion looks at: 10,000.
    static let maximumKeysExamined = 10_000
    /// The most keys a suggestion compares in full (case-insensitively and by edit distance): 1,000.
    static let maximumKeysCompared = 1_000
    /// The longest wanted key, in Unicode scalars, for which a key is suggested: 256.
    static let maximumWantedLength = 256

    /// The detail for a missing value read by `accessor` from `object` (a ``/HydrantJSON/JSON``
    /// value or a `DocumentValue`, read in place), naming the nearest key of the object the value
    /// was expected in; `nil` when no key is close.
    static func detail(for accessor: any Accessor, in object: any Sendable) -> String? {
        guard let (path, wanted) = lastKey(of: accessor) else { return nil }
        // The object the key was expected in: the source itself, or what the path's other steps read.
        let parentPath = path.components.count == 1 ? nil : Accessors.Path(Array(path.components.dropLast()))
        if let document = object as? DocumentValue {
            let parent = parentPath.map { try? $0.read(from: document.node) } ?? document.node
            return parent.flatMap { sentence(nearestKey(to: wanted, in: $0)) }
        }
        guard let json = object as? JSON else { return nil }
        let parent = parentPath.map { try? $0.read(from: json) } ?? json
        guard let members = parent?.object else { return nil }
        return sentence(nearestKey(to: wanted, in: members.lazy.map(\.key)))
    }

    /// "the value is missing; did you mean '`key`'?", or `nil` without a key.
    static func sentence(_ key: String?) -> String? {
        key.map { "the value is missing; did you mean '\($0)'?" }
    }

    /// The path and the key it reads last, for paths that end with a key.
    private static func lastKey(of accessor: any Accessor) -> (Accessors.Path, String)? {
        // A key with aliases is suggested for as its first spelling.
        guard let path = (accessor as? Accessors.Path) ?? (accessor as? Accessors.FirstPresent)?.paths[0],
            case .key(let wanted)? = path.components.last
        else { return nil }
        return (path, wanted)
    }

    /// The nearest of `keys` to `wanted`, or `nil`.
    static func nearestKey(to wanted: String, in keys: some Sequence<String>) -> String? {
        guard var search = Search(wanted: wanted) else { return nil }
        for key in keys {
            if search.isFinished { break }
            search.examine(byteCount: key.utf8.count, escaped: false) { key }
        }
        return search.nearest
    }

    /// The nearest key of an object node to `wanted`, or `nil`; keys are decoded only when their
    /// length makes them candidates.
    static func nearestKey(to wanted: String, in object: JSONNode) -> String? {
        guard object.isObject, var search = Search(wanted: wanted) else { return nil }
        object.forEachKey { byteCount, isEscaped, key in
            search.examine(byteCount: byteCount, escaped: isEscaped, key)
            return !search.isFinished
        }
        return search.nearest
    }

    /// One suggestion's search: the keys seen so far and the best candidates.
    struct Search {
        let wanted: String
        let wantedScalars: [Unicode.Scalar]
        let lowercased: String
        /// The largest edit distance that counts as close: two, or less for short keys.
        let limit: Int
        private(set) var sameIgnoringCase: String?
        private(set) var best: (key: String, distance: Int)?
        private var examined = 0
        private var compared = 0

        init?(wanted: String) {
            let scalars = Array(wanted.unicodeScalars.prefix(KeySuggestion.maximumWantedLength + 1))
            guard !scalars.isEmpty, scalars.count <= KeySuggestion.maximumWantedLength else { return nil }
            self.wanted = wanted
            wantedScalars = scalars
            lowercased = wanted.lowercased()
            limit = min(2, scalars.count / 3)
        }

        /// Whether looking further cannot change the answer, or the budget is spent.
        var isFinished: Bool {
            sameIgnoringCase != nil || examined >= KeySuggestion.maximumKeysExamined
                || compared >= KeySuggestion.maximumKeysCompared
        }

        /// The suggestion: a key equal ignoring case wins over the nearest by edit distance.
        var nearest: String? {
            sameIgnoringCase ?? best?.key
        }

        /// Looks at a key of `byteCount` bytes (as written in the input when `escaped`, where an
        /// escape of up to twelve bytes stands for up to four), decoding it with `key` only when its
        /// length makes it a candidate.
        mutating func examine(byteCount: Int, escaped: Bool, _ key: () -> String) {
            examined += 1
            // A scalar is one to four bytes of UTF-8: a key of `n` bytes has n/4 to n scalars.
            let shortest = wantedScalars.count - limit
            let longest = (wantedScalars.count + limit) * (escaped ? 24 : 4)
            guard byteCount >= shortest, byteCount <= longest else { return }
            compare(key())
        }

        /// Compares a candidate key in full.
        private mutating func compare(_ key: String) {
            guard key != wanted else { return }
            compared += 1
            let scalars = Array(key.unicodeScalars.prefix(wantedScalars.count + limit + 1))
            guard abs(scalars.count - wantedScalars.count) <= limit else { return }
            if key.lowercased() == lowercased {
                sameIgnoringCase = key
                return
            }
            guard limit > 0 else { return }
            let distance = KeySuggestion.editDistance(wantedScalars, scalars, limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (key, distance) }
        }
    }

    /// The edit distance of `a` and `b` counting an insertion, a deletion, a substitution and the
    /// swap of two neighbours as one edit each (the optimal string alignment distance: `titel` is one
    /// edit from `title`), giving up (returning `limit + 1`) as soon as it exceeds `limit`.
    ///
    /// Only the cells within `limit` of the diagonal are computed (Ukkonen's band), so the cost is
    /// O(`a.count` × `limit`) rather than O(`a.count` × `b.count`).
    static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
        let beyond = limit + 1
        guard abs(a.count - b.count) <= limit else { return beyond }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var twoBack = [Int](repeating: beyond, count: b.count + 1)
        var previous = (0...b.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[low - 1] = low == 1 ? min(i, beyond) : beyond
            var rowMinimum = current[low - 1]
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var cell = min(previous[j] + 1, current[j - 1] + 1, substitution, beyond)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cell = min(cell, twoBack[j - 2] + 1)
                }
                current[j] = cell
                rowMinimum = min(rowMinimum, cell)
            }
            if high < b.count { current[high + 1] = beyond }
            if rowMinimum > limit { return beyond }
            // The rows move down by one: the oldest array is written next.
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}

extension MappingError {
    /// The error, and for a missing value without a detail of its own, the key of `object` (a
    /// ``/HydrantJSON/JSON`` value or a `DocumentValue`) that `accessor` probably meant: "the value
    /// is missing; did you mean 'title'?", worked out only if the detail is read.
    ///
    /// Every place that reports a field's missing value — fields of object mappings, computed and
    /// JSON-to-JSON fields, reflective properties — decorates its error with this.
    @usableFromInline
    func suggestingKey(for accessor: any Accessor, in object: @autoclosure () -> any Sendable) -> MappingError {
        guard code == .missingValue, lazyDetail == nil else { return self }
        var error = self
        let object = object()
        error.lazyDetail = .computed { KeySuggestion.detail(for: accessor, in: object) }
        return error
    }
}
