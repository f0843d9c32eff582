import Foundation
import OrdersAPI

// Serves the orders API on 127.0.0.1:8080, or on the port given as the first argument or in the
// PORT environment variable: `swift run OrdersServer 8081`.
let argument = CommandLine.arguments.dropFirst().first ?? ProcessInfo.processInfo.environment["PORT"]
let port = argument.flatMap { Int($0) } ?? 8080
try await buildApplication(port: port).runService()
