import AsyncHTTPClient
import Logging
import NIOCore
import NIOHTTP1
import OrdersAPI
import ServiceLifecycle

/// What the server answered.
struct Answer: Sendable {
    let status: Int
    let contentType: String?
    let body: String
}

/// A server of the orders API running on 127.0.0.1, on a free port, and requests to it.
struct Server: Sendable {
    let port: Int

    /// Starts the application on 127.0.0.1 with a free port, runs `body` with the server, and
    /// shuts the server down.
    static func run(_ body: @Sendable (Server) async throws -> Void) async throws {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = buildApplication(host: "127.0.0.1", port: 0, logLevel: .warning) { channel in
            continuation.yield(channel.localAddress?.port ?? 0)
            continuation.finish()
        }
        let group = ServiceGroup(
            configuration: .init(services: [app], gracefulShutdownSignals: [], logger: Logger(label: "OrdersAPITests")))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            let port = await iterator.next() ?? 0
            do {
                try await body(Server(port: port))
            } catch {
                await group.triggerGracefulShutdown()
                throw error
            }
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
    }

    /// Sends a request over HTTP and collects the answer.
    func send(
        _ method: HTTPMethod, _ path: String, contentType: String? = "application/json", body: String? = nil
    ) async throws -> Answer {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.method = method
        if let contentType { request.headers.add(name: "content-type", value: contentType) }
        if let body { request.body = .bytes(ByteBuffer(string: body)) }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
        let bytes = try await response.body.collect(upTo: 1 << 20)
        return Answer(
            status: Int(response.status.code), contentType: response.headers.first(name: "content-type"),
            body: String(buffer: bytes))
    }

    func post(_ body: String, contentType: String? = "application/json") async throws -> Answer {
        try await send(.POST, "/orders", contentType: contentType, body: body)
    }
}
