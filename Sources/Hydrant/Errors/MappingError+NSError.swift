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
        /// The underlying errors when there are several (`[NSError]`); a single underlying error is
        /// `NSUnderlyingErrorKey` instead. Never both, so that printing a deep error tree stays
        /// linear: with the first error under both keys, each level would print it twice.
        public static let underlyingErrors = "HydrantUnderlyingErrors"
        /// The source path as printed (`String`).
        public static let sourcePath = "HydrantSourcePath"
        /// The destination path as printed (`String`).
        public static let destinationPath = "HydrantDestinationPath"
        /// The source value as printed (`String`); only for errors made with
        /// ``MappingError/revealingValues()`` whose values are not sensitive.
        public static let sourceValue = "HydrantSourceValue"
        /// The destination value as printed (`String`); only for errors made with
        /// ``MappingError/revealingValues()`` whose values are not sensitive.
        public static let destinationValue = "HydrantDestinationValue"
    }

    /// The user info of the bridged `NSError`: the reason as its localized description, the
    /// fatality, the paths and the underlying errors (one as `NSUnderlyingErrorKey`, several as
    /// ``UserInfoKey/underlyingErrors``).
    /// Source and destination values and keys read from the document are included only for an
    /// error made with ``revealingValues()`` (and never when sensitive); other errors under a
    /// sensitive error keep only their domain and code.
    ///
    /// Bridging an error tree recurses once per level (each underlying error is bridged with its own
    /// user info), so this getter and the bridging of each underlying error leave the rest to
    /// helpers and keep small stack frames: a tree as deep as the depth ceiling is bridged on a
    /// 1 MiB stack in a debug build.
    public var errorUserInfo: [String: Any] {
        var info = ownUserInfo
        switch underlyingErrors.count {
        case 0: break
        case 1: info[NSUnderlyingErrorKey] = bridge(underlyingErrors[0])
        default: info[UserInfoKey.underlyingErrors] = underlyingErrors.map(bridge)
        }
        return info
    }

    /// ``errorUserInfo`` without the underlying errors.
    @inline(never)
    private var ownUserInfo: [String: Any] {
        var info: [String: Any] = [
            NSLocalizedDescriptionKey: reason,
            UserInfoKey.isFatal: isFatal,
        ]
        if let sourcePath { info[UserInfoKey.sourcePath] = sourcePath.rendered(revealingKeys: showsValues) }
        if let destinationPath {
            info[UserInfoKey.destinationPath] = destinationPath.rendered(revealingKeys: showsValues)
        }
        if showsValues, omission == nil, code != .multipleErrors {
            if let sourceValue { info[UserInfoKey.sourceValue] = sourceValue.revealedDescription }
            if let destinationValue { info[UserInfoKey.destinationValue] = destinationValue.revealedDescription }
        }
        return info
    }

    /// An underlying error as an `NSError`, disclosed the way this error is.
    private func bridge(_ error: any Error) -> NSError {
        disclosedUnderlying(error) as NSError
    }

    /// An underlying error disclosed the way this error is: a mapping error revealed or marked
    /// sensitive as this one is; under a sensitive error, any other error reduced to its domain and code.
    @inline(never)
    private func disclosedUnderlying(_ error: any Error) -> any Error {
        if let mappingError = error as? MappingError { return disclosing(mappingError) }
        guard isSensitive else { return error }
        let bridged = error as NSError
        return NSError(domain: bridged.domain, code: bridged.code)
    }

    /// The ``reason``.
    public var errorDescription: String? {
        reason
    }
}
