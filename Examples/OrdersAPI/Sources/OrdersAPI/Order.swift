import Hydrant

/// How urgent an order is. A client that sends an unknown priority gets `normal` and a warning.
public enum Priority: String, Sendable, Hashable, CaseIterable {
    case low, normal, high
}

/// A line of an order.
public struct OrderItem: Sendable, Hashable {
    public let sku: String
    public let quantity: Int

    public init(sku: String, quantity: Int) {
        self.sku = sku
        self.quantity = quantity
    }
}

/// What a client sends to create an order.
public struct NewOrder: Sendable, Hashable {
    public let customer: String
    public let items: [OrderItem]
    public let priority: Priority

    public init(customer: String, items: [OrderItem], priority: Priority) {
        self.customer = customer
        self.items = items
        self.priority = priority
    }
}

/// A stored order: a new order with the id the server gave it.
public struct Order: Sendable, Hashable {
    public let id: Int
    public let customer: String
    public let items: [OrderItem]
    public let priority: Priority

    public init(id: Int, customer: String, items: [OrderItem], priority: Priority) {
        self.id = id
        self.customer = customer
        self.items = items
        self.priority = priority
    }
}

/// The mappers: the schema of the API's JSON, read from request bodies and written into responses.
public enum OrderMappers {
    /// `{"sku": "A-1", "quantity": 2}`: a non-empty SKU and a quantity of at least 1.
    public static let item = Mappers.object(OrderItem.init) {
        Field("sku", \.sku).validated(.minLength(1))
        Field("quantity", \.quantity).validated(.min(1))
    }

    /// `"low"`, `"normal"` or `"high"`.
    public static let priority = Mappers.rawValue(Priority.self)

    /// A request body: a customer, at least one item, and a priority that falls back to `normal`
    /// with a non-fatal error when it is missing, `null` or not one of the known ones.
    public static let newOrder = Mappers.object(NewOrder.init) {
        Field("customer", \.customer).validated(.minLength(1))
        Field("items", \.items, Mappers.array(of: item)).validated(.minLength(1))
        Field("priority", \.priority, Mappers.optionally(priority, default: .normal))
    }

    /// A stored order, as responses show it.
    public static let order = Mappers.object(Order.init) {
        Field("id", \.id)
        Field("customer", \.customer)
        Field("items", \.items, Mappers.array(of: item))
        Field("priority", \.priority, priority)
    }

    /// A list of stored orders.
    public static let orders = Mappers.array(of: order)
}

/// The answer to a created order: the order as stored, and the warnings about the request body —
/// the non-fatal errors of its mapping, such as a priority that fell back to `normal`.
public struct Created: Sendable, Hashable {
    public let order: Order
    public let warnings: [JSON]

    public init(order: Order, warnings: [JSON]) {
        self.order = order
        self.warnings = warnings
    }
}

extension OrderMappers {
    /// `{"order": {…}, "warnings": [{"pointer": "/priority", "code": …}]}`.
    public static let created = Mappers.object(Created.init) {
        Field("order", \.order, order)
        Field("warnings", \.warnings)
    }
}
