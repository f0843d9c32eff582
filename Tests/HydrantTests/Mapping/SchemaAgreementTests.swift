import Foundation
import Hydrant
import HydrantDemo
import HydrantTestSupport
import Testing

/// The cases `scripts/schema_agreement.py` checks with an independent JSON Schema validator: the
/// docs' models and generated mappers, each with valid documents and their mutations. The suite
/// checks what Swift alone can (valid documents are accepted, mutations are made); with
/// `HYDRANT_SCHEMA_CASES` set to a file path it also writes the cases there, as JSON Lines.
@Suite("JSON Schema agreement cases")
struct SchemaAgreementTests {
    /// A mapper under check and documents it accepts.
    struct Subject: Sendable {
        let name: String
        let lines: @Sendable () -> [JSON]
        let accepts: @Sendable () -> Bool

        init<M: JSONMapper>(_ name: String, _ mapper: M, valid documents: [JSON]) where M.Input == JSON {
            self.name = name
            lines = { schemaAgreementCases(name, mapper, valid: documents) }
            accepts = { documents.allSatisfy { mapper.mapping(parsing: $0.description).value != nil } }
        }
    }

    static let demoPerson: JSON = [
        "first_name": "John", "last_name": "Doe", "homepage": "https://example.com", "age": 42,
        "children": [["first_name": "Ann", "last_name": "Doe", "age": 6]],
    ]

    static let docsSubjects: [Subject] = [
        Subject(
            "GettingStarted.person", GettingStartedArticleTests.person, valid: [GettingStartedArticleTests.validJSON]),
        Subject(
            "GettingStarted.lenient", GettingStartedArticleTests.lenient, valid: [GettingStartedArticleTests.validJSON]),
        Subject("PersonMappers.strict", PersonMappers.strict, valid: [demoPerson]),
        Subject("PersonMappers.lenient", PersonMappers.lenient, valid: [demoPerson]),
    ]

    static var subjects: [Subject] { docsSubjects + GeneratedMappers.subjects(count: 48, seed: 42) }

    @Test func validDocumentsAreAccepted() {
        for subject in Self.subjects {
            #expect(subject.accepts(), "\(subject.name)")
        }
    }

    @Test func everySubjectHasItsSchemaAndMutations() throws {
        var lines: [JSON] = []
        for subject in Self.subjects {
            let subjectLines = subject.lines()
            #expect(subjectLines.first?["schema"]?["$schema"] == "https://json-schema.org/draft/2020-12/schema")
            // The valid document, then at least a removed key, a wrong type and an extra key.
            let mutations = Set(subjectLines.dropFirst().compactMap { $0["mutation"]?.string })
            #expect(mutations.isSuperset(of: ["none", "removed key", "wrong type", "extra key"]), "\(subject.name)")
            lines += subjectLines
        }
        if let path = ProcessInfo.processInfo.environment["HYDRANT_SCHEMA_CASES"] {
            let text = lines.map(\.description).joined(separator: "\n") + "\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }
}

/// Object mappers made at random from a fixed model: each property's key (flat or nested), its
/// mapper (plain, validated, defaulted, nullable, converted) and the mapping's unmapped-key
/// policy.
enum GeneratedMappers {
    struct Model: Sendable, Equatable {
        var name = "abc"
        var count = 3
        var ratio: Double? = 0.5
        var flag = false
        var tags: [String] = ["x"]
        var when = Date(timeIntervalSince1970: 86_400)
        var id = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
        var kind = "red"
        var scores = ["a": 1]
        var level = Level.low
        var extra = 7
    }

    enum Level: String, Sendable, CaseIterable {
        case low, high
    }

    static func subjects(count: Int, seed: UInt64) -> [SchemaAgreementTests.Subject] {
        var random = SplitMix64(seed: seed)  // the same mappers on every run
        return (0..<count).map { index in
            var choices = (0..<12).map { _ in Int.random(in: 0..<4, using: &random) }
            func key(_ name: String) -> String {
                choices.removeFirst() == 0 ? "meta." + name : name
            }
            var pick = (0..<11).map { _ in Int.random(in: 0..<5, using: &random) }
            let mapper = Mappers.object(prototype: Model()) {
                nameField(key("name"), pick.removeFirst())
                countField(key("count"), pick.removeFirst())
                ratioField(key("ratio"), pick.removeFirst())
                flagField(key("flag"), pick.removeFirst())
                tagsField(key("tags"), pick.removeFirst())
                whenField(key("when"), pick.removeFirst())
                Field(key("id"), \.id, Mappers.uuid())
                kindField(key("kind"), pick.removeFirst())
                scoresField(key("scores"), pick.removeFirst())
                levelField(key("level"), pick.removeFirst())
                extraField(key("extra"), pick.removeFirst())
            }
            .unmappedKeys(choices.removeFirst() < 2 ? .reject : .ignore)
            let valid = (try? mapper.reversed.map(Model())) ?? .null
            return SchemaAgreementTests.Subject("generated \(index)", mapper, valid: [valid])
        }
    }

    static func nameField(_ key: String, _ choice: Int) -> Field<Model, String> {
        switch choice {
        case 0: Field(key, \.name)
        case 1: Field(key, \.name).validated(.length(in: 1...5))
        case 2: Field(key, \.name, Mappers.optionally(Mappers.value(String.self), default: "none"))
        case 3: Field(key, \.name).validated(.matches("^[a-z]+$"))
        default: Field(Accessors.firstPresent(key, "title"), \.name)
        }
    }

    static func countField(_ key: String, _ choice: Int) -> Field<Model, Int> {
        switch choice {
        case 0: Field(key, \.count)
        case 1: Field(key, \.count).validated(.range(0...10))
        case 2: Field(key, \.count, Mappers.number(Int.self))
        default: Field(key, \.count, Mappers.nonFatally(Mappers.value(Int.self), default: 0))
        }
    }

    static func ratioField(_ key: String, _ choice: Int) -> Field<Model, Double?> {
        switch choice {
        case 0: Field(key, \.ratio)
        case 1: Field(key, \.ratio, Mappers.nullable(Mappers.value(Double.self)))
        case 2: Field(key, \.ratio).validated(.min(0))
        default: Field(key, \.ratio, Mappers.value(Double?.self))
        }
    }

    static func flagField(_ key: String, _ choice: Int) -> Field<Model, Bool> {
        choice < 2
            ? Field(key, \.flag) : Field(key, \.flag, Mappers.optionally(Mappers.value(Bool.self), default: false))
    }

    static func tagsField(_ key: String, _ choice: Int) -> Field<Model, [String]> {
        switch choice {
        case 0: Field(key, \.tags)
        case 1: Field(key, \.tags).validated(.minLength(1))
        case 2: Field(key, \.tags, Mappers.array(of: Mappers.value(String.self).validated(.maxLength(3))))
        default:
            Field(
                key, \.tags,
                Mappers.set(of: Mappers.value(String.self)).then(
                    Mappers.closure(map: { Array($0).sorted() }, unmap: { Set($0) })))
        }
    }

    static func whenField(_ key: String, _ choice: Int) -> Field<Model, Date> {
        choice < 2 ? Field(key, \.when, Mappers.date(.rfc3339)) : Field(key, \.when, Mappers.date(unit: .seconds))
    }

    static func scoresField(_ key: String, _ choice: Int) -> Field<Model, [String: Int]> {
        switch choice {
        case 0: Field(key, \.scores)
        case 1: Field(key, \.scores, Mappers.dictionary(of: Mappers.value(Int.self).validated(.min(0))))
        case 2: Field(key, \.scores, Mappers.dictionary(of: Mappers.optionally(Mappers.value(Int.self))))
        default: Field(key, \.scores).validated(.minLength(1))
        }
    }

    static func levelField(_ key: String, _ choice: Int) -> Field<Model, Level> {
        choice < 3
            ? Field(key, \.level, Mappers.rawValue(Level.self))
            : Field(key, \.level, Mappers.optionally(Mappers.rawValue(Level.self), default: .low))
    }

    static func extraField(_ key: String, _ choice: Int) -> Field<Model, Int> {
        choice < 3
            ? Field(key, \.extra)
            : Field(
                key, \.extra,
                Mappers.first {
                    Mappers.value(Int.self)
                    Mappers.number(Int.self)
                })
    }

    static func kindField(_ key: String, _ choice: Int) -> Field<Model, String> {
        choice < 2 ? Field(key, \.kind) : Field(key, \.kind).validated(.oneOf(["red", "blue"]))
    }
}
