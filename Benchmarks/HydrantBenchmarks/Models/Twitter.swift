// Codable model of every field of twitter.json (a search result: 100 statuses and their metadata).
//
// Ids are `Int64`, counts `Int`, `completed_in` `Double`. Keys that are `null` in some statuses, or
// absent from some, are optionals; keys that are `null` in every status (`geo`, `coordinates`,
// `place`, `contributors`) are `String?`.

/// The whole document.
struct Twitter: Codable, Equatable {
    let statuses: [Status]
    let searchMetadata: SearchMetadata

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }
}

/// One tweet; a retweet carries the original tweet in `retweetedStatus`.
struct Status: Codable, Equatable {
    let metadata: StatusMetadata
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
    let user: User
    let geo: String?
    let coordinates: String?
    let place: String?
    let contributors: String?
    let retweetCount: Int
    let favoriteCount: Int
    let entities: StatusEntities
    let favorited: Bool
    let retweeted: Bool
    let lang: String
    let retweetedStatus: StatusBox?
    let possiblySensitive: Bool?

    enum CodingKeys: String, CodingKey {
        case metadata
        case createdAt = "created_at"
        case id
        case idStr = "id_str"
        case text
        case source
        case truncated
        case inReplyToStatusId = "in_reply_to_status_id"
        case inReplyToStatusIdStr = "in_reply_to_status_id_str"
        case inReplyToUserId = "in_reply_to_user_id"
        case inReplyToUserIdStr = "in_reply_to_user_id_str"
        case inReplyToScreenName = "in_reply_to_screen_name"
        case user
        case geo
        case coordinates
        case place
        case contributors
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
        case entities
        case favorited
        case retweeted
        case lang
        case retweetedStatus = "retweeted_status"
        case possiblySensitive = "possibly_sensitive"
    }
}

/// Makes `Status` recursive. Decodes and encodes exactly as the boxed status would, with no
/// container of its own.
final class StatusBox: Codable, Equatable, Sendable {
    let status: Status

    init(_ status: Status) {
        self.status = status
    }

    init(from decoder: any Decoder) throws {
        status = try Status(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        try status.encode(to: encoder)
    }

    static func == (lhs: StatusBox, rhs: StatusBox) -> Bool {
        lhs === rhs || lhs.status == rhs.status
    }
}

struct StatusMetadata: Codable, Equatable {
    let resultType: String
    let isoLanguageCode: String

    enum CodingKeys: String, CodingKey {
        case resultType = "result_type"
        case isoLanguageCode = "iso_language_code"
    }
}

struct User: Codable, Equatable {
    let id: Int64
    let idStr: String
    let name: String
    let screenName: String
    let location: String
    let description: String
    let url: String?
    let entities: UserEntities
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

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case name
        case screenName = "screen_name"
        case location
        case description
        case url
        case entities
        case protected
        case followersCount = "followers_count"
        case friendsCount = "friends_count"
        case listedCount = "listed_count"
        case createdAt = "created_at"
        case favouritesCount = "favourites_count"
        case utcOffset = "utc_offset"
        case timeZone = "time_zone"
        case geoEnabled = "geo_enabled"
        case verified
        case statusesCount = "statuses_count"
        case lang
        case contributorsEnabled = "contributors_enabled"
        case isTranslator = "is_translator"
        case isTranslationEnabled = "is_translation_enabled"
        case profileBackgroundColor = "profile_background_color"
        case profileBackgroundImageUrl = "profile_background_image_url"
        case profileBackgroundImageUrlHttps = "profile_background_image_url_https"
        case profileBackgroundTile = "profile_background_tile"
        case profileImageUrl = "profile_image_url"
        case profileImageUrlHttps = "profile_image_url_https"
        case profileBannerUrl = "profile_banner_url"
        case profileLinkColor = "profile_link_color"
        case profileSidebarBorderColor = "profile_sidebar_border_color"
        case profileSidebarFillColor = "profile_sidebar_fill_color"
        case profileTextColor = "profile_text_color"
        case profileUseBackgroundImage = "profile_use_background_image"
        case defaultProfile = "default_profile"
        case defaultProfileImage = "default_profile_image"
        case following
        case followRequestSent = "follow_request_sent"
        case notifications
    }
}

struct UserEntities: Codable, Equatable {
    let description: URLList
    let url: URLList?

    enum CodingKeys: String, CodingKey {
        case description
        case url
    }
}

struct URLList: Codable, Equatable {
    let urls: [URLEntity]

    enum CodingKeys: String, CodingKey {
        case urls
    }
}

struct URLEntity: Codable, Equatable {
    let url: String
    let expandedUrl: String
    let displayUrl: String
    let indices: [Int]

    enum CodingKeys: String, CodingKey {
        case url
        case expandedUrl = "expanded_url"
        case displayUrl = "display_url"
        case indices
    }
}

struct StatusEntities: Codable, Equatable {
    let hashtags: [Hashtag]
    /// Cashtags; they have the shape of hashtags (empty in every status of this document).
    let symbols: [Hashtag]
    let urls: [URLEntity]
    let userMentions: [UserMention]
    let media: [Media]?

    enum CodingKeys: String, CodingKey {
        case hashtags
        case symbols
        case urls
        case userMentions = "user_mentions"
        case media
    }
}

struct Hashtag: Codable, Equatable {
    let text: String
    let indices: [Int]

    enum CodingKeys: String, CodingKey {
        case text
        case indices
    }
}

struct UserMention: Codable, Equatable {
    let screenName: String
    let name: String
    let id: Int64
    let idStr: String
    let indices: [Int]

    enum CodingKeys: String, CodingKey {
        case screenName = "screen_name"
        case name
        case id
        case idStr = "id_str"
        case indices
    }
}

struct Media: Codable, Equatable {
    let id: Int64
    let idStr: String
    let indices: [Int]
    let mediaUrl: String
    let mediaUrlHttps: String
    let url: String
    let displayUrl: String
    let expandedUrl: String
    let type: String
    let sizes: Sizes
    let sourceStatusId: Int64?
    let sourceStatusIdStr: String?

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case indices
        case mediaUrl = "media_url"
        case mediaUrlHttps = "media_url_https"
        case url
        case displayUrl = "display_url"
        case expandedUrl = "expanded_url"
        case type
        case sizes
        case sourceStatusId = "source_status_id"
        case sourceStatusIdStr = "source_status_id_str"
    }
}

struct Sizes: Codable, Equatable {
    let medium: Size
    let small: Size
    let thumb: Size
    let large: Size

    enum CodingKeys: String, CodingKey {
        case medium
        case small
        case thumb
        case large
    }
}

struct Size: Codable, Equatable {
    let w: Int
    let h: Int
    let resize: String

    enum CodingKeys: String, CodingKey {
        case w
        case h
        case resize
    }
}

struct SearchMetadata: Codable, Equatable {
    let completedIn: Double
    let maxId: Int64
    let maxIdStr: String
    let nextResults: String
    let query: String
    let refreshUrl: String
    let count: Int
    let sinceId: Int64
    let sinceIdStr: String

    enum CodingKeys: String, CodingKey {
        case completedIn = "completed_in"
        case maxId = "max_id"
        case maxIdStr = "max_id_str"
        case nextResults = "next_results"
        case query
        case refreshUrl = "refresh_url"
        case count
        case sinceId = "since_id"
        case sinceIdStr = "since_id_str"
    }
}
