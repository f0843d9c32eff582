import Hydrant
import NIOCore
import OrdersAPI
import Testing

/// Each test starts the server on 127.0.0.1 (a free port) and sends it real HTTP requests.
@Suite("Orders API over HTTP on 127.0.0.1")
struct OrdersAPITests {
    static let validOrder = #"{"customer": "Ada", "items": [{"sku": "A-1", "quantity": 2}], "priority": "high"}"#
    static let storedOrder = #"{"id":1,"customer":"Ada","items":[{"sku":"A-1","quantity":2}],"priority":"high"}"#

    @Test func validOrderIsCreated() async throws {
        try await Server.run { server in
            let answer = try await server.post(Self.validOrder)
            #expect(answer.status == 201)
            #expect(answer.contentType == "application/json")
            #expect(answer.body == #"{"order":\#(Self.storedOrder),"warnings":[]}"#)
        }
    }

    @Test func contentTypeWithParametersIsJSON() async throws {
        try await Server.run { server in
            let answer = try await server.post(Self.validOrder, contentType: "Application/JSON; charset=utf-8")
            #expect(answer.status == 201)
        }
    }

    @Test func invalidOrderIsAnswered422WithEveryError() async throws {
        try await Server.run { server in
            let answer = try await server.post(
                #"{"items": [{"sku": "A-1", "quantity": 0}, {"quantity": 2}], "priority": "low"}"#)
            #expect(answer.status == 422)
            #expect(answer.contentType == "application/problem+json")
            #expect(
                answer.body == """
                    {"type":"about:blank","title":"Unprocessable Content","status":422,\
                    "detail":"The request body is not valid.","errors":[\
                    {"pointer":"/customer","code":"missingValue","detail":"the value is missing","fatal":true},\
                    {"pointer":"/items/0/quantity","code":"validationFailed","detail":"failed min: must be at least 1","fatal":true},\
                    {"pointer":"/items/1/sku","code":"missingValue","detail":"the value is missing","fatal":true}]}
                    """)
        }
    }

    @Test func malformedJSONIsAnswered400() async throws {
        try await Server.run { server in
            let answer = try await server.post("{\"customer\": \"Ada\",\n \"items\": [}")
            #expect(answer.status == 400)
            #expect(answer.contentType == "application/problem+json")
            #expect(
                answer.body == """
                    {"type":"about:blank","title":"Bad Request","status":400,\
                    "detail":"The request body is not valid JSON.","errors":[\
                    {"pointer":"","code":"invalidSourceValue",\
                    "detail":"the input is not valid JSON: line 2, column 12 (byte 31): expected a value, found '}'",\
                    "fatal":true}]}
                    """)
        }
    }

    @Test func oversizedBodyIsAnswered413() async throws {
        try await Server.run { server in
            let answer = try await server.post(#"{"customer": ""# + String(repeating: "a", count: 20_000) + #""}"#)
            #expect(answer.status == 413)
            #expect(answer.contentType == "application/problem+json")
            #expect(
                answer.body == """
                    {"type":"about:blank","title":"Content Too Large","status":413,\
                    "detail":"The request body is larger than 16384 bytes.","errors":[]}
                    """)
        }
    }

    @Test func wrongContentTypeIsAnswered415() async throws {
        try await Server.run { server in
            let answer = try await server.post(Self.validOrder, contentType: "text/plain")
            #expect(answer.status == 415)
            #expect(answer.contentType == "application/problem+json")
            #expect(
                answer.body == """
                    {"type":"about:blank","title":"Unsupported Media Type","status":415,\
                    "detail":"The request body must be application/json.","errors":[]}
                    """)
            let missing = try await server.post(Self.validOrder, contentType: nil)
            #expect(missing.status == 415)
        }
    }

    @Test func fallbackIsAcceptedWithWarnings() async throws {
        try await Server.run { server in
            let answer = try await server.post(
                #"{"customer": "Ada", "items": [{"sku": "A-1", "quantity": 2}], "priority": "urgent"}"#)
            #expect(answer.status == 201)
            #expect(answer.contentType == "application/json")
            #expect(
                answer.body == """
                    {"order":{"id":1,"customer":"Ada","items":[{"sku":"A-1","quantity":2}],"priority":"normal"},\
                    "warnings":[{"pointer":"/priority","code":"invalidSourceValue",\
                    "detail":"expected one of \\"low\\", \\"normal\\", \\"high\\"","fatal":false,"fallback":"defaultValue"}]}
                    """)
        }
    }

    @Test func storedOrdersAreWrittenByTheReverseMappers() async throws {
        try await Server.run { server in
            _ = try await server.post(Self.validOrder)
            let one = try await server.send(.GET, "/orders/1")
            #expect(one.status == 200)
            #expect(one.contentType == "application/json")
            #expect(one.body == Self.storedOrder)
            let all = try await server.send(.GET, "/orders")
            #expect(all.status == 200)
            #expect(all.body == "[\(Self.storedOrder)]")
            let unknown = try await server.send(.GET, "/orders/7")
            #expect(unknown.status == 404)
            #expect(unknown.contentType == "application/problem+json")
            #expect(
                unknown.body
                    == #"{"type":"about:blank","title":"Not Found","status":404,"detail":"There is no order 7.","errors":[]}"#
            )
        }
    }

    @Test func largeResponsesAreWrittenWhole() async throws {
        // 60 orders are about 6 KB, more than the 4 KB the response's buffer is sized for first:
        // the text that did not fit is appended after the part written in place.
        try await Server.run { server in
            var stored: [String] = []
            for id in 1...60 {
                let customer = "Customer number \(id) with a long name"
                let answer = try await server.post(
                    #"{"customer": "\#(customer)", "items": [{"sku": "A-1", "quantity": 2}], "priority": "low"}"#)
                #expect(answer.status == 201)
                stored.append(
                    #"{"id":\#(id),"customer":"\#(customer)","items":[{"sku":"A-1","quantity":2}],"priority":"low"}"#)
            }
            let all = try await server.send(.GET, "/orders")
            #expect(all.status == 200)
            #expect(all.body.utf8.count > 4096)
            #expect(all.body == "[" + stored.joined(separator: ",") + "]")
        }
    }
}

@Suite("Writing JSON into a ByteBuffer")
struct ByteBufferJSONTests {
    @Test(arguments: [0, 1, 7, 16, 4096])
    func textIsWholeAtAnyExpectedSize(expectedSize: Int) throws {
        let value: JSON = ["name": "Ada", "tags": .array((0..<50).map { .string("tag \($0)") })]
        let buffer = ByteBuffer.json(expectedSize: expectedSize) { output in output.write(value) }
        #expect(Array(buffer.readableBytesView) == (try JSONWriter().write(value)))
    }
}
