import HydrantJSON

/// Arrays of plain values read straight from a document: `[Double]`, `[Int]`, `[String]` and
/// `[Bool]`.
///
/// Reflective decoding reaches an array through the standard library's `Array.init(from:)`,
/// which is generic code that runs unspecialised: for every element it looks up the metadata of
/// `Optional<Element>` and `Array<Element>`, and the element itself was converted through a
/// ``/HydrantJSON/JSON`` value. canada.json's 55,000 points (`[Double]` of two numbers) spent
/// two-thirds of the reflective decode there. These arrays are instead read in one specialised
/// loop over the document's elements.
///
/// The loop only takes arrays whose every element is a plain value of the type (a number that
/// converts exactly, an integer written without fraction or exponent that fits, a string, a
/// boolean); for any other array it gives up and the array is decoded as before, so the results,
/// errors and conversions are the same either way.
enum PlainArrays {
    /// `source` as a `T` when `T` is one of the plain array types and every element of the
    /// document array `source` is a plain value of its element type; `nil` otherwise.
    @inline(__always)
    static func decode<T>(_ type: T.Type, from source: SourceValue) -> T? {
        guard case .node(let node) = source else { return nil }
        if T.self == [Double].self { return doubles(node).map { unsafeBitCast($0, to: T.self) } }
        if T.self == [Int].self { return integers(node).map { unsafeBitCast($0, to: T.self) } }
        if T.self == [String].self { return strings(node).map { unsafeBitCast($0, to: T.self) } }
        if T.self == [Bool].self { return booleans(node).map { unsafeBitCast($0, to: T.self) } }
        return nil
    }

    /// The elements of an array node, each read by `element`; `nil` when the node is not an
    /// array or `element` returns `nil` for one of them.
    @inline(__always)
    static func elements<Element>(of node: JSONNode, _ element: (JSONNode) -> Element?) -> [Element]? {
        guard node.kind == .array, let count = node.count else { return nil }
        var values: [Element] = []
        values.reserveCapacity(count)
        for item in node.elements {
            guard let value = element(item) else { return nil }
            values.append(value)
        }
        return values
    }

    static func doubles(_ node: JSONNode) -> [Double]? {
        elements(of: node) { item in (try? item.double()) ?? nil }
    }

    static func integers(_ node: JSONNode) -> [Int]? {
        elements(of: node) { item in
            item.entry.has(TapeEntry.fInteger) ? (try? item.integer(as: Int.self)) ?? nil : nil
        }
    }

    static func strings(_ node: JSONNode) -> [String]? {
        elements(of: node) { item in item.string }
    }

    static func booleans(_ node: JSONNode) -> [Bool]? {
        elements(of: node) { item in item.bool }
    }
}
