import Foundation
import Hydrant

// The suite's shared models. The manual's Getting Started person is `HydrantDemo.Person`, shared
// with `hydrant demo`. Suites whose models differ in an essential way (other fields, a mutable
// prototype) declare their own, named after what they hold.

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

/// The manual's Getting Started person as a `Codable` model, with a birth date added as in
/// "Using Reflection to Remove the Boilerplate": the model of the reflective tests.
struct ReflectedPerson: Codable, Equatable, Sendable {
    var firstName: String
    var lastName: String
    var age: Int
    var children: [ReflectedPerson]
    var birthDate: Date?
}
