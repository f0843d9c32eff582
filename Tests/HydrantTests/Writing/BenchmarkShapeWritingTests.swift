import Foundation
import Hydrant
import Testing

// The shapes of the benchmark's mappers (twitter, citm_catalog, canada) on small documents: the
// direct path writes what the tree path writes, and the text maps back to the same model.

@Suite("Writing the benchmark's shapes directly")
struct BenchmarkShapeWritingTests {
    // MARK: twitter: a recursive status, a boxed retweet, nested objects, arrays of objects

    struct Status: Sendable, Equatable {
        let id: Int
        let text: String
        let inReplyTo: Int?
        let user: User
        let entities: Entities
        let retweeted: StatusBox?
        let sensitive: Bool?
    }

    final class StatusBox: Sendable, Equatable {
        let status: Status
        init(_ status: Status) { self.status = status }
        static func == (lhs: StatusBox, rhs: StatusBox) -> Bool { lhs.status == rhs.status }
    }

    struct User: Sendable, Equatable {
        let name: String
        let url: String?
        let description: URLList
        let followers: Int
    }

    struct URLList: Sendable, Equatable {
        let urls: [URLEntity]
    }

    struct URLEntity: Sendable, Equatable {
        let url: String
        let indices: [Int]
    }

    struct Entities: Sendable, Equatable {
        let hashtags: [URLEntity]
        let media: [URLEntity]?
    }

    static let status = Mappers.recursive { status in
        Mappers.object(Status.init) {
            Field("id", \.id)
            Field("text", \.text)
            Field("in_reply_to", \.inReplyTo)
            Field("user", \.user, user)
            Field("entities", \.entities, entities)
            Field("retweeted_status", \.retweeted, Mappers.nullable(status.then(boxed)))
            Field("possibly_sensitive", \.sensitive)
        }
    }

    static let boxed = Mappers.closure(map: { StatusBox($0) }, unmap: { (box: StatusBox) in box.status })

    static let urlEntity = Mappers.object(URLEntity.init) {
        Field("url", \.url)
        Field("indices", \.indices)
    }

    static let user = Mappers.object(User.init) {
        Field("name", \.name)
        Field("url", \.url)
        Field(
            "description", \.description,
            Mappers.object(URLList.init) { Field("urls", \.urls, Mappers.array(of: urlEntity)) })
        Field("followers_count", \.followers)
    }

    static let entities = Mappers.object(Entities.init) {
        Field("hashtags", \.hashtags, Mappers.array(of: urlEntity))
        Field("media", \.media, Mappers.nullable(Mappers.array(of: urlEntity)))
    }

    static let twitter = Mappers.array(of: status)

    static let twitterText = #"""
        [{"id":1,"text":"héllo \"world\" /\n","in_reply_to":null,"user":{"name":"Ada","url":null,
          "description":{"urls":[{"url":"https://x/1","indices":[0,10]}]},"followers_count":12},
          "entities":{"hashtags":[],"media":[{"url":"m","indices":[1,2]}]},"possibly_sensitive":false},
         {"id":2,"text":"rt 🎉","in_reply_to":1,"user":{"name":"Bob","url":"u","description":{"urls":[]},"followers_count":0},
          "entities":{"hashtags":[{"url":"h","indices":[]}]},
          "retweeted_status":{"id":3,"text":"orig","user":{"name":"C","description":{"urls":[]},"followers_count":-5},
            "entities":{"hashtags":[],"media":null}}}]
        """#

    // MARK: citm_catalog: dictionaries of objects, optional fields, arrays of numbers

    struct Catalog: Sendable, Equatable {
        let areaNames: [String: String]
        let events: [String: Event]
        let performances: [Performance]
    }

    struct Event: Sendable, Equatable {
        let id: Int
        let logo: String?
        let subTopicIds: [Int]
    }

    struct Performance: Sendable, Equatable {
        let id: Int
        let prices: [Price]
        let start: Int
    }

    struct Price: Sendable, Equatable {
        let amount: Int
        let seatCategoryId: Int
    }

    static let citm = Mappers.object(Catalog.init) {
        Field("areaNames", \.areaNames)
        Field(
            "events", \.events,
            Mappers.dictionary(
                of: Mappers.object(Event.init) {
                    Field("id", \.id)
                    Field("logo", \.logo)
                    Field("subTopicIds", \.subTopicIds)
                }))
        Field(
            "performances", \.performances,
            Mappers.array(
                of: Mappers.object(Performance.init) {
                    Field("id", \.id)
                    Field(
                        "prices", \.prices,
                        Mappers.array(
                            of: Mappers.object(Price.init) {
                                Field("amount", \.amount)
                                Field("seatCategoryId", \.seatCategoryId)
                            }))
                    Field("start", \.start)
                }))
    }

    static let citmText = #"""
        {"areaNames":{"205705993":"Arrière-scène central","205705994":"1er balcon"},
         "events":{"138586341":{"id":138586341,"logo":null,"subTopicIds":[337184269,337184283]},
                   "1":{"id":1,"logo":"/images/UE0AAAAACEKo6QAAAAZDSVRN","subTopicIds":[]}},
         "performances":[{"id":339887544,"prices":[{"amount":90250,"seatCategoryId":338937295}],"start":1372701600000},
                         {"id":2,"prices":[],"start":-1}]}
        """#

    // MARK: canada: arrays of arrays of doubles

    struct Geometry: Sendable, Equatable {
        let type: String
        let coordinates: [[[Double]]]
    }

    struct Feature: Sendable, Equatable {
        let type: String
        let properties: [String: String]
        let geometry: Geometry
    }

    static let canada = Mappers.array(
        of: Mappers.object(Feature.init) {
            Field("type", \.type)
            Field("properties", \.properties)
            Field(
                "geometry", \.geometry,
                Mappers.object(Geometry.init) {
                    Field("type", \.type)
                    Field("coordinates", \.coordinates, Mappers.value([[[Double]]].self))
                })
        })

    static let canadaText = #"""
        [{"type":"Feature","properties":{"name":"Canada"},"geometry":{"type":"Polygon",
          "coordinates":[[[-65.613616999999977,43.420273000000009],[-65.619720000000029,43.418052999999986],
          [0.0,-0.0],[1e-7,12345678901234567890],[1.5,2]],[]]}}]
        """#

    /// Maps `text`, writes the model both ways, and maps the text back.
    static func check<M: JSONCodec & ReversibleMapper>(_ mapper: M, _ text: String) throws
    where M.Input == JSON, M.Output: Equatable {
        let model = try mapper.map(parsing: text)
        let reverse = Mappers.Reversed(mapper)
        for options in WritingPaths.options.dropLast() {
            let written = try #require(WritingPaths.expectSame(reverse, model, options: options).value)
            #expect(try mapper.map(parsing: written) == model)
        }
        #expect(try reverse.bytes(from: model) == JSONWriter().write(reverse.map(model)))
    }

    @Test func twitterShape() throws {
        try Self.check(Self.twitter, Self.twitterText)
    }

    @Test func citmShape() throws {
        try Self.check(Self.citm, Self.citmText)
    }

    @Test func canadaShape() throws {
        try Self.check(Self.canada, Self.canadaText)
    }

    @Test("non-finite doubles are written as null, as on the tree")
    func nonFinite() {
        let geometry = Geometry(type: "Polygon", coordinates: [[[.infinity, .nan, -.infinity, 1]]])
        let feature = Feature(type: "Feature", properties: [:], geometry: geometry)
        let result = WritingPaths.expectSame(Self.canada.reversed, [feature])
        #expect(WritingPaths.text(result)?.contains("[null,null,null,1.0]") == true)
    }
}
