import Hydrant

// Hydrant mappers for every field of twitter.json, into the same models as JSONDecoder
// (Models/Twitter.swift). Fields without a mapper are required and type-checked against the
// property's type; optional properties accept a missing value or null.

enum TwitterMappers {
    static let document: some JSONCodec<Twitter> & Mapper<JSON, Twitter> = document(
        text: Mappers.value(String.self), retweetCount: Mappers.value(Int.self))

    /// The document with the given mappers for a status's `text` and `retweet_count`: the cases of
    /// the combinator benchmark (`Combinators.swift`) swap them for combinators that map the same
    /// values.
    static func document<Text: JSONCodec, Count: JSONCodec>(
        text: Text, retweetCount: Count
    ) -> some JSONCodec<Twitter> & Mapper<JSON, Twitter>
    where Text.Input == JSON, Text.Output == String, Count.Input == JSON, Count.Output == Int {
        let status = status(text: text, retweetCount: retweetCount)
        return Mappers.object(Twitter.init) {
            Field("statuses", \.statuses, Mappers.array(of: status))
            Field("search_metadata", \.searchMetadata, searchMetadata)
        }
    }

    /// The error-heavy variant: statuses that cannot be mapped are dropped (with a non-fatal
    /// error each).
    static let lenientDocument = Mappers.object(Twitter.init) {
        Field("statuses", \.statuses, Mappers.array(of: Mappers.optionally(status)))
        Field("search_metadata", \.searchMetadata, searchMetadata)
    }

    /// A status; a retweet's `retweeted_status` is a status too.
    static let status = status(text: Mappers.value(String.self), retweetCount: Mappers.value(Int.self))

    /// A status with the given mappers for `text` and `retweet_count`.
    static func status<Text: JSONCodec, Count: JSONCodec>(text: Text, retweetCount: Count) -> Mappers.Recursive<Status>
    where Text.Input == JSON, Text.Output == String, Count.Input == JSON, Count.Output == Int {
        Mappers.recursive { status in
            Mappers.object(Status.init) {
                Field("metadata", \.metadata, statusMetadata)
                Field("created_at", \.createdAt)
                Field("id", \.id)
                Field("id_str", \.idStr)
                Field("text", \.text, text)
                Field("source", \.source)
                Field("truncated", \.truncated)
                Field("in_reply_to_status_id", \.inReplyToStatusId)
                Field("in_reply_to_status_id_str", \.inReplyToStatusIdStr)
                Field("in_reply_to_user_id", \.inReplyToUserId)
                Field("in_reply_to_user_id_str", \.inReplyToUserIdStr)
                Field("in_reply_to_screen_name", \.inReplyToScreenName)
                Field("user", \.user, user)
                Field("geo", \.geo)
                Field("coordinates", \.coordinates)
                Field("place", \.place)
                Field("contributors", \.contributors)
                Field("retweet_count", \.retweetCount, retweetCount)
                Field("favorite_count", \.favoriteCount)
                Field("entities", \.entities, statusEntities)
                Field("favorited", \.favorited)
                Field("retweeted", \.retweeted)
                Field("lang", \.lang)
                Field("retweeted_status", \.retweetedStatus, Mappers.nullable(status.then(boxed)))
                Field("possibly_sensitive", \.possiblySensitive)
            }
        }
    }

    static let boxed = Mappers.closure(map: { StatusBox($0) }, unmap: { (box: StatusBox) in box.status })

    static let statusMetadata = Mappers.object(StatusMetadata.init) {
        Field("result_type", \.resultType)
        Field("iso_language_code", \.isoLanguageCode)
    }

    static let user = Mappers.object(User.init) {
        Field("id", \.id)
        Field("id_str", \.idStr)
        Field("name", \.name)
        Field("screen_name", \.screenName)
        Field("location", \.location)
        Field("description", \.description)
        Field("url", \.url)
        Field("entities", \.entities, userEntities)
        Field("protected", \.protected)
        Field("followers_count", \.followersCount)
        Field("friends_count", \.friendsCount)
        Field("listed_count", \.listedCount)
        Field("created_at", \.createdAt)
        Field("favourites_count", \.favouritesCount)
        Field("utc_offset", \.utcOffset)
        Field("time_zone", \.timeZone)
        Field("geo_enabled", \.geoEnabled)
        Field("verified", \.verified)
        Field("statuses_count", \.statusesCount)
        Field("lang", \.lang)
        Field("contributors_enabled", \.contributorsEnabled)
        Field("is_translator", \.isTranslator)
        Field("is_translation_enabled", \.isTranslationEnabled)
        Field("profile_background_color", \.profileBackgroundColor)
        Field("profile_background_image_url", \.profileBackgroundImageUrl)
        Field("profile_background_image_url_https", \.profileBackgroundImageUrlHttps)
        Field("profile_background_tile", \.profileBackgroundTile)
        Field("profile_image_url", \.profileImageUrl)
        Field("profile_image_url_https", \.profileImageUrlHttps)
        Field("profile_banner_url", \.profileBannerUrl)
        Field("profile_link_color", \.profileLinkColor)
        Field("profile_sidebar_border_color", \.profileSidebarBorderColor)
        Field("profile_sidebar_fill_color", \.profileSidebarFillColor)
        Field("profile_text_color", \.profileTextColor)
        Field("profile_use_background_image", \.profileUseBackgroundImage)
        Field("default_profile", \.defaultProfile)
        Field("default_profile_image", \.defaultProfileImage)
        Field("following", \.following)
        Field("follow_request_sent", \.followRequestSent)
        Field("notifications", \.notifications)
    }

    static let userEntities = Mappers.object(UserEntities.init) {
        Field("description", \.description, urlList)
        Field("url", \.url, Mappers.nullable(urlList))
    }

    static let urlList = Mappers.object(URLList.init) {
        Field("urls", \.urls, Mappers.array(of: urlEntity))
    }

    static let urlEntity = Mappers.object(URLEntity.init) {
        Field("url", \.url)
        Field("expanded_url", \.expandedUrl)
        Field("display_url", \.displayUrl)
        Field("indices", \.indices)
    }

    static let statusEntities = Mappers.object(StatusEntities.init) {
        Field("hashtags", \.hashtags, Mappers.array(of: hashtag))
        Field("symbols", \.symbols, Mappers.array(of: hashtag))
        Field("urls", \.urls, Mappers.array(of: urlEntity))
        Field("user_mentions", \.userMentions, Mappers.array(of: userMention))
        Field("media", \.media, Mappers.nullable(Mappers.array(of: media)))
    }

    static let hashtag = Mappers.object(Hashtag.init) {
        Field("text", \.text)
        Field("indices", \.indices)
    }

    static let userMention = Mappers.object(UserMention.init) {
        Field("screen_name", \.screenName)
        Field("name", \.name)
        Field("id", \.id)
        Field("id_str", \.idStr)
        Field("indices", \.indices)
    }

    static let media = Mappers.object(Media.init) {
        Field("id", \.id)
        Field("id_str", \.idStr)
        Field("indices", \.indices)
        Field("media_url", \.mediaUrl)
        Field("media_url_https", \.mediaUrlHttps)
        Field("url", \.url)
        Field("display_url", \.displayUrl)
        Field("expanded_url", \.expandedUrl)
        Field("type", \.type)
        Field("sizes", \.sizes, sizes)
        Field("source_status_id", \.sourceStatusId)
        Field("source_status_id_str", \.sourceStatusIdStr)
    }

    static let sizes = Mappers.object(Sizes.init) {
        Field("medium", \.medium, size)
        Field("small", \.small, size)
        Field("thumb", \.thumb, size)
        Field("large", \.large, size)
    }

    static let size = Mappers.object(Size.init) {
        Field("w", \.w)
        Field("h", \.h)
        Field("resize", \.resize)
    }

    static let searchMetadata = Mappers.object(SearchMetadata.init) {
        Field("completed_in", \.completedIn)
        Field("max_id", \.maxId)
        Field("max_id_str", \.maxIdStr)
        Field("next_results", \.nextResults)
        Field("query", \.query)
        Field("refresh_url", \.refreshUrl)
        Field("count", \.count)
        Field("since_id", \.sinceId)
        Field("since_id_str", \.sinceIdStr)
    }
}
