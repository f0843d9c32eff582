import Foundation

extension JSON: Codable {
    /// Decodes any value a decoder can produce.
    ///
    /// Numbers are decoded as `Int64`, `UInt64`, `Decimal` or `Double`, the first that succeeds, so
    /// that `JSONDecoder` input keeps as many digits as it can. `Decoder` has no ordered view of a
    /// keyed container, so object members are sorted by key. Booleans stay booleans.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
                return
            }
            if let integer = try? container.decode(Int64.self) {
                self = .number(JSONNumber(integer))
                return
            }
            if let integer = try? container.decode(UInt64.self) {
                self = .number(JSONNumber(integer))
                return
            }
            if let decimal = try? container.decode(Decimal.self), let number = JSONNumber(decimal) {
                self = .number(number)
                return
            }
            if let double = try? container.decode(Double.self), let number = JSONNumber(double) {
                self = .number(number)
                return
            }
            if let string = try? container.decode(String.self) {
                self = .string(string)
                return
            }
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [JSON] = []
            if let count = container.count { elements.reserveCapacity(count) }
            while !container.isAtEnd {
                elements.append(try container.decode(JSON.self))
            }
            self = .array(elements)
            return
        }
        let container = try decoder.container(keyedBy: JSONCodingKey.self)
        var object = JSONObject()
        let keys = container.allKeys.sorted { $0.stringValue.precedesInUTF8($1.stringValue) }
        for key in keys {
            object.append(key: key.stringValue, value: try container.decode(JSON.self, forKey: key))
        }
        self = .object(object)
    }

    /// Encodes the value: `null` as nil, numbers as `Int64`/`UInt64` when they are integers that fit,
    /// else as `Decimal` when exact, else as `Double`; objects as keyed containers, encoded in member
    /// order (the encoder decides the order of its output; `JSONEncoder` does not keep it).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            var container = encoder.singleValueContainer()
            if number.isWrittenAsInteger, let integer = try? number.integer(Int64.self) {
                try container.encode(integer)
            } else if number.isWrittenAsInteger, let integer = try? number.integer(UInt64.self) {
                try container.encode(integer)
            } else if let decimal = try? number.decimal() {
                try container.encode(decimal)
            } else {
                try container.encode(try number.double())
            }
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: JSONCodingKey.self)
            for member in object {
                try container.encode(member.value, forKey: JSONCodingKey(stringValue: member.key))
            }
        }
    }
}

/// A coding key for any string or integer.
struct JSONCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
