import Foundation
import Hummingbird
import Hydrant
import NIOCore

/// An error answered with an RFC 9457 problem-details document (`application/problem+json`), the
/// document's status as the response's.
public struct ProblemResponse: HTTPResponseError {
    /// The document written as the body.
    public let problem: MappingError.ProblemDetails

    public init(_ problem: MappingError.ProblemDetails) {
        self.problem = problem
    }

    public var status: HTTPResponse.Status { HTTPResponse.Status(code: problem.status) }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(
            status: status,
            headers: [.contentType: MappingError.ProblemDetails.contentType],
            body: ResponseBody(byteBuffer: .json { output in output.write(problem.json) })
        )
    }
}

/// A request body mapped with a Hydrant mapper: the value, and the mapping's non-fatal errors —
/// warnings about values a fallback produced.
public struct MappedBody<Value: Sendable>: Sendable {
    public let value: Value
    public let warnings: [MappingError.Entry]
}

extension Request {
    /// Collects the body and maps it with `mapper`, or throws the problem to answer with:
    ///
    /// - 415 when the content type is not `application/json`;
    /// - 413 when the body is larger than the context's `maxUploadSize`;
    /// - 400 when the body is not JSON (one error, with its line and column);
    /// - 422 when it is JSON that does not map, listing every error with its JSON Pointer.
    ///
    /// A mapping that succeeded with non-fatal errors returns the value and the errors as warnings.
    public mutating func map<M: JSONMapper>(
        with mapper: M, context: some RequestContext
    ) async throws -> MappedBody<M.Output> where M.Input == JSON, M.Output: Sendable {
        guard let contentType = headers[.contentType], Self.isJSON(contentType) else {
            throw ProblemResponse(.init(status: 415, detail: "The request body must be application/json.", errors: []))
        }
        let body: ByteBuffer
        do {
            body = try await collectBody(upTo: context.maxUploadSize)
        } catch is NIOTooManyBytesError {
            let detail = "The request body is larger than \(context.maxUploadSize) bytes."
            throw ProblemResponse(.init(status: 413, detail: detail, errors: []))
        }
        switch mapper.mapping(parsing: Data(body.readableBytesView)) {
        case .success(let value):
            return MappedBody(value: value, warnings: [])
        case .successWithErrors(let value, let warnings):
            return MappedBody(value: value, warnings: warnings.entries)
        case .failure(let error) where error.underlyingErrors.contains(where: { $0 is JSONReadingError }):
            throw ProblemResponse(error.problemDetails(status: 400, detail: "The request body is not valid JSON."))
        case .failure(let error):
            throw ProblemResponse(error.problemDetails())
        }
    }

    /// Whether a `Content-Type` value is `application/json`, with or without parameters.
    static func isJSON(_ contentType: String) -> Bool {
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }
}

extension Response {
    /// A response whose body is `value` written as JSON by `codec`, the mapper that reads it from
    /// requests: the text is written straight from the value into the response's buffer, with no
    /// `JSON` tree, no `JSONEncoder` and no intermediate copy.
    public static func json<Codec: JSONCodec>(
        _ value: Codec.Output, with codec: Codec, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        var context = MappingContext()
        let body = try ByteBuffer.json { output in try codec.write(value, to: &output, context: &context) }
        return Response(
            status: status, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: body))
    }
}

extension ByteBuffer {
    /// A buffer holding the JSON text `write` writes, written straight into the buffer's memory:
    /// the output writes into the buffer's free space, at least `expectedSize` bytes, and only
    /// text beyond it (the output's overflow, when the guess was too small) is copied in after.
    public static func json(
        expectedSize: Int = 4096, _ write: (inout JSONOutput) throws -> Void
    ) rethrows -> ByteBuffer {
        var buffer = ByteBuffer()
        var written: JSONOutput?
        try buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: expectedSize) { region in
            var output = JSONOutput(writingInto: region)
            try write(&output)
            written = output
            return output.countInRegion
        }
        written?.withOverflow { overflow in _ = buffer.writeBytes(UnsafeRawBufferPointer(overflow)) }
        return buffer
    }
}
