import Foundation

/// The person of the manual's Getting Started chapter.
public struct Person: Sendable, Equatable {
    /// The first name.
    public let firstName: String
    /// The last name.
    public let lastName: String
    /// The home page, if the data has a valid one.
    public let homepage: URL?
    /// The age in years.
    public let age: Int
    /// The children.
    public let children: [Person]

    /// Creates a person.
    public init(firstName: String, lastName: String, homepage: URL? = nil, age: Int, children: [Person] = []) {
        self.firstName = firstName
        self.lastName = lastName
        self.homepage = homepage
        self.age = age
        self.children = children
    }
}
