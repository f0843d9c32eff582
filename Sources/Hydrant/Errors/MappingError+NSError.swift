import Foundation

extension MappingError: CustomNSError, LocalizedError {
    /// `HydrantErrorDomain`.
    public static let errorDomain = "HydrantErrorDomain"

    /// The numeric ``Code``.
    public var errorCode: Int {
        code.rawValue
    }

    /// The keys of ``errorUserInfo``.
    public enum UserInfoKey {
        /// Whether the error is fatal (`Bool`).
        public static let isFatal = "HydrantIsFatal"
        /// Every underlying error (`[NSError]`).
        public static let underlyingErrors = "HydrantUnderlyingErrors"
        /// The source path as printed (`String`).
        public static let sourcePath = "HydrantSourcePath"
        /// The destination path as printed (`String`).
        public static let destinationPath = "HydrantDestinationPath"
    }

    /// The user info of the bridged `NSError`: the reason as its localized description, the
    /// fatality, the paths and the underlying errors (the first also as `NSUnderlyingErrorKey`).
    /// Source and destination values are never included.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [
            NSLocalizedDescriptionKey: reason,
            UserInfoKey.isFatal: isFatal,
        ]
        if let sourcePath { info[UserInfoKey.sourcePath] = sourcePath.description }
        if let destinationPath { info[UserInfoKey.destinationPath] = destinationPath.description }
        if let first = underlyingErrors.first {
            info[NSUnderlyingErrorKey] = first as NSError
            info[UserInfoKey.underlyingErrors] = underlyingErrors.map { $0 as NSError }
        }
        return info
    }

    /// The ``reason``.
    public var errorDescription: String? {
        reason
    }
}
