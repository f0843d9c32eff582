// Codable model of every field of citm_catalog.json (a concert-hall ticketing catalogue).
//
// The document's keys are camelCase; the coding keys spell each one out anyway. Keys that are
// `null` in some entries are optionals; keys that are `null` in every entry (`description`,
// `subjectCode`, `subtitle` of events; `name`, `seatMapImage` of performances) are `String?`.

/// The whole document: eight id → name tables, the events, the topic tree and the performances.
struct CitmCatalog: Codable, Equatable {
    let areaNames: [String: String]
    let audienceSubCategoryNames: [String: String]
    let blockNames: [String: String]
    let events: [String: Event]
    let performances: [Performance]
    let seatCategoryNames: [String: String]
    let subTopicNames: [String: String]
    let subjectNames: [String: String]
    let topicNames: [String: String]
    let topicSubTopics: [String: [Int]]
    let venueNames: [String: String]

    enum CodingKeys: String, CodingKey {
        case areaNames
        case audienceSubCategoryNames
        case blockNames
        case events
        case performances
        case seatCategoryNames
        case subTopicNames
        case subjectNames
        case topicNames
        case topicSubTopics
        case venueNames
    }
}

struct Event: Codable, Equatable {
    let description: String?
    let id: Int
    let logo: String?
    let name: String
    let subTopicIds: [Int]
    let subjectCode: String?
    let subtitle: String?
    let topicIds: [Int]

    enum CodingKeys: String, CodingKey {
        case description
        case id
        case logo
        case name
        case subTopicIds
        case subjectCode
        case subtitle
        case topicIds
    }
}

struct Performance: Codable, Equatable {
    let eventId: Int
    let id: Int
    let logo: String?
    let name: String?
    let prices: [Price]
    let seatCategories: [SeatCategory]
    let seatMapImage: String?
    /// Milliseconds since 1970.
    let start: Int
    let venueCode: String

    enum CodingKeys: String, CodingKey {
        case eventId
        case id
        case logo
        case name
        case prices
        case seatCategories
        case seatMapImage
        case start
        case venueCode
    }
}

struct Price: Codable, Equatable {
    let amount: Int
    let audienceSubCategoryId: Int
    let seatCategoryId: Int

    enum CodingKeys: String, CodingKey {
        case amount
        case audienceSubCategoryId
        case seatCategoryId
    }
}

struct SeatCategory: Codable, Equatable {
    let areas: [Area]
    let seatCategoryId: Int

    enum CodingKeys: String, CodingKey {
        case areas
        case seatCategoryId
    }
}

struct Area: Codable, Equatable {
    let areaId: Int
    /// Empty in every area of this document.
    let blockIds: [Int]

    enum CodingKeys: String, CodingKey {
        case areaId
        case blockIds
    }
}
