extension MappingError {
    /// What kind of failure a ``MappingError`` reports.
    ///
    /// The first seven codes are Hydrant's, with the same numbers (they become the `NSError` code);
    /// the others make distinctions Swift users need. New codes may be added in later versions, so
    /// switch over them with a `default` case.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The numeric code, also used as the `NSError` code.
        public let rawValue: Int

        /// Creates a code from its number.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The input value is not one the mapper can convert (an unknown enum value, an unparseable
        /// date). Hydrant's `HYDErrorInvalidSourceObjectValue`.
        public static let invalidSourceValue = Code(rawValue: 1)
        /// The input has the wrong type or JSON kind. Hydrant's `HYDErrorInvalidSourceObjectType`.
        public static let invalidSourceType = Code(rawValue: 2)
        /// The mapper produced a value of the wrong type. Hydrant's
        /// `HYDErrorInvalidResultingObjectType`.
        public static let invalidResultingType = Code(rawValue: 3)
        /// Several errors, found in the ``MappingError/underlyingErrors``. Hydrant's
        /// `HYDErrorMultipleErrors`.
        public static let multipleErrors = Code(rawValue: 4)
        /// An accessor could not read from the source. Hydrant's `HYDErrorGetViaAccessorFailed`.
        public static let readFailed = Code(rawValue: 5)
        /// An accessor could not write to the destination. Hydrant's `HYDErrorSetViaAccessorFailed`.
        public static let writeFailed = Code(rawValue: 6)
        /// A value is required but missing (the key is absent).
        public static let missingValue = Code(rawValue: 7)
        /// A value is required but is JSON `null`.
        public static let nullValue = Code(rawValue: 8)
        /// A number does not fit the destination type.
        public static let numberOutOfRange = Code(rawValue: 9)
        /// A value broke a validation rule.
        public static let validationFailed = Code(rawValue: 10)
        /// A source object has a key that no field of the object mapping reads (see
        /// ``UnmappedKeyPolicy``).
        public static let unexpectedKey = Code(rawValue: 11)
        /// Stands for the errors an error collection did not keep because the ``MappingError/errorLimit``
        /// was reached; it says how many there were and how many of them were fatal.
        public static let tooManyErrors = Code(rawValue: 12)
        /// A source object has a key that a field reads more than once, and the object mapping is
        /// strict about its keys (see ``UnmappedKeyPolicy``): only the first member would be read.
        public static let duplicateKey = Code(rawValue: 13)
        /// A failure with no more specific code. Hydrant's generic code 100.
        public static let generic = Code(rawValue: 100)

        /// The code's name as printed in error descriptions, such as `invalidSourceType`; unknown
        /// codes print as their number.
        public var description: String {
            knownName ?? String(rawValue)
        }

        /// The code's stable name, for machines: what ``MappingError/Entry`` and problem details
        /// give clients to switch on, such as `missingValue`.
        ///
        /// Hydrant's codes are named as ``description`` prints them (`invalidSourceType`,
        /// `validationFailed`); any other code is `code` followed by its number (`code1001`,
        /// `code-2`). The names never change from one release to the next: a new code gets a new
        /// name, and a client that meets a name it does not know can treat it as `generic`.
        public var name: String {
            knownName ?? "code" + String(rawValue)
        }

        /// The name of one of Hydrant's codes; `nil` for any other code.
        private var knownName: String? {
            switch rawValue {
            case 1: "invalidSourceValue"
            case 2: "invalidSourceType"
            case 3: "invalidResultingType"
            case 4: "multipleErrors"
            case 5: "readFailed"
            case 6: "writeFailed"
            case 7: "missingValue"
            case 8: "nullValue"
            case 9: "numberOutOfRange"
            case 10: "validationFailed"
            case 11: "unexpectedKey"
            case 12: "tooManyErrors"
            case 13: "duplicateKey"
            case 100: "generic"
            default: nil
            }
        }
    }
}
