import Foundation
import Hydrant
import Testing

// The CTXPropertyMapper README example, in Swift: a mutable `User` with a nested `Job`,
// `status.alive` through a key path, `avatarURL` through a URL transformer, `origin` filling three
// properties, validations, and the final decoder and encoder.

private final class Job: @unchecked Sendable {
    var title = ""
    var sector = ""
    var hours = ""
}

private final class User: @unchecked Sendable {
    var firstName = ""
    var lastName = ""
    var active = false
    var job = Job()
    var profileURL: URL?
    var origin = ""
    var region = ""
    var continent = ""
    /// What the final decoder found that no field read.
    var unmappedKeys: [String] = []
}

private let job = Mappers.object(factory: { Job() }) {
    Field("title", \.title).validated(.minLength(1))
    Field("sector", \.sector)
    Field("hours", \.hours).validated(.oneOf(["Full Time", "Part Time"]))
}

private let user = Mappers.object(factory: { User() }) {
    Field("firstName", \.firstName).validated(.minLength(1), .maxLength(40))
    Field("lastName", \.lastName).validated(.minLength(1), .maxLength(40))
    Field("status.alive", \.active)
    Field("job", \.job, job)
    Field("avatarURL", \.profileURL, Mappers.optionally(Mappers.url(schemes: ["http", "https"])))
    ComputedField(
        "origin", as: String.self,
        decode: { origin, user in
            let parts = origin.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 3 {
                (user.origin, user.region, user.continent) = (parts[0], parts[1], parts[2])
            }
        },
        encode: { user in
            [user.origin, user.region, user.continent].joined(separator: ", ")
        })
}
.afterDecoding(keys: .unmapped) { leftovers, user in
    user.unmappedKeys = leftovers.keys  // CTX: NSLog(@"[Warning] User non mapped keys %@", input)
}
.afterEncoding { output, user in
    output["fullName"] = .string("\(user.firstName) \(user.lastName)")
}

private let readmeJSON = """
    {
      "avatarURL": "http://server.com/avatarurlpath",
      "firstName": "Jon",
      "lastName": "Snow",
      "origin": "Winterfell, The North, Westeros",
      "quote": "you know nothing Jon Snow (Ygritte)",
      "status": {
        "alive": true
      },
      "job": {
        "title": "The bastard of Winterfell",
        "sector": "Castle Black",
        "hours": "Full Time"
      }
    }
    """

@Suite("The CTXPropertyMapper README example")
struct CTXReadmeTests {
    @Test func decodesTheReadmeDocument() throws {
        let jon = try user.map(JSONReader().read(readmeJSON))
        #expect(jon.firstName == "Jon")
        #expect(jon.lastName == "Snow")
        #expect(jon.active)
        #expect(jon.job.title == "The bastard of Winterfell")
        #expect(jon.job.sector == "Castle Black")
        #expect(jon.job.hours == "Full Time")
        #expect(jon.profileURL == URL(string: "http://server.com/avatarurlpath"))
        #expect((jon.origin, jon.region, jon.continent) == ("Winterfell", "The North", "Westeros"))
        #expect(jon.unmappedKeys == ["quote"])
    }

    @Test func encodesItBackWithTheFinalEncodersFullName() throws {
        let jon = try user.map(JSONReader().read(readmeJSON))
        let output = try user.reversed.map(jon)
        #expect(
            try JSONWriter(options: .init(prettyPrinted: true)).writeString(output) == """
                {
                  "firstName": "Jon",
                  "lastName": "Snow",
                  "status": {
                    "alive": true
                  },
                  "job": {
                    "title": "The bastard of Winterfell",
                    "sector": "Castle Black",
                    "hours": "Full Time"
                  },
                  "avatarURL": "http://server.com/avatarurlpath",
                  "origin": "Winterfell, The North, Westeros",
                  "fullName": "Jon Snow"
                }
                """)
    }

    /// Four fields fail (the job with two rules); the URL falls back to `nil` non-fatally.
    @Test func reportsEveryBrokenRuleWithItsPath() throws {
        let input = try JSONReader().read(
            """
            {"firstName": "", "lastName": "Snow", "status": {"alive": "yes"},
             "job": {"title": "", "sector": "Castle Black", "hours": "Always"},
             "avatarURL": "ftp://server.com/a", "origin": "Winterfell"}
            """)
        #expect(
            user.mapping(input).error?.fullDescription == """
                [FATAL] Hydrant (code=multipleErrors) because "Multiple parsing errors occurred (fatal=3, total=4)"
                  - Could not map from 'firstName' to 'firstName': failed minLength: must have at least 1 character (validationFailed)
                  - Could not map from 'status.alive' to 'active': expected a boolean, got a string (invalidSourceType)
                  - Could not map from 'job.title' to 'job.title': failed minLength: must have at least 1 character (validationFailed)
                  - Could not map from 'job.hours' to 'job.hours': failed oneOf: must be one of "Full Time", "Part Time" (validationFailed)
                  - Could not map from 'avatarURL' to 'profileURL': not a valid URL with an accepted scheme (http, https) (invalidSourceValue)

                """)
    }
}
