// Built with the package trait Macros (on by default); the performance gate builds without it.
#if Macros
    import HydrantMacros

    // The citm_catalog models again, declared with `@Mappable` (HydrantMacros): the same fields and
    // keys as Models/CitmCatalog.swift, so that the macro's mapper and the hand-written one
    // (Mappers/CitmMappers.swift) map the same document in the same run. `Codable` too, so that
    // JSONDecoder gives the reference value the benchmark checks the macro's mapping against.

    @Mappable
    struct MacroCitmCatalog: Codable, Equatable {
        let areaNames: [String: String]
        let audienceSubCategoryNames: [String: String]
        let blockNames: [String: String]
        let events: [String: MacroCitmEvent]
        let performances: [MacroCitmPerformance]
        let seatCategoryNames: [String: String]
        let subTopicNames: [String: String]
        let subjectNames: [String: String]
        let topicNames: [String: String]
        let topicSubTopics: [String: [Int]]
        let venueNames: [String: String]
    }

    @Mappable
    struct MacroCitmEvent: Codable, Equatable {
        let description: String?
        let id: Int
        let logo: String?
        let name: String
        let subTopicIds: [Int]
        let subjectCode: String?
        let subtitle: String?
        let topicIds: [Int]
    }

    @Mappable
    struct MacroCitmPerformance: Codable, Equatable {
        let eventId: Int
        let id: Int
        let logo: String?
        let name: String?
        let prices: [MacroCitmPrice]
        let seatCategories: [MacroCitmSeatCategory]
        let seatMapImage: String?
        let start: Int
        let venueCode: String
    }

    @Mappable
    struct MacroCitmPrice: Codable, Equatable {
        let amount: Int
        let audienceSubCategoryId: Int
        let seatCategoryId: Int
    }

    @Mappable
    struct MacroCitmSeatCategory: Codable, Equatable {
        let areas: [MacroCitmArea]
        let seatCategoryId: Int
    }

    @Mappable
    struct MacroCitmArea: Codable, Equatable {
        let areaId: Int
        let blockIds: [Int]
    }
#endif
