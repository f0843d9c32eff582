extension MappingError {
    /// An RFC 9457 problem-details document about a mapping's errors, for an HTTP API's clients:
    /// what a server answers with a `422 Unprocessable Content` when a request body does not map.
    ///
    /// ```swift
    /// let problem = error.problemDetails()
    /// // response status: problem.status, content type: MappingError.ProblemDetails.contentType
    /// let body = problem.jsonBytes()
    /// ```
    ///
    /// ```json
    /// {"type":"about:blank","title":"Unprocessable Content","status":422,
    ///  "detail":"The request body is not valid.",
    ///  "errors":[{"pointer":"/items/0/sku","code":"missingValue","detail":"the value is missing","fatal":true}]}
    /// ```
    ///
    /// The document has RFC 9457's members `type`, `title`, `status`, `detail` and `instance` (the
    /// last only when given), and the extension member `errors`: the ``Entry`` values, each written
    /// as ``Entry/json`` — a JSON Pointer into the request body (plain, `/items/0/sku`, not the
    /// URI-fragment form `#/items/0/sku`), the code's stable name, the message and the fatality.
    /// Hydrant's own ``/HydrantJSON/JSONWriter`` writes it: members in that order, `/` not escaped.
    public struct ProblemDetails: Sendable, Hashable {
        /// The media type of the document: `application/problem+json`.
        public static let contentType = "application/problem+json"

        /// The `detail` a mapping error's document has unless told otherwise: "The request body is
        /// not valid."
        public static let defaultDetail = "The request body is not valid."

        /// A URI reference that identifies the problem type; `about:blank` says no more than the
        /// status code does. RFC 9457 recommends an absolute URI that leads to documentation
        /// of your own type (`https://example.com/problems/invalid-body`), with its own title.
        public let type: String
        /// A short summary of the problem type, the same for every occurrence, if any.
        public let title: String?
        /// The HTTP status code; answer with the same one.
        public let status: Int
        /// What went wrong in this occurrence, if anything is said.
        public let detail: String?
        /// A URI reference that identifies this occurrence, if any.
        public let instance: String?
        /// The errors, written in the `errors` member.
        public let errors: [Entry]

        /// Creates a document.
        ///
        /// - Parameters:
        ///   - type: A URI reference for the problem type; `about:blank` by default.
        ///   - title: A short summary of the problem type; by default the reason phrase of
        ///     `status` (RFC 9110's, such as "Unprocessable Content"), or none for a status it
        ///     does not name.
        ///   - status: The HTTP status code; 422 by default.
        ///   - detail: What went wrong in this occurrence; none by default.
        ///   - instance: A URI reference for this occurrence; none by default.
        ///   - errors: The errors to list.
        public init(
            type: String = "about:blank", title: String? = nil, status: Int = 422, detail: String? = nil,
            instance: String? = nil, errors: [Entry]
        ) {
            self.type = type
            self.title = title ?? Self.reasonPhrase(of: status)
            self.status = status
            self.detail = detail
            self.instance = instance
            self.errors = errors
        }

        /// The document as a JSON value: `type`, `title`, `status`, `detail`, `instance` and
        /// `errors`, in that order; the members without a value are left out.
        public var json: JSON {
            var object: JSONObject = ["type": .string(type)]
            if let title { object.append(key: "title", value: .string(title)) }
            object.append(key: "status", value: JSON(status))
            if let detail { object.append(key: "detail", value: .string(detail)) }
            if let instance { object.append(key: "instance", value: .string(instance)) }
            object.append(key: "errors", value: .array(errors.map(\.json)))
            return .object(object)
        }

        /// The document as UTF-8 JSON text, the body of a response.
        ///
        /// - Parameter options: How to format the text; compact by default. A
        ///   ``/HydrantJSON/JSONWritingOptions/maxDepth`` below the document's depth (3) counts as 3.
        public func jsonBytes(options: JSONWritingOptions = .compact) -> [UInt8] {
            // The text JSONWriter writes for the same value; an output cannot fail, and the depth
            // the options allow is at least the document's.
            var output = JSONOutput(options: Self.fitting(options))
            output.write(json)
            return output.bytes
        }

        /// The document as JSON text.
        ///
        /// - Parameter options: How to format the text; compact by default. A
        ///   ``/HydrantJSON/JSONWritingOptions/maxDepth`` below the document's depth (3) counts as 3.
        public func jsonString(options: JSONWritingOptions = .compact) -> String {
            String(decoding: jsonBytes(options: options), as: UTF8.self)
        }

        /// `options` with room for the document's 3 levels.
        private static func fitting(_ options: JSONWritingOptions) -> JSONWritingOptions {
            var options = options
            options.maxDepth = max(options.maxDepth, 3)
            return options
        }

        /// The reason phrase RFC 9110 gives an HTTP status code, for its 4xx and 5xx codes; `nil`
        /// for others.
        static func reasonPhrase(of status: Int) -> String? {
            switch status {
            case 400: "Bad Request"
            case 401: "Unauthorized"
            case 402: "Payment Required"
            case 403: "Forbidden"
            case 404: "Not Found"
            case 405: "Method Not Allowed"
            case 406: "Not Acceptable"
            case 407: "Proxy Authentication Required"
            case 408: "Request Timeout"
            case 409: "Conflict"
            case 410: "Gone"
            case 411: "Length Required"
            case 412: "Precondition Failed"
            case 413: "Content Too Large"
            case 414: "URI Too Long"
            case 415: "Unsupported Media Type"
            case 416: "Range Not Satisfiable"
            case 417: "Expectation Failed"
            case 421: "Misdirected Request"
            case 422: "Unprocessable Content"
            case 426: "Upgrade Required"
            case 500: "Internal Server Error"
            case 501: "Not Implemented"
            case 502: "Bad Gateway"
            case 503: "Service Unavailable"
            case 504: "Gateway Timeout"
            case 505: "HTTP Version Not Supported"
            default: nil
            }
        }
    }

    /// This error as an RFC 9457 problem-details document, its ``entries`` in the `errors` member:
    /// the body of a `422 Unprocessable Content` answer to a request whose body did not map.
    ///
    /// ```swift
    /// let problem = error.problemDetails()
    /// problem.status                 // 422
    /// problem.jsonString()           // {"type":"about:blank","title":"Unprocessable Content",…}
    /// ```
    ///
    /// Every entry is listed, fatal or not, each with its `fatal` member. The entries are redacted
    /// as the error's renderings are (see ``entries``): make the document from an error made with
    /// ``revealingValues()`` only if the client may see the values and keys of the document — the
    /// request's own data, which proxies and logs on the way see too.
    ///
    /// - Parameters:
    ///   - type: A URI reference for the problem type; `about:blank` by default.
    ///   - title: A short summary of the problem type; by default the reason phrase of `status`
    ///     ("Unprocessable Content").
    ///   - status: The HTTP status code; 422 by default.
    ///   - detail: What went wrong; ``ProblemDetails/defaultDetail`` by default, none for `nil`.
    ///   - instance: A URI reference for this occurrence; none by default.
    public func problemDetails(
        type: String = "about:blank", title: String? = nil, status: Int = 422,
        detail: String? = ProblemDetails.defaultDetail, instance: String? = nil
    ) -> ProblemDetails {
        ProblemDetails(type: type, title: title, status: status, detail: detail, instance: instance, errors: entries)
    }
}
