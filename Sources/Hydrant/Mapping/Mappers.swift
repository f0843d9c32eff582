/// The namespace of Hydrant's built-in mappers.
///
/// Each mapper is a small `Sendable` struct in this namespace; build them with the static factory
/// functions (`Mappers.optionally(…)`, `Mappers.enumeration(…)`) or the fluent methods on
/// ``Mapper`` (`m.then(n)`, `m.nonFatally(default:)`). You rarely need to name the types
/// themselves; `some Mapper<JSON, Person>` is the usual way to spell a mapper's type.
public enum Mappers {}
