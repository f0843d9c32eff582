import Foundation
import Hydrant
import OrdersAPI

// Serves the orders API on 127.0.0.1:8080, or on the port given as the first argument or in the
// PORT environment variable: `swift run OrdersServer 8081`. `swift run OrdersServer --openapi`
// prints the API's OpenAPI document (what `GET /openapi.json` serves) and exits.
let argument = CommandLine.arguments.dropFirst().first ?? ProcessInfo.processInfo.environment["PORT"]
if argument == "--openapi" {
    print(try JSONWriter(options: .pretty).writeString(OpenAPIDocument.json))
    exit(0)
}
let port = argument.flatMap { Int($0) } ?? 8080
try await buildApplication(port: port).runService()
