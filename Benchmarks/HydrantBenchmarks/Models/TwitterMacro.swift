// Built with the package trait Macros (on by default); the performance gate builds without it.
#if Macros
    import HydrantMacros

    // The twitter.json models again, declared with `@Mappable(keys: .snakeCase)` (HydrantMacros): the
    // same fields and keys as Models/Twitter.swift and the same mappers as Mappers/TwitterMappers.swift
    // (a recursive status through `@Indirect`; `Mappers.nullable` where the hand-written mappers use
    // it), so that the macro's mappers and the hand-written ones map the same document in the same run.

    /// The whole document.
    @Mappable(keys: .snakeCase)
    struct MacroTwitter: Equatable {
        let statuses: [MacroStatus]
        let searchMetadata: MacroSearchMetadata
    }

    /// One tweet; a retweet carries the original tweet in `retweetedStatus`.
    @Mappable(keys: .snakeCase)
    struct MacroStatus: Equatable {
        let metadata: MacroStatusMetadata
        let createdAt: String
        let id: Int64
        let idStr: String
        let text: String
        let source: String
        let truncated: Bool
        let inReplyToStatusId: Int64?
        let inReplyToStatusIdStr: String?
        let inReplyToUserId: Int64?
        let inReplyToUserIdStr: String?
        let inReplyToScreenName: String?
        let user: MacroUser
        let geo: String?
        let coordinates: String?
        let place: String?
        let contributors: String?
        let retweetCount: Int
        let favoriteCount: Int
        let entities: MacroStatusEntities
        let favorited: Bool
        let retweeted: Bool
        let lang: String
        @Indirect var retweetedStatus: MacroStatus?
        let possiblySensitive: Bool?
    }

    @Mappable(keys: .snakeCase)
    struct MacroStatusMetadata: Equatable {
        let resultType: String
        let isoLanguageCode: String
    }

    @Mappable(keys: .snakeCase)
    struct MacroUser: Equatable {
        let id: Int64
        let idStr: String
        let name: String
        let screenName: String
        let location: String
        let description: String
        let url: String?
        let entities: MacroUserEntities
        let protected: Bool
        let followersCount: Int
        let friendsCount: Int
        let listedCount: Int
        let createdAt: String
        let favouritesCount: Int
        let utcOffset: Int?
        let timeZone: String?
        let geoEnabled: Bool
        let verified: Bool
        let statusesCount: Int
        let lang: String
        let contributorsEnabled: Bool
        let isTranslator: Bool
        let isTranslationEnabled: Bool
        let profileBackgroundColor: String
        let profileBackgroundImageUrl: String
        let profileBackgroundImageUrlHttps: String
        let profileBackgroundTile: Bool
        let profileImageUrl: String
        let profileImageUrlHttps: String
        let profileBannerUrl: String?
        let profileLinkColor: String
        let profileSidebarBorderColor: String
        let profileSidebarFillColor: String
        let profileTextColor: String
        let profileUseBackgroundImage: Bool
        let defaultProfile: Bool
        let defaultProfileImage: Bool
        let following: Bool
        let followRequestSent: Bool
        let notifications: Bool
    }

    @Mappable(keys: .snakeCase)
    struct MacroUserEntities: Equatable {
        let description: MacroURLList
        @Map(Mappers.nullable(MacroURLList.mapper)) let url: MacroURLList?
    }

    @Mappable(keys: .snakeCase)
    struct MacroURLList: Equatable {
        let urls: [MacroURLEntity]
    }

    @Mappable(keys: .snakeCase)
    struct MacroURLEntity: Equatable {
        let url: String
        let expandedUrl: String
        let displayUrl: String
        let indices: [Int]
    }

    @Mappable(keys: .snakeCase)
    struct MacroStatusEntities: Equatable {
        let hashtags: [MacroHashtag]
        /// Cashtags; they have the shape of hashtags (empty in every status of this document).
        let symbols: [MacroHashtag]
        let urls: [MacroURLEntity]
        let userMentions: [MacroUserMention]
        @Map(Mappers.nullable(Mappers.array(of: MacroMedia.mapper))) let media: [MacroMedia]?
    }

    @Mappable(keys: .snakeCase)
    struct MacroHashtag: Equatable {
        let text: String
        let indices: [Int]
    }

    @Mappable(keys: .snakeCase)
    struct MacroUserMention: Equatable {
        let screenName: String
        let name: String
        let id: Int64
        let idStr: String
        let indices: [Int]
    }

    @Mappable(keys: .snakeCase)
    struct MacroMedia: Equatable {
        let id: Int64
        let idStr: String
        let indices: [Int]
        let mediaUrl: String
        let mediaUrlHttps: String
        let url: String
        let displayUrl: String
        let expandedUrl: String
        let type: String
        let sizes: MacroSizes
        let sourceStatusId: Int64?
        let sourceStatusIdStr: String?
    }

    @Mappable(keys: .snakeCase)
    struct MacroSizes: Equatable {
        let medium: MacroSize
        let small: MacroSize
        let thumb: MacroSize
        let large: MacroSize
    }

    @Mappable(keys: .snakeCase)
    struct MacroSize: Equatable {
        let w: Int
        let h: Int
        let resize: String
    }

    @Mappable(keys: .snakeCase)
    struct MacroSearchMetadata: Equatable {
        let completedIn: Double
        let maxId: Int64
        let maxIdStr: String
        let nextResults: String
        let query: String
        let refreshUrl: String
        let count: Int
        let sinceId: Int64
        let sinceIdStr: String
    }
#endif
