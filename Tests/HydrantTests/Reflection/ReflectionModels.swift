import Foundation
import Hydrant

/// One property of type `Value`, so that a mapping exercises exactly one conversion.
struct CodableBox<Value: Codable & Sendable>: Codable, Sendable {
    var value: Value
}

extension CodableBox: Equatable where Value: Equatable {}

/// One `Optional` property.
struct CodableOptionalBox<Value: Codable & Sendable>: Codable, Sendable {
    var value: Value?
}

extension CodableOptionalBox: Equatable where Value: Equatable {}

enum Temper: String, Codable, Sendable, CaseIterable {
    case happy, grumpy
}

/// Nested models, arrays, dictionaries, enums and optionals together.
struct FamilyRecord: Codable, Equatable, Sendable {
    var familyName: String
    var members: [FamilyMember]
    var petsByName: [String: FamilyPet]
    var mood: Temper
    var address: FamilyAddress?
}

struct FamilyMember: Codable, Equatable, Sendable {
    var givenName: String
    var birthYear: Int
}

struct FamilyPet: Codable, Equatable, Sendable {
    var animalKind: String
}

struct FamilyAddress: Codable, Equatable, Sendable {
    var streetName: String
    var homepage: URL
}
