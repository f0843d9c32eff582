/// Finds the key a missing required field probably meant: the same key in another case, or one
/// within two edits (`Age` for `age`, `frist_name` for `first_name`).
enum KeySuggestion {
    /// The detail for a missing value read by `accessor` from `source`, naming the nearest key of
    /// the object the value was expected in; `nil` when no key is close.
    static func detail(for accessor: any Accessor, in source: JSON) -> String? {
        guard let path = accessor as? Accessors.Path, case .key(let wanted)? = path.components.last else { return nil }
        let parent: JSON?
        if path.components.count == 1 {
            parent = source
        } else {
            parent = try? Accessors.Path(Array(path.components.dropLast())).read(from: source)
        }
        guard let object = parent?.object, let nearest = nearestKey(to: wanted, in: object.keys) else { return nil }
        return "the value is missing; did you mean '\(nearest)'?"
    }

    static func nearestKey(to wanted: String, in keys: [String]) -> String? {
        let lowered = wanted.lowercased()
        if let sameIgnoringCase = keys.first(where: { $0 != wanted && $0.lowercased() == lowered }) {
            return sameIgnoringCase
        }
        let limit = min(2, wanted.count / 3)
        guard limit > 0 else { return nil }
        var best: (key: String, distance: Int)?
        for key in keys where key != wanted {
            let distance = editDistance(Array(wanted), Array(key), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (key, distance) }
        }
        return best?.key
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) as soon as it exceeds `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            var rowMinimum = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
