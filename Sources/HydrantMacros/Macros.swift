@_exported import Hydrant

/// How `@Mappable` names the JSON keys of properties that have no ``Key(_:)``.
public enum MappableKeys: Sendable {
    /// The property's name, as written (`firstName`).
    case asGiven
    /// Snake case: `firstName` → `first_name`, `userID` → `user_id`.
    case snakeCase
    /// Kebab case: `firstName` → `first-name`.
    case kebabCase
}

/// Declares a struct's Hydrant mapper, one field per stored property: the struct becomes a
/// `MapperProvider` whose `mapper` is an ordinary explicit mapper (`Mappers.object` with one
/// `Field` per property), so it maps at the explicit mappers' speed, with their errors, in both
/// directions.
///
/// ```swift
/// @Mappable(keys: .snakeCase)
/// struct Person: Sendable, Equatable {
///     @Key("given_name") let firstName: String   // an explicit key beats the strategy
///     let lastName: String                       // "last_name"
///     @Default(0) let age: Int                   // missing or invalid → 0, with a non-fatal error
///     @Sensitive let password: String            // never printed in errors
///     let nickname: String?                      // missing or null → nil
///     let address: Address                       // another @Mappable type
/// }
///
/// Person.mapper.mapping(parsing: data)             // the three outcomes
/// try Person.mapper.reversed.string(from: person)  // and back
/// ```
///
/// Every stored property is mapped, except a `let` with an initial value (it cannot be assigned).
/// Each needs its type written out. A property of a `JSONConvertible` type is required and
/// type-checked; an `Optional` one accepts missing and `null` as `nil`; a property whose type is
/// itself `@Mappable` (or any `MapperProvider`), or an array or optional of one, is mapped by that
/// type's mapper.
///
/// - Parameter keys: How keys are made from property names; ``MappableKeys/asGiven`` by default.
@attached(extension, conformances: MapperProvider, names: named(mapper), named(init))
public macro Mappable(keys: MappableKeys = .asGiven) = #externalMacro(module: "HydrantMacrosPlugin", type: "MappableMacro")

/// The JSON key of a property of a `@Mappable` struct, which replaces the one the key strategy
/// makes. Hydrant key paths work: `@Key("name.first")`.
@attached(peer)
public macro Key(_ key: String) = #externalMacro(module: "HydrantMacrosPlugin", type: "KeyMacro")

/// The value a property of a `@Mappable` struct gets when its JSON value is missing, `null` or
/// cannot be mapped, with a non-fatal error (`Mappers.optionally(_:default:)`).
@attached(peer)
public macro Default<Value>(_ value: Value) = #externalMacro(module: "HydrantMacrosPlugin", type: "DefaultMacro")

/// Marks a property of a `@Mappable` struct whose values are never printed in errors
/// (`.sensitive()`): a password, a token.
@attached(peer)
public macro Sensitive() = #externalMacro(module: "HydrantMacrosPlugin", type: "SensitiveMacro")
