// The representative model of the reliability checks: one mapper tree that uses every kind of
// mapper (object, optionally, array/set/dictionary, enumeration, dates, numbers, URL, first,
// dispatch, nested objects). The unit tests and the fuzz targets (Fuzz/, through a symbolic link to
// this file) share it, so both exercise the same tree. Internal: each of the two modules that
// compile it uses it only inside itself.
import Foundation
import Hydrant

/// The status of an order, read from a string table.
enum OrderStatus: String, Sendable, Hashable {
    /// Placed, not yet paid.
    case new
    /// Paid.
    case paid
    /// On its way.
    case shipped
}

/// One line of an order.
struct OrderLine: Sendable, Hashable {
    /// The product code.
    var sku: String
    /// How many, from a number or a numeric string.
    var quantity: Int
    /// The unit price, exactly.
    var price: Decimal
}

/// How an order is delivered: chosen by the `type` member of the object.
enum Delivery: Sendable, Hashable {
    /// Picked up in a shop.
    case pickup(shop: String)
    /// Sent as a parcel of the given weight.
    case parcel(weight: Double)
}

/// An order with nested lines, dates, numbers, a URL and a dispatched delivery.
struct Order: Sendable, Hashable {
    /// The order number.
    var id: Int
    /// The status.
    var status: OrderStatus
    /// When it was placed (RFC 3339 text).
    var placed: Date
    /// When it is due (seconds since 1970), if known.
    var due: Date?
    /// The customer's page, if valid.
    var site: URL?
    /// Free-form tags.
    var tags: Set<String>
    /// Counters by name.
    var counters: [String: Int]
    /// The lines; invalid ones are dropped.
    var lines: [OrderLine]
    /// The delivery.
    var delivery: Delivery
}

/// The mappers of ``Order``.
enum OrderMappers {
    /// An integer written as a number or as a numeric string; written back as a number.
    static let flexibleInt = Mappers.first {
        Mappers.value(Int.self)
        Mappers.number(Int.self)
    }

    /// A decimal written as a numeric string (`"12.50"`).
    static let price = Mappers.number(Decimal.self)

    /// One line: every field required.
    static let line = Mappers.object(OrderLine.init) {
        Field("sku", \.sku)
        Field("qty", \.quantity, flexibleInt)
        Field("price", \.price, price)
    }

    /// `{"type": "pickup", "shop": …}` or `{"type": "parcel", "weight": …}`.
    static let delivery = Mappers.dispatch(on: "type", to: Delivery.self) {
        Mappers.DispatchCase(
            "pickup", Mappers.forward("shop", Mappers.value(String.self)), embed: Delivery.pickup,
            extract: { if case .pickup(let shop) = $0 { shop } else { nil } })
        Mappers.DispatchCase(
            "parcel", Mappers.forward("weight", Mappers.value(Double.self)), embed: Delivery.parcel,
            extract: { if case .parcel(let weight) = $0 { weight } else { nil } })
    }

    /// The order: required id, status, date and delivery; everything else optional or lenient.
    static let order = Mappers.object(Order.init) {
        Field("id", \.id, flexibleInt)
        Field(
            "status", \.status,
            Mappers.value(String.self).then(
                Mappers.enumeration(
                    ["new": OrderStatus.new, "paid": .paid, "shipped": .shipped])))
        Field("placed", \.placed, Mappers.date(.rfc3339))
        Field("due", \.due, Mappers.optionally(Mappers.date()))
        Field("site", \.site, Mappers.optionally(Mappers.url(schemes: ["https", "http"])))
        Field("tags", \.tags, Mappers.optionally(Mappers.set(of: Mappers.value(String.self)), default: []))
        Field("counters", \.counters, Mappers.optionally(Mappers.dictionary(of: Mappers.value(Int.self)), default: [:]))
        Field("lines", \.lines, Mappers.optionally(Mappers.array(of: Mappers.optionally(line)), default: []))
        Field("delivery", \.delivery, delivery)
    }

    /// A valid order document, used as a seed and in tests.
    static let sample = #"""
        {"id": 7, "status": "paid", "placed": "2024-02-29T12:30:00Z", "due": 1709251200,
         "site": "https://example.com/shop", "tags": ["gift", "express"], "counters": {"views": 3},
         "lines": [{"sku": "A-1", "qty": "2", "price": "12.50"}, {"sku": "B-2", "qty": 1, "price": "0.99"}],
         "delivery": {"type": "parcel", "weight": 1.25}}
        """#
}
