import Foundation
import Hydrant

/// Where two trees differ: a path such as `$.statuses[3].user.id` and what differs there.
struct TreeDifference: CustomStringConvertible {
    var path: [String]
    let message: String

    var description: String { "at $\(path.joined()): \(message)" }

    /// The same difference, one level further out.
    func inside(_ component: String) -> TreeDifference {
        TreeDifference(path: [component] + path, message: message)
    }
}

/// Finds the first difference between two Hydrant trees (members compared by key, in any order).
func firstDifference(_ lhs: JSON, _ rhs: JSON) -> TreeDifference? {
    switch (lhs, rhs) {
    case let (.array(left), .array(right)):
        guard left.count == right.count else {
            return TreeDifference(path: [], message: "\(left.count) vs \(right.count) elements")
        }
        for (index, (l, r)) in zip(left, right).enumerated() {
            if let difference = firstDifference(l, r) { return difference.inside("[\(index)]") }
        }
        return nil
    case let (.object(left), .object(right)):
        guard left.count == right.count else {
            return TreeDifference(path: [], message: "\(left.count) vs \(right.count) members")
        }
        for member in left {
            guard let other = right[member.key] else {
                return TreeDifference(path: [".\(member.key)"], message: "missing on the right")
            }
            if let difference = firstDifference(member.value, other) { return difference.inside(".\(member.key)") }
        }
        return nil
    default:
        return lhs == rhs ? nil : TreeDifference(path: [], message: "\(lhs) vs \(rhs)")
    }
}

/// Compares a Hydrant tree with JSONSerialization's `Any` tree of the same document.
///
/// Strings, keys, booleans, nulls and integers must match exactly. Fractional numbers: Hydrant's
/// `double()` must equal the correctly rounded `Double(text)`; JSONSerialization's value may be a
/// few ULP off (a known Foundation-on-Linux issue), which is counted, not failed, up to 1e-12
/// relative.
struct FoundationComparison {
    private(set) var fractionalNumbers = 0
    private(set) var foundationRoundingDifferences = 0

    mutating func compare(_ json: JSON, _ any: Any) -> TreeDifference? {
        switch json {
        case .null:
            return any is NSNull ? nil : mismatch("null", any)
        case .bool(let flag):
            guard let other = any as? Bool, other == flag else { return mismatch("\(flag)", any) }
            return nil
        case .string(let string):
            guard let other = any as? String, other.utf8.elementsEqual(string.utf8) else {
                return mismatch("string \"\(string)\"", any)
            }
            return nil
        case .number(let number):
            guard let other = any as? NSNumber else { return mismatch("number \(number.text)", any) }
            return compare(number, other)
        case .array(let elements):
            guard let others = any as? [Any], others.count == elements.count else {
                return mismatch("array of \(elements.count)", any)
            }
            for (index, (element, other)) in zip(elements, others).enumerated() {
                if let difference = compare(element, other) { return difference.inside("[\(index)]") }
            }
            return nil
        case .object(let object):
            guard let others = any as? [String: Any], others.count == object.count else {
                return mismatch("object of \(object.count)", any)
            }
            for member in object {
                guard let other = others[member.key] else {
                    return TreeDifference(path: [".\(member.key)"], message: "missing in JSONSerialization's tree")
                }
                if let difference = compare(member.value, other) { return difference.inside(".\(member.key)") }
            }
            return nil
        }
    }

    private mutating func compare(_ number: JSONNumber, _ other: NSNumber) -> TreeDifference? {
        if number.isWrittenAsInteger {
            guard let value = try? number.integer(Int64.self) else { return nil }  // beyond Int64: not comparable
            return value == other.int64Value ? nil : TreeDifference(path: [], message: "integer \(value) vs \(other)")
        }
        fractionalNumbers += 1
        guard let exact = Double(number.text) else {
            return TreeDifference(path: [], message: "stdlib cannot read \(number.text)")
        }
        guard let value = try? number.double(), value.bitPattern == exact.bitPattern else {
            return TreeDifference(
                path: [], message: "Hydrant's double() of \(number.text) is not the correctly rounded \(exact)")
        }
        let foundation = other.doubleValue
        if foundation.bitPattern != exact.bitPattern {
            foundationRoundingDifferences += 1
            if abs(foundation - exact) > 1e-12 * abs(exact) {
                return TreeDifference(path: [], message: "\(number.text) vs JSONSerialization's \(foundation)")
            }
        }
        return nil
    }

    private func mismatch(_ expected: String, _ any: Any) -> TreeDifference {
        TreeDifference(
            path: [],
            message: "Hydrant has \(expected.prefix(80)), JSONSerialization has \(String(describing: any).prefix(80))")
    }
}

extension JSON {
    /// The number of values in the tree, counting every key, as ``JSONDocument/valueCount`` does.
    var valueCount: Int {
        switch self {
        case .array(let elements): 1 + elements.reduce(0) { $0 + $1.valueCount }
        case .object(let object): 1 + object.reduce(0) { $0 + 1 + $1.value.valueCount }
        default: 1
        }
    }
}
