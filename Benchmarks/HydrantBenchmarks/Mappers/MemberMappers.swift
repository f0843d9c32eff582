import Foundation
import Hydrant

// A generated document of 20,000 eight-field objects, for the object-level combinators of the
// one-path design: each case maps every member, so its time and allocations compare directly with
// the plain object mapping of the same run.

/// A member of the generated document; `var`s with defaults, so that a prototype can be filled.
struct Member: Sendable, Equatable {
    var id = 0
    var name = ""
    var email: String?
    var age = 0
    var score = 0.0
    var tags: [String] = []
    var active = false
    var role = "user"
}

enum MemberMappers {
    /// The fields, in the order of the memberwise initializer.
    @FieldsBuilder<Member>
    static func fields() -> FieldList<Member, Int, String, String?, Int, Double, [String], Bool, String> {
        Field("id", \.id)
        Field("name", \.name)
        Field("email", \.email)
        Field("age", \.age)
        Field("score", \.score)
        Field("tags", \.tags)
        Field("active", \.active)
        Field("role", \.role)
    }

    /// The plain mapping, through the memberwise initializer.
    static let plain = Mappers.object(Member.init, fields: fields)

    /// The same fields assigned to a copy of a prototype.
    static let prototype = Mappers.object(prototype: Member(), fields: fields)

    /// The plain mapping chosen by the `role` member, one case per role.
    static let dispatched = Mappers.dispatch(on: "role", to: Member.self) {
        Mappers.DispatchCase("admin", plain, embed: { $0 }, extract: { $0.role == "admin" ? $0 : nil })
        Mappers.DispatchCase("user", plain, embed: { $0 }, extract: { $0.role == "user" ? $0 : nil })
    }

    /// The plain mapping with a decoding and an encoding hook that change nothing: a hook sees the
    /// source and the output objects, so both are built as trees.
    static let hooked =
        plain
        .afterDecoding { _, _ in }
        .afterEncoding { _, _ in }

    /// The members of the document.
    static let members: [Member] = (0..<20_000).map { index in
        Member(
            id: index, name: "member \(index)", email: index % 3 == 0 ? nil : "m\(index)@example.com",
            age: 18 + index % 60, score: Double(index % 1000) / 8, tags: index % 2 == 0 ? ["a", "b"] : [],
            active: index % 5 != 0, role: index % 10 == 0 ? "admin" : "user")
    }

    /// The document: a JSON array of the members, written by the plain mapping.
    static func document() -> SourceDocument {
        do {
            let bytes = try Mappers.array(of: plain).reversed.bytes(from: members)
            return SourceDocument(name: "members", data: Data(bytes), bytes: bytes)
        } catch {
            fail("the members document cannot be written: \(error)")
        }
    }
}
