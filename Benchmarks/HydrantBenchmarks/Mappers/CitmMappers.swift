import Hydrant

// Hydrant mappers for every field of citm_catalog.json, into the same models as JSONDecoder
// (Models/CitmCatalog.swift).

enum CitmMappers {
    static let document: some JSONCodec<CitmCatalog> & Mapper<JSON, CitmCatalog> = catalog(
        performances: Mappers.array(of: performance))

    /// The error-heavy variant: performances that cannot be mapped are dropped (with a non-fatal
    /// error each).
    static let lenientDocument: some JSONCodec<CitmCatalog> & Mapper<JSON, CitmCatalog> = catalog(
        performances: Mappers.array(of: Mappers.optionally(performance)))

    /// The catalogue, with the given mapper for its performances.
    static func catalog<P: JSONCodec>(performances: P) -> some JSONCodec<CitmCatalog> & Mapper<JSON, CitmCatalog>
    where P.Input == JSON, P.Output == [Performance] {
        Mappers.object(CitmCatalog.init) {
            Field("areaNames", \.areaNames)
            Field("audienceSubCategoryNames", \.audienceSubCategoryNames)
            Field("blockNames", \.blockNames)
            Field("events", \.events, Mappers.dictionary(of: event))
            Field("performances", \.performances, performances)
            Field("seatCategoryNames", \.seatCategoryNames)
            Field("subTopicNames", \.subTopicNames)
            Field("subjectNames", \.subjectNames)
            Field("topicNames", \.topicNames)
            Field("topicSubTopics", \.topicSubTopics)
            Field("venueNames", \.venueNames)
        }
    }

    static let event = Mappers.object(Event.init) {
        Field("description", \.description)
        Field("id", \.id)
        Field("logo", \.logo)
        Field("name", \.name)
        Field("subTopicIds", \.subTopicIds)
        Field("subjectCode", \.subjectCode)
        Field("subtitle", \.subtitle)
        Field("topicIds", \.topicIds)
    }

    static let performance = Mappers.object(Performance.init) {
        Field("eventId", \.eventId)
        Field("id", \.id)
        Field("logo", \.logo)
        Field("name", \.name)
        Field("prices", \.prices, Mappers.array(of: price))
        Field("seatCategories", \.seatCategories, Mappers.array(of: seatCategory))
        Field("seatMapImage", \.seatMapImage)
        Field("start", \.start)
        Field("venueCode", \.venueCode)
    }

    static let price = Mappers.object(Price.init) {
        Field("amount", \.amount)
        Field("audienceSubCategoryId", \.audienceSubCategoryId)
        Field("seatCategoryId", \.seatCategoryId)
    }

    static let seatCategory = Mappers.object(SeatCategory.init) {
        Field("areas", \.areas, Mappers.array(of: area))
        Field("seatCategoryId", \.seatCategoryId)
    }

    static let area = Mappers.object(Area.init) {
        Field("areaId", \.areaId)
        Field("blockIds", \.blockIds)
    }
}
