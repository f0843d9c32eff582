import Foundation

/// Turns the errors that `Decodable` and `Encodable` implementations throw into `MappingError`s.
enum CodableErrors {
    /// The mapping error for an error thrown by `type`'s `init(from:)` while reading `json` (a
    /// ``/HydrantJSON/JSON`` value, or a `DocumentValue` whose tree is built only if someone asks for it).
    ///
    /// A `MappingError` (or a `DecodingError` carrying one, from ``Mapped`` or the container
    /// extensions) is passed on as it is. Other `DecodingError`s become the matching code; their
    /// message is kept only inside a ``RedactedCodingError``, because Codable's messages may quote
    /// the value ("Cannot initialize Status from invalid String value …").
    ///
    /// `depth` is the length of the coding path of the decoder `type` was decoded with: the
    /// coding paths of Codable errors are absolute, and only the part below that decoder is kept
    /// (the decoder's containers add the rest as the error travels up).
    static func mappingError(
        from error: any Error, decoding type: Any.Type, json: any Sendable, depth: Int = 0
    ) -> MappingError {
        guard let decodingError = error as? DecodingError else {
            if let error = error as? MappingError { return error }
            return MappingError(
                code: .invalidSourceValue, sourceValue: json,
                detail: "\(type) could not be decoded from the value", underlyingErrors: [error])
        }
        let redacted = RedactedCodingError(decodingError)
        func relativePath(_ codingPath: [any CodingKey]) -> MappingPath? {
            path(Array(codingPath.dropFirst(depth)))
        }
        switch decodingError {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context):
            if let underlying = context.underlyingError as? MappingError {
                let relative = relativePath(context.codingPath)
                return MappingError(wrapping: underlying, prependingSourcePath: relative, destinationPath: relative)
            }
        @unknown default:
            break
        }
        switch decodingError {
        case .typeMismatch(let expected, let context):
            return MappingError(
                code: .invalidSourceType, sourceValue: json, sourcePath: relativePath(context.codingPath),
                destinationPath: relativePath(context.codingPath),
                detail: "\(type) expected a value of type \(expected)", underlyingErrors: [redacted])
        case .valueNotFound(let expected, let context):
            return MappingError(
                code: .nullValue, sourceValue: json, sourcePath: relativePath(context.codingPath),
                destinationPath: relativePath(context.codingPath),
                detail: "\(type) expected a value of type \(expected), got null", underlyingErrors: [redacted])
        case .keyNotFound(let key, let context):
            let keyPath = relativePath(context.codingPath + [key])
            return MappingError(
                code: .missingValue, sourcePath: keyPath, destinationPath: keyPath,
                detail: "\(type) expected the key", underlyingErrors: [redacted])
        default:
            return MappingError(
                code: .invalidSourceValue, sourceValue: json,
                detail: "\(type) rejected the value", underlyingErrors: [redacted])
        }
    }

    /// The mapping error for an error thrown by `type`'s `encode(to:)`.
    static func mappingError(from error: any Error, encoding type: Any.Type, value: any Sendable) -> MappingError {
        if !(error is EncodingError), let error = error as? MappingError { return error }
        if let encodingError = error as? EncodingError,
            case .invalidValue(_, let context) = encodingError,
            let underlying = context.underlyingError as? MappingError
        {
            return underlying
        }
        let underlying: any Error = error is EncodingError ? RedactedCodingError(error) : error
        return MappingError(
            code: .invalidSourceValue, sourceValue: value,
            detail: "\(type) could not be encoded", underlyingErrors: [underlying])
    }

    /// A coding path as a mapping path (`children.0.age`); `nil` when empty.
    static func path(_ codingPath: [any CodingKey]) -> MappingPath? {
        var result: MappingPath?
        for key in codingPath {
            let component = key.intValue.map(MappingPath.index) ?? MappingPath.key(key.stringValue)
            result = MappingPath.join(result, component)
        }
        return result
    }
}

/// A `DecodingError` or `EncodingError` kept for inspection whose message is never printed,
/// because Codable's messages may quote the value being decoded.
///
/// Error renderings show it as "DecodingError (message not shown: it may quote the value)"; the
/// original error is in ``error``.
public struct RedactedCodingError: LocalizedError, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable, Sendable
{
    /// The original error.
    public let error: any Error

    /// Keeps `error` without printing it.
    public init(_ error: any Error) {
        self.error = error
    }

    /// "DecodingError (message not shown: it may quote the value)".
    public var errorDescription: String? {
        "\(type(of: error)) (message not shown: it may quote the value)"
    }

    /// The same as ``errorDescription``.
    public var description: String {
        errorDescription ?? ""
    }

    /// The same as ``errorDescription``.
    public var debugDescription: String {
        description
    }

    /// No children, so that `dump` does not print the original message either.
    public var customMirror: Mirror {
        Mirror(self, children: [])
    }
}
