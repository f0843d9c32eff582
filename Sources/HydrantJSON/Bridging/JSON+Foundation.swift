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

/// The class of `NSNumber`'s booleans, which are numbers too.
private let booleanNumberType = ObjectIdentifier(type(of: NSNumber(value: true)))

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
    /// The conversion takes time in proportion to the size of the tree and does not recurse, so it
    /// is safe on any thread. Arrays and dictionaries nested deeper than
    /// ``JSONReadingOptions/maximumDepthCeiling`` are an error, and so is an `NSMutableArray` or
    /// `NSMutableDictionary` that contains itself (it is infinitely deep).
    ///
    /// - Throws: ``JSONConversionError`` naming the path of a value that has no JSON equivalent, or
    ///   of the container that is nested too deep.
    public init(jsonObject: Any) throws(JSONConversionError) {
        self = try Self.convert(jsonObject)
    }

    /// Converts the tree with a stack of open containers instead of recursion, so that a deep tree
    /// cannot exhaust the thread's stack; the depth is checked before a container is opened, which
    /// also ends a container that contains itself.
    private static func convert(_ root: Any) throws(JSONConversionError) -> JSON {
        var open: [OpenContainer] = []
        func fail(_ reason: JSONConversionError.Reason) -> JSONConversionError {
            JSONConversionError(reason: reason, path: open.map(\.currentComponent).joined(separator: "."))
        }
        var value = root
        while true {
            var converted: JSON
            switch try FoundationValue(value, fail: fail) {
            case .scalar(let scalar):
                converted = scalar
            case .container(let container):
                guard open.count < JSONReadingOptions.maximumDepthCeiling else {
                    throw fail(.depthLimitExceeded(limit: JSONReadingOptions.maximumDepthCeiling))
                }
                guard let first = container.members.first else {
                    converted = container.result
                    break
                }
                open.append(container)
                value = first
                continue
            }
            // Hand the value to the innermost open container; close every container it completes.
            while !open.isEmpty {
                let last = open.count - 1
                open[last].converted.append(converted)
                if let next = open[last].nextMember {
                    value = next
                    break
                }
                converted = open.removeLast().result
            }
            if open.isEmpty { return converted }
        }
    }

    fileprivate static func convert(
        _ number: NSNumber, fail: (JSONConversionError.Reason) -> JSONConversionError
    ) throws(JSONConversionError) -> JSON {
        if ObjectIdentifier(Swift.type(of: number)) == booleanNumberType {
            return .bool(number.boolValue)
        }
        if let decimal = number as? NSDecimalNumber {
            guard let value = JSONNumber(decimal.decimalValue) else { throw fail(.nonFiniteNumber) }
            return .number(value)
        }
        switch number.typeEncoding {
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
            return .number(JSONNumber(number.int64Value))
        case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
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
            return (try? number.double())
                ?? (number.isNegative ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude)
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

/// An array or dictionary of a Foundation tree whose members are being converted.
private struct OpenContainer {
    /// The keys of a dictionary's members, sorted; `nil` for an array.
    let keys: [String]?
    /// The members still to convert, in the order of the result.
    let members: [Any]
    /// The members converted so far.
    var converted: [JSON] = []

    init(keys: [String]?, members: [Any]) {
        self.keys = keys
        self.members = members
        converted.reserveCapacity(members.count)
    }

    /// The member to convert next, if any is left.
    var nextMember: Any? {
        converted.count < members.count ? members[converted.count] : nil
    }

    /// The key or index of the member being converted, for the path of an error.
    var currentComponent: String {
        keys?[converted.count] ?? String(converted.count)
    }

    /// The converted container (once every member is converted).
    var result: JSON {
        guard let keys else { return .array(converted) }
        return .object(JSONObject(members: zip(keys, converted).lazy.map { (key: $0, value: $1) }))
    }
}

/// A value of a Foundation tree, sorted by what it becomes: a scalar is converted at once, an array
/// or a dictionary becomes an ``OpenContainer`` of its members.
///
/// The concrete types that `JSONSerialization` produces are recognised first and without casting a
/// container to another type: on Linux, casting a Swift array to a class (`value is NSNull`) or
/// reading a member of an `NSArray` or `NSDictionary` bridges the whole subtree below it, which made
/// the conversion quadratic in the depth and a container that contains itself recurse forever.
private enum FoundationValue {
    case scalar(JSON)
    case container(OpenContainer)

    init(_ value: Any, fail: (JSONConversionError.Reason) -> JSONConversionError) throws(JSONConversionError) {
        var value = value
        while true {
            let type = Swift.type(of: value)
            if type is AnyClass {
                self = try Self(object: value, type: type, fail: fail)
            } else if type == [Any].self, let array = value as? [Any] {
                self = .container(OpenContainer(keys: nil, members: array))
            } else if type == [String: Any].self, let dictionary = value as? [String: Any] {
                self = .container(Self.sorted(dictionary))
            } else if type == String.self, let string = value as? String {
                self = .scalar(.string(string))
            } else if let optional = value as? any OptionalMember {
                // An optional (holding an optional…): unwrap it; the nesting is finite, as types are.
                guard let wrapped = optional.wrappedMember else {
                    self = .scalar(.null)
                    return
                }
                value = wrapped
                continue
            } else {
                self = try Self(swiftValue: value, type: type, fail: fail)
            }
            return
        }
    }

    /// A Swift value of a type other than the common ones.
    private init(
        swiftValue value: Any, type: Any.Type, fail: (JSONConversionError.Reason) -> JSONConversionError
    ) throws(JSONConversionError) {
        if type == Bool.self, let flag = value as? Bool {
            self = .scalar(.bool(flag))
        } else if let json = value as? JSON {
            self = .scalar(json)
        } else if let integer = value as? any BinaryInteger {
            self = .scalar(.number(JSONNumber(integer)))
        } else if let double = value as? Double {
            guard let number = JSONNumber(double) else { throw fail(.nonFiniteNumber) }
            self = .scalar(.number(number))
        } else if let float = value as? Float {
            guard let number = JSONNumber(float) else { throw fail(.nonFiniteNumber) }
            self = .scalar(.number(number))
        } else if let decimal = value as? Decimal {
            guard let number = JSONNumber(decimal) else { throw fail(.nonFiniteNumber) }
            self = .scalar(.number(number))
        } else if let string = value as? String {
            self = .scalar(.string(string))
        } else if let array = value as? [Any] {
            self = .container(OpenContainer(keys: nil, members: array))
        } else if let dictionary = value as? [String: Any] {
            self = .container(Self.sorted(dictionary))
        } else if value is [AnyHashable: Any] {
            throw fail(.nonStringKey)
        } else {
            throw fail(.unsupportedType(String(describing: type)))
        }
    }

    /// An instance of a class: `NSNull`, `NSNumber`, `NSString`, `NSArray` or `NSDictionary`. The
    /// class is tested on the type, so that no cast bridges anything.
    private init(
        object: Any, type: Any.Type, fail: (JSONConversionError.Reason) -> JSONConversionError
    ) throws(JSONConversionError) {
        if type is NSNumber.Type, let number = object as? NSNumber {
            self = .scalar(try JSON.convert(number, fail: fail))
        } else if type is NSNull.Type {
            self = .scalar(.null)
        } else if type is NSString.Type, let string = object as? NSString {
            self = .scalar(.string(string as String))
        } else if type is NSArray.Type, let array = object as? NSArray {
            self = .container(OpenContainer(keys: nil, members: Self.members(of: array)))
        } else if type is NSDictionary.Type, let dictionary = object as? NSDictionary {
            self = .container(try Self.members(of: dictionary, fail: fail))
        } else {
            throw fail(.unsupportedType(String(describing: type)))
        }
    }

    /// The members of a dictionary, sorted by key since dictionaries have no order.
    private static func sorted(_ dictionary: [String: Any]) -> OpenContainer {
        let members = dictionary.sorted { $0.key.precedesInUTF8($1.key) }
        return OpenContainer(keys: members.map(\.key), members: members.map(\.value))
    }

    /// Whether a stored member is an `NSArray` or an `NSDictionary`, which must be taken as stored.
    private static func isContainer(_ member: Any) -> Bool {
        let type = Swift.type(of: member)
        return type is NSArray.Type || type is NSDictionary.Type
    }

    /// The elements of an array. Nested arrays and dictionaries are taken as they are stored: on
    /// Linux, `object(at:)` bridges them to Swift collections, recursively.
    private static func members(of array: NSArray) -> [Any] {
        #if !canImport(ObjectiveC)
            // The mirror of Foundation's own arrays shows their storage, the elements as stored.
            if Swift.type(of: array) == NSArray.self || Swift.type(of: array) == NSMutableArray.self {
                let stored = Mirror(reflecting: array).children
                if stored.count == array.count {
                    return stored.enumerated().map { index, element in
                        isContainer(element.value) ? element.value : array.object(at: index)
                    }
                }
            }
        #endif
        return (0..<array.count).map { array.object(at: $0) }
    }

    /// The members of a dictionary, sorted by key. Nested arrays and dictionaries are taken as
    /// they are stored, as for arrays.
    private static func members(
        of dictionary: NSDictionary, fail: (JSONConversionError.Reason) -> JSONConversionError
    ) throws(JSONConversionError) -> OpenContainer {
        var members: [(key: String, value: Any)] = []
        members.reserveCapacity(dictionary.count)
        for (key, value) in storedMembers(of: dictionary) {
            guard let key = key as? String else { throw fail(.nonStringKey) }
            members.append((key, value))
        }
        members.sort { $0.key.precedesInUTF8($1.key) }
        return OpenContainer(keys: members.map(\.key), members: members.map(\.value))
    }

    /// The keys and values of a dictionary, nested arrays and dictionaries as they are stored.
    private static func storedMembers(of dictionary: NSDictionary) -> [(key: Any, value: Any)] {
        #if !canImport(ObjectiveC)
            // `allKeys` and `allValues` of Foundation's own dictionaries list the stored keys and
            // objects, in the same order.
            if Swift.type(of: dictionary) == NSDictionary.self || Swift.type(of: dictionary) == NSMutableDictionary.self
            {
                let keys = dictionary.allKeys, values = dictionary.allValues
                if keys.count == values.count {
                    return zip(keys, values).map { key, value in
                        (key, isContainer(value) ? value : dictionary.object(forKey: key) ?? value)
                    }
                }
            }
        #endif
        return dictionary.map { (key: $0.key, value: $0.value) }
    }
}

/// `Optional`, whatever it wraps, so that a tree can hold optionals at any level.
private protocol OptionalMember {
    /// The wrapped value, or `nil`.
    var wrappedMember: Any? { get }
}

extension Optional: OptionalMember {
    var wrappedMember: Any? { self.map { $0 as Any } }
}
