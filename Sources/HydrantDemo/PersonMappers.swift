import Foundation
import Hydrant

/// The mappers of the manual's Getting Started chapter, step by step.
public enum PersonMappers {
    /// A child: names and age required; no homepage, no children.
    public static let child = Mappers.object({ Person(firstName: $0, lastName: $1, age: $2) }) {
        Field("first_name", \Person.firstName)
        Field("last_name", \Person.lastName)
        Field("age", \Person.age)
    }

    /// "How can we parse this with Hydrant?": every field required and type-checked; the homepage
    /// must be a URL and every child must map.
    public static let strict = Mappers.object(Person.init) {
        Field("first_name", \.firstName)
        Field("last_name", \.lastName)
        Field("homepage", \.homepage, stringToURL.then(Mappers.Present()))
        Field("age", \.age)
        Field("children", \.children, Mappers.array(of: child))
    }

    /// "Marking fields as optional": an invalid homepage becomes `nil` and an invalid age `0`, with
    /// non-fatal errors; children that fail to map are dropped (and reported).
    public static let lenient = Mappers.object(Person.init) {
        Field("first_name", \.firstName)
        Field("last_name", \.lastName)
        Field("homepage", \.homepage, Mappers.optionally(stringToURL))
        Field("age", \.age, Mappers.optionally(Mappers.value(Int.self), default: 0))
        Field("children", \.children, Mappers.optionally(Mappers.array(of: Mappers.optionally(child)), default: []))
    }
}
