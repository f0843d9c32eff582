import Hydrant
import OrdersAPI
import Testing

/// `GET /openapi.json`: the API's OpenAPI 3.1 document, its schemas made from the mappers.
@Suite("The OpenAPI document at /openapi.json")
struct OpenAPITests {
    /// Starts the server, fetches the document and runs `check` on it.
    static func withDocument(_ check: @Sendable (JSON) throws -> Void) async throws {
        try await Server.run { server in
            let answer = try await server.send(.GET, "/openapi.json")
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            try check(JSON(parsing: answer.body))
        }
    }

    @Test func theDocumentListsEveryRouteAndIsTheOneBuiltFromTheMappers() async throws {
        try await Self.withDocument { document in
            #expect(document == OpenAPIDocument.json)
            #expect(document["openapi"] == "3.1.0")
            #expect(document["paths"]?.object.map { Array($0.map(\.key)) } == ["/orders", "/orders/{id}"])
            #expect(document["paths"]?["/orders"]?.object.map { Array($0.map(\.key)) } == ["post", "get"])
            let schemas = document["components"]?["schemas"]?.object.map { Array($0.map(\.key)) }
            #expect(schemas == ["Created", "Order", "OrderItem", "NewOrderInput", "OrderItemInput", "ProblemDetails"])
        }
    }

    /// The request body as the mapper reads it: the validation rules, and the priority that may
    /// be missing (it falls back to `normal`) — so it is not required.
    @Test func theRequestBodyIsWhatTheMapperReads() async throws {
        try await Self.withDocument { document in
            let post = document["paths"]?["/orders"]?["post"]
            #expect(
                post?["requestBody"]?.description
                    == ##"{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/NewOrderInput"}}}}"##
            )
            #expect(
                document["components"]?["schemas"]?["NewOrderInput"]?.description
                    == ##"{"type":"object","properties":{"customer":{"type":"string","minLength":1},"items":{"type":"array","items":{"$ref":"#/components/schemas/OrderItemInput"},"minItems":1},"priority":{"type":["string","null"],"enum":["low","normal","high",null],"$comment":"any other value becomes the default, with a non-fatal error","default":"normal"}},"required":["customer","items"]}"##
            )
            #expect(
                document["components"]?["schemas"]?["OrderItemInput"]?.description
                    == #"{"type":"object","properties":{"sku":{"type":"string","minLength":1},"quantity":{"type":"integer","minimum":1}},"required":["sku","quantity"]}"#
            )
        }
    }

    /// A response as the reverse mapper writes it: every field, no reading rules.
    @Test func responsesAreWhatTheReverseMappersWrite() async throws {
        try await Self.withDocument { document in
            #expect(
                document["components"]?["schemas"]?["Order"]?.description
                    == ##"{"type":"object","properties":{"id":{"type":"integer"},"customer":{"type":"string"},"items":{"type":"array","items":{"$ref":"#/components/schemas/OrderItem"}},"priority":{"type":"string","enum":["low","normal","high"]}},"required":["id","customer","items","priority"]}"##
            )
            #expect(
                document["paths"]?["/orders/{id}"]?["get"]?["responses"]?["404"]?.description
                    == ##"{"description":"There is no order with this id","content":{"application/problem+json":{"schema":{"$ref":"#/components/schemas/ProblemDetails"}}}}"##
            )
            #expect(
                document["components"]?["schemas"]?["ProblemDetails"] == MappingError.ProblemDetails.jsonSchema.json)
        }
    }
}
