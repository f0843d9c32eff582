// Built with the package trait Macros (on by default); the performance gate builds without it.
#if Macros
    import Foundation
    import HydrantMacros

    // Benchmarks/Data/corpus/github_issue_milestoned.json: a GitHub `issues` webhook event, action
    // `milestoned` (octokit/webhooks, payload-examples/api.github.com/issues/milestoned.payload.json),
    // modelled the way MappingWithMacros.md and Conversions.md teach.
    //
    // Field kinds: RFC 3339 dates (`created_at`, `updated_at`, `due_on`, … as plain `Date`); URLs
    // (`URL`, and URI templates such as `following_url` as `String`); nested lists of objects (`labels`,
    // `assignees`); nullable members (`closed_at`, `assignee`, `description`, `license`, …) and absent
    // ones (`state_reason`, `merged_at`, `performed_via_github_app`, `has_discussions`, a user's `name`);
    // string enums (`action`, `state`, `author_association`, `visibility`, a user's `type`); free-form
    // members (`custom_properties` as `[String: JSON]`, `performed_via_github_app` as `JSON`); keys that
    // need `@Key` (`+1`, `-1`, `default`, `private`); `@Default(false)` (`draft`); rules (`number`
    // `min(1)`, label `color` pattern, `full_name` pattern); nesting four levels deep
    // (issue.milestone.creator.login). The same user object appears seven times.

    // MARK: @Mappable models

    /// The `action` of an `issues` webhook event.
    @Mappable
    enum GitHubIssuesAction: String, Equatable, Sendable, CaseIterable {
        case assigned
        case closed
        case deleted
        case demilestoned
        case edited
        case labeled
        case locked
        case milestoned
        case opened
        case pinned
        case reopened
        case transferred
        case typed
        case unassigned
        case unlabeled
        case unlocked
        case unpinned
        case untyped
    }

    @Mappable
    enum GitHubUserType: String, Equatable, Sendable, CaseIterable {
        case user = "User"
        case bot = "Bot"
        case organization = "Organization"
        case mannequin = "Mannequin"
    }

    @Mappable
    enum GitHubIssueState: String, Equatable, Sendable, CaseIterable {
        case `open`, closed
    }

    @Mappable
    enum GitHubIssueStateReason: String, Equatable, Sendable, CaseIterable {
        case completed, reopened, duplicate
        case notPlanned = "not_planned"
    }

    @Mappable
    enum GitHubAuthorAssociation: String, Equatable, Sendable, CaseIterable {
        case collaborator = "COLLABORATOR"
        case contributor = "CONTRIBUTOR"
        case firstTimer = "FIRST_TIMER"
        case firstTimeContributor = "FIRST_TIME_CONTRIBUTOR"
        case mannequin = "MANNEQUIN"
        case member = "MEMBER"
        case none = "NONE"
        case owner = "OWNER"
    }

    @Mappable
    enum GitHubRepositoryVisibility: String, Equatable, Sendable, CaseIterable {
        case `public`, `private`, `internal`
    }

    /// An `issues` webhook event (here `milestoned`): the document's root.
    @Mappable(keys: .snakeCase)
    struct GitHubIssuesEvent: Equatable, Sendable {
        let action: GitHubIssuesAction
        let issue: GitHubIssue
        let milestone: GitHubMilestone?
        let repository: GitHubRepository
        let sender: GitHubUser
    }

    @Mappable(keys: .snakeCase)
    struct GitHubUser: Equatable, Sendable {
        let login: String
        let id: Int
        let nodeID: String
        /// Absent from this document.
        let name: String?
        let email: String?
        let avatarURL: URL
        let gravatarID: String?
        let url: URL
        let htmlURL: URL
        let followersURL: URL
        /// A URI template (`…/following{/other_user}`), so a `String`.
        let followingURL: String
        let gistsURL: String
        let starredURL: String
        let subscriptionsURL: URL
        let organizationsURL: URL
        let reposURL: URL
        let eventsURL: String
        let receivedEventsURL: URL
        let type: GitHubUserType
        let siteAdmin: Bool
    }

    @Mappable(keys: .snakeCase)
    struct GitHubLabel: Equatable, Sendable {
        let id: Int
        let nodeID: String
        let url: URL
        let name: String
        @Validate(.matches("[0-9a-fA-F]{6}")) let color: String
        @Key("default") let isDefault: Bool
        let description: String?
    }

    @Mappable(keys: .snakeCase)
    struct GitHubMilestone: Equatable, Sendable {
        let url: URL
        let htmlURL: URL
        let labelsURL: URL
        let id: Int
        let nodeID: String
        @Validate(.min(1)) let number: Int
        let title: String
        let description: String?
        let creator: GitHubUser?
        let openIssues: Int
        let closedIssues: Int
        let state: GitHubIssueState
        let createdAt: Date
        let updatedAt: Date
        let dueOn: Date?
        let closedAt: Date?
    }

    @Mappable(keys: .snakeCase)
    struct GitHubReactions: Equatable, Sendable {
        let url: URL
        let totalCount: Int
        @Key("+1") let plusOne: Int
        @Key("-1") let minusOne: Int
        let laugh: Int
        let hooray: Int
        let confused: Int
        let heart: Int
        let rocket: Int
        let eyes: Int
    }

    /// The links of the pull request an issue is (present for pull requests only).
    @Mappable(keys: .snakeCase)
    struct GitHubIssuePullRequest: Equatable, Sendable {
        let url: URL
        let htmlURL: URL
        let diffURL: URL
        let patchURL: URL
        /// Absent from this document.
        let mergedAt: Date?
    }

    @Mappable(keys: .snakeCase)
    struct GitHubIssue: Equatable, Sendable {
        let url: URL
        let repositoryURL: URL
        let labelsURL: String
        let commentsURL: URL
        let eventsURL: URL
        let htmlURL: URL
        let id: Int
        let nodeID: String
        @Validate(.min(1)) let number: Int
        let title: String
        let user: GitHubUser
        let labels: [GitHubLabel]
        let state: GitHubIssueState
        /// Absent from this document.
        let stateReason: GitHubIssueStateReason?
        let locked: Bool
        let assignee: GitHubUser?
        let assignees: [GitHubUser]
        let milestone: GitHubMilestone?
        let comments: Int
        let createdAt: Date
        let updatedAt: Date
        let closedAt: Date?
        let authorAssociation: GitHubAuthorAssociation
        let activeLockReason: String?
        let pullRequest: GitHubIssuePullRequest?
        let body: String?
        let reactions: GitHubReactions?
        /// Sent for pull requests only.
        @Default(false) let draft: Bool
        /// Absent from this document: any JSON.
        @Key("performed_via_github_app") let performedViaGitHubApp: JSON?
    }

    @Mappable(keys: .snakeCase)
    struct GitHubLicense: Equatable, Sendable {
        let key: String
        let name: String
        let spdxID: String?
        let url: URL?
        let nodeID: String
    }

    @Mappable(keys: .snakeCase)
    struct GitHubRepository: Equatable, Sendable {
        let id: Int
        let nodeID: String
        let name: String
        @Validate(.matches("[^/]+/[^/]+")) let fullName: String
        @Key("private") let isPrivate: Bool
        let owner: GitHubUser
        let htmlURL: URL
        let description: String?
        let fork: Bool
        let url: URL
        let forksURL: URL
        let keysURL: String
        let collaboratorsURL: String
        let teamsURL: URL
        let hooksURL: URL
        let issueEventsURL: String
        let eventsURL: URL
        let assigneesURL: String
        let branchesURL: String
        let tagsURL: URL
        let blobsURL: String
        let gitTagsURL: String
        let gitRefsURL: String
        let treesURL: String
        let statusesURL: String
        let languagesURL: URL
        let stargazersURL: URL
        let contributorsURL: URL
        let subscribersURL: URL
        let subscriptionURL: URL
        let commitsURL: String
        let gitCommitsURL: String
        let commentsURL: String
        let issueCommentURL: String
        let contentsURL: String
        let compareURL: String
        let mergesURL: URL
        let archiveURL: String
        let downloadsURL: URL
        let issuesURL: String
        let pullsURL: String
        let milestonesURL: String
        let notificationsURL: String
        let labelsURL: String
        let releasesURL: String
        let deploymentsURL: URL
        let createdAt: Date
        let updatedAt: Date
        let pushedAt: Date?
        let gitURL: URL
        /// `git@github.com:owner/repo.git` has no scheme, so a `String`.
        let sshURL: String
        let cloneURL: URL
        let svnURL: URL
        let homepage: String?
        let size: Int
        let stargazersCount: Int
        let watchersCount: Int
        let language: String?
        let hasIssues: Bool
        let hasProjects: Bool
        let hasDownloads: Bool
        let hasWiki: Bool
        let hasPages: Bool
        /// Absent from this document.
        let hasDiscussions: Bool?
        let forksCount: Int
        let mirrorURL: String?
        let archived: Bool
        let disabled: Bool
        let openIssuesCount: Int
        let license: GitHubLicense?
        let forks: Int
        let openIssues: Int
        let watchers: Int
        let defaultBranch: String
        let isTemplate: Bool?
        let topics: [String]
        let visibility: GitHubRepositoryVisibility
        let webCommitSignoffRequired: Bool?
        let customProperties: [String: JSON]?
    }

    // MARK: Codable twins

    // Each @Mappable type has a Codable twin (suffix `Codable`): the same fields, keys and Swift types,
    // decodable with a plain `JSONDecoder()`. A twin whose type has a date, a number in a string, a URL, a
    // rule or a default decodes by hand (and encodes by hand when a member has a format of its own), so
    // that it reads and writes the JSON the @Mappable type reads and writes and rejects what it rejects
    // (dates checked field by field, URLs for a scheme, numbers in strings for JSON syntax). Differences
    // that remain: Foundation writes a `UUID` in upper case, Hydrant in lower case.

    enum GitHubIssuesActionCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case assigned
        case closed
        case deleted
        case demilestoned
        case edited
        case labeled
        case locked
        case milestoned
        case opened
        case pinned
        case reopened
        case transferred
        case typed
        case unassigned
        case unlabeled
        case unlocked
        case unpinned
        case untyped
    }

    enum GitHubUserTypeCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case user = "User"
        case bot = "Bot"
        case organization = "Organization"
        case mannequin = "Mannequin"
    }

    enum GitHubIssueStateCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case `open`, closed
    }

    enum GitHubIssueStateReasonCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case completed, reopened, duplicate
        case notPlanned = "not_planned"
    }

    enum GitHubAuthorAssociationCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case collaborator = "COLLABORATOR"
        case contributor = "CONTRIBUTOR"
        case firstTimer = "FIRST_TIMER"
        case firstTimeContributor = "FIRST_TIME_CONTRIBUTOR"
        case mannequin = "MANNEQUIN"
        case member = "MEMBER"
        case none = "NONE"
        case owner = "OWNER"
    }

    enum GitHubRepositoryVisibilityCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case `public`, `private`, `internal`
    }

    struct GitHubIssuesEventCodable: Codable, Equatable, Sendable {
        let action: GitHubIssuesActionCodable
        let issue: GitHubIssueCodable
        let milestone: GitHubMilestoneCodable?
        let repository: GitHubRepositoryCodable
        let sender: GitHubUserCodable

        enum CodingKeys: String, CodingKey {
            case action
            case issue
            case milestone
            case repository
            case sender
        }
    }

    struct GitHubUserCodable: Codable, Equatable, Sendable {
        let login: String
        let id: Int
        let nodeID: String
        let name: String?
        let email: String?
        let avatarURL: URL
        let gravatarID: String?
        let url: URL
        let htmlURL: URL
        let followersURL: URL
        let followingURL: String
        let gistsURL: String
        let starredURL: String
        let subscriptionsURL: URL
        let organizationsURL: URL
        let reposURL: URL
        let eventsURL: String
        let receivedEventsURL: URL
        let type: GitHubUserTypeCodable
        let siteAdmin: Bool

        enum CodingKeys: String, CodingKey {
            case login
            case id
            case nodeID = "node_id"
            case name
            case email
            case avatarURL = "avatar_url"
            case gravatarID = "gravatar_id"
            case url
            case htmlURL = "html_url"
            case followersURL = "followers_url"
            case followingURL = "following_url"
            case gistsURL = "gists_url"
            case starredURL = "starred_url"
            case subscriptionsURL = "subscriptions_url"
            case organizationsURL = "organizations_url"
            case reposURL = "repos_url"
            case eventsURL = "events_url"
            case receivedEventsURL = "received_events_url"
            case type
            case siteAdmin = "site_admin"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            login = try container.decode(String.self, forKey: .login)
            id = try container.decode(Int.self, forKey: .id)
            nodeID = try container.decode(String.self, forKey: .nodeID)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            email = try container.decodeIfPresent(String.self, forKey: .email)
            avatarURL = try container.gitHubURL(forKey: .avatarURL)
            gravatarID = try container.decodeIfPresent(String.self, forKey: .gravatarID)
            url = try container.gitHubURL(forKey: .url)
            htmlURL = try container.gitHubURL(forKey: .htmlURL)
            followersURL = try container.gitHubURL(forKey: .followersURL)
            followingURL = try container.decode(String.self, forKey: .followingURL)
            gistsURL = try container.decode(String.self, forKey: .gistsURL)
            starredURL = try container.decode(String.self, forKey: .starredURL)
            subscriptionsURL = try container.gitHubURL(forKey: .subscriptionsURL)
            organizationsURL = try container.gitHubURL(forKey: .organizationsURL)
            reposURL = try container.gitHubURL(forKey: .reposURL)
            eventsURL = try container.decode(String.self, forKey: .eventsURL)
            receivedEventsURL = try container.gitHubURL(forKey: .receivedEventsURL)
            type = try container.decode(GitHubUserTypeCodable.self, forKey: .type)
            siteAdmin = try container.decode(Bool.self, forKey: .siteAdmin)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct GitHubLabelCodable: Codable, Equatable, Sendable {
        let id: Int
        let nodeID: String
        let url: URL
        let name: String
        let color: String
        let isDefault: Bool
        let description: String?

        enum CodingKeys: String, CodingKey {
            case id
            case nodeID = "node_id"
            case url
            case name
            case color
            case isDefault = "default"
            case description
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            nodeID = try container.decode(String.self, forKey: .nodeID)
            url = try container.gitHubURL(forKey: .url)
            name = try container.decode(String.self, forKey: .name)
            color = try container.decode(String.self, forKey: .color)
            guard color.count == 6 && color.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .color, in: container, debugDescription: "must match /[0-9a-fA-F]{6}/")
            }
            isDefault = try container.decode(Bool.self, forKey: .isDefault)
            description = try container.decodeIfPresent(String.self, forKey: .description)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct GitHubMilestoneCodable: Codable, Equatable, Sendable {
        let url: URL
        let htmlURL: URL
        let labelsURL: URL
        let id: Int
        let nodeID: String
        let number: Int
        let title: String
        let description: String?
        let creator: GitHubUserCodable?
        let openIssues: Int
        let closedIssues: Int
        let state: GitHubIssueStateCodable
        let createdAt: Date
        let updatedAt: Date
        let dueOn: Date?
        let closedAt: Date?

        enum CodingKeys: String, CodingKey {
            case url
            case htmlURL = "html_url"
            case labelsURL = "labels_url"
            case id
            case nodeID = "node_id"
            case number
            case title
            case description
            case creator
            case openIssues = "open_issues"
            case closedIssues = "closed_issues"
            case state
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case dueOn = "due_on"
            case closedAt = "closed_at"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            url = try container.gitHubURL(forKey: .url)
            htmlURL = try container.gitHubURL(forKey: .htmlURL)
            labelsURL = try container.gitHubURL(forKey: .labelsURL)
            id = try container.decode(Int.self, forKey: .id)
            nodeID = try container.decode(String.self, forKey: .nodeID)
            number = try container.decode(Int.self, forKey: .number)
            guard number >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .number, in: container, debugDescription: "must be at least 1")
            }
            title = try container.decode(String.self, forKey: .title)
            description = try container.decodeIfPresent(String.self, forKey: .description)
            creator = try container.decodeIfPresent(GitHubUserCodable.self, forKey: .creator)
            openIssues = try container.decode(Int.self, forKey: .openIssues)
            closedIssues = try container.decode(Int.self, forKey: .closedIssues)
            state = try container.decode(GitHubIssueStateCodable.self, forKey: .state)
            createdAt = try container.gitHubDate(forKey: .createdAt)
            updatedAt = try container.gitHubDate(forKey: .updatedAt)
            dueOn = try container.gitHubDateIfPresent(forKey: .dueOn)
            closedAt = try container.gitHubDateIfPresent(forKey: .closedAt)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(htmlURL, forKey: .htmlURL)
            try container.encode(labelsURL, forKey: .labelsURL)
            try container.encode(id, forKey: .id)
            try container.encode(nodeID, forKey: .nodeID)
            try container.encode(number, forKey: .number)
            try container.encode(title, forKey: .title)
            try container.encodeIfPresent(description, forKey: .description)
            try container.encodeIfPresent(creator, forKey: .creator)
            try container.encode(openIssues, forKey: .openIssues)
            try container.encode(closedIssues, forKey: .closedIssues)
            try container.encode(state, forKey: .state)
            try container.encodeGitHubDate(createdAt, forKey: .createdAt)
            try container.encodeGitHubDate(updatedAt, forKey: .updatedAt)
            try container.encodeGitHubDateIfPresent(dueOn, forKey: .dueOn)
            try container.encodeGitHubDateIfPresent(closedAt, forKey: .closedAt)
        }
    }

    struct GitHubReactionsCodable: Codable, Equatable, Sendable {
        let url: URL
        let totalCount: Int
        let plusOne: Int
        let minusOne: Int
        let laugh: Int
        let hooray: Int
        let confused: Int
        let heart: Int
        let rocket: Int
        let eyes: Int

        enum CodingKeys: String, CodingKey {
            case url
            case totalCount = "total_count"
            case plusOne = "+1"
            case minusOne = "-1"
            case laugh
            case hooray
            case confused
            case heart
            case rocket
            case eyes
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            url = try container.gitHubURL(forKey: .url)
            totalCount = try container.decode(Int.self, forKey: .totalCount)
            plusOne = try container.decode(Int.self, forKey: .plusOne)
            minusOne = try container.decode(Int.self, forKey: .minusOne)
            laugh = try container.decode(Int.self, forKey: .laugh)
            hooray = try container.decode(Int.self, forKey: .hooray)
            confused = try container.decode(Int.self, forKey: .confused)
            heart = try container.decode(Int.self, forKey: .heart)
            rocket = try container.decode(Int.self, forKey: .rocket)
            eyes = try container.decode(Int.self, forKey: .eyes)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct GitHubIssuePullRequestCodable: Codable, Equatable, Sendable {
        let url: URL
        let htmlURL: URL
        let diffURL: URL
        let patchURL: URL
        let mergedAt: Date?

        enum CodingKeys: String, CodingKey {
            case url
            case htmlURL = "html_url"
            case diffURL = "diff_url"
            case patchURL = "patch_url"
            case mergedAt = "merged_at"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            url = try container.gitHubURL(forKey: .url)
            htmlURL = try container.gitHubURL(forKey: .htmlURL)
            diffURL = try container.gitHubURL(forKey: .diffURL)
            patchURL = try container.gitHubURL(forKey: .patchURL)
            mergedAt = try container.gitHubDateIfPresent(forKey: .mergedAt)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(htmlURL, forKey: .htmlURL)
            try container.encode(diffURL, forKey: .diffURL)
            try container.encode(patchURL, forKey: .patchURL)
            try container.encodeGitHubDateIfPresent(mergedAt, forKey: .mergedAt)
        }
    }

    struct GitHubIssueCodable: Codable, Equatable, Sendable {
        let url: URL
        let repositoryURL: URL
        let labelsURL: String
        let commentsURL: URL
        let eventsURL: URL
        let htmlURL: URL
        let id: Int
        let nodeID: String
        let number: Int
        let title: String
        let user: GitHubUserCodable
        let labels: [GitHubLabelCodable]
        let state: GitHubIssueStateCodable
        let stateReason: GitHubIssueStateReasonCodable?
        let locked: Bool
        let assignee: GitHubUserCodable?
        let assignees: [GitHubUserCodable]
        let milestone: GitHubMilestoneCodable?
        let comments: Int
        let createdAt: Date
        let updatedAt: Date
        let closedAt: Date?
        let authorAssociation: GitHubAuthorAssociationCodable
        let activeLockReason: String?
        let pullRequest: GitHubIssuePullRequestCodable?
        let body: String?
        let reactions: GitHubReactionsCodable?
        let draft: Bool
        let performedViaGitHubApp: JSON?

        enum CodingKeys: String, CodingKey {
            case url
            case repositoryURL = "repository_url"
            case labelsURL = "labels_url"
            case commentsURL = "comments_url"
            case eventsURL = "events_url"
            case htmlURL = "html_url"
            case id
            case nodeID = "node_id"
            case number
            case title
            case user
            case labels
            case state
            case stateReason = "state_reason"
            case locked
            case assignee
            case assignees
            case milestone
            case comments
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case closedAt = "closed_at"
            case authorAssociation = "author_association"
            case activeLockReason = "active_lock_reason"
            case pullRequest = "pull_request"
            case body
            case reactions
            case draft
            case performedViaGitHubApp = "performed_via_github_app"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            url = try container.gitHubURL(forKey: .url)
            repositoryURL = try container.gitHubURL(forKey: .repositoryURL)
            labelsURL = try container.decode(String.self, forKey: .labelsURL)
            commentsURL = try container.gitHubURL(forKey: .commentsURL)
            eventsURL = try container.gitHubURL(forKey: .eventsURL)
            htmlURL = try container.gitHubURL(forKey: .htmlURL)
            id = try container.decode(Int.self, forKey: .id)
            nodeID = try container.decode(String.self, forKey: .nodeID)
            number = try container.decode(Int.self, forKey: .number)
            guard number >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .number, in: container, debugDescription: "must be at least 1")
            }
            title = try container.decode(String.self, forKey: .title)
            user = try container.decode(GitHubUserCodable.self, forKey: .user)
            labels = try container.decode([GitHubLabelCodable].self, forKey: .labels)
            state = try container.decode(GitHubIssueStateCodable.self, forKey: .state)
            stateReason = try container.decodeIfPresent(GitHubIssueStateReasonCodable.self, forKey: .stateReason)
            locked = try container.decode(Bool.self, forKey: .locked)
            assignee = try container.decodeIfPresent(GitHubUserCodable.self, forKey: .assignee)
            assignees = try container.decode([GitHubUserCodable].self, forKey: .assignees)
            milestone = try container.decodeIfPresent(GitHubMilestoneCodable.self, forKey: .milestone)
            comments = try container.decode(Int.self, forKey: .comments)
            createdAt = try container.gitHubDate(forKey: .createdAt)
            updatedAt = try container.gitHubDate(forKey: .updatedAt)
            closedAt = try container.gitHubDateIfPresent(forKey: .closedAt)
            authorAssociation = try container.decode(GitHubAuthorAssociationCodable.self, forKey: .authorAssociation)
            activeLockReason = try container.decodeIfPresent(String.self, forKey: .activeLockReason)
            pullRequest = try container.decodeIfPresent(GitHubIssuePullRequestCodable.self, forKey: .pullRequest)
            body = try container.decodeIfPresent(String.self, forKey: .body)
            reactions = try container.decodeIfPresent(GitHubReactionsCodable.self, forKey: .reactions)
            // @Default(false): a missing value or `null` is the default.
            draft = try container.decodeIfPresent(Bool.self, forKey: .draft) ?? false
            performedViaGitHubApp = try container.decodeIfPresent(JSON.self, forKey: .performedViaGitHubApp)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(repositoryURL, forKey: .repositoryURL)
            try container.encode(labelsURL, forKey: .labelsURL)
            try container.encode(commentsURL, forKey: .commentsURL)
            try container.encode(eventsURL, forKey: .eventsURL)
            try container.encode(htmlURL, forKey: .htmlURL)
            try container.encode(id, forKey: .id)
            try container.encode(nodeID, forKey: .nodeID)
            try container.encode(number, forKey: .number)
            try container.encode(title, forKey: .title)
            try container.encode(user, forKey: .user)
            try container.encode(labels, forKey: .labels)
            try container.encode(state, forKey: .state)
            try container.encodeIfPresent(stateReason, forKey: .stateReason)
            try container.encode(locked, forKey: .locked)
            try container.encodeIfPresent(assignee, forKey: .assignee)
            try container.encode(assignees, forKey: .assignees)
            try container.encodeIfPresent(milestone, forKey: .milestone)
            try container.encode(comments, forKey: .comments)
            try container.encodeGitHubDate(createdAt, forKey: .createdAt)
            try container.encodeGitHubDate(updatedAt, forKey: .updatedAt)
            try container.encodeGitHubDateIfPresent(closedAt, forKey: .closedAt)
            try container.encode(authorAssociation, forKey: .authorAssociation)
            try container.encodeIfPresent(activeLockReason, forKey: .activeLockReason)
            try container.encodeIfPresent(pullRequest, forKey: .pullRequest)
            try container.encodeIfPresent(body, forKey: .body)
            try container.encodeIfPresent(reactions, forKey: .reactions)
            try container.encode(draft, forKey: .draft)
            try container.encodeIfPresent(performedViaGitHubApp, forKey: .performedViaGitHubApp)
        }
    }

    struct GitHubLicenseCodable: Codable, Equatable, Sendable {
        let key: String
        let name: String
        let spdxID: String?
        let url: URL?
        let nodeID: String

        enum CodingKeys: String, CodingKey {
            case key
            case name
            case spdxID = "spdx_id"
            case url
            case nodeID = "node_id"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            key = try container.decode(String.self, forKey: .key)
            name = try container.decode(String.self, forKey: .name)
            spdxID = try container.decodeIfPresent(String.self, forKey: .spdxID)
            url = try container.gitHubURLIfPresent(forKey: .url)
            nodeID = try container.decode(String.self, forKey: .nodeID)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct GitHubRepositoryCodable: Codable, Equatable, Sendable {
        let id: Int
        let nodeID: String
        let name: String
        let fullName: String
        let isPrivate: Bool
        let owner: GitHubUserCodable
        let htmlURL: URL
        let description: String?
        let fork: Bool
        let url: URL
        let forksURL: URL
        let keysURL: String
        let collaboratorsURL: String
        let teamsURL: URL
        let hooksURL: URL
        let issueEventsURL: String
        let eventsURL: URL
        let assigneesURL: String
        let branchesURL: String
        let tagsURL: URL
        let blobsURL: String
        let gitTagsURL: String
        let gitRefsURL: String
        let treesURL: String
        let statusesURL: String
        let languagesURL: URL
        let stargazersURL: URL
        let contributorsURL: URL
        let subscribersURL: URL
        let subscriptionURL: URL
        let commitsURL: String
        let gitCommitsURL: String
        let commentsURL: String
        let issueCommentURL: String
        let contentsURL: String
        let compareURL: String
        let mergesURL: URL
        let archiveURL: String
        let downloadsURL: URL
        let issuesURL: String
        let pullsURL: String
        let milestonesURL: String
        let notificationsURL: String
        let labelsURL: String
        let releasesURL: String
        let deploymentsURL: URL
        let createdAt: Date
        let updatedAt: Date
        let pushedAt: Date?
        let gitURL: URL
        let sshURL: String
        let cloneURL: URL
        let svnURL: URL
        let homepage: String?
        let size: Int
        let stargazersCount: Int
        let watchersCount: Int
        let language: String?
        let hasIssues: Bool
        let hasProjects: Bool
        let hasDownloads: Bool
        let hasWiki: Bool
        let hasPages: Bool
        let hasDiscussions: Bool?
        let forksCount: Int
        let mirrorURL: String?
        let archived: Bool
        let disabled: Bool
        let openIssuesCount: Int
        let license: GitHubLicenseCodable?
        let forks: Int
        let openIssues: Int
        let watchers: Int
        let defaultBranch: String
        let isTemplate: Bool?
        let topics: [String]
        let visibility: GitHubRepositoryVisibilityCodable
        let webCommitSignoffRequired: Bool?
        let customProperties: [String: JSON]?

        enum CodingKeys: String, CodingKey {
            case id
            case nodeID = "node_id"
            case name
            case fullName = "full_name"
            case isPrivate = "private"
            case owner
            case htmlURL = "html_url"
            case description
            case fork
            case url
            case forksURL = "forks_url"
            case keysURL = "keys_url"
            case collaboratorsURL = "collaborators_url"
            case teamsURL = "teams_url"
            case hooksURL = "hooks_url"
            case issueEventsURL = "issue_events_url"
            case eventsURL = "events_url"
            case assigneesURL = "assignees_url"
            case branchesURL = "branches_url"
            case tagsURL = "tags_url"
            case blobsURL = "blobs_url"
            case gitTagsURL = "git_tags_url"
            case gitRefsURL = "git_refs_url"
            case treesURL = "trees_url"
            case statusesURL = "statuses_url"
            case languagesURL = "languages_url"
            case stargazersURL = "stargazers_url"
            case contributorsURL = "contributors_url"
            case subscribersURL = "subscribers_url"
            case subscriptionURL = "subscription_url"
            case commitsURL = "commits_url"
            case gitCommitsURL = "git_commits_url"
            case commentsURL = "comments_url"
            case issueCommentURL = "issue_comment_url"
            case contentsURL = "contents_url"
            case compareURL = "compare_url"
            case mergesURL = "merges_url"
            case archiveURL = "archive_url"
            case downloadsURL = "downloads_url"
            case issuesURL = "issues_url"
            case pullsURL = "pulls_url"
            case milestonesURL = "milestones_url"
            case notificationsURL = "notifications_url"
            case labelsURL = "labels_url"
            case releasesURL = "releases_url"
            case deploymentsURL = "deployments_url"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case pushedAt = "pushed_at"
            case gitURL = "git_url"
            case sshURL = "ssh_url"
            case cloneURL = "clone_url"
            case svnURL = "svn_url"
            case homepage
            case size
            case stargazersCount = "stargazers_count"
            case watchersCount = "watchers_count"
            case language
            case hasIssues = "has_issues"
            case hasProjects = "has_projects"
            case hasDownloads = "has_downloads"
            case hasWiki = "has_wiki"
            case hasPages = "has_pages"
            case hasDiscussions = "has_discussions"
            case forksCount = "forks_count"
            case mirrorURL = "mirror_url"
            case archived
            case disabled
            case openIssuesCount = "open_issues_count"
            case license
            case forks
            case openIssues = "open_issues"
            case watchers
            case defaultBranch = "default_branch"
            case isTemplate = "is_template"
            case topics
            case visibility
            case webCommitSignoffRequired = "web_commit_signoff_required"
            case customProperties = "custom_properties"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            nodeID = try container.decode(String.self, forKey: .nodeID)
            name = try container.decode(String.self, forKey: .name)
            fullName = try container.decode(String.self, forKey: .fullName)
            guard
                fullName.split(separator: "/", omittingEmptySubsequences: false).count == 2 && !fullName.hasPrefix("/")
                    && !fullName.hasSuffix("/")
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .fullName, in: container, debugDescription: "must match /[^/]+/[^/]+/")
            }
            isPrivate = try container.decode(Bool.self, forKey: .isPrivate)
            owner = try container.decode(GitHubUserCodable.self, forKey: .owner)
            htmlURL = try container.gitHubURL(forKey: .htmlURL)
            description = try container.decodeIfPresent(String.self, forKey: .description)
            fork = try container.decode(Bool.self, forKey: .fork)
            url = try container.gitHubURL(forKey: .url)
            forksURL = try container.gitHubURL(forKey: .forksURL)
            keysURL = try container.decode(String.self, forKey: .keysURL)
            collaboratorsURL = try container.decode(String.self, forKey: .collaboratorsURL)
            teamsURL = try container.gitHubURL(forKey: .teamsURL)
            hooksURL = try container.gitHubURL(forKey: .hooksURL)
            issueEventsURL = try container.decode(String.self, forKey: .issueEventsURL)
            eventsURL = try container.gitHubURL(forKey: .eventsURL)
            assigneesURL = try container.decode(String.self, forKey: .assigneesURL)
            branchesURL = try container.decode(String.self, forKey: .branchesURL)
            tagsURL = try container.gitHubURL(forKey: .tagsURL)
            blobsURL = try container.decode(String.self, forKey: .blobsURL)
            gitTagsURL = try container.decode(String.self, forKey: .gitTagsURL)
            gitRefsURL = try container.decode(String.self, forKey: .gitRefsURL)
            treesURL = try container.decode(String.self, forKey: .treesURL)
            statusesURL = try container.decode(String.self, forKey: .statusesURL)
            languagesURL = try container.gitHubURL(forKey: .languagesURL)
            stargazersURL = try container.gitHubURL(forKey: .stargazersURL)
            contributorsURL = try container.gitHubURL(forKey: .contributorsURL)
            subscribersURL = try container.gitHubURL(forKey: .subscribersURL)
            subscriptionURL = try container.gitHubURL(forKey: .subscriptionURL)
            commitsURL = try container.decode(String.self, forKey: .commitsURL)
            gitCommitsURL = try container.decode(String.self, forKey: .gitCommitsURL)
            commentsURL = try container.decode(String.self, forKey: .commentsURL)
            issueCommentURL = try container.decode(String.self, forKey: .issueCommentURL)
            contentsURL = try container.decode(String.self, forKey: .contentsURL)
            compareURL = try container.decode(String.self, forKey: .compareURL)
            mergesURL = try container.gitHubURL(forKey: .mergesURL)
            archiveURL = try container.decode(String.self, forKey: .archiveURL)
            downloadsURL = try container.gitHubURL(forKey: .downloadsURL)
            issuesURL = try container.decode(String.self, forKey: .issuesURL)
            pullsURL = try container.decode(String.self, forKey: .pullsURL)
            milestonesURL = try container.decode(String.self, forKey: .milestonesURL)
            notificationsURL = try container.decode(String.self, forKey: .notificationsURL)
            labelsURL = try container.decode(String.self, forKey: .labelsURL)
            releasesURL = try container.decode(String.self, forKey: .releasesURL)
            deploymentsURL = try container.gitHubURL(forKey: .deploymentsURL)
            createdAt = try container.gitHubDate(forKey: .createdAt)
            updatedAt = try container.gitHubDate(forKey: .updatedAt)
            pushedAt = try container.gitHubDateIfPresent(forKey: .pushedAt)
            gitURL = try container.gitHubURL(forKey: .gitURL)
            sshURL = try container.decode(String.self, forKey: .sshURL)
            cloneURL = try container.gitHubURL(forKey: .cloneURL)
            svnURL = try container.gitHubURL(forKey: .svnURL)
            homepage = try container.decodeIfPresent(String.self, forKey: .homepage)
            size = try container.decode(Int.self, forKey: .size)
            stargazersCount = try container.decode(Int.self, forKey: .stargazersCount)
            watchersCount = try container.decode(Int.self, forKey: .watchersCount)
            language = try container.decodeIfPresent(String.self, forKey: .language)
            hasIssues = try container.decode(Bool.self, forKey: .hasIssues)
            hasProjects = try container.decode(Bool.self, forKey: .hasProjects)
            hasDownloads = try container.decode(Bool.self, forKey: .hasDownloads)
            hasWiki = try container.decode(Bool.self, forKey: .hasWiki)
            hasPages = try container.decode(Bool.self, forKey: .hasPages)
            hasDiscussions = try container.decodeIfPresent(Bool.self, forKey: .hasDiscussions)
            forksCount = try container.decode(Int.self, forKey: .forksCount)
            mirrorURL = try container.decodeIfPresent(String.self, forKey: .mirrorURL)
            archived = try container.decode(Bool.self, forKey: .archived)
            disabled = try container.decode(Bool.self, forKey: .disabled)
            openIssuesCount = try container.decode(Int.self, forKey: .openIssuesCount)
            license = try container.decodeIfPresent(GitHubLicenseCodable.self, forKey: .license)
            forks = try container.decode(Int.self, forKey: .forks)
            openIssues = try container.decode(Int.self, forKey: .openIssues)
            watchers = try container.decode(Int.self, forKey: .watchers)
            defaultBranch = try container.decode(String.self, forKey: .defaultBranch)
            isTemplate = try container.decodeIfPresent(Bool.self, forKey: .isTemplate)
            topics = try container.decode([String].self, forKey: .topics)
            visibility = try container.decode(GitHubRepositoryVisibilityCodable.self, forKey: .visibility)
            webCommitSignoffRequired = try container.decodeIfPresent(Bool.self, forKey: .webCommitSignoffRequired)
            customProperties = try container.decodeIfPresent([String: JSON].self, forKey: .customProperties)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(nodeID, forKey: .nodeID)
            try container.encode(name, forKey: .name)
            try container.encode(fullName, forKey: .fullName)
            try container.encode(isPrivate, forKey: .isPrivate)
            try container.encode(owner, forKey: .owner)
            try container.encode(htmlURL, forKey: .htmlURL)
            try container.encodeIfPresent(description, forKey: .description)
            try container.encode(fork, forKey: .fork)
            try container.encode(url, forKey: .url)
            try container.encode(forksURL, forKey: .forksURL)
            try container.encode(keysURL, forKey: .keysURL)
            try container.encode(collaboratorsURL, forKey: .collaboratorsURL)
            try container.encode(teamsURL, forKey: .teamsURL)
            try container.encode(hooksURL, forKey: .hooksURL)
            try container.encode(issueEventsURL, forKey: .issueEventsURL)
            try container.encode(eventsURL, forKey: .eventsURL)
            try container.encode(assigneesURL, forKey: .assigneesURL)
            try container.encode(branchesURL, forKey: .branchesURL)
            try container.encode(tagsURL, forKey: .tagsURL)
            try container.encode(blobsURL, forKey: .blobsURL)
            try container.encode(gitTagsURL, forKey: .gitTagsURL)
            try container.encode(gitRefsURL, forKey: .gitRefsURL)
            try container.encode(treesURL, forKey: .treesURL)
            try container.encode(statusesURL, forKey: .statusesURL)
            try container.encode(languagesURL, forKey: .languagesURL)
            try container.encode(stargazersURL, forKey: .stargazersURL)
            try container.encode(contributorsURL, forKey: .contributorsURL)
            try container.encode(subscribersURL, forKey: .subscribersURL)
            try container.encode(subscriptionURL, forKey: .subscriptionURL)
            try container.encode(commitsURL, forKey: .commitsURL)
            try container.encode(gitCommitsURL, forKey: .gitCommitsURL)
            try container.encode(commentsURL, forKey: .commentsURL)
            try container.encode(issueCommentURL, forKey: .issueCommentURL)
            try container.encode(contentsURL, forKey: .contentsURL)
            try container.encode(compareURL, forKey: .compareURL)
            try container.encode(mergesURL, forKey: .mergesURL)
            try container.encode(archiveURL, forKey: .archiveURL)
            try container.encode(downloadsURL, forKey: .downloadsURL)
            try container.encode(issuesURL, forKey: .issuesURL)
            try container.encode(pullsURL, forKey: .pullsURL)
            try container.encode(milestonesURL, forKey: .milestonesURL)
            try container.encode(notificationsURL, forKey: .notificationsURL)
            try container.encode(labelsURL, forKey: .labelsURL)
            try container.encode(releasesURL, forKey: .releasesURL)
            try container.encode(deploymentsURL, forKey: .deploymentsURL)
            try container.encodeGitHubDate(createdAt, forKey: .createdAt)
            try container.encodeGitHubDate(updatedAt, forKey: .updatedAt)
            try container.encodeGitHubDateIfPresent(pushedAt, forKey: .pushedAt)
            try container.encode(gitURL, forKey: .gitURL)
            try container.encode(sshURL, forKey: .sshURL)
            try container.encode(cloneURL, forKey: .cloneURL)
            try container.encode(svnURL, forKey: .svnURL)
            try container.encodeIfPresent(homepage, forKey: .homepage)
            try container.encode(size, forKey: .size)
            try container.encode(stargazersCount, forKey: .stargazersCount)
            try container.encode(watchersCount, forKey: .watchersCount)
            try container.encodeIfPresent(language, forKey: .language)
            try container.encode(hasIssues, forKey: .hasIssues)
            try container.encode(hasProjects, forKey: .hasProjects)
            try container.encode(hasDownloads, forKey: .hasDownloads)
            try container.encode(hasWiki, forKey: .hasWiki)
            try container.encode(hasPages, forKey: .hasPages)
            try container.encodeIfPresent(hasDiscussions, forKey: .hasDiscussions)
            try container.encode(forksCount, forKey: .forksCount)
            try container.encodeIfPresent(mirrorURL, forKey: .mirrorURL)
            try container.encode(archived, forKey: .archived)
            try container.encode(disabled, forKey: .disabled)
            try container.encode(openIssuesCount, forKey: .openIssuesCount)
            try container.encodeIfPresent(license, forKey: .license)
            try container.encode(forks, forKey: .forks)
            try container.encode(openIssues, forKey: .openIssues)
            try container.encode(watchers, forKey: .watchers)
            try container.encode(defaultBranch, forKey: .defaultBranch)
            try container.encodeIfPresent(isTemplate, forKey: .isTemplate)
            try container.encode(topics, forKey: .topics)
            try container.encode(visibility, forKey: .visibility)
            try container.encodeIfPresent(webCommitSignoffRequired, forKey: .webCommitSignoffRequired)
            try container.encodeIfPresent(customProperties, forKey: .customProperties)
        }
    }

    // MARK: Codable helpers (what the @Mappable models' mappers read and write)

    extension KeyedDecodingContainer {
        /// An RFC 3339 date (fractional seconds and any offset), as a `Date` property reads it.
        fileprivate func gitHubDate(forKey key: Key) throws -> Date {
            let text = try decode(String.self, forKey: key)
            guard let value = Self.gitHubHasValidFields(text) ? (try? Date.ISO8601FormatStyle().parse(text)) : nil
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not an RFC 3339 date")
            }
            return value
        }

        /// An RFC 3339 date (fractional seconds and any offset), as a `Date` property reads it.
        /// A missing value or `null` is `nil`.
        fileprivate func gitHubDateIfPresent(forKey key: Key) throws -> Date? {
            guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
            guard let value = Self.gitHubHasValidFields(text) ? (try? Date.ISO8601FormatStyle().parse(text)) : nil
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not an RFC 3339 date")
            }
            return value
        }

        /// A URL that has a scheme, as `Mappers.url()` requires (`URL(string:)` takes relative ones).
        fileprivate func gitHubURL(forKey key: Key) throws -> URL {
            let value = try decode(URL.self, forKey: key)
            guard value.scheme != nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not a URL: it has no scheme")
            }
            return value
        }

        /// A URL that has a scheme, or `nil` for a missing value or `null`.
        fileprivate func gitHubURLIfPresent(forKey key: Key) throws -> URL? {
            guard let value = try decodeIfPresent(URL.self, forKey: key) else { return nil }
            guard value.scheme != nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not a URL: it has no scheme")
            }
            return value
        }

        /// Whether the calendar fields of `text` (`yyyy-MM-dd`, then `THH:mm:ss` when it goes on) are in range:
        /// Foundation's ISO 8601 parser rolls `02-30` over into March, where Hydrant's rejects it.
        fileprivate static func gitHubHasValidFields(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            func number(_ start: Int, _ count: Int) -> Int? {
                guard start + count <= bytes.count else { return nil }
                var value = 0
                for byte in bytes[start..<(start + count)] {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), (1...12).contains(month)
            else {
                return false
            }
            let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let days = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            guard (1...days).contains(day) else { return false }
            guard bytes.count > 10 else { return true }
            guard let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2) else { return false }
            return hour <= 23 && minute <= 59 && second <= 60
        }
    }

    extension KeyedEncodingContainer {
        /// Writes an RFC 3339 date in whole seconds with `Z`, as Hydrant writes a `Date`.
        fileprivate mutating func encodeGitHubDate(_ value: Date, forKey key: Key) throws {
            try encode(value.formatted(.iso8601), forKey: key)
        }

        fileprivate mutating func encodeGitHubDateIfPresent(_ value: Date?, forKey key: Key) throws {
            if let value { try encodeGitHubDate(value, forKey: key) }
        }
    }
#endif
