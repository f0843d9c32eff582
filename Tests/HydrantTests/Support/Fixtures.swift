import Hydrant

// The suite's shared models. Suites whose models differ in an essential way (other fields, a
// mutable prototype, the model of a documentation article) declare their own, named after what
// they test, or nest them in the suite as the article names them.

/// The person of the tests: the README's model — a required first name, an age, an optional
/// nickname.
struct Person: Sendable, Hashable, Codable {
    let firstName: String
    let age: Int
    let nickname: String?
}

extension Person {
    /// Ada, 36, without a nickname: `{"first_name":"Ada","age":36}`.
    static let ada = Person(firstName: "Ada", age: 36, nickname: nil)
    /// Grace, 45, "Amazing Grace".
    static let grace = Person(firstName: "Grace", age: 45, nickname: "Amazing Grace")

    /// `first_name` and `age` required, `nickname` missing or null → nil.
    static let mapper = Mappers.object(Person.init) {
        Field("first_name", \.firstName)
        Field("age", \.age)
        Field("nickname", \.nickname)
    }

    /// The README's mapper: as ``mapper``, but an invalid or missing age falls back to 0 with a
    /// non-fatal error.
    static let lenientMapper = Mappers.object(Person.init) {
        Field("first_name", \.firstName)
        Field("age", \.age, Mappers.optionally(Mappers.value(Int.self), default: 0))
        Field("nickname", \.nickname)
    }
}
