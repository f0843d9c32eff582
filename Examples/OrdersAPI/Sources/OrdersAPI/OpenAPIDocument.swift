import Hydrant

/// The API's OpenAPI 3.1 document, served at `GET /openapi.json`: its schemas are made from the
/// same mappers that read the requests and write the responses, so they cannot drift from them.
///
/// A request body is described as the mapper reads it (`NewOrderInput`: the validation rules,
/// the priority's default); a response as the mapper's reverse writes it (`Order`, `Created`).
/// OpenAPI 3.1's Schema Object is JSON Schema 2020-12, so Hydrant's schemas go in as they are,
/// with their references pointing at `#/components/schemas/`.
public enum OpenAPIDocument {
    /// The document.
    public static let json: JSON = {
        var requests = JSONSchema.Context(
            direction: .reading, referencePrefix: "#/components/schemas/", nameSuffix: "Input")
        var responses = JSONSchema.Context(direction: .writing, referencePrefix: "#/components/schemas/")
        let newOrder = OrderMappers.newOrder.describe(.anything, in: &requests)
        let created = OrderMappers.created.describe(.anything, in: &responses)
        let order = OrderMappers.order.describe(.anything, in: &responses)
        let orders = OrderMappers.orders.describe(.anything, in: &responses)

        var schemas = responses.definitions
        for (name, schema) in requests.definitions { schemas[name] = schema }
        // The problem documents the adapter answers errors with (HydrantAdapter.swift).
        schemas["ProblemDetails"] = MappingError.ProblemDetails.jsonSchema.json

        return [
            "openapi": "3.1.0",
            "info": ["title": "Orders API", "version": "1.0.0"],
            "paths": [
                "/orders": [
                    "post": [
                        "summary": "Create an order",
                        "requestBody": ["required": true, "content": content(newOrder)],
                        "responses": [
                            "201": [
                                "description": "The order as stored, with warnings about the body",
                                "content": content(created),
                            ],
                            "400": problem("The body is not JSON"),
                            "413": problem("The body is larger than 16 KiB"),
                            "415": problem("The body is not application/json"),
                            "422": problem("The body does not map: every error is listed"),
                        ],
                    ],
                    "get": [
                        "summary": "List the orders",
                        "responses": ["200": ["description": "Every order", "content": content(orders)]],
                    ],
                ],
                "/orders/{id}": [
                    "get": [
                        "summary": "One order",
                        "parameters": [
                            ["name": "id", "in": "path", "required": true, "schema": ["type": "integer"]]
                        ],
                        "responses": [
                            "200": ["description": "The order", "content": content(order)],
                            "404": problem("There is no order with this id"),
                        ],
                    ]
                ],
            ],
            "components": ["schemas": .object(schemas)],
        ]
    }()

    private static func content(_ schema: JSONSchema) -> JSON {
        ["application/json": ["schema": schema.json]]
    }

    private static func problem(_ description: String) -> JSON {
        [
            "description": .string(description),
            "content": ["application/problem+json": ["schema": ["$ref": "#/components/schemas/ProblemDetails"]]],
        ]
    }
}
