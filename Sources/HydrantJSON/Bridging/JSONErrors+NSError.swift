import Foundation

// Hydrant's JSON errors bridge to NSError with their own sentence as the localized description, so
// that they read well wherever NSError is shown, including under a MappingError.

extension JSONReadingError: CustomNSError, LocalizedError {
    /// `HydrantErrorDomain.reading`.
    public static let errorDomain = "HydrantErrorDomain.reading"

    /// The byte offset of the problem.
    public var errorCode: Int { offset }

    /// The localized description: the ``description``.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

    /// The ``description``.
    public var errorDescription: String? { description }
}

extension JSONWritingError: CustomNSError, LocalizedError {
    /// `HydrantErrorDomain.writing`.
    public static let errorDomain = "HydrantErrorDomain.writing"

    /// Always 1: the only failure is a value nested too deeply.
    public var errorCode: Int { 1 }

    /// The localized description: the ``description``.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

    /// The ``description``.
    public var errorDescription: String? { description }
}

extension JSONConversionError: CustomNSError, LocalizedError {
    /// `HydrantErrorDomain.conversion`.
    public static let errorDomain = "HydrantErrorDomain.conversion"

    /// 1 unsupported type, 2 non-finite number, 3 non-string key, 4 too deep.
    public var errorCode: Int {
        switch reason {
        case .unsupportedType: 1
        case .nonFiniteNumber: 2
        case .nonStringKey: 3
        case .depthLimitExceeded: 4
        }
    }

    /// The localized description: the ``message`` (without the path, whose keys are data).
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

    /// The ``message``.
    public var errorDescription: String? { message }
}

extension JSONNumber.ConversionError: CustomNSError, LocalizedError {
    /// `HydrantErrorDomain.number`.
    public static let errorDomain = "HydrantErrorDomain.number"

    /// 1 not an integer, 2 out of range, 3 too many digits.
    public var errorCode: Int {
        switch reason {
        case .notAnInteger: 1
        case .outOfRange: 2
        case .tooManyDigits: 3
        }
    }

    /// The localized description: the ``description``.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

    /// The ``description``.
    public var errorDescription: String? { description }
}
