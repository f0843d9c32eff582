// A property whose type has no default mapper: the error names the fix, in a `@Mappable` type
// and in an explicit mapping alike (checked by scripts/diagnostics-check.sh).
import HydrantMacros

struct Coordinates: Sendable {
    let latitude: Double
    let longitude: Double
}

@Mappable
struct Store: Sendable {
    let name: String
    let location: Coordinates
}

struct Office: Sendable {
    let location: Coordinates
}

let office = Mappers.object(Office.init) {
    Field("location", \.location)
}

// expected-error: 'init(_:_:)' is unavailable: this type has no default mapper: mark the type @Mappable, or give the property @Map(mapper) (a Field, a mapper); free-form JSON is JSON or [String: JSON], not Any
