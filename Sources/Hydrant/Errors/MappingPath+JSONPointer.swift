extension MappingPath {
    /// The path as RFC 6901 JSON Pointers, one for each field it stands for (several for a
    /// multi-field accessor): `/items/0/sku`, relative to the value the mapper was given (`""` is
    /// that value itself).
    ///
    /// ```swift
    /// let path = MappingPath.key("x.y/z~w").prepending(.index(0)).prepending("items")
    /// path.jsonPointers()   // ["/items/0/x.y~1z~0w"]
    /// ```
    ///
    /// A pointer stops before a key that is not shown (``Segment/redactedKey``): it points at the
    /// object that holds the key, `/tags` for `tags.<key>`, the nearest place it can point at
    /// without naming the key.
    ///
    /// - Parameter revealingKeys: Whether keys read from the document (``documentKey(_:)``) are
    ///   written out; by default they are not, as ``description`` prints them as `<key>`.
    /// - Returns: The pointers of ``segments(revealingKeys:)``, in the same order.
    public func jsonPointers(revealingKeys: Bool = false) -> [String] {
        segments(revealingKeys: revealingKeys).map(Self.jsonPointer)
    }

    /// The RFC 6901 JSON Pointer of a list of steps: `/` before each step, a key with `~` written
    /// `~0` and `/` written `~1`, an index in decimal; `""` for no steps. The pointer stops before
    /// the first ``Segment/redactedKey``.
    ///
    /// ```swift
    /// MappingPath.jsonPointer([.key("tags"), .key("a/b"), .index(2)])   // "/tags/a~1b/2"
    /// ```
    public static func jsonPointer(_ segments: some Sequence<Segment>) -> String {
        var pointer = ""
        for segment in segments {
            switch segment {
            case .key(let key):
                pointer += "/"
                appendEscaped(key, to: &pointer)
            case .index(let index):
                pointer += "/" + String(index)
            case .redactedKey:
                return pointer
            }
        }
        return pointer
    }

    /// Appends a reference token: `~` as `~0`, `/` as `~1`, everything else as it is.
    private static func appendEscaped(_ key: String, to pointer: inout String) {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            pointer += key
            return
        }
        for scalar in key.unicodeScalars {
            switch scalar {
            case "~": pointer += "~0"
            case "/": pointer += "~1"
            default: pointer.unicodeScalars.append(scalar)
            }
        }
    }
}
