import HydrantJSON

/// Plain values read straight from a document: `Double`, `Int`, `String` and `Bool`, and arrays
/// of them.
///
/// Reflective decoding converted every value of a built-in type through a
/// ``/HydrantJSON/JSON`` value made from the document's node, and reached an array through the
/// standard library's `Array.init(from:)`, which is generic code that runs unspecialised: for
/// every element it looks up the metadata of `Optional<Element>` and `Array<Element>`.
/// canada.json's 55,000 points (`[Double]` of two numbers) spent two-thirds of the reflective
/// decode there. These values are instead read from the node, and these arrays in one
/// specialised loop over the document's elements.
///
/// Only plain values are read this way: a number that converts exactly, an integer written
/// without fraction or exponent that fits, a string, a boolean, and arrays whose every element is
/// one. Anything else (a numeric string under lenient conversions, a number out of range, a
/// mismatched element) is left to the usual path, so the results, errors and conversions are
/// the same either way.
enum PlainValues {
    /// `source` as a `T` when `T` is one of the plain types and `source` is a document value of
    /// it; `nil` otherwise.
    @inline(__always)
    static func decode<T>(_ type: T.Type, from source: SourceValue) -> T? {
        guard case .node(let node) = source else { return nil }
        if T.self == Int.self { return same(integer(node), as: T.self) }
        if T.self == String.self { return same(node.string, as: T.self) }
        if T.self == Double.self { return same(double(node), as: T.self) }
        if T.self == Bool.self { return same(node.bool, as: T.self) }
        if T.self == [Double].self { return same(doubles(node), as: T.self) }
        if T.self == [Int].self { return same(integers(node), as: T.self) }
        if T.self == [String].self { return same(strings(node), as: T.self) }
        if T.self == [Bool].self { return same(booleans(node), as: T.self) }
        return nil
    }

    /// `value` as a `T` when `T` is its own type, `nil` otherwise, without the runtime call of a
    /// dynamic cast (HydrantJSON's `cast(_:ifSameTypeAs:)`).
    @inline(__always)
    static func same<Value, T>(_ value: Value?, as type: T.Type) -> T? {
        guard let value else { return nil }
        return cast(value, ifSameTypeAs: T.self)
    }

    /// Whether `T` is one of the plain array types (the scalar types are built-in types).
    @inline(__always)
    static func handlesArray<T>(_ type: T.Type) -> Bool {
        T.self == [Double].self || T.self == [Int].self || T.self == [String].self || T.self == [Bool].self
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

    /// A number that converts to a `Double` exactly.
    @inline(__always)
    static func double(_ node: JSONNode) -> Double? {
        (try? node.double()) ?? nil
    }

    /// An integer written without fraction or exponent that fits an `Int`.
    @inline(__always)
    static func integer(_ node: JSONNode) -> Int? {
        node.isWrittenAsInteger ? (try? node.integer(as: Int.self)) ?? nil : nil
    }

    static func doubles(_ node: JSONNode) -> [Double]? {
        elements(of: node, double)
    }

    static func integers(_ node: JSONNode) -> [Int]? {
        elements(of: node, integer)
    }

    static func strings(_ node: JSONNode) -> [String]? {
        elements(of: node) { item in item.string }
    }

    static func booleans(_ node: JSONNode) -> [Bool]? {
        elements(of: node) { item in item.bool }
    }
}
