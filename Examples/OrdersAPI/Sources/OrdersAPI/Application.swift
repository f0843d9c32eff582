import Hummingbird
import Hydrant
import Logging
import NIOCore

/// The request context: Hummingbird's basic one with a smaller upload limit.
public struct OrdersRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// Request bodies larger than 16 KiB are answered with 413.
    public var maxUploadSize: Int { 16 * 1024 }
}

/// The orders, in memory.
public actor OrderStore {
    private var orders: [Order] = []

    public init() {}

    /// Stores a new order under the next id.
    public func add(_ new: NewOrder) -> Order {
        let order = Order(id: orders.count + 1, customer: new.customer, items: new.items, priority: new.priority)
        orders.append(order)
        return order
    }

    public func order(id: Int) -> Order? {
        orders.first { $0.id == id }
    }

    public var all: [Order] { orders }
}

/// The routes: `POST /orders`, `GET /orders`, `GET /orders/{id}`, and the API's description at
/// `GET /openapi.json`.
public func buildRouter(store: OrderStore = OrderStore()) -> Router<OrdersRequestContext> {
    let router = Router(context: OrdersRequestContext.self)
    router.post("/orders") { request, context -> Response in
        var request = request
        let body = try await request.map(with: OrderMappers.newOrder, context: context)
        let order = await store.add(body.value)
        let created = Created(order: order, warnings: body.warnings.map(\.json))
        return try .json(created, with: OrderMappers.created, status: .created)
    }
    router.get("/orders") { _, _ -> Response in
        try .json(await store.all, with: OrderMappers.orders)
    }
    router.get("/openapi.json") { _, _ -> Response in
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: .json { output in output.write(OpenAPIDocument.json) }))
    }
    router.get("/orders/{id}") { _, context -> Response in
        let id = try context.parameters.require("id", as: Int.self)
        guard let order = await store.order(id: id) else {
            throw ProblemResponse(.init(status: 404, detail: "There is no order \(id).", errors: []))
        }
        return try .json(order, with: OrderMappers.order)
    }
    return router
}

/// The application, serving on `host`:`port` (port 0 takes a free one, which `onServerRunning`
/// is told through the channel).
public func buildApplication(
    host: String = "127.0.0.1", port: Int = 8080, store: OrderStore = OrderStore(), logLevel: Logger.Level = .info,
    onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
) -> some ApplicationProtocol {
    var logger = Logger(label: "OrdersAPI")
    logger.logLevel = logLevel
    return Application(
        router: buildRouter(store: store),
        configuration: .init(address: .hostname(host, port: port), serverName: "OrdersAPI"),
        onServerRunning: onServerRunning,
        logger: logger
    )
}
