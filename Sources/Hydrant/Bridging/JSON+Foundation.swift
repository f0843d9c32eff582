import Foundation

/// Why a Foundation object tree could not be converted to ``JSON``.
public struct JSONConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// A value of a type that has no JSON equivalent, such as `Date` or `Data`; the payload is
        /// the Swift type's name.
        case unsupportedType(String)
        /// A floating-point value that is infinite or NaN.
        case nonFiniteNumber
        /// A dictionary key that is not a string.
        case nonStringKey
        /// Arrays and dictionaries nested deeper than ``JSONReadingOptions/maximumDepthCeiling``.
        case depthLimitExceeded(limit: Int)
    }

    /// What went wrong.
    public let reason: Reason
    /// Where in the tree, as keys and indices joined by dots (`items.3.created`); empty at the top.
    public let path: String

    /// Creates a conversion error.
    public init(reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    /// A sentence that says what went wrong and where.
    public var description: String {
        message(location: path.isEmpty ? "at the top level" : "at \(path)")
    }

    /// What went wrong, without the path (whose keys come from the data).
    public var message: String {
        message(location: nil)
    }

    private func message(location: String?) -> String {
        let at = location.map { " " + $0 } ?? ""
        return switch reason {
        case .unsupportedType(let type): "a value of type \(type)\(at) has no JSON representation"
        case .nonFiniteNumber: "an infinite or NaN number\(at) has no JSON representation"
        case .nonStringKey: "a dictionary\(at) has a key that is not a string"
        case .depthLimitExceeded(let limit): "the value\(at) is nested more than \(limit) levels deep"
        }
    }
}

extension JSON {
    /// Creates a value from a Foundation object tree, such as `JSONSerialization.jsonObject(with:)`
    /// returns, or one built in code.
    ///
    /// Accepted: `NSNull` and `nil`, `Bool`, every Swift integer type, `Double`, `Float`, `Decimal`,
    /// `NSNumber` (booleans stay booleans: `NSNumber(value: true)` becomes `true`, never `1`),
    /// `NSDecimalNumber`, `String`, arrays and `[String: Any]` dictionaries (their members are sorted
    /// by key, since dictionaries have no order), and ``JSON`` values themselves.
    ///
    /// ```swift
    /// let object = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    /// let value = try JSON(jsonObject: object)
    /// ```
    ///
    /// - Throws: ``JSONConversionError`` naming the path of a value that has no JSON equivalent.
    public init(jsonObject: Any) throws(JSONConversionError) {
        self = try Self.convert(jsonObject, path: [], depth: 0)
    }

    private static func convert(_ value: Any, path: [String], depth: Int) throws(JSONConversionError) -> JSON {
        func fail(_ reason: JSONConversionError.Reason) -> JSONConversionError {
            JSONConversionError(reason: reason, path: path.joined(separator: "."))
        }
        if let json = value as? JSON { return json }
        if value is NSNull { return .null }
        let type = Swift.type(of: value)
        if type is NSNumber.Type, let number = value as? NSNumber {
            return try convert(number, fail: fail)
        }
        if type == Bool.self, let flag = value as? Bool { return .bool(flag) }
        if let integer = value as? any BinaryInteger { return .number(JSONNumber(integer)) }
        if let double = value as? Double {
            guard let number = JSONNumber(double) else { throw fail(.nonFiniteNumber) }
            return .number(number)
        }
        if let float = value as? Float {
            guard let number = JSONNumber(float) else { throw fail(.nonFiniteNumber) }
            return .number(number)
        }
        if let decimal = value as? Decimal {
            guard let number = JSONNumber(decimal) else { throw fail(.nonFiniteNumber) }
            return .number(number)
        }
        if let string = value as? String { return .string(string) }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .null }
            return try convert(wrapped, path: path, depth: depth)
        }
        guard depth < JSONReadingOptions.maximumDepthCeiling else {
            throw fail(.depthLimitExceeded(limit: JSONReadingOptions.maximumDepthCeiling))
        }
        if let array = value as? [Any] {
            var elements: [JSON] = []
            elements.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                elements.append(try convert(element, path: path + [String(index)], depth: depth + 1))
            }
            return .array(elements)
        }
        if let dictionary = value as? [String: Any] {
            var object = JSONObject()
            object.reserveCapacity(dictionary.count)
            for key in dictionary.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                guard let member = dictionary[key] else { continue }
                object.append(key: key, value: try convert(member, path: path + [key], depth: depth + 1))
            }
            return .object(object)
        }
        if value is NSDictionary || value is [AnyHashable: Any] { throw fail(.nonStringKey) }
        throw fail(.unsupportedType(String(describing: type)))
    }

    private static func convert(
        _ number: NSNumber, fail: (JSONConversionError.Reason) -> JSONConversionError
    ) throws(JSONConversionError) -> JSON {
        if Swift.type(of: number) == Swift.type(of: NSNumber(value: true)) {
            return .bool(number.boolValue)
        }
        if let decimal = number as? NSDecimalNumber {
            guard let value = JSONNumber(decimal.decimalValue) else { throw fail(.nonFiniteNumber) }
            return .number(value)
        }
        switch String(cString: number.objCType) {
        case "c", "s", "i", "l", "q":
            return .number(JSONNumber(number.int64Value))
        case "C", "S", "I", "L", "Q":
            return .number(JSONNumber(number.uint64Value))
        default:
            guard let value = JSONNumber(number.doubleValue) else { throw fail(.nonFiniteNumber) }
            return .number(value)
        }
    }

    /// The value as a Foundation object tree that `JSONSerialization.data(withJSONObject:)` accepts.
    ///
    /// `null` becomes `NSNull`, booleans `Bool`, strings `String`, arrays `[Any]`, objects
    /// `[String: Any]` (keeping the first member of a duplicated key; dictionaries have no order).
    /// Integers become `Int` or `UInt64` where they fit; other numbers become `Double`, or
    /// `NSDecimalNumber` when they have more significant digits than a `Double` keeps and fit a
    /// `Decimal` exactly.
    public var jsonObject: Any {
        switch self {
        case .null:
            return NSNull()
        case .bool(let flag):
            return flag
        case .number(let number):
            if let integer = try? number.integer(Int.self) { return integer }
            if let integer = try? number.integer(UInt64.self) { return integer }
            if DecimalValue(number).significand.count > 15, let decimal = try? number.decimal() {
                return NSDecimalNumber(decimal: decimal)
            }
            return (try? number.double()) ?? (number.isNegative ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude)
        case .string(let string):
            return string
        case .array(let elements):
            return elements.map(\.jsonObject)
        case .object(let object):
            var dictionary: [String: Any] = [:]
            dictionary.reserveCapacity(object.count)
            for member in object where dictionary[member.key] == nil {
                dictionary[member.key] = member.value.jsonObject
            }
            return dictionary
        }
    }
}
